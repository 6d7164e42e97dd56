package tester.reliability;

import cli.ExitCode;
import grid.testkit.SpecialFiles;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Faults injected into real runs of the command line, each in its own JVM: a full file system (a small
 * tmpfs mounted in a private namespace), SIGKILL in the middle of a long {@code --all}, a reader that
 * closes standard output early, two runs writing the same file, {@code /dev/stdout} redirected to a file,
 * and a read-only directory for a user who is not root. Each ends with the old file intact and no
 * temporary file (except after SIGKILL, which nothing can clean up after), and a failure is one line with
 * exit 4, never a stack trace. What the machine cannot provide (unshare, tmpfs, user namespaces, mkfifo)
 * skips the test with the reason. The two-writer race runs six JVMs and is tagged slow.
 */
class WriteFaultsTest {

    @TempDir
    Path dir;

    private record Ran(int code, String out, String err) {
        String describe() {
            return "exit " + code + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
        }

        List<String> errLines() {
            return err.lines().toList();
        }
    }

    private static List<String> java(List<String> prefix, String... args) {
        List<String> command = new ArrayList<>(prefix);
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "RmitSudokuTester"));
        command.addAll(List.of(args));
        return command;
    }

    /** Runs the command line in a child JVM (after {@code prefix}) with its output in files. */
    private Ran run(List<String> prefix, String... args) throws IOException, InterruptedException {
        Path logs = Files.createDirectories(dir.resolve("logs"));
        Path out = Files.createTempFile(logs, "out", ".txt");
        Path err = Files.createTempFile(logs, "err", ".txt");
        Process p = new ProcessBuilder(java(prefix, args)).redirectOutput(out.toFile()).redirectError(err.toFile())
                .start();
        try {
            assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the child finished").isTrue();
            return new Ran(p.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            p.destroyForcibly();
        }
    }

    private Path emptyNine() throws IOException {
        return Files.writeString(dir.resolve("empty.in"), "9\n1 2 3 4 5 6 7 8 9\n");
    }

    private Path small() throws IOException {
        return Files.writeString(dir.resolve("p.in"), "4\n1 2 3 4\n0,0 2\n0,1 1\n1,1 3\n1,2 2\n2,3 4\n3,0 1\n");
    }

    private static List<String> namesIn(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * A 1 MiB tmpfs, mounted in the child's own mount namespace: first with some 200 KiB free for a long
     * {@code --all}, which fills it part way, then full for an answer, a batch and a picture. Every run
     * ends with exit 4 and one line naming the file and "No space left on device"; every old file is
     * intact and no temporary file is left. The script copies what it finds out of the tmpfs, which
     * vanishes with the namespace.
     */
    @Test
    void aFullFileSystemLeavesEveryOldFileAndNoTemporaryFile() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs a Unix system");
        Path mount = Files.createDirectory(dir.resolve("small"));
        List<String> prefix = new ArrayList<>(SpecialFiles.ownMounts(mount));
        Path results = Files.createDirectory(dir.resolve("results"));
        Path data = Files.writeString(dir.resolve("set.txt"), (".".repeat(16) + "\n").repeat(50));
        String script = """
                set -u
                M=$1; R=$2; EMPTY=$3; P=$4; SET=$5
                mount -t tmpfs -o size=1m tmpfs "$M" || exit 90
                for f in all.csv answer.csv batch.txt picture.svg; do printf 'old\\n' > "$M/$f"; done
                head -c 800000 /dev/zero > "$M/filler1"
                run() { name=$1; shift; "$JAVA" -cp "$CP" RmitSudokuTester "$@" > "$R/$name.out" 2> "$R/$name.err"; \
                echo $? > "$R/$name.code"; }
                run all "$EMPTY" sudoku backtracking n "$M/all.csv" --all --limit 20000
                cat /dev/zero > "$M/filler2" 2> /dev/null
                run answer "$P" sudoku backtracking n "$M/answer.csv"
                run batch --batch "$SET" --solver advanced --out "$M/batch.txt"
                run picture "$P" sudoku advanced n --render "$M/picture.svg"
                for f in all.csv answer.csv batch.txt picture.svg; do cp "$M/$f" "$R/$f.after"; done
                ls -A "$M" > "$R/listing"
                """;
        prefix.addAll(List.of("sh", "-c", script, "sh", mount.toString(), results.toString(), emptyNine().toString(),
                small().toString(), data.toString()));
        ProcessBuilder pb = new ProcessBuilder(prefix).redirectErrorStream(true)
                .redirectOutput(dir.resolve("script.txt").toFile());
        pb.environment().put("JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        pb.environment().put("CP", System.getProperty("java.class.path"));
        Process p = pb.start();
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).as("the script finished").isTrue();
        assertThat(p.exitValue()).as(Files.readString(dir.resolve("script.txt"))).isZero();
        for (String name : new String[]{"all", "answer", "batch", "picture"}) {
            String file = mount.resolve(switch (name) {
                case "batch" -> "batch.txt";
                case "picture" -> "picture.svg";
                default -> name + ".csv";
            }).toString();
            String err = Files.readString(results.resolve(name + ".err"));
            String why = name + ": exit " + Files.readString(results.resolve(name + ".code")) + err;
            assertThat(Files.readString(results.resolve(name + ".code")).strip()).as(why).isEqualTo("4");
            assertThat(err.lines().toList()).as(why).last()
                    .isEqualTo("error: " + file + ": cannot write: No space left on device");
            assertThat(err).as(why).doesNotContain("Exception").doesNotContain("\tat ");
            assertThat(Files.readString(results.resolve(Path.of(file).getFileName() + ".after"))).as(why)
                    .isEqualTo("old\n");
        }
        assertThat(Files.readString(results.resolve("answer.err")).lines()).hasSize(1);
        assertThat(Files.readString(results.resolve("all.err")).lines()).hasSize(1);
        assertThat(Files.readString(results.resolve("listing")).lines()).containsExactlyInAnyOrder(
                "all.csv", "answer.csv", "batch.txt", "picture.svg", "filler1", "filler2");
    }

    /**
     * SIGKILL while {@code --all} is streaming solutions to its temporary file: the old file is intact.
     * The temporary file stays behind (a killed process cleans up nothing); it is hidden and named after
     * the target, and is never mistaken for it.
     */
    @Test
    void sigkillDuringALongEnumerationLeavesTheOldFile() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs a Unix system (SIGKILL)");
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path out = Files.writeString(folder.resolve("all.csv"), "old\n");
        Process p = new ProcessBuilder(java(List.of(), emptyNine().toString(), "sudoku", "backtracking", "n",
                out.toString(), "--all")).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(dir.resolve("err.txt").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (temporaryBytes(folder) < (4 << 20)) {
                assertThat(System.nanoTime()).as("the temporary file grew to 4 MiB").isLessThan(deadline);
                assertThat(p.isAlive()).as(Files.readString(dir.resolve("err.txt"))).isTrue();
                Thread.sleep(20);
            }
            p.destroyForcibly();
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        } finally {
            p.destroyForcibly();
        }
        assertThat(p.exitValue()).isEqualTo(128 + 9);
        assertThat(Files.readString(out)).isEqualTo("old\n");
        assertThat(namesIn(folder)).hasSize(2).contains("all.csv")
                .anySatisfy(name -> assertThat(name).matches("\\.all\\.csv\\.[0-9a-f]+\\.tmp"));
    }

    private static long temporaryBytes(Path folder) throws IOException {
        long bytes = 0;
        try (Stream<Path> s = Files.list(folder)) {
            for (Path p : s.filter(f -> f.getFileName().toString().endsWith(".tmp")).toList()) {
                bytes += Files.size(p);
            }
        }
        return bytes;
    }

    /**
     * {@code ... | head -1}: the reader takes one line and closes the pipe. Whether the program prints
     * the solutions, streams them to {@code -} or works through a batch, it stops at once with one line
     * and exit 4 instead of running on, and an output file it was writing stays as it was.
     */
    @Test
    void aReaderThatClosesThePipeEarlyStopsTheRunWithOneLine() throws Exception {
        Path empty = emptyNine();
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path out = Files.writeString(folder.resolve("all.csv"), "old\n");
        Path data = Files.writeString(dir.resolve("set.txt"), (".".repeat(16) + "\n").repeat(20_000));
        List<String[]> runs = List.of(
                new String[]{empty.toString(), "sudoku", "backtracking", "n", "--all"},
                new String[]{empty.toString(), "sudoku", "backtracking", "n", "-", "--all"},
                new String[]{empty.toString(), "sudoku", "backtracking", "n", out.toString(), "--all"},
                new String[]{"--batch", data.toString(), "--solver", "advanced"});
        for (String[] args : runs) {
            Path err = dir.resolve("err.txt");
            Process p = new ProcessBuilder(java(List.of(), args)).redirectError(err.toFile()).start();
            try {
                BufferedReader lines = new BufferedReader(new InputStreamReader(p.getInputStream(),
                        StandardCharsets.UTF_8));
                assertThat(lines.readLine()).as(String.join(" ", args)).isNotNull();
                p.getInputStream().close();
                assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("stopped: " + String.join(" ", args)).isTrue();
            } finally {
                p.destroyForcibly();
            }
            String why = String.join(" ", args) + "\n" + Files.readString(err);
            assertThat(p.exitValue()).as(why).isEqualTo(ExitCode.WRITE_FAILED);
            List<String> errLines = Files.readString(err).lines().toList();
            assertThat(errLines).as(why).last().isEqualTo("error: standard output: cannot write: Broken pipe");
            assertThat(Files.readString(err)).as(why).doesNotContain("Exception").doesNotContain("\tat ");
        }
        assertThat(Files.readString(out)).isEqualTo("old\n");
        assertThat(namesIn(folder)).containsExactly("all.csv");
    }

    /**
     * Two runs write the same file at the same time, again and again, while it is read: every read is the
     * old text or one run's complete answer (the two enumerate in different orders, so a mix would show),
     * never a mix or a part, and no temporary file is left.
     */
    @Test
    @Tag("slow")
    void twoRunsWritingTheSameFileLeaveOneCompleteAnswer() throws Exception {
        Path empty = emptyNine();
        Path expected = Files.createDirectory(dir.resolve("expected"));
        String[][] runs = {
                {empty.toString(), "sudoku", "backtracking", "n", "OUT", "--all", "--limit", "3000"},
                {empty.toString(), "sudoku", "dancing", "n", "OUT", "--all", "--limit", "3000"}};
        List<String> texts = new ArrayList<>(List.of("old\n"));
        for (int i = 0; i < runs.length; i++) {
            Path file = expected.resolve(i + ".csv");
            CliRun r = CliRun.of(withOutput(runs[i], file));
            assertThat(r.code()).as(r.describe()).isZero();
            texts.add(Files.readString(file));
        }
        assertThat(texts.get(1)).isNotEqualTo(texts.get(2));
        Path folder = Files.createDirectory(dir.resolve("shared"));
        Path shared = Files.writeString(folder.resolve("all.csv"), "old\n");
        AtomicBoolean writing = new AtomicBoolean(true);
        CompletableFuture<Integer> reader = CompletableFuture.supplyAsync(() -> {
            int reads = 0;
            while (writing.get()) {
                try {
                    assertThat(texts).contains(Files.readString(shared));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                reads++;
            }
            return reads;
        });
        try {
            for (int round = 0; round < 3; round++) {
                List<Process> both = new ArrayList<>();
                for (String[] run : runs) {
                    both.add(new ProcessBuilder(java(List.of(), withOutput(run, shared)))
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .redirectError(ProcessBuilder.Redirect.DISCARD).start());
                }
                for (Process p : both) {
                    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
                    assertThat(p.exitValue()).isZero();
                }
            }
        } finally {
            writing.set(false);
        }
        assertThat(reader.get(60, TimeUnit.SECONDS)).isPositive();
        assertThat(texts.subList(1, 3)).contains(Files.readString(shared));
        assertThat(namesIn(folder)).containsExactly("all.csv");
    }

    private static String[] withOutput(String[] run, Path file) {
        String[] args = run.clone();
        args[4] = file.toString();
        return args;
    }

    /**
     * {@code /dev/stdout} when standard output is redirected to a log file: the answer is added to the
     * log after the report, the log is still the same regular file (not renamed over) and nothing else
     * appears beside it.
     */
    @Test
    void devStdoutRedirectedToAFileAddsToIt() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs /dev/stdout");
        Path folder = Files.createDirectory(dir.resolve("logs-here"));
        Path log = Files.writeString(folder.resolve("run.log"), "earlier\n");
        Object inode = Files.getAttribute(log, "unix:ino");
        ProcessBuilder pb = new ProcessBuilder(java(List.of(), small().toString(), "sudoku", "backtracking", "n",
                "/dev/stdout")).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectError(dir.resolve("err.txt").toFile());
        Process p = pb.start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(Files.readString(dir.resolve("err.txt"))).isZero();
        assertThat(Files.readString(log)).startsWith("earlier\nSolution found!\n")
                .endsWith("Valid solution.\n2,1,4,3\n4,3,2,1\n3,2,1,4\n1,4,3,2\n");
        assertThat(Files.getAttribute(log, "unix:ino")).isEqualTo(inode);
        assertThat(namesIn(folder)).containsExactly("run.log");
    }

    /**
     * A directory the user may not write, and a read-only answer file: refused before the search with one
     * line and exit 2, the old file kept. Root may write anywhere, so as root the run drops its rights
     * with a user namespace (skipped where the machine does not allow one).
     */
    @Test
    void aReadOnlyDirectoryOrFileIsRefusedForAnOrdinaryUser() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs POSIX permissions");
        List<String> prefix = SpecialFiles.root() ? SpecialFiles.unprivileged() : List.of();
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Path inLocked = Files.writeString(locked.resolve("out.csv"), "old\n");
        Path readOnly = Files.writeString(dir.resolve("keep.csv"), "keep\n");
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r--r--"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Ran r = run(prefix, small().toString(), "sudoku", "backtracking", "n", inLocked.toString());
            assertThat(r.code()).as(r.describe()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(r.errLines()).as(r.describe()).containsExactly("error: " + inLocked
                    + ": cannot write in the directory " + locked.toRealPath()
                    + " (Permission denied); the answer is written there first, then renamed");
            assertThat(r.out()).isEmpty();
            Ran batch = run(prefix, "--batch", Files.writeString(dir.resolve("set.txt"), ".".repeat(16) + "\n")
                    .toString(), "--solver", "advanced", "--out", inLocked.toString());
            assertThat(batch.code()).as(batch.describe()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(batch.errLines()).as(batch.describe()).hasSize(1);
            Ran kept = run(prefix, small().toString(), "sudoku", "backtracking", "n", readOnly.toString());
            assertThat(kept.code()).as(kept.describe()).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(kept.errLines()).as(kept.describe())
                    .containsExactly("error: " + readOnly + ": the file is read-only (Permission denied)");
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        assertThat(Files.readString(inLocked)).isEqualTo("old\n");
        assertThat(namesIn(locked)).containsExactly("out.csv");
        assertThat(Files.readString(readOnly)).isEqualTo("keep\n");
    }
}
