package grid.io;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Every file the program writes goes through here, so every output follows the same rules: the name is
 * first resolved by {@link OutputTarget} (links followed; directories, block devices and sockets refused);
 * a regular file is then replaced atomically ({@link AtomicFiles}: temporary file, sync, rename, the old
 * permissions kept), while a FIFO, a character device, a descriptor or standard output is written
 * directly and never replaced. Every failure is an {@link OutputException} whose message is one line
 * naming the file and the cause.
 */
public final class OutputFiles {

    private OutputFiles() {
    }

    /**
     * Opens {@code name} for writing piece by piece.
     *
     * @param stdout the program's standard output, written when the name is {@code -} or
     *               {@code /dev/stdout}
     */
    public static Output open(String name, PrintStream stdout) throws OutputException {
        OutputTarget target = OutputTarget.of(name);
        return switch (target.kind()) {
            case FILE -> AtomicFiles.SYSTEM.open(target.path(), target.label());
            case STREAM -> StreamOutput.open(target);
            case STANDARD_OUTPUT -> StreamOutput.standardOutput(stdout, target.label());
        };
    }

    /** Writes {@code bytes} as the whole content of {@code name}. */
    public static void write(String name, byte[] bytes, PrintStream stdout) throws OutputException {
        try (Output output = open(name, stdout)) {
            output.write(bytes);
            output.commit();
        }
    }

    /** Writes {@code text}, as UTF-8, as the whole content of {@code name}. */
    public static void write(String name, String text, PrintStream stdout) throws OutputException {
        write(name, text.getBytes(StandardCharsets.UTF_8), stdout);
    }
}
