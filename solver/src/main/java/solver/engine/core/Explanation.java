package solver.engine.core;

import java.util.Arrays;

/**
 * The antecedents of one pruning or failure, as a propagator states them: literals that were true when
 * it acted and that, under the puzzle's rules, force what it did. {@code [c≠v]} is "v was gone from c",
 * {@code [c=v]} "c held v". Literals are coded as in {@link Literals}; repeats are allowed (conflict
 * analysis ignores them). Removals made at level 0 are facts and are left out as they are added. Reused across explanations: {@link #clear} before each.
 */
public final class Explanation {

    private final int n;
    private final Domains d;
    private int[] lits = new int[64];
    private int size;

    public Explanation(Domains d) {
        this.d = d;
        this.n = d.network().n;
    }

    public void clear() {
        size = 0;
    }

    public int size() {
        return size;
    }

    public int literal(int i) {
        return lits[i];
    }

    /** Antecedent {@code [c=v]}: cell c held symbol v. */
    public void fixed(int c, int v) {
        add(Literals.eq(c, v));
    }

    /** Antecedent {@code [c≠v]}: symbol v was gone from cell c (left out if that is a level-0 fact). */
    public void gone(int c, int v) {
        if ((d.rootGone(c) & (1L << v)) == 0) {
            add(Literals.neq(c, v));
        }
    }

    /** Antecedents {@code [c≠v]} for every symbol v in {@code symbols} (level-0 facts left out). */
    public void goneAll(int c, long symbols) {
        for (long s = symbols & ~d.rootGone(c); s != 0; s &= s - 1) {
            add(Literals.neq(c, Long.numberOfTrailingZeros(s)));
        }
    }

    /** Adds {@code from[0 .. size)} as they are (already coded). */
    public void addAll(int[] from, int size) {
        if (this.size + size > lits.length) {
            lits = Arrays.copyOf(lits, Math.max(lits.length * 2, this.size + size));
        }
        System.arraycopy(from, 0, lits, this.size, size);
        this.size += size;
    }

    /** Copies literals {@code [from, from + size)} to {@code to} at {@code at}. */
    public void copyTo(int from, int size, int[] to, int at) {
        System.arraycopy(lits, from, to, at, size);
    }

    /** Adds a literal as it is (already coded). */
    void add(int lit) {
        if (size == lits.length) {
            lits = Arrays.copyOf(lits, size * 2);
        }
        lits[size++] = lit;
    }
}
