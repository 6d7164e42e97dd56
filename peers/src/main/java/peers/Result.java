package peers;

import grid.model.RuleChecker;
import grid.model.RuleModel;

import java.util.Locale;

/**
 * What one solver did with one puzzle. A returned answer only counts as {@link Status#SOLVED} after
 * {@link RuleChecker} has accepted it for that puzzle; otherwise it is {@link Status#WRONG}, so a
 * mis-modelled peer can never look fast.
 *
 * @param status   how the run ended
 * @param solution the checked answer (symbol indices, row-major) when solved, else {@code null}
 * @param nanos    time spent, model building included
 * @param clock    which clock {@code nanos} was read from
 */
public record Result(Status status, int[] solution, long nanos, Clock clock) {

    /** How a run ended. */
    public enum Status {
        /** An answer that the rules accept. */
        SOLVED,
        /** The solver proved there is no solution (this cannot be checked by the rules). */
        UNSATISFIABLE,
        /** The budget ran out first. */
        TIMEOUT,
        /** The solver returned an answer that breaks a rule. */
        WRONG
    }

    /** The clock a time was read from. */
    public enum Clock {
        /** CPU time of the thread that ran the search (the solver runs in the calling thread). */
        THREAD_CPU,
        /** Elapsed time (the solver runs threads of its own). */
        WALL
    }

    public Result {
        if (status == null || clock == null) {
            throw new IllegalArgumentException("a result needs a status and a clock");
        }
        if ((status == Status.SOLVED) != (solution != null)) {
            throw new IllegalArgumentException("a solution goes with SOLVED and only with it");
        }
        solution = solution == null ? null : solution.clone();
    }

    /** {@link Status#SOLVED} with {@code answer} if the rules of {@code model} accept it, else {@link Status#WRONG}. */
    public static Result checked(RuleModel model, int[] answer, long nanos, Clock clock) {
        if (RuleChecker.isSolution(model, answer)) {
            return new Result(Status.SOLVED, answer, nanos, clock);
        }
        return new Result(Status.WRONG, null, nanos, clock);
    }

    /** A proof that there is no solution. */
    public static Result unsatisfiable(long nanos, Clock clock) {
        return new Result(Status.UNSATISFIABLE, null, nanos, clock);
    }

    /** The budget ran out. */
    public static Result timeout(long nanos, Clock clock) {
        return new Result(Status.TIMEOUT, null, nanos, clock);
    }

    @Override
    public int[] solution() {
        return solution == null ? null : solution.clone();
    }

    /** True for a checked answer. */
    public boolean solved() {
        return status == Status.SOLVED;
    }

    /** The time in seconds. */
    public double seconds() {
        return nanos / 1e9;
    }

    /** A table cell such as {@code yes 3.21}, {@code timeout 20.00}, {@code unsat 0.10} or {@code WRONG 1.20}. */
    public String cell() {
        String word = switch (status) {
            case SOLVED -> "yes";
            case UNSATISFIABLE -> "unsat";
            case TIMEOUT -> "timeout";
            case WRONG -> "WRONG";
        };
        return String.format(Locale.ROOT, "%s %.2f", word, seconds());
    }
}
