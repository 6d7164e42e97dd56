package grid.io;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JsonTest {

    @Test
    void readsEveryKindOfValue() throws Exception {
        Json.Document doc = Json.parse("t.json", """
                {"s": "a\\"b\\u00e9\\n", "i": -12, "d": 1.5e2, "t": true, "f": false, "z": null,
                 "l": [1, [], {}], "o": {"k": 0}}
                """);
        Map<?, ?> root = (Map<?, ?>) doc.root();
        assertThat(root.get("s")).isEqualTo("a\"b\u00e9\n");
        assertThat(root.get("i")).isEqualTo(-12L);
        assertThat(root.get("d")).isEqualTo(150.0);
        assertThat(root.get("t")).isEqualTo(Boolean.TRUE);
        assertThat(root.get("f")).isEqualTo(Boolean.FALSE);
        assertThat(root.containsKey("z")).isTrue();
        assertThat(root.get("z")).isNull();
        assertThat((List<?>) root.get("l")).hasSize(3).first().isEqualTo(1L);
        assertThat(((Map<?, ?>) root.get("o")).get("k")).isEqualTo(0L);
        assertThat(List.<Object>copyOf(root.keySet())).containsExactly("s", "i", "d", "t", "f", "z", "l", "o");
    }

    @Test
    void remembersTheLineWhereEachContainerStarts() throws Exception {
        Json.Document doc = Json.parse("t.json", "{\n  \"a\": [\n    {\"b\": 1}\n  ]\n}\n");
        Map<?, ?> root = (Map<?, ?>) doc.root();
        List<?> a = (List<?>) root.get("a");
        assertThat(doc.line(root)).isEqualTo(1);
        assertThat(doc.line(a)).isEqualTo(2);
        assertThat(doc.line(a.get(0))).isEqualTo(3);
        assertThat(doc.line("not a container")).isZero();
    }

    @ParameterizedTest(name = "[{index}] line {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "{\\n \"a\": 1,\\n \"b\": 2\\n \"c\": 3\\n}|3|expected ',' or '}' after the member \"b\"",
        "{\\n \"a\": [1, 2,]\\n}|2|expected a JSON value",
        "{\"a\": 1} x|1|after the end of the JSON value",
        "{\\n\\n \"a\": tru\\n}|3|expected a JSON value such as true",
        "{\"a\": \"open\\n}|1|expected a closing '\"'",
        "{\"a\": 1, \"a\": 2}|1|appears twice",
        "{\\n  a: 1}|2|expected a member name in double quotes",
        "[01]|1|expected ',' or ']' after an array element, found '1]'",
        "{\"a\": -}|1|expected a digit after '-'",
        "{\"a\": \"\\q\"}|1|found the escape",
        "|1|the file ends where a JSON value was expected",
        "{\"a\":\\n|1|the file ends where a JSON value was expected",
        "[\\n1,\\n|2|the file ends where a JSON value was expected",
        "{\"a\": [1, 2|1|expected ',' or ']' after an array element, found the end of the file",
    })
    void malformedJsonNamesTheLine(String text, int line, String message) {
        String json = text == null ? "" : text.replace("\\n", "\n");
        assertThatThrownBy(() -> Json.parse("bad.json", json))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageStartingWith("bad.json:" + line + ": ")
                .hasMessageContaining(message);
    }

    @Test
    void deepNestingIsRefusedNotAStackOverflow() {
        String deep = "[".repeat(100_000);
        assertThatThrownBy(() -> Json.parse("deep.json", deep))
                .isInstanceOf(PuzzleFormatException.class).hasMessageContaining("nested more than");
    }

    @Test
    void writtenTextReadsBackAsTheSameValues() throws Exception {
        String text = "{\"size\":9,\"title\":\"A \\\"quoted\\\" \\\\ title\\n\",\"grid\":[[{\"value\":5,\"given\":true},{}]],"
                + "\"x\":null,\"ok\":false,\"half\":0.5,\"big\":12345678901234,\"tab\":\"\\t\\u0001\"}";
        Object value = Json.parse("w.json", text).root();
        assertThat(Json.write(value)).isEqualTo(text);
        assertThat(Json.parse("again", Json.write(value)).root()).isEqualTo(value);
        assertThat(Json.write(2.0)).isEqualTo("2");
    }
}
