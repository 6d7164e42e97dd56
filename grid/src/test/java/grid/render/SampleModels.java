package grid.render;

import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.generate.RandomPuzzles;

import java.util.Arrays;
import java.util.Random;

/** Hand-built models with every kind of mark the renderer draws, made from known solutions. */
final class SampleModels {

    private SampleModels() {
    }

    /** A solved 4x4 Sudoku (symbol indices) used by the Kropki sample. */
    static final int[] SOLVED_4 = {
        0, 1, 2, 3,
        2, 3, 0, 1,
        1, 0, 3, 2,
        3, 2, 1, 0,
    };

    /**
     * A 4x4 Kropki-like puzzle with a dot on every edge: white for consecutive, black for doubled, a
     * numbered white dot (the difference) otherwise. Givens: two cells.
     */
    static RuleModel kropki() {
        int n = 4;
        RuleModel.Builder b = RuleModel.builder("kropki", RandomPuzzles.oneToN(n)).boxes(2, 2).latinSquare()
                .boxGroups();
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int a = r * n + c;
                if (c + 1 < n) {
                    edgeDot(b, a, a + 1);
                }
                if (r + 1 < n) {
                    edgeDot(b, a, a + n);
                }
            }
        }
        int[] givens = new int[n * n];
        Arrays.fill(givens, -1);
        givens[0] = SOLVED_4[0];
        givens[5] = SOLVED_4[5];
        return b.givens(givens).build();
    }

    private static void edgeDot(RuleModel.Builder b, int a, int c) {
        int x = SOLVED_4[a] + 1;
        int y = SOLVED_4[c] + 1;
        if (Math.abs(x - y) == 1) {
            b.relation(new Relation(a, c, RelationKind.DIFFERENCE, 1));
        } else if (x == 2 * y || y == 2 * x) {
            b.relation(new Relation(a, c, RelationKind.RATIO, 2));
        } else {
            b.relation(new Relation(a, c, RelationKind.DIFFERENCE, Math.abs(x - y)));
        }
    }

    /** A 5x5 Futoshiki-like puzzle over a seeded Latin square: a sign on every third edge. */
    static RuleModel futoshiki(int[] solution) {
        int n = 5;
        RuleModel.Builder b = RuleModel.builder("futoshiki", RandomPuzzles.oneToN(n)).latinSquare();
        int k = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int a = r * n + c;
                int[] next = {c + 1 < n ? a + 1 : -1, r + 1 < n ? a + n : -1};
                for (int o : next) {
                    if (o >= 0 && k++ % 3 == 0) {
                        b.relation(solution[a] < solution[o] ? new Relation(a, o, RelationKind.LESS_THAN, 0)
                                : new Relation(o, a, RelationKind.LESS_THAN, 0));
                    }
                }
            }
        }
        int[] givens = RandomPuzzles.blank(solution, 0.85, new Random(5));
        return b.givens(givens).build();
    }

    /** A 9x9 Sudoku with every south-west to north-east diagonal of two or more cells as a group. */
    static RuleModel diagonals(int[] givens) {
        int n = 9;
        RuleModel.Builder b = RuleModel.builder("dutch", RandomPuzzles.oneToN(n)).boxes(3, 3).latinSquare()
                .boxGroups();
        int index = 0;
        for (int s = 1; s <= 2 * n - 3; s++) {
            int len = 0;
            int[] cells = new int[n];
            for (int r = 0; r < n; r++) {
                int c = s - r;
                if (c >= 0 && c < n) {
                    cells[len++] = r * n + c;
                }
            }
            b.group(new Group(Group.Kind.POSITIVE_DIAGONAL, index++, Arrays.copyOf(cells, len)));
        }
        int[] main = new int[n];
        for (int i = 0; i < n; i++) {
            main[i] = i * n + i;
        }
        b.group(new Group(Group.Kind.NEGATIVE_DIAGONAL, 0, main));
        return b.givens(givens).build();
    }

    /** A killer model over {@code solution} with cages grown from the seed. */
    static RuleModel killer(int n, int[] solution, long seed) {
        RuleModel base = RuleModel.sudoku(RandomPuzzles.oneToN(n));
        RuleModel.Builder b = RuleModel.builder("killer", base.symbols()).boxes(base.boxRows(), base.boxCols())
                .latinSquare().boxGroups();
        for (int[] cells : RandomPuzzles.randomCages(n, solution, 5, new Random(seed))) {
            int sum = 0;
            for (int c : cells) {
                sum += base.symbol(solution[c]);
            }
            b.cage(new Cage(cells, sum));
        }
        return b.givens(RandomPuzzles.blank(solution, 0.9, new Random(seed))).build();
    }
}
