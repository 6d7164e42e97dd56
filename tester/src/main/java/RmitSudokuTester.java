import tester.Cli;

/**
 * The RMIT skeleton's entry point:
 * {@code java RmitSudokuTester [puzzle file] [game type] [solver type] [visualisation y/n] <output file>},
 * plus the options described by {@code --help}. Exit codes: 0 solved (or count/enumeration finished),
 * 1 no solution, 2 bad usage or bad input, 3 time limit reached.
 */
public final class RmitSudokuTester {

    private RmitSudokuTester() {
    }

    public static void main(String[] args) {
        System.exit(Cli.run(args, System.out, System.err));
    }
}
