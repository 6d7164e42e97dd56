package grid.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The solver-neutral description of one puzzle: an {@code n x n} board of cells (row-major indices
 * {@code 0 .. n*n-1}), {@code n} distinct non-negative symbols, the givens, and the rules as data:
 * all-different {@link Group}s, killer {@link Cage}s, binary {@link Relation}s and other
 * {@link Constraint}s (sums with repeats, sandwich, renban and between lines, quadruples, odd and even
 * cells). Every grid type
 * produces one; every solver consumes only this.
 *
 * <p>Invariants: immutable; symbols are sorted ascending and distinct, so symbol index order is value
 * order; {@code givens[c]} is a symbol index or {@code -1}; every cell index in a rule is on the board;
 * no cell is in two cages. Rules are shared by {@link #withGivens}, so a solver can compile them once
 * and solve many givens on the same shape (see {@code solver.api.ModelSolver#prepare}).
 */
public final class RuleModel {

    /** Largest side this project accepts (65,536 cells). Solvers may refuse smaller sizes. */
    public static final int MAX_SIZE = 256;

    private final String variant;
    private final int n;
    private final int boxRows;
    private final int boxCols;
    private final int[] symbols;
    private final int[] givens;
    private final Rules rules;

    /** The givens-free part, shared between models that differ only in their givens. */
    private record Rules(List<Group> groups, List<Cage> cages, List<Relation> relations,
                         List<Constraint> constraints) {
    }

    private RuleModel(String variant, int n, int boxRows, int boxCols, int[] symbols, int[] givens, Rules rules) {
        this.variant = variant;
        this.n = n;
        this.boxRows = boxRows;
        this.boxCols = boxCols;
        this.symbols = symbols;
        this.givens = givens;
        this.rules = rules;
    }

    /** A standard Sudoku of side {@code n = k*k} on {@code symbols} (any order), with no givens yet. */
    public static RuleModel sudoku(int[] symbols) {
        int n = symbols.length;
        int k = boxSide(n);
        if (k < 0) {
            throw new IllegalArgumentException("a Sudoku's size must be a perfect square, not " + n);
        }
        return builder("sudoku", symbols).boxes(k, k).latinSquare().boxGroups().build();
    }

    /** Starts a model of side {@code symbols.length}. */
    public static Builder builder(String variant, int[] symbols) {
        return new Builder(variant, symbols);
    }

    /** {@code sqrt(n)} if {@code n} is a perfect square, else {@code -1}. */
    public static int boxSide(int n) {
        int k = (int) Math.round(Math.sqrt(n));
        return k * k == n ? k : -1;
    }

    /**
     * The same rules with other givens (symbol indices, {@code -1} blank).
     *
     * @throws IllegalArgumentException if they do not fit this board (see {@link #checkGivens})
     */
    public RuleModel withGivens(int[] newGivens) {
        checkGivens(newGivens);
        return new RuleModel(variant, n, boxRows, boxCols, symbols, newGivens.clone(), rules);
    }

    /**
     * Checks that {@code candidate} can be the givens of this board: {@code n * n} entries, each a symbol
     * index {@code 0 .. n-1} or {@code -1} for a blank. This is the one check and the one wording for bad
     * givens: models check them on the way in, and every prepared solver checks the arrays it is handed
     * here before its algorithm sees them, so a caller gets the same message whichever solver runs.
     *
     * @throws IllegalArgumentException naming the first problem: the length, or the first entry out of range
     */
    public void checkGivens(int[] candidate) {
        checkGivens(candidate, n);
    }

    /** Whether {@code other} has exactly the same rules object (so compiled rules can be reused). */
    public boolean sameRules(RuleModel other) {
        return other.rules == rules && other.n == n && Arrays.equals(other.symbols, symbols);
    }

    /** The puzzle type, e.g. {@code sudoku}, {@code killer}, {@code kropki}. */
    public String variant() {
        return variant;
    }

    /** Side length n. */
    public int size() {
        return n;
    }

    /** n * n. */
    public int cellCount() {
        return n * n;
    }

    /** Rows of a box, 0 when the puzzle has no boxes (Futoshiki). */
    public int boxRows() {
        return boxRows;
    }

    /** Columns of a box, 0 when the puzzle has no boxes. */
    public int boxCols() {
        return boxCols;
    }

    /** The symbol values, ascending (a copy). */
    public int[] symbols() {
        return symbols.clone();
    }

    /** Value of symbol index {@code i}. */
    public int symbol(int i) {
        return symbols[i];
    }

    /** Index of the symbol with value {@code value}, or {@code -1} if it is not a symbol. */
    public int symbolIndex(int value) {
        int i = Arrays.binarySearch(symbols, value);
        return i >= 0 ? i : -1;
    }

    /** Givens as symbol indices, {@code -1} for blank (a copy). */
    public int[] givens() {
        return givens.clone();
    }

    /** The given at {@code cell} as a symbol index, or {@code -1}. */
    public int given(int cell) {
        return givens[cell];
    }

    /** Number of givens. */
    public int givenCount() {
        int count = 0;
        for (int g : givens) {
            if (g >= 0) {
                count++;
            }
        }
        return count;
    }

    /** All-different groups: rows, columns, boxes, diagonals, in that order. */
    public List<Group> groups() {
        return rules.groups();
    }

    /** Killer cages (empty for other types). */
    public List<Cage> cages() {
        return rules.cages();
    }

    /** Binary relations (dots, signs, difference rules). */
    public List<Relation> relations() {
        return rules.relations();
    }

    /** The other rules ({@link Constraint}), in the order they were added; empty for most types. */
    public List<Constraint> constraints() {
        return rules.constraints();
    }

    /** Row of a cell. */
    public int row(int cell) {
        return cell / n;
    }

    /** Column of a cell. */
    public int col(int cell) {
        return cell % n;
    }

    /** Row-major index of (row, col). */
    public int cell(int row, int col) {
        return row * n + col;
    }

    private static void checkGivens(int[] givens, int n) {
        if (givens.length != n * n) {
            throw new IllegalArgumentException("expected " + n * n + " givens, got " + givens.length);
        }
        for (int c = 0; c < givens.length; c++) {
            int g = givens[c];
            if (g < -1 || g >= n) {
                throw new IllegalArgumentException("given " + g + " at cell r" + (c / n + 1) + "c" + (c % n + 1)
                        + " is neither a symbol index 0.." + (n - 1) + " nor -1 for a blank");
            }
        }
    }

    /**
     * The rows, columns and k x k boxes of the common sides (4, 9, 16, 25), made once when the class is
     * loaded and never changed: groups are immutable, so models of these shapes share the same group
     * objects, and a solver comparing the groups of many models (killers on one board) finds them equal by
     * reference instead of cell by cell. Other sides and box shapes get their own.
     */
    private static final List<StandardGroups> STANDARD = List.of(StandardGroups.of(2), StandardGroups.of(3),
            StandardGroups.of(4), StandardGroups.of(5));

    /** The rows and columns (rows first), and the boxes, of an n = k * k board of k x k boxes. */
    private record StandardGroups(int n, Group[] lines, Group[] boxes) {

        static StandardGroups of(int k) {
            int n = k * k;
            return new StandardGroups(n, rowsAndColumns(n), boxesOf(n, k, k));
        }

        /** The standard groups of side {@code n} with boxes of rows x cols, or null when not kept. */
        static StandardGroups find(int n, int rows, int cols) {
            for (StandardGroups s : STANDARD) {
                if (s.n == n && (rows == 0 || rows * rows == n && cols == rows)) {
                    return s;
                }
            }
            return null;
        }
    }

    /** Every row, then every column, of an n x n board. */
    private static Group[] rowsAndColumns(int n) {
        Group[] lines = new Group[2 * n];
        for (int r = 0; r < n; r++) {
            int[] cells = new int[n];
            for (int c = 0; c < n; c++) {
                cells[c] = r * n + c;
            }
            lines[r] = new Group(Group.Kind.ROW, r, cells);
        }
        for (int c = 0; c < n; c++) {
            int[] cells = new int[n];
            for (int r = 0; r < n; r++) {
                cells[r] = r * n + c;
            }
            lines[n + c] = new Group(Group.Kind.COLUMN, c, cells);
        }
        return lines;
    }

    /** The boxes of rows x cols cells of an n x n board, row by row. */
    private static Group[] boxesOf(int n, int boxRows, int boxCols) {
        Group[] boxes = new Group[n];
        int perRow = n / boxCols;
        for (int b = 0; b < n; b++) {
            int r0 = (b / perRow) * boxRows;
            int c0 = (b % perRow) * boxCols;
            int[] cells = new int[n];
            int i = 0;
            for (int r = r0; r < r0 + boxRows; r++) {
                for (int c = c0; c < c0 + boxCols; c++) {
                    cells[i++] = r * n + c;
                }
            }
            boxes[b] = new Group(Group.Kind.BOX, b, cells);
        }
        return boxes;
    }

    /** Builds a {@link RuleModel}; checks every invariant in {@link #build()}. */
    public static final class Builder {
        private final String variant;
        private final int n;
        private final int[] symbols;
        private int boxRows;
        private int boxCols;
        private int[] givens;
        private final List<Group> groups = new ArrayList<>();
        private final List<Cage> cages = new ArrayList<>();
        private final List<Relation> relations = new ArrayList<>();
        private final List<Constraint> constraints = new ArrayList<>();

        private Builder(String variant, int[] symbolValues) {
            this.variant = variant;
            this.n = symbolValues.length;
            if (n < 1 || n > MAX_SIZE) {
                throw new IllegalArgumentException("size " + n + " is outside 1.." + MAX_SIZE);
            }
            this.symbols = symbolValues.clone();
            Arrays.sort(symbols);
            for (int i = 0; i < n; i++) {
                if (symbols[i] < 0) {
                    throw new IllegalArgumentException("symbol " + symbols[i] + " is negative");
                }
                if (i > 0 && symbols[i] == symbols[i - 1]) {
                    throw new IllegalArgumentException("symbol " + symbols[i] + " is listed twice");
                }
            }
            this.givens = new int[n * n];
            Arrays.fill(givens, -1);
        }

        /** Declares the box shape (used by pictures; add the groups with {@link #boxGroups()}). */
        public Builder boxes(int rows, int cols) {
            if (rows * cols != n) {
                throw new IllegalArgumentException("boxes of " + rows + "x" + cols + " do not tile " + n);
            }
            this.boxRows = rows;
            this.boxCols = cols;
            return this;
        }

        /** Adds every row and every column as an all-different group. */
        public Builder latinSquare() {
            StandardGroups standard = StandardGroups.find(n, 0, 0);
            groups.addAll(Arrays.asList(standard != null ? standard.lines() : rowsAndColumns(n)));
            return this;
        }

        /** Adds every box (declared by {@link #boxes}) as an all-different group. */
        public Builder boxGroups() {
            if (boxRows == 0) {
                throw new IllegalStateException("declare boxes first");
            }
            StandardGroups standard = StandardGroups.find(n, boxRows, boxCols);
            groups.addAll(Arrays.asList(standard != null ? standard.boxes() : boxesOf(n, boxRows, boxCols)));
            return this;
        }

        public Builder group(Group group) {
            groups.add(group);
            return this;
        }

        public Builder cage(Cage cage) {
            cages.add(cage);
            return this;
        }

        public Builder relation(Relation relation) {
            relations.add(relation);
            return this;
        }

        /** Adds a rule that is neither a group, a cage nor a relation. */
        public Builder constraint(Constraint constraint) {
            constraints.add(constraint);
            return this;
        }

        /** Sets the givens (symbol indices, {@code -1} blank). */
        public Builder givens(int[] symbolIndices) {
            checkGivens(symbolIndices, n);
            this.givens = symbolIndices.clone();
            return this;
        }

        /** Checks the invariants and builds. */
        public RuleModel build() {
            int cells = n * n;
            for (Group g : groups) {
                checkCells(g.cells(), cells, g.describe());
            }
            boolean[] caged = new boolean[cells];
            for (Cage cage : cages) {
                checkCells(cage.cells(), cells, "a cage");
                for (int c : cage.cells()) {
                    if (caged[c]) {
                        throw new IllegalArgumentException("cell r" + (c / n + 1) + "c" + (c % n + 1) + " is in two cages");
                    }
                    caged[c] = true;
                }
            }
            for (Relation r : relations) {
                if (r.a() >= cells || r.b() >= cells) {
                    throw new IllegalArgumentException("a relation names a cell outside the grid");
                }
            }
            for (Constraint k : constraints) {
                for (int c : k.cells()) {
                    if (c >= cells) {
                        throw new IllegalArgumentException("a " + k.kind() + " rule names a cell outside the grid");
                    }
                }
            }
            return new RuleModel(variant, n, boxRows, boxCols, symbols, givens.clone(),
                    new Rules(Collections.unmodifiableList(new ArrayList<>(groups)),
                            Collections.unmodifiableList(new ArrayList<>(cages)),
                            Collections.unmodifiableList(new ArrayList<>(relations)),
                            List.copyOf(constraints)));
        }

        private void checkCells(int[] list, int cells, String what) {
            boolean[] seen = new boolean[cells];
            for (int c : list) {
                if (c < 0 || c >= cells) {
                    throw new IllegalArgumentException(what + " names cell " + c + " outside the grid");
                }
                if (seen[c]) {
                    throw new IllegalArgumentException(what + " names cell " + (c / n) + "," + (c % n) + " twice");
                }
                seen[c] = true;
            }
        }
    }
}
