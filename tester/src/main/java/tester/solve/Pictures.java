package tester.solve;

import cli.ExitCode;
import grid.RuleGrid;
import grid.io.OutputException;
import grid.io.OutputFiles;
import grid.render.PuzzleRenderer;

import java.io.IOException;
import java.io.PrintStream;
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

    /**
     * Draws the grid's puzzle and current contents to {@code file} by the rules of {@link OutputFiles};
     * returns the exit code.
     */
    static int render(RuleGrid grid, String file, PrintStream out, PrintStream err) {
        return render(grid, null, file, out, err);
    }

    /**
     * The same with pencil marks (bit v for symbol index v) drawn small in the cells the grid leaves
     * blank; {@code marks} null for none.
     */
    static int render(RuleGrid grid, long[] marks, String file, PrintStream out, PrintStream err) {
        byte[] picture;
        try {
            picture = marks == null ? PuzzleRenderer.encode(grid.rules(), grid.cells(), file)
                    : PuzzleRenderer.encodeWithMarks(grid.rules(), grid.cells(), marks, file);
        } catch (IOException | IllegalArgumentException e) {
            err.println("error: " + file + ": cannot draw the picture: " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        try {
            OutputFiles.write(file, picture, out);
            return ExitCode.SOLVED;
        } catch (OutputException e) {
            err.println("error: " + e.getMessage());
            return ExitCode.WRITE_FAILED;
        }
    }
}
