package tester.serve;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where requests meet the workers: it reads each message, answers what needs no search at once
 * ({@code cancel}, messages that are not requests), and queues the rest as the client's one {@link Job}
 * on a fixed pool of workers shared by all clients. Messages of a data type other than the f-puzzles
 * client's and this server's page are ignored, as the protocol says.
 */
final class Hub implements AutoCloseable {

    private final Solving solving;
    private final ThreadPoolExecutor workers;
    private final AtomicInteger clients = new AtomicInteger();

    Hub(Limits limits) {
        this.solving = new Solving(limits, new CandidateCache(limits.cacheEntries()));
        AtomicInteger number = new AtomicInteger();
        ThreadFactory named = task -> {
            Thread t = new Thread(task, "serve-job-" + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        this.workers = new ThreadPoolExecutor(limits.workers(), limits.workers(), 0, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), named);
    }

    void opened(Client client) {
        clients.incrementAndGet();
    }

    void closed(Client client) {
        clients.decrementAndGet();
    }

    /** Connections open now. */
    int clients() {
        return clients.get();
    }

    /** Jobs waiting or running now. */
    int jobs() {
        return workers.getQueue().size() + workers.getActiveCount();
    }

    void receive(Client client, String message) {
        Request r;
        try {
            r = Request.parse(message);
        } catch (Request.Refused e) {
            client.send(Replies.invalid(e.nonce, e.getMessage()));
            return;
        }
        if (r.command().equals("cancel")) {
            client.cancel();
            client.send(Replies.canceled(r.nonce()));
            return;
        }
        if (r.dataType() == null) {
            client.cancel();
            client.send(Replies.invalid(r.nonce(), "the message has no dataType; expected \"" + Request.FPUZZLES + "\""));
            return;
        }
        if (!r.dataType().equals(Request.FPUZZLES) && !r.dataType().equals(Request.PAGE)) {
            return;
        }
        if (!Solving.COMMANDS.contains(r.command())) {
            client.cancel();
            client.send(Replies.invalid(r.nonce(), "unknown command '" + r.command() + "'; expected one of "
                    + String.join(", ", Solving.COMMANDS)));
            return;
        }
        Job job = new Job(client, r, solving);
        client.replace(job);
        try {
            workers.execute(job);
        } catch (RejectedExecutionException stopping) {
            job.cancel();
        }
    }

    /** Takes a cancelled job off the queue, so that a client sending fast cannot fill it. */
    void dequeue(Job job) {
        workers.remove(job);
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }
}
