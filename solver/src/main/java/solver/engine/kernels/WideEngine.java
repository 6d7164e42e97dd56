package solver.engine.kernels;

import solver.api.PreparedSolver;
import solver.api.SearchControl;
import solver.api.SolutionSink;
import solver.api.SolveOptions;
import solver.api.SolveResult;
import solver.api.UnsupportedModelException;
import solver.engine.core.Network;
import solver.rules.CompiledRules;
import solver.rules.RelationSupport;

import java.util.Arrays;
import java.util.List;

/**
 * The engine for sides past 64 symbols (81x81, 100x100 … up to the model's 256), where one {@code long}
 * no longer holds a domain: each cell's candidates are {@code words = ceil(n / 64)} consecutive longs.
 * It keeps the general engine's essential reasoning in that form (naked singles through peer tables,
 * hidden singles and missing-symbol failure per full house, cage sum bounds, support-based binary
 * relations) and the same fewest-candidates search; the heavier parts of the 64-bit engine
 * (matching-based all-different, combination tables, innie/outie sums, restarts) are not repeated
 * here. Compiled once per shape; immutable and thread-safe, each {@link #solve} runs a fresh
 * {@link WideSearch}. A grid whose search could outgrow half the heap is refused up front with a message.
 */
public final class WideEngine implements PreparedSolver {

    final int n;
    final int words;
    final int cellCount;
    /** Symbol values, ascending; bit i of a domain stands for {@code value[i]}. */
    final int[] value;
    /** The full domain, {@code words} longs. */
    final long[] all;
    /** Every set of cells that must hold different symbols (groups and cages); a placed symbol leaves them. */
    final int[][] distinct;
    final int[][] distinctOf;
    /** Groups of exactly n cells: each symbol appears once, which gives hidden singles. */
    final int[][] houses;
    final int[][] housesOf;
    /** houseWords[h][i]: where the words of house h's cell i start ({@code houses[h][i] * words}). */
    final int[][] houseWords;
    final int[][] cageCells;
    final long[] cageSum;
    final int[][] cagesOf;
    final int[] relA;
    final int[] relB;
    /** aToB[r][x * words .. ]: the symbols b may take when a holds symbol x; bToA the other way. */
    final long[][] aToB;
    final long[][] bToA;
    final int[][] relationsOf;

    public WideEngine(CompiledRules compiled) {
        this.n = compiled.size();
        this.words = (n + 63) >>> 6;
        this.cellCount = compiled.cellCount();
        long need = worstCaseBytes(cellCount, n, words);
        long heap = Runtime.getRuntime().maxMemory();
        if (need > heap / 2) {
            throw new UnsupportedModelException("the advanced solver may need about " + (need >> 20) + " MB for a "
                    + n + "x" + n + " grid, more than half of this JVM's " + (heap >> 20)
                    + " MB heap; run java with a larger -Xmx");
        }
        if (!compiled.constraints().isEmpty()) {
            throw new UnsupportedModelException("the advanced solver propagates " + compiled.constraints().rule(0).kind()
                    + " rules up to " + Network.MAX_SIZE + "x" + Network.MAX_SIZE + " only, not on a "
                    + n + "x" + n + " grid");
        }
        this.value = compiled.values();
        this.all = new long[words];
        for (int i = 0; i < n; i++) {
            all[i >>> 6] |= 1L << i;
        }
        this.cageCells = compiled.cages();
        this.cageSum = compiled.cageSums();
        this.distinct = compiled.distinct();
        this.distinctOf = compiled.distinctOf();
        this.houses = compiled.houses();
        this.housesOf = compiled.housesOf();
        this.houseWords = new int[houses.length][];
        for (int h = 0; h < houses.length; h++) {
            houseWords[h] = new int[houses[h].length];
            for (int i = 0; i < houses[h].length; i++) {
                houseWords[h][i] = houses[h][i] * words;
            }
        }
        this.cagesOf = CompiledRules.incidence(cageCells, cellCount);
        List<RelationSupport> relations = compiled.relations();
        int r = relations.size();
        this.relA = new int[r];
        this.relB = new int[r];
        this.aToB = new long[r][];
        this.bToA = new long[r][];
        int[][] ends = new int[r][];
        for (int i = 0; i < r; i++) {
            RelationSupport support = relations.get(i);
            relA[i] = support.a();
            relB[i] = support.b();
            ends[i] = new int[] {support.a(), support.b()};
            aToB[i] = support.fromA();
            bToA[i] = support.fromB();
        }
        this.relationsOf = CompiledRules.incidence(ends, cellCount);
    }

    /**
     * Memory a search may reach: domains and the choice stack's copies, and a trail holding at most one
     * entry (12 bytes) per symbol removed along the current path, i.e. cells x n, with room to grow by half.
     */
    static long worstCaseBytes(int cells, int n, int words) {
        long domains = 2L * cells * words * Long.BYTES;
        long trail = (long) cells * n * (Integer.BYTES + Long.BYTES) * 3 / 2;
        return domains + trail + 8L * cells * Integer.BYTES;
    }

    @Override
    public SolveResult solve(int[] givens, SolveOptions options, SolutionSink sink) {
        SearchControl control = options.control();
        WideSearch search = new WideSearch(this, control, sink);
        for (int c = 0; c < cellCount; c++) {
            int g = givens[c];
            if (g >= 0) {
                search.fix(c, g);
            }
        }
        search.run();
        return control.result(search.updates());
    }
}
