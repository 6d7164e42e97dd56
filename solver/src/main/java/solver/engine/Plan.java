package solver.engine;

import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.kernels.Band9;
import solver.engine.kernels.Killer9;
import solver.engine.kernels.WideEngine;
import solver.engine.learning.ClauseExchange;
import solver.engine.learning.ClauseLearning;
import solver.engine.learning.HouseClauses;
import solver.engine.search.Chronological;
import solver.engine.search.Rephasing;
import solver.engine.search.RestartPolicy;
import solver.engine.search.SearchLoop;
import solver.engine.search.SearchMonitor;
import solver.engine.search.ValueChoice;
import solver.engine.search.choice.CellThenValue;
import solver.engine.search.choice.FewestCandidates;
import solver.engine.search.choice.LiteralActivity;
import solver.engine.search.choice.Phases;
import solver.engine.search.choice.RephaseSchedule;
import solver.engine.search.choice.Xorshift;
import solver.engine.search.restart.GlueRestarts;
import solver.engine.search.restart.Stabilizing;
import solver.engine.search.walk.CageSums;
import solver.engine.search.walk.LocalWalk;

import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Everything the engine chooses for one puzzle, made in one place ({@link #of}) from the puzzle's
 * {@link Shape}: which solver runs (a kernel for a shape it is built for, else the general network),
 * what reasoning the network compiles, and how a first-solution search goes. Each choice is the one
 * measured best for its shape (the measurements are in {@code docs/decisions/}); tests and benchmarks
 * derive variants with the {@code with} methods to compare.
 *
 * @param kernel    who searches
 * @param reasoning what the general network compiles
 * @param search    how the general network searches for a first solution (counting and enumerating
 *                  always use plain depth-first search, except that {@link SearchKind#LEARNING} also
 *                  decides whether a second solution exists)
 * @param tactics   how a learning search restarts and chooses its phases
 * @param mates     what the other workers of a portfolio run ({@link #forWorker}): worker 0 runs this plan,
 *                  worker i its {@code mates[(i - 1) % size]}; none: every worker runs this plan
 */
record Plan(Kernel kernel, Reasoning reasoning, SearchKind search, Tactics tactics, List<Member> mates) {

    public Plan {
        mates = List.copyOf(mates);
    }

    /** What one worker of a portfolio compiles and how it searches. */
    record Member(Reasoning reasoning, Tactics tactics) {
    }

    /** The solver behind {@link EngineSolver}. */
    enum Kernel {
        /** Bit-parallel bands, for a plain 9x9 Sudoku ({@link Band9}). */
        BAND9,
        /** Flat tables and derived 45-rule sums, for a 9x9 Killer ({@link Killer9}). */
        KILLER9,
        /** Multi-word domains, for sides past 64 ({@link WideEngine}). */
        WIDE,
        /** The general propagation network. */
        NETWORK
    }

    /** How the general network looks for a first solution. */
    enum SearchKind {
        /** Fewest candidates first, lowest symbol first, no restarts. */
        DEPTH_FIRST,
        /**
         * Clause learning ({@link ClauseLearning} in the {@link SearchLoop}): activity on variables, phases
         * and restarts as the plan's {@link Tactics} say; the default: target and saved phases, focused
         * and stable modes in turn ({@link Stabilizing}); a non-zero seed starts from random activities.
         */
        LEARNING
    }

    /** The measured best plan for this shape. */
    static Plan of(Shape shape) {
        int n = shape.n();
        Kernel kernel = n > NetworkCompiler.MAX_SIZE ? Kernel.WIDE
                : n == 9 && shape.plainSudoku() ? Kernel.BAND9
                : n == 9 && shape.killer() ? Kernel.KILLER9
                : Kernel.NETWORK;
        Reasoning reasoning = new Reasoning(n >= 16, n >= 25, true, Reasoning.DEFAULT_CAP);
        // relations and n-ary rules (dots, signs, thermometers, arrows...) propagate weakly: the same
        // conflicts recur in many subtrees, which clause learning records once
        SearchKind search = shape.cages() && n >= 16 || n >= 25 || shape.relations()
                ? SearchKind.LEARNING : SearchKind.DEPTH_FIRST;
        // phases reset on a schedule pay where searches are long (the 25x25 set), not on 16x16 killers or
        // 9x9 variants, whose searches are short (docs/decisions/0009)
        Tactics tactics = n >= 25 ? Tactics.REPHASED : Tactics.PLAIN;
        return new Plan(kernel, reasoning, search, tactics, List.of());
    }

    /** The plan worker {@code worker} of a portfolio runs (see {@code mates}). */
    Plan forWorker(int worker) {
        if (worker == 0 || mates.isEmpty()) {
            return this;
        }
        Member m = mates.get((worker - 1) % mates.size());
        return new Plan(kernel, m.reasoning(), search, m.tactics(), List.of());
    }

    /** Whether some worker of a portfolio of this plan shares its learned clauses ({@link Tactics#shareClauses}). */
    boolean shares() {
        return tactics.shareClauses() || mates.stream().anyMatch(m -> m.tactics().shareClauses());
    }

    /** Every reasoning a worker of this plan compiles, this plan's first. */
    List<Reasoning> reasonings() {
        List<Reasoning> out = new java.util.ArrayList<>(List.of(reasoning));
        for (Member m : mates) {
            if (!out.contains(m.reasoning())) {
                out.add(m.reasoning());
            }
        }
        return out;
    }

    /**
     * The learning search over propagated root domains {@code d} (made with explanations) with the
     * {@link Tactics#PLAIN} tactics and no cages for a walk. {@code others} hear the search too (tests and
     * benchmarks).
     */
    static SearchLoop learning(Network network, Domains d, SearchControl control, SolutionSink sink, long seed,
                               SearchMonitor... others) {
        return learning(network, d, control, sink, seed, new ClauseLearning(d), others);
    }

    /** {@link #learning} with the clause learning given (tests observe its analysis and read its clauses). */
    static SearchLoop learning(Network network, Domains d, SearchControl control, SolutionSink sink, long seed,
                               ClauseLearning learning, SearchMonitor... others) {
        return learning(Tactics.PLAIN, network, null, d, control, sink, seed, learning, others);
    }

    /**
     * The learning search as {@code tactics} say: activity on variables (a non-zero seed starts from
     * random activities), the phases, the restart modes and the rephasing, with a {@link LocalWalk} over
     * the peers, the {@code cages} (null: none) and the learned clauses when the schedule walks.
     */
    static SearchLoop learning(Tactics tactics, Network network, CageSums cages, Domains d, SearchControl control,
                               SolutionSink sink, long seed, ClauseLearning learning, SearchMonitor... others) {
        if (tactics.houseClauses()) {
            HouseClauses.hold(network, learning.clauses(), d);
        }
        Xorshift random = seed == 0 ? null : new Xorshift(seed);
        Phases phases = new Phases(network.cellCount, network.allSymbols, tactics.rephase() != null,
                tactics.targetPerRestart());
        phases.assignSavedValues(tactics.savedValues());
        LiteralActivity activity = new LiteralActivity(d.dom, phases, random, tactics.reuseTrail());
        SearchMonitor[] monitors = new SearchMonitor[2 + others.length];
        monitors[0] = activity;
        monitors[1] = phases;
        System.arraycopy(others, 0, monitors, 2, others.length);
        Phases target = tactics.target() ? phases : null;
        Stabilizing stabilizing = null;
        RestartPolicy restarts;
        switch (tactics.modes()) {
            case ALTERNATING -> restarts = stabilizing = new Stabilizing(target);
            case FOCUSED -> {
                phases.targeting(false);
                restarts = new GlueRestarts();
            }
            case STABLE -> {
                phases.targeting(tactics.target());
                restarts = RestartPolicy.luby(Stabilizing.STABLE_UNIT);
            }
            default -> throw new IllegalStateException("modes " + tactics.modes());
        }
        Rephasing rephasing = Rephasing.NEVER;
        if (tactics.rephase() != null) {
            Stabilizing modes = stabilizing;
            BooleanSupplier allowed = tactics.rephaseStable() && modes != null ? modes::stable : () -> true;
            LocalWalk walk = tactics.walks() ? new LocalWalk(network,
                    cages != null ? cages : CageSums.none(new int[network.n]), learning.clauses(), seed,
                    tactics.walkEffort(), tactics.walkGlue()) : null;
            rephasing = new RephaseSchedule(phases, tactics.rephase(), tactics.rephaseInterval(), allowed, walk);
        }
        return new SearchLoop(d, control, sink, activity, learning, restarts, rephasing, monitors);
    }

    Plan withKernel(Kernel other) {
        return new Plan(other, reasoning, search, tactics, mates);
    }

    Plan withReasoning(Reasoning other) {
        return new Plan(kernel, other, search, tactics, mates);
    }

    Plan withSearch(SearchKind other) {
        return new Plan(kernel, reasoning, other, tactics, mates);
    }

    Plan withTactics(Tactics other) {
        return new Plan(kernel, reasoning, search, other, mates);
    }

    /** The plan whose other workers run {@code others} in turn (none: all run this plan). */
    Plan withMates(List<Member> others) {
        return new Plan(kernel, reasoning, search, tactics, others);
    }

    /** Whether a search for at most {@code maxSolutions} solutions learns clauses (and so keeps explanations). */
    boolean learns(long maxSolutions) {
        return search == SearchKind.LEARNING && maxSolutions <= 2;
    }

    /**
     * Runs the search this plan chooses over propagated root domains {@code d} (made with explanations
     * exactly when {@link #learns} for {@code options}' solution limit); a learning search shares clauses
     * through {@code exchange} (or null: none) as worker {@code worker}, and a walk checks {@code cages}.
     */
    void search(Network network, CageSums cages, Domains d, SearchControl control, SolutionSink sink,
                SolveOptions options, ClauseExchange exchange, int worker) {
        if (learns(options.maxSolutions())) {
            learning(tactics, network, cages, d, control, sink, options.seed(),
                    new ClauseLearning(d, tactics.deletion(), tactics.vivify()).shrinking(tactics.shrink())
                            .sharingWith(tactics.shareClauses() ? exchange : null, worker)).run();
        } else {
            new SearchLoop(d, control, sink, new CellThenValue(new FewestCandidates(), ValueChoice.LOWEST),
                    new Chronological(), RestartPolicy.NEVER).run();
        }
    }
}
