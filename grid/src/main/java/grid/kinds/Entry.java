package grid.kinds;

import java.util.List;

/**
 * One entry of a rule kind in a document (a JSON object of f-puzzles), with the helpers that read its
 * fields: cells by name ({@code "R1C1"}), whole numbers, lists. Each helper names the entry and the JSON
 * line in its errors.
 */
public interface Entry {

    /** How messages name the entry: its kind's label and its number, e.g. {@code x-sum clue 2}. */
    String where();

    /** A field of the entry as read (a string, a number as a {@code Long}, a list, a map, a boolean), or null. */
    Object get(String field);

    /** Whether a field is absent, null or the empty string (f-puzzles' way of leaving a value out). */
    default boolean blank(String field) {
        Object v = get(field);
        return v == null || "".equals(v);
    }

    /** The cells a JSON list of names holds ({@code ["R1C1", "R1C2"]}), each inside the grid and named once. */
    int[] cells(Object value, String what) throws BadEntry;

    /** A whole number given as a JSON number or a string of digits (f-puzzles writes both). */
    int number(Object value, String what) throws BadEntry;

    /** A JSON array. */
    List<?> list(Object value, String what) throws BadEntry;

    /** The cells' names for messages, e.g. {@code R1C1, R1C2}. */
    String names(int[] cells);

    /** An error at this entry's line. */
    BadEntry error(String reason);

    /** A value as messages show it: a string quoted (cut at 20 characters), a list or object by its kind. */
    static String show(Object v) {
        if (v instanceof String s) {
            return "\"" + (s.length() > 20 ? s.substring(0, 20) + "..." : s) + "\"";
        }
        if (v instanceof java.util.Map || v instanceof List) {
            return "an " + (v instanceof java.util.Map ? "object" : "array");
        }
        return String.valueOf(v);
    }
}
