package tester.serve;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

import java.util.concurrent.atomic.AtomicReference;

/**
 * One WebSocket connection (one browser tab): it hands each message to the {@link Hub} and holds the
 * connection's one job, so that a new request cancels the one before, and closing the connection cancels
 * what it left running. Answers are sent in the order they are made. Public only because Jetty calls its
 * listener methods through method handles.
 */
public final class Client implements Session.Listener.AutoDemanding {

    private final Hub hub;
    private final AtomicReference<Job> current = new AtomicReference<>();
    private volatile Session session;

    Client(Hub hub) {
        this.hub = hub;
    }

    @Override
    public void onWebSocketOpen(Session opened) {
        this.session = opened;
        hub.opened(this);
    }

    @Override
    public void onWebSocketText(String message) {
        hub.receive(this, message);
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

    /** Sends one answer, if the connection is still open; one that cannot be sent is dropped. */
    void send(String json) {
        Session s = session;
        if (s != null && s.isOpen()) {
            synchronized (this) {
                s.sendText(json, Callback.NOOP);
            }
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

    /** Called by a job that has answered. */
    void finished(Job job) {
        current.compareAndSet(job, null);
    }
}
