package grid.io;

import java.io.FileNotFoundException;
import java.io.IOException;
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
        Path dir = target.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            throw new FileNotFoundException(file + ": the directory " + dir + " does not exist");
        }
        Path tmp = null;
        for (int attempt = 0; tmp == null; attempt++) {
            Path candidate = dir.resolve("." + target.getFileName() + "."
                    + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                Files.write(candidate, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                tmp = candidate;
            } catch (FileAlreadyExistsException e) {
                if (attempt > 10) {
                    throw e;
                }
            }
        }
        try {
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
