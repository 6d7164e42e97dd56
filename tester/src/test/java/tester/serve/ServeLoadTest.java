package tester.serve;

import grid.model.RuleModel;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Load on loopback: 50 clients at once, each sending 20 {@code truecandidates} requests one after another
 * (the next when the last is answered, as the userscript does while a setter works) for published 9x9
 * variants, each with 30 to 45 of its solution's digits given (a puzzle part way through setting; the
 * puzzles stay unique). Every answer must be exactly the published solution: one candidate per open cell.
 * Prints the latency percentiles and the throughput, and checks that once the clients have gone the server
 * holds no more threads or memory than before. Slow: {@code mvn -B -pl grid,solver,tester -am test
 * -Dtest=ServeLoadTest -Dgroups=slow -DexcludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class ServeLoadTest {

    static final int CLIENTS = 50;
    static final int REQUESTS = 20;
    static final String[] PUZZLES = {"killer-killer-blister", "thermo-a-kind-of-magic", "arrow-orbit",
        "littlekiller-blitz", "renban-159", "sandwich-sandwich-sudoku", "odd-even-eddies", "ratio-black-kropki-x",
        "quadruple-boxes", "palindrome-bird-in-a-storm", "xv-xv-kropki-x", "antiking-clipped"};

    record Sample(String json, int[] solution) {
    }

    @Test
    void fiftyClientsOfTwentyTrueCandidatesEachAreAllAnsweredCorrectly() throws Exception {
        List<Sample> samples = new ArrayList<>();
        for (String name : PUZZLES) {
            samples.add(new Sample(Files.readString(ServeProtocolTest.FPUZZLES.resolve(name + ".json")),
                    ServeProtocolTest.solutionOf(name + ".solution")));
        }
        try (LiveServer server = LiveServer.start("127.0.0.1", 0, Limits.defaults())) {
            try (WsClient warm = WsClient.to(server)) {
                for (Sample s : samples) {
                    warm.answer(warm.fpuzzles("check", s.json()));
                }
            }
            settle(server);
            int threadsBefore = serverThreads();
            long heapBefore = usedHeap();
            long started = System.nanoTime();
            ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
            List<Future<long[]>> runs = new ArrayList<>();
            for (int k = 0; k < CLIENTS; k++) {
                final int client = k;
                runs.add(clients.submit(() -> session(server, samples, client)));
            }
            long[] latencies = new long[CLIENTS * REQUESTS];
            int at = 0;
            for (Future<long[]> run : runs) {
                for (long nanos : run.get()) {
                    latencies[at++] = nanos;
                }
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            clients.shutdown();
            Arrays.sort(latencies);
            settle(server);
            // HTTP threads started for the burst end one by one once idle: wait for them, up to two minutes
            long deadline = System.nanoTime() + 120_000_000_000L;
            while (serverThreads() > threadsBefore && System.nanoTime() < deadline) {
                Thread.sleep(500);
            }
            int threadsAfter = serverThreads();
            long heapAfter = usedHeap();
            System.out.printf(Locale.ROOT, "serve load: %d clients x %d truecandidates on %d 9x9 variants, %d cores:"
                    + " p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms; %.1f requests/s (%.1f s);"
                    + " server threads %d -> %d, heap %d -> %d MB%n", CLIENTS, REQUESTS, PUZZLES.length,
                    Runtime.getRuntime().availableProcessors(), ms(latencies, 0.50), ms(latencies, 0.90),
                    ms(latencies, 0.99), latencies[latencies.length - 1] / 1e6, latencies.length / seconds, seconds,
                    threadsBefore, threadsAfter, heapBefore >> 20, heapAfter >> 20);
            assertThat(server.clients()).isZero();
            assertThat(server.jobs()).isZero();
            assertThat(threadsAfter).as("server threads after the load").isLessThanOrEqualTo(threadsBefore);
            // the cache keeps at most 1000 answers of a few kilobytes each
            assertThat(heapAfter - heapBefore).as("heap growth").isLessThan(64L << 20);
        }
    }

    /** One client's requests, one after another; returns each one's time from sending to its answer. */
    private static long[] session(LiveServer server, List<Sample> samples, int client) throws Exception {
        long[] out = new long[REQUESTS];
        Random random = new Random(client);
        try (WsClient ws = WsClient.to(server)) {
            for (int i = 0; i < REQUESTS; i++) {
                Sample s = samples.get((client + i) % samples.size());
                RuleModel model = ServeProtocolTest.model(s.json());
                String json = withExtraGivens(s, model, random);
                long start = System.nanoTime();
                Map<?, ?> a = ws.answer(ws.fpuzzles("truecandidates", json));
                out[i] = System.nanoTime() - start;
                assertThat(a.get("type")).as("%s", a).isEqualTo("truecandidates");
                long[] got = ServeProtocolTest.longs(a.get("solutionsPerCandidate"));
                for (int c = 0; c < 81; c++) {
                    for (int v = 0; v < 9; v++) {
                        if (model.given(c) < 0) {
                            assertThat(got[c * 9 + v]).isEqualTo(s.solution()[c] == v ? 1L : 0L);
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * The sample with 30 to 45 of its solution's digits given, in cells chosen at random: a puzzle part
     * way through setting. (The published puzzles have few givens or none; their true candidates take
     * seconds to minutes each, far more than a setter's request while the grid fills up.)
     */
    private static String withExtraGivens(Sample s, RuleModel model, Random random) throws grid.io.PuzzleFormatException {
        Map<?, ?> root = (Map<?, ?>) grid.io.Json.parse("sample", s.json()).root();
        List<Integer> cells = new ArrayList<>();
        for (int c = 0; c < 81; c++) {
            cells.add(c);
        }
        java.util.Collections.shuffle(cells, random);
        boolean[] add = new boolean[81];
        for (int c : cells.subList(0, 30 + random.nextInt(16))) {
            add[c] = true;
        }
        List<?> rows = (List<?>) root.get("grid");
        List<List<Map<String, Object>>> grid = new ArrayList<>();
        for (int r = 0; r < 9; r++) {
            List<Map<String, Object>> row = new ArrayList<>();
            for (int c = 0; c < 9; c++) {
                Map<?, ?> original = (Map<?, ?>) ((List<?>) rows.get(r)).get(c);
                Map<String, Object> cell = new java.util.LinkedHashMap<>();
                int at = r * 9 + c;
                if (add[at] || model.given(at) >= 0) {
                    cell.put("value", (long) s.solution()[at] + 1);
                    cell.put("given", true);
                }
                if (original.containsKey("region")) {
                    cell.put("region", original.get("region"));
                }
                row.add(cell);
            }
            grid.add(row);
        }
        Map<Object, Object> puzzle = new java.util.LinkedHashMap<>(root);
        puzzle.put("grid", grid);
        return ServeProtocolTest.toJson(puzzle);
    }

    private static double ms(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(quantile * sorted.length) - 1)] / 1e6;
    }

    /** The server's threads (HTTP and jobs); the test's own clients run in this JVM too and are not counted. */
    private static int serverThreads() {
        return (int) Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("serve-")).count();
    }

    private static long usedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** Waits until the server has no connection and no job, and idle threads have had time to end. */
    private static void settle(LiveServer server) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while ((server.clients() > 0 || server.jobs() > 0) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        Thread.sleep(LiveServer.IDLE_THREAD_MILLIS + 1000);
    }
}
