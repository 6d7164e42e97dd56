package tester.batch;

/**
 * One puzzle's outcome in a batch run; the solution (symbol indices) is turned into text after the clock
 * stops. {@code level} is its rating by hand with {@code --rate} (see {@link solver.explain.Explainer}), else
 * 0, and {@code er} that rating's difficulty on Sudoku Explainer's scale.
 */
record BatchAnswer(int[] solution, boolean solved, boolean multiple, boolean timedOut, int level, double er) {

    /** The answer of a puzzle the time limit stopped before it was solved. */
    static BatchAnswer timeLimit() {
        return new BatchAnswer(null, false, false, true, 0, 0);
    }
}
