package tester.reliability;

import grid.RuleGrid;
import grid.io.PuzzleFormatException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;
import solver.catalog.Registry;

import java.io.FileNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fuzzes every reader with damaged copies of valid files ({@link ValidFiles} + {@link Mutator}). Property:
 * reading either succeeds with a model that keeps its invariants ({@link ModelInvariants}) and can be
 * printed, or fails with a {@link PuzzleFormatException} / {@link FileNotFoundException} whose message is one
 * line naming the file. Any other exception or error fails the try. Seeds are fixed: base seed 20261122
 * plus the format's position in {@link ValidFiles#TYPES}.
 */
class ParserFuzzTest {

    static final long SEED = 20261122L;
    static final int TRIES = 1000;
    static final int SLOW_TRIES = 50_000;
    static final List<String> TYPES = ValidFiles.TYPES;

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}: 1000 damaged files, seed 20261122+index")
    @FieldSource("TYPES")
    void damagedFilesAreReadOrRefusedWithOneLine(String type) {
        fuzz(type, TRIES);
    }

    /** The fuzzer starts from valid files: every undamaged sample must be read. */
    @ParameterizedTest(name = "{0}: 50 undamaged samples are read")
    @FieldSource("TYPES")
    void theUndamagedSamplesAreValid(String type) {
        Path file = dir.resolve("valid-" + type + ".txt");
        Trials.run("reading valid " + type + " files", SEED, 50, random -> {
            byte[] bytes = ValidFiles.of(type, random).bytes();
            Files.write(file, bytes);
            RuleGrid grid = Registry.type(type).orElseThrow().grid().get();
            try {
                grid.initGrid(file.toString());
            } catch (PuzzleFormatException e) {
                throw new AssertionError(e.getMessage() + "\ninput: " + Escape.text(bytes), e);
            }
            ModelInvariants.check(grid.rules());
        });
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}: 50,000 damaged files, seed 20261122+index")
    @FieldSource("TYPES")
    void damagedFilesAreReadOrRefusedWithOneLineLongRun(String type) {
        fuzz(type, SLOW_TRIES);
    }

    private void fuzz(String type, int tries) {
        Path file = dir.resolve("puzzle-" + type + ".txt");
        Trials.run("reading damaged " + type + " files", SEED + TYPES.indexOf(type), tries,
                random -> readOrRefuse(type, file, damaged(type, random)));
    }

    static byte[] damaged(String type, Random random) {
        ValidFiles.Sample sample = ValidFiles.of(type, random);
        return random.nextInt(10) == 0 ? sample.bytes() : Mutator.mutate(sample.bytes(), 4, random);
    }

    private static void readOrRefuse(String type, Path file, byte[] bytes) throws Exception {
        Files.write(file, bytes);
        RuleGrid grid = Registry.type(type).orElseThrow().grid().get();
        try {
            grid.initGrid(file.toString());
        } catch (PuzzleFormatException | FileNotFoundException e) {
            assertOneLineNaming(e.getMessage(), file.toString(), bytes);
            return;
        }
        try {
            ModelInvariants.check(grid.rules());
            assertThat(grid.toString()).isNotEmpty();
            assertThat(grid.outputText()).isNotEmpty();
        } catch (AssertionError e) {
            throw new AssertionError("read, but " + e.getMessage() + "\ninput: " + Escape.text(bytes), e);
        }
    }

    static void assertOneLineNaming(String message, String file, byte[] input) {
        assertThat(message).as("message for input %s", Escape.text(input)).startsWith(file + ":");
        for (int i = 0; i < message.length(); i++) {
            char ch = message.charAt(i);
            boolean control = Character.isISOControl(ch) || ch == '\u2028' || ch == '\u2029';
            assertThat(control).as("control character U+%04X in the message '%s' for input %s", (int) ch,
                    Escape.text(message.getBytes(java.nio.charset.StandardCharsets.UTF_8)), Escape.text(input)).isFalse();
        }
    }
}
