package grid.io;

import grid.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Inputs that once broke the RMIT reader with something other than a PuzzleFormatException. */
class RmitFormatRegressionTest {

    private static TextLines lines(String text) throws PuzzleFormatException {
        return TextLines.of("k.in", text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aCageLineWithAHundredThousandCellsIsRefusedNotAStackOverflow() {
        String line = "10" + " 0,0".repeat(100_000);
        assertThatThrownBy(() -> RmitFormat.readKiller(lines("4\n1 2 3 4\n1\n" + line + "\n")))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessage("k.in:4: a cage of 100000 cells cannot hold distinct symbols; at most 4");
    }

    @Test
    void cageLinesKeepTheirShapeRules() throws Exception {
        RuleModel m = RmitFormat.readKiller(lines("4\n1 2 3 4\n2\n3  0 , 0\t0,1\n4 1,0 1 ,1\n"));
        assertThat(m.cages()).hasSize(2);
        assertThat(m.cages().get(0).cells()).containsExactly(0, 1);
        for (String bad : new String[]{"3", "3 0,0,", "3 0,0 1", "3 ,0", "3 0,0x", "x 0,0", "3 0;0", "3 0,0 0,"}) {
            assertThatThrownBy(() -> RmitFormat.readKiller(lines("4\n1 2 3 4\n1\n" + bad + "\n")))
                    .as(bad).isInstanceOf(PuzzleFormatException.class)
                    .hasMessageContaining("k.in:4: found '" + bad.strip() + "', expected a cage as 'total row,col row,col ...'");
        }
    }
}
