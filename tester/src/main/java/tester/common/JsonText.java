package tester.common;

import grid.model.RuleModel;

import java.util.List;
import java.util.Locale;

/**
 * One JSON object written field by field, in the order the fields are put, for {@code --json}. Strings
 * are escaped as RFC 8259 requires; a grid is a list of rows of symbol values, {@code null} for a blank.
 * Small on purpose: the program writes JSON and never reads it back.
 */
public final class JsonText {

    private final StringBuilder sb = new StringBuilder("{");

    public JsonText put(String key, String value) {
        return raw(key, value == null ? "null" : quote(value));
    }

    public JsonText put(String key, long value) {
        return raw(key, Long.toString(value));
    }

    public JsonText put(String key, boolean value) {
        return raw(key, Boolean.toString(value));
    }

    /** A number of seconds, to the microsecond. */
    public JsonText seconds(String key, double value) {
        return raw(key, String.format(Locale.ROOT, "%.6f", value));
    }

    public JsonText strings(String key, List<String> values) {
        StringBuilder list = new StringBuilder("[");
        for (String v : values) {
            list.append(list.length() > 1 ? "," : "").append(quote(v));
        }
        return raw(key, list.append(']').toString());
    }

    /** A value that is already JSON (an object, a list). */
    public JsonText raw(String key, String json) {
        if (sb.length() > 1) {
            sb.append(',');
        }
        sb.append(quote(key)).append(':').append(json);
        return this;
    }

    @Override
    public String toString() {
        return sb + "}";
    }

    /** {@code cells} (symbol indices, -1 blank) as rows of symbol values. */
    public static String grid(RuleModel model, int[] cells) {
        int n = model.size();
        StringBuilder out = new StringBuilder(cells.length * 3 + 2 * n + 2).append('[');
        for (int r = 0; r < n; r++) {
            out.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < n; c++) {
                int v = cells[r * n + c];
                out.append(c > 0 ? "," : "").append(v < 0 ? "null" : Integer.toString(model.symbol(v)));
            }
            out.append(']');
        }
        return out.append(']').toString();
    }

    public static String quote(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (ch < 0x20 || ch == '\u2028' || ch == '\u2029') {
                        out.append(String.format("\\u%04x", (int) ch));
                    } else {
                        out.append(ch);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
