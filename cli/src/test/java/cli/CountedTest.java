package cli;

import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import solver.generate.Generator;

import static org.assertj.core.api.Assertions.assertThat;

/** Counts in messages take their noun in the right number: "1 dot", "2 dots", "0 searches". */
class CountedTest {

    @Test
    void oneIsSingularEveryOtherCountPlural() {
        assertThat(Counted.of(1, "dot")).isEqualTo("1 dot");
        assertThat(Counted.of(2, "dot")).isEqualTo("2 dots");
        assertThat(Counted.of(0, "sign")).isEqualTo("0 signs");
        assertThat(Counted.of(1, "open cell")).isEqualTo("1 open cell");
        assertThat(Counted.of(14, "open cell")).isEqualTo("14 open cells");
    }

    @Test
    void nounsEndingInAHissTakeEs() {
        assertThat(Counted.of(1, "search")).isEqualTo("1 search");
        assertThat(Counted.of(3, "search")).isEqualTo("3 searches");
        assertThat(Counted.of(2, "box")).isEqualTo("2 boxes");
        assertThat(Counted.of(2, "pass")).isEqualTo("2 passes");
        assertThat(Counted.of(2, "mesh")).isEqualTo("2 meshes");
    }

    @Test
    void aGeneratedPuzzlesNoteSaysOneDotAndOneGiven() {
        int[] givens = new int[16];
        java.util.Arrays.fill(givens, -1);
        givens[0] = 0;
        RuleModel oneDot = RuleModel.builder("kropki", new int[]{1, 2, 3, 4}).latinSquare()
                .relation(new Relation(1, 2, RelationKind.DIFFERENCE, 1)).givens(givens).build();
        String note = GeneratedPuzzles.note("kropki", 4, 7, new Generator.Generated(oneDot, new int[16], 1, true), 2.5);
        assertThat(note).isEqualTo("kropki 4x4, seed 7: 1 given, 1 dot, unique (2.5 ms)");
    }
}
