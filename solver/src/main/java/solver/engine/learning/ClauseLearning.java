package solver.engine.learning;

import solver.engine.core.Domains;
import solver.engine.core.Literals;
import solver.engine.search.Learning;

import java.util.ArrayList;
import java.util.List;

/**
 * Conflict-driven clause learning as the search loop's {@link Learning} strategy (lazy clause
 * generation, as in Ohrimenko, Stuckey and Codish's "Propagation via lazy clause generation", on bitmask
 * domains). At a failure, {@link ConflictAnalysis} derives a learned clause; the search jumps back to the
 * level where that clause becomes unit (past every decision that played no part) and the clause forces
 * its literal there, so a failure is never repeated and a decision that did not matter is not undone and
 * redone. Learned clauses are pruned by the {@link ClauseDeletion} policy every few thousand conflicts.
 * For more than one solution, each one found is excluded by a clause of its decisions' negations (a
 * blocking clause), so counts stay exact: the learned clauses follow from the rules and the blocking
 * clauses, which exclude only solutions already reported.
 *
 * <p>In a portfolio the workers share what they learn through a {@link ClauseExchange}: the glue clauses
 * this search learns ({@link Clauses#GLUE} levels or fewer, and at most {@link #SHARED_SIZE} set literals)
 * are published, and the others' are taken in at every restart. One per search; not thread-safe.
 */
public final class ClauseLearning implements Learning {

    /** Longest learned clause, in set literals, handed to the other workers. */
    public static final int SHARED_SIZE = 12;

    private final Clauses clauses;
    private final ConflictAnalysis analysis;
    /** Where short learned clauses go to and come from the other workers of a portfolio, or null. */
    private ClauseExchange exchange;
    private int worker;
    /** How far this search has read {@link #exchange}. */
    private int taken;
    /** Whether a blocking clause was added: clauses learned since may rest on it, so none is shared. */
    private boolean blocked;
    /** Whether the prepared clause is a learned one (else a blocking clause). */
    private boolean learnt;
    private long reduceAt;
    private int reductions;
    private final List<long[]> incoming = new ArrayList<>();

    /** Learning over {@code d} with {@link ClauseDeletion#GLUCOSE} deletion and no vivification. */
    public ClauseLearning(Domains d) {
        this(d, ClauseDeletion.GLUCOSE, Vivification.OFF);
    }

    /**
     * Learning over {@code d}, which must keep explanations; its learned clauses join its propagation, are
     * deleted as {@code deletion} says and vivified at restarts as {@code vivification} says ({@link Vivifier}).
     */
    public ClauseLearning(Domains d, ClauseDeletion deletion, Vivification vivification) {
        if (!d.explaining()) {
            throw new IllegalArgumentException("learning needs domains that keep explanations");
        }
        this.clauses = new Clauses(d.network().n, d.network().cellCount, deletion, vivification);
        this.reduceAt = deletion.first();
        this.analysis = new ConflictAnalysis(d, clauses);
        d.useClauses(clauses.watches());
    }

    /**
     * Shares learned clauses with the other workers of a portfolio through {@code shared} (null: none), as
     * worker {@code number}. Call before the search runs.
     */
    public ClauseLearning sharingWith(ClauseExchange shared, int number) {
        this.exchange = shared;
        this.worker = number;
        return this;
    }

    /**
     * Learning that shrinks its clauses after minimising them or not ({@link ClauseMinimiser#shrink}); call
     * before the search runs.
     */
    public ClauseLearning shrinking(boolean on) {
        analysis.shrinking(on);
        return this;
    }

    /** The analysis, to observe it (tests). */
    public ConflictAnalysis analysis() {
        return analysis;
    }

    /** The clause store (tests read the learned clauses). */
    public Clauses clauses() {
        return clauses;
    }

    @Override
    public int conflict(Domains d) {
        if (!analysis.analyze()) {
            return -1;
        }
        clauses.decay();
        int level = clauses.prepare(analysis.learnt(), analysis.learntSize(), analysis.conflictLevel(), d);
        learnt = true;
        ConflictCounts counts = analysis.counts();
        counts.setLiterals += clauses.preparedSize();
        counts.glue += clauses.preparedGlue();
        if (exchange != null && !blocked && clauses.preparedGlue() <= Clauses.GLUE
                && clauses.preparedSize() <= SHARED_SIZE) {
            exchange.publish(worker, clauses.preparedClause());
        }
        return level;
    }

    /** Excludes the solution by a clause of its decisions' negations; the last one's negation is then forced. */
    @Override
    public int pastSolution(Domains d) {
        int levels = d.level();
        if (levels == 0) {
            return -1;
        }
        blocked = true;
        int[] lits = new int[levels];
        for (int k = levels; k >= 1; k--) {
            lits[levels - k] = Literals.not(d.decision(k));
        }
        learnt = false;
        return clauses.prepare(lits, levels, levels, d);
    }

    @Override
    public void conclude(Domains d) {
        clauses.storePrepared(d, learnt);
    }

    @Override
    public int glue() {
        return clauses.preparedGlue();
    }

    @Override
    public int[] analysed() {
        return analysis.touchedVars();
    }

    @Override
    public int analysedCount() {
        return analysis.touchedVarCount();
    }

    @Override
    public void maintain(Domains d, long conflicts) {
        if (conflicts >= reduceAt || clauses.overFull()) {
            clauses.reduce(d);
            reduceAt = conflicts + clauses.deletion().first() + (long) clauses.deletion().step() * ++reductions;
        }
    }

    @Override
    public boolean needsRoot() {
        return exchange != null && !blocked && exchange.size() > taken;
    }

    /**
     * At level 0, takes in the clauses the other workers published since the last time, and vivifies the
     * learned clauses when a round is due (not past a solution); false when that shows that no solution
     * exists.
     */
    @Override
    public boolean restarted(Domains d, long conflicts) {
        if (blocked) {
            return true;
        }
        if (!clauses.vivify(d, conflicts)) {
            return false;
        }
        if (exchange == null) {
            return true;
        }
        incoming.clear();
        taken = exchange.takeSince(taken, worker, incoming);
        for (long[] clause : incoming) {
            if (!clauses.adopt(clause, d)) {
                return false;
            }
        }
        return true;
    }
}
