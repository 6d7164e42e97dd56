package tester.serve;

import grid.testkit.LzBombs;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a hostile or greedy client meets, each on a server of its own: a decompression bomb is answered
 * and costs nothing, a binary message closes its connection with 1003, a silent connection is dropped
 * after the idle time while a live one stays, a picture is drawn under the time limit, the cancel and the
 * size limit, a quick request is answered while other clients count, no response names the server's
 * software, and a port in use is said so in words. (The same probes at full scale, with their figures,
 * are {@link ServeReliabilityTest}, tagged slow.)
 */
class ServeEdgesTest {

    private static final String EMPTY_4X4 = ServeProtocolTest.EMPTY_4X4;

    private static LiveServer server(Limits limits) throws Exception {
        return LiveServer.start("127.0.0.1", 0, limits);
    }

    @Test
    void aDecompressionBombIsAnsweredInvalidAndTheServerServesOn() throws Exception {
        String bomb = LzBombs.run('a', 45_000);
        try (LiveServer s = server(Limits.defaults()); WsClient client = WsClient.to(s)) {
            Map<?, ?> a = client.answer(client.fpuzzlesData("truecandidates", bomb));
            assertThat(a.get("type")).isEqualTo("invalid");
            assertThat((String) a.get("message")).contains("more than 4194304 characters (4 MiB)");
            // the page's way in: the same payload as a link
            long nonce = client.nextNonce();
            client.send(PageRequests.of(nonce, "load", "https://www.f-puzzles.com/?load=" + bomb, "auto", ""));
            Map<?, ?> page = client.answer(nonce);
            assertThat(page.get("type")).isEqualTo("invalid");
            assertThat((String) page.get("message")).contains("4 MiB");
            assertThat(client.answer(client.fpuzzles("check", EMPTY_4X4)).get("count")).isEqualTo(2L);
        }
    }

    @Test
    void aBinaryMessageClosesItsConnectionWith1003() throws Exception {
        try (LiveServer s = server(Limits.defaults()); WsClient binary = WsClient.to(s); WsClient other = WsClient.to(s)) {
            binary.sendBinary(new byte[]{1, 2, 3});
            assertThat(binary.awaitClosed(30)).isTrue();
            assertThat(binary.closeCode()).isEqualTo(1003);
            assertThat(other.answer(other.fpuzzles("check", EMPTY_4X4)).get("count")).isEqualTo(2L);
        }
    }

    @Test
    void aSilentConnectionIsDroppedAfterTheIdleTimeAndALiveOneStays() throws Exception {
        try (LiveServer s = server(Limits.defaults().withIdleTime(Duration.ofMillis(1500)).withMaxClients(3));
             WsClient live = WsClient.to(s)) {
            List<SilentSocket> silent = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                silent.add(SilentSocket.open(s));
                assertThat(silent.get(i).upgraded()).as(silent.get(i).status).isTrue();
            }
            // every place taken (once the server has counted them): the next is refused
            long counted = System.nanoTime() + 30_000_000_000L;
            while (s.clients() < 3 && System.nanoTime() < counted) {
                Thread.sleep(10);
            }
            try (SilentSocket refused = SilentSocket.open(s)) {
                assertThat(refused.status).startsWith("HTTP/1.1 503");
            }
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (s.clients() > 1 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(s.clients()).as("the silent ones dropped, the live one (it answers pings) kept").isEqualTo(1);
            // the live client said nothing for longer than the idle time, yet it is served
            assertThat(live.closed()).isFalse();
            assertThat(live.answer(live.fpuzzles("check", EMPTY_4X4)).get("count")).isEqualTo(2L);
            try (WsClient next = WsClient.to(s)) {
                assertThat(next.answer(next.fpuzzles("check", EMPTY_4X4)).get("count")).isEqualTo(2L);
            }
            for (SilentSocket socket : silent) {
                socket.close();
            }
        }
    }

    /** A render of a 64x64 board with every pencil mark: some 47 MB of SVG if it were drawn whole. */
    private static String everyMarkOf64x64(long nonce) {
        int n = 64;
        boolean[] open = new boolean[n * n];
        java.util.Arrays.fill(open, true);
        return PageRequests.of(nonce, "render", PageRequests.rmit(n, new int[n * n], open), "sudoku",
                PageRequests.list("cells", n * n, "-1") + PageRequests.list("marks", n * n, "\"ffffffffffffffff\""));
    }

    @Test
    void aPictureStopsAtItsSizeLimitAndOnCancel() throws Exception {
        try (LiveServer s = server(Limits.defaults()); WsClient client = WsClient.to(s)) {
            long nonce = client.nextNonce();
            String request = everyMarkOf64x64(nonce);
            assertThat(request.length()).isBetween(80_000, 120_000);
            client.send(request);
            Map<?, ?> a = client.answer(nonce);
            assertThat(a.get("type")).isEqualTo("invalid");
            assertThat((String) a.get("message")).satisfiesAnyOf(
                    m -> assertThat(m).contains("passes 16 MiB of SVG"), m -> assertThat(m).contains("time limit"));
            long again = client.nextNonce();
            client.send(everyMarkOf64x64(again));
            client.cancelExpectingBothCanceled(again);
            WsClient.awaitNoJobs(s, Duration.ofSeconds(30));
            assertThat(s.jobs()).as("the drawing stopped").isZero();
        }
    }

    @Test
    void aPictureStopsAtTheJobsTimeLimit() throws Exception {
        try (LiveServer s = server(Limits.defaults().withJobTime(Duration.ofMillis(1))); WsClient client = WsClient.to(s)) {
            long nonce = client.nextNonce();
            client.send(everyMarkOf64x64(nonce));
            Map<?, ?> a = client.answer(nonce);
            assertThat(a.get("type")).isEqualTo("invalid");
            assertThat((String) a.get("message")).isEqualTo("Stopped at the time limit of 0.001 s before the picture was drawn.");
        }
    }

    @Test
    void aQuickRequestIsAnsweredWhileOtherClientsCount() throws Exception {
        String empty16 = ServeProtocolTest.withGivens(16, new int[256], "");
        try (LiveServer s = server(Limits.defaults().withJobTime(Duration.ofSeconds(120)).withWorkers(8))) {
            List<WsClient> greedy = new ArrayList<>();
            List<Long> counting = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                WsClient g = WsClient.to(s);
                greedy.add(g);
                counting.add(g.fpuzzles("count", empty16));
                // the count has begun: its first progress message is in
                assertThat(g.next().get("inProgress")).isEqualTo(true);
            }
            try (WsClient quick = WsClient.to(s)) {
                Map<?, ?> solved = quick.answer(quick.fpuzzles("solve", ServeProtocolTest.sample("killer-4x4.json")));
                assertThat(solved.get("type")).isEqualTo("solved");
            }
            // the counts were not stopped to make room: each is still counting
            for (int i = 0; i < greedy.size(); i++) {
                assertThat(greedy.get(i).next().get("nonce")).isEqualTo(counting.get(i));
                greedy.get(i).close();
            }
        }
    }

    @Test
    void noResponseNamesTheServersSoftwareOrVersion() throws Exception {
        try (LiveServer s = server(Limits.defaults())) {
            HttpClient http = HttpClient.newHttpClient();
            for (String path : new String[]{"/", "/app.js", "/missing", "/%2e%2e/etc/passwd"}) {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + path))
                        .build(), HttpResponse.BodyHandlers.ofString());
                assertThat(r.headers().firstValue("Server")).as(path).isEmpty();
                assertThat(r.headers().firstValue("X-Powered-By")).as(path).isEmpty();
                if (r.statusCode() != 200) {
                    assertThat(r.body()).as(path).doesNotContainIgnoringCase("jetty");
                }
            }
            // a refused upgrade and a request that is not HTTP at all
            try (java.net.Socket raw = new java.net.Socket("127.0.0.1", s.port())) {
                raw.getOutputStream().write("GET / HTTP/1.1\r\nHost: localhost\r\nOrigin: https://evil.example\r\nUpgrade: websocket\r\n"
                        .concat("Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                String answer = new String(raw.getInputStream().readNBytes(600), StandardCharsets.ISO_8859_1);
                assertThat(answer).startsWith("HTTP/1.1 403").doesNotContainIgnoringCase("jetty");
            }
            try (java.net.Socket raw = new java.net.Socket("127.0.0.1", s.port())) {
                raw.getOutputStream().write("NOT HTTP\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                String answer = new String(raw.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
                assertThat(answer).containsPattern("^HTTP/1\\.1 [45][0-9][0-9] ").doesNotContainIgnoringCase("jetty");
            }
        }
    }

    @Test
    void aPortInUseIsSaidSoInWords() throws Exception {
        try (LiveServer s = server(Limits.defaults())) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = ServeCli.run(new String[]{"--port", Integer.toString(s.port())},
                    new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(code).isEqualTo(2);
            assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("error: cannot listen on 127.0.0.1:" + s.port()
                    + ": address already in use (another server on that port? try --port)\n");
        }
    }
}
