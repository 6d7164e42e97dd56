package solver.engine;

import grid.model.RuleModel;
import solver.PreparedSolver;
import solver.SearchControl;
import solver.SolutionSink;
import solver.SolveOptions;
import solver.SolveResult;

/**
 * The propagation engine bound to one set of rules: the compiled {@link Network} is immutable, and each
 * {@link #solve} call gets fresh {@link Domains} and a {@link Search}, so one instance serves any number
 * of puzzles of the same shape, from any number of threads. Plain 9x9 Sudoku goes to the {@link Sudoku9}
 * fast path instead (same reasoning, specialised tables). Sides up to 64 use one {@code long} bit per
 * symbol; larger sides go to {@link WideEngine}, whose domains span several words.
 */
public final class EngineSolver implements PreparedSolver {

    private final EngineConfig config;
    /** A 9x9 fast path ({@link Sudoku9}, {@link Killer9}) when the rules fit one and the config allows, else null. */
    private final PreparedSolver fast;
    /** The compiled rules when there is no fast path, else null. */
    private final Network network;
    /** The multi-word engine for sides past 64, else null. */
    private final WideEngine wide;

    /** Compiles {@code rules} (its givens are ignored). */
    public EngineSolver(RuleModel rules) {
        this(rules, EngineConfig.DEFAULT);
    }

    EngineSolver(RuleModel rules, EngineConfig config) {
        this.config = config;
        this.wide = rules.size() > NetworkCompiler.MAX_SIZE ? new WideEngine(rules) : null;
        if (wide != null) {
            this.fast = null;
            this.network = null;
        } else if (config.fastPath() && Sudoku9.fits(rules)) {
            this.fast = new Sudoku9(config.lockedDepth9(), config.degree9());
            this.network = null;
        } else if (config.fastPath() && Killer9.fits(rules)) {
            this.fast = new Killer9(rules);
            this.network = null;
        } else {
            this.fast = null;
            this.network = new NetworkCompiler(rules, config).compile();
        }
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        if (fast != null) {
            return fast.solve(givens, options, sink);
        }
        if (wide != null) {
            return wide.solve(givens, options, sink);
        }
        SearchControl control = options.control();
        Domains d = new Domains(network);
        if (givens.length != network.cellCount) {
            throw new IllegalArgumentException("expected " + network.cellCount + " givens, got " + givens.length);
        }
        for (int c = 0; c < givens.length; c++) {
            int g = givens[c];
            if (g >= 0) {
                if (g >= network.n) {
                    throw new IllegalArgumentException("symbol index " + g + " outside 0.." + (network.n - 1));
                }
                d.dom[c] = 1L << g;
            }
        }
        d.scheduleAll();
        if (d.propagate()) {
            boolean randomize = network.n >= config.randomFromSize() && options.maxSolutions() == 1;
            new Search(network, d, control, sink, randomize, options.seed(), config).run();
        } else {
            control.backtrack();
        }
        return control.result(d.updates());
    }
}
