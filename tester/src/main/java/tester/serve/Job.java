package tester.serve;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One request of one client, run on the server's workers. It answers exactly once with a final answer:
 * its result, {@code invalid}, or {@code canceled} when it was cancelled (by the client's next request or
 * by {@code cancel}) before it finished; progress messages ({@code count} in progress) may come before.
 */
final class Job implements Runnable {

    private static final int WAITING = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    final Client client;
    final Request request;
    /** Set to stop the job; every search and loop of it reads it. */
    final AtomicBoolean cancel = new AtomicBoolean();
    private final AtomicInteger state = new AtomicInteger(WAITING);
    private final Solving solving;

    Job(Client client, Request request, Solving solving) {
        this.client = client;
        this.request = request;
        this.solving = solving;
    }

    @Override
    public void run() {
        if (!state.compareAndSet(WAITING, RUNNING)) {
            return;
        }
        String answer;
        try {
            answer = cancel.get() ? null : solving.answer(this);
        } catch (RuntimeException | StackOverflowError e) {
            // A fault of this server, not of the request: one line to the client, and to the log.
            String what = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
            System.err.println("serve: request " + request.command() + " failed: " + Replies.oneLine(what));
            answer = Replies.invalid(request.nonce(), "internal error: " + what);
        }
        state.set(DONE);
        client.send(cancel.get() || answer == null ? Replies.canceled(request.nonce()) : answer);
        client.finished(this);
    }

    /**
     * Stops the job: a waiting job is answered {@code canceled} at once (and never runs), a running one
     * answers it when its search has stopped. Returns true if the job had not started.
     */
    boolean cancel() {
        cancel.set(true);
        if (state.compareAndSet(WAITING, DONE)) {
            client.send(Replies.canceled(request.nonce()));
            return true;
        }
        return false;
    }

    /** Sends a message before the final answer (progress), unless the job was cancelled. */
    void progress(String message) {
        if (!cancel.get()) {
            client.send(message);
        }
    }
}
