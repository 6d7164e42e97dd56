package solver.engine;

/**
 * Where a propagator of a compiled network comes from: the rule of the model it propagates, so that a
 * step by hand can name it ("the cage at r1c1", "the arrow at r3c4").
 *
 * @param source the kind of rule
 * @param index  its index: of {@code CompiledRules.houses()} for {@link Source#HOUSE} and
 *               {@link Source#MATCHING}, of the model's cages, relations or constraints for
 *               {@link Source#CAGE}, {@link Source#RELATION} and {@link Source#CONSTRAINT}, of the derived
 *               sets of {@code SumRegions} (after the cages) for {@link Source#DERIVED_SUM}; -1 where none
 *               applies
 */
public record RuleOrigin(Source source, int index) {

    /** The kinds of rule a propagator may come from. */
    public enum Source {
        /** A house (n cells holding every symbol once): hidden singles. */
        HOUSE,
        /** A house's full matching (Régin). */
        MATCHING,
        /** A killer cage's sum. */
        CAGE,
        /** A sum the 45 rule derives from houses and cages. */
        DERIVED_SUM,
        /** A binary relation of the model (a dot, a sign, a move apart). */
        RELATION,
        /** A constraint of the model (lines, arrows, clues outside the grid, ...). */
        CONSTRAINT,
        /** Locked candidates between houses. */
        LOCKING
    }
}
