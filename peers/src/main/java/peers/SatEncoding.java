package peers;

import grid.io.OutputFiles;
import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RuleModel;
import solver.rules.SumTable;

import java.io.IOException;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The direct CNF encoding of a {@link RuleModel}, kept apart from any SAT solver so that sat4j and an
 * external solver (through {@link #writeDimacs}) solve the very same clauses.
 *
 * <p>Variable {@code x(c, s) = c * n + s + 1} says that cell {@code c} holds symbol index {@code s}; the
 * cage combinations get the variables after those. Clauses:
 * <ul>
 *   <li>each given: a unit clause;</li>
 *   <li>each cell: at least one symbol, and pairwise at most one;</li>
 *   <li>each pair of cells that must differ (sharing a group or a cage), each symbol: not both;</li>
 *   <li>each group of {@code n} cells, each symbol: some cell of the group holds it;</li>
 *   <li>each cage: one variable per allowed combination (a set of distinct symbols of the cage's size
 *       whose values add up to its total); some combination is chosen; a chosen combination puts a
 *       symbol of it in every cage cell, and each of its symbols in some cage cell;</li>
 *   <li>each relation, each pair of values it forbids: not both.</li>
 * </ul>
 * A cage with no combination gives the empty clause: the puzzle has no solution.
 */
public final class SatEncoding {

    /** Most combination variables one encoding may create, so a huge cage is refused rather than run out of memory. */
    static final int MAX_COMBINATIONS = 2_000_000;

    private final int n;
    private final int cells;
    private final int variables;
    private final List<int[]> clauses;

    private SatEncoding(int n, int variables, List<int[]> clauses) {
        this.n = n;
        this.cells = n * n;
        this.variables = variables;
        this.clauses = Collections.unmodifiableList(clauses);
    }

    /**
     * Encodes {@code model}, givens included.
     *
     * @throws IllegalArgumentException when its cages have more than {@value #MAX_COMBINATIONS} combinations in all
     */
    public static SatEncoding of(RuleModel model) {
        Peer.requireEncodable(model);
        int n = model.size();
        int cells = n * n;
        List<int[]> out = new ArrayList<>();
        for (int c = 0; c < cells; c++) {
            if (model.given(c) >= 0) {
                out.add(new int[] {var(n, c, model.given(c))});
            }
        }
        for (int c = 0; c < cells; c++) {
            int[] some = new int[n];
            for (int s = 0; s < n; s++) {
                some[s] = var(n, c, s);
            }
            out.add(some);
            for (int s = 0; s < n; s++) {
                for (int t = s + 1; t < n; t++) {
                    out.add(new int[] {-var(n, c, s), -var(n, c, t)});
                }
            }
        }
        Set<Long> distinct = new HashSet<>();
        for (Group g : model.groups()) {
            differ(n, g.cells(), distinct, out);
        }
        for (Group g : model.groups()) {
            if (g.size() == n) {
                for (int s = 0; s < n; s++) {
                    int[] some = new int[n];
                    for (int i = 0; i < n; i++) {
                        some[i] = var(n, g.cell(i), s);
                    }
                    out.add(some);
                }
            }
        }
        int next = cells * n + 1;
        SumTable combinations = model.cages().isEmpty() ? null : SumTable.of(model.symbols());
        for (Cage cage : model.cages()) {
            next = cage(model, combinations, cage, next, out);
            differ(n, cage.cells(), distinct, out);
        }
        for (Relation r : model.relations()) {
            for (int s = 0; s < n; s++) {
                for (int t = 0; t < n; t++) {
                    if (!r.allows(model.symbol(s), model.symbol(t))) {
                        out.add(new int[] {-var(n, r.a(), s), -var(n, r.b(), t)});
                    }
                }
            }
        }
        return new SatEncoding(n, next - 1, out);
    }

    private static int var(int n, int cell, int symbol) {
        return cell * n + symbol + 1;
    }

    /** Adds "not both" clauses for every pair of {@code list} not already in {@code seen}. */
    private static void differ(int n, int[] list, Set<Long> seen, List<int[]> out) {
        long cells = (long) n * n;
        for (int i = 0; i < list.length; i++) {
            for (int j = i + 1; j < list.length; j++) {
                int a = Math.min(list[i], list[j]);
                int b = Math.max(list[i], list[j]);
                if (seen.add(a * cells + b)) {
                    for (int s = 0; s < n; s++) {
                        out.add(new int[] {-var(n, a, s), -var(n, b, s)});
                    }
                }
            }
        }
    }

    /** Adds a cage's combination clauses, numbering its combination variables from {@code next}; returns the next free one. */
    private static int cage(RuleModel model, SumTable combinations, Cage cage, int next, List<int[]> out) {
        int n = model.size();
        int used = next - (n * n * n + 1);
        List<int[]> combos = Combinations.withSum(combinations, n, cage.size(), cage.sum(), MAX_COMBINATIONS - used);
        int[] some = new int[combos.size()];
        for (int k = 0; k < combos.size(); k++) {
            int y = next + k;
            some[k] = y;
            int[] combo = combos.get(k);
            for (int i = 0; i < cage.size(); i++) {
                int[] clause = new int[combo.length + 1];
                clause[0] = -y;
                for (int j = 0; j < combo.length; j++) {
                    clause[j + 1] = var(n, cage.cell(i), combo[j]);
                }
                out.add(clause);
            }
            for (int s : combo) {
                int[] clause = new int[cage.size() + 1];
                clause[0] = -y;
                for (int i = 0; i < cage.size(); i++) {
                    clause[i + 1] = var(n, cage.cell(i), s);
                }
                out.add(clause);
            }
        }
        out.add(some);
        return next + combos.size();
    }

    /** Number of variables, combination variables included. */
    public int variables() {
        return variables;
    }

    /** Number of cell variables {@code x(c, s)}: they come first, {@code 1 .. n^3}. */
    public int cellVariables() {
        return cells * n;
    }

    /** The clauses, as DIMACS literals; the arrays must not be changed. */
    public List<int[]> clauses() {
        return clauses;
    }

    /** The variable that says cell {@code cell} holds symbol index {@code symbol}. */
    public int variable(int cell, int symbol) {
        return var(n, cell, symbol);
    }

    /**
     * The grid a model describes: for each cell the symbol index whose variable is true, or {@code -1}
     * when none is.
     *
     * @param literals a model as signed literals, e.g. {@code 1 -2 -3 4 ...}; order does not matter
     */
    public int[] decode(int[] literals) {
        int[] grid = new int[cells];
        Arrays.fill(grid, -1);
        for (int lit : literals) {
            if (lit > 0 && lit <= cells * n) {
                grid[(lit - 1) / n] = (lit - 1) % n;
            }
        }
        return grid;
    }

    /** Writes the clauses in DIMACS CNF, with {@code title} and the variable numbering as comments. */
    public void writeDimacs(Writer out, String title) throws IOException {
        out.write("c " + title.replace('\n', ' ') + "\n");
        out.write("c x(cell, symbol) = cell * " + n + " + symbol + 1 for cells 0.." + (cells - 1)
                + " (row-major) and symbol indices 0.." + (n - 1) + "; cage combinations after " + cells * n + "\n");
        out.write("p cnf " + variables + " " + clauses.size() + "\n");
        StringBuilder line = new StringBuilder();
        for (int[] clause : clauses) {
            line.setLength(0);
            for (int lit : clause) {
                line.append(lit).append(' ');
            }
            line.append("0\n");
            out.write(line.toString());
        }
    }

    /**
     * {@link #writeDimacs(Writer, String)} to a file, by the rules every output of the project follows
     * ({@link OutputFiles}): a regular file is replaced atomically, a link followed, a FIFO written as it is.
     */
    public void writeDimacs(Path file, String title) throws IOException {
        StringWriter text = new StringWriter();
        writeDimacs(text, title);
        OutputFiles.write(file.toString(), text.toString(), System.out);
    }
}
