package grid.io;

import java.io.Closeable;
import java.nio.charset.StandardCharsets;

/**
 * A file being written, opened by {@link OutputFiles#open}. Text is appended piece by piece (every solution
 * of a puzzle may be more than memory holds), {@link #commit()} says the text is complete, and
 * {@link #close()} without a commit abandons it. For a regular file that means all or nothing: the text
 * goes to a temporary file that replaces the target only on commit, and abandoning it deletes the
 * temporary file and leaves the target as it was. A stream (a FIFO, a device, standard output) gets the
 * text as it is written and cannot take it back; {@link #streamed()} says which, so a caller can tell
 * the user what was already written. Not thread-safe.
 */
public interface Output extends Closeable {

    /** Adds bytes. */
    void write(byte[] bytes) throws OutputException;

    /** Adds text, as UTF-8. */
    default void append(CharSequence text) throws OutputException {
        write(text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The text is complete: a file is synced and renamed over the target, a stream flushed. */
    void commit() throws OutputException;

    /** True when the target receives the text as it is written (a stream), false for all-or-nothing. */
    boolean streamed();

    /** Abandons the text unless committed: a temporary file is deleted, a stream flushed and closed. */
    @Override
    void close() throws OutputException;
}
