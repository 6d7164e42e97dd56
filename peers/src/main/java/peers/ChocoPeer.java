package peers;

import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RuleModel;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.extension.Tuples;
import org.chocosolver.solver.variables.IntVar;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * Choco 4.10 with the textbook model: one integer variable per cell over the symbol values (a constant
 * for a given), an {@code allDifferent} per group, a {@code sum} plus an {@code allDifferent} per cage,
 * and each binary relation as a table of the value pairs it allows; Choco's default search. Choco runs in
 * the calling thread, so the budget and the time are that thread's CPU time.
 */
public final class ChocoPeer implements Peer {

    @Override
    public String name() {
        return "choco";
    }

    @Override
    public Result solve(RuleModel model, Duration budget) {
        AtomicBoolean stop = new AtomicBoolean();
        try (CpuWatch watch = CpuWatch.start(budget, () -> stop.set(true))) {
            int[] answer = firstSolution(model, stop::get);
            long nanos = watch.cpuNanos();
            if (answer != null) {
                return Result.checked(model, answer, nanos, Result.Clock.THREAD_CPU);
            }
            return stop.get() ? Result.timeout(nanos, Result.Clock.THREAD_CPU)
                    : Result.unsatisfiable(nanos, Result.Clock.THREAD_CPU);
        }
    }

    /**
     * Models and solves {@code puzzle}; the first solution as symbol indices, or {@code null} when there is
     * none or {@code stop} said stop first (the caller knows which).
     */
    static int[] firstSolution(RuleModel puzzle, BooleanSupplier stop) {
        Peer.requireEncodable(puzzle);
        Model model = new Model();
        int[] symbols = puzzle.symbols();
        IntVar[] x = new IntVar[puzzle.cellCount()];
        for (int c = 0; c < x.length; c++) {
            int g = puzzle.given(c);
            x[c] = g >= 0 ? model.intVar(symbols[g]) : model.intVar("c" + c, symbols);
        }
        for (Group group : puzzle.groups()) {
            model.allDifferent(pick(x, group.cells())).post();
        }
        for (Cage cage : puzzle.cages()) {
            IntVar[] vars = pick(x, cage.cells());
            model.allDifferent(vars).post();
            if (cage.sum() != (int) cage.sum()) {
                throw new IllegalArgumentException("Choco holds int totals only, not the cage total " + cage.sum());
            }
            model.sum(vars, "=", (int) cage.sum()).post();
        }
        for (Relation r : puzzle.relations()) {
            Tuples allowed = new Tuples(true);
            for (int a : symbols) {
                for (int b : symbols) {
                    if (r.allows(a, b)) {
                        allowed.add(a, b);
                    }
                }
            }
            model.table(x[r.a()], x[r.b()], allowed).post();
        }
        Solver solver = model.getSolver();
        solver.addStopCriterion(stop::getAsBoolean);
        if (!solver.solve()) {
            return null;
        }
        int[] out = new int[x.length];
        for (int c = 0; c < x.length; c++) {
            out[c] = puzzle.symbolIndex(x[c].getValue());
        }
        return out;
    }

    private static IntVar[] pick(IntVar[] x, int[] cells) {
        IntVar[] out = new IntVar[cells.length];
        for (int i = 0; i < cells.length; i++) {
            out[i] = x[cells[i]];
        }
        return out;
    }
}
