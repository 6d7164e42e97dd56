package solver.generate;

import grid.generate.RandomPuzzles;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Rule instances for {@link VariantGenerator}, read off a solution: each a random proposal of one kind as
 * an f-puzzles entry (a map of its JSON keys), true of the solution where that is cheap to see; the
 * generator keeps it only when the document with it reads and the rule checker accepts the solution.
 * Lines follow random walks of king steps and are cut to the longest start the kind allows; clues
 * outside the grid are computed from the solution; cages and regions are grown over it; marks go where
 * the solution has them.
 */
final class VariantInstances {

    private final Random random;
    private final int n;
    private final int[] solution;

    VariantInstances(Random random, int n, int[] solution) {
        this.random = random;
        this.n = n;
        this.solution = solution.clone();
    }

    /** One proposal of {@code kind} read off the solution (null when this attempt found nothing). */
    Object propose(String kind, List<Object> pencilCells) {
        return switch (kind) {
            case "thermometer", "slowthermometer", "renban", "nabner", "whispers", "palindrome", "betweenline",
                 "entropicline", "modularline", "zipperline", "regionsumline", "doublearrow" -> line(kind);
            case "arrow" -> arrow();
            case "killercage" -> cage();
            case "extraregion" -> region();
            case "littlekillersum" -> littleKiller();
            case "sandwichsum", "xsum", "skyscraper" -> outsideClue(kind);
            case "quadruple" -> quadruple();
            case "xv", "difference", "ratio" -> pair(kind);
            case "odd", "even", "minimum", "maximum" -> Map.of("cell", name(random.nextInt(n * n)));
            case "clone" -> cloneCells();
            case "rowindexer", "columnindexer", "boxindexer" -> Map.of("cells", List.of(name(random.nextInt(n * n))));
            case "givenpencilmarks" -> pencilMarks(pencilCells);
            default -> throw new IllegalStateException(kind);
        };
    }

    /**
     * A line along a random walk of king steps, cut to the longest start of it (at least its kind's least
     * length) whose values the kind allows; null when none is.
     */
    private Object line(String kind) {
        int least = switch (kind) {
            case "thermometer", "slowthermometer", "whispers", "renban", "nabner", "modularline", "entropicline" -> 2;
            case "betweenline", "doublearrow", "zipperline", "palindrome" -> 3;
            default -> 4;
        };
        int[] walk = walk(least + random.nextInt(Math.max(1, Math.min(n, 8) - least + 1)), true);
        if (walk == null) {
            return null;
        }
        for (int len = walk.length; len >= least; len--) {
            int[] cells = Arrays.copyOf(walk, len);
            if (lineHolds(kind, cells)) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("lines", List.of(names(cells)));
                return e;
            }
        }
        return null;
    }

    /** A quick test of a line's values before the reader's full check (which {@link VariantGenerator} makes). */
    private boolean lineHolds(String kind, int[] cells) {
        int[] v = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            v[i] = solution[cells[i]] + 1;
        }
        int len = v.length;
        switch (kind) {
            case "thermometer", "slowthermometer" -> {
                for (int i = 1; i < len; i++) {
                    if (kind.equals("thermometer") ? v[i] <= v[i - 1] : v[i] < v[i - 1]) {
                        return false;
                    }
                }
                return true;
            }
            case "whispers" -> {
                for (int i = 1; i < len; i++) {
                    if (Math.abs(v[i] - v[i - 1]) < (n + 1) / 2) {
                        return false;
                    }
                }
                return true;
            }
            case "palindrome" -> {
                for (int i = 0; i < len / 2; i++) {
                    if (v[i] != v[len - 1 - i]) {
                        return false;
                    }
                }
                return true;
            }
            case "betweenline" -> {
                int lo = Math.min(v[0], v[len - 1]);
                int hi = Math.max(v[0], v[len - 1]);
                for (int i = 1; i + 1 < len; i++) {
                    if (v[i] <= lo || v[i] >= hi) {
                        return false;
                    }
                }
                return true;
            }
            case "doublearrow" -> {
                int middle = 0;
                for (int i = 1; i + 1 < len; i++) {
                    middle += v[i];
                }
                return middle == v[0] + v[len - 1];
            }
            default -> {
                return true; // the reader and the rule checker decide (renban, nabner, entropic, ...)
            }
        }
    }

    /** An arrow: a one-cell circle and a walk from it whose first cells add up to its value. */
    private Object arrow() {
        int[] walk = walk(2 + random.nextInt(Math.min(n, 5)), true);
        if (walk == null) {
            return null;
        }
        int sum = 0;
        for (int i = 1; i < walk.length; i++) {
            sum += solution[walk[i]] + 1;
            if (sum == solution[walk[0]] + 1) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("lines", List.of(names(Arrays.copyOf(walk, i + 1))));
                e.put("cells", List.of(name(walk[0])));
                return e;
            }
        }
        return null;
    }

    /** A cage of 2 to 5 orthogonally joined cells with distinct digits, and their total. */
    private Object cage() {
        int[] cells = grow(2 + random.nextInt(Math.min(4, n - 1)));
        if (cells == null) {
            return null;
        }
        int sum = 0;
        for (int c : cells) {
            sum += solution[c] + 1;
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cells", names(cells));
        e.put("value", Integer.toString(sum));
        return e;
    }

    private Object region() {
        int[] cells = grow(3 + random.nextInt(Math.max(1, n - 2)));
        return cells == null ? null : Map.of("cells", names(cells));
    }

    /** A little killer: from a random cell outside the grid along a diagonal into it, with its total. */
    private Object littleKiller() {
        int dr = random.nextBoolean() ? 1 : -1;
        int dc = random.nextBoolean() ? 1 : -1;
        int r0 = dr > 0 ? -1 : n;
        int c0 = random.nextInt(n);
        if (random.nextBoolean()) {
            c0 = dc > 0 ? -1 : n;
            r0 = random.nextInt(n);
        }
        List<Object> cells = new ArrayList<>();
        int sum = 0;
        for (int r = r0 + dr, c = c0 + dc; r >= 0 && r < n && c >= 0 && c < n; r += dr, c += dc) {
            cells.add(name(r * n + c));
            sum += solution[r * n + c] + 1;
        }
        if (cells.size() < 2) {
            return null;
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cell", "R" + (r0 + 1) + "C" + (c0 + 1));
        e.put("direction", (dr < 0 ? "U" : "D") + (dc < 0 ? "L" : "R"));
        e.put("cells", cells);
        e.put("value", Integer.toString(sum));
        return e;
    }

    /** A sandwich, X-sum or skyscraper clue at a random cell outside a row or column, read off the solution. */
    private Object outsideClue(String kind) {
        int side = random.nextInt(4);
        int at = random.nextInt(n);
        int[] line = new int[n];
        for (int i = 0; i < n; i++) {
            line[i] = switch (side) {
                case 0 -> i * n + at;
                case 1 -> (n - 1 - i) * n + at;
                case 2 -> at * n + i;
                default -> at * n + n - 1 - i;
            };
        }
        String cell = switch (side) {
            case 0 -> "R0C" + (at + 1);
            case 1 -> "R" + (n + 1) + "C" + (at + 1);
            case 2 -> "R" + (at + 1) + "C0";
            default -> "R" + (at + 1) + "C" + (n + 1);
        };
        int clue = 0;
        switch (kind) {
            case "xsum" -> {
                for (int i = 0; i <= solution[line[0]]; i++) {
                    clue += solution[line[i]] + 1;
                }
            }
            case "skyscraper" -> {
                int tallest = -1;
                for (int c : line) {
                    if (solution[c] > tallest) {
                        clue++;
                        tallest = solution[c];
                    }
                }
            }
            default -> {
                int lo = -1;
                int hi = -1;
                for (int i = 0; i < n; i++) {
                    lo = solution[line[i]] == 0 ? i : lo;
                    hi = solution[line[i]] == n - 1 ? i : hi;
                }
                for (int i = Math.min(lo, hi) + 1; i < Math.max(lo, hi); i++) {
                    clue += solution[line[i]] + 1;
                }
            }
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cell", cell);
        e.put("value", Integer.toString(clue));
        return e;
    }

    /** The four cells around a random corner and two to four of their digits. */
    private Object quadruple() {
        int r = random.nextInt(n - 1);
        int c = random.nextInt(n - 1);
        int[] cells = {r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1};
        int count = 2 + random.nextInt(3);
        List<Object> values = new ArrayList<>();
        for (int i : Arrays.copyOf(permutation(4), count)) {
            values.add((long) solution[cells[i]] + 1);
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cells", names(cells));
        e.put("values", values);
        return e;
    }

    /** An XV mark, white dot or black dot between random orthogonal neighbours that have it. */
    private Object pair(String kind) {
        int a = random.nextInt(n * n);
        int b = random.nextBoolean() ? a + 1 : a + n;
        if (b >= n * n || (b == a + 1 && b % n == 0)) {
            return null;
        }
        int x = solution[a] + 1;
        int y = solution[b] + 1;
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cells", names(new int[]{a, b}));
        switch (kind) {
            case "xv" -> {
                if (x + y != 5 && x + y != 10) {
                    return null;
                }
                e.put("value", x + y == 10 ? "X" : "V");
            }
            case "difference" -> {
                if (Math.abs(x - y) != 1) {
                    return null;
                }
            }
            default -> {
                if (x != 2 * y && y != 2 * x) {
                    return null;
                }
            }
        }
        return e;
    }

    /** A clone: a cell or two and the same shape shifted elsewhere, holding the same digits. */
    private Object cloneCells() {
        int[] shape = walk(1 + random.nextInt(2), false);
        if (shape == null) {
            return null;
        }
        int dr = random.nextInt(2 * n - 1) - (n - 1);
        int dc = random.nextInt(2 * n - 1) - (n - 1);
        int[] copy = new int[shape.length];
        for (int i = 0; i < shape.length; i++) {
            int r = shape[i] / n + dr;
            int c = shape[i] % n + dc;
            if (r < 0 || r >= n || c < 0 || c >= n || solution[r * n + c] != solution[shape[i]] || r * n + c == shape[i]) {
                return null;
            }
            copy[i] = r * n + c;
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("cells", names(shape));
        e.put("cloneCells", names(copy));
        return e;
    }

    /** Given pencil marks on a random cell: its digit and one or two others. */
    private Object pencilMarks(List<Object> pencilCells) {
        int at = random.nextInt(n * n);
        List<Long> marks = new ArrayList<>(List.of((long) solution[at] + 1));
        for (int extra = 1 + random.nextInt(2); extra > 0; extra--) {
            long v = 1 + random.nextInt(n);
            if (!marks.contains(v)) {
                marks.add(v);
            }
        }
        java.util.Collections.sort(marks);
        for (Object p : pencilCells) {
            if (((Long) ((Map<?, ?>) p).get("at")).intValue() == at) {
                return null;
            }
        }
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("at", (long) at);
        e.put("marks", new ArrayList<Object>(marks));
        return e;
    }

    /** A random walk of {@code length} distinct cells, by king steps or orthogonal ones; null if stuck. */
    private int[] walk(int length, boolean diagonal) {
        int[] cells = new int[length];
        cells[0] = random.nextInt(n * n);
        for (int i = 1; i < length; i++) {
            int[] options = new int[8];
            int count = 0;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int r = cells[i - 1] / n + dr;
                    int c = cells[i - 1] % n + dc;
                    boolean step = (dr != 0 || dc != 0) && (diagonal || dr == 0 || dc == 0);
                    if (step && r >= 0 && r < n && c >= 0 && c < n && indexOf(cells, i, r * n + c) < 0) {
                        options[count++] = r * n + c;
                    }
                }
            }
            if (count == 0) {
                return null;
            }
            cells[i] = options[random.nextInt(count)];
        }
        return cells;
    }

    /** {@code size} orthogonally joined cells with distinct digits, grown at random; null if stuck. */
    private int[] grow(int size) {
        int[] cells = new int[size];
        cells[0] = random.nextInt(n * n);
        long digits = 1L << solution[cells[0]];
        for (int i = 1; i < size; i++) {
            int from = cells[random.nextInt(i)];
            int[][] steps = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
            int[] s = steps[random.nextInt(4)];
            int r = from / n + s[0];
            int c = from % n + s[1];
            int x = r * n + c;
            if (r < 0 || r >= n || c < 0 || c >= n || indexOf(cells, i, x) >= 0 || (digits >> solution[x] & 1) != 0) {
                return null;
            }
            digits |= 1L << solution[x];
            cells[i] = x;
        }
        return cells;
    }

    private static int indexOf(int[] cells, int size, int x) {
        for (int i = 0; i < size; i++) {
            if (cells[i] == x) {
                return i;
            }
        }
        return -1;
    }

    private String name(int cell) {
        return "R" + (cell / n + 1) + "C" + (cell % n + 1);
    }

    private List<Object> names(int[] cells) {
        List<Object> out = new ArrayList<>();
        for (int c : cells) {
            out.add(name(c));
        }
        return out;
    }

    private int[] permutation(int size) {
        return RandomPuzzles.permutation(size, random);
    }
}
