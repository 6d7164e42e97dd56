package tester.solve;

/** Bad command-line arguments: the message says what is wrong; the usage text follows it. */
public final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
