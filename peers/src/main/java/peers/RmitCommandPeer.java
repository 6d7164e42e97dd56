package peers;

import grid.io.RmitFormat;
import grid.model.RuleModel;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * This project as a grader runs it: the RMIT command line with its defaults, {@code java -jar sudoku.jar
 * PUZZLE TYPE advanced n OUTPUT} (type {@code killer} for a model with cages, else {@code sudoku}), one
 * process per puzzle, so JVM start, reading and the default search (one search for a second, then a
 * portfolio on every core) are all in the time. The puzzle is written in the RMIT format to a temporary
 * file; the answer is read back from the output file (n lines of comma-separated values) and checked by
 * the rules; exit code 1 (no solution) is a proof that there is none. Wall time; the process is killed at
 * the budget. It runs when the tester's jar is found. With a seed it adds {@code --seed=S}: the command's
 * searches are deterministic for their seeds, so runs with the default repeat one draw per puzzle, and
 * a comparison of builds samples other draws only over several seeds.
 */
public final class RmitCommandPeer implements Peer {

    private final Path jar;
    private final String name;
    /** The command's {@code --seed}, or -1 for its default. */
    private final long seed;

    private RmitCommandPeer(Path jar, String name, long seed) {
        this.jar = jar;
        this.name = name;
        this.seed = seed;
    }

    /**
     * The peer named {@code name}, if {@code jar} (or, when null, {@code tester/target/sudoku.jar} here or one
     * folder up) exists, running the command with {@code --seed=seed} ({@code seed} -1: the default).
     */
    public static Optional<RmitCommandPeer> find(Path jar, String name, long seed) {
        for (Path p : jar != null ? List.of(jar) : List.of(Path.of("tester", "target", "sudoku.jar"),
                Path.of("..", "tester", "target", "sudoku.jar"))) {
            if (Files.isRegularFile(p)) {
                return Optional.of(new RmitCommandPeer(p, name, seed));
            }
        }
        return Optional.empty();
    }

    @Override
    public String name() {
        return name;
    }

    /** The command's exit codes for an answer and for a proof that there is none (the tester's documented codes). */
    private static final int SOLVED = 0;
    private static final int NO_SOLUTION = 1;

    /**
     * @throws IllegalArgumentException for a model the RMIT formats cannot hold: relations or other rules,
     *                                  or a killer with givens
     */
    @Override
    public Result solve(RuleModel model, Duration budget) {
        Peer.requireEncodable(model);
        if (!model.relations().isEmpty()) {
            throw new IllegalArgumentException("the RMIT formats hold groups and cages only, not relations");
        }
        long start = System.nanoTime();
        Path puzzle = null;
        Path answer = null;
        try {
            puzzle = Files.createTempFile("peer-", ".in");
            answer = Files.createTempFile("peer-", ".csv");
            Files.deleteIfExists(answer);
            Files.writeString(puzzle, RmitFormat.formatPuzzle(model), StandardCharsets.UTF_8);
            String java = ProcessHandle.current().info().command().orElse("java");
            String type = model.cages().isEmpty() ? "sudoku" : "killer";
            List<String> command = new java.util.ArrayList<>(List.of(java, "-jar", jar.toString(), puzzle.toString(),
                    type, "advanced", "n", answer.toString()));
            if (seed >= 0) {
                command.add("--seed=" + seed);
            }
            Processes.Finished run = Processes.run(command, budget.toMillis() / 1000.0, "error");
            long nanos = System.nanoTime() - start;
            if (run.killed()) {
                return Result.timeout(nanos, Result.Clock.WALL);
            }
            if (run.exitCode() == NO_SOLUTION) {
                return Result.unsatisfiable(nanos, Result.Clock.WALL);
            }
            if (run.exitCode() != SOLVED || !Files.isRegularFile(answer)) {
                throw new IllegalStateException(name + ": the command ended with exit code " + run.exitCode()
                        + (run.lines().isEmpty() ? "" : ": " + String.join(" / ", run.lines())));
            }
            return Result.checked(model, read(model, Files.readAllLines(answer, StandardCharsets.UTF_8)), nanos,
                    Result.Clock.WALL);
        } catch (IOException e) {
            throw new IllegalStateException(name + ": could not run " + jar + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the rmit command ran", e);
        } finally {
            Processes.delete(puzzle, name());
            Processes.delete(answer, name());
        }
    }

    /** The symbol indices of an RMIT output file's values (n lines of n comma-separated values). */
    static int[] read(RuleModel model, List<String> lines) {
        int n = model.size();
        int[] cells = new int[n * n];
        int row = 0;
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] values = line.strip().split(",");
            if (row >= n || values.length != n) {
                throw new IllegalArgumentException("an answer has " + n + " lines of " + n + " values; line "
                        + (row + 1) + " is: " + line);
            }
            for (int col = 0; col < n; col++) {
                cells[row * n + col] = model.symbolIndex(Integer.parseInt(values[col].strip()));
            }
            row++;
        }
        if (row != n) {
            throw new IllegalArgumentException("an answer has " + n + " lines, this one " + row);
        }
        return cells;
    }
}
