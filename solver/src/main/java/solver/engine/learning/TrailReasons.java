package solver.engine.learning;

import solver.engine.core.Causes;
import solver.engine.core.Domains;
import solver.engine.core.Explanation;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.core.Propagator;

/**
 * The reasons of true literals, for conflict analysis: for each literal on the trail, literals made true
 * before it that imply it under the rules. A decision has none. A literal set by a learned clause has the
 * clause's other literals; a removal by a peer elimination, the peer's fixing; a fixing without an
 * assignment, the shortest of "every other symbol gone from the cell" and a hidden single in one of its
 * houses, whatever actually fixed it; a removal made by a propagator, a fixed peer if one came first
 * (one literal), else the propagator's own {@link Propagator#explain}, asked once per trail entry and
 * kept while the entry stands (minimising and shrinking ask for the same lower-level reasons at every
 * conflict). Fixings are kept the same way. Also states the conflict of a failed propagation. One per
 * search; not thread-safe.
 */
final class TrailReasons {

    private final Domains d;
    private final Network network;
    private final Clauses clauses;
    private final Causes causes;
    private final long all;

    TrailReasons(Domains d, Clauses clauses) {
        this.d = d;
        this.network = d.network();
        this.clauses = clauses;
        this.causes = d.causes();
        this.all = network.allSymbols;
        this.cachedReason = new int[network.cellCount << 7][];
        this.cachedStamp = new int[network.cellCount << 7];
        this.cachedSize = new int[network.cellCount << 7];
    }

    /** The trail entry that made true literal {@code lit} true. */
    int entryOf(int lit) {
        int c = (lit >>> 7);
        return Literals.negative(lit) ? d.removedAt(c, ((lit >>> 1) & 63)) : d.fixedAt(c);
    }

    /** Whether entry {@code e} fixes its cell first and removes the rest as a consequence. */
    boolean isAssignment(int e) {
        return d.cause(e) == Causes.DECISION;
    }

    /** Whether true literal {@code lit} is a decision (it has no reason). */
    boolean isDecision(int lit) {
        int cause = d.cause(entryOf(lit));
        return Literals.negative(lit) ? cause == Causes.REFUTATION
                : cause == Causes.DECISION;
    }

    /** The conflict of the last failed propagation as true literals that cannot all hold. */
    void conflict(Explanation out) {
        int clause = d.conflictClause();
        if (clause >= 0) {
            clauses.explainFalse(d, clause, out);
            return;
        }
        int x = d.conflictCell();
        int cause = d.conflictCause();
        if (x < 0) {
            network.propagator(cause).explainFailure(d, out);
            return;
        }
        long left = d.dom[x];
        if (single(left)) {
            out.fixed(x, Long.numberOfTrailingZeros(left));
        } else {
            out.goneAll(x, all & ~left);
        }
        int end = d.trailSize();
        for (long m = left; m != 0; m &= m - 1) {
            int v = Long.numberOfTrailingZeros(m);
            if (causes.isPeer(cause)) {
                out.fixed(causes.peerOf(cause), v);
            } else {
                network.propagator(cause).explain(d, x, v, end, out);
            }
        }
    }

    /** Adds the reason of true literal {@code lit} (not a decision) to {@code out}. */
    void reasonOf(int lit, Explanation out) {
        int c = (lit >>> 7);
        int v = ((lit >>> 1) & 63);
        int e = entryOf(lit);
        int cause = d.cause(e);
        if (!Literals.negative(lit)) {
            if (cause == Causes.DECISION) {
                throw new IllegalStateException("a decision has no reason");
            }
            if (!cached(lit, e, out)) {
                int from = out.size();
                fixedReason(c, v, e, out);
                remember(lit, e, out, from);
            }
            return;
        }
        if (cause == Causes.DECISION) {
            out.fixed(c, Long.numberOfTrailingZeros(d.entryResult(e)));
        } else if (causes.isClause(cause)) {
            clauses.explain(d, causes.clauseOf(cause), c, e, out);
        } else if (causes.isPeer(cause)) {
            out.fixed(causes.peerOf(cause), v);
        } else if (causes.isPropagator(cause)) {
            propagatorReason(lit, cause, e, out);
        } else {
            throw new IllegalStateException("literal with cause " + cause + " has no reason");
        }
    }

    /**
     * The reason for removal {@code lit} made by a propagator: a peer fixed to its symbol before entry
     * {@code e}, if there is one, else the propagator's own. Worked out once per trail entry: the literal
     * stays on the trail across many conflicts, and minimising and shrinking ask again each time. The peer
     * found depends only on the entries before e, which stand as long as e does.
     */
    private void propagatorReason(int lit, int cause, int e, Explanation out) {
        if (!cached(lit, e, out)) {
            int from = out.size();
            int c = lit >>> 7;
            int v = (lit >>> 1) & 63;
            if (!fixedPeer(c, v, e, out)) {
                network.propagator(cause).explain(d, c, v, e, out);
            }
            remember(lit, e, out, from);
        }
    }

    /** Adds the reason kept for {@code lit} made true by entry {@code e}, if one is kept; false if not. */
    private boolean cached(int lit, int e, Explanation out) {
        int[] known = cachedReason[lit];
        if (known == null || cachedStamp[lit] != d.entryStamp(e)) {
            return false;
        }
        out.addAll(known, cachedSize[lit]);
        return true;
    }

    /** Keeps {@code out[from ..]} as the reason of {@code lit} while entry {@code e} stands. */
    private void remember(int lit, int e, Explanation out, int from) {
        int size = out.size() - from;
        int[] copy = cachedReason[lit];
        if (copy == null || copy.length < size) {
            copy = new int[Math.max(size, 4)];
            cachedReason[lit] = copy;
        }
        out.copyTo(from, size, copy, 0);
        cachedSize[lit] = size;
        cachedStamp[lit] = d.entryStamp(e);
    }

    /**
     * cachedReason[lit]: the reason last given for lit, its first cachedSize[lit] literals, valid while
     * cachedStamp[lit] names its entry. The arrays are reused, only ever grown.
     */
    private final int[][] cachedReason;
    private final int[] cachedSize;
    private final int[] cachedStamp;

    /**
     * The shortest reason for {@code [c=v]} fixed by entry {@code e} without an assignment: either every
     * other symbol gone from c, or v gone from every other cell of a house of c before {@code e}
     * (a hidden single, whatever actually fixed the cell).
     */
    private void fixedReason(int c, int v, int e, Explanation out) {
        long bit = 1L << v;
        int best = Long.bitCount(all & ~bit & ~d.rootGone(c));
        int[] bestHouse = null;
        for (int[] house : network.housesOf(c)) {
            int count = 0;
            for (int x : house) {
                if (x == c || (d.rootGone(x) & bit) != 0) {
                    continue;
                }
                // a house no shorter than the best so far is not taken, so its count need not be finished
                if ((d.dom[x] & bit) != 0 || d.removedAt(x, v) >= e || ++count >= best) {
                    count = Integer.MAX_VALUE;
                    break;
                }
            }
            if (count < best) {
                best = count;
                bestHouse = house;
            }
        }
        if (bestHouse == null) {
            out.goneAll(c, all & ~bit);
            return;
        }
        for (int x : bestHouse) {
            if (x != c) {
                out.gone(x, v);
            }
        }
    }

    /** A peer of c fixed to v before entry {@code e}, as the one-literal reason for {@code [c≠v]}; false if none. */
    private boolean fixedPeer(int c, int v, int e, Explanation out) {
        long bit = 1L << v;
        for (int p : network.peers(c)) {
            if (d.dom[p] == bit && d.fixedAt(p) < e) {
                out.fixed(p, v);
                return true;
            }
        }
        return false;
    }

    private static boolean single(long m) {
        return (m & (m - 1)) == 0;
    }
}
