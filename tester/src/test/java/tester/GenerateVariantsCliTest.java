package tester;

import cli.ExitCode;
import grid.io.FPuzzlesLink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code generate fpuzzles}: the JSON and its link on standard output (or the JSON in the {@code --out}
 * file), the kinds and the givens on standard error; the puzzle read back (from the file, and from the
 * link pasted as the argument) has one solution by a solver other than the generator's; options of the
 * other types and unknown kinds are refused in one line.
 */
class GenerateVariantsCliTest {

    @TempDir
    Path dir;

    @Test
    void aGeneratedVariantReadsBackAsJsonAndAsALinkWithOneSolution() throws Exception {
        CommandLineTest.Run made = CommandLineTest.run("generate", "fpuzzles", "--kinds", "thermometer,xsum,nabner",
                "--size", "6", "--seed", "7");
        assertThat(made.code()).isEqualTo(ExitCode.SOLVED);
        List<String> lines = made.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("{\"size\":6,\"title\":\"Generated 6x6: thermometer, xsum, nabner (seed 7)\"");
        assertThat(FPuzzlesLink.json(lines.get(1))).isEqualTo(lines.get(0));
        assertThat(made.err()).startsWith("fpuzzles 6x6, seed 7: thermometer ").contains(" givens, unique (");
        Path json = dir.resolve("made.json");
        Files.writeString(json, lines.get(0));
        for (String puzzle : List.of(json.toString(), lines.get(1))) {
            CommandLineTest.Run unique = CommandLineTest.run(puzzle, "fpuzzles", "forward", "n", "--unique");
            assertThat(unique.code()).as(puzzle).isEqualTo(ExitCode.SOLVED);
            assertThat(unique.out()).as(puzzle).startsWith("Unique:");
        }
        Path out = dir.resolve("out.json");
        CommandLineTest.Run written = CommandLineTest.run("generate", "fpuzzles", "--kinds", "thermometer,xsum,nabner",
                "--size", "6", "--seed", "7", "--out", out.toString());
        assertThat(written.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(Files.readString(out).strip()).isEqualTo(lines.get(0));
        assertThat(written.out().strip()).isEqualTo(lines.get(1));
    }

    @Test
    void unknownKindsAndOptionsOfOtherTypesAreRefused() {
        CommandLineTest.Run kind = CommandLineTest.run("generate", "fpuzzles", "--kinds", "thermo");
        assertThat(kind.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(kind.err()).contains("--kinds: no kind 'thermo'; the kinds are thermometer, slowthermometer");
        CommandLineTest.Run cage = CommandLineTest.run("generate", "fpuzzles", "--cage", "4");
        assertThat(cage.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(cage.err()).contains("apply to sudoku, killer, kropki and futoshiki, not fpuzzles");
        CommandLineTest.Run size = CommandLineTest.run("generate", "fpuzzles", "--size", "17");
        assertThat(size.err()).contains("--size for fpuzzles is 4 to 16, not 17");
        CommandLineTest.Run kinds = CommandLineTest.run("generate", "sudoku", "--kinds", "arrow");
        assertThat(kinds.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(kinds.err()).contains("--kinds applies to fpuzzles");
    }
}
