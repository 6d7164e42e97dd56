package solver.engine;

import grid.model.AllowedValues;
import grid.model.BetweenLine;
import grid.model.Constraint;
import grid.model.EqualSums;
import grid.model.Indexer;
import grid.model.LinearSum;
import grid.model.LockoutLine;
import grid.model.Quadruple;
import grid.model.Renban;
import grid.model.Sandwich;
import grid.model.Skyscraper;
import grid.model.TriadLine;
import grid.model.XSum;
import solver.api.UnsupportedModelException;
import solver.engine.core.Propagator;
import solver.engine.propagators.lines.BetweenLineEnds;
import solver.engine.propagators.lines.LockoutLineEnds;
import solver.engine.propagators.lines.TriadLineClasses;
import solver.engine.propagators.lines.RenbanRun;
import solver.engine.propagators.lines.SandwichSum;
import solver.engine.propagators.lines.SkyscraperClue;
import solver.engine.propagators.lines.XSumClue;
import solver.engine.propagators.relations.AllowedValuesMask;
import solver.engine.propagators.relations.IndexerPointer;
import solver.engine.propagators.relations.QuadrupleDigits;
import solver.engine.propagators.sums.LinearSums;
import solver.rules.CompiledRules;
import solver.rules.ConstraintScopes;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * One propagator per {@link Constraint} of a model, by kind: {@link AllowedValuesMask} for a cell's allowed
 * values, the sum propagator {@link LinearSums} chooses for sums with repeats (its blocks of cells that
 * must differ found from the peers), {@link SandwichSum}, {@link RenbanRun} for a
 * renban line (its distinctness is a group of the model), {@link BetweenLineEnds}, {@link QuadrupleDigits},
 * {@link XSumClue}, {@link SkyscraperClue}, {@link TriadLineClasses} for entropic and modular lines and
 * {@link IndexerPointer}; equal sums (zipper and region-sum lines) are no rule of their own here but
 * weighted sums, one per part after the first (see {@link #equalSums}).
 *
 * <p>This is the solver's side of the table of rule kinds ({@code grid.kinds.RuleKind}, whose records the
 * grid reads, draws and generates): one line per kind's record, which builds its propagators. The rules
 * are dispatched by their record's class through the table ({@link Table#KINDS}), each entry a typed
 * builder, so a rule reaches only the builder of its own class; a rule without an entry is refused in
 * words ({@link UnsupportedModelException}), and a test checks that every kind's record has one.
 */
final class ConstraintPropagators {

    /** Largest x-sum clue taken: its totals are walked as bit sets of that many bits. */
    static final int MAX_CLUE = 1 << 16;

    /** How the rules of one kind {@code K} become propagators. */
    @FunctionalInterface
    private interface Builder<K extends Constraint> {
        void add(K rule, CompiledRules rules, List<Propagator> out);
    }

    /** A builder with the class it takes, so the dispatch casts through the class (a checked cast). */
    private record Kind<K extends Constraint>(Class<K> type, Builder<K> builder) {
        void add(Constraint rule, CompiledRules rules, List<Propagator> out) {
            builder.add(type.cast(rule), rules, out);
        }
    }

    /**
     * The builder of every kind of rule, by its class, in a holder class: the table (a stream and a lambda
     * a kind) is made on first use, so a plain Sudoku or Killer, which has no such rules, never pays its
     * class loading in a cold start.
     */
    private static final class Table {
        static final Map<Class<?>, Kind<?>> KINDS = Stream.of(
                new Kind<>(AllowedValues.class, one(ConstraintPropagators::allowed)),
                new Kind<>(LinearSum.class, one((s, rules) -> LinearSums.of(s.cells(), s.weights(), s.total(),
                        rules.values(), blocks(s.cells(), s.weights(), rules.peers())))),
                new Kind<>(Sandwich.class, one(ConstraintPropagators::sandwich)),
                new Kind<>(Renban.class, one((r, rules) -> new RenbanRun(r.cells(), rules.values()))),
                new Kind<>(BetweenLine.class, one((b, rules) -> new BetweenLineEnds(b.cells()))),
                new Kind<>(XSum.class, one(ConstraintPropagators::xSum)),
                new Kind<>(Skyscraper.class, one((s, rules) -> new SkyscraperClue(s.cells(), s.seen(), rules.values().length,
                        rules.isGroupHouse(s.cells())))),
                new Kind<>(TriadLine.class, one(ConstraintPropagators::triad)),
                new Kind<>(Indexer.class, one((x, rules) -> new IndexerPointer(x.line(), x.position(), rules.values()))),
                new Kind<>(Quadruple.class, one(ConstraintPropagators::quadruple)),
                new Kind<>(EqualSums.class, ConstraintPropagators::equalSums),
                new Kind<>(LockoutLine.class, one((l, rules) -> new LockoutLineEnds(l.cells(), l.gap(), rules.values()))))
                .collect(Collectors.toUnmodifiableMap(Kind::type, Function.identity()));
    }

    private ConstraintPropagators() {
    }

    /** Adds to {@code out} the propagators of every constraint of {@code rules}. */
    static void addAll(CompiledRules rules, List<Propagator> out) {
        addAll(rules, out, k -> { });
    }

    /**
     * Adds to {@code out} the propagators of every constraint of {@code rules}, calling {@code added} with
     * the constraint's index once its propagators are in.
     */
    static void addAll(CompiledRules rules, List<Propagator> out, java.util.function.IntConsumer added) {
        ConstraintScopes constraints = rules.constraints();
        if (constraints.count() == 0) {
            return;
        }
        for (int k = 0; k < constraints.count(); k++) {
            Constraint rule = constraints.rule(k);
            Kind<?> kind = Table.KINDS.get(rule.getClass());
            if (kind == null) {
                throw new UnsupportedModelException("the advanced solver does not propagate " + rule.kind() + " rules");
            }
            kind.add(rule, rules, out);
            added.accept(k);
        }
    }

    /** The kinds of rule this class builds propagators for (a test checks them against every kind). */
    static Set<Class<?>> kinds() {
        return Table.KINDS.keySet();
    }

    /** A builder of kinds that make one propagator per rule. */
    private static <K extends Constraint> Builder<K> one(java.util.function.BiFunction<K, CompiledRules, Propagator> make) {
        return (rule, rules, out) -> out.add(make.apply(rule, rules));
    }

    /**
     * Blocks of a sum's cells, greedily in order: a cell joins the first block whose cells all are its
     * peers (they must differ from it) and have its weight, else starts a block.
     */
    static int[] blocks(int[] cells, int[] weights, int[][] peers) {
        int[] block = new int[cells.length];
        int count = 0;
        for (int i = 0; i < cells.length; i++) {
            block[i] = -1;
            for (int b = 0; b < count && block[i] < 0; b++) {
                boolean fits = true;
                for (int j = 0; j < i && fits; j++) {
                    if (block[j] == b) {
                        fits = weights[j] == weights[i] && Arrays.binarySearch(peers[cells[i]], cells[j]) >= 0;
                    }
                }
                block[i] = fits ? b : -1;
            }
            if (block[i] < 0) {
                block[i] = count++;
            }
        }
        return block;
    }

    private static Propagator allowed(AllowedValues a, CompiledRules rules) {
        int[] value = rules.values();
        long mask = 0;
        for (int s = 0; s < value.length; s++) {
            mask |= a.allowsValue(value[s]) ? 1L << s : 0;
        }
        return new AllowedValuesMask(a.cell(), mask);
    }

    private static Propagator sandwich(Sandwich s, CompiledRules rules) {
        if (s.cells().length != rules.size()) {
            throw new UnsupportedModelException("the advanced solver takes sandwich clues on whole rows and"
                    + " columns only, not on " + s.cells().length + " cells");
        }
        return new SandwichSum(s.cells(), s.sum(), rules.values());
    }

    private static Propagator xSum(XSum x, CompiledRules rules) {
        if (x.sum() > MAX_CLUE) {
            throw new UnsupportedModelException("the advanced solver takes x-sum clues up to " + MAX_CLUE
                    + ", not " + x.sum());
        }
        return new XSumClue(x.cells(), x.sum(), rules.values());
    }

    private static Propagator triad(TriadLine t, CompiledRules rules) {
        int[] value = rules.values();
        int[] classOf = new int[value.length];
        for (int x = 0; x < value.length; x++) {
            classOf[x] = t.classOf(value[x]);
        }
        return new TriadLineClasses(t.cells(), classOf);
    }

    private static Propagator quadruple(Quadruple q, CompiledRules rules) {
        int[] wanted = q.values();
        int[] symbols = new int[wanted.length];
        for (int i = 0; i < wanted.length; i++) {
            symbols[i] = rules.symbolIndex(wanted[i]);
        }
        return new QuadrupleDigits(q.cells(), symbols);
    }

    /**
     * The sums that state equal sums: the first part against each other one, as a weighted sum of the
     * first part's cells (weight 1) and the other's (weight -1) to 0.
     */
    private static void equalSums(EqualSums e, CompiledRules rules, List<Propagator> out) {
        int[][] parts = e.parts();
        for (int p = 1; p < parts.length; p++) {
            int[] cells = new int[parts[0].length + parts[p].length];
            int[] weights = new int[cells.length];
            for (int i = 0; i < cells.length; i++) {
                boolean first = i < parts[0].length;
                cells[i] = first ? parts[0][i] : parts[p][i - parts[0].length];
                weights[i] = first ? 1 : -1;
            }
            out.add(LinearSums.of(cells, weights, 0, rules.values(), blocks(cells, weights, rules.peers())));
        }
    }
}
