package grid.testkit;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * What tests of output paths need from the machine: FIFOs, the type of a file, whether the tests run as
 * root, and tools to run a command as an unprivileged user or with its own small file system. Each
 * helper that the machine cannot provide skips the calling test with the reason.
 */
public final class SpecialFiles {

    private static final int TYPE_MASK = 0170000;

    private SpecialFiles() {
    }

    /** True on a system with Unix file types, FIFOs and /dev. */
    public static boolean unix() {
        return !System.getProperty("os.name").startsWith("Windows") && new File("/dev/null").exists();
    }

    /** Makes a FIFO at {@code path} with {@code mkfifo}; skips the test where there is none. */
    public static Path fifo(Path path) throws IOException, InterruptedException {
        assumeTrue(unix(), "needs a Unix system for FIFOs");
        assumeTrue(onPath("mkfifo"), "needs the mkfifo command");
        Process p = new ProcessBuilder("mkfifo", path.toString()).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException("mkfifo " + path + " failed: " + said);
        }
        return path;
    }

    /** The file type of {@code path} (not following a last link): fifo, char, block, dir, file, link, socket. */
    public static String type(Path path) throws IOException {
        int mode = (Integer) Files.getAttribute(path, "unix:mode", LinkOption.NOFOLLOW_LINKS) & TYPE_MASK;
        return switch (mode) {
            case 0010000 -> "fifo";
            case 0020000 -> "char";
            case 0040000 -> "dir";
            case 0060000 -> "block";
            case 0100000 -> "file";
            case 0120000 -> "link";
            case 0140000 -> "socket";
            default -> "unknown " + Integer.toOctalString(mode);
        };
    }

    /** A block device under /dev, if the machine shows one. */
    public static Optional<Path> blockDevice() throws IOException {
        try (Stream<Path> dev = Files.list(Path.of("/dev"))) {
            for (Path p : dev.toList()) {
                if (type(p).equals("block")) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    /** True when the tests run as root, who may write where others may not. */
    public static boolean root() throws IOException {
        Path self = Path.of("/proc/self");
        if (Files.exists(self)) {
            return (Integer) Files.getAttribute(self, "unix:uid") == 0;
        }
        return "root".equals(System.getProperty("user.name"));
    }

    /** True when {@code command} is an executable in one of the PATH's directories. */
    public static boolean onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The command prefix that runs a program as an unprivileged user, for a test run as root: a new user
     * namespace without a mapping ({@code unshare --user}), where root is "nobody" to every file it
     * owns and so is bound by their permissions while still able to read its own files. Skips the test
     * where the machine does not allow user namespaces.
     */
    public static List<String> unprivileged() throws IOException, InterruptedException {
        assumeTrue(onPath("unshare"), "needs the unshare command to drop root's privileges");
        List<String> prefix = List.of("unshare", "--user");
        assumeTrue(runs(prefix, "true"), "this machine does not allow user namespaces (unshare --user true failed)");
        return prefix;
    }

    /**
     * The command prefix that runs a program in its own mount namespace with root's rights there
     * ({@code unshare --user --map-root-user --mount}), so it may mount a small tmpfs that nobody else
     * sees and that vanishes with it. Skips the test where the machine does not allow it (tried by
     * mounting one on {@code dir}, in a namespace that ends at once).
     */
    public static List<String> ownMounts(Path dir) throws IOException, InterruptedException {
        assumeTrue(onPath("unshare"), "needs the unshare command to mount a small file system");
        List<String> prefix = List.of("unshare", "--user", "--map-root-user", "--mount");
        assumeTrue(runs(prefix, "mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir.toString()),
                "this machine does not let a test mount a tmpfs in its own namespace (unshare/mount failed)");
        return prefix;
    }

    private static boolean runs(List<String> prefix, String... command) throws IOException, InterruptedException {
        List<String> all = new ArrayList<>(prefix);
        all.addAll(List.of(command));
        Process p = new ProcessBuilder(all).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    }
}
