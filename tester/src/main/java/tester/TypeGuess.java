package tester;

import grid.RuleGrid;
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
