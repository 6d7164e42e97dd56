package cli;

/** The documented exit codes of the command line. */
public final class ExitCode {

    /** Solved, or the count / enumeration finished with at least one solution. */
    public static final int SOLVED = 0;
    /** No solution (including givens that already break a rule). */
    public static final int NO_SOLUTION = 1;
    /** Bad usage or bad input. */
    public static final int BAD_INPUT = 2;
    /** The {@code --timeout} limit was reached first. */
    public static final int TIMEOUT = 3;
    /**
     * An output (the answer file, a picture, a bench file, standard output) could not be written: a full
     * disk, a closed pipe, a permission or a name refused while writing. The one line on stderr names the
     * file and the cause; a regular file that was to be replaced is unchanged.
     */
    public static final int WRITE_FAILED = 4;
    /** {@code --unique}: the puzzle has more than one solution (two of them are printed). */
    public static final int SEVERAL = 5;
    /** Interrupted (Ctrl-C); what was found so far has been printed. */
    public static final int INTERRUPTED = 130;

    private ExitCode() {
    }
}
