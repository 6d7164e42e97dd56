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
 * of puzzles of the same shape, from any number of threads. Plain 9x9 Sudoku goes to the {@link Band9}
 * fast path instead (bit-parallel bands, same answers). Sides up to 64 (one {@code long} bit per
 * symbol); larger models are refused with {@link solver.UnsupportedModelException}.
 */
public final class EngineSolver implements PreparedSolver {

    private final EngineConfig config;
    /** The 9x9 fast path when the rules are plain Sudoku and the config allows it, else null. */
    private final Band9 fast;
    /** The compiled rules when there is no fast path, else null. */
    private final Network network;

    /** Compiles {@code rules} (its givens are ignored). */
    public EngineSolver(RuleModel rules) {
        this(rules, EngineConfig.DEFAULT);
    }

    EngineSolver(RuleModel rules, EngineConfig config) {
        this.config = config;
        if (config.fastPath() && Band9.fits(rules)) {
            this.fast = new Band9(config.degree9());
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
