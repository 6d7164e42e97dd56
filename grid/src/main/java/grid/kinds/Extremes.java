package grid.kinds;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

/**
 * Minimum and maximum cells: a minimum cell is less than each orthogonal neighbour that is not itself a
 * minimum or maximum cell, a maximum cell greater ("less than" relations). Each kind reads the other's
 * cells too, to know which neighbours are marked.
 */
final class Extremes {

    /** The f-puzzles keys, which are also the kinds' labels. */
    static final String MINIMUM = "minimum";
    static final String MAXIMUM = "maximum";

    private Extremes() {
    }

    /** The rules of the minimum ({@code low}) or maximum cells. */
    static MarkForm.Rule rule(boolean low) {
        return (cells, source, b) -> {
            String other = low ? MAXIMUM : MINIMUM;
            add(cells, MarkForm.cells(source, other, other), low, source.size(), b);
        };
    }

    private static void add(int[] cells, int[] others, boolean low, int n, RuleModel.Builder b) {
        boolean[] marked = new boolean[n * n];
        for (int c : cells) {
            marked[c] = true;
        }
        for (int c : others) {
            marked[c] = true;
        }
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int c : cells) {
            for (int[] s : steps) {
                int r2 = c / n + s[0];
                int c2 = c % n + s[1];
                if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n || marked[r2 * n + c2]) {
                    continue;
                }
                int o = r2 * n + c2;
                b.relation(low ? new Relation(c, o, RelationKind.LESS_THAN, 0) : new Relation(o, c, RelationKind.LESS_THAN, 0));
            }
        }
    }
}
