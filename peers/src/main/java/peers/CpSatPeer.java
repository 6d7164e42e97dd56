package peers;

import com.google.ortools.Loader;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.TableConstraint;
import com.google.ortools.util.Domain;
import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RuleModel;

import java.time.Duration;

/**
 * OR-tools CP-SAT: one integer variable per cell over the symbol values (so cage sums are plain linear
 * sums), {@code AddAllDifferent} per group, per cage {@code AddAllDifferent} plus the linear sum, and each
 * binary relation as {@code AddAllowedAssignments} of the value pairs it allows. CP-SAT searches in
 * native threads of its own, so its budget is its wall-clock time limit and its time is wall time, model
 * building included. The native library ships inside the OR-tools jars and is loaded once, by the
 * constructor.
 */
public final class CpSatPeer implements Peer {

    private final int workers;

    /**
     * @param workers CP-SAT search workers (threads); 1 makes it comparable with the single-threaded solvers
     */
    public CpSatPeer(int workers) {
        if (workers < 1) {
            throw new IllegalArgumentException("CP-SAT needs at least one worker, not " + workers);
        }
        this.workers = workers;
        Loader.loadNativeLibraries();
    }

    @Override
    public String name() {
        return workers == 1 ? "cp-sat" : "cp-sat x" + workers;
    }

    @Override
    public Result solve(RuleModel puzzle, Duration budget) {
        long start = System.nanoTime();
        CpModel model = new CpModel();
        Peer.requireEncodable(puzzle);
        long[] values = new long[puzzle.size()];
        for (int s = 0; s < values.length; s++) {
            values[s] = puzzle.symbol(s);
        }
        Domain all = Domain.fromValues(values);
        IntVar[] x = new IntVar[puzzle.cellCount()];
        for (int c = 0; c < x.length; c++) {
            int g = puzzle.given(c);
            x[c] = g >= 0 ? model.newConstant(puzzle.symbol(g)) : model.newIntVarFromDomain(all, "c" + c);
        }
        for (Group group : puzzle.groups()) {
            model.addAllDifferent(pick(x, group.cells()));
        }
        for (Cage cage : puzzle.cages()) {
            IntVar[] vars = pick(x, cage.cells());
            model.addAllDifferent(vars);
            model.addEquality(LinearExpr.sum(vars), cage.sum());
        }
        for (Relation r : puzzle.relations()) {
            TableConstraint table = model.addAllowedAssignments(new IntVar[] {x[r.a()], x[r.b()]});
            for (long a : values) {
                for (long b : values) {
                    if (r.allows((int) a, (int) b)) {
                        table.addTuple(new long[] {a, b});
                    }
                }
            }
        }
        CpSolver solver = new CpSolver();
        solver.getParameters().setNumWorkers(workers).setMaxTimeInSeconds(budget.toMillis() / 1000.0);
        CpSolverStatus status = solver.solve(model);
        long nanos = System.nanoTime() - start;
        switch (status) {
            case OPTIMAL, FEASIBLE -> {
                int[] answer = new int[x.length];
                for (int c = 0; c < x.length; c++) {
                    answer[c] = puzzle.symbolIndex((int) solver.value(x[c]));
                }
                return Result.checked(puzzle, answer, nanos, Result.Clock.WALL);
            }
            case INFEASIBLE -> {
                return Result.unsatisfiable(nanos, Result.Clock.WALL);
            }
            case UNKNOWN -> {
                return Result.timeout(nanos, Result.Clock.WALL);
            }
            default -> throw new IllegalStateException("CP-SAT answered " + status + ": " + model.validate());
        }
    }

    private static IntVar[] pick(IntVar[] x, int[] cells) {
        IntVar[] out = new IntVar[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[i] = x[cells[i]];
        }
        return out;
    }
}
