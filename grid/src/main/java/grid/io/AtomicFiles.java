package grid.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Replaces a regular file all at once or not at all. The text goes to a new temporary file in the same
 * directory ({@code .NAME.RANDOM.tmp}, so the rename never crosses file systems), which is flushed,
 * synced to the disk and then renamed over the target in one step. So a reader, or a second writer of the
 * same path, sees the old file or a complete new one, never a mix; a failure (a full disk, a write error,
 * Ctrl-C, a time limit) deletes the temporary file and leaves the target as it was; after a crash the
 * target is the old file or the new one. The temporary file is created with the process's ordinary
 * permissions and, when the target exists, given the target's permissions before anything is written,
 * so the replaced file keeps its permissions and a private file's text is never readable by others. Only
 * {@link OutputFiles} uses this, for names that {@link OutputTarget} found to be regular files.
 */
final class AtomicFiles {

    /** Creates the temporary file and opens it for writing; tests substitute channels that fail. */
    @FunctionalInterface
    interface ChannelFactory {
        FileChannel create(Path tmp) throws IOException;
    }

    /** The real file system. */
    static final AtomicFiles SYSTEM = new AtomicFiles(tmp -> FileChannel.open(tmp, StandardOpenOption.CREATE_NEW,
            StandardOpenOption.WRITE));

    /** How much of the target's name the temporary file's name keeps, in UTF-8 bytes (names hold 255). */
    private static final int NAME_BYTES = 100;
    private static final int BUFFER = 1 << 16;

    private final ChannelFactory channels;

    AtomicFiles(ChannelFactory channels) {
        this.channels = channels;
    }

    /**
     * Starts replacing {@code file} (a regular file or a new name in an existing directory).
     *
     * @param label how messages name the file
     */
    Output open(Path file, String label) throws OutputException {
        Path dir = file.getParent();
        for (int attempt = 0; ; attempt++) {
            Path tmp = dir.resolve(temporaryName(file));
            FileChannel channel;
            try {
                channel = channels.create(tmp);
            } catch (FileAlreadyExistsException e) {
                if (attempt < 10) {
                    continue;
                }
                throw new OutputException(label, "cannot create a temporary file beside it", e);
            } catch (IOException e) {
                throw new OutputException(label, "cannot create a temporary file beside it", e);
            }
            Replacement replacement = new Replacement(file, tmp, channel, label);
            try {
                copyPermissions(file, tmp);
            } catch (IOException e) {
                throw replacement.abandon(new OutputException(label, "cannot give the new file its permissions", e));
            }
            return replacement;
        }
    }

    /** {@code .NAME.RANDOM.tmp}, with NAME cut short enough for the file system to hold the whole name. */
    private static String temporaryName(Path file) {
        String name = file.getFileName().toString();
        StringBuilder kept = new StringBuilder();
        int bytes = 0;
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            bytes += new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
            if (bytes > NAME_BYTES) {
                break;
            }
            kept.appendCodePoint(cp);
            i += Character.charCount(cp);
        }
        return "." + kept + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp";
    }

    /** Gives {@code tmp} the permissions of {@code file} where it exists and the file system has them. */
    private static void copyPermissions(Path file, Path tmp) throws IOException {
        PosixFileAttributeView source = Files.getFileAttributeView(file, PosixFileAttributeView.class);
        if (source == null) {
            return;
        }
        Set<PosixFilePermission> permissions;
        try {
            permissions = source.readAttributes().permissions();
        } catch (NoSuchFileException newFile) {
            return;
        }
        Files.setPosixFilePermissions(tmp, permissions);
    }

    /** One replacement in progress. */
    private static final class Replacement implements Output {
        private final Path target;
        private final Path tmp;
        private final FileChannel channel;
        private final OutputStream stream;
        private final String label;
        private boolean finished;

        Replacement(Path target, Path tmp, FileChannel channel, String label) {
            this.target = target;
            this.tmp = tmp;
            this.channel = channel;
            this.stream = new BufferedOutputStream(Channels.newOutputStream(channel), BUFFER);
            this.label = label;
        }

        @Override
        public void write(byte[] bytes) throws OutputException {
            if (finished) {
                throw new IllegalStateException(label + ": already committed or abandoned");
            }
            try {
                stream.write(bytes);
            } catch (IOException e) {
                throw new OutputException(label, "cannot write", e);
            }
        }

        @Override
        public void commit() throws OutputException {
            if (finished) {
                throw new IllegalStateException(label + ": already committed or abandoned");
            }
            try {
                stream.flush();
                channel.force(true);
                channel.close();
            } catch (IOException e) {
                throw abandon(new OutputException(label, "cannot write", e));
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                throw abandon(new OutputException(label, "cannot replace it", e));
            }
            finished = true;
        }

        @Override
        public boolean streamed() {
            return false;
        }

        @Override
        public void close() throws OutputException {
            if (!finished) {
                IOException left = discard();
                if (left != null) {
                    throw new OutputException(label, "cannot remove the temporary file " + tmp.getFileName(), left);
                }
            }
        }

        /** Ends this replacement with {@code failure}: the temporary file goes, the target stays. */
        OutputException abandon(OutputException failure) {
            IOException left = discard();
            if (left != null) {
                failure.addSuppressed(left);
            }
            return failure;
        }

        /** Closes and deletes the temporary file; what went wrong doing so, or null. */
        private IOException discard() {
            finished = true;
            IOException problem = null;
            try {
                channel.close();
            } catch (IOException e) {
                problem = e;
            }
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException e) {
                if (problem == null) {
                    problem = e;
                } else {
                    problem.addSuppressed(e);
                }
            }
            return problem;
        }
    }
}
