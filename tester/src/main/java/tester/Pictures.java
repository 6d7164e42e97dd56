package tester;

import grid.RuleGrid;
import grid.render.PuzzleRenderer;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;

/** {@code --render FILE}: the picture of the puzzle and its answer, PNG or SVG by the file's extension. */
final class Pictures {

    private Pictures() {
    }

    /** Null if {@code file} names a picture format we write, else the reason it does not. */
    static String checkName(String file) {
        String lower = file.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".png") || lower.endsWith(".svg")) {
            return null;
        }
        return file + ": --render writes .png or .svg files; the name must end in one of them";
    }

    /** Draws the grid's puzzle and current contents; returns the exit code. */
    static int render(RuleGrid grid, String file, PrintStream err) {
        try {
            PuzzleRenderer.write(grid.rules(), grid.cells(), Path.of(file));
            return ExitCode.SOLVED;
        } catch (IOException | IllegalArgumentException e) {
            err.println("error: " + file + ": cannot draw the picture: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
    }
}
