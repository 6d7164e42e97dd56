package solver.engine.search.walk;

import solver.engine.core.Domains;
import solver.engine.core.Network;
import solver.engine.search.ClauseView;
import solver.engine.search.choice.PhaseWalk;
import solver.engine.search.choice.Xorshift;

import java.util.Arrays;

/**
 * A local search over complete assignments (one symbol a cell, within the root domains) that proposes
 * phases, after ProbSAT (Balint and Schöning) as CaDiCaL's {@code walk} runs it, but on cells rather than
 * Boolean variables. The constraints it counts as broken: two peers holding the same symbol (the houses,
 * groups and cages as all-different), a cage whose values do not add up to its total, and a learned
 * clause none of whose set literals holds (the clauses of low glue, the ones a search keeps). A step picks
 * a cell in some broken constraint at random and gives it a new symbol of its root domain, each with weight
 * {@code (1/cb)^k} for the k constraints on the cell that would be broken after the move, so moves that
 * break less are likelier but none is excluded. The walk remembers the assignment with the fewest broken
 * constraints; its effort is bounded in ticks (one a peer, clause literal or candidate looked at),
 * a fixed number for each conflict the search made since the last walk, so it takes a bounded share of
 * the search's time. Relations and the other rules are not counted: a walk only proposes phases, the
 * search decides. One per search; not thread-safe.
 */
public final class LocalWalk implements PhaseWalk {

    /** ProbSAT's cb: a move breaking one constraint more is this many times less likely. */
    private static final double CB = 2.5;
    /** At most this many clause literals take part in one walk. */
    private static final int MAX_CLAUSE_LITERALS = 1 << 20;
    /** The least effort of one walk, in ticks, however few conflicts came before it. */
    private static final long MIN_TICKS = 200_000;

    private final Network network;
    private final int n;
    private final int cells;
    private final CageSums cages;
    private final int[][] cagesOf;
    private final ClauseView clauses;
    private final Xorshift random;
    private final long ticksPerConflict;
    private final int clauseGlue;
    private final double[] weight = new double[65];

    private final long[] root;
    private final int[] a;
    /** occ[c * n + v]: peers of c holding v. */
    private final int[] occ;
    /** conf[c]: broken constraints on cell c (a pair of peers counts once for each of its cells). */
    private final int[] conf;
    private final long[] cageSum;
    private final int[] badList;
    private final int[] badPos;
    private int badCount;
    private int broken;
    private final int[] best;
    private int bestBroken;
    private final int[] cellLitStart;
    private int[] cellLits = new int[256];
    private int[] litClause = new int[256];
    private int[] litCell = new int[256];
    private long[] litMask = new long[256];
    private int[] clauseStart = new int[64];
    private int[] satCount = new int[64];
    private int clauseCount;
    private final double[] scores = new double[64];
    private final int[] candidates = new int[64];
    private final int[] costOf = new int[64];
    private long ticks;
    private long lastConflicts;

    private int walks;
    private long flips;
    private int lastStart;
    private int lastBest;
    private int lastClauses;
    private int fewest = Integer.MAX_VALUE;
    private int[] fewestKinds = new int[3];

    /**
     * @param network          the compiled rules (peers of each cell)
     * @param cages            the sums to check
     * @param clauses          the search's learned clauses
     * @param seed             the walk's own random seed
     * @param ticksPerConflict effort of a walk for each conflict since the last one
     * @param clauseGlue       learned clauses of at most this glue take part (-1: none)
     */
    public LocalWalk(Network network, CageSums cages, ClauseView clauses, long seed, long ticksPerConflict,
                     int clauseGlue) {
        this.clauseGlue = clauseGlue;
        this.network = network;
        this.n = network.n;
        this.cells = network.cellCount;
        this.cages = cages;
        this.clauses = clauses;
        this.random = new Xorshift(seed ^ 0x5DEECE66DL);
        this.ticksPerConflict = ticksPerConflict;
        for (int k = 0; k < weight.length; k++) {
            weight[k] = Math.pow(1 / CB, k);
        }
        int[] count = new int[cells];
        for (int[] cage : cages.cells()) {
            for (int c : cage) {
                count[c]++;
            }
        }
        this.cagesOf = new int[cells][];
        for (int c = 0; c < cells; c++) {
            cagesOf[c] = new int[count[c]];
        }
        Arrays.fill(count, 0);
        for (int g = 0; g < cages.count(); g++) {
            for (int c : cages.cells()[g]) {
                cagesOf[c][count[c]++] = g;
            }
        }
        this.root = new long[cells];
        this.a = new int[cells];
        this.occ = new int[cells * n];
        this.conf = new int[cells];
        this.cageSum = new long[cages.count()];
        this.badList = new int[cells];
        this.badPos = new int[cells];
        this.best = new int[cells];
        this.cellLitStart = new int[cells + 1];
    }

    @Override
    public int cellCount() {
        return cells;
    }

    @Override
    public int[] walk(Domains d, int[] seed, long conflicts) {
        long budget = Math.max(MIN_TICKS, ticksPerConflict * (conflicts - lastConflicts));
        lastConflicts = conflicts;
        start(d.dom, seed);
        lastStart = broken;
        ticks = 0;
        long steps = 0;
        while (broken > 0 && badCount > 0 && ticks < budget) {
            int c = badList[random.nextInt(badCount)];
            flip(c, choose(c));
            steps++;
            if (broken < bestBroken) {
                bestBroken = broken;
                System.arraycopy(a, 0, best, 0, cells);
            }
        }
        walks++;
        flips += steps;
        lastBest = bestBroken;
        if (bestBroken < fewest) {
            fewest = bestBroken;
            fewestKinds = kinds(best);
        }
        return best.clone();
    }

    /** The assignment {@code seed} over {@code dom}, with every count made from scratch. */
    private void start(long[] dom, int[] seed) {
        System.arraycopy(dom, 0, root, 0, cells);
        Arrays.fill(occ, 0);
        for (int c = 0; c < cells; c++) {
            long m = root[c];
            a[c] = (m >>> seed[c] & 1) != 0 ? seed[c] : Long.numberOfTrailingZeros(m);
        }
        broken = 0;
        for (int c = 0; c < cells; c++) {
            for (int p : network.peers(c)) {
                occ[p * n + a[c]]++;
            }
        }
        for (int c = 0; c < cells; c++) {
            conf[c] = occ[c * n + a[c]];
            broken += conf[c];
        }
        broken /= 2;
        int[] value = cages.value();
        for (int g = 0; g < cages.count(); g++) {
            long sum = 0;
            for (int c : cages.cells()[g]) {
                sum += value[a[c]];
            }
            cageSum[g] = sum;
            if (sum != cages.total()[g]) {
                broken++;
                for (int c : cages.cells()[g]) {
                    conf[c]++;
                }
            }
        }
        collectClauses();
        badCount = 0;
        Arrays.fill(badPos, -1);
        for (int c = 0; c < cells; c++) {
            touch(c);
        }
        bestBroken = broken;
        System.arraycopy(a, 0, best, 0, cells);
    }

    /** The learned clauses of low glue not already true at the root, indexed by cell. */
    private void collectClauses() {
        clauseCount = 0;
        int lits = 0;
        Arrays.fill(cellLitStart, 0);
        for (int id = 0, slots = clauses.slots(); id < slots && lits < MAX_CLAUSE_LITERALS; id++) {
            if (!clauses.live(id) || clauses.glue(id) > clauseGlue) {
                continue;
            }
            int length = clauses.length(id);
            boolean holds = false;
            for (int k = 0; k < length && !holds; k++) {
                long m = root[clauses.cell(id, k)];
                holds = (m & clauses.mask(id, k)) == m;
            }
            if (holds) {
                continue;
            }
            if (clauseCount + 2 > clauseStart.length) {
                clauseStart = Arrays.copyOf(clauseStart, clauseStart.length * 2);
                satCount = Arrays.copyOf(satCount, satCount.length * 2);
            }
            if (lits + length > litCell.length) {
                int grown = Math.max(litCell.length * 2, lits + length);
                litCell = Arrays.copyOf(litCell, grown);
                litMask = Arrays.copyOf(litMask, grown);
                litClause = Arrays.copyOf(litClause, grown);
                cellLits = Arrays.copyOf(cellLits, grown);
            }
            clauseStart[clauseCount] = lits;
            int sat = 0;
            for (int k = 0; k < length; k++) {
                int c = clauses.cell(id, k);
                long mask = clauses.mask(id, k);
                litCell[lits] = c;
                litMask[lits] = mask;
                litClause[lits] = clauseCount;
                cellLitStart[c + 1]++;
                sat += (int) (mask >>> a[c] & 1);
                lits++;
            }
            satCount[clauseCount] = sat;
            if (sat == 0) {
                broken++;
                for (int l = clauseStart[clauseCount]; l < lits; l++) {
                    conf[litCell[l]]++;
                }
            }
            clauseCount++;
        }
        clauseStart[clauseCount] = lits;
        lastClauses = clauseCount;
        for (int c = 0; c < cells; c++) {
            cellLitStart[c + 1] += cellLitStart[c];
        }
        int[] fill = new int[cells];
        for (int l = 0; l < lits; l++) {
            int c = litCell[l];
            cellLits[cellLitStart[c] + fill[c]++] = l;
        }
    }

    /** The new symbol of cell {@code c}: each other candidate weighted by the constraints it leaves broken on c. */
    private int choose(int c) {
        long others = root[c] & ~(1L << a[c]);
        int k = 0;
        for (long s = others; s != 0; s &= s - 1) {
            int w = Long.numberOfTrailingZeros(s);
            candidates[k] = w;
            costOf[w] = occ[c * n + w];
            k++;
        }
        ticks += k;
        int[] value = cages.value();
        for (int g : cagesOf[c]) {
            long rest = cageSum[g] - value[a[c]];
            for (int i = 0; i < k; i++) {
                int w = candidates[i];
                if (rest + value[w] != cages.total()[g]) {
                    costOf[w]++;
                }
            }
            ticks += k;
        }
        for (int i = cellLitStart[c], end = cellLitStart[c + 1]; i < end; i++) {
            int l = cellLits[i];
            long mask = litMask[l];
            if (satCount[litClause[l]] - (int) (mask >>> a[c] & 1) == 0) {
                for (long s = others & ~mask; s != 0; s &= s - 1) {
                    costOf[Long.numberOfTrailingZeros(s)]++;
                }
            }
            ticks++;
        }
        double sum = 0;
        for (int i = 0; i < k; i++) {
            scores[i] = weight[Math.min(costOf[candidates[i]], weight.length - 1)];
            sum += scores[i];
        }
        double pick = random.nextDouble() * sum;
        for (int i = 0; i < k - 1; i++) {
            pick -= scores[i];
            if (pick < 0) {
                return candidates[i];
            }
        }
        return candidates[k - 1];
    }

    /** Gives cell {@code c} symbol {@code w}, keeping every count. */
    private void flip(int c, int w) {
        int old = a[c];
        a[c] = w;
        int[] peers = network.peers(c);
        for (int p : peers) {
            occ[p * n + old]--;
            occ[p * n + w]++;
            if (a[p] == old) {
                conf[p]--;
                conf[c]--;
                broken--;
                touch(p);
            } else if (a[p] == w) {
                conf[p]++;
                conf[c]++;
                broken++;
                touch(p);
            }
        }
        ticks += peers.length;
        int[] value = cages.value();
        for (int g : cagesOf[c]) {
            boolean before = cageSum[g] != cages.total()[g];
            cageSum[g] += (long) value[w] - value[old];
            boolean after = cageSum[g] != cages.total()[g];
            if (before != after) {
                int delta = after ? 1 : -1;
                broken += delta;
                for (int m : cages.cells()[g]) {
                    conf[m] += delta;
                    touch(m);
                }
            }
        }
        for (int i = cellLitStart[c], end = cellLitStart[c + 1]; i < end; i++) {
            int l = cellLits[i];
            long mask = litMask[l];
            boolean was = (mask >>> old & 1) != 0;
            boolean now = (mask >>> w & 1) != 0;
            ticks++;
            if (was == now) {
                continue;
            }
            int k = litClause[l];
            satCount[k] += now ? 1 : -1;
            if (now ? satCount[k] == 1 : satCount[k] == 0) {
                int delta = now ? -1 : 1;
                broken += delta;
                for (int j = clauseStart[k], e = clauseStart[k + 1]; j < e; j++) {
                    conf[litCell[j]] += delta;
                    touch(litCell[j]);
                }
                ticks += clauseStart[k + 1] - clauseStart[k];
            }
        }
        touch(c);
    }

    /** Puts an open cell in the list of cells in broken constraints, or takes it out, as its count says. */
    private void touch(int c) {
        long m = root[c];
        if ((m & (m - 1)) == 0) {
            return;
        }
        boolean listed = badPos[c] >= 0;
        if (conf[c] > 0 && !listed) {
            badPos[c] = badCount;
            badList[badCount++] = c;
        } else if (conf[c] == 0 && listed) {
            int last = badList[--badCount];
            badList[badPos[c]] = last;
            badPos[last] = badPos[c];
            badPos[c] = -1;
        }
    }

    /** Walks so far. */
    public int walks() {
        return walks;
    }

    /** Moves made over all walks. */
    public long flips() {
        return flips;
    }

    /** Broken constraints at the start of the last walk. */
    public int lastStart() {
        return lastStart;
    }

    /** The fewest broken constraints the last walk reached (0: it found an assignment that breaks none). */
    public int lastBest() {
        return lastBest;
    }

    /** The broken constraints of assignment {@code x} by kind: pairs of peers, cages, clauses of this walk. */
    private int[] kinds(int[] x) {
        int[] out = new int[3];
        for (int c = 0; c < cells; c++) {
            for (int p : network.peers(c)) {
                if (p > c && x[p] == x[c]) {
                    out[0]++;
                }
            }
        }
        int[] value = cages.value();
        for (int g = 0; g < cages.count(); g++) {
            long sum = 0;
            for (int c : cages.cells()[g]) {
                sum += value[x[c]];
            }
            out[1] += sum != cages.total()[g] ? 1 : 0;
        }
        for (int k = 0; k < clauseCount; k++) {
            boolean holds = false;
            for (int l = clauseStart[k]; l < clauseStart[k + 1] && !holds; l++) {
                holds = (litMask[l] >>> x[litCell[l]] & 1) != 0;
            }
            out[2] += holds ? 0 : 1;
        }
        return out;
    }

    /**
     * What the walk that broke the fewest constraints broke, by kind: pairs of peers holding one symbol,
     * cages off their total, clauses.
     */
    public int[] fewestKinds() {
        return fewestKinds.clone();
    }

    /** The fewest broken constraints any walk reached (the largest int before the first walk). */
    public int fewest() {
        return fewest;
    }

    /** Learned clauses the last walk counted. */
    public int lastClauses() {
        return lastClauses;
    }
}
