package tester.serve;

import tester.common.JsonText;

/**
 * The protocol's answers as JSON text, one per message: every answer carries the request's {@code nonce}
 * and its {@code type}; members without a value are left out, as the f-puzzles client expects.
 */
final class Replies {

    private Replies() {
    }

    /** The start of an answer of {@code type} to request {@code nonce}. */
    static JsonText of(long nonce, String type) {
        return new JsonText().put("nonce", nonce).put("type", type);
    }

    static String canceled(long nonce) {
        return of(nonce, "canceled").toString();
    }

    /** An error or a puzzle without a solution, in one line. */
    static String invalid(long nonce, String message) {
        return of(nonce, "invalid").put("message", oneLine(message)).toString();
    }

    static String count(long nonce, long count, boolean inProgress) {
        return of(nonce, "count").put("count", count).put("inProgress", inProgress).toString();
    }

    /** {@code values} as a JSON list of numbers. */
    static String list(int[] values) {
        StringBuilder out = new StringBuilder(values.length * 3 + 2).append('[');
        for (int i = 0; i < values.length; i++) {
            out.append(i > 0 ? "," : "").append(values[i]);
        }
        return out.append(']').toString();
    }

    /** Pencil marks (bit v for symbol index v) as a JSON list of hexadecimal strings, as the page keeps them. */
    static String hex(long[] masks) {
        StringBuilder out = new StringBuilder(masks.length * 6 + 2).append('[');
        for (int i = 0; i < masks.length; i++) {
            out.append(i > 0 ? ",\"" : "\"").append(Long.toHexString(masks[i])).append('"');
        }
        return out.append(']').toString();
    }

    /** A message on one line: line breaks become spaces. */
    static String oneLine(String message) {
        String m = message == null || message.isBlank() ? "No solutions found." : message;
        return m.replaceAll("[\\r\\n\\u2028\\u2029]+", " ").strip();
    }
}
