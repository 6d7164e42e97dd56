package solver.explain;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import grid.model.Wording;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Positions made by hand for the pattern techniques' tests: a solved 9x9 grid whose cells are all placed
 * but for a few open cells with the candidates a test names (and the peers those candidates need open, as
 * pending singles), so that one pattern stands alone and what it removes can be written down; and the
 * models to put them on (plain, anti-knight, one slow thermometer step).
 */
final class Positions {

    /**
     * The grid r, c (from 0) = (3 (r mod 3) + r div 3 + c) mod 9 + 1: rows 123456789, 456789123, 789123456,
     * 234567891, ... It keeps rows, columns and boxes, and no two cells a knight's move apart are alike (the
     * values of such cells differ by 1, 2, 5, 6, 7 or 8, never 0, modulo 9).
     */
    private static final int[] SOLUTION = new int[81];

    static {
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                SOLUTION[r * 9 + c] = (3 * (r % 3) + r / 3 + c) % 9; // symbol index: value - 1
            }
        }
    }

    private Positions() {
    }

    /** A plain 9x9 Sudoku without givens. */
    static RuleModel plain() {
        return RuleModel.sudoku(new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9});
    }

    /** A 9x9 Sudoku where cells a knight's move apart, outside one box, differ (as f-puzzles' antiknight). */
    static RuleModel antiKnight() {
        RuleModel.Builder b = builder();
        int[][] moves = {{1, 2}, {2, 1}, {1, -2}, {2, -1}};
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                for (int[] m : moves) {
                    int r2 = r + m[0];
                    int c2 = c + m[1];
                    if (r2 < 9 && c2 >= 0 && c2 < 9 && (r / 3 != r2 / 3 || c / 3 != c2 / 3)) {
                        b.relation(new Relation(r * 9 + c, r2 * 9 + c2, RelationKind.NOT_DIFFERENCE, 0));
                    }
                }
            }
        }
        RuleModel model = b.build();
        assertThat(RuleChecker.violations(model, SOLUTION, 1, Wording.PLAIN)).isEmpty();
        return model;
    }

    /** A 9x9 Sudoku with one step of a slow thermometer: cell {@code low} at most cell {@code high}. */
    static RuleModel slowThermometer(String low, String high) {
        RuleModel model = builder().relation(new Relation(cell(low), cell(high), RelationKind.AT_MOST, 0)).build();
        assertThat(RuleChecker.violations(model, SOLUTION, 1, Wording.PLAIN)).isEmpty();
        return model;
    }

    private static RuleModel.Builder builder() {
        return RuleModel.builder("sudoku", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9}).boxes(3, 3).latinSquare().boxGroups();
    }

    /**
     * {@link #SOLUTION} on {@code model}, every cell placed but those of {@code open}, which maps a cell
     * ({@code r3c5}) to its candidates as digits ({@code "25"}); each must hold the solution's digit. A peer
     * of an open cell whose solution digit is a candidate there stays open with that digit alone (a
     * naked single not yet placed), so no candidate is placed in a peer, as in any position of a walk.
     */
    static PencilMarks board(RuleModel model, String... open) {
        PencilMarks b = new PencilMarks(model);
        Map<Integer, Long> marks = new TreeMap<>();
        for (int i = 0; i < open.length; i += 2) {
            long m = 0;
            for (char ch : open[i + 1].toCharArray()) {
                m |= 1L << (ch - '1');
            }
            int c = cell(open[i]);
            assertThat(m >>> SOLUTION[c] & 1).as(open[i] + " holds the solution's digit").isEqualTo(1L);
            marks.put(c, m);
        }
        // a position a person can reach: a candidate of an open cell is placed in no peer, so the peers
        // holding it in the solution stay open with that one candidate
        Map<Integer, Long> singles = new TreeMap<>();
        for (Map.Entry<Integer, Long> e : marks.entrySet()) {
            for (int p = 0; p < 81; p++) {
                if (p != e.getKey() && b.peers(e.getKey(), p) && !marks.containsKey(p)
                        && (e.getValue() >>> SOLUTION[p] & 1) != 0) {
                    singles.put(p, 1L << SOLUTION[p]);
                }
            }
        }
        marks.putAll(singles);
        for (int c = 0; c < 81; c++) {
            b.value[c] = marks.containsKey(c) ? -1 : SOLUTION[c];
            b.cand[c] = marks.containsKey(c) ? marks.get(c) : 1L << SOLUTION[c];
        }
        return b;
    }

    /** A cell from its name, {@code r3c5} (1-based). */
    static int cell(String name) {
        int c = name.indexOf('c');
        return (Integer.parseInt(name.substring(1, c)) - 1) * 9 + Integer.parseInt(name.substring(c + 1)) - 1;
    }

    /**
     * What {@code step} removes, as {@code r3c5-5} entries (digits), sorted; and checks it removes no digit of
     * {@link #SOLUTION}.
     */
    static List<String> removals(Step step) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < step.cells().length; i++) {
            int c = step.cells()[i];
            assertThat(step.masks()[i] >>> SOLUTION[c] & 1).as(step.text()).isZero();
            for (long m = step.masks()[i]; m != 0; m &= m - 1) {
                out.add("r" + (c / 9 + 1) + "c" + (c % 9 + 1) + "-" + (Long.numberOfTrailingZeros(m) + 1));
            }
        }
        out.sort(null);
        return out;
    }
}
