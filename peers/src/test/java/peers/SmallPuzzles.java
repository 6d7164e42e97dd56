package peers;

import grid.io.OneLineFormat;
import grid.io.PuzzleFormatException;
import grid.io.RmitFormat;
import grid.io.TextLines;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.nio.charset.StandardCharsets;

/** Small puzzles of every rule kind, written here so the tests need no files. */
final class SmallPuzzles {

    private SmallPuzzles() {
    }

    /** A 4x4 Sudoku with one solution. */
    static RuleModel sudoku4() throws PuzzleFormatException {
        return OneLineFormat.parse("1.....2..3.....4", "sudoku4", 1);
    }

    /** The empty 4x4 Sudoku: 288 solutions. */
    static RuleModel empty4() {
        return OneLineFormat.rules(4);
    }

    /** A 9x9 Sudoku with one solution. */
    static RuleModel sudoku9() throws PuzzleFormatException {
        return OneLineFormat.parse(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79", "sudoku9", 1);
    }

    /** Row 0 of a 4x4 Sudoku given twice as 1: no solution. */
    static RuleModel clash4() throws PuzzleFormatException {
        return OneLineFormat.parse("11..............", "clash4", 1);
    }

    /** A 4x4 killer of eight two-cell cages and no givens (several solutions), in the RMIT format. */
    static RuleModel killer4() throws PuzzleFormatException {
        String text = """
                4
                1 2 3 4
                8
                3 0,0 0,1
                7 0,2 0,3
                7 1,0 1,1
                3 1,2 1,3
                3 2,0 2,1
                7 2,2 2,3
                7 3,0 3,1
                3 3,2 3,3
                """;
        return RmitFormat.readKiller(TextLines.of("killer4", text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * A 4x4 Latin square (no boxes) on the values 2, 4, 6, 8 whose first row increases (a Futoshiki chain)
     * and whose cells (1,0), (2,0) differ by exactly 2 and (3,3), (2,3) differ by at least 4: the value-based
     * relations are read on values, not indices.
     */
    static RuleModel relations4() {
        int[] values = {2, 4, 6, 8};
        RuleModel.Builder b = RuleModel.builder("relations", values).latinSquare();
        for (int c = 0; c < 3; c++) {
            b.relation(new Relation(c, c + 1, RelationKind.LESS_THAN, 0));
        }
        b.relation(new Relation(4, 8, RelationKind.DIFFERENCE, 2));
        b.relation(new Relation(15, 11, RelationKind.MIN_DIFFERENCE, 4));
        return b.build();
    }
}
