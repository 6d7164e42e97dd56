package tester;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The command line on the f-puzzles kinds: a published puzzle of a new kind is solved and its answer
 * valid; a damaged entry of each kind is refused with exit 2 and one line naming the file, the JSON
 * line and what is wrong; a side f-puzzles cannot hold makes {@code --url} refuse up front.
 */
class FPuzzlesKindsCliTest {

    @TempDir
    Path dir;

    @Test
    void publishedPuzzlesOfTheNewKindsAreSolved() {
        for (String stem : new String[]{"arrow-triple-threat", "sandwich-sandwich-sudoku", "renban-159",
            "quadruple-quadiagonal", "whispers-gw-test-1-6x6", "irregular-piggly-wiggly-6x6", "entropic-entropic-lines-101",
            "skyscraper-renban-skyscrapers-ctc-400k", "indexer-one-to-six-inclusive-6x6"}) {
            CommandLineTest.Run r = CommandLineTest.run(Path.of("..", "puzzles", "fpuzzles", stem + ".json").toString(),
                    "fpuzzles", "advanced", "n");
            assertThat(r.code()).as(stem).isEqualTo(ExitCode.SOLVED);
            assertThat(r.out()).as(stem).contains("Valid solution.");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "xv value|\"xv\": [{\"cells\": [\"R1C1\", \"R1C2\"], \"value\": \"Y\"}]|xv mark 1 has the value \"Y\"; expected \"X\" or \"V\"",
        "arrow without lines|\"arrow\": [{\"cells\": [\"R1C1\"]}]|arrow 1 \"lines\" is null; expected a JSON array",
        "arrow circle of four|\"arrow\": [{\"cells\": [\"R1C1\", \"R1C2\", \"R1C3\", \"R1C4\"], \"lines\": [[\"R1C1\", \"R2C1\"]]}]|arrow 1 has a circle of 4 cells; expected 1 to 3",
        "little killer off the diagonal|\"littlekillersum\": [{\"cell\": \"R0C1\", \"cells\": [\"R1C1\", \"R2C1\"], \"value\": \"3\"}]|little killer 1: R1C1, R2C1 is not a diagonal",
        "sandwich inside the grid|\"sandwichsum\": [{\"cell\": \"R3C3\", \"value\": \"3\"}]|sandwich clue 1 is at R3C3; expected a cell just outside a row or column",
        "sandwich total|\"sandwichsum\": [{\"cell\": \"R0C3\", \"value\": \"x\"}]|sandwich clue 1 value is \"x\"; expected a whole number",
        "renban too long|\"renban\": [{\"lines\": [[\"R1C1\", \"R1C2\", \"R1C3\", \"R1C4\", \"R1C5\", \"R1C6\", \"R1C7\", \"R1C8\", \"R1C9\", \"R2C9\"]]}]|renban line 1 has 10 cells; distinct digits allow at most 9",
        "quadruple digit|\"quadruple\": [{\"cells\": [\"R1C1\", \"R1C2\", \"R2C1\", \"R2C2\"], \"values\": [0]}]|quadruple 1 lists 0; expected 1..9",
        "odd cell name|\"odd\": [{\"cell\": \"A1\"}]|odd 1: found the cell \"A1\"; expected a name like \"R1C1\"",
        "whispers gap|\"whispers\": [{\"lines\": [[\"R1C1\", \"R1C2\"]], \"value\": \"9\"}]|whispers 1 has the difference 9; expected 1..8",
        "unsupported kind|\"clock\": [{\"cell\": \"R1C1\", \"value\": \"5\"}]|f-puzzles constraint clock is not supported",
        "x-sum clue count|\"xsum\": [{\"cell\": \"R0C1\", \"value\": \"99\"}]|x-sum clue 1 has the sum 99; expected 1..45",
    })
    void aDamagedEntryIsRefusedInOneLineWithExitTwo(String what, String entry, String message) throws Exception {
        Path file = dir.resolve("p.json");
        Files.writeString(file, "{\"size\": 9,\n" + entry + "}\n");
        CommandLineTest.Run r = CommandLineTest.run(file.toString(), "fpuzzles", "advanced", "n");
        assertThat(r.code()).as(what).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines()).as(what).hasSize(1);
        assertThat(r.err()).as(what).startsWith("error: " + file + ":2: ").contains(message);
        assertThat(r.out()).as(what).isEmpty();
    }

    @Test
    void urlRefusesASideFPuzzlesDoesNotHave() throws Exception {
        Path file = dir.resolve("p25.in");
        Files.writeString(file, ".".repeat(625) + "\n");
        CommandLineTest.Run r = CommandLineTest.run(file.toString(), "sudoku", "advanced", "n", "--url");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("--url: f-puzzles takes sides 4 to 16, not 25");
    }
}
