package solver.engine;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link PermutationGac} on hand-made houses and against brute force on random small ones. */
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
