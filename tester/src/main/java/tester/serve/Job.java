package tester.serve;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One request of one client, run by the {@link Scheduler}. It answers exactly once with a final answer:
 * its result, {@code invalid} (also for any failure of the server while it ran, so a client never waits
 * for an answer that will not come), or {@code canceled} when it was cancelled (by the client's next
 * request or by {@code cancel}) before it finished; progress messages ({@code count} in progress) may come
 * before.
 */
final class Job implements Runnable {

    /** What a job's answer is made by: the puzzle read and searched ({@link Solving}), or a test's stand-in. */
    interface Answering {
        /** The job's final answer, or null when it was cancelled. */
        String answer(Job job);
    }

    private static final int WAITING = 0;
    private static final int RUNNING = 1;
    private static final int DONE = 2;

    final Connection client;
    final Request request;
    /** Set to stop the job; every search and loop of it reads it. */
    final AtomicBoolean cancel = new AtomicBoolean();
    private final AtomicInteger state = new AtomicInteger(WAITING);
    private final Answering answering;
    /** What holds the job back while shorter ones have the cores ({@link Scheduler#pace}); set when it starts. */
    private volatile Runnable pace = () -> { };
    /** The time the job has spent held back, in nanoseconds: read and written by its own thread only. */
    private long held;

    Job(Connection client, Request request, Answering answering) {
        this.client = client;
        this.request = request;
        this.answering = answering;
    }

    /** The connection the job belongs to: the scheduler gives each one place in its queue. */
    Object owner() {
        return client;
    }

    @Override
    public void run() {
        if (!state.compareAndSet(WAITING, RUNNING)) {
            return;
        }
        String answer;
        try {
            answer = cancel.get() ? null : answering.answer(this);
        } catch (OutOfMemoryError e) {
            // what the job held is garbage once this frame is left; the server goes on with the others
            answer = failed(e, "the request needs more memory than the server has left");
        } catch (Throwable e) {
            // any other failure of one request (an Error included) is that request's answer, never silence
            answer = failed(e, "internal error: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
        state.set(DONE);
        client.send(cancel.get() || answer == null ? Replies.canceled(request.nonce()) : answer);
        client.finished(this);
    }

    /** A fault of this server, not of the request: one line to the client, and to the log. */
    private String failed(Throwable e, String message) {
        System.err.println("serve: request " + request.command() + " failed: " + Replies.oneLine(
                e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage())));
        return Replies.invalid(request.nonce(), message);
    }

    /**
     * Stops the job: a waiting job is answered {@code canceled} at once (and never runs), a running one
     * answers it when its search has stopped. Returns true if the job had not started.
     */
    boolean cancel() {
        cancel.set(true);
        if (state.compareAndSet(WAITING, DONE)) {
            client.send(Replies.canceled(request.nonce()));
            client.finished(this);
            return true;
        }
        return false;
    }

    /** The scheduler's pace for this job, given when it starts. */
    void pacedBy(Runnable hook) {
        this.pace = hook;
    }

    /**
     * Lets the scheduler hold the job back for a while if shorter work needs the cores: called by its
     * searches (through {@link solver.api.SolveOptions#pace}) and its other long loops.
     */
    void pace() {
        pace.run();
    }

    /** The time held back so far, in nanoseconds. */
    long held() {
        return held;
    }

    /** Adds to the time held back. */
    void held(long nanos) {
        held += nanos;
    }

    /** Sends a message before the final answer (progress), unless the job was cancelled. */
    void progress(String message) {
        if (!cancel.get()) {
            client.send(message);
        }
    }
}
