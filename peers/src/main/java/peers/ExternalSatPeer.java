package peers;

import grid.model.RuleModel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A SAT solver run as a separate process on the {@link SatEncoding} of the puzzle (the clauses sat4j gets),
 * when its program is on the path. It is optional: nothing needs it, and the bench leaves it out, saying
 * so, when it is missing. The time is wall time from encoding to the parsed answer (writing the clauses to
 * a temporary file and starting the process included); the budget is passed as the solver's own limit
 * ({@link #command}), and the process is killed if it outlives the budget by a second. Exit codes follow
 * the SAT competition: 10 satisfiable, 20 unsatisfiable.
 */
abstract class ExternalSatPeer implements Peer {

    private static final int SATISFIABLE = 10;
    private static final int UNSATISFIABLE = 20;

    /** The program that runs. */
    protected final Path program;

    protected ExternalSatPeer(Path program) {
        this.program = program;
    }

    /** The executable file {@code name} in a directory of the {@code PATH}, if there is one. */
    static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(dir, name);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** The command line that solves {@code cnf} within {@code seconds}, writing a model to {@code answer} if it needs a file. */
    protected abstract List<String> command(Path cnf, Path answer, long seconds);

    /**
     * The signed literals of variables 1..{@code variables} from what the run left: its output lines that
     * start with {@code v } and the {@code answer} file.
     */
    protected abstract int[] model(List<String> valueLines, Path answer, int variables) throws IOException;

    @Override
    public Result solve(RuleModel model, Duration budget) {
        long start = System.nanoTime();
        Peer.requireEncodable(model);
        SatEncoding encoding = SatEncoding.of(model);
        Path cnf = null;
        Path answer = null;
        try {
            cnf = Files.createTempFile("peer-", ".cnf");
            answer = Files.createTempFile("peer-", ".model");
            encoding.writeDimacs(cnf, "peer bench");
            long seconds = Math.max(1, (budget.toMillis() + 999) / 1000);
            Processes.Finished run = Processes.run(command(cnf, answer, seconds), seconds + 1, "v ");
            long nanos = System.nanoTime() - start;
            if (run.exitCode() == UNSATISFIABLE) {
                return Result.unsatisfiable(nanos, Result.Clock.WALL);
            }
            if (run.exitCode() != SATISFIABLE) {
                return Result.timeout(nanos, Result.Clock.WALL);
            }
            return Result.checked(model, encoding.decode(model(run.lines(), answer, encoding.variables())), nanos,
                    Result.Clock.WALL);
        } catch (IOException e) {
            throw new IllegalStateException(name() + " could not be run: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + name() + " ran", e);
        } finally {
            Processes.delete(cnf, name());
            Processes.delete(answer, name());
        }
    }

    /**
     * The signed literals of variables 1..{@code variables} in {@code lines} of whitespace-separated
     * integers, each line after dropping its first {@code skip} characters; literals of other variables and
     * the closing 0 are ignored.
     */
    static int[] literals(List<String> lines, int skip, int variables) {
        int[] literals = new int[variables];
        for (String line : lines) {
            for (String token : line.substring(Math.min(skip, line.length())).trim().split("\\s+")) {
                if (token.isEmpty()) {
                    continue;
                }
                int lit = Integer.parseInt(token);
                int var = Math.abs(lit);
                if (var >= 1 && var <= variables) {
                    literals[var - 1] = lit;
                }
            }
        }
        return literals;
    }
}
