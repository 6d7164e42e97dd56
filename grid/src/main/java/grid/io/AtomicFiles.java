package grid.io;

import java.io.Closeable;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file all at once or not at all: the content goes to a temporary file beside the target, which
 * is then renamed over it, so a failure never leaves half a file or spoils an existing one. The temporary
 * file is created with the process's ordinary permissions (not {@code Files.createTempFile}'s owner-only
 * ones), so the answer file ends up readable like any other file the user writes.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Writes {@code text} as UTF-8 to {@code filename}. */
    public static void write(String filename, String text) throws IOException {
        write(Path.of(filename), text.getBytes(StandardCharsets.UTF_8));
    }

    /** Writes {@code bytes} to {@code file}, atomically where the file system allows. */
    public static void write(Path file, byte[] bytes) throws IOException {
        Path target = file.toAbsolutePath();
        Path tmp = createTemp(file, target, bytes);
        try {
            moveOver(tmp, target);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * Starts writing {@code filename} piece by piece (text too large to hold in memory, such as every
     * solution of a puzzle): the text goes to a temporary file beside it, {@link Pending#commit()} renames
     * that over the target, and {@link Pending#close()} without a commit deletes it, leaving the target as
     * it was.
     */
    public static Pending open(String filename) throws IOException {
        Path target = Path.of(filename).toAbsolutePath();
        Path tmp = createTemp(Path.of(filename), target, new byte[0]);
        return new Pending(target, tmp, Files.newBufferedWriter(tmp, StandardCharsets.UTF_8,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE));
    }

    /** A file being written by {@link #open}; not thread-safe. */
    public static final class Pending implements Closeable {
        private final Path target;
        private final Path tmp;
        private final Writer writer;
        private boolean committed;

        private Pending(Path target, Path tmp, Writer writer) {
            this.target = target;
            this.tmp = tmp;
            this.writer = writer;
        }

        /** Appends text to the temporary file. */
        public void append(CharSequence text) throws IOException {
            writer.append(text);
        }

        /** Makes what was written the target's content, in one rename. */
        public void commit() throws IOException {
            writer.close();
            moveOver(tmp, target);
            committed = true;
        }

        /** Deletes the temporary file unless committed; the target is then untouched. */
        @Override
        public void close() throws IOException {
            if (!committed) {
                try {
                    writer.close();
                } finally {
                    Files.deleteIfExists(tmp);
                }
            }
        }
    }

    /** A new temporary file beside {@code target} holding {@code bytes}, with ordinary permissions. */
    private static Path createTemp(Path file, Path target, byte[] bytes) throws IOException {
        Path dir = target.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new FileNotFoundException(file + ": the directory " + dir + " does not exist");
        }
        for (int attempt = 0; ; attempt++) {
            Path candidate = dir.resolve("." + target.getFileName() + "."
                    + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                Files.write(candidate, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                return candidate;
            } catch (FileAlreadyExistsException e) {
                if (attempt > 10) {
                    throw e;
                }
            }
        }
    }

    private static void moveOver(Path tmp, Path target) throws IOException {
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
