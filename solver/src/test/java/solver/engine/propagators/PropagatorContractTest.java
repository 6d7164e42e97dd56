package solver.engine.propagators;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.engine.propagators.houses.AllDifferent;
import solver.engine.propagators.houses.LockedBand;
import solver.engine.propagators.houses.LockedCandidates;
import solver.engine.propagators.houses.PermutationGac;
import solver.engine.propagators.lines.BetweenLineEnds;
import solver.engine.propagators.lines.LockoutLineEnds;
import solver.engine.propagators.lines.TriadLineClasses;
import solver.engine.propagators.lines.RenbanRun;
import solver.engine.propagators.lines.SandwichSum;
import solver.engine.propagators.lines.SkyscraperClue;
import solver.engine.propagators.lines.XSumClue;
import solver.engine.propagators.relations.AllowedValuesMask;
import solver.engine.propagators.relations.BinaryRelation;
import solver.engine.propagators.relations.IndexerPointer;
import solver.engine.propagators.relations.QuadrupleDigits;
import solver.engine.propagators.sums.BoundedSum;
import solver.engine.propagators.sums.DistinctSum;
import solver.engine.propagators.sums.WeightedSum;
import solver.rules.SumTable;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract every propagator keeps, checked on each one alone against brute force (as choco-solver's
 * {@code ExplanationChecker} checks explanations): on seeded random small domains, narrowed by decisions so
 * that nothing is a level-0 fact,
 * <ul>
 *   <li>no pruning removes a solution of the constraint (an assignment of its cells that satisfies it and
 *       lies in the domains survives; a failure means there is none);</li>
 *   <li>every explanation is implied by the constraint: each literal it names was true before the pruning,
 *       and no solution of the constraint satisfies them all and still holds the symbol removed (for a
 *       failure: satisfies them all).</li>
 * </ul>
 * The constraint of each case is stated here independently of the propagator, as a predicate on the values
 * of its cells, and its solutions are enumerated over every symbol. Every concrete {@link Propagator} of
 * the engine has a case: a new propagator without one fails {@link #everyPropagatorHasACase}.
 */
class PropagatorContractTest {

    private static final int ROUNDS = 60;

    /**
     * One propagator over cells {@code 0 .. k-1} of a board of side n, and the constraint it enforces;
     * the name tells the constraint apart from every other case's.
     */
    private record Case(String name, int n, Propagator propagator, int k, Predicate<int[]> holds) {
    }

    /** Makes a case from a seeded generator. */
    private interface Maker {
        Case make(Random random);
    }

    private static final Map<Class<? extends Propagator>, Maker> CASES = new LinkedHashMap<>();

    static {
        CASES.put(AllDifferent.class, r -> {
            int n = 4 + r.nextInt(3);
            return new Case("house of " + n, n, new AllDifferent(range(n), all(n)), n, PropagatorContractTest::distinct);
        });
        CASES.put(PermutationGac.class, r -> {
            int n = 4 + r.nextInt(3);
            return new Case("matching on a house of " + n, n, new PermutationGac(range(n)), n,
                    PropagatorContractTest::distinct);
        });
        CASES.put(LockedCandidates.class, r -> {
            int n = r.nextBoolean() ? 4 : 6;
            int shared = n == 4 ? 2 : 2 + r.nextInt(2);
            int rest = n - shared;
            int[] common = range(0, shared);
            int[] first = range(shared, shared + rest);
            int[] second = range(shared + rest, shared + 2 * rest);
            return new Case("two houses of " + n + " sharing " + shared + " cells", n,
                    new LockedCandidates(common, first, second), shared + 2 * rest,
                    a -> distinct(pick(a, common, first)) && distinct(pick(a, common, second)));
        });
        CASES.put(LockedBand.class, r -> {
            // the top band of a 4x4 Sudoku: rows 0 and 1 (cells 0..7), boxes {0,1,4,5} and {2,3,6,7}
            int[][][] segments = {{{0, 1}, {4, 5}}, {{2, 3}, {6, 7}}};
            return new Case("band of a 4x4", 4, new LockedBand(segments), 8,
                    a -> distinct(pick(a, range(0, 4))) && distinct(pick(a, range(4, 8)))
                            && distinct(pick(a, new int[]{0, 1, 4, 5})) && distinct(pick(a, new int[]{2, 3, 6, 7})));
        });
        CASES.put(DistinctSum.class, r -> {
            if (r.nextBoolean()) {
                int k = 2 + r.nextInt(3);
                int[] values = oneTo(9);
                int total = feasibleDistinctTotal(values, k, r);
                long[] sets = SumTable.of(values).sets(total, k, 100_000);
                return new Case("cage of " + k + " adding to " + total, 9, new DistinctSum(range(k), sets), k,
                        a -> distinct(a) && sum(a, values) == total);
            }
            // a cage of two cells inside a house of six: the house's other cells lose the cage's sure symbols
            int[] values = oneTo(6);
            int total = feasibleDistinctTotal(values, 2, r);
            long[] sets = SumTable.of(values).sets(total, 2, 100_000);
            int[][] houses = {range(6)};
            return new Case("cage of 2 adding to " + total + " in a house", 6,
                    new DistinctSum(range(2), sets, houses), 6,
                    a -> distinct(a) && values[a[0]] + values[a[1]] == total);
        });
        CASES.put(BoundedSum.class, r -> {
            int k = 2 + r.nextInt(3);
            int[] values = oneTo(6);
            int total = k + r.nextInt(5 * k + 1);
            return new Case(k + " cells adding to " + total, 6, new BoundedSum(range(k), total, values), k,
                    a -> sum(a, values) == total);
        });
        CASES.put(WeightedSum.class, r -> {
            // an arrow: k shaft cells of weight 1 (the first two in one block: they differ) and a circle of -1
            int k = 2 + r.nextInt(2);
            int[] values = oneTo(6);
            int[] weights = new int[k + 1];
            int[] block = new int[k + 1];
            for (int i = 0; i < k; i++) {
                weights[i] = 1;
                block[i] = i < 2 ? 0 : i - 1;
            }
            weights[k] = -1;
            block[k] = k - 1;
            return new Case("arrow of " + k, 6, new WeightedSum(range(k + 1), weights, 0, values, block), k + 1,
                    a -> {
                        int s = 0;
                        for (int i = 0; i < a.length; i++) {
                            s += weights[i] * values[a[i]];
                        }
                        return s == 0 && a[0] != a[1];
                    });
        });
        CASES.put(SandwichSum.class, r -> {
            int n = 5 + r.nextInt(2);
            int[] values = oneTo(n);
            int clue = r.nextInt(sumOf(values) - values[0] - values[n - 1] + 1);
            return new Case("sandwich " + clue + " on a line of " + n, n, new SandwichSum(range(n), clue, values), n,
                    a -> distinct(a) && sandwich(a, values) == clue);
        });
        CASES.put(RenbanRun.class, r -> {
            int n = 6;
            int k = 2 + r.nextInt(3);
            int[] values = oneTo(n);
            return new Case("renban of " + k, n, new RenbanRun(range(k), values), k,
                    a -> distinct(a) && spread(a, values) == k - 1);
        });
        CASES.put(BetweenLineEnds.class, r -> {
            int n = 6;
            int k = 3 + r.nextInt(2);
            return new Case("between line of " + k, n, new BetweenLineEnds(range(k)), k, a -> {
                int lo = Math.min(a[0], a[k - 1]);
                int hi = Math.max(a[0], a[k - 1]);
                for (int i = 1; i < k - 1; i++) {
                    if (a[i] <= lo || a[i] >= hi) {
                        return false;
                    }
                }
                return true;
            });
        });
        CASES.put(LockoutLineEnds.class, r -> {
            int n = 6;
            int k = 2 + r.nextInt(3);
            int gap = 1 + r.nextInt(4);
            return new Case("lockout line of " + k + ", gap " + gap, n, new LockoutLineEnds(range(k), gap, oneTo(n)), k, a -> {
                int lo = Math.min(a[0], a[k - 1]);
                int hi = Math.max(a[0], a[k - 1]);
                if (hi - lo < gap) {
                    return false;
                }
                for (int i = 1; i < k - 1; i++) {
                    if (a[i] >= lo && a[i] <= hi) {
                        return false;
                    }
                }
                return true;
            });
        });
        CASES.put(QuadrupleDigits.class, r -> {
            int n = 6;
            int listed = 1 + r.nextInt(4);
            int[] required = new int[listed];
            for (int i = 0; i < listed; i++) {
                required[i] = r.nextInt(n);
            }
            return new Case("quadruple " + java.util.Arrays.toString(required), n, new QuadrupleDigits(range(4), required), 4, a -> {
                for (int s = 0; s < n; s++) {
                    if (count(a, s) < count(required, s)) {
                        return false;
                    }
                }
                return true;
            });
        });
        CASES.put(AllowedValuesMask.class, r -> {
            int n = 6;
            long allowed = r.nextInt(1 << n);
            return new Case("allowed symbols " + allowed, n, new AllowedValuesMask(0, allowed), 1, a -> (allowed >>> a[0] & 1) != 0);
        });
        CASES.put(XSumClue.class, r -> {
            int n = 5;
            int[] values = oneTo(n);
            int clue = 1 + r.nextInt(15);
            return new Case("x-sum " + clue, n, new XSumClue(range(n), clue, values), n, a -> {
                int x = values[a[0]];
                if (x > a.length) {
                    return false;
                }
                int total = 0;
                for (int i = 0; i < x; i++) {
                    total += values[a[i]];
                }
                return total == clue;
            });
        });
        CASES.put(SkyscraperClue.class, r -> {
            int n = 5;
            int seen = 1 + r.nextInt(n);
            boolean permutation = r.nextBoolean();
            return new Case("skyscraper " + seen + (permutation ? " on a house" : " on a line"), n,
                    new SkyscraperClue(range(n), seen, n, permutation), n, a -> {
                        if (permutation && !distinct(a)) {
                            return false;
                        }
                        int tallest = -1;
                        int visible = 0;
                        for (int x : a) {
                            if (x > tallest) {
                                tallest = x;
                                visible++;
                            }
                        }
                        return visible == seen;
                    });
        });
        CASES.put(TriadLineClasses.class, r -> {
            int n = 6;
            int k = 3 + r.nextInt(3);
            int[] classOf = new int[n];
            for (int x = 0; x < n; x++) {
                classOf[x] = x < 3 ? x : r.nextInt(4) - 1;
            }
            return new Case("class triad " + java.util.Arrays.toString(classOf) + " on " + k, n,
                    new TriadLineClasses(range(k), classOf), k, a -> {
                        for (int x : a) {
                            if (classOf[x] < 0) {
                                return false;
                            }
                        }
                        for (int i = 0; i + 2 < a.length; i++) {
                            int c0 = classOf[a[i]];
                            int c1 = classOf[a[i + 1]];
                            int c2 = classOf[a[i + 2]];
                            if (c0 == c1 || c1 == c2 || c0 == c2) {
                                return false;
                            }
                        }
                        return true;
                    });
        });
        CASES.put(IndexerPointer.class, r -> {
            int n = 5;
            int position = r.nextInt(n);
            int[] values = oneTo(n);
            return new Case("indexer at " + position, n, new IndexerPointer(range(n), position, values), n, a -> {
                int named = values[a[position]] - 1;
                for (int j = 0; j < a.length; j++) {
                    if ((values[a[j]] == position + 1) != (j == named)) {
                        return false;
                    }
                }
                return true;
            });
        });
        CASES.put(BinaryRelation.class, r -> {
            int n = 5;
            boolean[][] related = new boolean[n][n];
            long[] ofA = new long[n];
            long[] ofB = new long[n];
            for (int x = 0; x < n; x++) {
                for (int y = 0; y < n; y++) {
                    related[x][y] = r.nextInt(3) == 0;
                    if (related[x][y]) {
                        ofA[x] |= 1L << y;
                        ofB[y] |= 1L << x;
                    }
                }
            }
            return new Case("relation " + java.util.Arrays.toString(ofA), n, new BinaryRelation(0, 1, ofA, ofB), 2, a -> related[a[0]][a[1]]);
        });
    }

    @Test
    void everyPropagatorHasACase() {
        Set<String> concrete = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("solver.engine").stream()
                .filter(c -> c.isAssignableTo(Propagator.class))
                .filter(c -> !c.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.ABSTRACT))
                .map(JavaClass::getName)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> covered = CASES.keySet().stream().map(Class::getName).collect(Collectors.toCollection(TreeSet::new));
        assertThat(covered).isEqualTo(concrete);
        for (Class<? extends Propagator> kind : CASES.keySet()) {
            assertThat(Modifier.isFinal(kind.getModifiers())).as("%s is final", kind.getSimpleName()).isTrue();
        }
    }

    @Test
    void noPruningRemovesASolutionAndEveryExplanationIsImplied() {
        Map<String, List<int[]>> enumerated = new java.util.HashMap<>();
        for (Map.Entry<Class<? extends Propagator>, Maker> entry : CASES.entrySet()) {
            Random random = new Random(20261126L ^ entry.getKey().getSimpleName().hashCode());
            int prunings = 0;
            for (int round = 0; round < ROUNDS; round++) {
                Case c = entry.getValue().make(random);
                List<int[]> solutions = enumerated.computeIfAbsent(c.name(), name -> solutions(c));
                prunings += check(c, solutions, random, round);
            }
            assertThat(prunings).as("%s pruned something in %d rounds", entry.getKey().getSimpleName(), ROUNDS)
                    .isPositive();
        }
    }

    /**
     * One round: random domains, propagation, then every check against {@code solutions} (the case's
     * constraint, enumerated); returns the symbols pruned.
     */
    private static int check(Case c, List<int[]> solutions, Random random, int round) {
        Propagator p = c.propagator();
        Domains d = new Domains(new Network(c.n(), new Propagator[]{p}, new int[c.n() * c.n()][0]), true);
        long all = all(c.n());
        long[] start = new long[c.k()];
        for (int x = 0; x < c.k(); x++) {
            long keep = 0;
            while (keep == 0) {
                for (int s = 0; s < c.n(); s++) {
                    if (random.nextInt(10) < 7) {
                        keep |= 1L << s;
                    }
                }
            }
            start[x] = keep;
            for (long gone = all & ~keep; gone != 0; gone &= gone - 1) {
                assertThat(d.refute(x, Long.numberOfTrailingZeros(gone))).isTrue();
            }
        }
        int decided = d.trailSize();
        d.scheduleAll();
        boolean ok = d.propagate();
        String where = c.name() + ", round " + round;
        List<int[]> inStart = solutions.stream().filter(a -> within(a, start)).collect(Collectors.toList());
        Explanation out = new Explanation(d);
        if (!ok) {
            assertThat(inStart).as("%s: failed with a solution in the domains", where).isEmpty();
            int cell = d.conflictCell();
            if (cell >= 0) {
                for (long left = d.dom[cell]; left != 0; left &= left - 1) {
                    int v = Long.numberOfTrailingZeros(left);
                    out.clear();
                    p.explain(d, cell, v, d.trailSize(), out);
                    assertImplies(c, d, solutions, out, d.trailSize(), Literals.neq(cell, v), where);
                }
            } else {
                out.clear();
                p.explainFailure(d, out);
                assertImplies(c, d, solutions, out, d.trailSize(), -1, where);
            }
            return 1;
        }
        for (int[] a : inStart) {
            assertThat(within(a, d.dom)).as("%s: a solution was pruned", where).isTrue();
        }
        int pruned = 0;
        for (int e = decided; e < d.trailSize(); e++) {
            assertThat(d.cause(e)).as("%s: only the propagator narrows", where).isZero();
            int cell = d.entryCell(e);
            for (long gone = d.entryGone(e); gone != 0; gone &= gone - 1) {
                int v = Long.numberOfTrailingZeros(gone);
                out.clear();
                p.explain(d, cell, v, e, out);
                assertImplies(c, d, solutions, out, e, Literals.neq(cell, v), where);
                pruned++;
            }
        }
        return pruned;
    }

    /**
     * Every literal of {@code out} was true before entry {@code at}, and the literals together with the
     * constraint imply {@code lit} ({@code -1}: imply a contradiction).
     */
    private static void assertImplies(Case c, Domains d, List<int[]> solutions, Explanation out, int at, int lit,
                                      String where) {
        for (int i = 0; i < out.size(); i++) {
            int q = out.literal(i);
            long before = d.domBefore(Literals.cellOf(q), at);
            long bit = 1L << Literals.symbolOf(q);
            boolean wasTrue = Literals.negative(q) ? (before & bit) == 0 : before == bit;
            assertThat(wasTrue).as("%s: explanation names %s, not true before the pruning", where, show(q)).isTrue();
        }
        for (int[] a : solutions) {
            boolean antecedents = true;
            for (int i = 0; i < out.size() && antecedents; i++) {
                antecedents = holds(a, out.literal(i));
            }
            if (antecedents) {
                assertThat(lit >= 0 && holds(a, lit))
                        .as("%s: explanation of %s is not implied (solution %s)", where, lit < 0 ? "failure" : show(lit),
                                java.util.Arrays.toString(a))
                        .isTrue();
            }
        }
    }

    private static String show(int lit) {
        return "cell " + Literals.cellOf(lit) + (Literals.negative(lit) ? " != " : " = ") + Literals.symbolOf(lit);
    }

    private static boolean holds(int[] a, int lit) {
        int x = Literals.cellOf(lit);
        if (x >= a.length) {
            return false;
        }
        boolean equal = a[x] == Literals.symbolOf(lit);
        return Literals.negative(lit) != equal;
    }

    private static boolean within(int[] a, long[] dom) {
        for (int x = 0; x < a.length; x++) {
            if ((dom[x] >>> a[x] & 1) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Every assignment of the case's cells over all symbols that satisfies its constraint. */
    private static List<int[]> solutions(Case c) {
        List<int[]> out = new ArrayList<>();
        int[] a = new int[c.k()];
        while (true) {
            if (c.holds().test(a)) {
                out.add(a.clone());
            }
            int i = 0;
            while (i < a.length && ++a[i] == c.n()) {
                a[i++] = 0;
            }
            if (i == a.length) {
                return out;
            }
        }
    }

    private static int[] range(int n) {
        return range(0, n);
    }

    private static int[] range(int from, int to) {
        int[] out = new int[to - from];
        for (int i = 0; i < out.length; i++) {
            out[i] = from + i;
        }
        return out;
    }

    private static long all(int n) {
        return (1L << n) - 1;
    }

    private static int[] oneTo(int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = i + 1;
        }
        return out;
    }

    private static int[] pick(int[] a, int[]... parts) {
        int size = 0;
        for (int[] p : parts) {
            size += p.length;
        }
        int[] out = new int[size];
        int at = 0;
        for (int[] p : parts) {
            for (int x : p) {
                out[at++] = a[x];
            }
        }
        return out;
    }

    private static boolean distinct(int[] a) {
        long seen = 0;
        for (int s : a) {
            if ((seen >>> s & 1) != 0) {
                return false;
            }
            seen |= 1L << s;
        }
        return true;
    }

    private static int sum(int[] a, int[] values) {
        int s = 0;
        for (int x : a) {
            s += values[x];
        }
        return s;
    }

    private static int sumOf(int[] values) {
        int s = 0;
        for (int v : values) {
            s += v;
        }
        return s;
    }

    private static int count(int[] a, int s) {
        int k = 0;
        for (int x : a) {
            k += x == s ? 1 : 0;
        }
        return k;
    }

    /** Largest value less smallest value. */
    private static int spread(int[] a, int[] values) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int x : a) {
            lo = Math.min(lo, values[x]);
            hi = Math.max(hi, values[x]);
        }
        return hi - lo;
    }

    /** The sum of the values strictly between the least and the largest symbol of a line holding both. */
    private static int sandwich(int[] a, int[] values) {
        int low = -1;
        int high = -1;
        for (int i = 0; i < a.length; i++) {
            low = a[i] == 0 ? i : low;
            high = a[i] == values.length - 1 ? i : high;
        }
        int s = 0;
        for (int i = Math.min(low, high) + 1; i < Math.max(low, high); i++) {
            s += values[a[i]];
        }
        return s;
    }

    /** A total that {@code k} distinct values of {@code values} can make. */
    private static int feasibleDistinctTotal(int[] values, int k, Random random) {
        int lo = 0;
        int hi = 0;
        for (int i = 0; i < k; i++) {
            lo += values[i];
            hi += values[values.length - 1 - i];
        }
        return lo + random.nextInt(hi - lo + 1);
    }
}
