package tester.serve;

import solver.catalog.TrueCandidates;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The last true-candidate answers, by rules and givens. A request for the same puzzle is answered from
 * here; a request whose puzzle has the same rules and more givens than a kept one (a setter adds one digit
 * at a time) starts from it: adding givens only removes solutions, so a pair in none of the kept puzzle's
 * solutions is in none of the new one's, and is not searched again. Bounded by memory, not by count: a
 * 64x64 answer weighs some thousand times a 9x9 one, so the answers kept take at most the bytes given
 * (as {@link Answer#bytes} estimates them), the least recently used dropped first; an answer larger than
 * the whole bound is not kept. Thread-safe.
 */
final class CandidateCache {

    /** One answer: the counts per candidate up to {@code cap} ({@link TrueCandidates.Counts}), or no solution. */
    record Answer(String rulesKey, int[] givens, int cap, boolean solvable, int[] counts, long[] candidates) {

        /**
         * The memory the answer takes while kept, estimated: its arrays and strings with their headers, its
         * key (which spells the givens out) and the map's entry.
         */
        long bytes() {
            long arrays = 3 * 16L + 4L * givens.length + 4L * counts.length + 8L * candidates.length;
            long key = 2 * 40L + rulesKey.length() + (long) key(rulesKey, givens, cap).length();
            return arrays + key + 64;
        }
    }

    private final long capacity;
    private final LinkedHashMap<String, Answer> answers = new LinkedHashMap<>(16, 0.75f, true);
    private long bytes;

    /** @param capacity the bytes the kept answers may take (0: keep none) */
    CandidateCache(long capacity) {
        this.capacity = capacity;
    }

    /** The kept answer for exactly these rules, givens and cap, or null. */
    synchronized Answer exact(String rulesKey, int[] givens, int cap) {
        return answers.get(key(rulesKey, givens, cap));
    }

    /**
     * Which pairs may still be candidates of the puzzle with these rules and givens, from every kept
     * answer for the same rules whose givens are a subset of these (bit v of cell c for symbol index v);
     * null when none is kept. A kept puzzle without solutions gives all zeros: no pair is possible.
     */
    synchronized long[] possible(String rulesKey, int[] givens) {
        long[] out = null;
        for (Answer a : answers.values()) {
            if (a.rulesKey().equals(rulesKey) && a.givens().length == givens.length && subset(a.givens(), givens)) {
                if (out == null) {
                    out = new long[givens.length];
                    Arrays.fill(out, -1L);
                }
                for (int c = 0; c < out.length; c++) {
                    out[c] &= a.solvable() ? a.candidates()[c] : 0;
                }
            }
        }
        return out;
    }

    synchronized void put(Answer answer) {
        long size = answer.bytes();
        if (size > capacity) {
            return;
        }
        Answer replaced = answers.put(key(answer.rulesKey(), answer.givens(), answer.cap()), answer);
        bytes += size - (replaced == null ? 0 : replaced.bytes());
        Iterator<Map.Entry<String, Answer>> oldest = answers.entrySet().iterator();
        while (bytes > capacity && oldest.hasNext()) {
            bytes -= oldest.next().getValue().bytes();
            oldest.remove();
        }
    }

    /** The answers kept, most recently used last (for tests). */
    synchronized List<Answer> kept() {
        return new ArrayList<>(answers.values());
    }

    /** The memory the kept answers take, as {@link Answer#bytes} estimates it. */
    synchronized long bytes() {
        return bytes;
    }

    /** Whether every given of {@code small} is a given of {@code large}. */
    private static boolean subset(int[] small, int[] large) {
        for (int c = 0; c < small.length; c++) {
            if (small[c] >= 0 && small[c] != large[c]) {
                return false;
            }
        }
        return true;
    }

    private static String key(String rulesKey, int[] givens, int cap) {
        return rulesKey + '|' + cap + '|' + Arrays.toString(givens);
    }
}
