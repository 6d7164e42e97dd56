package tester.serve;

import grid.FPuzzlesGrid;
import grid.io.TextLines;
import grid.model.RuleModel;
import grid.testkit.Solutions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import solver.catalog.CspSolver;
import solver.api.SolveOptions;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocketHandshakeException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The f-puzzles solver protocol end to end: a real server on a free loopback port and the JDK's WebSocket
 * client sending what the userscript sends. Every answer is checked by other means than the server's own
 * solver: solutions by the rules, true candidates and counts against an enumeration by plain
 * backtracking, and the known count of an empty 4x4 (288).
 */
class ServeProtocolTest {

    static final Path FPUZZLES = Path.of("..", "puzzles", "fpuzzles");
    static final String EMPTY_4X4 = "{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]}";
    static final String EMPTY_9X9;

    static {
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            rows.append(r > 0 ? "," : "").append("[{},{},{},{},{},{},{},{},{}]");
        }
        EMPTY_9X9 = "{\"size\":9,\"grid\":[" + rows + "]}";
    }

    private static LiveServer server;

    @BeforeAll
    static void start() throws Exception {
        server = LiveServer.start("127.0.0.1", 0, Limits.defaults().withWorkers(2).withJobTime(Duration.ofSeconds(30)));
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    static String sample(String name) throws IOException {
        return Files.readString(FPUZZLES.resolve(name));
    }

    static RuleModel model(String json) throws IOException {
        FPuzzlesGrid grid = new FPuzzlesGrid();
        grid.initGrid(TextLines.of("test", json.getBytes(StandardCharsets.UTF_8)));
        return grid.rules();
    }

    /** Every solution, by plain backtracking (no inference): the independent check. */
    static List<int[]> enumerate(RuleModel model) {
        List<int[]> all = new ArrayList<>();
        CspSolver.backtracking().prepare(model).solve(model.givens(), SolveOptions.all(), c -> all.add(c.clone()));
        return all;
    }

    static long[] longs(Object list) {
        List<?> l = (List<?>) list;
        long[] out = new long[l.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = (Long) l.get(i);
        }
        return out;
    }

    /** The f-puzzles JSON of a puzzle with these givens (digits, 0 blank) in an otherwise empty grid of the sample. */
    static String withGivens(int n, int[] digits, String constraints) {
        StringBuilder rows = new StringBuilder();
        for (int r = 0; r < n; r++) {
            rows.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < n; c++) {
                int d = digits[r * n + c];
                rows.append(c > 0 ? "," : "").append(d == 0 ? "{}" : "{\"value\":" + d + ",\"given\":true}");
            }
            rows.append(']');
        }
        return "{\"size\":" + n + ",\"grid\":[" + rows + "]" + constraints + "}";
    }

    @Test
    void trueCandidatesMatchEnumerationWithCountsPerCandidate() throws Exception {
        String[] puzzles = {sample("killer-4x4.json").replace("\"value\": 4, \"given\": true", ""),
            withGivens(4, new int[]{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2}, ""),
            withGivens(4, new int[16], ",\"diagonal+\":true,\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]}]"),
            withGivens(6, new int[]{1, 2, 3, 0, 0, 0, 0, 0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, "")};
        try (WsClient client = WsClient.to(server)) {
            for (String json : puzzles) {
                RuleModel m = model(json);
                int n = m.size();
                List<int[]> all = enumerate(m);
                assertThat(all).as(json).isNotEmpty();
                int[] exact = new int[n * n * n];
                for (int[] s : all) {
                    for (int c = 0; c < s.length; c++) {
                        exact[c * n + s[c]]++;
                    }
                }
                for (int cap : new int[]{1, 3}) {
                    String asked = json.substring(0, json.lastIndexOf('}'))
                            + ",\"truecandidatesoptions\":[\"truecandidatesnumsolutions=" + cap + "\"]}";
                    Map<?, ?> a = client.answer(client.fpuzzles("truecandidates", asked));
                    assertThat(a.get("type")).as("%s: %s", json, a).isEqualTo("truecandidates");
                    long[] got = longs(a.get("solutionsPerCandidate"));
                    assertThat(got).hasSize(n * n * n);
                    for (int c = 0; c < n * n; c++) {
                        if (m.given(c) >= 0) {
                            continue;
                        }
                        for (int v = 0; v < n; v++) {
                            assertThat(got[c * n + v]).as("%s cap %d cell %d digit %d", json, cap, c, v + 1)
                                    .isEqualTo(Math.min(cap, exact[c * n + v]));
                        }
                    }
                }
            }
        }
    }

    @Test
    void aPuzzleThatOnlyAddsGivensStartsFromTheCachedAnswerAndStaysExact() throws Exception {
        int[] digits = new int[16];
        try (WsClient client = WsClient.to(server)) {
            int[][] steps = {{0, 1}, {5, 3}, {10, 1}};
            for (int[] step : steps) {
                digits[step[0]] = step[1];
                String json = withGivens(4, digits, ",\"diagonal-\":true");
                RuleModel m = model(json);
                List<int[]> all = enumerate(m);
                Map<?, ?> a = client.answer(client.fpuzzles("truecandidates", json));
                assertThat(a.get("type")).as("%s", a).isEqualTo(all.isEmpty() ? "invalid" : "truecandidates");
                if (all.isEmpty()) {
                    continue;
                }
                long[] got = longs(a.get("solutionsPerCandidate"));
                for (int c = 0; c < 16; c++) {
                    for (int v = 0; v < 4; v++) {
                        final int cell = c;
                        final int value = v;
                        boolean possible = all.stream().anyMatch(s -> s[cell] == value);
                        if (m.given(c) < 0) {
                            assertThat(got[c * 4 + v]).as("cell %d digit %d after %s", c, v + 1, java.util.Arrays.toString(digits))
                                    .isEqualTo(possible ? 1 : 0);
                        }
                    }
                }
            }
        }
    }

    @Test
    void logicalTrueCandidatesMarkWhatLogicCannotRemove() throws Exception {
        String json = sample("killer-killer-blister.json");
        String asked = json.substring(0, json.lastIndexOf('}')) + ",\"truecandidatesoptions\":[\"logical\"]}";
        try (WsClient client = WsClient.to(server)) {
            long[] got = longs(client.answer(client.fpuzzles("truecandidates", asked)).get("solutionsPerCandidate"));
            int[] solution = solutionOf("killer-killer-blister.solution");
            for (int c = 0; c < 81; c++) {
                for (int v = 0; v < 9; v++) {
                    // a unique puzzle: its solution's digit has one solution, every other none (0) or is kept by logic (-1)
                    assertThat(got[c * 9 + v]).isEqualTo(solution[c] == v ? 1L : got[c * 9 + v] == -1 ? -1L : 0L);
                }
            }
        }
    }

    static int[] solutionOf(String file) throws IOException {
        String digits = Files.readString(FPUZZLES.resolve(file)).replaceAll("\\s", "");
        int[] out = new int[digits.length()];
        for (int i = 0; i < out.length; i++) {
            out[i] = Character.digit(digits.charAt(i), 36) - 1;
        }
        return out;
    }

    @Test
    void solveAnswersASolutionByTheRules() throws Exception {
        try (WsClient client = WsClient.to(server)) {
            for (String name : new String[]{"killer-4x4.json", "killer-killer-blister.json", "arrow-orbit.json",
                "thermo-a-kind-of-magic.json", "irregular-piggly-wiggly-6x6.json", "kropki-4x4.json"}) {
                String json = sample(name);
                RuleModel m = model(json);
                Map<?, ?> a = client.answer(client.fpuzzles("solve", json));
                assertThat(a.get("type")).as(name).isEqualTo("solved");
                long[] digits = longs(a.get("solution"));
                int[] cells = new int[digits.length];
                for (int c = 0; c < cells.length; c++) {
                    cells[c] = m.symbolIndex((int) digits[c]);
                }
                Solutions.assertSolves(m, cells);
            }
        }
    }

    @Test
    void countAndCheckAgreeWithKnownCounts() throws Exception {
        try (WsClient client = WsClient.to(server)) {
            Map<?, ?> all = client.answer(client.fpuzzles("count", EMPTY_4X4));
            assertThat(all.get("type")).isEqualTo("count");
            assertThat(all.get("count")).isEqualTo(288L);
            assertThat(all.get("inProgress")).isEqualTo(false);
            assertThat(client.answer(client.fpuzzles("check", EMPTY_4X4)).get("count")).isEqualTo(2L);
            assertThat(client.answer(client.fpuzzles("check", sample("killer-4x4.json"))).get("count")).isEqualTo(1L);
            String diagonal = withGivens(4, new int[16], ",\"diagonal+\":true,\"diagonal-\":true");
            long expected = enumerate(model(diagonal)).size();
            assertThat(client.answer(client.fpuzzles("count", diagonal)).get("count")).isEqualTo(expected);
            // no solution, though no two givens clash: row 1 ends 4 3 (column 3 has its 3), and box 2 then holds 3 twice
            String none = withGivens(4, new int[]{1, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0}, "");
            assertThat(enumerate(model(none))).isEmpty();
            assertThat(client.answer(client.fpuzzles("check", none)).get("count")).isEqualTo(0L);
            Map<?, ?> unsolved = client.answer(client.fpuzzles("solve", none));
            assertThat(unsolved.get("type")).isEqualTo("invalid");
            assertThat(unsolved.get("message")).isEqualTo("No solutions found.");
        }
    }

    @Test
    void givensThatAlreadyClashAreAnsweredWithTheRuleTheyBreak() throws Exception {
        String clash = withGivens(4, new int[]{1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, "");
        try (WsClient client = WsClient.to(server)) {
            for (String command : new String[]{"solve", "check", "count", "truecandidates"}) {
                Map<?, ?> a = client.answer(client.fpuzzles(command, clash));
                assertThat(a.get("type")).as(command).isEqualTo("invalid");
                assertThat(a.get("message")).as(command).isEqualTo("No solutions found. The givens already break a"
                        + " rule: the number 1 appears multiple times in row 1 (cells r1c1 and r1c2)");
            }
        }
    }

    @Test
    void countReportsProgressWhileItCounts() throws Exception {
        try (LiveServer quick = LiveServer.start("127.0.0.1", 0, Limits.defaults()
                .withJobTime(Duration.ofSeconds(30)).withWorkers(1).withMaxClients(8).withProgressEvery(Duration.ofMillis(20))); WsClient client = WsClient.to(quick)) {
            // an empty 6x6 has 28,200,960 solutions: far more than a moment's counting
            long nonce = client.fpuzzles("count", withGivens(6, new int[36], ""));
            long last = 0;
            for (int i = 0; i < 3; i++) {
                Map<?, ?> m = client.next();
                assertThat(m.get("nonce")).isEqualTo(nonce);
                assertThat(m.get("inProgress")).isEqualTo(true);
                assertThat((Long) m.get("count")).isGreaterThan(last);
                last = (Long) m.get("count");
            }
            long cancel = client.nextNonce();
            client.send("{\"nonce\":" + cancel + ",\"command\":\"cancel\"}");
            List<Object> seen = new ArrayList<>();
            while (seen.size() < 2) {
                Map<?, ?> m = client.next();
                if (!"count".equals(m.get("type"))) {
                    assertThat(m.get("type")).isEqualTo("canceled");
                    seen.add(m.get("nonce"));
                }
            }
            assertThat(seen).containsExactlyInAnyOrder(nonce, cancel);
        }
    }

    @Test
    void aNewRequestCancelsTheRunningJobWhichAnswersCanceled() throws Exception {
        try (WsClient client = WsClient.to(server)) {
            long counting = client.fpuzzles("count", EMPTY_9X9);
            Thread.sleep(200);
            long solving = client.fpuzzles("solve", sample("killer-4x4.json"));
            // the two final answers may come in either order: the old job stops while the new one runs
            Map<Object, Map<?, ?>> finals = new java.util.HashMap<>();
            while (finals.size() < 2) {
                Map<?, ?> m = client.next();
                if (!"count".equals(m.get("type"))) {
                    assertThat(finals.put(m.get("nonce"), m)).as("a second final answer to %s", m).isNull();
                }
            }
            assertThat(finals.get(counting).get("type")).isEqualTo("canceled");
            assertThat(finals.get(counting).containsKey("message")).isFalse();
            assertThat(finals.get(solving).get("type")).isEqualTo("solved");
            WsClient.awaitNoJobs(server, Duration.ofSeconds(5));
            assertThat(server.jobs()).as("jobs left running").isZero();
        }
    }

    @Test
    void estimateSaysClearlyThatItIsNotBuilt() throws Exception {
        try (WsClient client = WsClient.to(server)) {
            Map<?, ?> a = client.answer(client.fpuzzles("estimate", EMPTY_4X4));
            assertThat(a.get("type")).isEqualTo("invalid");
            assertThat((String) a.get("message")).contains("estimate is not built", "count");
        }
    }

    @Test
    void damagedMessagesAnswerInvalidAndTheServerKeepsServing() throws Exception {
        try (WsClient client = WsClient.to(server)) {
            String[][] cases = {
                {"this is not json", "not JSON"},
                {"[1,2]", "not a JSON object"},
                {"{\"command\":\"solve\",\"dataType\":\"fpuzzles\",\"data\":\"x\"}", "no nonce"},
                {"{\"nonce\":7,\"dataType\":\"fpuzzles\",\"data\":\"x\"}", "no command"},
                {"{\"nonce\":8,\"command\":\"solve\",\"data\":\"x\"}", "no dataType"},
                {"{\"nonce\":9,\"command\":\"solve\",\"dataType\":\"fpuzzles\",\"data\":\"%%%not-lz%%%\"}", "does not decompress"},
                {"{\"nonce\":10,\"command\":\"fly\",\"dataType\":\"fpuzzles\",\"data\":\"x\"}", "unknown command 'fly'"},
                {"{\"nonce\":11,\"command\":\"solve\",\"dataType\":\"fpuzzles\",\"data\":\""
                    + grid.io.LzString.compressToBase64("{\"size\":4,\"grid\":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],"
                    + "[{},{},{},{}]],\"clock\":[{\"cell\":\"R1C1\",\"value\":\"10\"}]}") + "\"}", "clock"},
                {"{\"nonce\":12,\"command\":\"solve\",\"dataType\":\"fpuzzles\",\"data\":\""
                    + grid.io.LzString.compressToBase64("{\"size\":4,\"grid\":[[{},{},{},{}]") + "\"}", "puzzle"},
                {"{\"nonce\":13,\"command\":\"solve\",\"dataType\":\"fpuzzles\",\"data\":\""
                    + grid.io.LzString.compressToBase64("{\"size\":30,\"grid\":[]}") + "\"}", "size"},
            };
            for (String[] c : cases) {
                client.send(c[0]);
                Map<?, ?> a = client.next();
                assertThat(a.get("type")).as(c[0]).isEqualTo("invalid");
                assertThat((String) a.get("message")).as(c[0]).contains(c[1]).doesNotContain("\n", "Exception", "\tat ");
            }
            // another data type is not for this server: no answer, and the next request is served
            client.send("{\"nonce\":20,\"command\":\"solve\",\"dataType\":\"sudokupad\",\"data\":\"x\"}");
            Map<?, ?> served = client.answer(client.fpuzzles("check", sample("killer-4x4.json")));
            assertThat(served.get("count")).isEqualTo(1L);
        }
    }

    @Test
    void anOversizedMessageClosesOnlyItsOwnConnection() throws Exception {
        try (WsClient big = WsClient.to(server); WsClient other = WsClient.to(server)) {
            big.send("{\"nonce\":1,\"command\":\"solve\",\"dataType\":\"fpuzzles\",\"data\":\"" + "A".repeat(Limits.MESSAGE_CHARS) + "\"}");
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (!big.closed() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(big.closed()).isTrue();
            assertThat(other.answer(other.fpuzzles("check", EMPTY_4X4)).get("count")).isEqualTo(2L);
        }
    }

    @Test
    void aForeignOriginIsRefusedAndFpuzzlesAndThePageAreTaken() throws Exception {
        assertThatThrownBy(() -> WsClient.from(server, "https://evil.example")).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(WebSocketHandshakeException.class)
                .satisfies(e -> assertThat(((WebSocketHandshakeException) e.getCause()).getResponse().statusCode()).isEqualTo(403));
        // f-puzzles over plain HTTP (anyone on the path could write that page), on another port, under another
        // name of theirs; this server's page on another port; null and file origins
        for (String foreign : new String[]{"https://f-puzzles.com.evil.example", "http://www.f-puzzles.com",
            "http://f-puzzles.com", "https://www.f-puzzles.com:8443", "https://beta.f-puzzles.com",
            "https://user@www.f-puzzles.com", "http://localhost:1", "null", "file://"}) {
            assertThatThrownBy(() -> WsClient.from(server, foreign)).as(foreign).isInstanceOf(CompletionException.class);
        }
        for (String origin : new String[]{"https://www.f-puzzles.com", "https://f-puzzles.com",
            "https://www.f-puzzles.com:443", "http://127.0.0.1:" + server.port()}) {
            try (WsClient client = WsClient.from(server, origin)) {
                assertThat(client.answer(client.fpuzzles("check", EMPTY_4X4)).get("count")).as(origin).isEqualTo(2L);
            }
        }
    }

    @Test
    void thePageIsServedToLocalhostOnly() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        var page = http.send(java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("<title>Sudoku live solver</title>", "app.js");
        assertThat(page.headers().firstValue("Content-Security-Policy")).get().asString().contains("default-src 'self'");
        var script = http.send(java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/app.js")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(script.body()).contains("new WebSocket");
        var missing = http.send(java.net.http.HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/etc/passwd")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(missing.statusCode()).isEqualTo(404);
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", server.port())) {
            s.getOutputStream().write("GET / HTTP/1.1\r\nHost: rebound.example:4545\r\nConnection: close\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            String status = new String(s.getInputStream().readNBytes(12), StandardCharsets.US_ASCII);
            assertThat(status).isEqualTo("HTTP/1.1 403");
        }
    }
}
