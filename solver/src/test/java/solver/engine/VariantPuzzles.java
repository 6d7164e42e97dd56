package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.AllowedValues;
import grid.model.BetweenLine;
import grid.model.Constraint;
import grid.model.EqualSums;
import grid.model.Indexer;
import grid.model.Group;
import grid.model.LinearSum;
import grid.model.Quadruple;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.Renban;
import grid.model.RuleModel;
import grid.model.Sandwich;
import grid.model.Skyscraper;
import grid.model.TriadLine;
import grid.model.XSum;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Seeded random puzzles with the f-puzzles rule kinds, each rule read off a random solved Sudoku so the
 * puzzle has at least that solution: arrows, little killers, sandwich clues, renban and between lines,
 * quadruples, odd and even cells, XV sums, clone equalities and whispers, X-sums, skyscrapers, entropic
 * and modular lines, zipper and region-sum lines (equal sums), double arrows, indexers, slow-thermometer
 * steps, Nabner pairs, self-taxicab pairs and pencil marks. For tests that compare
 * solvers with each other and with brute force.
 */
final class VariantPuzzles {

    /** The kinds a puzzle may carry, one per call of {@link #of}. */
    enum Kind {
        ARROW, LITTLE_KILLER, SANDWICH, RENBAN, BETWEEN, QUADRUPLE, PARITY, PAIRS, EXTRA_REGION,
        XSUM, SKYSCRAPER, TRIAD, EQUAL_SUMS, DOUBLE_ARROW, INDEXER, ORDER_PAIRS
    }

    private VariantPuzzles() {
    }

    /**
     * A {@code k*k} Sudoku with a few rules of {@code kind} that its random solution keeps, and a fraction
     * {@code 1 - blankRatio} of that solution given.
     */
    static RuleModel of(Kind kind, int k, double blankRatio, Random random) {
        int n = k * k;
        int[] s = RandomPuzzles.solvedSudoku(n, random);
        int[] v = new int[s.length];
        for (int c = 0; c < s.length; c++) {
            v[c] = s[c] + 1;
        }
        RuleModel.Builder b = RuleModel.builder("fpuzzles", RandomPuzzles.oneToN(n)).latinSquare().boxes(k, k).boxGroups();
        for (int rule = 0; rule < 3; rule++) {
            switch (kind) {
                case ARROW -> arrow(n, v, b, random);
                case LITTLE_KILLER -> littleKiller(n, v, b, random);
                case SANDWICH -> sandwich(n, v, b, random);
                case RENBAN -> renban(n, v, b, random);
                case BETWEEN -> between(n, v, b, random);
                case QUADRUPLE -> quadruple(n, v, b, random);
                case PARITY -> parity(n, v, b, random);
                case PAIRS -> pairs(n, v, b, random);
                case EXTRA_REGION -> extraRegion(n, v, b, rule, random);
                case XSUM -> xsum(n, v, b, random);
                case SKYSCRAPER -> skyscraper(n, v, b, random);
                case TRIAD -> triad(n, v, b, random);
                case EQUAL_SUMS -> equalSums(n, v, b, random);
                case DOUBLE_ARROW -> doubleArrow(n, v, b, random);
                case INDEXER -> indexer(n, v, b, random);
                case ORDER_PAIRS -> orderPairs(n, v, b, random);
            }
        }
        return b.givens(RandomPuzzles.blank(s, blankRatio, random)).build();
    }

    /** A random orthogonal walk of {@code length} distinct cells, or null if it got stuck. */
    private static int[] walk(int n, int length, Random random) {
        int[] cells = new int[length];
        cells[0] = random.nextInt(n * n);
        for (int i = 1; i < length; i++) {
            int[] options = new int[4];
            int count = 0;
            int r = cells[i - 1] / n;
            int c = cells[i - 1] % n;
            for (int[] d : new int[][]{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
                int r2 = r + d[0];
                int c2 = c + d[1];
                int x = r2 * n + c2;
                if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n && !contains(cells, i, x)) {
                    options[count++] = x;
                }
            }
            if (count == 0) {
                return null;
            }
            cells[i] = options[random.nextInt(count)];
        }
        return cells;
    }

    private static boolean contains(int[] cells, int size, int x) {
        for (int i = 0; i < size; i++) {
            if (cells[i] == x) {
                return true;
            }
        }
        return false;
    }

    private static void arrow(int n, int[] v, RuleModel.Builder b, Random random) {
        int[] shaft = walk(n, 1 + random.nextInt(3), random);
        if (shaft == null) {
            return;
        }
        int sum = 0;
        for (int c : shaft) {
            sum += v[c];
        }
        for (int circle = 0; circle < n * n; circle++) {
            if (v[circle] == sum && !contains(shaft, shaft.length, circle)) {
                int[] cells = Arrays.copyOf(shaft, shaft.length + 1);
                cells[shaft.length] = circle;
                int[] weights = new int[cells.length];
                Arrays.fill(weights, 1);
                weights[shaft.length] = -1;
                b.constraint(new LinearSum("arrow", cells, weights, 0));
                return;
            }
        }
    }

    private static void littleKiller(int n, int[] v, RuleModel.Builder b, Random random) {
        int r = random.nextInt(n);
        int length = 2 + random.nextInt(n - 1);
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < length && r + i < n; i++) {
            cells.add((r + i) * n + i);
        }
        int[] list = cells.stream().mapToInt(Integer::intValue).toArray();
        int[] ones = new int[list.length];
        Arrays.fill(ones, 1);
        int total = 0;
        for (int c : list) {
            total += v[c];
        }
        b.constraint(new LinearSum("little killer", list, ones, total));
    }

    private static void sandwich(int n, int[] v, RuleModel.Builder b, Random random) {
        int line = random.nextInt(n);
        boolean column = random.nextBoolean();
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = column ? i * n + line : line * n + i;
        }
        int one = -1;
        int top = -1;
        for (int i = 0; i < n; i++) {
            one = v[cells[i]] == 1 ? i : one;
            top = v[cells[i]] == n ? i : top;
        }
        int sum = 0;
        for (int i = Math.min(one, top) + 1; i < Math.max(one, top); i++) {
            sum += v[cells[i]];
        }
        b.constraint(new Sandwich(cells, sum));
    }

    private static void renban(int n, int[] v, RuleModel.Builder b, Random random) {
        for (int attempt = 0; attempt < 200; attempt++) {
            int[] line = walk(n, 2 + random.nextInt(2), random);
            if (line == null) {
                continue;
            }
            int min = Integer.MAX_VALUE;
            int max = 0;
            boolean distinct = true;
            for (int i = 0; i < line.length; i++) {
                min = Math.min(min, v[line[i]]);
                max = Math.max(max, v[line[i]]);
                for (int j = 0; j < i; j++) {
                    distinct &= v[line[j]] != v[line[i]];
                }
            }
            if (distinct && max - min == line.length - 1) {
                b.group(new Group(Group.Kind.LINE, attempt, line));
                b.constraint(new Renban(line));
                return;
            }
        }
    }

    private static void between(int n, int[] v, RuleModel.Builder b, Random random) {
        for (int attempt = 0; attempt < 200; attempt++) {
            int[] line = walk(n, 3 + random.nextInt(2), random);
            if (line == null) {
                continue;
            }
            int lo = Math.min(v[line[0]], v[line[line.length - 1]]);
            int hi = Math.max(v[line[0]], v[line[line.length - 1]]);
            boolean inside = true;
            for (int i = 1; i + 1 < line.length; i++) {
                inside &= v[line[i]] > lo && v[line[i]] < hi;
            }
            if (inside) {
                b.constraint(new BetweenLine(line));
                return;
            }
        }
    }

    private static void quadruple(int n, int[] v, RuleModel.Builder b, Random random) {
        int r = random.nextInt(n - 1);
        int c = random.nextInt(n - 1);
        int[] cells = {r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1};
        int count = 1 + random.nextInt(4);
        int[] order = RandomPuzzles.permutation(4, random);
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = v[cells[order[i]]];
        }
        b.constraint(new Quadruple(cells, values));
    }

    private static void parity(int n, int[] v, RuleModel.Builder b, Random random) {
        for (int i = 0; i < 3; i++) {
            int c = random.nextInt(n * n);
            List<Integer> same = new ArrayList<>();
            for (int x = 1; x <= n; x++) {
                if (x % 2 == v[c] % 2) {
                    same.add(x);
                }
            }
            b.constraint(new AllowedValues(v[c] % 2 == 1 ? "odd" : "even", c,
                    same.stream().mapToInt(Integer::intValue).toArray()));
        }
    }

    /** XV sums, clone equalities and whispers between random pairs that keep them. */
    private static void pairs(int n, int[] v, RuleModel.Builder b, Random random) {
        int gap = (n + 1) / 2;
        for (int i = 0; i < 6; i++) {
            int a = random.nextInt(n * n);
            int c = random.nextInt(n * n);
            if (a == c) {
                continue;
            }
            if (v[a] == v[c]) {
                b.relation(new Relation(a, c, RelationKind.EQUAL, 0));
            } else if (v[a] + v[c] == 5 || v[a] + v[c] == 10) {
                b.relation(new Relation(a, c, RelationKind.SUM, v[a] + v[c]));
            } else if (Math.abs(v[a] - v[c]) >= gap) {
                b.relation(new Relation(a, c, RelationKind.MIN_DIFFERENCE, gap));
            } else {
                b.relation(new Relation(a, c, RelationKind.NOT_SUM, 10));
            }
        }
    }

    /**
     * An extra region (f-puzzles' {@code extraregion}, an all-different group beyond the houses): up to
     * n random cells whose values in the solution differ.
     */
    private static void extraRegion(int n, int[] v, RuleModel.Builder b, int index, Random random) {
        int[] cells = new int[n];
        int size = 0;
        long seen = 0;
        for (int tries = 0; tries < 4 * n && size < n; tries++) {
            int c = random.nextInt(n * n);
            if ((seen >>> v[c] & 1) == 0 && Arrays.stream(cells, 0, size).noneMatch(x -> x == c)) {
                seen |= 1L << v[c];
                cells[size++] = c;
            }
        }
        if (size >= 2) {
            b.group(new Group(Group.Kind.REGION, index, Arrays.copyOf(cells, size)));
        }
    }

    /** A random row or column, read from either end. */
    private static int[] line(int n, Random random) {
        int at = random.nextInt(n);
        boolean column = random.nextBoolean();
        boolean back = random.nextBoolean();
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            int j = back ? n - 1 - i : i;
            cells[i] = column ? j * n + at : at * n + j;
        }
        return cells;
    }

    private static void xsum(int n, int[] v, RuleModel.Builder b, Random random) {
        int[] cells = line(n, random);
        int sum = 0;
        for (int i = 0; i < v[cells[0]]; i++) {
            sum += v[cells[i]];
        }
        b.constraint(new XSum(cells, sum));
    }

    private static void skyscraper(int n, int[] v, RuleModel.Builder b, Random random) {
        int[] cells = line(n, random);
        int seen = 0;
        int tallest = 0;
        for (int c : cells) {
            if (v[c] > tallest) {
                seen++;
                tallest = v[c];
            }
        }
        b.constraint(new Skyscraper(cells, seen));
    }

    /** The values at the cells of {@code line}. */
    private static int[] at(int[] v, int[] line) {
        int[] out = new int[line.length];
        for (int i = 0; i < line.length; i++) {
            out[i] = v[line[i]];
        }
        return out;
    }

    private static void triad(int n, int[] v, RuleModel.Builder b, Random random) {
        int[] symbols = RandomPuzzles.oneToN(n);
        for (int attempt = 0; attempt < 500; attempt++) {
            int[] line = walk(n, 2 + random.nextInt(4), random);
            if (line == null) {
                continue;
            }
            boolean entropic = random.nextBoolean();
            int[][] classes = entropic ? new int[][]{{1}, {2, 3}, {4}} : new int[][]{{1, 4, 7}, {2, 5, 8}, {3, 6, 9}};
            if (n == 9 && entropic) {
                classes = new int[][]{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
            } else if (n == 4 && !entropic) {
                classes = new int[][]{{1, 4}, {2}, {3}};
            }
            TriadLine t = new TriadLine(entropic ? "entropic line" : "modular line", line, classes);
            if (t.allows(at(v, line), symbols)) {
                b.constraint(t);
                return;
            }
        }
    }

    /** A zipper line, or a line cut into two or three runs, whose parts have equal sums in the solution. */
    private static void equalSums(int n, int[] v, RuleModel.Builder b, Random random) {
        for (int attempt = 0; attempt < 2000; attempt++) {
            int[] line = walk(n, 3 + random.nextInt(3), random);
            if (line == null) {
                continue;
            }
            int[][] parts;
            String kind;
            if (random.nextBoolean()) {
                kind = "zipper line";
                parts = new int[(line.length + 1) / 2][];
                for (int i = 0; i < parts.length; i++) {
                    int j = line.length - 1 - i;
                    parts[i] = i == j ? new int[]{line[i]} : new int[]{line[i], line[j]};
                }
            } else {
                kind = "region sum line";
                int cut = 1 + random.nextInt(line.length - 1);
                parts = new int[][]{Arrays.copyOfRange(line, 0, cut), Arrays.copyOfRange(line, cut, line.length)};
            }
            EqualSums e = new EqualSums(kind, line, parts);
            if (e.allows(at(v, line), RandomPuzzles.oneToN(n)) && Constraint.full(at(v, line))) {
                b.constraint(e);
                return;
            }
        }
    }

    private static void doubleArrow(int n, int[] v, RuleModel.Builder b, Random random) {
        for (int attempt = 0; attempt < 2000; attempt++) {
            int[] line = walk(n, 3 + random.nextInt(3), random);
            if (line == null) {
                continue;
            }
            int[] weights = new int[line.length];
            Arrays.fill(weights, 1);
            weights[0] = -1;
            weights[line.length - 1] = -1;
            LinearSum s = new LinearSum("double arrow", line, weights, 0);
            if (s.allows(at(v, line), RandomPuzzles.oneToN(n))) {
                b.constraint(s);
                return;
            }
        }
    }

    /** A row, column or box indexer that the solution keeps. */
    private static void indexer(int n, int[] v, RuleModel.Builder b, Random random) {
        int k = (int) Math.round(Math.sqrt(n));
        for (int attempt = 0; attempt < 500; attempt++) {
            int c = random.nextInt(n * n);
            int kind = random.nextInt(3);
            int[] line = new int[n];
            int position = -1;
            for (int i = 0; i < n; i++) {
                int r0 = c / n / k * k;
                int c0 = c % n / k * k;
                line[i] = switch (kind) {
                    case 0 -> i * n + c % n;
                    case 1 -> c / n * n + i;
                    default -> (r0 + i / k) * n + c0 + i % k;
                };
                position = line[i] == c ? i : position;
            }
            Indexer x = new Indexer(new String[]{"row indexer", "column indexer", "box indexer"}[kind], line, position);
            if (x.allows(at(v, line), RandomPuzzles.oneToN(n))) {
                b.constraint(x);
                return;
            }
        }
    }

    /**
     * Slow-thermometer steps (at most), Nabner pairs (not consecutive), self-taxicab pairs (not both the
     * digit that is their distance) and given pencil marks, each between random cells that keep it.
     */
    private static void orderPairs(int n, int[] v, RuleModel.Builder b, Random random) {
        for (int i = 0; i < 6; i++) {
            int a = random.nextInt(n * n);
            int c = random.nextInt(n * n);
            int distance = Math.abs(a / n - c / n) + Math.abs(a % n - c % n);
            if (a == c) {
                continue;
            }
            if (v[a] <= v[c] && random.nextBoolean()) {
                b.relation(new Relation(a, c, RelationKind.AT_MOST, 0));
            } else if (Math.abs(v[a] - v[c]) != 1 && random.nextBoolean()) {
                b.relation(new Relation(a, c, RelationKind.NOT_DIFFERENCE, 1));
            } else if (!(v[a] == distance && v[c] == distance)) {
                b.relation(new Relation(a, c, RelationKind.NOT_BOTH, distance));
            }
        }
        int c = random.nextInt(n * n);
        int[] marks = {v[c], 1 + random.nextInt(n)};
        b.constraint(new AllowedValues("given pencil marks", c, marks[0] == marks[1] ? new int[]{marks[0]} : marks));
    }
}
