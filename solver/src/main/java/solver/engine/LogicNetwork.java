package solver.engine;

import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.rules.CompiledRules;
import solver.rules.SumRegions;

/**
 * The rules of a puzzle as propagators for reasoning by hand: one {@code AllDifferent} per house (hidden
 * singles), each cage's sum, each relation, each constraint, and the sums the 45 rule derives up to a
 * number of cells, with nothing the search adds for speed (no matching, no locked candidates: a person's
 * techniques do that work, one step at a time). Each propagator knows its {@link RuleOrigin}, so a pruning
 * it makes is a step that names its rule. Immutable; one per puzzle, shared by every walk over it.
 */
public final class LogicNetwork {

    private final Network network;
    private final RuleOrigin[] origins;
    private final SumRegions sums;

    private LogicNetwork(Network network, RuleOrigin[] origins, SumRegions sums) {
        this.network = network;
        this.origins = origins;
        this.sums = sums;
    }

    /**
     * The network of {@code rules}, with the 45 rule's sets of up to {@code derivedCells} cells (0: none).
     *
     * @throws solver.api.UnsupportedModelException past 64 symbols, or for a rule kind without a propagator
     */
    public static LogicNetwork of(CompiledRules rules, int derivedCells) {
        Reasoning reasoning = new Reasoning(false, Reasoning.Locking.NONE, derivedCells > 0, Reasoning.DEFAULT_CAP,
                derivedCells);
        NetworkCompiler compiler = new NetworkCompiler(rules, reasoning);
        Network network = compiler.compile();
        return new LogicNetwork(network, compiler.origins(), SumRegions.of(rules, derivedCells));
    }

    public Network network() {
        return network;
    }

    /** Propagators, by id from 0. */
    public int count() {
        return origins.length;
    }

    public Propagator propagator(int id) {
        return network.propagator(id);
    }

    /** What propagator {@code id} propagates. */
    public RuleOrigin origin(int id) {
        return origins[id];
    }

    /** The cages and derived sets, as the network's sum propagators were made from them. */
    public SumRegions sums() {
        return sums;
    }
}
