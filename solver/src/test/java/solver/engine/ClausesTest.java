package solver.engine;

import org.junit.jupiter.api.Test;
import solver.engine.core.Domains;
import solver.engine.core.Literals;
import solver.engine.core.Network;
import solver.engine.core.Propagator;
import solver.engine.learning.Clauses;

import static org.assertj.core.api.Assertions.assertThat;

/** {@link Clauses} on hand-made domains: literals, watches, unit propagation, conflicts, undo and reduction. */
class ClausesTest {

    private static final int N = 4;

    private static long bits(int... symbols) {
        long m = 0;
        for (int s : symbols) {
            m |= 1L << s;
        }
        return m;
    }

    /** A 4x4 board with no peers and no propagators: only clauses act. */
    private static Domains domains() {
        return new Domains(new Network(N, new Propagator[0], new int[N * N][0]), true);
    }

    @Test
    void literalsSayWhetherACellHoldsOrLacksASymbol() {
        Clauses store = new Clauses(N, N * N);
        Domains d = domains();
        d.give(3, 2);
        assertThat(store.isTrue(d.dom, Literals.eq(3, 2))).isTrue();
        assertThat(store.isFalse(d.dom, Literals.neq(3, 2))).isTrue();
        assertThat(store.isFalse(d.dom, Literals.eq(3, 1))).isTrue();
        assertThat(store.isTrue(d.dom, Literals.neq(3, 1))).isTrue();
        assertThat(store.isTrue(d.dom, Literals.eq(4, 1)) || store.isFalse(d.dom, Literals.eq(4, 1))).isFalse();
        assertThat(store.cellOf(Literals.neq(13, 3))).isEqualTo(13);
        assertThat(store.symbolOf(Literals.neq(13, 3))).isEqualTo(3);
        assertThat(Literals.not(Literals.eq(5, 1))).isEqualTo(Literals.neq(5, 1));
    }

    /**
     * The learned clause [c5=3] or [c0≠1], with c0=1 decided on level 1 and c5=2 on level 2, asserts
     * [c5=3] once the search is back on level 1, with the clause as the cause.
     */
    @Test
    void aLearnedClauseAssertsItsFirstLiteralAfterTheUndo() {
        Clauses store = new Clauses(N, N * N);
        Domains d = domains();
        d.useClauses(store.watches());
        assertThat(d.decide(0, 1) && d.propagate()).isTrue();
        assertThat(d.decide(5, 2) && d.propagate()).isTrue();
        int[] learnt = {Literals.eq(5, 3), Literals.neq(0, 1)};
        assertThat(store.prepare(learnt, 2, 2, d)).isEqualTo(1);
        assertThat(store.preparedGlue()).isEqualTo(2);
        d.backjump(1);
        assertThat(store.storePrepared(d, true)).isTrue();
        assertThat(d.dom[5]).isEqualTo(bits(3));
        assertThat(d.causes().isClause(d.cause(d.fixedAt(5)))).isTrue();
        assertThat(d.entryLevel(d.fixedAt(5))).isEqualTo(1);
        assertThat(store.size()).isEqualTo(1);
    }

    /** A learned clause on one cell, [c2=1] or [c2=2], is a level-0 fact and is not stored. */
    @Test
    void aClauseOnOneCellBecomesALevelZeroFact() {
        Clauses store = new Clauses(N, N * N);
        Domains d = domains();
        d.useClauses(store.watches());
        assertThat(d.decide(2, 3) && d.propagate()).isTrue();
        assertThat(store.prepare(new int[]{Literals.eq(2, 1), Literals.eq(2, 2)}, 2, 1, d)).isZero();
        d.backjump(0);
        assertThat(store.storePrepared(d, true)).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(1, 2));
        assertThat(d.entryLevel(d.removedAt(2, 0))).isZero();
        assertThat(store.size()).isZero();
    }

    /** [c0≠1] or [c1≠1] or [c2≠1]: fixing two of them to 1 removes 1 from the third. */
    @Test
    void watchesFireWhenLiteralsBecomeFalseAndSurviveUndo() {
        Clauses store = new Clauses(N, N * N);
        Domains d = domains();
        d.useClauses(store.watches());
        int[] nogood = {Literals.neq(0, 1), Literals.neq(1, 1), Literals.neq(2, 1)};
        store.addLearnt(nogood, 3, 3, d);
        assertThat(store.size()).isEqualTo(1);
        int mark = d.mark();
        assertThat(d.decide(0, 1) && d.propagate()).isTrue();
        assertThat(d.decide(1, 1) && d.propagate()).isTrue();
        assertThat(d.dom[2]).isEqualTo(bits(0, 2, 3));
        d.undo(mark);
        assertThat(d.dom[2]).isEqualTo(bits(0, 1, 2, 3));
        assertThat(d.decide(2, 1) && d.propagate()).isTrue();
        assertThat(d.decide(1, 1) && d.propagate()).isTrue();
        assertThat(d.dom[0]).isEqualTo(bits(0, 2, 3));
    }

    /** [c0=0] or [c1=0]: removing 0 from c0 fixes c1 to 0, and the fixing names the clause as its cause. */
    @Test
    void aUnitClauseNarrowsItsCell() {
        Clauses store = new Clauses(N, N * N);
        Domains d = domains();
        d.useClauses(store.watches());
        store.addLearnt(new int[]{Literals.eq(0, 0), Literals.eq(1, 0)}, 2, 2, d);
        assertThat(d.refute(0, 0) && d.propagate()).isTrue();
        assertThat(d.dom[1]).isEqualTo(bits(0));
        int e = d.fixedAt(1);
        assertThat(d.causes().isClause(d.cause(e))).isTrue();
        assertThat(d.entryLevel(e)).isEqualTo(1);
    }

    @Test
    void aFalsifiedClauseIsTheConflict() {
        Clauses store = new Clauses(N, N * N);
        Domains d = domains();
        d.useClauses(store.watches());
        store.addLearnt(new int[]{Literals.eq(0, 0), Literals.eq(1, 0)}, 2, 2, d);
        d.decide(1, 2);
        assertThat(d.propagate()).isTrue();
        assertThat(d.dom[0]).isEqualTo(bits(0));
        d.undo(0);
        assertThat(d.decide(0, 3) && d.decide(1, 3)).isTrue();
        assertThat(d.propagate()).isFalse();
        assertThat(d.conflictClause()).isGreaterThanOrEqualTo(0);
    }

    @Test
    void reductionKeepsGlueClausesAndReasonsAndHalvesTheRest() {
        Clauses store = new Clauses(N, N * N);
        Domains d = domains();
        d.useClauses(store.watches());
        for (int i = 0; i < 8; i++) {
            int[] lits = {Literals.eq(i, 0), Literals.eq(i + 1, 1), Literals.eq(i + 2, 2)};
            store.addLearnt(lits, 3, i < 2 ? Clauses.GLUE : 5, d);
        }
        assertThat(store.size()).isEqualTo(8);
        store.reduce(d);
        assertThat(store.size()).isEqualTo(5);
        assertThat(store.cells(0)).isNotNull();
        assertThat(store.cells(1)).isNotNull();
    }

    /** [c0=1] or [c0=2] or [c1≠3] is stored as two set literals, c0 in {1,2} and c1 in {0,1,2}. */
    @Test
    void literalsOnOneCellMergeIntoOneSetLiteral() {
        Clauses store = new Clauses(N, N * N);
        int id = store.addLearnt(new int[]{Literals.eq(0, 1), Literals.neq(1, 3), Literals.eq(0, 2)}, 3, 5, domains());
        assertThat(store.cells(id)).containsExactly(0, 1);
        assertThat(store.masks(id)).containsExactly(bits(1, 2), bits(0, 1, 2));
    }

    /** [c0 in {1,2}] or [c1=3]: removing 1 from c0 leaves the literal open; removing 2 as well fixes c1. */
    @Test
    void aSetLiteralIsFalseOnlyWhenItsLastSymbolIsGone() {
        Clauses store = new Clauses(N, N * N);
        Domains d = domains();
        d.useClauses(store.watches());
        store.addLearnt(new int[]{Literals.eq(0, 1), Literals.eq(0, 2), Literals.eq(1, 3)}, 3, 2, d);
        assertThat(d.refute(0, 1) && d.propagate()).isTrue();
        assertThat(d.dom[1]).isEqualTo(bits(0, 1, 2, 3));
        assertThat(d.refute(0, 2) && d.propagate()).isTrue();
        assertThat(d.dom[1]).isEqualTo(bits(3));
        assertThat(d.causes().isClause(d.cause(d.fixedAt(1)))).isTrue();
    }
}
