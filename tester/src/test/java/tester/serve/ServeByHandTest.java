package tester.serve;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static tester.serve.ServeProtocolTest.sample;
import static tester.serve.ServeProtocolTest.solutionOf;
import static tester.serve.ServeProtocolTest.withGivens;

/**
 * The protocol's answers by hand end to end, as the userscript asks for them: Step replayed from the
 * position the client keeps, Solve Path to the finished board, a cancel of a running path, the
 * {@code disabledlogic} families honoured, and a wrong digit found. Every step is checked against the
 * puzzle's published solution.
 */
class ServeByHandTest {

    private static LiveServer server;

    @BeforeAll
    static void start() throws Exception {
        server = LiveServer.start("127.0.0.1", 0, Limits.defaults().withWorkers(2).withJobTime(Duration.ofSeconds(30)));
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    @Test
    void stepsReplayedAsTheClientDoesFollowTheSolution() throws Exception {
        String json = sample("killer-killer-whirlwind.json");
        int[] solution = solutionOf("killer-killer-whirlwind.solution");
        Map<?, ?> root = (Map<?, ?>) grid.io.Json.parse("t", json).root();
        try (WsClient client = WsClient.to(server)) {
            Map<?, ?> first = client.answer(client.fpuzzles("step", json));
            assertThat(first.get("type")).isEqualTo("logical");
            // no givens: the first step is already a step of logic (no candidates to show first)
            assertThat((String) first.get("message")).isNotEqualTo("Initial candidates.").doesNotContain("invalid");
            Map<?, ?> withGivens = client.answer(client.fpuzzles("step", sample("killer-4x4.json")));
            assertThat(withGivens.get("message")).isEqualTo("Initial candidates.");
            Map<?, ?> now = first;
            int steps = 0;
            while (!allPlaced(now) && steps < 500) {
                assertFollows(now, solution);
                now = client.answer(client.fpuzzles("step", position(root, now)));
                assertThat(now.get("type")).isEqualTo("logical");
                assertThat(now.get("isValid")).isEqualTo(true);
                assertThat((String) now.get("message")).doesNotContain("No logical steps", "invalid");
                steps++;
            }
            assertFollows(now, solution);
            assertThat(allPlaced(now)).isTrue();
            assertThat(steps).isGreaterThan(10);
            Map<?, ?> path = client.answer(client.fpuzzles("solvepath", json));
            assertFollows(path, solution);
            assertThat(allPlaced(path)).isTrue();
            assertThat(((String) path.get("message")).lines().count()).isGreaterThan(10);
        }
    }

    /**
     * A solve path still running (a published thermometer puzzle whose nested forcing chains take seconds)
     * stops at a cancel: both answered canceled, no logical answer after them, and no job left running
     * soon after (a search stops between its premises).
     */
    @Test
    void aCancelStopsARunningSolvePath() throws Exception {
        String json = sample("thermo-bicycle-race.json");
        try (WsClient client = WsClient.to(server)) {
            long path = client.fpuzzles("solvepath", json);
            Thread.sleep(300);
            client.cancelExpectingBothCanceled(path);
            WsClient.awaitNoJobs(server, Duration.ofSeconds(10));
            assertThat(server.jobs()).as("the explanation stopped").isZero();
        }
    }

    @Test
    void disabledLogicIsHonoured() throws Exception {
        String json = sample("killer-killer-blister.json");
        String off = json.substring(0, json.lastIndexOf('}'))
                + ",\"disabledlogic\":[\"tuples\",\"pointing\",\"fishes\",\"wings\",\"aic\",\"contradictions\"]}";
        int[] solution = solutionOf("killer-killer-blister.solution");
        try (WsClient client = WsClient.to(server)) {
            Map<?, ?> path = client.answer(client.fpuzzles("solvepath", off));
            String message = (String) path.get("message");
            assertThat(message).doesNotContain("locked candidates", "naked pair", "hidden pair", "X-Wing", "XY-Wing",
                    "trial");
            assertThat(path.get("isValid")).isEqualTo(true);
            assertFollows(path, solution);
            if (!allPlaced(path)) {
                assertThat(message).endsWith("No logical steps found.\n");
            }
        }
    }

    @Test
    void aWrongDigitMakesTheBoardInvalid() throws Exception {
        String json = sample("killer-4x4.json").replace("[{\"value\": 1, \"given\": true}, {}, {}, {}]",
                "[{\"value\": 1, \"given\": true}, {\"value\": 3}, {}, {}]");
        try (WsClient client = WsClient.to(server)) {
            Map<?, ?> path = client.answer(client.fpuzzles("solvepath", json));
            assertThat(path.get("type")).isEqualTo("logical");
            assertThat(path.get("isValid")).isEqualTo(false);
            assertThat((String) path.get("message")).contains("Board is invalid");
        }
    }

    static boolean allPlaced(Map<?, ?> logical) {
        for (Object cell : (List<?>) logical.get("cells")) {
            if ((Long) ((Map<?, ?>) cell).get("value") == 0) {
                return false;
            }
        }
        return true;
    }

    /** Every placed digit is the solution's, and every open cell keeps the solution's digit as a candidate. */
    static void assertFollows(Map<?, ?> logical, int[] solution) {
        List<?> cells = (List<?>) logical.get("cells");
        assertThat(cells).hasSize(solution.length);
        for (int c = 0; c < solution.length; c++) {
            Map<?, ?> cell = (Map<?, ?>) cells.get(c);
            long value = (Long) cell.get("value");
            if (value != 0) {
                assertThat(value).as("cell %d", c).isEqualTo(solution[c] + 1L);
            } else {
                assertThat(((List<?>) cell.get("candidates")).contains(solution[c] + 1L)).as("cell %d", c).isTrue();
            }
        }
    }

    /** The puzzle with the step's position as the client keeps it: digits as values, candidates as centre marks. */
    static String position(Map<?, ?> root, Map<?, ?> logical) {
        int n = ((Long) root.get("size")).intValue();
        List<?> rows = (List<?>) root.get("grid");
        List<?> cells = (List<?>) logical.get("cells");
        StringBuilder grid = new StringBuilder("[");
        for (int r = 0; r < n; r++) {
            grid.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < n; c++) {
                Map<?, ?> original = (Map<?, ?>) ((List<?>) rows.get(r)).get(c);
                Map<?, ?> cell = (Map<?, ?>) cells.get(r * n + c);
                grid.append(c > 0 ? "," : "");
                if (Boolean.TRUE.equals(original.get("given"))) {
                    grid.append("{\"value\":").append(original.get("value")).append(",\"given\":true}");
                } else if ((Long) cell.get("value") != 0) {
                    grid.append("{\"value\":").append(cell.get("value")).append('}');
                } else {
                    grid.append("{\"centerPencilMarks\":").append(cell.get("candidates")).append('}');
                }
            }
            grid.append(']');
        }
        StringBuilder json = new StringBuilder("{");
        for (Map.Entry<?, ?> e : root.entrySet()) {
            if (!e.getKey().equals("grid") && (e.getValue() instanceof List || e.getValue() instanceof Long)) {
                json.append(json.length() > 1 ? "," : "").append('"').append(e.getKey()).append("\":")
                        .append(toJson(e.getValue()));
            }
        }
        return json.append(",\"grid\":").append(grid.append(']')).append('}').toString();
    }

    static String toJson(Object value) {
        if (value instanceof Map<?, ?> m) {
            StringBuilder out = new StringBuilder("{");
            m.forEach((k, v) -> out.append(out.length() > 1 ? "," : "").append('"').append(k).append("\":").append(toJson(v)));
            return out.append('}').toString();
        }
        if (value instanceof List<?> l) {
            StringBuilder out = new StringBuilder("[");
            l.forEach(v -> out.append(out.length() > 1 ? "," : "").append(toJson(v)));
            return out.append(']').toString();
        }
        return value instanceof String s ? tester.common.JsonText.quote(s) : String.valueOf(value);
    }

}
