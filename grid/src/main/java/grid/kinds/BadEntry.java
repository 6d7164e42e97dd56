package grid.kinds;

/**
 * A malformed entry of a rule kind: what is wrong, in the words of a message, and the line of the
 * document it is on (0 when it has none: a command-line option, or a key's value as a whole). The reader
 * that holds the document turns it into its own format error, naming the file.
 */
public final class BadEntry extends Exception {

    private static final long serialVersionUID = 1L;

    private final int line;

    public BadEntry(int line, String reason) {
        super(reason);
        this.line = line;
    }

    /** The document's line, from 1, or 0 for none. */
    public int line() {
        return line;
    }

    /** What is wrong, without the place. */
    public String reason() {
        return getMessage();
    }
}
