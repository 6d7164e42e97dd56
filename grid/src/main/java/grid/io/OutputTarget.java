package grid.io;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an output name the user gave leads to, decided before anything is written, so that a write does
 * what the user meant and never replaces something that is not a regular file:
 * <ul>
 * <li>a regular file, or a name that does not exist yet: {@link Kind#FILE}, replaced atomically (a
 * temporary file in the same directory, renamed over it);</li>
 * <li>a symbolic link: followed, link after link, to the file it names, which is then treated as above;
 * the link itself stays;</li>
 * <li>a FIFO or a character device (a pipe the shell made with {@code mkfifo} or {@code >(...)},
 * {@code /dev/null}, a terminal): {@link Kind#STREAM}, opened and written as it is;</li>
 * <li>an open file descriptor ({@code /dev/fd/N}, {@code /proc/self/fd/N}, {@code /dev/stderr}):
 * {@link Kind#STREAM} as well, written at its end, since renaming a file over a descriptor would write
 * somewhere nobody reads;</li>
 * <li>{@code -}, {@code /dev/stdout} and this process's descriptor 1: {@link Kind#STANDARD_OUTPUT}, the
 * program's own standard output, so the text stays in order with what the program prints;</li>
 * <li>a directory, a block device or a socket: refused, with the reason.</li>
 * </ul>
 * A name is also refused when the write cannot succeed: its directory is missing or not writable (the
 * temporary file goes there), the existing file or device is not writable (a read-only answer file is
 * kept, not replaced), or the name is not one the file system can hold.
 */
public final class OutputTarget {

    /** How a target is written. */
    public enum Kind {
        /** A regular file, replaced atomically. */
        FILE,
        /** A FIFO, a character device or an open descriptor, written directly. */
        STREAM,
        /** The program's standard output. */
        STANDARD_OUTPUT
    }

    /** Symbolic links followed before giving up, as Linux's own limit. */
    private static final int MAX_LINKS = 40;
    private static final int TYPE_MASK = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int BLOCK_DEVICE = 0060000;
    private static final int SOCKET = 0140000;
    private static final Pattern DESCRIPTORS = Pattern.compile("/proc/(self|[0-9]+)(/task/[0-9]+)?/fd");

    private final String name;
    private final Kind kind;
    private final Path path;
    private final boolean throughLink;
    private final boolean descriptor;

    private OutputTarget(String name, Kind kind, Path path, boolean throughLink, boolean descriptor) {
        this.name = name;
        this.kind = kind;
        this.path = path;
        this.throughLink = throughLink;
        this.descriptor = descriptor;
    }

    /**
     * Where {@code name} leads.
     *
     * @throws OutputException when it cannot or must not be written, with the one-line reason
     */
    public static OutputTarget of(String name) throws OutputException {
        if (name.equals("-") || name.equals("/dev/stdout")) {
            return new OutputTarget(name, Kind.STANDARD_OUTPUT, null, false, false);
        }
        if (name.isEmpty()) {
            // Path.of("") is the working directory: say what was given instead of "is a directory"
            throw new OutputException("\"\"", "is an empty name, expected a file name to write (or - for standard output)");
        }
        Path given;
        try {
            given = Path.of(name);
        } catch (InvalidPathException e) {
            throw new OutputException(name, "is not a valid file name (" + e.getReason() + ")");
        }
        Path current = given.toAbsolutePath();
        boolean throughLink = false;
        for (int hop = 0; hop <= MAX_LINKS; hop++) {
            if (current.getFileName() == null) {
                throw new OutputException(name, "is a directory, expected a file name to write");
            }
            Path dir = realDirectory(name, current.getParent());
            Path file = dir.resolve(current.getFileName());
            if (DESCRIPTORS.matcher(dir.toString()).matches()) {
                return descriptor(name, file);
            }
            BasicFileAttributes attributes;
            try {
                attributes = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            } catch (NoSuchFileException e) {
                return checked(new OutputTarget(name, Kind.FILE, file, throughLink, false), dir);
            } catch (IOException e) {
                throw new OutputException(name, "cannot write there", e);
            }
            if (attributes.isSymbolicLink()) {
                current = dir.resolve(readLink(name, file));
                throughLink = true;
            } else if (attributes.isDirectory()) {
                throw new OutputException(name, "is a directory, expected a file name to write");
            } else if (attributes.isRegularFile()) {
                return checked(new OutputTarget(name, Kind.FILE, file, throughLink, false), dir);
            } else {
                return special(name, file, throughLink);
            }
        }
        throw new OutputException(name, "cannot write there: too many levels of symbolic links");
    }

    /** How it is written. */
    public Kind kind() {
        return kind;
    }

    /** The file written (after every link), or null for standard output. */
    public Path path() {
        return path;
    }

    /** True for an open descriptor, which is written at its end rather than from its start. */
    boolean appends() {
        return descriptor;
    }

    /** How messages name the target: the user's name, and where it leads when that was through a link. */
    public String label() {
        if (kind == Kind.STANDARD_OUTPUT) {
            return name.equals("-") ? "standard output" : name + " (standard output)";
        }
        return throughLink ? name + " (-> " + path + ")" : name;
    }

    /** The directory {@code dir} with every link resolved; refused when missing or not a directory. */
    private static Path realDirectory(String name, Path dir) throws OutputException {
        try {
            Path real = dir.toRealPath();
            if (!Files.isDirectory(real)) {
                throw new OutputException(name, "cannot write there, " + dir + " is not a directory");
            }
            return real;
        } catch (NoSuchFileException e) {
            throw new OutputException(name, "cannot write there, the directory " + dir + " does not exist");
        } catch (FileSystemException e) {
            throw new OutputException(name, "cannot write there, the directory " + dir + " cannot be used", e);
        } catch (IOException e) {
            throw new OutputException(name, "cannot write there", e);
        }
    }

    private static Path readLink(String name, Path link) throws OutputException {
        try {
            return Files.readSymbolicLink(link);
        } catch (IOException e) {
            throw new OutputException(name, "cannot follow the symbolic link " + link, e);
        }
    }

    /**
     * An entry of a process's descriptor table: this process's standard output is written through the
     * program's own stream; any other descriptor is opened and written at its end.
     */
    private static OutputTarget descriptor(String name, Path file) throws OutputException {
        Matcher table = DESCRIPTORS.matcher(file.getParent().toString());
        boolean own = table.matches() && (table.group(1).equals("self")
                || table.group(1).equals(Long.toString(ProcessHandle.current().pid())));
        if (own && file.getFileName().toString().equals("1")) {
            return new OutputTarget(name, Kind.STANDARD_OUTPUT, null, false, false);
        }
        if (!Files.exists(file)) {
            throw new OutputException(name, "is not an open file descriptor");
        }
        return new OutputTarget(name, Kind.STREAM, file, false, true);
    }

    /** A file that is neither regular, a directory nor a link: FIFOs and character devices are streamed. */
    private static OutputTarget special(String name, Path file, boolean throughLink) throws OutputException {
        int type = fileType(file);
        if (type == BLOCK_DEVICE) {
            throw new OutputException(name, "is a block device; answers go to regular files, FIFOs, "
                    + "character devices or standard output");
        }
        if (type == SOCKET) {
            throw new OutputException(name, "is a socket; answers go to regular files, FIFOs, "
                    + "character devices or standard output");
        }
        if (!Files.isWritable(file)) {
            throw new OutputException(name, (type == FIFO ? "is a FIFO" : type == CHARACTER_DEVICE
                    ? "is a device" : "is a special file") + " this user may not write (Permission denied)");
        }
        return new OutputTarget(name, Kind.STREAM, file, throughLink, false);
    }

    /**
     * The Unix file type bits of {@code file}, or 0 where the file system does not say (there every
     * special file is treated as a stream, the safe choice since it is never replaced).
     */
    private static int fileType(Path file) throws OutputException {
        if (!file.getFileSystem().supportedFileAttributeViews().contains("unix")) {
            return 0;
        }
        try {
            return (Integer) Files.getAttribute(file, "unix:mode", LinkOption.NOFOLLOW_LINKS) & TYPE_MASK;
        } catch (IOException e) {
            throw new OutputException(file.toString(), "cannot tell what kind of file it is", e);
        }
    }

    /**
     * A regular file or a new name: its directory must take the temporary file, and an existing file
     * must be writable (a read-only file is one the user asked to keep).
     */
    private static OutputTarget checked(OutputTarget target, Path dir) throws OutputException {
        if (!Files.isWritable(dir)) {
            throw new OutputException(target.label(), "cannot write in the directory " + dir
                    + " (Permission denied); the answer is written there first, then renamed");
        }
        if (Files.exists(target.path, LinkOption.NOFOLLOW_LINKS)
                && (!Files.isWritable(target.path) || noWriteBit(target.path))) {
            throw new OutputException(target.label(), "the file is read-only (Permission denied)");
        }
        return target;
    }

    /**
     * True when nobody may write the file by its permission bits ({@code chmod a-w}). Root passes the
     * access check regardless, so for root this is what tells a file the user marked read-only.
     */
    private static boolean noWriteBit(Path file) throws OutputException {
        if (!file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return false;
        }
        try {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(file);
            return !permissions.contains(PosixFilePermission.OWNER_WRITE)
                    && !permissions.contains(PosixFilePermission.GROUP_WRITE)
                    && !permissions.contains(PosixFilePermission.OTHERS_WRITE);
        } catch (IOException e) {
            throw new OutputException(file.toString(), "cannot read its permissions", e);
        }
    }
}
