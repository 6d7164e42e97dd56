package grid.io;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * A PrintStream that remembers why it failed. PrintStream turns every write error into a flag
 * ({@link #checkError()}), so a program printing to a closed pipe or a full disk learns that it failed
 * but not why; this one keeps the first error, so the one-line message can name the cause ({@code
 * standard output: cannot write: Broken pipe}). The program's standard output is one of these.
 */
public final class WatchedPrintStream extends PrintStream {

    private final Watch watch;

    private WatchedPrintStream(Watch watch, Charset charset) {
        super(watch, true, charset);
        this.watch = watch;
    }

    /** A print stream over {@code target}, buffered, flushed at every line end. */
    public static WatchedPrintStream over(OutputStream target, Charset charset) {
        return new WatchedPrintStream(new Watch(new BufferedOutputStream(target, 1 << 13)), charset);
    }

    /**
     * Null while {@code stream} has written everything it was given, else the cause of its failure in the
     * operating system's words (for a print stream other than these, only that it failed).
     */
    public static String failure(PrintStream stream) {
        if (!stream.checkError()) {
            return null;
        }
        if (stream instanceof WatchedPrintStream w && w.watch.first != null) {
            return OutputException.reason(w.watch.first);
        }
        return "the stream reported a write error";
    }

    /**
     * Passes everything through and keeps the first I/O error before it goes on to the PrintStream. Its
     * own few lines rather than a library's proxy: every run's standard output is one, so it is on the
     * start-up path of every one-puzzle process.
     */
    private static final class Watch extends FilterOutputStream {
        private volatile IOException first;

        Watch(OutputStream target) {
            super(target);
        }

        private IOException keep(IOException e) {
            if (first == null) {
                first = e;
            }
            return e;
        }

        @Override
        public void write(int b) throws IOException {
            try {
                out.write(b);
            } catch (IOException e) {
                throw keep(e);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            try {
                out.write(b, off, len);
            } catch (IOException e) {
                throw keep(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw keep(e);
            }
        }

        @Override
        public void close() throws IOException {
            try {
                out.close();
            } catch (IOException e) {
                throw keep(e);
            }
        }
    }
}
