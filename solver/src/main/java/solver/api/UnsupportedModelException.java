package solver.api;

/** An algorithm was given rules or a size it does not handle; the message says which and why. */
public final class UnsupportedModelException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UnsupportedModelException(String message) {
        super(message);
    }
}
