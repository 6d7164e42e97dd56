package solver.csp;

import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.rules.CompiledRules;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The parts of the textbook search on small hand-made networks: the constraint network itself, the
 * degree heuristic, forward checking and AC-3, each checked against domains worked out by hand.
 * Symbols are 1..3 unless said otherwise, so symbol index i is the value i+1 and bit i in a domain.
 */
class ConstraintGraphTest {

    private static final int[] ONE_TO_THREE = {1, 2, 3};

    /** A 3x3 board: row 0 all different, cell 4 joined by "less than" to its four orthogonal neighbours. */
    private static RuleModel cross() {
        return RuleModel.builder("test", ONE_TO_THREE)
                .group(new Group(Group.Kind.ROW, 0, new int[]{0, 1, 2}))
                .relation(new Relation(1, 4, RelationKind.LESS_THAN, 0))
                .relation(new Relation(3, 4, RelationKind.LESS_THAN, 0))
                .relation(new Relation(4, 5, RelationKind.DIFFERENCE, 1))
                .relation(new Relation(4, 7, RelationKind.DIFFERENCE, 1))
                .relation(new Relation(0, 1, RelationKind.LESS_THAN, 0))
                .build();
    }

    private static long bits(int... indices) {
        long m = 0;
        for (int i : indices) {
            m |= 1L << i;
        }
        return m;
    }

    private static int position(ConstraintGraph net, int c, int other) {
        for (int k = 0; k < net.degree(c); k++) {
            if (net.neighbour(c, k) == other) {
                return k;
            }
        }
        throw new AssertionError(other + " is not a neighbour of " + c);
    }

    @Test
    void networkMergesTheRulesOfOnePairIntoOneArcAndCountsThem() {
        ConstraintGraph net = new ConstraintGraph(CompiledRules.of(cross()));
        assertThat(net.degree(0)).isEqualTo(2);
        assertThat(net.degree(4)).isEqualTo(4);
        assertThat(net.degree(8)).isZero();
        int k01 = position(net, 0, 1);
        assertThat(net.weight(0, k01)).isEqualTo(2);
        assertThat(net.isNotEqual(0, k01)).isFalse();
        assertThat(net.support(0, k01)[0]).isEqualTo(bits(1, 2));
        assertThat(net.support(0, k01)[2]).isZero();
        int k02 = position(net, 0, 2);
        assertThat(net.weight(0, k02)).isEqualTo(1);
        assertThat(net.isNotEqual(0, k02)).isTrue();
        int k41 = position(net, 4, 1);
        assertThat(net.support(4, k41)[2]).as("4 = 3 allows 1 = 1 or 2").isEqualTo(bits(0, 1));
        assertThat(net.neighbour(1, net.reverse(4, k41))).isEqualTo(4);
        assertThat(net.arcCount()).as("7 joined pairs, two arcs each").isEqualTo(14);
    }

    @Test
    void degreeHeuristicPrefersTheCellWithMostConstraintsOnUnassignedCells() {
        ConstraintGraph net = new ConstraintGraph(CompiledRules.of(cross()));
        CspState s = new CspState(net);
        assertThat(MrvDegree.degree(s, 4)).isEqualTo(4);
        assertThat(MrvDegree.degree(s, 1)).as("row twice, 0<1 once more, 1<4").isEqualTo(4);
        assertThat(MrvDegree.degree(s, 0)).isEqualTo(3);
        assertThat(new Mrv().select(s)).as("all tie at 3 values: first cell").isZero();
        assertThat(new MrvDegree().select(s)).as("1 and 4 tie at degree 4: the first of them").isEqualTo(1);
        s.assign(5, 1);
        assertThat(MrvDegree.degree(s, 4)).isEqualTo(3);
        assertThat(MrvDegree.degree(s, 1)).isEqualTo(4);
        assertThat(new MrvDegree().select(s)).as("4 = 1 or 3 next to 5 = 2: two legal values").isEqualTo(4);
        assertThat(s.legal(4)).isEqualTo(bits(0, 2));
    }

    @Test
    void firstEmptyTakesRowMajorOrder() {
        CspState s = new CspState(new ConstraintGraph(CompiledRules.of(cross())));
        s.assign(0, 0);
        s.assign(1, 1);
        assertThat(new FirstEmpty().select(s)).isEqualTo(2);
    }

    @Test
    void forwardCheckingPrunesTheNeighboursOfAnAssignment() {
        RuleModel sudoku = RuleModel.sudoku(new int[]{1, 2, 3, 4});
        ConstraintGraph net = new ConstraintGraph(CompiledRules.of(sudoku));
        CspState s = new CspState(net);
        s.assign(0, 0);
        assertThat(new ForwardChecking().infer(s, 0)).isTrue();
        long withoutOne = bits(1, 2, 3);
        for (int c : new int[]{1, 2, 3, 4, 8, 12, 5}) {
            assertThat(s.domain(c)).as("cell %d sees cell 0", c).isEqualTo(withoutOne);
        }
        for (int c : new int[]{6, 7, 9, 10, 11, 13, 14, 15}) {
            assertThat(s.domain(c)).as("cell %d does not see cell 0", c).isEqualTo(net.fullDomain());
        }
        assertThat(s.prunings()).as("1 from each of 7 neighbours; the assignment itself is no pruning").isEqualTo(7);
    }

    @Test
    void forwardCheckingFailsWhenANeighbourIsWipedOutAndTheTrailUndoesIt() {
        ConstraintGraph net = new ConstraintGraph(CompiledRules.of(RuleModel.sudoku(new int[]{1, 2, 3, 4})));
        CspState s = new CspState(net);
        s.restrict(5, bits(0));
        int mark = s.mark();
        s.assign(0, 0);
        assertThat(new ForwardChecking().infer(s, 0)).isFalse();
        s.unassign(0);
        s.undo(mark);
        assertThat(s.domain(0)).isEqualTo(net.fullDomain());
        assertThat(s.domain(5)).isEqualTo(bits(0));
        assertThat(s.domain(1)).isEqualTo(net.fullDomain());
    }

    @Test
    void ac3MakesAChainOfInequalitiesArcConsistent() {
        RuleModel chain = RuleModel.builder("test", ONE_TO_THREE)
                .relation(new Relation(0, 1, RelationKind.LESS_THAN, 0))
                .relation(new Relation(1, 2, RelationKind.LESS_THAN, 0))
                .relation(new Relation(3, 4, RelationKind.LESS_THAN, 0))
                .build();
        ConstraintGraph net = new ConstraintGraph(CompiledRules.of(chain));
        CspState s = new CspState(net);
        assertThat(new Ac3(net).initial(s)).isTrue();
        assertThat(s.domain(0)).isEqualTo(bits(0));
        assertThat(s.domain(1)).isEqualTo(bits(1));
        assertThat(s.domain(2)).isEqualTo(bits(2));
        assertThat(s.domain(3)).as("3 < 4 leaves 3 in {1, 2}").isEqualTo(bits(0, 1));
        assertThat(s.domain(4)).isEqualTo(bits(1, 2));
        assertThat(s.domain(5)).isEqualTo(net.fullDomain());
    }

    @Test
    void ac3PropagatesDifferThroughAGroup() {
        RuleModel row = RuleModel.builder("test", ONE_TO_THREE)
                .group(new Group(Group.Kind.ROW, 0, new int[]{0, 1, 2}))
                .build();
        ConstraintGraph net = new ConstraintGraph(CompiledRules.of(row));
        CspState s = new CspState(net);
        s.restrict(0, bits(0));
        s.restrict(1, bits(0, 1));
        assertThat(new Ac3(net).initial(s)).isTrue();
        assertThat(s.domain(1)).isEqualTo(bits(1));
        assertThat(s.domain(2)).isEqualTo(bits(2));
    }

    @Test
    void ac3DetectsAWipeOut() {
        RuleModel contradiction = RuleModel.builder("test", ONE_TO_THREE)
                .relation(new Relation(0, 1, RelationKind.LESS_THAN, 0))
                .relation(new Relation(1, 2, RelationKind.LESS_THAN, 0))
                .relation(new Relation(2, 0, RelationKind.LESS_THAN, 0))
                .build();
        ConstraintGraph net = new ConstraintGraph(CompiledRules.of(contradiction));
        assertThat(new Ac3(net).initial(new CspState(net))).isFalse();
        Ac3Report report = Ac3Alone.run(contradiction);
        assertThat(report.consistent()).isFalse();
        assertThat(report.describe()).startsWith("AC-3 alone proved there is no solution");
    }

    @Test
    void macAfterAnAssignmentReachesBeyondTheNeighbours() {
        RuleModel chain = RuleModel.builder("test", new int[]{1, 2, 3, 4})
                .relation(new Relation(0, 1, RelationKind.DIFFERENCE, 1))
                .relation(new Relation(1, 2, RelationKind.DIFFERENCE, 1))
                .build();
        ConstraintGraph net = new ConstraintGraph(CompiledRules.of(chain));
        CspState s = new CspState(net);
        Ac3 ac3 = new Ac3(net);
        assertThat(ac3.initial(s)).isTrue();
        s.assign(0, 0);
        assertThat(ac3.infer(s, 0)).isTrue();
        assertThat(s.domain(1)).as("|x - 1| = 1").isEqualTo(bits(1));
        assertThat(s.domain(2)).as("two steps away: 1 or 3").isEqualTo(bits(0, 2));
        CspState fc = new CspState(net);
        fc.assign(0, 0);
        assertThat(new ForwardChecking().infer(fc, 0)).isTrue();
        assertThat(fc.domain(2)).as("forward checking stops at the neighbours").isEqualTo(net.fullDomain());
    }

    @Test
    void cagesAreCheckedWhenACellIsAssigned() {
        RuleModel killer = RuleModel.builder("killer", new int[]{1, 2, 3, 4})
                .cage(new grid.model.Cage(new int[]{0, 1}, 3))
                .build();
        CspState s = new CspState(new ConstraintGraph(CompiledRules.of(killer)));
        assertThat(s.legal(0)).as("1 + 2 = 3 only").isEqualTo(bits(0, 1));
        s.assign(0, 0);
        assertThat(s.consistent(1, 1)).isTrue();
        assertThat(s.consistent(1, 2)).isFalse();
    }

    @Test
    void cageValuesComeFromSetsThatCompleteTheTotal() {
        RuleModel killer = RuleModel.builder("killer", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9})
                .cage(new grid.model.Cage(new int[]{0, 1, 2}, 23))
                .build();
        CspState s = new CspState(new ConstraintGraph(CompiledRules.of(killer)));
        assertThat(s.cageValues(0)).as("23 = 6 + 8 + 9 only").isEqualTo(bits(5, 7, 8));
        assertThat(s.legal(1)).isEqualTo(bits(5, 7, 8));
        assertThat(s.consistent(0, 6)).as("7 is in no such set").isFalse();
        s.restrict(2, bits(5, 6));
        assertThat(s.narrowCageCells(0)).as("all three shrink").isEqualTo(3);
        assertThat(s.domain(2)).as("7 is in no set").isEqualTo(bits(5));
        assertThat(s.domain(0)).as("no matching: 6 stays until the differ arc with cell 2 removes it")
                .isEqualTo(bits(5, 7, 8));
        assertThat(s.domain(1)).isEqualTo(bits(5, 7, 8));
        CspState mac = new CspState(new ConstraintGraph(CompiledRules.of(killer)));
        mac.restrict(2, bits(5, 6));
        assertThat(new Ac3(mac.graph()).initial(mac)).isTrue();
        assertThat(mac.domain(0)).as("MAC: cage and arcs together").isEqualTo(bits(7, 8));
        s.assign(0, 8);
        assertThat(s.cageValues(0)).as("14 left for two cells: 6 + 8").isEqualTo(bits(5, 7));
        s.unassign(0);
        assertThat(s.cageValues(0)).isEqualTo(bits(5, 7, 8));
    }
}
