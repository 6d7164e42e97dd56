package peers;

import grid.model.RuleModel;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * CaDiCaL, a C CDCL SAT solver, run as a separate process on the {@link SatEncoding} of the puzzle (the
 * same clauses sat4j gets), when a {@code cadical} program is on the path (Debian's package {@code cadical}).
 * It is optional: nothing needs it, and the bench leaves it out, saying so, when it is missing. The time
 * is wall time from encoding to the parsed answer (writing the clauses to a temporary file and starting
 * the process included); the budget is passed as CaDiCaL's own wall-clock limit ({@code -t}), and the
 * process is killed if it outlives that by a second.
 */
public final class CadicalPeer implements Peer {

    /** Exit codes of a SAT solver by the SAT competition's convention. */
    private static final int SATISFIABLE = 10;
    private static final int UNSATISFIABLE = 20;

    private final Path program;

    private CadicalPeer(Path program) {
        this.program = program;
    }

    /** The peer, if a {@code cadical} program is on the {@code PATH}. */
    public static Optional<CadicalPeer> find() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (dir.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(dir, "cadical");
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(new CadicalPeer(candidate));
            }
        }
        return Optional.empty();
    }

    @Override
    public String name() {
        return "cadical";
    }

    @Override
    public Result solve(RuleModel model, Duration budget) {
        long start = System.nanoTime();
        Peer.requireEncodable(model);
        SatEncoding encoding = SatEncoding.of(model);
        Path cnf = null;
        try {
            cnf = Files.createTempFile("peer-", ".cnf");
            encoding.writeDimacs(cnf, "peer bench");
            long seconds = Math.max(1, (budget.toMillis() + 999) / 1000);
            Process process = new ProcessBuilder(program.toString(), "-q", "-t", Long.toString(seconds),
                    cnf.toString()).redirectErrorStream(true).start();
            List<String> lines = new ArrayList<>();
            Thread reader = new Thread(() -> readLines(process, lines), "cadical output");
            reader.setDaemon(true);
            reader.start();
            if (!process.waitFor(seconds + 1, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor();
            }
            reader.join();
            long nanos = System.nanoTime() - start;
            int code = process.exitValue();
            if (code == UNSATISFIABLE) {
                return Result.unsatisfiable(nanos, Result.Clock.WALL);
            }
            if (code != SATISFIABLE) {
                return Result.timeout(nanos, Result.Clock.WALL);
            }
            return Result.checked(model, encoding.decode(model(lines, encoding.variables())), nanos, Result.Clock.WALL);
        } catch (IOException e) {
            throw new IllegalStateException("cadical could not be run: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while cadical ran", e);
        } finally {
            if (cnf != null) {
                try {
                    Files.deleteIfExists(cnf);
                } catch (IOException e) {
                    System.err.println("cadical: could not remove " + cnf + ": " + e.getMessage());
                }
            }
        }
    }

    private static void readLines(Process process, List<String> into) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.US_ASCII))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("v ")) {
                    into.add(line);
                }
            }
        } catch (IOException e) {
            // the process was killed at its deadline: what it printed before is all there is
            into.clear();
        }
    }

    /**
     * The assignment in CaDiCaL's {@code v} lines, as the signed literals of variables 1..variables (what
     * {@link SatEncoding#decode} reads).
     */
    static int[] model(List<String> valueLines, int variables) {
        int[] literals = new int[variables];
        for (String line : valueLines) {
            for (String token : line.substring(2).trim().split("\\s+")) {
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
