package tester.serve;

import grid.testkit.LzBombs;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The probes of a hostile or greedy client at full scale, on a server with its default limits (but for
 * a shorter idle time where the test waits for it), each printing its figures: decompression bombs from
 * several clients at once, a quick request while 4 and then 20 clients count without end, 256 connections
 * that say nothing, 150 true-candidate answers of 64x64 puzzles for the cache, and pictures of 47 MB asked
 * for. Slow: {@code mvn -B -pl grid,solver,cli,tester -am test -Dtest=ServeReliabilityTest -Dgroups=slow
 * -DexcludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class ServeReliabilityTest {

    /** What "answered at once" means for a quick request while others count. */
    static final Duration QUICK = Duration.ofSeconds(1);

    @Test
    void bombsFromFourClientsAreAllAnsweredAndLeaveNoMemoryBehind() throws Exception {
        try (LiveServer server = LiveServer.start("127.0.0.1", 0, Limits.defaults())) {
            long before = usedHeap();
            ExecutorService pool = Executors.newFixedThreadPool(4);
            List<Future<Integer>> runs = new ArrayList<>();
            long started = System.nanoTime();
            for (int k = 0; k < 4; k++) {
                int client = k;
                runs.add(pool.submit(() -> {
                    int answered = 0;
                    try (WsClient ws = WsClient.to(server)) {
                        for (int i = 0; i < 5; i++) {
                            // 96 to 165 KB of payload, each asking for some 10^9 characters
                            String bomb = LzBombs.run((char) ('a' + client), 40_000 + 7_000 * i);
                            assertThat(bomb.length()).isBetween(85_000, 175_000);
                            Map<?, ?> a = ws.answer(ws.fpuzzlesData("truecandidates", bomb));
                            assertThat(a.get("type")).isEqualTo("invalid");
                            assertThat((String) a.get("message")).contains("4 MiB");
                            answered++;
                        }
                        assertThat(ws.answer(ws.fpuzzles("check", ServeProtocolTest.EMPTY_4X4)).get("count")).isEqualTo(2L);
                    }
                    return answered;
                }));
            }
            int answered = 0;
            for (Future<Integer> run : runs) {
                answered += run.get();
            }
            pool.shutdown();
            double seconds = (System.nanoTime() - started) / 1e9;
            long after = usedHeap();
            System.out.printf(Locale.ROOT, "serve bombs: %d bombs of 85-175 KB from 4 clients answered in %.1f s;"
                    + " heap %d -> %d MB%n", answered, seconds, before >> 20, after >> 20);
            assertThat(answered).isEqualTo(20);
            assertThat(after - before).as("heap growth").isLessThan(32L << 20);
        }
    }

    @Test
    void aQuickRequestIsAnsweredWithinASecondWhileFourClientsCount() throws Exception {
        starvation(4);
    }

    @Test
    void aQuickRequestIsAnsweredWithinASecondWhileTwentyClientsCount() throws Exception {
        starvation(20);
    }

    /**
     * {@code greedy} clients each count the solutions of an empty 16x16 (far more than a job's 60 s allow)
     * and ask again as soon as one is answered; meanwhile another client solves a 4x4 killer ten times.
     */
    private static void starvation(int greedy) throws Exception {
        String empty16 = ServeProtocolTest.withGivens(16, new int[256], "");
        String quick = ServeProtocolTest.sample("killer-4x4.json");
        try (LiveServer server = LiveServer.start("127.0.0.1", 0, Limits.defaults())) {
            AtomicBoolean stop = new AtomicBoolean();
            ExecutorService pool = Executors.newFixedThreadPool(greedy);
            List<Future<Long>> counters = new ArrayList<>();
            List<WsClient> sockets = new ArrayList<>();
            for (int k = 0; k < greedy; k++) {
                WsClient ws = WsClient.to(server);
                sockets.add(ws);
                counters.add(pool.submit(() -> {
                    long progress = 0;
                    long nonce = ws.fpuzzles("count", empty16);
                    while (!stop.get()) {
                        Map<?, ?> m = ws.poll(Duration.ofMillis(200));
                        if (m == null) {
                            continue;
                        }
                        assertThat(m.get("nonce")).isEqualTo(nonce);
                        if (Boolean.TRUE.equals(m.get("inProgress"))) {
                            progress++;
                        } else {
                            // the job's time is up: ask again at once
                            nonce = ws.fpuzzles("count", empty16);
                        }
                    }
                    return progress;
                }));
            }
            // every client counting before the quick one asks
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (server.jobs() < greedy && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            Thread.sleep(1000);
            long[] latencies = new long[10];
            try (WsClient ws = WsClient.to(server)) {
                for (int i = 0; i < latencies.length; i++) {
                    long t0 = System.nanoTime();
                    Map<?, ?> a = ws.answer(ws.fpuzzles("solve", quick));
                    latencies[i] = System.nanoTime() - t0;
                    assertThat(a.get("type")).isEqualTo("solved");
                    Thread.sleep(300);
                }
            }
            int counting = server.jobs();
            stop.set(true);
            long progressMessages = 0;
            for (Future<Long> c : counters) {
                progressMessages += c.get();
            }
            for (WsClient ws : sockets) {
                ws.close();
            }
            pool.shutdown();
            Arrays.sort(latencies);
            System.out.printf(Locale.ROOT, "serve starvation: %d clients counting an empty 16x16 (%d jobs running,"
                    + " %d progress messages), %d cores, load %.1f: a 4x4 killer solve answered in median %.0f ms,"
                    + " at most %.0f ms (10 requests)%n", greedy, counting, progressMessages,
                    Runtime.getRuntime().availableProcessors(), ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    latencies[5] / 1e6, latencies[9] / 1e6);
            assertThat(counting).as("the greedy clients were still counting").isGreaterThanOrEqualTo(greedy);
            assertThat(latencies[9]).as("the slowest quick answer, in ns").isLessThan(QUICK.toNanos());
        }
    }

    @Test
    void twoHundredFiftySixSilentConnectionsAreDroppedAfterTheIdleTime() throws Exception {
        Duration idle = Duration.ofSeconds(5);
        try (LiveServer server = LiveServer.start("127.0.0.1", 0, Limits.defaults().withIdleTime(idle))) {
            List<SilentSocket> silent = new ArrayList<>();
            for (int i = 0; i < Limits.CLIENTS; i++) {
                SilentSocket s = SilentSocket.open(server);
                assertThat(s.upgraded()).as("connection %d: %s", i, s.status).isTrue();
                silent.add(s);
            }
            long full = System.nanoTime();
            while (server.clients() < Limits.CLIENTS && System.nanoTime() - full < 30_000_000_000L) {
                Thread.sleep(10);
            }
            try (SilentSocket refused = SilentSocket.open(server)) {
                assertThat(refused.status).startsWith("HTTP/1.1 503");
            }
            long t0 = System.nanoTime();
            while (server.clients() > 0 && System.nanoTime() - t0 < 60_000_000_000L) {
                Thread.sleep(50);
            }
            double freed = (System.nanoTime() - t0) / 1e9;
            try (WsClient next = WsClient.to(server)) {
                assertThat(next.answer(next.fpuzzles("check", ServeProtocolTest.EMPTY_4X4)).get("count")).isEqualTo(2L);
            }
            for (SilentSocket s : silent) {
                s.close();
            }
            System.out.printf(Locale.ROOT, "serve idle: %d silent connections (a new one refused with 503) all"
                    + " dropped %.1f s later with an idle time of %d s; the next client served%n", Limits.CLIENTS, freed,
                    idle.toSeconds());
            WsClient.awaitNoClients(server, Duration.ofSeconds(10));
            assertThat(server.clients()).isZero();
            assertThat(freed).isLessThan(idle.toSeconds() + 10.0);
        }
    }

    @Test
    void theCandidateCacheStaysWithinItsBytesOver150AnswersOf64x64() throws Exception {
        int b = 8;
        int n = b * b;
        int[] solution = PageRequests.solved(b);
        Random random = new Random(64);
        try (LiveServer server = LiveServer.start("127.0.0.1", 0, Limits.defaults()); WsClient ws = WsClient.to(server)) {
            long before = usedHeap();
            for (int i = 0; i < 150; i++) {
                boolean[] open = new boolean[n * n];
                for (int k = 0; k < 40; k++) {
                    open[random.nextInt(n * n)] = true;
                }
                long nonce = ws.nextNonce();
                ws.send(PageRequests.of(nonce, "truecandidates", PageRequests.rmit(n, solution, open), "sudoku", ""));
                Map<?, ?> a = ws.answer(nonce);
                assertThat(a.get("type")).as("request %d: %s", i, a.get("message")).isEqualTo("truecandidates");
                long[] got = ServeProtocolTest.longs(a.get("solutionsPerCandidate"));
                for (int c = 0; c < n * n; c++) {
                    if (open[c]) {
                        for (int v = 0; v < n; v++) {
                            assertThat(got[c * n + v]).isEqualTo(v == solution[c] ? 1L : 0L);
                        }
                    }
                }
            }
            long after = usedHeap();
            System.out.printf(Locale.ROOT, "serve cache: 150 true-candidate answers of 64x64 (about 1.1 MB each)"
                    + " kept within %d MiB; heap %d -> %d MB%n", Limits.CACHE_BYTES >> 20, before >> 20, after >> 20);
            // unbounded, 150 answers would hold 165 MB; the rest of the margin is the server's buffers and compiled shapes
            assertThat(after - before).as("heap growth").isLessThan(Limits.CACHE_BYTES + (48L << 20));
        }
    }

    @Test
    void picturesOfEveryMarkOfA64x64AreRefusedSmallAndSoon() throws Exception {
        int n = 64;
        boolean[] open = new boolean[n * n];
        Arrays.fill(open, true);
        String text = PageRequests.rmit(n, new int[n * n], open);
        String marks = PageRequests.list("cells", n * n, "-1") + PageRequests.list("marks", n * n, "\"ffffffffffffffff\"");
        try (LiveServer server = LiveServer.start("127.0.0.1", 0, Limits.defaults()); WsClient ws = WsClient.to(server)) {
            long before = usedHeap();
            long longest = 0;
            int size = 0;
            for (int i = 0; i < 5; i++) {
                long nonce = ws.nextNonce();
                String request = PageRequests.of(nonce, "render", text, "sudoku", marks);
                size = request.length();
                long t0 = System.nanoTime();
                ws.send(request);
                Map<?, ?> a = ws.answer(nonce);
                longest = Math.max(longest, System.nanoTime() - t0);
                assertThat(a.get("type")).isEqualTo("invalid");
                assertThat((String) a.get("message")).contains("passes 16 MiB of SVG");
            }
            long after = usedHeap();
            System.out.printf(Locale.ROOT, "serve render: 5 requests of %.1f KB for every mark of a 64x64 refused at"
                    + " 16 MiB of SVG, the slowest in %.1f s; heap %d -> %d MB%n", size / 1000.0, longest / 1e9,
                    before >> 20, after >> 20);
            assertThat(after - before).as("heap growth").isLessThan(32L << 20);
        }
    }

    private static long usedHeap() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
