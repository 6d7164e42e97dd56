package tester.reliability;

import cli.ExitCode;
import grid.testkit.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Every file the command line writes (the answer, {@code --all}, {@code --render}, {@code --batch --out})
 * goes where the name leads: a regular file is replaced and keeps its permissions, a link is followed and
 * kept, a FIFO gets the text and stays a FIFO, {@code -} and {@code /dev/stdout} are standard output, a
 * device is written and never replaced. A device that fails ({@code /dev/full}) ends the run with one
 * line and exit 4; names that cannot be written are refused before the search with exit 2.
 */
class OutputKindsTest {

    private static final String ANSWER = "2,1,4,3\n4,3,2,1\n3,2,1,4\n1,4,3,2\n";

    @TempDir
    Path dir;

    private Path puzzle() throws IOException {
        return Files.writeString(dir.resolve("p.in"), "4\n1 2 3 4\n0,0 2\n0,1 1\n1,1 3\n1,2 2\n2,3 4\n3,0 1\n");
    }

    /** A data set of {@code n} empty 4x4 puzzles, each solved at once. */
    private Path dataSet(int n) throws IOException {
        return Files.writeString(dir.resolve("set.txt"), (".".repeat(16) + "\n").repeat(n));
    }

    private List<String> namesIn(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Every way the command line writes a file, given its name. */
    private List<Function<String, String[]>> writers() throws IOException {
        String p = puzzle().toString();
        String data = dataSet(3).toString();
        return List.of(
                out -> new String[]{p, "sudoku", "backtracking", "n", out},
                out -> new String[]{p, "sudoku", "advanced", "n", out, "--all"},
                out -> new String[]{"--batch", data, "--solver", "advanced", "--out", out},
                out -> new String[]{p, "sudoku", "advanced", "n", "--render", out});
    }

    @Test
    void anAnswerReplacesARegularFileAndKeepsItsPermissions() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs POSIX permissions");
        Path out = Files.writeString(dir.resolve("out.csv"), "old\n");
        Set<PosixFilePermission> mode = PosixFilePermissions.fromString("rw-r-----");
        Files.setPosixFilePermissions(out, mode);
        CliRun r = CliRun.of(puzzle().toString(), "sudoku", "backtracking", "n", out.toString());
        assertThat(r.code()).as(r.describe()).isZero();
        assertThat(Files.readString(out)).isEqualTo(ANSWER);
        assertThat(Files.getPosixFilePermissions(out)).isEqualTo(mode);
        assertThat(namesIn(dir)).containsExactly("out.csv", "p.in");
    }

    @Test
    void everyWriterFollowsALinkAndKeepsIt() throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        List<Function<String, String[]>> writers = writers();
        for (int i = 0; i < writers.size(); i++) {
            Function<String, String[]> writer = writers.get(i);
            String name = "run" + i + (i == 3 ? ".svg" : ".csv");
            Path target = Files.writeString(results.resolve(name), "old\n");
            Path link = Files.createSymbolicLink(dir.resolve("link-" + name), Path.of("results", name));
            CliRun r = CliRun.of(writer.apply(link.toString()));
            assertThat(r.code()).as(r.describe()).isZero();
            assertThat(Files.isSymbolicLink(link)).as(r.describe()).isTrue();
            assertThat(Files.readString(target)).as(r.describe()).isNotEqualTo("old\n").isNotEmpty();
        }
        assertThat(namesIn(results)).containsExactly("run0.csv", "run1.csv", "run2.csv", "run3.svg");
    }

    @Test
    void everyWriterFeedsAFifoAndLeavesItAFifo() throws Exception {
        List<Function<String, String[]>> writers = writers();
        for (int i = 0; i < writers.size(); i++) {
            Function<String, String[]> writer = writers.get(i);
            Path fifo = SpecialFiles.fifo(dir.resolve("pipe" + i + (i == 3 ? ".svg" : "")));
            CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
                try {
                    return Files.readString(fifo, StandardCharsets.ISO_8859_1);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            CliRun r = CliRun.of(writer.apply(fifo.toString()));
            assertThat(r.code()).as(r.describe()).isZero();
            assertThat(reader.get(60, TimeUnit.SECONDS)).as(r.describe()).isNotEmpty();
            assertThat(SpecialFiles.type(fifo)).isEqualTo("fifo");
        }
    }

    @Test
    void aFifoWhoseReaderLeavesStopsAnEnumerationWithOneLine() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("pipe"));
        Path empty = Files.writeString(dir.resolve("empty.in"), "9\n1 2 3 4 5 6 7 8 9\n");
        CompletableFuture<byte[]> reader = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = Files.newInputStream(fifo)) {
                return in.readNBytes(100);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        CliRun r = CliRun.of(empty.toString(), "sudoku", "backtracking", "n", fifo.toString(), "--all",
                "--limit", "10000000");
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.WRITE_FAILED);
        assertThat(r.errLines()).as(r.describe()).containsExactly("error: " + fifo + ": cannot write: Broken pipe");
        assertThat(r.leaksInternals()).as(r.describe()).isFalse();
        assertThat(reader.get(60, TimeUnit.SECONDS)).hasSize(100);
        assertThat(SpecialFiles.type(fifo)).isEqualTo("fifo");
    }

    /** A stream cannot take back what it was given: after a time limit the message says it has the solutions so far. */
    @Test
    void aTimeLimitWhileStreamingSaysWhatWentOut() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("pipe"));
        Path empty = Files.writeString(dir.resolve("empty.in"), "9\n1 2 3 4 5 6 7 8 9\n");
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        CliRun r = CliRun.of(empty.toString(), "sudoku", "backtracking", "n", fifo.toString(), "--all",
                "--timeout", "0.3");
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.TIMEOUT);
        assertThat(r.out()).as(r.describe()).contains("The time limit of 0.3 s was reached; "
                + "the solutions found so far went to " + fifo + ".");
        assertThat(reader.get(60, TimeUnit.SECONDS).split("\n\n")).hasSizeGreaterThan(1)
                .allSatisfy(block -> assertThat(block.strip().lines()).hasSize(9));
    }

    @Test
    void dashAndDevStdoutPrintTheAnswerAfterTheReport() throws Exception {
        for (String name : new String[]{"-", "/dev/stdout"}) {
            CliRun r = CliRun.of(puzzle().toString(), "sudoku", "backtracking", "n", name);
            assertThat(r.code()).as(r.describe()).isZero();
            assertThat(r.out()).as(r.describe()).startsWith("Solution found!").endsWith("Valid solution.\n" + ANSWER);
        }
        CliRun all = CliRun.of(puzzle().toString(), "sudoku", "advanced", "n", "-", "--all");
        assertThat(all.code()).as(all.describe()).isZero();
        assertThat(all.out()).as(all.describe()).contains("Solution #1").contains(ANSWER);
        CliRun batch = CliRun.of("--batch", dataSet(2).toString(), "--solver", "advanced", "--out", "-");
        assertThat(batch.code()).as(batch.describe()).isZero();
        assertThat(batch.out().lines()).as(batch.describe()).hasSize(2);
        assertThat(Path.of("-")).doesNotExist();
    }

    @Test
    void aFullDeviceEndsEveryWriterWithOneLineAndExit4() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/full")), "needs /dev/full");
        for (Function<String, String[]> writer : writers()) {
            String name = "/dev/full";
            String[] args = writer.apply(name);
            if (args[args.length - 2].equals("--render")) {
                Path link = dir.resolve("full.svg");
                Files.deleteIfExists(link);
                Files.createSymbolicLink(link, Path.of(name));
                args = writer.apply(link.toString());
                name = link + " (-> /dev/full)";
            }
            CliRun r = CliRun.of(args);
            assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.WRITE_FAILED);
            assertThat(r.errLines()).as(r.describe())
                    .endsWith("error: " + name + ": cannot write: No space left on device");
            assertThat(r.leaksInternals()).as(r.describe()).isFalse();
            assertThat(SpecialFiles.type(Path.of("/dev/full"))).isEqualTo("char");
        }
    }

    @Test
    void theNullDeviceTakesAnAnswerAndStaysADevice() throws Exception {
        assumeTrue(Files.exists(Path.of("/dev/null")), "needs /dev/null");
        CliRun r = CliRun.of(puzzle().toString(), "sudoku", "backtracking", "n", "/dev/null");
        assertThat(r.code()).as(r.describe()).isZero();
        assertThat(SpecialFiles.type(Path.of("/dev/null"))).isEqualTo("char");
    }

    @Test
    void aBlockDeviceAndANameTooLongAreRefusedBeforeTheSearch() throws Exception {
        CliRun tooLong = CliRun.of(puzzle().toString(), "sudoku", "backtracking", "n",
                dir.resolve("x".repeat(300)).toString());
        assertThat(tooLong.code()).as(tooLong.describe()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(tooLong.errLines()).as(tooLong.describe()).hasSize(1);
        assertThat(tooLong.err()).endsWith(": cannot write there: File name too long\n");
        assertThat(tooLong.out()).isEmpty();
        Path block = SpecialFiles.blockDevice().orElse(null);
        assumeTrue(block != null, "this machine shows no block device under /dev");
        CliRun r = CliRun.of(puzzle().toString(), "sudoku", "backtracking", "n", block.toString());
        assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.errLines()).as(r.describe()).hasSize(1);
        assertThat(r.err()).as(r.describe()).startsWith("error: " + block + ": is a block device");
        assertThat(SpecialFiles.type(block)).isEqualTo("block");
    }
}
