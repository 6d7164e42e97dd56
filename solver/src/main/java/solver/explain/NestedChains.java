package solver.explain;

/**
 * Chain techniques run inside a forcing chain's hypothesis, from nesting level 2 on (Sudoku
 * Explainer's "(+ Forcing Chains)", "(+ Multiple Forcing Chains)", "(+ Dynamic Forcing Chains)"...):
 * when a dynamic search and the simpler nested techniques run dry, a whole chain technique searches the
 * reduced candidates, and what it concludes there becomes off potentials of the outer search. Their
 * parents are the outer search's removals that the inner chains rest on: the candidates gone from a cell
 * an inner chain leaves by its last candidate, or the places gone from a house it leaves by its last
 * place (an inner conclusion resting on none of them was there before the hypothesis, and is left
 * out). Each such conclusion adds its own complexity to an outer chain through it.
 *
 * <p>The techniques by level, as Sudoku Explainer tries them (the first that concludes anything wins):
 * 2: forcing chains and cycles; 3: those, then cell and region forcing chains; 4: dynamic forcing
 * chains; 5 and up: dynamic ones, then dynamic ones nesting at level n - 3.
 */
final class NestedChains {

    /**
     * The searches nested in the searches of one graph, shared by them (a search runs one hypothesis at a
     * time, so they take turns): their own graph, for the reduced candidates, and one search per kind.
     */
    static final class Inner {
        final LinkGraph graph;
        ChainsAndCycles.Search single;
        ForcingChains.Search multiple;
        ForcingChains.Search dynamic;
        ForcingChains.Search deeper;
        /** What the inner searches concluded on the reduced candidates met so far (see {@link Outcomes}). */
        final Outcomes outcomes = new Outcomes();

        Inner(LinkGraph outer) {
            graph = new LinkGraph(outer);
        }
    }

    /**
     * The conclusions the inner searches drew from each reduced position met by the searches of one
     * outer position and level, in order, so that a premise that runs dry on a position another premise
     * already ran dry on (a bivalue cell's "x on" and "the other symbol off"; any two premises that imply
     * each other) takes them again instead of searching again. What the inner searches conclude, their
     * complexities and the outer removals they rest on depend only on the outer position and the reduced
     * one (the outer search's off potentials at that point are exactly the removals, its on potentials the
     * cells and houses those left with one place), so taking them again is the same logic. Only complete
     * runs are kept: none cut short by time, by the work limit or by a contradiction.
     */
    static final class Outcomes {
        /** The most positions kept; past it the memory starts again (a bound on memory, not on logic). */
        private static final int MAX = 4096;

        private long[] start;
        private int level = -1;
        private final java.util.HashMap<Position, Conclusion[]> byPosition = new java.util.HashMap<>();

        /** The conclusions kept for reduced position {@code cur} under outer position {@code start}, or null. */
        Conclusion[] get(long[] start, int level, long[] cur) {
            if (level != this.level || !java.util.Arrays.equals(start, this.start)) {
                return null;
            }
            return byPosition.get(new Position(cur));
        }

        void put(long[] start, int level, long[] cur, Conclusion[] conclusions) {
            if (level != this.level || !java.util.Arrays.equals(start, this.start) || byPosition.size() >= MAX) {
                byPosition.clear();
                this.start = start.clone();
                this.level = level;
            }
            byPosition.put(new Position(cur.clone()), conclusions);
        }
    }

    /** A reduced position as a map key (by content). */
    private static final class Position {
        private final long[] cells;
        private final int hash;

        Position(long[] cells) {
            this.cells = cells;
            this.hash = java.util.Arrays.hashCode(cells);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Position p && p.hash == hash && java.util.Arrays.equals(p.cells, cells);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** One conclusion that added off potentials: its name, complexity, parents and the candidates it removed. */
    record Conclusion(String name, int complexity, int[] parents, int[] removed) {
    }

    private final Propagation outer;
    private final PencilMarks b;
    private final int n;
    private final Inner inner;
    /** Per outer potential, the stamp of the conclusion whose parents already hold it. */
    private final int[] taken;
    private int stamp;
    private final int[] parents;
    private int count;
    private final int[] walk;
    private int added;
    private boolean broken;
    /** The conclusions of the current run that added off potentials, kept for {@link Outcomes}. */
    private final java.util.ArrayList<Conclusion> drawn = new java.util.ArrayList<>();
    private final int[] removedNow;
    private int removedCount;

    NestedChains(Propagation outer) {
        this.outer = outer;
        this.b = outer.b;
        this.n = b.n;
        this.inner = outer.g.inner();
        this.taken = new int[outer.pots];
        this.parents = new int[outer.pots];
        this.walk = new int[outer.pots];
        this.removedNow = new int[outer.pots];
    }

    /**
     * Runs the chain techniques of the outer search's level on its reduced candidates, the first that
     * concludes anything resting on the hypothesis giving all it concludes; true if that added an off
     * potential (or met a contradiction, which the outer search then reports).
     */
    boolean find() {
        added = 0;
        broken = false;
        int level = outer.level;
        Inner in = inner;
        Conclusion[] known = in.outcomes.get(outer.start, level, outer.cur);
        if (known != null) {
            replay(known);
            return added > 0 || broken;
        }
        drawn.clear();
        long[] position = outer.cur.clone();
        if (level < 4) {
            if (in.single == null) {
                in.single = new ChainsAndCycles.Search(b, in.graph);
            }
            in.single.run(position, this);
            if (level >= 3 && added == 0 && !broken) {
                if (in.multiple == null) {
                    in.multiple = new ForcingChains(ForcingChains.Kind.MULTIPLE, 0).search(b, in.graph);
                }
                in.multiple.run(position, this);
            }
        } else {
            if (in.dynamic == null) {
                in.dynamic = new ForcingChains(ForcingChains.Kind.DYNAMIC, 0).search(b, in.graph);
            }
            in.dynamic.run(position, this);
            if (level >= 5 && added == 0 && !broken) {
                if (in.deeper == null) {
                    in.deeper = new ForcingChains(ForcingChains.Kind.DYNAMIC, level - 3).search(b, in.graph);
                }
                in.deeper.run(position, this);
            }
        }
        if (!broken && !b.expired() && outer.g.work[0] <= outer.g.work[1]) {
            in.outcomes.put(outer.start, level, position, drawn.toArray(new Conclusion[0]));
        }
        return added > 0 || broken;
    }

    /** Draws again, in order, the conclusions a complete run drew on the same reduced position. */
    private void replay(Conclusion[] known) {
        for (Conclusion k : known) {
            int id = -1;
            for (int y : k.removed()) {
                if (outer.has(Propagation.off(y))) {
                    continue;
                }
                if (id < 0) {
                    id = outer.nested.recordChain(k.name(), k.complexity());
                }
                added++;
                if (!outer.addDerivedOff(y, k.parents(), k.parents().length,
                        Propagation.NESTED << Propagation.KIND_SHIFT | id)) {
                    broken = true;
                    return;
                }
            }
        }
    }

    /** Whether the search should stop: the outer one met a contradiction, or time is up. */
    boolean done() {
        return broken || b.expired() || outer.g.work[0] > outer.g.work[1];
    }

    /** Starts collecting the parents of one conclusion. */
    void begin() {
        stamp++;
        count = 0;
    }

    /**
     * Adds the parents of {@code target}'s chains in the inner search {@code inner}: for each on
     * potential it rests on that a cell's last candidate or a house's last place gave, the outer removals
     * in that cell or house. {@code premiseCell}/{@code premiseHouse} (-1 for none) say that the inner
     * premise itself stands for a cell's or a house's candidates (cell and region forcing chains).
     */
    void parentsOf(Propagation inner, int target, int premiseCell, int premiseHouse) {
        int k = inner.ancestorsInto(target, walk);
        for (int i = 0; i < k; i++) {
            int p = walk[i];
            if (!Propagation.isOn(p)) {
                continue;
            }
            int x = Propagation.candidate(p);
            int c = x / n;
            int v = x % n;
            int why = inner.why[p];
            int kind = Propagation.kind(why);
            if (kind == Propagation.PREMISE) {
                if (premiseCell >= 0) {
                    cellParents(premiseCell);
                } else if (premiseHouse >= 0) {
                    setParents(b.houses[premiseHouse], v);
                }
            } else if (kind == Propagation.CELL) {
                cellParents(c);
            } else if (kind == Propagation.HOUSE) {
                setParents(b.houses[Propagation.index(why)], v);
            } else if (kind == Propagation.MUST) {
                setParents(b.logic().propagator(Propagation.index(why)).cells(), v);
            }
        }
    }

    private void cellParents(int c) {
        for (long m = outer.start[c] & ~outer.cur[c]; m != 0; m &= m - 1) {
            take(Propagation.off(c * n + Long.numberOfTrailingZeros(m)));
        }
    }

    private void setParents(int[] cells, int v) {
        long bit = 1L << v;
        for (int q : cells) {
            if ((outer.start[q] & bit) != 0 && (outer.cur[q] & bit) == 0) {
                take(Propagation.off(q * n + v));
            }
        }
    }

    private void take(int p) {
        if (taken[p] != stamp && outer.has(p)) {
            taken[p] = stamp;
            parents[count++] = p;
        }
    }

    /**
     * Ends a conclusion that removes {@code lose[c]} from each cell c (of the outer reduced candidates),
     * named {@code name}, resting on {@code complexity} potentials. Left out without parents.
     */
    void conclude(long[] lose, int complexity, String name) {
        if (count == 0 || broken) {
            return;
        }
        int id = -1;
        removedCount = 0;
        for (int c = 0; c < lose.length; c++) {
            for (long m = lose[c] & outer.cur[c]; m != 0; m &= m - 1) {
                int y = c * n + Long.numberOfTrailingZeros(m);
                if (outer.has(Propagation.off(y))) {
                    continue;
                }
                if (id < 0) {
                    id = outer.nested.recordChain(name, complexity);
                }
                added++;
                removedNow[removedCount++] = y;
                if (!outer.addDerivedOff(y, parents, count, Propagation.NESTED << Propagation.KIND_SHIFT | id)) {
                    broken = true;
                    return;
                }
            }
        }
        if (id >= 0) {
            drawn.add(new Conclusion(name, complexity, java.util.Arrays.copyOf(parents, count),
                    java.util.Arrays.copyOf(removedNow, removedCount)));
        }
    }

    /** Ends a conclusion on one candidate: off, or on (its cell's other candidates off). */
    void conclude(int potential, int complexity, String name) {
        int x = Propagation.candidate(potential);
        int c = x / n;
        long[] lose = new long[b.cand.length];
        lose[c] = Propagation.isOn(potential) ? outer.cur[c] & ~(1L << (x % n)) : 1L << (x % n);
        conclude(lose, complexity, name);
    }
}
