package tester.serve;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

import java.nio.ByteBuffer;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One WebSocket connection (one browser tab): it hands each message to the {@link Hub} and holds the
 * connection's one job, so that a new request cancels the one before, and closing the connection cancels
 * what it left running. Answers are sent in the order they are made. It remembers when it last heard
 * anything from the other end (a message, or the answer to a ping), so that the hub can close a
 * connection that has gone silent. Public only because Jetty calls its listener methods through method
 * handles.
 */
public final class Client implements Session.Listener.AutoDemanding, Connection {

    private static final ByteBuffer PING = ByteBuffer.allocate(0);

    private final Hub hub;
    private final AtomicReference<Job> current = new AtomicReference<>();
    private volatile Session session;
    /** When something last came from the other end, by {@link System#nanoTime}. */
    private volatile long heard = System.nanoTime();

    Client(Hub hub) {
        this.hub = hub;
    }

    @Override
    public void onWebSocketOpen(Session opened) {
        this.session = opened;
        heard = System.nanoTime();
        hub.opened(this);
    }

    @Override
    public void onWebSocketText(String message) {
        heard = System.nanoTime();
        hub.receive(this, message);
    }

    /**
     * The protocol is text: a binary message closes the connection at its first part (1003, data of a
     * kind not taken), rather than being read to its end and dropped.
     */
    @Override
    public void onWebSocketPartialBinary(ByteBuffer payload, boolean last, Callback callback) {
        callback.succeed();
        Session s = session;
        if (s != null) {
            s.close(StatusCode.BAD_DATA, "binary messages are not taken; send the request as JSON text",
                    Callback.NOOP);
        }
    }

    @Override
    public void onWebSocketPong(ByteBuffer payload) {
        heard = System.nanoTime();
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason) {
        Job left = current.getAndSet(null);
        if (left != null) {
            left.cancel.set(true);
            hub.dequeue(left);
        }
        session = null;
        hub.closed(this);
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        // The connection closes after an error (a message over the size limit, a broken frame, a lost peer),
        // and onWebSocketClose cancels its job; the server goes on serving the others.
    }

    @Override
    public void send(String json) {
        Session s = session;
        if (s != null && s.isOpen()) {
            synchronized (this) {
                s.sendText(json, Callback.NOOP);
            }
        }
    }

    /** Nanoseconds since something last came from the other end. */
    long silentFor(long now) {
        return now - heard;
    }

    /** Asks the other end for a sign of life: a browser answers a ping by itself. */
    void ping() {
        Session s = session;
        if (s != null && s.isOpen()) {
            synchronized (this) {
                s.sendPing(PING.duplicate(), Callback.NOOP);
            }
        }
    }

    /**
     * Ends a connection that has stopped answering: no closing handshake (the other end may be gone
     * without a word, half-open), so the server's side is let go at once.
     */
    void drop() {
        Session s = session;
        if (s != null) {
            s.disconnect();
        }
    }

    /** Makes {@code job} the connection's job, cancelling the one before. */
    void replace(Job job) {
        cancelled(current.getAndSet(job));
    }

    /** Cancels the connection's job, if any. */
    void cancel() {
        cancelled(current.getAndSet(null));
    }

    private void cancelled(Job old) {
        if (old != null && old.cancel()) {
            hub.dequeue(old);
        }
    }

    @Override
    public void finished(Job job) {
        current.compareAndSet(job, null);
    }
}
