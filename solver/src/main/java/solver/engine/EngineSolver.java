package solver.engine;

import solver.api.CandidateSearch;
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
import solver.engine.search.walk.CageSums;
import solver.rules.CompiledRules;

import java.util.Optional;

/**
 * The propagation engine bound to one set of compiled rules: {@link Plan#of} chooses, from the rules' {@link Shape},
 * a kernel built for that shape ({@link Band9} for a plain 9x9 Sudoku, {@link Killer9} for a 9x9 Killer,
 * {@link WideEngine} past 64 symbols) or the general {@link Network}, compiled once with the plan's
 * {@link Reasoning}. Each {@link #solve} call gets fresh {@link Domains} and a search chosen by the plan,
 * so one instance serves any number of puzzles of the same shape, from any number of threads.
 */
public final class EngineSolver implements PreparedSolver {

    /** The compiled rules, kept to compile the general network for a candidate search on a kernel's plan. */
    private final CompiledRules rules;
    private final Plan plan;
    /** The kernel for these rules, or null when the general network runs. */
    private final PreparedSolver kernel;
    /** The compiled rules when there is no kernel, else null. */
    private final Network network;
    /** The networks of the plan's portfolio mates whose reasoning differs from the plan's, by reasoning. */
    private final java.util.Map<Reasoning, Network> mateNetworks = new java.util.HashMap<>();
    /** The cages as a local search checks them. */
    private final CageSums cages;

    /** Builds the engine for these compiled rules as their shape's plan says. */
    public EngineSolver(CompiledRules rules) {
        this(rules, Plan.of(Shape.of(rules)));
    }

    EngineSolver(CompiledRules rules, Plan plan) {
        this.rules = rules;
        this.plan = plan;
        this.kernel = switch (plan.kernel()) {
            case BAND9 -> new Band9();
            case KILLER9 -> new Killer9(rules);
            case WIDE -> new WideEngine(rules);
            case NETWORK -> null;
        };
        this.network = kernel == null ? new NetworkCompiler(rules, plan.reasoning()).compile() : null;
        if (kernel == null) {
            for (Reasoning r : plan.reasonings().subList(1, plan.reasonings().size())) {
                mateNetworks.put(r, new NetworkCompiler(rules, r).compile());
            }
        }
        this.cages = new CageSums(rules.cages(), rules.cageSums(), rules.values());
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        return solve(givens, options, sink, null, 0);
    }

    /**
     * Workers with one fresh {@link ClauseExchange}, through which they share the short clauses they learn
     * where their tactics say so ({@link Tactics#shareClauses}; none when no worker's do), worker i running
     * the plan's {@link Plan#forWorker} (its portfolio mates); a kernel learns nothing, so its workers are
     * this solver.
     */
    @Override
    public PreparedSolver[] workers(int count) {
        if (kernel != null) {
            return PreparedSolver.super.workers(count);
        }
        ClauseExchange exchange = plan.shares() ? new ClauseExchange() : null;
        PreparedSolver[] team = new PreparedSolver[count];
        for (int i = 0; i < count; i++) {
            int worker = i;
            team[i] = (givens, options, sink) -> solve(givens, options, sink, exchange, worker);
        }
        return team;
    }

    /** One search as worker {@code worker}, with {@code exchange} (or null) to share learned clauses through. */
    private SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink, ClauseExchange exchange,
                              int worker) {
        if (kernel != null) {
            return kernel.solve(givens, options, sink);
        }
        Plan mine = plan.forWorker(worker);
        Network net = mine.reasoning().equals(plan.reasoning()) ? network : mateNetworks.get(mine.reasoning());
        Domains d = new Domains(net, mine.learns(options.maxSolutions()));
        for (int c = 0; c < givens.length; c++) {
            if (givens[c] >= 0) {
                d.give(c, givens[c]);
            }
        }
        return search(mine, net, d, true, options, sink, exchange, worker);
    }

    /** The root domains {@code d} propagated ({@code open} false: a cell had nothing left), then searched as {@code how} says. */
    private SolveResult search(Plan how, Network net, Domains d, boolean open, SolveOptions options,
                               SolutionSink sink, ClauseExchange exchange, int worker) {
        SearchControl control = options.control();
        d.scheduleAll();
        if (open && d.propagate()) {
            how.search(net, cages, d, control, sink, options, exchange, worker);
        } else {
            control.backtrack();
        }
        return control.result(d.updates());
    }

    /**
     * Searches from candidate sets on the general network: this solver's, or for a kernel's plan one
     * compiled now with the plan's reasoning (kernels start from givens only). None past 64 symbols.
     */
    @Override
    public Optional<CandidateSearch> candidateSearch() {
        if (plan.kernel() == Plan.Kernel.WIDE) {
            return Optional.empty();
        }
        Network net = network != null ? network : new NetworkCompiler(rules, plan.reasoning()).compile();
        return Optional.of(new CandidateSearch() {
            @Override
            public long[] propagate(long[] candidates) {
                Domains d = new Domains(net, false);
                if (!restrict(d, candidates)) {
                    return null;
                }
                d.scheduleAll();
                return d.propagate() ? d.dom.clone() : null;
            }

            @Override
            public SolveResult solve(long[] candidates, SolveOptions options, SolutionSink sink) {
                Domains d = new Domains(net, plan.learns(options.maxSolutions()));
                return search(plan, net, d, restrict(d, candidates), options, sink, null, 0);
            }
        });
    }

    /** Narrows every cell of {@code d} to its candidates as root facts; false if one has none left. */
    private static boolean restrict(Domains d, long[] candidates) {
        if (candidates.length != d.dom.length) {
            throw new IllegalArgumentException("expected " + d.dom.length + " candidate sets (one per cell), got "
                    + candidates.length);
        }
        for (int c = 0; c < candidates.length; c++) {
            if (!d.restrictAtRoot(c, candidates[c])) {
                return false;
            }
        }
        return true;
    }
}
