package cli;

/** A count with its noun in the right number, for messages: {@code 1 dot}, {@code 2 dots}, {@code 3 searches}. */
public final class Counted {

    private Counted() {
    }

    /** {@code n} and {@code singular}, made plural (an {@code s}, or {@code es} after s, x, ch and sh) unless n is 1. */
    public static String of(long n, String singular) {
        if (n == 1) {
            return "1 " + singular;
        }
        boolean es = singular.endsWith("s") || singular.endsWith("x") || singular.endsWith("ch")
                || singular.endsWith("sh");
        return n + " " + singular + (es ? "es" : "s");
    }
}
