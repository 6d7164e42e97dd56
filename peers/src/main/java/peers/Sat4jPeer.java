package peers;

import grid.model.RuleModel;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

import java.time.Duration;

/**
 * sat4j's default CDCL solver on the {@link SatEncoding} of the puzzle. sat4j searches in the calling
 * thread, so the budget and the time are that thread's CPU time (encoding and loading the clauses
 * included); when the budget runs out the watch expires sat4j's timeout, which makes it give up.
 */
public final class Sat4jPeer implements Peer {

    @Override
    public String name() {
        return "sat4j";
    }

    @Override
    public Result solve(RuleModel model, Duration budget) {
        ISolver solver = SolverFactory.newDefault();
        try (CpuWatch watch = CpuWatch.start(budget, solver::expireTimeout)) {
            SatEncoding encoding = SatEncoding.of(model);
            try {
                load(encoding, solver);
            } catch (ContradictionException e) {
                return Result.unsatisfiable(watch.cpuNanos(), Result.Clock.THREAD_CPU);
            }
            solver.setTimeoutMs(CpuWatch.backstop(budget).toMillis());
            if (watch.expired()) {
                return Result.timeout(watch.cpuNanos(), Result.Clock.THREAD_CPU);
            }
            boolean satisfiable;
            try {
                satisfiable = solver.isSatisfiable();
            } catch (TimeoutException e) {
                return Result.timeout(watch.cpuNanos(), Result.Clock.THREAD_CPU);
            }
            if (!satisfiable) {
                return Result.unsatisfiable(watch.cpuNanos(), Result.Clock.THREAD_CPU);
            }
            int[] answer = encoding.decode(solver.model());
            return Result.checked(model, answer, watch.cpuNanos(), Result.Clock.THREAD_CPU);
        } finally {
            solver.reset();
        }
    }

    /**
     * Declares the encoding's variables in {@code solver} and adds its clauses.
     *
     * @throws ContradictionException when the clauses are unsatisfiable already (an empty clause, or
     *                                unit clauses that clash)
     */
    static void load(SatEncoding encoding, ISolver solver) throws ContradictionException {
        solver.newVar(encoding.variables());
        solver.setExpectedNumberOfClauses(encoding.clauses().size());
        for (int[] clause : encoding.clauses()) {
            solver.addClause(new VecInt(clause.clone()));
        }
    }
}
