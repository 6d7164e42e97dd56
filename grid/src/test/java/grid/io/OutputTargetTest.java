package grid.io;

import grid.testkit.SpecialFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** {@link OutputTarget}: what each kind of name leads to, and which names are refused with which reason. */
class OutputTargetTest {

    @TempDir
    Path dir;

    private static OutputTarget of(Path p) throws OutputException {
        return OutputTarget.of(p.toString());
    }

    @Test
    void aNewNameAndARegularFileAreReplacedAsFiles() throws Exception {
        Path fresh = dir.resolve("new.csv");
        assertThat(of(fresh).kind()).isEqualTo(OutputTarget.Kind.FILE);
        assertThat(of(fresh).path()).isEqualTo(dir.toRealPath().resolve("new.csv"));
        Path old = Files.writeString(dir.resolve("old.csv"), "old\n");
        assertThat(of(old).kind()).isEqualTo(OutputTarget.Kind.FILE);
        assertThat(of(old).label()).isEqualTo(old.toString());
    }

    @Test
    void linksAreFollowedToTheFileTheyNameRelativeAbsoluteChainedAndDangling() throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        Path run1 = Files.writeString(results.resolve("run1.csv"), "old\n");
        Path relative = Files.createSymbolicLink(dir.resolve("out.csv"), Path.of("results/run1.csv"));
        Path absolute = Files.createSymbolicLink(dir.resolve("abs.csv"), run1.toAbsolutePath());
        Path chained = Files.createSymbolicLink(dir.resolve("chain.csv"), Path.of("out.csv"));
        Path dangling = Files.createSymbolicLink(dir.resolve("later.csv"), Path.of("results/run2.csv"));
        for (Path link : new Path[]{relative, absolute, chained}) {
            OutputTarget t = of(link);
            assertThat(t.kind()).isEqualTo(OutputTarget.Kind.FILE);
            assertThat(t.path()).isEqualTo(run1.toRealPath());
            assertThat(t.label()).startsWith(link + " (-> ").endsWith("run1.csv)");
        }
        assertThat(of(dangling).path()).isEqualTo(results.toRealPath().resolve("run2.csv"));
    }

    @Test
    void aLinkIntoAMissingDirectoryALinkLoopAndALinkToADirectoryAreRefused() throws Exception {
        Path missing = Files.createSymbolicLink(dir.resolve("a.csv"), Path.of("nowhere/x.csv"));
        assertThatThrownBy(() -> of(missing)).isInstanceOf(OutputException.class)
                .hasMessageStartingWith(missing + ": cannot write there, the directory")
                .hasMessageEndingWith("does not exist");
        Path loop = Files.createSymbolicLink(dir.resolve("loop1"), Path.of("loop2"));
        Files.createSymbolicLink(dir.resolve("loop2"), Path.of("loop1"));
        assertThatThrownBy(() -> of(loop)).hasMessage(loop + ": cannot write there: too many levels of symbolic links");
        Path toDir = Files.createSymbolicLink(dir.resolve("d.csv"), Path.of("."));
        assertThatThrownBy(() -> of(toDir)).hasMessage(toDir + ": is a directory, expected a file name to write");
    }

    @Test
    void aDirectoryAMissingDirectoryAndABadNameAreRefused() {
        assertThatThrownBy(() -> of(dir)).hasMessage(dir + ": is a directory, expected a file name to write");
        assertThatThrownBy(() -> OutputTarget.of("/")).hasMessage("/: is a directory, expected a file name to write");
        assertThatThrownBy(() -> of(dir.resolve("no/such/out.csv")))
                .hasMessage(dir.resolve("no/such/out.csv") + ": cannot write there, the directory "
                        + dir.resolve("no/such") + " does not exist");
        assertThatThrownBy(() -> OutputTarget.of("a\u0000b"))
                .hasMessageStartingWith("a\u0000b: is not a valid file name");
        // "" would be the working directory: it is called an empty name
        assertThatThrownBy(() -> OutputTarget.of("")).isInstanceOf(OutputException.class)
                .hasMessage("\"\": is an empty name, expected a file name to write (or - for standard output)");
    }

    @Test
    void aNameTooLongForTheFileSystemIsRefusedWithTheSystemsReason() {
        assumeTrue(SpecialFiles.unix(), "needs a Unix file system with a 255-byte name limit");
        Path tooLong = dir.resolve("x".repeat(300) + ".csv");
        assertThatThrownBy(() -> of(tooLong)).isInstanceOf(OutputException.class)
                .hasMessageEndingWith(": cannot write there: File name too long");
    }

    @Test
    void standardOutputByDashByNameAndByThisProcesssDescriptor() throws Exception {
        assertThat(OutputTarget.of("-").kind()).isEqualTo(OutputTarget.Kind.STANDARD_OUTPUT);
        assertThat(OutputTarget.of("-").label()).isEqualTo("standard output");
        assertThat(OutputTarget.of("/dev/stdout").kind()).isEqualTo(OutputTarget.Kind.STANDARD_OUTPUT);
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "needs /proc/self/fd");
        assertThat(OutputTarget.of("/proc/self/fd/1").kind()).isEqualTo(OutputTarget.Kind.STANDARD_OUTPUT);
        assertThat(OutputTarget.of("/dev/fd/1").kind()).isEqualTo(OutputTarget.Kind.STANDARD_OUTPUT);
        Path link = Files.createSymbolicLink(dir.resolve("console.csv"), Path.of("/dev/stdout"));
        assertThat(of(link).kind()).isEqualTo(OutputTarget.Kind.STANDARD_OUTPUT);
    }

    @Test
    void otherDescriptorsAreStreamedAtTheirEnd() throws Exception {
        assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "needs /proc/self/fd");
        OutputTarget stderr = OutputTarget.of("/dev/stderr");
        assertThat(stderr.kind()).isEqualTo(OutputTarget.Kind.STREAM);
        assertThat(stderr.appends()).isTrue();
        assertThatThrownBy(() -> OutputTarget.of("/proc/self/fd/987654"))
                .hasMessage("/proc/self/fd/987654: is not an open file descriptor");
    }

    @Test
    void aFifoAndACharacterDeviceAreStreamedAndABlockDeviceIsRefused() throws Exception {
        Path fifo = SpecialFiles.fifo(dir.resolve("pipe"));
        assertThat(of(fifo).kind()).isEqualTo(OutputTarget.Kind.STREAM);
        assertThat(of(fifo).appends()).isFalse();
        assertThat(OutputTarget.of("/dev/null").kind()).isEqualTo(OutputTarget.Kind.STREAM);
        Path linkToFifo = Files.createSymbolicLink(dir.resolve("p.csv"), Path.of("pipe"));
        assertThat(of(linkToFifo).kind()).isEqualTo(OutputTarget.Kind.STREAM);
        assertThat(of(linkToFifo).path()).isEqualTo(fifo.toRealPath());
        Path block = SpecialFiles.blockDevice().orElse(null);
        assumeTrue(block != null, "this machine shows no block device under /dev");
        assertThatThrownBy(() -> of(block)).hasMessageStartingWith(block + ": is a block device");
    }

    @Test
    void aReadOnlyDirectoryOrFileIsRefusedForAnOrdinaryUser() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs POSIX permissions");
        assumeFalse(SpecialFiles.root(), "root may write anywhere; the command-line test covers this as an "
                + "unprivileged user");
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Path inside = Files.writeString(locked.resolve("out.csv"), "old\n");
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assertThatThrownBy(() -> of(inside)).hasMessageStartingWith(inside + ": cannot write in the directory ")
                    .hasMessageContaining("Permission denied");
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Path readOnly = Files.writeString(dir.resolve("keep.csv"), "keep\n");
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r--r--"));
        assertThatThrownBy(() -> of(readOnly)).hasMessage(readOnly + ": the file is read-only (Permission denied)");
    }

    @Test
    void aFileMarkedReadOnlyIsRefusedEvenForRoot() throws Exception {
        assumeTrue(SpecialFiles.unix(), "needs POSIX permissions");
        Path readOnly = Files.writeString(dir.resolve("marked.csv"), "keep\n");
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r--r--"));
        assertThatThrownBy(() -> of(readOnly)).hasMessage(readOnly + ": the file is read-only (Permission denied)");
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rw-r--r--"));
        assertThat(of(readOnly).kind()).isEqualTo(OutputTarget.Kind.FILE);
    }
}
