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
 * the rules. Wall time; the process is killed at the budget. It runs when the tester's jar is found.
 */
public final class RmitCommandPeer implements Peer {

    private final Path jar;

    private RmitCommandPeer(Path jar) {
        this.jar = jar;
    }

    /** The peer, if {@code jar} (or, when null, {@code tester/target/sudoku.jar} here or one folder up) exists. */
    public static Optional<RmitCommandPeer> find(Path jar) {
        for (Path p : jar != null ? List.of(jar) : List.of(Path.of("tester", "target", "sudoku.jar"),
                Path.of("..", "tester", "target", "sudoku.jar"))) {
            if (Files.isRegularFile(p)) {
                return Optional.of(new RmitCommandPeer(p));
            }
        }
        return Optional.empty();
    }

    @Override
    public String name() {
        return "rmit";
    }

    @Override
    public Result solve(RuleModel model, Duration budget) {
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
            Processes.Finished run = Processes.run(List.of(java, "-jar", jar.toString(), puzzle.toString(), type,
                    "advanced", "n", answer.toString()), budget.toMillis() / 1000.0, "\u0000");
            long nanos = System.nanoTime() - start;
            if (run.exitCode() != 0 || !Files.isRegularFile(answer)) {
                return Result.timeout(nanos, Result.Clock.WALL);
            }
            return Result.checked(model, read(model, Files.readAllLines(answer, StandardCharsets.UTF_8)), nanos,
                    Result.Clock.WALL);
        } catch (IOException e) {
            throw new IllegalStateException("rmit: could not run " + jar + ": " + e.getMessage(), e);
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
