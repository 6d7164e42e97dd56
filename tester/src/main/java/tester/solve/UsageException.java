package tester;

/** Bad command-line arguments: the message says what is wrong; the usage text follows it. */
final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
