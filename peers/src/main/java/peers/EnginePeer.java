package peers;

import grid.model.RuleModel;
import solver.KillerAdvancedSolver;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * This project's propagation engine ({@code advanced}) behind the same interface as the peers, so the
 * bench times it the same way: compiled per puzzle ({@code KillerAdvancedSolver.prepare}) inside the clock, in the
 * calling thread's CPU time, stopped through its cancel flag when the budget runs out.
 */
public final class EnginePeer implements Peer {

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public Result solve(RuleModel model, Duration budget) {
        AtomicBoolean cancel = new AtomicBoolean();
        try (CpuWatch watch = CpuWatch.start(budget, () -> cancel.set(true))) {
            SolveOptions options = SolveOptions.firstSolution()
                    .withTimeout(CpuWatch.backstop(budget))
                    .withCancel(cancel);
            SolveResult r = new KillerAdvancedSolver().prepare(model).solve(model.givens(), options, SolutionSink.NONE);
            long nanos = watch.cpuNanos();
            if (r.found()) {
                return Result.checked(model, r.solution(), nanos, Result.Clock.THREAD_CPU);
            }
            return r.unsolvable() ? Result.unsatisfiable(nanos, Result.Clock.THREAD_CPU)
                    : Result.timeout(nanos, Result.Clock.THREAD_CPU);
        }
    }
}
