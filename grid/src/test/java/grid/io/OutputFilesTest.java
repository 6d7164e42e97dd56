package grid.io;

import grid.testkit.SpecialFiles;
import org.apache.commons.io.output.BrokenOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** {@link OutputFiles}: each kind of target written the way it should be, and every failure cleaned up. */
class OutputFilesTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();
    private final PrintStream stdout = new PrintStream(console, true, StandardCharsets.UTF_8);

    private List<String> namesIn(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aRegularFileIsReplacedAndKeepsItsPermissions() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs POSIX permissions");
        for (String mode : new String[]{"rw-r-----", "rw-------", "rwxrwxr-x"}) {
            Path out = Files.writeString(dir.resolve("out.csv"), "old\n");
            Set<PosixFilePermission> permissions = PosixFilePermissions.fromString(mode);
            Files.setPosixFilePermissions(out, permissions);
            OutputFiles.write(out.toString(), "1,2\n3,4\n", stdout);
            assertThat(Files.readString(out)).isEqualTo("1,2\n3,4\n");
            assertThat(Files.getPosixFilePermissions(out)).as(mode).isEqualTo(permissions);
            assertThat(namesIn(dir)).containsExactly("out.csv");
        }
    }

    @Test
    void aNewFileGetsTheProcesssOrdinaryPermissions() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs POSIX permissions");
        Path reference = Files.createFile(dir.resolve("reference"));
        Path out = dir.resolve("new.csv");
        OutputFiles.write(out.toString(), "1\n", stdout);
        assertThat(Files.getPosixFilePermissions(out)).isEqualTo(Files.getPosixFilePermissions(reference));
    }

    /** The rename gives the name a new file: another hard link to the old one keeps the old text. */
    @Test
    void anotherHardLinkKeepsTheOldText() throws Exception {
        Path out = Files.writeString(dir.resolve("out.csv"), "old\n");
        Path other = Files.createLink(dir.resolve("other.csv"), out);
        OutputFiles.write(out.toString(), "new\n", stdout);
        assertThat(Files.readString(out)).isEqualTo("new\n");
        assertThat(Files.readString(other)).isEqualTo("old\n");
    }

    @Test
    void aLinkIsFollowedItsTargetWrittenAndTheLinkKept() throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        Path run1 = Files.writeString(results.resolve("run1.csv"), "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("out.csv"), Path.of("results/run1.csv"));
        OutputFiles.write(link.toString(), "new\n", stdout);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(Path.of("results/run1.csv"));
        assertThat(Files.readString(run1)).isEqualTo("new\n");
        assertThat(namesIn(results)).containsExactly("run1.csv");
        Path dangling = Files.createSymbolicLink(dir.resolve("later.csv"), Path.of("results/run2.csv"));
        OutputFiles.write(dangling.toString(), "two\n", stdout);
        assertThat(Files.isSymbolicLink(dangling)).isTrue();
        assertThat(Files.readString(results.resolve("run2.csv"))).isEqualTo("two\n");
    }

    @Test
    void aFifoIsWrittenToItsReaderAndStaysAFifo() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("pipe"));
        ExecutorService reader = Executors.newSingleThreadExecutor();
        try {
            Future<String> read = reader.submit(() -> Files.readString(fifo));
            OutputFiles.write(fifo.toString(), "through the pipe\n", stdout);
            assertThat(read.get(30, TimeUnit.SECONDS)).isEqualTo("through the pipe\n");
        } finally {
            reader.shutdownNow();
        }
        assertThat(SpecialFiles.type(fifo)).isEqualTo("fifo");
        assertThat(namesIn(dir)).containsExactly("pipe");
    }

    @Test
    void aFifoWhoseReaderLeavesEndsTheWriteWithBrokenPipe() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("pipe"));
        CompletableFuture<Void> reader = CompletableFuture.runAsync(() -> {
            try (var in = Files.newInputStream(fifo)) {
                in.readNBytes(10);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        Output out = OutputFiles.open(fifo.toString(), stdout);
        assertThatThrownBy(() -> {
            byte[] chunk = new byte[1 << 16];
            for (int i = 0; i < 1_000; i++) {
                out.write(chunk);
            }
        }).isInstanceOf(OutputException.class).hasMessage(fifo + ": cannot write: Broken pipe");
        out.close();
        reader.get(30, TimeUnit.SECONDS);
        assertThat(SpecialFiles.type(fifo)).isEqualTo("fifo");
    }

    @Test
    void aFullDeviceIsReportedAndNotReplaced() throws Exception {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full), "needs /dev/full");
        assertThatThrownBy(() -> OutputFiles.write(full.toString(), "1,2\n", stdout))
                .isInstanceOf(OutputException.class).hasMessage("/dev/full: cannot write: No space left on device");
        assertThat(SpecialFiles.type(full)).isEqualTo("char");
        OutputFiles.write("/dev/null", "gone\n", stdout);
        assertThat(SpecialFiles.type(Path.of("/dev/null"))).isEqualTo("char");
    }

    @Test
    void dashAndDevStdoutGoToTheProgramsStandardOutput() throws Exception {
        OutputFiles.write("-", "first\n", stdout);
        OutputFiles.write("/dev/stdout", "second\n", stdout);
        assertThat(console.toString(StandardCharsets.UTF_8)).isEqualTo("first\nsecond\n");
        assertThat(Path.of("-")).doesNotExist();
        try (Output out = OutputFiles.open("-", stdout)) {
            assertThat(out.streamed()).isTrue();
        }
        stdout.println("still open");
        assertThat(stdout.checkError()).isFalse();
    }

    @Test
    void aBrokenStandardOutputIsReportedWithItsCause() {
        PrintStream broken = WatchedPrintStream.over(new BrokenOutputStream(() -> new IOException("Broken pipe")),
                StandardCharsets.UTF_8);
        assertThatThrownBy(() -> OutputFiles.write("-", "lost\n", broken))
                .isInstanceOf(OutputException.class).hasMessage("standard output: cannot write: Broken pipe");
    }

    @Test
    void streamingCommitsOnlyAtTheEnd() throws Exception {
        Path target = Files.writeString(dir.resolve("out.csv"), "old\n");
        try (Output p = OutputFiles.open(target.toString(), stdout)) {
            assertThat(p.streamed()).isFalse();
            p.append("1,2\n");
            p.append("3,4\n");
            assertThat(Files.readString(target)).isEqualTo("old\n");
            p.commit();
        }
        assertThat(Files.readString(target)).isEqualTo("1,2\n3,4\n");
        assertThat(namesIn(dir)).containsExactly("out.csv");
    }

    @Test
    void closingWithoutCommitLeavesTheTargetAndNoTemporaryFile() throws Exception {
        Path target = Files.writeString(dir.resolve("out.csv"), "old\n");
        try (Output p = OutputFiles.open(target.toString(), stdout)) {
            p.append("half an answer");
        }
        assertThat(Files.readString(target)).isEqualTo("old\n");
        assertThat(namesIn(dir)).containsExactly("out.csv");
    }

    @Test
    void aLongNameKeepsItsTemporaryFileShortEnough() throws Exception {
        String name = "é".repeat(120) + ".csv";
        Path target = dir.resolve(name);
        OutputFiles.write(target.toString(), "1\n", stdout);
        assertThat(Files.readString(target)).isEqualTo("1\n");
        assertThat(namesIn(dir)).containsExactly(name);
    }

    @Test
    void aDirectoryTheUserMayNotWriteFailsWithoutATemporaryFile() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs POSIX permissions");
        assumeFalse(SpecialFiles.root(), "root may write anywhere; the command-line test covers this as an "
                + "unprivileged user");
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Path target = Files.writeString(locked.resolve("out.csv"), "old\n");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assertThatThrownBy(() -> AtomicFiles.SYSTEM.open(target, "out.csv"))
                    .hasMessage("out.csv: cannot create a temporary file beside it: Permission denied");
            assertThat(Files.readString(target)).isEqualTo("old\n");
            assertThat(namesIn(locked)).containsExactly("out.csv");
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /**
     * Writers race on one path while a reader keeps reading it: every read is one writer's whole text,
     * never a mix or a prefix, and no temporary file is left.
     */
    @Test
    void concurrentWritersLeaveOneCompleteFile() throws Exception {
        Path target = dir.resolve("out.csv");
        List<String> texts = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            texts.add((w + ",").repeat(50_000) + "\n");
        }
        OutputFiles.write(target.toString(), texts.get(0), stdout);
        ExecutorService pool = Executors.newFixedThreadPool(5);
        AtomicBoolean writing = new AtomicBoolean(true);
        try {
            Future<Integer> reads = pool.submit(() -> {
                int n = 0;
                while (writing.get()) {
                    assertThat(texts).contains(Files.readString(target));
                    n++;
                }
                return n;
            });
            List<Future<?>> writers = new ArrayList<>();
            for (String text : texts) {
                writers.add(pool.submit(() -> {
                    for (int round = 0; round < 25; round++) {
                        OutputFiles.write(target.toString(), text, stdout);
                    }
                    return null;
                }));
            }
            for (Future<?> w : writers) {
                w.get(120, TimeUnit.SECONDS);
            }
            writing.set(false);
            assertThat(reads.get(60, TimeUnit.SECONDS)).isPositive();
        } finally {
            writing.set(false);
            pool.shutdownNow();
        }
        assertThat(texts).contains(Files.readString(target));
        assertThat(namesIn(dir)).containsExactly("out.csv");
    }
}
