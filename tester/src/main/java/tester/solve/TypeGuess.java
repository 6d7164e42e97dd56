package tester.solve;

import cli.BatchLines;
import grid.RuleGrid;
import grid.io.PuzzleFormatException;
import grid.io.TextLines;
import solver.catalog.Registry;

import java.io.IOException;

/**
 * A hint for a file read as the wrong type: when a file does not parse as the type asked for but does
 * as another, the message says so ({@code this looks like a kropki file: try type kropki}), since a
 * parser's complaint about line 1 does not tell a person that the type was the mistake.
 */
final class TypeGuess {

    private TypeGuess() {
    }

    /**
     * {@code "; this looks like a T file: try type T"} for the first type other than {@code asked} whose
     * reader accepts {@code lines}, or {@code ""} when none does.
     */
    static String hint(Registry.GameType asked, TextLines lines) {
        for (Registry.GameType other : Registry.types()) {
            if (other != asked && reads(other, lines)) {
                return "; this looks like a " + other.name() + " file: try type " + other.name();
            }
        }
        return "";
    }

    /**
     * When {@code lines} that no reader took are a data set of one-line Sudoku puzzles (every line a
     * puzzle, a blank or a {@code #} comment, as {@code batch} reads them), the message that says so and
     * gives the batch command for it ({@code file} as it was given, {@code solver} when it solves Sudoku);
     * else null.
     */
    static String dataSet(TextLines lines, String file, String solver) {
        int puzzles = 0;
        for (TextLines.Line line : lines.all()) {
            try {
                if (BatchLines.parse(lines.file(), line.number(), line.text()) != null) {
                    puzzles++;
                }
            } catch (PuzzleFormatException notAPuzzleLine) {
                return null;
            }
        }
        if (puzzles == 0) {
            return null;
        }
        String name = Registry.solver("sudoku", solver).isPresent() ? solver : "advanced";
        String command = "java -jar sudoku.jar batch " + file + " --solver " + name;
        return puzzles == 1
                ? "holds one one-line puzzle among comment lines; solve reads a one-line puzzle alone in its file,"
                + " batch reads comments too: " + command
                : "holds " + puzzles + " one-line puzzles, a data set; solve takes one puzzle, batch takes a data set: "
                + command;
    }

    /** Whether {@code type}'s reader accepts {@code lines}; its complaint, if any, is the answer "no". */
    private static boolean reads(Registry.GameType type, TextLines lines) {
        RuleGrid grid = type.grid().get();
        try {
            grid.initGrid(lines);
            return true;
        } catch (IOException notThisType) {
            return false;
        }
    }
}
