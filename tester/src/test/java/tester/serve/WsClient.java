package tester.serve;

import grid.io.Json;
import grid.io.LzString;
import grid.io.PuzzleFormatException;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A client of the live solver for tests, on the JDK's own WebSocket: it sends requests as the f-puzzles
 * userscript does and collects every answer in order.
 */
final class WsClient implements AutoCloseable {

    /** How long a test waits for one answer before it fails (long: the machine may be busy with other builds). */
    static final Duration PATIENCE = Duration.ofSeconds(180);

    private final WebSocket socket;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private volatile boolean closed;
    private volatile int closeCode = -1;
    private long nonce;

    private WsClient(URI uri, String origin) {
        WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10));
        if (origin != null) {
            builder.header("Origin", origin);
        }
        this.socket = builder.buildAsync(uri, new WebSocket.Listener() {
            private final StringBuilder part = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                part.append(data);
                if (last) {
                    answers.add(part.toString());
                    part.setLength(0);
                }
                ws.request(1);
                return null;
            }

            @Override
            public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
                closeCode = statusCode;
                closed = true;
                return null;
            }

            @Override
            public void onError(WebSocket ws, Throwable error) {
                closed = true;
            }
        }).join();
    }

    /** A client of the server at {@code server}, sending no Origin (as a program does). */
    static WsClient to(LiveServer server) {
        return new WsClient(ws(server), null);
    }

    /** A client of the server at {@code server}, as a page on {@code origin} would be. */
    static WsClient from(LiveServer server, String origin) {
        return new WsClient(ws(server), origin);
    }

    static URI ws(LiveServer server) {
        return URI.create("ws://127.0.0.1:" + server.port() + "/");
    }

    /** Sends an f-puzzles request with this puzzle JSON, lz-string compressed as the client does; returns its nonce. */
    long fpuzzles(String command, String json) {
        return fpuzzlesData(command, LzString.compressToBase64(json));
    }

    /** Sends an f-puzzles request whose data (lz-string base64 of the puzzle JSON) is ready; returns its nonce. */
    long fpuzzlesData(String command, String data) {
        return send("{\"nonce\":" + (++nonce) + ",\"command\":\"" + command + "\",\"dataType\":\"fpuzzles\",\"data\":\""
                + data + "\"}");
    }

    /** Sends a message as it is. */
    long send(String message) {
        socket.sendText(message, true).join();
        return nonce;
    }

    /** The next nonce this client would use, taken. */
    long nextNonce() {
        return ++nonce;
    }

    boolean closed() {
        return closed;
    }

    /** The status code the server closed the connection with, or -1 while open (or closed without one). */
    int closeCode() {
        return closeCode;
    }

    /** Waits up to {@code seconds} for the server to close the connection; returns whether it did. */
    boolean awaitClosed(int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (!closed && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        return closed;
    }

    /**
     * Sends a cancel while request {@code running} runs and expects exactly two answers, both
     * {@code canceled}: the running request's and the cancel's own, in either order.
     */
    void cancelExpectingBothCanceled(long running) throws InterruptedException, PuzzleFormatException {
        long cancel = nextNonce();
        send("{\"nonce\":" + cancel + ",\"command\":\"cancel\"}");
        java.util.List<Object> canceled = new java.util.ArrayList<>();
        while (canceled.size() < 2) {
            Map<?, ?> m = next();
            org.assertj.core.api.Assertions.assertThat(m.get("type")).as("%s", m).isEqualTo("canceled");
            canceled.add(m.get("nonce"));
        }
        org.assertj.core.api.Assertions.assertThat(canceled).containsExactlyInAnyOrder(running, cancel);
    }

    /** Waits up to {@code limit} for {@code server} to have no job running; the caller asserts what it expects. */
    static void awaitNoJobs(LiveServer server, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (server.jobs() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
    }

    /** Waits, up to {@code limit}, until the server holds no connection (a close reaches it a moment later). */
    static void awaitNoClients(LiveServer server, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (server.clients() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
    }

    /** Sends a binary message. */
    void sendBinary(byte[] bytes) {
        socket.sendBinary(java.nio.ByteBuffer.wrap(bytes), true).join();
    }

    /** The next answer, parsed. */
    Map<?, ?> next() throws InterruptedException, PuzzleFormatException {
        String text = answers.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        if (text == null) {
            throw new AssertionError("no answer within " + PATIENCE.toSeconds() + " s");
        }
        return (Map<?, ?>) Json.parse("answer", text).root();
    }

    /** The next answer within {@code wait}, parsed, or null if none came. */
    Map<?, ?> poll(Duration wait) throws InterruptedException, PuzzleFormatException {
        String text = answers.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
        return text == null ? null : (Map<?, ?>) Json.parse("answer", text).root();
    }

    /** The next answer to {@code nonce} that is final (not a count in progress), skipping others. */
    Map<?, ?> answer(long wanted) throws InterruptedException, PuzzleFormatException {
        while (true) {
            Map<?, ?> m = next();
            if (((Long) m.get("nonce")) == wanted && !Boolean.TRUE.equals(m.get("inProgress"))) {
                return m;
            }
        }
    }

    @Override
    public void close() {
        if (!closed) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "done").join();
        }
    }
}
