package peers;

/**
 * What the benchmarks say when no {@code --data} folder names the external data sets. The data is not
 * part of the repository, so a missing folder is reported, not an error.
 */
final class BenchData {

    /** What a bench prints when there is no data folder. */
    static final String MISSING = "no data folder; --data DIR names the folder of the benchmark sets"
            + " (sudoku9/, large/, killer/; see the README, Benchmarks)";

    private BenchData() {
    }
}
