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
import solver.engine.search.Chronological;
import solver.engine.search.RestartPolicy;
import solver.engine.search.SearchLoop;
import solver.engine.search.SearchMonitor;
import solver.engine.search.ValueChoice;
import solver.engine.search.choice.CellThenValue;
import solver.engine.search.choice.FewestCandidates;
import solver.engine.search.choice.LiteralActivity;
import solver.engine.search.choice.SavedPolarity;
import solver.engine.search.choice.TargetPhase;
import solver.engine.search.choice.Xorshift;
import solver.engine.search.restart.Stabilizing;

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
 */
record Plan(Kernel kernel, Reasoning reasoning, SearchKind search) {

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
         * Clause learning ({@link ClauseLearning} in the {@link SearchLoop}): activity on variables, target and saved phases, focused
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
        return new Plan(kernel, reasoning, search);
    }

    /**
     * The learning search over propagated root domains {@code d} (made with explanations): activity on
     * variables, target phases over saved ones, focused and stable modes in turn. A non-zero seed starts
     * from random activities. {@code others} hear the search too (tests and benchmarks).
     */
    static SearchLoop learning(Network network, Domains d, SearchControl control, SolutionSink sink, long seed,
                               SearchMonitor... others) {
        return learning(network, d, control, sink, seed, new ClauseLearning(d), others);
    }

    /** {@link #learning} with the clause learning given (tests observe its analysis and read its clauses). */
    static SearchLoop learning(Network network, Domains d, SearchControl control, SolutionSink sink, long seed,
                               ClauseLearning learning, SearchMonitor... others) {
        Xorshift random = seed == 0 ? null : new Xorshift(seed);
        SavedPolarity saved = new SavedPolarity(network.cellCount);
        TargetPhase target = new TargetPhase(network.cellCount, network.allSymbols, saved);
        LiteralActivity activity = new LiteralActivity(d.dom, target, random);
        SearchMonitor[] monitors = new SearchMonitor[3 + others.length];
        monitors[0] = activity;
        monitors[1] = saved;
        monitors[2] = target;
        System.arraycopy(others, 0, monitors, 3, others.length);
        return new SearchLoop(d, control, sink, activity, learning, new Stabilizing(target), monitors);
    }

    Plan withKernel(Kernel other) {
        return new Plan(other, reasoning, search);
    }

    Plan withReasoning(Reasoning other) {
        return new Plan(kernel, other, search);
    }

    Plan withSearch(SearchKind other) {
        return new Plan(kernel, reasoning, other);
    }

    /** Whether a search for at most {@code maxSolutions} solutions learns clauses (and so keeps explanations). */
    boolean learns(long maxSolutions) {
        return search == SearchKind.LEARNING && maxSolutions <= 2;
    }

    /**
     * Runs the search this plan chooses over propagated root domains {@code d} (made with explanations
     * exactly when {@link #learns} for {@code options}' solution limit); a learning search shares clauses
     * through {@code exchange} (or null: none) as worker {@code worker}.
     */
    void search(Network network, Domains d, SearchControl control, SolutionSink sink, SolveOptions options,
                ClauseExchange exchange, int worker) {
        if (learns(options.maxSolutions())) {
            learning(network, d, control, sink, options.seed(), new ClauseLearning(d).sharingWith(exchange, worker)).run();
        } else {
            new SearchLoop(d, control, sink, new CellThenValue(new FewestCandidates(), ValueChoice.LOWEST),
                    new Chronological(), RestartPolicy.NEVER).run();
        }
    }
}
