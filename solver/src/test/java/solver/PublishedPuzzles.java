package solver;

import grid.FPuzzlesGrid;
import grid.model.RuleModel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The f-puzzles sample set ({@code puzzles/fpuzzles}) for tests: the stems of the puzzles that come with
 * a solution, each puzzle read as the command line reads it, and its solution.
 */
public final class PublishedPuzzles {

    private static final Path DIR = Path.of("..", "puzzles", "fpuzzles");

    private PublishedPuzzles() {
    }

    /** The stems of the samples that come with a solution, sorted. */
    public static List<String> stems() throws IOException {
        try (Stream<Path> files = Files.list(DIR)) {
            return files.map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".solution"))
                    .map(f -> f.substring(0, f.length() - ".solution".length())).sorted().toList();
        }
    }

    /** Whether the stem is one of the puzzles this project made (not published). */
    public static boolean generated(String stem) {
        return stem.startsWith("generated-");
    }

    public static RuleModel read(String stem) throws IOException {
        FPuzzlesGrid grid = new FPuzzlesGrid();
        grid.initGrid(DIR.resolve(stem + ".json").toString());
        return grid.rules();
    }

    /** The solution as symbol indices: one digit a cell, or numbers separated by spaces. */
    public static int[] solution(RuleModel model, String stem) throws IOException {
        String text = Files.readString(DIR.resolve(stem + ".solution")).strip();
        String[] parts = text.contains(" ") ? text.split("\\s+") : text.split("");
        if (parts.length != model.cellCount()) {
            throw new IllegalStateException(stem + ".solution has " + parts.length + " cells, not " + model.cellCount());
        }
        int[] cells = new int[parts.length];
        for (int c = 0; c < cells.length; c++) {
            cells[c] = model.symbolIndex(Integer.parseInt(parts[c]));
        }
        return cells;
    }
}
