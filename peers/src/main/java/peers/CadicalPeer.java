package peers;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * CaDiCaL, a C CDCL SAT solver with target and best phases, rephasing, local search and inprocessing, run
 * as a separate process ({@link ExternalSatPeer}) when a {@code cadical} program is on the path (Debian's
 * package {@code cadical}). The budget is CaDiCaL's own wall-clock limit ({@code -t}); the model is read
 * from its {@code v} lines.
 */
public final class CadicalPeer extends ExternalSatPeer {

    private CadicalPeer(Path program) {
        super(program);
    }

    /** The peer, if a {@code cadical} program is on the {@code PATH}. */
    public static Optional<CadicalPeer> find() {
        return onPath("cadical").map(CadicalPeer::new);
    }

    @Override
    public String name() {
        return "cadical";
    }

    @Override
    protected List<String> command(Path cnf, Path answer, long seconds) {
        return List.of(program.toString(), "-q", "-t", Long.toString(seconds), cnf.toString());
    }

    @Override
    protected int[] model(List<String> output, Path answer, int variables) {
        return model(output, variables);
    }

    /**
     * The assignment in CaDiCaL's {@code v} lines, as the signed literals of variables 1..variables (what
     * {@link SatEncoding#decode} reads).
     */
    static int[] model(List<String> valueLines, int variables) {
        return literals(valueLines, 2, variables);
    }
}
