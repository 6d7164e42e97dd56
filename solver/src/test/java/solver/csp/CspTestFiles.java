package solver.csp;

import grid.RuleGrid;
import grid.model.RuleModel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/** Loads the puzzle copies under {@code src/test/resources/csp/} for the solver tests. */
final class CspTestFiles {

    private CspTestFiles() {
    }

    /** The file {@code csp/<name>} on the test class path. */
    static Path path(String name) {
        URL url = CspTestFiles.class.getResource("/csp/" + name);
        if (url == null) {
            throw new IllegalArgumentException("no test resource csp/" + name);
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Reads {@code csp/<name>} with a fresh grid of the given type. */
    static RuleModel load(String name, Supplier<? extends RuleGrid> grid) {
        RuleGrid g = grid.get();
        try {
            g.initGrid(path(name).toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return g.rules();
    }

    /**
     * The values of an expected-solution file as symbol indices of {@code model}; compared by value, so
     * the trailing spaces and CRLF of the published Output files do not matter.
     */
    static int[] expected(String name, RuleModel model) {
        String text;
        try {
            text = Files.readString(path(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String[] tokens = text.strip().split("\\s+");
        if (tokens.length != model.cellCount()) {
            throw new IllegalArgumentException(name + " has " + tokens.length + " values, expected " + model.cellCount());
        }
        int[] cells = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            cells[i] = model.symbolIndex(Integer.parseInt(tokens[i]));
        }
        return cells;
    }
}
