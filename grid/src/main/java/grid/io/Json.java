package grid.io;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small strict JSON reader (RFC 8259) for puzzle files. Values come back as plain Java objects: objects
 * as {@code Map<String, Object>} (insertion order kept, a repeated key is an error), arrays as
 * {@code List<Object>}, strings as {@code String}, numbers as {@code Long} when integral and in range else
 * {@code Double}, {@code true}/{@code false} as {@code Boolean} and {@code null} as {@code null}. Every
 * syntax error is a {@link PuzzleFormatException} naming the line; the line on which each object and array
 * starts is kept so that later checks can name it too ({@link Document#line}).
 *
 * <p>Written here rather than taken from a library because the grid module has no JSON dependency, the
 * puzzle files are small, and the errors must carry the file's line numbers. {@link #write} turns such
 * values back into compact JSON text (how f-puzzles writes it: no spaces, keys in their order).
 */
public final class Json {

    /** Deeper nesting than this is refused instead of overflowing the stack. */
    static final int MAX_DEPTH = 256;

    /** A parsed document: its root value and where its objects and arrays start. */
    public static final class Document {
        private final Object root;
        private final Map<Object, Integer> lines;

        private Document(Object root, Map<Object, Integer> lines) {
            this.root = root;
            this.lines = lines;
        }

        /** The top-level value. */
        public Object root() {
            return root;
        }

        /** The 1-based line on which {@code container} (an object or array of this document) starts, else 0. */
        public int line(Object container) {
            Integer line = container == null ? null : lines.get(container);
            return line == null ? 0 : line;
        }
    }

    private final String file;
    private final String text;
    private final Map<Object, Integer> lines = new IdentityHashMap<>();
    private int pos;
    private int line = 1;

    private Json(String file, String text) {
        this.file = file;
        this.text = text;
    }

    /** Parses {@code text}, which came from {@code file} (named in errors). */
    public static Document parse(String file, String text) throws PuzzleFormatException {
        Json parser = new Json(file, text);
        parser.skipSpace();
        Object root = parser.value(0);
        parser.skipSpace();
        if (parser.pos < text.length()) {
            throw parser.error("found " + parser.found() + " after the end of the JSON value; expected nothing more");
        }
        return new Document(root, Collections.unmodifiableMap(parser.lines));
    }

    /**
     * The compact JSON text of {@code value}: a {@code Map} with string keys (in its iteration order), a
     * {@code List}, a {@code String}, a {@code Long} or {@code Integer}, a finite {@code Double}, a
     * {@code Boolean} or null, nested. Strings escape quotes, backslashes and control characters only.
     *
     * @throws IllegalArgumentException for anything else (a non-finite number, another type)
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null || value instanceof Boolean || value instanceof Long || value instanceof Integer) {
            out.append(value);
        } else if (value instanceof Double d) {
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("JSON has no " + d);
            }
            out.append(d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString(d.longValue()) : d.toString());
        } else if (value instanceof String s) {
            quote(s, out);
        } else if (value instanceof Map<?, ?> m) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(first ? "" : ",");
                first = false;
                quote((String) e.getKey(), out);
                out.append(':');
                write(e.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof List<?> l) {
            out.append('[');
            for (int i = 0; i < l.size(); i++) {
                out.append(i > 0 ? "," : "");
                write(l.get(i), out);
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("no JSON form for a " + value.getClass().getSimpleName());
        }
    }

    private static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(switch (c) {
                    case '\n' -> "\\n";
                    case '\r' -> "\\r";
                    case '\t' -> "\\t";
                    default -> String.format("\\u%04x", (int) c);
                });
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    private Object value(int depth) throws PuzzleFormatException {
        if (depth > MAX_DEPTH) {
            throw error("JSON nested more than " + MAX_DEPTH + " levels deep");
        }
        if (pos >= text.length()) {
            throw error("the file ends where a JSON value was expected");
        }
        char ch = text.charAt(pos);
        return switch (ch) {
            case '{' -> object(depth);
            case '[' -> array(depth);
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> {
                if (ch == '-' || (ch >= '0' && ch <= '9')) {
                    yield number();
                }
                throw error("found " + found() + "; expected a JSON value (object, array, string, number, true, false or null)");
            }
        };
    }

    private Map<String, Object> object(int depth) throws PuzzleFormatException {
        Map<String, Object> map = new LinkedHashMap<>();
        lines.put(map, line);
        pos++;
        skipSpace();
        if (peek() == '}') {
            pos++;
            return map;
        }
        while (true) {
            if (peek() != '"') {
                throw error("found " + found() + "; expected a member name in double quotes");
            }
            int keyLine = line;
            String key = string();
            skipSpace();
            expect(':', "after the member name \"" + key + "\"");
            skipSpace();
            Object v = value(depth + 1);
            if (map.containsKey(key)) {
                throw new PuzzleFormatException(file, keyLine, "the member \"" + key + "\" appears twice in one object");
            }
            map.put(key, v);
            int valueEnd = line;
            skipSpace();
            if (peek() == ',') {
                pos++;
                skipSpace();
            } else if (peek() == '}') {
                pos++;
                return map;
            } else {
                throw errorAfter(valueEnd, "expected ',' or '}' after the member \"" + key + "\"");
            }
        }
    }

    private List<Object> array(int depth) throws PuzzleFormatException {
        List<Object> list = new ArrayList<>();
        lines.put(list, line);
        pos++;
        skipSpace();
        if (peek() == ']') {
            pos++;
            return list;
        }
        while (true) {
            list.add(value(depth + 1));
            int valueEnd = line;
            skipSpace();
            if (peek() == ',') {
                pos++;
                skipSpace();
            } else if (peek() == ']') {
                pos++;
                return list;
            } else {
                throw errorAfter(valueEnd, "expected ',' or ']' after an array element");
            }
        }
    }

    private String string() throws PuzzleFormatException {
        pos++;
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("the file ends inside a string; expected a closing '\"'");
            }
            char ch = text.charAt(pos++);
            if (ch == '"') {
                return sb.toString();
            }
            if (ch == '\n' || ch < 0x20) {
                pos--;
                throw error("a control character or line end inside a string; expected a closing '\"' first");
            }
            if (ch != '\\') {
                sb.append(ch);
                continue;
            }
            if (pos >= text.length()) {
                throw error("the file ends inside a string escape");
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"', '\\', '/' -> sb.append(e);
                case 'b' -> sb.append('\b');
                case 'f' -> sb.append('\f');
                case 'n' -> sb.append('\n');
                case 'r' -> sb.append('\r');
                case 't' -> sb.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw error("a \\u escape needs four hex digits");
                    }
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int d = Character.digit(text.charAt(pos + i), 16);
                        if (d < 0) {
                            throw error("a \\u escape needs four hex digits, found '" + text.substring(pos, pos + 4) + "'");
                        }
                        code = code * 16 + d;
                    }
                    pos += 4;
                    sb.append((char) code);
                }
                default -> {
                    pos--;
                    throw error("found the escape '\\" + e + "'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
                }
            }
        }
    }

    private Object number() throws PuzzleFormatException {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (isDigit(peek())) {
            digits();
        } else {
            throw error("found " + found() + "; expected a digit after '-'");
        }
        boolean integral = true;
        if (peek() == '.') {
            integral = false;
            pos++;
            if (!isDigit(peek())) {
                throw error("found " + found() + "; expected a digit after the decimal point");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            integral = false;
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!isDigit(peek())) {
                throw error("found " + found() + "; expected the exponent's digits");
            }
            digits();
        }
        String literal = text.substring(start, pos);
        if (integral) {
            try {
                return Long.parseLong(literal);
            } catch (NumberFormatException tooLong) {
                // Integers beyond 64 bits are still valid JSON; keep them approximately, as JavaScript does.
                return Double.parseDouble(literal);
            }
        }
        return Double.parseDouble(literal);
    }

    private void digits() {
        while (isDigit(peek())) {
            pos++;
        }
    }

    private static boolean isDigit(int ch) {
        return ch >= '0' && ch <= '9';
    }

    private Object word(String word, Object result) throws PuzzleFormatException {
        if (!text.startsWith(word, pos)) {
            throw error("found " + found() + "; expected a JSON value such as " + word);
        }
        pos += word.length();
        return result;
    }

    private void expect(char ch, String where) throws PuzzleFormatException {
        if (peek() != ch) {
            throw error("found " + found() + "; expected '" + ch + "' " + where);
        }
        pos++;
    }

    private int peek() {
        return pos < text.length() ? text.charAt(pos) : -1;
    }

    private void skipSpace() {
        while (pos < text.length()) {
            char ch = text.charAt(pos);
            if (ch == '\n') {
                line++;
            } else if (ch != ' ' && ch != '\t' && ch != '\r') {
                return;
            }
            pos++;
        }
    }

    /** What is at the current position, for messages. */
    private String found() {
        if (pos >= text.length()) {
            return "the end of the file";
        }
        int end = pos;
        while (end < text.length() && end < pos + 12 && !Character.isWhitespace(text.charAt(end))) {
            end++;
        }
        return "'" + text.substring(pos, Math.max(end, pos + 1)) + "'";
    }

    /**
     * A missing separator is reported on the line where the previous value ended, which is where it
     * belongs, naming what was found instead (possibly on a later line).
     */
    private PuzzleFormatException errorAfter(int valueEnd, String expected) {
        String where = line == valueEnd ? "" : " on line " + line;
        return new PuzzleFormatException(file, valueEnd, expected + ", found " + found() + where);
    }

    private PuzzleFormatException error(String reason) {
        // at the end of a text that ends with a line break, the count has passed the last line: name that one
        boolean pastLastLine = pos >= text.length() && line > 1 && text.endsWith("\n");
        return new PuzzleFormatException(file, pastLastLine ? line - 1 : line, reason);
    }
}
