package tester.serve;

import tester.JsonText;

import java.util.Collections;

/** Requests as the server's own page sends them, and large puzzles for them, for tests. */
final class PageRequests {

    private PageRequests() {
    }

    /** A page request of {@code command} for the puzzle {@code text} of {@code type}, with more members ({@code ,"k":v} or empty). */
    static String of(long nonce, String command, String text, String type, String more) {
        return "{\"nonce\":" + nonce + ",\"command\":\"" + command + "\",\"dataType\":\"puzzle\",\"data\":"
                + JsonText.quote(text) + ",\"puzzleType\":\"" + type + "\"" + more + "}";
    }

    /** An RMIT Sudoku of side {@code n} (n = b*b) with every cell of {@code solution} given but those marked open. */
    static String rmit(int n, int[] solution, boolean[] open) {
        StringBuilder out = new StringBuilder().append(n).append('\n');
        for (int v = 1; v <= n; v++) {
            out.append(v).append(v < n ? " " : "\n");
        }
        for (int c = 0; c < n * n; c++) {
            if (!open[c]) {
                out.append(c / n).append(',').append(c % n).append(' ').append(solution[c] + 1).append('\n');
            }
        }
        return out.toString();
    }

    /** A solved Sudoku of side b*b (symbol indices), by the pattern that shifts each row of a band by b and each band by one. */
    static int[] solved(int b) {
        int n = b * b;
        int[] cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                cells[r * n + c] = (b * (r % b) + r / b + c) % n;
            }
        }
        return cells;
    }

    /** {@code members} as {@code ,"key":[...]} of {@code count} copies of {@code item}. */
    static String list(String key, int count, String item) {
        return ",\"" + key + "\":[" + String.join(",", Collections.nCopies(count, item)) + "]";
    }
}
