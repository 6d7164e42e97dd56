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
 * of puzzles of the same shape, from any number of threads. Three shapes go to a specialised solver
 * instead, each measured faster on its benchmark and cross-checked against the general network in its
 * tests: plain 9x9 Sudoku to {@link Band9} (bit-parallel bands), 9x9 Killer to {@link Killer9}, and
 * sides past 64 (one {@code long} bit per symbol no longer suffices) to {@link WideEngine}, whose
 * domains span several words.
 */
public final class EngineSolver implements PreparedSolver {

    private final EngineConfig config;
    /** The specialised solver for these rules, or null when the general network runs. */
    private final PreparedSolver special;
    /** The compiled rules when there is no specialised solver, else null. */
    private final Network network;
    /** Whether first-solution and uniqueness searches learn clauses (by shape, see {@link EngineConfig}). */
    private final boolean learning;

    /** Compiles {@code rules} (its givens are ignored). */
    public EngineSolver(RuleModel rules) {
        this(rules, EngineConfig.DEFAULT);
    }

    EngineSolver(RuleModel rules, EngineConfig config) {
        this.config = config;
        this.special = special(rules, config);
        this.network = special == null ? new NetworkCompiler(rules, config).compile() : null;
        this.learning = rules.size() >= (rules.cages().isEmpty() ? config.learnFromSize() : config.learnCagesFromSize());
    }

    private static PreparedSolver special(RuleModel rules, EngineConfig config) {
        if (rules.size() > NetworkCompiler.MAX_SIZE) {
            return new WideEngine(rules);
        }
        if (config.fastPath() && Band9.fits(rules)) {
            return new Band9(config.degree9());
        }
        if (config.fastPath() && Killer9.fits(rules)) {
            return new Killer9(rules);
        }
        return null;
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        if (special != null) {
            return special.solve(givens, options, sink);
        }
        SearchControl control = options.control();
        boolean learn = learning && options.maxSolutions() <= 2;
        Domains d = new Domains(network, learn);
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] >= 0) {
                d.give(c, givens[c]);
            }
        }
        d.scheduleAll();
        if (d.propagate()) {
            if (learn) {
                new LearningSearch(network, d, control, sink).run();
            } else {
                boolean randomize = network.n >= config.randomFromSize() && options.maxSolutions() == 1;
                new Search(network, d, control, sink, randomize, options.seed(), config).run();
            }
        } else {
            control.backtrack();
        }
        return control.result(d.updates());
    }
}
