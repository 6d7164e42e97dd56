package peers;

import grid.generate.RandomPuzzles;
import grid.io.OneLineFormat;
import grid.io.PuzzleFormatException;
import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * The puzzle sets {@link PeerBench} knows, each read into labelled {@link RuleModel}s:
 * <ul>
 *   <li>{@code large25}, {@code large16}: the Gecode 25x25 (18) and 16x16 (55) instances of the external
 *       data folder's {@code large/} files, one {@code <index> <n*n characters>} line each, {@code .} for a
 *       blank and {@code 1-9A-P} for the values 1..25 (read by {@link OneLineFormat});</li>
 *   <li>{@code killer1616}: the repository's {@code puzzles/killer/killer_1616.in}, a 16x16 killer with no
 *       givens (RMIT killer format);</li>
 *   <li>{@code generated}: the repository's generated 16x16 killer and 25x25 and 36x36 Sudoku;</li>
 *   <li>{@code killer16-5}, {@code killer16-6}, {@code killer16-7}: ten 16x16 killers each on 1..16 with no
 *       givens and cages of up to 5, 6 or 7 cells, from seed {@code 1600 + maxCage}: the same puzzles as
 *       the tester's {@code bench} sets of those names (made here, no data folder needed);</li>
 *   <li>{@code sudoku36}, {@code sudoku49}: three 36x36 and three 49x49 Sudoku on random symbols with half
 *       their cells blank, from seeds {@code 100 * n + 1..3} (made here).</li>
 * </ul>
 */
final class BenchSets {

    /** A puzzle and the name it has in the table. */
    record Puzzle(String label, RuleModel model) {
    }

    static final List<String> NAMES = List.of("large25", "large16", "killer1616", "generated",
            "killer16-5", "killer16-6", "killer16-7", "sudoku36", "sudoku49");

    private static final String[] GENERATED = {
        "killer/generated-killer-1616.in", "sudoku/generated-std-2525-60pct.in", "sudoku/generated-std-3636-65pct.in"};

    private final Optional<Path> data;
    private final Path puzzles;

    /**
     * @param data    the external data folder, if there is one
     * @param puzzles the repository's {@code puzzles} folder
     */
    BenchSets(Optional<Path> data, Path puzzles) {
        this.data = data;
        this.puzzles = puzzles;
    }

    /** The repository's {@code puzzles} folder seen from the working directory (the checkout or a module). */
    static Path repositoryPuzzles() {
        for (String p : new String[] {"puzzles", "../puzzles"}) {
            if (Files.isRegularFile(Path.of(p, "killer", "killer_1616.in"))) {
                return Path.of(p);
            }
        }
        return Path.of("puzzles");
    }

    /**
     * The puzzles of set {@code name}, or empty with the reason on standard output when its files are
     * not here.
     */
    List<Puzzle> load(String name) throws IOException {
        return switch (name) {
            case "large25" -> large("gecode_sudoku_25x25.txt", 25);
            case "large16" -> large("gecode_sudoku_16x16.txt", 16);
            case "killer1616" -> repository(List.of("killer/killer_1616.in"));
            case "generated" -> repository(List.of(GENERATED));
            case "killer16-5" -> killer16(5);
            case "killer16-6" -> killer16(6);
            case "killer16-7" -> killer16(7);
            case "sudoku36" -> blanked(36);
            case "sudoku49" -> blanked(49);
            default -> throw new IllegalArgumentException("no puzzle set " + name + "; sets: " + NAMES);
        };
    }

    private List<Puzzle> large(String file, int n) throws IOException {
        if (data.isEmpty()) {
            System.out.println(file + ": " + BenchData.MISSING + "; set skipped");
            return List.of();
        }
        Path path = data.get().resolve("large").resolve(file);
        if (!Files.isRegularFile(path)) {
            System.out.println(path + ": missing, skipped");
            return List.of();
        }
        RuleModel rules = OneLineFormat.rules(n);
        List<Puzzle> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\s+");
            if (parts.length != 2) {
                throw new PuzzleFormatException(path.toString(), i + 1,
                        "expected '<index> <" + n * n + " characters>', found " + parts.length + " fields");
            }
            int[] givens = OneLineFormat.givens(rules, parts[1], path.toString(), i + 1);
            out.add(new Puzzle(n + "x" + n + " #" + parts[0], rules.withGivens(givens)));
        }
        return out;
    }

    private List<Puzzle> repository(List<String> files) throws IOException {
        List<Puzzle> out = new ArrayList<>();
        for (String file : files) {
            Path path = puzzles.resolve(file);
            if (!Files.isRegularFile(path)) {
                System.out.println(path + ": missing, skipped (run from the checkout or pass --puzzles DIR)");
                continue;
            }
            TextLines text = TextLines.read(path.toString());
            RuleModel model = file.startsWith("killer/") ? RmitFormat.readKiller(text) : RmitFormat.readStandard(text);
            String name = path.getFileName().toString();
            out.add(new Puzzle(name.substring(0, name.length() - ".in".length()), model));
        }
        return out;
    }

    private static List<Puzzle> blanked(int n) {
        List<Puzzle> out = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            out.add(new Puzzle("sudoku" + n + " #" + i, RandomPuzzles.sudoku(n, 0.5, new Random(100L * n + i))));
        }
        return out;
    }

    private static List<Puzzle> killer16(int maxCage) {
        Random random = new Random(1600 + maxCage);
        List<Puzzle> out = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            out.add(new Puzzle("killer16-" + maxCage + " #" + i,
                    RandomPuzzles.killer(16, RandomPuzzles.oneToN(16), maxCage, 0.0, random)));
        }
        return out;
    }
}
