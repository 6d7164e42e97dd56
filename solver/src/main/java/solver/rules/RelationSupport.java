package solver.rules;

import grid.model.Relation;

import java.util.ArrayList;
import java.util.List;

/**
 * A binary {@link Relation} tabulated once: for each symbol of cell a, the mask of symbols of cell b it
 * allows, and the other way round. Masks are {@code words = ceil(n / 64)} longs per symbol, row after row
 * ({@code symbol * words + word}), so the same table serves sides past 64; for n up to 64 a row is one
 * {@code long} and {@code fromA()[x]} is the whole mask. {@link Relation#allows} is called only here,
 * never in a search. Immutable.
 */
public final class RelationSupport {

    private final int a;
    private final int b;
    private final int words;
    private final long[] fromA;
    private final long[] fromB;

    private RelationSupport(int a, int b, int words, long[] fromA, long[] fromB) {
        this.a = a;
        this.b = b;
        this.words = words;
        this.fromA = fromA;
        this.fromB = fromB;
    }

    /** Tabulates {@code relation} over symbols with these values (by index, ascending). */
    public static RelationSupport of(Relation relation, int[] values) {
        int n = values.length;
        int words = (n + 63) >>> 6;
        long[] fromA = new long[n * words];
        long[] fromB = new long[n * words];
        for (int x = 0; x < n; x++) {
            for (int y = 0; y < n; y++) {
                if (relation.allows(values[x], values[y])) {
                    fromA[x * words + (y >>> 6)] |= 1L << y;
                    fromB[y * words + (x >>> 6)] |= 1L << x;
                }
            }
        }
        return new RelationSupport(relation.a(), relation.b(), words, fromA, fromB);
    }

    /** Every relation of {@code relations}, tabulated over {@code values}, in order. */
    public static List<RelationSupport> all(List<Relation> relations, int[] values) {
        List<RelationSupport> out = new ArrayList<>(relations.size());
        for (Relation r : relations) {
            out.add(of(r, values));
        }
        return out;
    }

    /** The first cell. */
    public int a() {
        return a;
    }

    /** The second cell. */
    public int b() {
        return b;
    }

    /** Longs per symbol row. */
    public int words() {
        return words;
    }

    /** Row {@code x * words + w}: word w of the symbols of b allowed when a holds x (a copy). */
    public long[] fromA() {
        return fromA.clone();
    }

    /** Row {@code y * words + w}: word w of the symbols of a allowed when b holds y (a copy). */
    public long[] fromB() {
        return fromB.clone();
    }
}
