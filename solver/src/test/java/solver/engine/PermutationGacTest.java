package solver.engine;

import org.junit.jupiter.api.Test;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.engine.propagators.houses.PermutationGac;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link PermutationGac} on hand-made houses, against brute force on random small ones, and along random
 * searches (narrowing and undoing, so the state a search keeps is reused) against a reference made of
 * plain matchings, with every removal and failure explained by literals that force it in the house alone.
 */
class PermutationGacTest {

    private static long bits(int... indices) {
        long m = 0;
        for (int i : indices) {
            m |= 1L << i;
        }
        return m;
    }

    private static Domains house(long... domains) {
        int n = domains.length;
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = i;
        }
        Domains d = new Domains(new Network(n, new Propagator[]{new PermutationGac(cells)}, new int[n * n][0]));
        System.arraycopy(domains, 0, d.dom, 0, n);
        d.scheduleAll();
        return d;
    }

    @Test
    void nakedPairLeavesTheOtherCells() {
        Domains d = house(bits(0, 1), bits(0, 1), bits(0, 1, 2, 3), bits(1, 2, 3));
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(2, 3));
        assertThat(d.dom[3]).isEqualTo(bits(2, 3));
    }

    @Test
    void hiddenPairLosesItsOtherSymbols() {
        // symbols 2 and 3 fit only cells 2 and 3
        Domains d = house(bits(0, 1), bits(0, 1), bits(0, 1, 2, 3), bits(0, 1, 2, 3));
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(2, 3));
        assertThat(d.dom[3]).isEqualTo(bits(2, 3));
    }

    @Test
    void threeCellsSharingTwoSymbolsFail() {
        Domains d = house(bits(0, 1), bits(0, 1), bits(0, 1), bits(0, 1, 2, 3));
        assertThat(d.propagate()).isFalse();
    }

    /** Keeps exactly the symbols that some permutation supports, on random 6-cell houses (seed 6). */
    @Test
    void matchesBruteForceOnRandomHousesSeed6() {
        Random random = new Random(6);
        int n = 6;
        for (int round = 0; round < 2000; round++) {
            long[] dom = new long[n];
            for (int i = 0; i < n; i++) {
                dom[i] = random.nextInt((1 << n) - 1) + 1;
            }
            long[] supported = new long[n];
            boolean any = supports(dom, 0, 0, new int[n], supported);
            Domains d = house(dom.clone());
            boolean ok = d.propagate();
            assertThat(ok).as("round %d", round).isEqualTo(any);
            if (ok) {
                for (int i = 0; i < n; i++) {
                    assertThat(d.dom[i]).as("round %d cell %d", round, i).isEqualTo(supported[i]);
                }
            }
        }
    }

    @Test
    void outsideTheEnginesLoopItWorksFromNothing() {
        Domains d = house(bits(0, 1), bits(0, 1), bits(0, 1, 2, 3), bits(0, 1, 2, 3));
        assertThat(new PermutationGac(new int[]{0, 1, 2, 3}).propagate(d)).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(2, 3));
        assertThat(d.dom[3]).isEqualTo(bits(2, 3));
    }

    /** Random searches on houses of 9 cells (seed 9), with and without peer elimination before the matching. */
    @Test
    void keptStateAgreesWithAFreshReferenceAlongRandomSearchesSeed9() {
        Random random = new Random(9);
        int[] counts = new int[3];
        for (int search = 0; search < 60; search++) {
            walk(9, random.nextBoolean(), 300, random, counts);
        }
        assertThat(counts[0]).as("propagations checked").isGreaterThan(10_000);
        assertThat(counts[1]).as("propagations that pruned").isGreaterThan(2_000);
        assertThat(counts[2]).as("failures").isGreaterThan(1_000);
    }

    /** The same on houses of 25 cells (seed 25), as on a 25x25 grid. */
    @Test
    void keptStateAgreesWithAFreshReferenceAlongRandomSearchesSeed25() {
        Random random = new Random(25);
        int[] counts = new int[3];
        for (int search = 0; search < 6; search++) {
            walk(25, random.nextBoolean(), 400, random, counts);
        }
        assertThat(counts[1]).as("propagations that pruned").isGreaterThan(200);
        assertThat(counts[2]).as("failures").isGreaterThan(100);
    }

    /**
     * Domains changed at will between runs, a few cells at a time, narrowed or widened to any symbols (so
     * not only back to a state that was consistent, as undoing does): each run must still end at full
     * consistency, with the state kept since the first run (seed 12, houses of 12 cells).
     */
    @Test
    void keptStateAgreesWithTheReferenceAfterArbitraryChangesSeed12() {
        Random random = new Random(12);
        int n = 12;
        long all = (1L << n) - 1;
        int checked = 0;
        int pruned = 0;
        for (int house = 0; house < 40; house++) {
            Domains d = house(new long[n]);
            java.util.Arrays.fill(d.dom, 0, n, all);
            for (int step = 0; step < 400; step++) {
                for (int t = 1 + random.nextInt(2); t > 0; t--) {
                    int c = random.nextInt(n);
                    long m = d.dom[c];
                    long other = random.nextLong() & all;
                    long next = random.nextInt(3) == 0 ? m | other : m & (other | other >>> 3);
                    d.dom[c] = next != 0 ? next : m;
                }
                long[] before = java.util.Arrays.copyOf(d.dom, n);
                long[] expected = reference(before);
                d.scheduleAll();
                boolean ok = d.propagate();
                assertThat(ok).as("house %d step %d: consistent", house, step).isEqualTo(expected != null);
                if (ok) {
                    assertThat(java.util.Arrays.copyOf(d.dom, n)).as("house %d step %d", house, step)
                            .isEqualTo(expected);
                    checked++;
                    pruned += java.util.Arrays.equals(before, expected) ? 0 : 1;
                } else {
                    System.arraycopy(before, 0, d.dom, 0, n);
                }
            }
        }
        assertThat(checked).isGreaterThan(4_000);
        assertThat(pruned).isGreaterThan(1_000);
    }

    /**
     * One random search over a house of {@code n} cells that keeps explanations: {@code steps} times,
     * either undo to an earlier level or decide and refute a few literals, propagate, and check the
     * domains against {@link #reference} (or, on failure, that there is no permutation); every removal
     * the propagator made and every failure it reports is explained, and the explanation checked.
     * counts: propagations, those that pruned, failures.
     */
    private static void walk(int n, boolean peers, int steps, Random random, int[] counts) {
        int[] cells = new int[n];
        int[][] peerTable = new int[n * n][0];
        for (int i = 0; i < n; i++) {
            cells[i] = i;
            if (peers) {
                peerTable[i] = new int[n - 1];
                for (int j = 0, k = 0; j < n; j++) {
                    if (j != i) {
                        peerTable[i][k++] = j;
                    }
                }
            }
        }
        PermutationGac gac = new PermutationGac(cells);
        Domains d = new Domains(new Network(n, new Propagator[]{gac}, peerTable), true);
        d.scheduleAll();
        assertThat(d.propagate()).isTrue();
        java.util.List<Integer> marks = new java.util.ArrayList<>();
        for (int step = 0; step < steps; step++) {
            if (!marks.isEmpty() && random.nextInt(4) == 0) {
                int k = random.nextInt(marks.size());
                d.undo(marks.get(k));
                marks.subList(k, marks.size()).clear();
                continue;
            }
            int mark = d.mark();
            marks.add(mark);
            if (random.nextInt(3) == 0) {
                squeeze(d, n, random);
            }
            for (int t = random.nextInt(3); t > 0; t--) {
                int c = random.nextInt(n);
                long m = d.dom[c];
                if (single(m)) {
                    continue;
                }
                int v = nth(m, random.nextInt(Long.bitCount(m)));
                if (random.nextInt(5) == 0) {
                    d.decide(c, v);
                    break;
                }
                d.refute(c, v);
            }
            long[] before = java.util.Arrays.copyOf(d.dom, n);
            long[] expected = reference(before);
            int start = d.trailSize();
            boolean ok = d.propagate();
            counts[0]++;
            assertThat(ok).as("step %d: consistent", step).isEqualTo(expected != null);
            if (!ok) {
                counts[2]++;
                if (d.conflictClause() < 0 && d.conflictCause() == 0) {
                    Explanation out = new Explanation(d);
                    gac.explainFailure(d, out);
                    assertThat(perfect(antecedents(out, n))).as("step %d: failure explained", step).isFalse();
                }
                d.undo(mark);
                marks.remove(marks.size() - 1);
                continue;
            }
            assertThat(java.util.Arrays.copyOf(d.dom, n)).as("step %d: domains", step).isEqualTo(expected);
            boolean pruned = false;
            for (int e = start; e < d.trailSize(); e++) {
                if (d.cause(e) != 0) {
                    continue;
                }
                pruned = true;
                for (long g = d.entryGone(e); g != 0; g &= g - 1) {
                    int v = Long.numberOfTrailingZeros(g);
                    Explanation out = new Explanation(d);
                    gac.explain(d, d.entryCell(e), v, e, out);
                    long[] implied = antecedents(out, n);
                    implied[d.entryCell(e)] &= 1L << v;
                    assertThat(perfect(implied)).as("step %d: removal of %d from %d explained", step, v,
                            d.entryCell(e)).isFalse();
                }
            }
            if (pruned) {
                counts[1]++;
            }
        }
    }

    /**
     * Refutes symbols until k random cells (2 to 4) keep only symbols of a random set of k - 1 or k: a set
     * too small to hold them (a failure) or a Hall set (prunings elsewhere), unless a cell would be emptied.
     */
    private static void squeeze(Domains d, int n, Random random) {
        int k = 2 + random.nextInt(3);
        long keep = 0;
        for (int size = k - random.nextInt(2); Long.bitCount(keep) < size; ) {
            keep |= 1L << random.nextInt(n);
        }
        for (int t = 0; t < k; t++) {
            int c = random.nextInt(n);
            for (long m = d.dom[c] & ~keep; m != 0 && (d.dom[c] & keep) != 0; m &= m - 1) {
                d.refute(c, Long.numberOfTrailingZeros(m));
            }
        }
    }

    /** The domains an explanation's literals leave on their own (every symbol, less what they exclude). */
    private static long[] antecedents(Explanation out, int n) {
        long[] dom = new long[n];
        java.util.Arrays.fill(dom, (1L << n) - 1);
        for (int k = 0; k < out.size(); k++) {
            int lit = out.literal(k);
            int c = lit >>> 7;
            int v = (lit >>> 1) & 63;
            dom[c] &= Literals.negative(lit) ? ~(1L << v) : 1L << v;
        }
        return dom;
    }

    /** The symbols each cell keeps under full consistency, found by a matching per (cell, symbol); null if none. */
    private static long[] reference(long[] dom) {
        if (!perfect(dom)) {
            return null;
        }
        long[] out = new long[dom.length];
        for (int i = 0; i < dom.length; i++) {
            for (long m = dom[i]; m != 0; m &= m - 1) {
                long[] one = dom.clone();
                one[i] = m & -m;
                if (perfect(one)) {
                    out[i] |= m & -m;
                }
            }
        }
        return out;
    }

    /** Whether every cell can take its own symbol (Kuhn's augmenting paths). */
    private static boolean perfect(long[] dom) {
        int[] owner = new int[64];
        java.util.Arrays.fill(owner, -1);
        for (int i = 0; i < dom.length; i++) {
            if (!kuhn(i, dom, owner, new boolean[64])) {
                return false;
            }
        }
        return true;
    }

    private static boolean kuhn(int i, long[] dom, int[] owner, boolean[] seen) {
        for (long m = dom[i]; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            if (!seen[v]) {
                seen[v] = true;
                if (owner[v] < 0 || kuhn(owner[v], dom, owner, seen)) {
                    owner[v] = i;
                    return true;
                }
            }
        }
        return false;
    }

    private static int nth(long m, int k) {
        for (; k > 0; k--) {
            m &= m - 1;
        }
        return Long.numberOfTrailingZeros(m);
    }

    private static boolean single(long m) {
        return (m & (m - 1)) == 0;
    }

    /** Enumerates permutations within the domains, collecting every (cell, symbol) used by one. */
    private static boolean supports(long[] dom, int i, long used, int[] chosen, long[] supported) {
        if (i == dom.length) {
            for (int k = 0; k < dom.length; k++) {
                supported[k] |= 1L << chosen[k];
            }
            return true;
        }
        boolean any = false;
        for (long m = dom[i] & ~used; m != 0; m &= m - 1) {
            chosen[i] = Long.numberOfTrailingZeros(m);
            any |= supports(dom, i + 1, used | (1L << chosen[i]), chosen, supported);
        }
        return any;
    }
}
