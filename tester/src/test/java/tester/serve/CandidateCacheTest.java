package tester.serve;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The true-candidate cache: exact answers, starting points from fewer givens, and its bound in bytes. */
class CandidateCacheTest {

    private static CandidateCache.Answer answer(String rules, int[] givens, long[] candidates) {
        return new CandidateCache.Answer(rules, givens, 1, true, new int[givens.length * 4], candidates);
    }

    /** A cache that holds {@code answers} answers of a 4-cell puzzle. */
    private static CandidateCache holding(int answers) {
        return new CandidateCache(answers * answer("r", new int[]{0, -1, -1, -1}, new long[4]).bytes());
    }

    @Test
    void anAnswerIsFoundAgainOnlyForTheSameRulesGivensAndCap() {
        CandidateCache cache = holding(10);
        int[] givens = {0, -1, -1, -1};
        cache.put(answer("r", givens, new long[]{1, 14, 14, 14}));
        assertThat(cache.exact("r", givens.clone(), 1)).isNotNull();
        assertThat(cache.exact("r", givens, 8)).isNull();
        assertThat(cache.exact("other", givens, 1)).isNull();
        assertThat(cache.exact("r", new int[]{0, 1, -1, -1}, 1)).isNull();
    }

    @Test
    void moreGivensStartFromEveryKeptSubsetAndOthersDoNot() {
        CandidateCache cache = holding(10);
        cache.put(answer("r", new int[]{0, -1, -1, -1}, new long[]{1, 6, 14, 15}));
        cache.put(answer("r", new int[]{-1, -1, 2, -1}, new long[]{3, 7, 4, 11}));
        cache.put(answer("r", new int[]{1, -1, -1, -1}, new long[]{2, 0, 0, 0}));
        cache.put(answer("other", new int[]{-1, -1, -1, -1}, new long[]{0, 0, 0, 0}));
        long[] possible = cache.possible("r", new int[]{0, -1, 2, -1});
        assertThat(possible).containsExactly(1, 6, 4, 11);
        assertThat(cache.possible("r", new int[]{-1, 3, -1, -1})).isNull();
        CandidateCache unsolvable = holding(10);
        unsolvable.put(new CandidateCache.Answer("r", new int[]{0, -1}, 1, false, new int[8], new long[2]));
        assertThat(unsolvable.possible("r", new int[]{0, 1})).containsExactly(0, 0);
    }

    @Test
    void theLeastRecentlyUsedAnswerGoesFirst() {
        CandidateCache cache = holding(2);
        cache.put(answer("a", new int[]{0, -1, -1, -1}, new long[4]));
        cache.put(answer("b", new int[]{0, -1, -1, -1}, new long[4]));
        assertThat(cache.exact("a", new int[]{0, -1, -1, -1}, 1)).isNotNull();
        cache.put(answer("c", new int[]{0, -1, -1, -1}, new long[4]));
        assertThat(cache.kept()).extracting(CandidateCache.Answer::rulesKey).containsExactly("a", "c");
        assertThat(new CandidateCache(0).kept()).isEmpty();
    }

    @Test
    void theBoundIsInBytesSoLargeAnswersTakeTheRoomOfMany() {
        int cells = 64 * 64;
        int[] givens = new int[cells];
        java.util.Arrays.fill(givens, -1);
        CandidateCache.Answer big = new CandidateCache.Answer("big", givens, 1, true, new int[cells * 64], new long[cells]);
        // a 64x64 answer's counts alone are 64^3 ints: a megabyte
        assertThat(big.bytes()).isGreaterThan(1L << 20);
        CandidateCache cache = new CandidateCache(8L << 20);
        for (int i = 0; i < 100; i++) {
            givens = givens.clone();
            givens[i] = i % 64;
            cache.put(new CandidateCache.Answer("big", givens, 1, true, new int[cells * 64], new long[cells]));
            assertThat(cache.bytes()).isLessThanOrEqualTo(8L << 20);
        }
        assertThat(cache.kept()).hasSizeBetween(5, 8);
        // an answer larger than the whole bound is not kept, and does not push the others out
        CandidateCache tiny = new CandidateCache(1 << 20);
        tiny.put(big);
        assertThat(tiny.kept()).isEmpty();
        assertThat(tiny.bytes()).isZero();
        CandidateCache small = holding(3);
        small.put(answer("s", new int[]{0, -1, -1, -1}, new long[4]));
        small.put(big);
        assertThat(small.kept()).extracting(CandidateCache.Answer::rulesKey).containsExactly("s");
    }
}
