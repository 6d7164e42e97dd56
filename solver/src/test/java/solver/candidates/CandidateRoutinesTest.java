package solver.candidates;

import grid.generate.RandomPuzzles;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shared reasoning routines on seeded random candidate masks (up to 9 symbols, so that brute force
 * over assignments stays small), each against its definition worked out by enumeration.
 */
class CandidateRoutinesTest {

    private static final int N = 9;
    private static final int[] VALUES = {1, 2, 3, 4, 5, 6, 7, 8, 9};

    /** A random non-empty mask over N symbols, often small. */
    private static long mask(Random random) {
        long m = 0;
        while (m == 0) {
            m = random.nextInt(1 << N) & (random.nextBoolean() ? random.nextInt(1 << N) : -1);
        }
        return m;
    }

    /** Masks at offset 3 of an array, and the cell list reading them in a shuffled order. */
    private static long[] masks(Random random, int cells) {
        long[] out = new long[3 + cells];
        for (int i = 0; i < cells; i++) {
            out[3 + i] = mask(random);
        }
        return out;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void occurrencesAndHiddenSinglesMatchCounting(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 200; round++) {
            int cells = 1 + random.nextInt(N);
            long[] masks = masks(random, cells);
            int[] order = RandomPuzzles.permutation(cells, random);
            Occurrences seen = Occurrences.of(masks, 3, order, 0, cells);
            long exactlyOnce = 0;
            long union = 0;
            for (int s = 0; s < N; s++) {
                int holders = 0;
                for (int i = 0; i < cells; i++) {
                    holders += (int) (masks[3 + i] >>> s & 1);
                }
                exactlyOnce |= holders == 1 ? 1L << s : 0;
                union |= holders >= 1 ? 1L << s : 0;
            }
            assertThat(seen.once()).isEqualTo(union);
            assertThat(Occurrences.union(masks, 3, order, 0, cells)).isEqualTo(union);
            assertThat(seen.exactlyOnce()).isEqualTo(exactlyOnce);
            long fixed = 0;
            for (int i = 0; i < cells; i++) {
                fixed |= Long.bitCount(masks[3 + i]) == 1 ? masks[3 + i] : 0;
            }
            assertThat(seen.fixed()).isEqualTo(fixed);
            assertThat(seen.hidden()).isEqualTo(exactlyOnce & ~fixed);
            assertThat(seen.covers((1L << N) - 1)).isEqualTo(union == (1L << N) - 1);
            for (int i = 0; i < cells; i++) {
                long m = masks[3 + i];
                int mine = Long.bitCount(m & exactlyOnce);
                long expected = mine == 0 || (m & ~exactlyOnce) == 0 ? m : mine == 1 ? m & exactlyOnce : 0;
                assertThat(HiddenSingles.narrowed(m, exactlyOnce)).isEqualTo(expected);
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {6, 7, 8})
    void sumBoundsNeverDropASupportedValue(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 300; round++) {
            int cells = 1 + random.nextInt(4);
            long[] masks = masks(random, cells);
            int[] order = RandomPuzzles.permutation(cells, random);
            int total = cells + random.nextInt(8 * cells + 1);
            SumRange range = SumRange.of(masks, 3, order, 0, cells, VALUES);
            long[] supported = new long[cells];
            supports(masks, cells, 0, 0, total, new int[cells], supported);
            boolean any = supported[0] != 0;
            if (!range.reaches(total)) {
                assertThat(any).as("a sum out of range has no assignment").isFalse();
                continue;
            }
            for (int i = 0; i < cells; i++) {
                long m = masks[3 + i];
                long keep = range.keep(m, total, VALUES);
                assertThat(keep & ~m).isZero();
                assertThat(supported[i] & ~keep).as("supported values kept").isZero();
                long floor = range.floor(total, SumBounds.highest(m, VALUES));
                long ceiling = range.ceiling(total, SumBounds.lowest(m, VALUES));
                for (long k = keep; k != 0; k &= k - 1) {
                    int v = VALUES[Long.numberOfTrailingZeros(k)];
                    assertThat(v).isBetween((int) floor, (int) ceiling);
                }
            }
        }
    }

    /** Marks in {@code supported[i]} every symbol of cell i that some assignment reaching total uses. */
    private static void supports(long[] masks, int cells, int i, int sum, int total, int[] chosen, long[] supported) {
        if (i == cells) {
            if (sum == total) {
                for (int j = 0; j < cells; j++) {
                    supported[j] |= 1L << chosen[j];
                }
            }
            return;
        }
        for (long m = masks[3 + i]; m != 0; m &= m - 1) {
            chosen[i] = Long.numberOfTrailingZeros(m);
            supports(masks, cells, i + 1, sum + VALUES[chosen[i]], total, chosen, supported);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {9, 10})
    void extremeIsTheBestSubsetOfDistinctTerms(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 300; round++) {
            long set = mask(random);
            int k = 1 + random.nextInt(Long.bitCount(set));
            long weight = random.nextBoolean() ? 1 + random.nextInt(3) : -1 - random.nextInt(3);
            long least = Long.MAX_VALUE;
            long most = Long.MIN_VALUE;
            for (long sub = set; sub != 0; sub = (sub - 1) & set) {
                if (Long.bitCount(sub) == k) {
                    long sum = 0;
                    for (long b = sub; b != 0; b &= b - 1) {
                        sum += weight * VALUES[Long.numberOfTrailingZeros(b)];
                    }
                    least = Math.min(least, sum);
                    most = Math.max(most, sum);
                }
            }
            assertThat(SumBounds.extreme(set, k, weight, true, VALUES)).isEqualTo(least);
            assertThat(SumBounds.extreme(set, k, weight, false, VALUES)).isEqualTo(most);
            long floor = random.nextInt(10);
            long within = SumBounds.within(set, 0, floor, floor + random.nextInt(5), VALUES);
            assertThat(within & ~set).isZero();
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12})
    void lockedSymbolsAreThoseOnlyTheSharedCellsOfTheOwnerHold(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 300; round++) {
            long shared = mask(random);
            long ownerRest = mask(random);
            long otherRest = mask(random);
            long locked = LockedSymbols.locked(shared, ownerRest, otherRest);
            for (int s = 0; s < N; s++) {
                boolean onlyShared = (shared >>> s & 1) == 1 && (ownerRest >>> s & 1) == 0;
                boolean removable = (otherRest >>> s & 1) == 1;
                assertThat(locked >>> s & 1).isEqualTo(onlyShared && removable ? 1L : 0L);
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {13, 14})
    void fewestIsTheFirstOpenCellWithLeastCandidates(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 300; round++) {
            int cells = 1 + random.nextInt(20);
            long[] masks = new long[cells + 2];
            int[] counts = new int[cells];
            for (int c = 0; c < cells; c++) {
                masks[2 + c] = random.nextInt(3) == 0 ? 1L << random.nextInt(N) : mask(random);
                counts[c] = Long.bitCount(masks[2 + c]);
            }
            int expected = -1;
            for (int c = 0; c < cells; c++) {
                if (counts[c] >= 2 && (expected < 0 || counts[c] < counts[expected])) {
                    expected = c;
                }
            }
            int found = CandidateCounts.fewest(masks, 2, 2 + cells);
            // with two candidates the first such cell is taken: no open cell has fewer, so it is the first minimum
            assertThat(found).isEqualTo(expected);
            assertThat(CandidateCounts.fewestCounted(counts)).isEqualTo(expected);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {15, 16})
    void feasibleCombinationsAreThoseSomeAssignmentUses(long seed) {
        Random random = new Random(seed);
        for (int round = 0; round < 200; round++) {
            int cells = 2 + random.nextInt(3);
            long[] masks = masks(random, cells);
            int[] order = RandomPuzzles.permutation(cells, random);
            // every combination of `cells` distinct symbols
            long[] combos = new long[1 << N];
            int count = 0;
            for (long c = 1; c < 1 << N; c++) {
                if (Long.bitCount(c) == cells && random.nextInt(4) == 0) {
                    combos[count++] = c;
                }
            }
            long union = 0;
            long fixed = 0;
            for (int i = 0; i < cells; i++) {
                long m = masks[3 + i];
                union |= m;
                fixed |= Long.bitCount(m) == 1 ? m : 0;
            }
            FeasibleCombinations feasible = FeasibleCombinations.of(combos, 0, count, fixed, union, masks, 3, order, 0, cells);
            long allowed = 0;
            long required = -1L;
            for (int j = 0; j < count; j++) {
                if (distinctAssignmentWithin(masks, cells, 0, combos[j], 0)) {
                    allowed |= combos[j];
                    required &= combos[j];
                }
            }
            // a combination some assignment uses is never ruled out, so its symbols stay allowed
            assertThat(allowed & ~feasible.allowed()).isZero();
            if (feasible.allowed() != 0) {
                assertThat(feasible.required() & ~(allowed == 0 ? -1L : required)).isZero();
            }
        }
    }

    /** Whether the cells can take distinct symbols forming exactly {@code combo}. */
    private static boolean distinctAssignmentWithin(long[] masks, int cells, int i, long combo, long used) {
        if (i == cells) {
            return used == combo;
        }
        for (long m = masks[3 + i] & combo & ~used; m != 0; m &= m - 1) {
            if (distinctAssignmentWithin(masks, cells, i + 1, combo, used | (m & -m))) {
                return true;
            }
        }
        return false;
    }
}
