package tester.serve;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The true-candidate cache: exact answers, starting points from fewer givens, and its size. */
class CandidateCacheTest {

    private static CandidateCache.Answer answer(String rules, int[] givens, long[] candidates) {
        return new CandidateCache.Answer(rules, givens, 1, true, new int[givens.length * 4], candidates);
    }

    @Test
    void anAnswerIsFoundAgainOnlyForTheSameRulesGivensAndCap() {
        CandidateCache cache = new CandidateCache(10);
        int[] givens = {0, -1, -1, -1};
        cache.put(answer("r", givens, new long[]{1, 14, 14, 14}));
        assertThat(cache.exact("r", givens.clone(), 1)).isNotNull();
        assertThat(cache.exact("r", givens, 8)).isNull();
        assertThat(cache.exact("other", givens, 1)).isNull();
        assertThat(cache.exact("r", new int[]{0, 1, -1, -1}, 1)).isNull();
    }

    @Test
    void moreGivensStartFromEveryKeptSubsetAndOthersDoNot() {
        CandidateCache cache = new CandidateCache(10);
        cache.put(answer("r", new int[]{0, -1, -1, -1}, new long[]{1, 6, 14, 15}));
        cache.put(answer("r", new int[]{-1, -1, 2, -1}, new long[]{3, 7, 4, 11}));
        cache.put(answer("r", new int[]{1, -1, -1, -1}, new long[]{2, 0, 0, 0}));
        cache.put(answer("other", new int[]{-1, -1, -1, -1}, new long[]{0, 0, 0, 0}));
        long[] possible = cache.possible("r", new int[]{0, -1, 2, -1});
        assertThat(possible).containsExactly(1, 6, 4, 11);
        assertThat(cache.possible("r", new int[]{-1, 3, -1, -1})).isNull();
        CandidateCache unsolvable = new CandidateCache(10);
        unsolvable.put(new CandidateCache.Answer("r", new int[]{0, -1}, 1, false, new int[8], new long[2]));
        assertThat(unsolvable.possible("r", new int[]{0, 1})).containsExactly(0, 0);
    }

    @Test
    void theLeastRecentlyUsedAnswerGoesFirst() {
        CandidateCache cache = new CandidateCache(2);
        cache.put(answer("a", new int[]{0}, new long[]{1}));
        cache.put(answer("b", new int[]{0}, new long[]{1}));
        assertThat(cache.exact("a", new int[]{0}, 1)).isNotNull();
        cache.put(answer("c", new int[]{0}, new long[]{1}));
        assertThat(cache.kept()).extracting(CandidateCache.Answer::rulesKey).containsExactly("a", "c");
        assertThat(new CandidateCache(0).kept()).isEmpty();
    }
}
