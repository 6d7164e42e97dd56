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
 * The requests are written and compressed, and the clients connected, before the clients start together,
 * after a warm-up of {@link #WARM_UP} requests from one client, so that what is measured is the server.
 * Prints the latency percentiles, the throughput and the CPU time per request (of the server's job
 * workers, and of the whole process, the clients in it), and checks that once the clients have gone the
 * server holds no more threads or memory than before. Slow: {@code mvn -B -pl grid,solver,cli,tester -am
 * test -Dtest=ServeLoadTest -Dgroups=slow -DexcludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("slow")
class ServeLoadTest {

    static final int CLIENTS = 50;
    static final int REQUESTS = 20;
    static final String[] PUZZLES = {"killer-killer-blister", "thermo-a-kind-of-magic", "arrow-orbit",
        "littlekiller-blitz", "renban-159", "sandwich-sandwich-sudoku", "odd-even-eddies", "ratio-black-kropki-x",
        "quadruple-boxes", "palindrome-bird-in-a-storm", "xv-xv-kropki-x", "antiking-clipped"};

    /** Warm-up requests before the clients start, so that the measure is of a server that has been running. */
    static final int WARM_UP = 240;

    record Sample(String json, int[] solution) {
    }

    /**
     * One request made ready before the clients start: the f-puzzles payload as the userscript sends it,
     * which cells it gives, and the solution its answer must be.
     */
    record Asked(String data, boolean[] given, int[] solution) {
    }

    @Test
    void fiftyClientsOfTwentyTrueCandidatesEachAreAllAnsweredCorrectly() throws Exception {
        List<Sample> samples = new ArrayList<>();
        for (String name : PUZZLES) {
            samples.add(new Sample(Files.readString(ServeProtocolTest.FPUZZLES.resolve(name + ".json")),
                    ServeProtocolTest.solutionOf(name + ".solution")));
        }
        List<List<Asked>> plans = new ArrayList<>();
        for (int k = 0; k < CLIENTS; k++) {
            plans.add(plan(samples, k, REQUESTS));
        }
        try (LiveServer server = LiveServer.start("127.0.0.1", 0, Limits.defaults())) {
            try (WsClient warm = WsClient.to(server)) {
                for (Asked a : plan(samples, -1, WARM_UP)) {
                    check(warm.answer(warm.fpuzzlesData("truecandidates", a.data())), a);
                }
            }
            settle(server);
            int threadsBefore = serverThreads();
            long heapBefore = usedHeap();
            List<WsClient> sockets = new ArrayList<>();
            for (int k = 0; k < CLIENTS; k++) {
                sockets.add(WsClient.to(server));
            }
            ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
            java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
            List<Future<long[]>> runs = new ArrayList<>();
            for (int k = 0; k < CLIENTS; k++) {
                WsClient ws = sockets.get(k);
                List<Asked> plan = plans.get(k);
                runs.add(clients.submit(() -> {
                    go.await();
                    return session(ws, plan);
                }));
            }
            long started = System.nanoTime();
            long processCpuBefore = processCpu();
            long jobCpuBefore = jobThreadsCpu();
            go.countDown();
            long[] latencies = new long[CLIENTS * REQUESTS];
            int at = 0;
            for (Future<long[]> run : runs) {
                for (long nanos : run.get()) {
                    latencies[at++] = nanos;
                }
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            double processCpuMs = (processCpu() - processCpuBefore) / 1e6 / latencies.length;
            double jobCpuMs = (jobThreadsCpu() - jobCpuBefore) / 1e6 / latencies.length;
            for (WsClient ws : sockets) {
                ws.close();
            }
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
                    + " CPU per request %.2f ms in the server's jobs, %.2f ms in the whole process (clients"
                    + " included); server threads %d -> %d, heap %d -> %d MB%n", CLIENTS, REQUESTS, PUZZLES.length,
                    Runtime.getRuntime().availableProcessors(), ms(latencies, 0.50), ms(latencies, 0.90),
                    ms(latencies, 0.99), latencies[latencies.length - 1] / 1e6, latencies.length / seconds, seconds,
                    jobCpuMs, processCpuMs, threadsBefore, threadsAfter, heapBefore >> 20, heapAfter >> 20);
            assertThat(server.clients()).isZero();
            assertThat(server.jobs()).isZero();
            assertThat(threadsAfter).as("server threads after the load").isLessThanOrEqualTo(threadsBefore);
            // the cache keeps at most 1000 answers of a few kilobytes each
            assertThat(heapAfter - heapBefore).as("heap growth").isLessThan(64L << 20);
        }
    }

    /** One client's requests, one after another; returns each one's time from sending to its answer. */
    private static long[] session(WsClient ws, List<Asked> plan) throws Exception {
        long[] out = new long[plan.size()];
        for (int i = 0; i < out.length; i++) {
            Asked a = plan.get(i);
            long start = System.nanoTime();
            Map<?, ?> answer = ws.answer(ws.fpuzzlesData("truecandidates", a.data()));
            out[i] = System.nanoTime() - start;
            check(answer, a);
        }
        return out;
    }

    /** The answer must be the solution: one candidate per open cell, counted once. */
    private static void check(Map<?, ?> answer, Asked a) {
        assertThat(answer.get("type")).as("%s", answer).isEqualTo("truecandidates");
        long[] got = ServeProtocolTest.longs(answer.get("solutionsPerCandidate"));
        for (int c = 0; c < 81; c++) {
            for (int v = 0; v < 9; v++) {
                if (!a.given()[c]) {
                    assertThat(got[c * 9 + v]).isEqualTo(a.solution()[c] == v ? 1L : 0L);
                }
            }
        }
    }

    /** {@code count} requests of client {@code client} (its own seeded choice of extra givens) over the samples. */
    private static List<Asked> plan(List<Sample> samples, int client, int count) throws Exception {
        Random random = new Random(client);
        List<Asked> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Sample s = samples.get(Math.floorMod(client + i, samples.size()));
            RuleModel model = ServeProtocolTest.model(s.json());
            boolean[] given = new boolean[81];
            String json = withExtraGivens(s, model, random, given);
            out.add(new Asked(grid.io.LzString.compressToBase64(json), given, s.solution()));
        }
        return out;
    }

    /**
     * The sample with 30 to 45 of its solution's digits given, in cells chosen at random: a puzzle part
     * way through setting. (The published puzzles have few givens or none; their true candidates take
     * seconds to minutes each, far more than a setter's request while the grid fills up.)
     */
    private static String withExtraGivens(Sample s, RuleModel model, Random random, boolean[] given)
            throws grid.io.PuzzleFormatException {
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
                    given[at] = true;
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
        return ServeByHandTest.toJson(puzzle);
    }

    private static double ms(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(quantile * sorted.length) - 1)] / 1e6;
    }

    /** The server's threads (HTTP and jobs); the test's own clients run in this JVM too and are not counted. */
    private static int serverThreads() {
        return (int) Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("serve-")).count();
    }

    /** CPU time of this process (server and test clients), in nanoseconds. */
    private static long processCpu() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** CPU time so far of the server's job workers (a fixed pool: they live as long as the server), in nanoseconds. */
    private static long jobThreadsCpu() {
        java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long sum = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("serve-job-")) {
                sum += Math.max(0, threads.getThreadCpuTime(t.getId()));
            }
        }
        return sum;
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
