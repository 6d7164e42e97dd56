package solver.csp;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.generate.RandomPuzzles;

import java.util.Random;

/**
 * Seeded Kropki and Futoshiki puzzles for the solver tests, built around a random solution so each has
 * at least that one: a Kropki puzzle is a random Sudoku with a dot on each neighbour pair where its rule
 * holds (kept with probability {@code dotRatio}), a Futoshiki puzzle a random Latin square with a sign on
 * a fraction of the neighbour pairs; then some cells are given.
 */
final class CspGenerators {

    private CspGenerators() {
    }

    /** A Kropki puzzle of side n = k*k; {@code solution} receives the generating solution. */
    static RuleModel kropki(int n, double dotRatio, double givenRatio, Random random, int[] solution) {
        int[] cells = RandomPuzzles.solvedSudoku(n, random);
        int k = RuleModel.boxSide(n);
        RuleModel.Builder b = RuleModel.builder("kropki", RandomPuzzles.oneToN(n)).boxes(k, k).latinSquare()
                .boxGroups();
        for (int c = 0; c < n * n; c++) {
            if (c % n + 1 < n) {
                kropkiDot(b, c, c + 1, cells, dotRatio, random);
            }
            if (c + n < n * n) {
                kropkiDot(b, c, c + n, cells, dotRatio, random);
            }
        }
        System.arraycopy(cells, 0, solution, 0, cells.length);
        return b.givens(RandomPuzzles.blank(cells, 1.0 - givenRatio, random)).build();
    }

    private static void kropkiDot(RuleModel.Builder b, int a, int c, int[] cells, double ratio, Random random) {
        int x = cells[a] + 1;
        int y = cells[c] + 1;
        boolean white = Math.abs(x - y) == 1;
        boolean black = x == 2 * y || y == 2 * x;
        if ((!white && !black) || random.nextDouble() >= ratio) {
            return;
        }
        if (white && (!black || random.nextBoolean())) {
            b.relation(new Relation(a, c, RelationKind.DIFFERENCE, 1));
        } else {
            b.relation(new Relation(a, c, RelationKind.RATIO, 2));
        }
    }

    /** A Futoshiki puzzle of side n; {@code solution} receives the generating solution. */
    static RuleModel futoshiki(int n, double signRatio, double givenRatio, Random random, int[] solution) {
        int[] cells = RandomPuzzles.solvedLatinSquare(n, random);
        RuleModel.Builder b = RuleModel.builder("futoshiki", RandomPuzzles.oneToN(n)).latinSquare();
        for (int c = 0; c < n * n; c++) {
            if (c % n + 1 < n && random.nextDouble() < signRatio) {
                b.relation(less(c, c + 1, cells));
            }
            if (c + n < n * n && random.nextDouble() < signRatio) {
                b.relation(less(c, c + n, cells));
            }
        }
        System.arraycopy(cells, 0, solution, 0, cells.length);
        return b.givens(RandomPuzzles.blank(cells, 1.0 - givenRatio, random)).build();
    }

    private static Relation less(int a, int b, int[] cells) {
        return cells[a] < cells[b] ? new Relation(a, b, RelationKind.LESS_THAN, 0)
                : new Relation(b, a, RelationKind.LESS_THAN, 0);
    }
}
