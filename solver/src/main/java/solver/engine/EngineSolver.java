package solver.engine;

import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.kernels.Band9;
import solver.engine.kernels.Killer9;
import solver.engine.kernels.WideEngine;
import solver.engine.learning.ClauseExchange;

/**
 * The propagation engine bound to one set of rules: {@link Plan#of} chooses, from the rules' {@link Shape},
 * a kernel built for that shape ({@link Band9} for a plain 9x9 Sudoku, {@link Killer9} for a 9x9 Killer,
 * {@link WideEngine} past 64 symbols) or the general {@link Network}, compiled once with the plan's
 * {@link Reasoning}. Each {@link #solve} call gets fresh {@link Domains} and a search chosen by the plan,
 * so one instance serves any number of puzzles of the same shape, from any number of threads.
 */
public final class EngineSolver implements PreparedSolver {

    private final Plan plan;
    /** The kernel for these rules, or null when the general network runs. */
    private final PreparedSolver kernel;
    /** The compiled rules when there is no kernel, else null. */
    private final Network network;

    /** Compiles {@code rules} (its givens are ignored) as its shape's plan says. */
    public EngineSolver(RuleModel rules) {
        this(rules, Plan.of(Shape.of(rules)));
    }

    EngineSolver(RuleModel rules, Plan plan) {
        this.plan = plan;
        this.kernel = switch (plan.kernel()) {
            case BAND9 -> new Band9();
            case KILLER9 -> new Killer9(rules);
            case WIDE -> new WideEngine(rules);
            case NETWORK -> null;
        };
        this.network = kernel == null ? new NetworkCompiler(rules, plan.reasoning()).compile() : null;
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        return solve(givens, options, sink, null, 0);
    }

    /**
     * Workers that share the short clauses they learn through one fresh {@link ClauseExchange}; a kernel
     * learns nothing, so its workers are this solver.
     */
    @Override
    public PreparedSolver[] workers(int count) {
        if (kernel != null) {
            return PreparedSolver.super.workers(count);
        }
        ClauseExchange exchange = new ClauseExchange();
        PreparedSolver[] team = new PreparedSolver[count];
        for (int i = 0; i < count; i++) {
            int worker = i;
            team[i] = (givens, options, sink) -> solve(givens, options, sink, exchange, worker);
        }
        return team;
    }

    /** One search, sharing learned clauses through {@code exchange} (or null) as worker {@code worker}. */
    private SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink, ClauseExchange exchange,
                              int worker) {
        if (kernel != null) {
            return kernel.solve(givens, options, sink);
        }
        SearchControl control = options.control();
        Domains d = new Domains(network, plan.learns(options.maxSolutions()));
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] >= 0) {
                d.give(c, givens[c]);
            }
        }
        d.scheduleAll();
        if (d.propagate()) {
            plan.search(network, d, control, sink, options, exchange, worker);
        } else {
            control.backtrack();
        }
        return control.result(d.updates());
    }
}
