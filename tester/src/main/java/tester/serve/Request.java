package tester.serve;

import grid.io.Json;
import grid.io.PuzzleFormatException;

import java.util.List;
import java.util.Map;

/**
 * One message from a client: {@code {"nonce": N, "command": C, "dataType": "fpuzzles", "data": D}} as the
 * f-puzzles client sends it, or with {@code "dataType": "puzzle"} from this server's own page, whose
 * {@code data} is the text of a puzzle and which may add {@code puzzleType} (a game type or {@code auto})
 * and, for {@code render}, {@code cells} and {@code marks}.
 *
 * @param nonce      the client's number for the request, echoed in every answer
 * @param command    what to do
 * @param dataType   {@code fpuzzles}, {@code puzzle}, or null (only {@code cancel} may leave it out)
 * @param data       the puzzle, or null
 * @param puzzleType the page's game type, or null
 * @param extra      the whole message, for members of one command (the page's {@code render})
 */
record Request(long nonce, String command, String dataType, String data, String puzzleType, Map<?, ?> extra) {

    /** The data type of the f-puzzles client. */
    static final String FPUZZLES = "fpuzzles";
    /** The data type of this server's page. */
    static final String PAGE = "puzzle";

    /** A message that is not a request; {@link #nonce} is the request's when it could be read, else 0. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;
        final long nonce;

        Refused(long nonce, String message) {
            super(message);
            this.nonce = nonce;
        }
    }

    /** Reads a message. */
    static Request parse(String text) throws Refused {
        Object root;
        try {
            root = Json.parse("message", text).root();
        } catch (PuzzleFormatException e) {
            throw new Refused(0, "the message is not JSON (" + e.reason() + "); expected {\"nonce\": N,"
                    + " \"command\": C, \"dataType\": \"fpuzzles\", \"data\": D}");
        }
        if (!(root instanceof Map<?, ?> m)) {
            throw new Refused(0, "the message is not a JSON object; expected {\"nonce\": N, \"command\": C,"
                    + " \"dataType\": \"fpuzzles\", \"data\": D}");
        }
        if (!(m.get("nonce") instanceof Long nonce)) {
            throw new Refused(0, m.containsKey("nonce") ? "the nonce " + m.get("nonce") + " is not a whole number"
                    : "the message has no nonce; expected a whole number");
        }
        if (!(m.get("command") instanceof String command) || command.isBlank()) {
            throw new Refused(nonce, "the message has no command; expected one of " + Solving.COMMANDS);
        }
        Object dataType = m.get("dataType");
        Object data = m.get("data");
        Object type = m.get("puzzleType");
        if (dataType != null && !(dataType instanceof String) || data != null && !(data instanceof String)
                || type != null && !(type instanceof String)) {
            throw new Refused(nonce, "dataType, data and puzzleType must be strings");
        }
        return new Request(nonce, command, (String) dataType, (String) data, (String) type, m);
    }

    /** A member of the message that is a list of whole numbers (the page's cells), or null. */
    int[] numbers(String key) throws Refused {
        if (!(extra.get(key) instanceof List<?> list)) {
            return null;
        }
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(list.get(i) instanceof Long v) || v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
                throw new Refused(nonce, key + "[" + i + "] is not a whole number");
            }
            out[i] = v.intValue();
        }
        return out;
    }

    /**
     * A member that is a list of pencil marks, one per cell, each a hexadecimal mask (bit v for symbol
     * index v, as the page keeps them: {@code "1f0"}); or null.
     */
    long[] masks(String key) throws Refused {
        if (!(extra.get(key) instanceof List<?> list)) {
            return null;
        }
        long[] out = new long[list.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(list.get(i) instanceof String hex) || hex.isEmpty() || hex.length() > 16) {
                throw new Refused(nonce, key + "[" + i + "] is not a mask; expected up to 16 hexadecimal digits");
            }
            try {
                out[i] = Long.parseUnsignedLong(hex, 16);
            } catch (NumberFormatException e) {
                throw new Refused(nonce, key + "[" + i + "] is '" + hex + "'; expected up to 16 hexadecimal digits");
            }
        }
        return out;
    }
}
