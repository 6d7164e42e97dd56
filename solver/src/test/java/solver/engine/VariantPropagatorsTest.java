package solver.engine;

import grid.model.Constraint;
import grid.model.Indexer;
import grid.model.Skyscraper;
import grid.model.TriadLine;
import grid.model.XSum;
import org.junit.jupiter.api.Test;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.engine.propagators.lines.TriadLineClasses;
import solver.engine.propagators.lines.SkyscraperClue;
import solver.engine.propagators.lines.XSumClue;
import solver.engine.propagators.relations.IndexerPointer;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The propagators of X-sums ({@link XSumClue}), skyscrapers ({@link SkyscraperClue}), entropic and modular
 * lines ({@link TriadLineClasses}) and indexers ({@link IndexerPointer}), each alone on one line of five cells over
 * five symbols, against brute force: seeded random searches decide and refute literals, and after each
 * propagation every assignment of the line that keeps the rule (the model's own test,
 * {@link Constraint#allows}) and fits the domains before it still fits them (nothing sound is pruned), a
 * failure comes only when there is none, and every removal's explanation forces it: no assignment that
 * keeps the rule and the explanation's literals puts the removed symbol back.
 */
class VariantPropagatorsTest {

    private static final int N = 5;
    private static final int[] VALUES = {1, 2, 3, 4, 5};
    private static final int[] LINE = {0, 1, 2, 3, 4};

    @Test
    void xSumPrunesSoundlyAndExplainsEveryRemoval() {
        Random random = new Random(41);
        int[] counts = new int[3];
        for (int round = 0; round < 40; round++) {
            int sum = 1 + random.nextInt(15);
            XSum rule = new XSum(LINE, sum);
            walk(new XSumClue(LINE, sum, VALUES), keeps(rule), random, counts);
        }
        assertThat(counts[1]).as("propagations that pruned").isGreaterThan(50);
    }

    @Test
    void skyscraperPrunesSoundlyAndExplainsEveryRemoval() {
        Random random = new Random(42);
        int[] counts = new int[3];
        for (int round = 0; round < 40; round++) {
            int seen = 1 + random.nextInt(N);
            boolean permutation = random.nextBoolean();
            Skyscraper rule = new Skyscraper(LINE, seen);
            Predicate<int[]> keeps = keeps(rule);
            walk(new SkyscraperClue(LINE, seen, N, permutation), permutation ? keeps.and(VariantPropagatorsTest::distinct)
                    : keeps, random, counts);
        }
        assertThat(counts[1]).as("propagations that pruned").isGreaterThan(50);
    }

    @Test
    void triadLinePrunesSoundlyAndExplainsEveryRemoval() {
        Random random = new Random(43);
        int[] counts = new int[3];
        int[][][] classes = {{{1, 2}, {3}, {4, 5}}, {{1, 4}, {2, 5}, {3}}, {{1}, {2, 3}, {4}}};
        for (int round = 0; round < 40; round++) {
            int[][] split = classes[random.nextInt(classes.length)];
            int length = 2 + random.nextInt(4);
            int[] line = java.util.Arrays.copyOf(LINE, length);
            TriadLine rule = new TriadLine("entropic line", line, split);
            int[] classOf = new int[N];
            for (int x = 0; x < N; x++) {
                classOf[x] = rule.classOf(VALUES[x]);
            }
            walk(new TriadLineClasses(line, classOf), keeps(rule), random, counts);
        }
        assertThat(counts[1]).as("propagations that pruned").isGreaterThan(50);
    }

    @Test
    void indexerPrunesSoundlyAndExplainsEveryRemoval() {
        Random random = new Random(44);
        int[] counts = new int[3];
        for (int round = 0; round < 40; round++) {
            int position = random.nextInt(N);
            Indexer rule = new Indexer("column indexer", LINE, position);
            walk(new IndexerPointer(LINE, position, VALUES), keeps(rule), random, counts);
        }
        assertThat(counts[1]).as("propagations that pruned").isGreaterThan(50);
    }

    /** The rule's own test on a full assignment of symbol indices to the line. */
    private static Predicate<int[]> keeps(Constraint rule) {
        return symbols -> {
            int[] values = new int[symbols.length];
            for (int i = 0; i < symbols.length; i++) {
                values[i] = VALUES[symbols[i]];
            }
            return rule.allows(values, VALUES);
        };
    }

    private static boolean distinct(int[] symbols) {
        int seen = 0;
        for (int s : symbols) {
            if ((seen & 1 << s) != 0) {
                return false;
            }
            seen |= 1 << s;
        }
        return true;
    }

    /**
     * One random search with {@code p} alone: 30 steps, each undoing to an earlier mark or deciding and
     * refuting a few literals, then propagating and checking as the class comment says. counts:
     * propagations, those that pruned, failures.
     */
    private static void walk(Propagator p, Predicate<int[]> rule, Random random, int[] counts) {
        int size = p.cellCount();
        Domains d = new Domains(new Network(N, new Propagator[]{p}, new int[N * N][0]), true);
        List<Integer> marks = new ArrayList<>();
        for (int step = 0; step < 30; step++) {
            if (!marks.isEmpty() && random.nextInt(4) == 0) {
                int k = random.nextInt(marks.size());
                d.undo(marks.get(k));
                marks.subList(k, marks.size()).clear();
                continue;
            }
            int mark = d.mark();
            marks.add(mark);
            for (int t = 1 + random.nextInt(3); t > 0; t--) {
                int c = p.cell(random.nextInt(size));
                long m = d.dom[c];
                if (Long.bitCount(m) < 2) {
                    continue;
                }
                int v = nth(m, random.nextInt(Long.bitCount(m)));
                if (random.nextInt(6) == 0) {
                    d.decide(c, v);
                    break;
                }
                d.refute(c, v);
            }
            long[] before = new long[size];
            for (int i = 0; i < size; i++) {
                before[i] = d.dom[p.cell(i)];
            }
            List<int[]> supports = assignments(before, rule);
            int start = d.trailSize();
            d.scheduleAll();
            boolean ok = d.propagate();
            counts[0]++;
            if (!ok) {
                counts[2]++;
                assertThat(supports).as("a failure leaves no assignment that keeps the rule").isEmpty();
                d.undo(mark);
                marks.remove(marks.size() - 1);
                continue;
            }
            for (int[] s : supports) {
                for (int i = 0; i < size; i++) {
                    assertThat(d.dom[p.cell(i)] >>> s[i] & 1).as("symbol %d of cell %d supports the rule", s[i], i)
                            .isEqualTo(1L);
                }
            }
            boolean pruned = false;
            for (int e = start; e < d.trailSize(); e++) {
                pruned = true;
                for (long g = d.entryGone(e); g != 0; g &= g - 1) {
                    int v = Long.numberOfTrailingZeros(g);
                    int cell = d.entryCell(e);
                    Explanation out = new Explanation(d);
                    p.explain(d, cell, v, e, out);
                    long[] implied = antecedents(out, p);
                    for (int i = 0; i < size; i++) {
                        implied[i] &= p.cell(i) == cell ? 1L << v : -1L;
                    }
                    assertThat(assignments(implied, rule)).as("the removal of %d from cell %d is forced by its"
                            + " explanation", v, cell).isEmpty();
                }
            }
            counts[1] += pruned ? 1 : 0;
        }
    }

    /** What an explanation's literals leave of the line's cells on their own (every symbol, less what they exclude). */
    private static long[] antecedents(Explanation out, Propagator p) {
        long[] dom = new long[p.cellCount()];
        java.util.Arrays.fill(dom, (1L << N) - 1);
        for (int k = 0; k < out.size(); k++) {
            int lit = out.literal(k);
            int c = lit >>> 7;
            int v = (lit >>> 1) & 63;
            for (int i = 0; i < dom.length; i++) {
                if (p.cell(i) == c) {
                    dom[i] &= Literals.negative(lit) ? ~(1L << v) : 1L << v;
                }
            }
        }
        return dom;
    }

    /** Every assignment of symbols to the line within {@code dom} that keeps the rule. */
    private static List<int[]> assignments(long[] dom, Predicate<int[]> rule) {
        List<int[]> out = new ArrayList<>();
        int[] at = new int[dom.length];
        fill(dom, rule, at, 0, out);
        return out;
    }

    private static void fill(long[] dom, Predicate<int[]> rule, int[] at, int i, List<int[]> out) {
        if (i == dom.length) {
            if (rule.test(at)) {
                out.add(at.clone());
            }
            return;
        }
        for (long m = dom[i]; m != 0; m &= m - 1) {
            at[i] = Long.numberOfTrailingZeros(m);
            fill(dom, rule, at, i + 1, out);
        }
    }

    private static int nth(long mask, int k) {
        long m = mask;
        for (int i = 0; i < k; i++) {
            m &= m - 1;
        }
        return Long.numberOfTrailingZeros(m);
    }
}
