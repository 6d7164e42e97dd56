package peers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the benchmarks find the optional external data sets: {@code ../shared/data} (beside the checkout)
 * or {@code /work/shared/data}, the first that exists, unless a {@code --data} argument names another
 * folder. The data is not part of the repository, so a missing folder is reported, not an error.
 */
final class BenchData {

    /** What a bench prints when there is no data folder. */
    static final String MISSING = "no data folder (../shared/data or /work/shared/data) here; nothing to measure.";

    private static final String[] PLACES = {"../shared/data", "/work/shared/data"};

    private BenchData() {
    }

    /** The first of the usual places that is a folder. */
    static Optional<Path> folder() {
        for (String p : PLACES) {
            Path path = Path.of(p);
            if (Files.isDirectory(path)) {
                return Optional.of(path);
            }
        }
        return Optional.empty();
    }
}
