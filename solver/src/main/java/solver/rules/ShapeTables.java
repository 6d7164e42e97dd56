package solver.rules;

import grid.model.Group;
import grid.model.RuleModel;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Predicate;

/**
 * What a run of puzzles of one shape derives once, kept for the last few shapes: the compiled rules of a
 * set of rules (models that differ only in their givens, see {@link RuleModel#sameRules}, share one),
 * the group tables of a board (models with equal groups share them: killers differ only in their cages,
 * so a batch of killers compiles little more than each one's cages), and the combination table of a
 * symbol set ({@link SumTable}).
 *
 * <p>This is the project's one cache of derived rules. It is owned by whoever prepares many puzzles (each
 * {@code solver.SudokuSolver} keeps one for the puzzles it prepares), never static, so two runs in one
 * JVM share nothing and a dropped solver takes its tables with it. Bounded: at most {@link #KEPT} entries
 * of each kind (or the bound given), the least recently used dropped first. Thread-safe: a lookup and an
 * insertion each hold the instance's lock, the compiling between them does not (two threads may build
 * the same tables once each; both are equal and either may be kept).
 */
public final class ShapeTables {

    /** Entries of each kind kept by default: a run rarely mixes more shapes or symbol sets than this. */
    public static final int KEPT = 8;

    private final int kept;
    private final Deque<CompiledRules> compiled = new ArrayDeque<>();
    private final Deque<GroupTables> boards = new ArrayDeque<>();
    private final Deque<SumTable> sums = new ArrayDeque<>();

    /** A cache keeping {@link #KEPT} entries of each kind. */
    public ShapeTables() {
        this(KEPT);
    }

    /** A cache keeping at most {@code kept} entries of each kind (0: a compiler that keeps nothing). */
    public ShapeTables(int kept) {
        if (kept < 0) {
            throw new IllegalArgumentException("a cache keeps at least no entries, not " + kept);
        }
        this.kept = kept;
    }

    /** The compiled form of {@code rules}' rules (its givens play no part), sharing what was derived before. */
    public CompiledRules compile(RuleModel rules) {
        CompiledRules found = find(compiled, c -> c.compiledFrom(rules));
        if (found != null) {
            return found;
        }
        int n = rules.size();
        List<Group> groups = rules.groups();
        GroupTables board = find(boards, b -> b.sameGroups(n, groups));
        if (board == null) {
            board = keep(boards, new GroupTables(n, groups));
        }
        return keep(compiled, new CompiledRules(rules, board, this));
    }

    /** The combination table of these symbol values (ascending, distinct, non-negative), shared. */
    public SumTable sums(int[] values) {
        SumTable found = find(sums, t -> t.isFor(values));
        return found != null ? found : keep(sums, SumTable.of(values));
    }

    /** How many entries are kept now, of every kind together (for tests of the bound). */
    synchronized int size() {
        return compiled.size() + boards.size() + sums.size();
    }

    /** The entry {@code match} accepts, moved to the front, or null. */
    private synchronized <T> T find(Deque<T> entries, Predicate<T> match) {
        for (T e : entries) {
            if (match.test(e)) {
                if (entries.peekFirst() != e) {
                    entries.remove(e);
                    entries.addFirst(e);
                }
                return e;
            }
        }
        return null;
    }

    /** Puts {@code made} in front, dropping the least recently used entry past the bound; returns it. */
    private synchronized <T> T keep(Deque<T> entries, T made) {
        if (kept > 0) {
            entries.addFirst(made);
            if (entries.size() > kept) {
                entries.removeLast();
            }
        }
        return made;
    }
}
