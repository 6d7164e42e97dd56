package peers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * MiniSat 2.2 (Eén and Sörensson), plain CDCL with VSIDS, phase saving, Luby restarts and clause
 * minimisation, run as a separate process ({@link ExternalSatPeer}) when a {@code minisat} program is on
 * the path (Debian's package {@code minisat}). The budget is MiniSat's own limit ({@code -cpu-lim}, in CPU
 * seconds, which on a loaded machine is reached later than the same wall time; the process is killed a
 * second after the budget in wall time all the same). MiniSat writes its answer to a result file:
 * {@code SAT} on the first line, then the literals ending with 0.
 */
public final class MinisatPeer extends ExternalSatPeer {

    private MinisatPeer(Path program) {
        super(program);
    }

    /** The peer, if a {@code minisat} program is on the {@code PATH}. */
    public static Optional<MinisatPeer> find() {
        return onPath("minisat").map(MinisatPeer::new);
    }

    @Override
    public String name() {
        return "minisat";
    }

    @Override
    protected List<String> command(Path cnf, Path answer, long seconds) {
        return List.of(program.toString(), "-verb=0", "-cpu-lim=" + seconds, cnf.toString(), answer.toString());
    }

    @Override
    protected int[] model(List<String> output, Path answer, int variables) throws IOException {
        return model(Files.readAllLines(answer, StandardCharsets.US_ASCII), variables);
    }

    /** The assignment in MiniSat's result file ({@code SAT}, then the literals), as {@link SatEncoding#decode} reads it. */
    static int[] model(List<String> resultLines, int variables) {
        if (resultLines.isEmpty() || !resultLines.get(0).strip().equals("SAT")) {
            throw new IllegalArgumentException("a MiniSat result file starts with SAT, not "
                    + (resultLines.isEmpty() ? "nothing" : resultLines.get(0)));
        }
        return literals(resultLines.subList(1, resultLines.size()), 0, variables);
    }
}
