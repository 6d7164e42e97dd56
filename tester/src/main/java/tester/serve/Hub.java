package tester.serve;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Where requests meet the workers: it reads each message, answers what needs no search at once
 * ({@code cancel}, messages that are not requests), and hands the rest as the client's one {@link Job} to
 * the {@link Scheduler}. Messages of a data type other than the f-puzzles client's and this server's page
 * are ignored, as the protocol says. It also watches the connections: one silent for a third of
 * {@link Limits#idleTime} is pinged, and one that has sent nothing for the whole time, not even the
 * answer to a ping, is dropped (a tab that was closed without a word, a connection left half-open, or one
 * opened only to hold a place).
 */
final class Hub implements AutoCloseable {

    private final Solving solving;
    private final Scheduler scheduler;
    private final Set<Client> clients = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService watch;
    private final long idleNanos;

    Hub(Limits limits) {
        this.solving = new Solving(limits, new CandidateCache(limits.cacheBytes()));
        this.scheduler = new Scheduler(limits.workers());
        this.idleNanos = limits.idleTime().toNanos();
        this.watch = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread t = new Thread(task, "serve-watch");
            t.setDaemon(true);
            return t;
        });
        // looks six times per idle time: a silent connection is pinged after a third of it and dropped within a
        // sixth of it after the whole
        long every = Math.max(50, limits.idleTime().toMillis() / 6);
        watch.scheduleWithFixedDelay(this::look, every, every, TimeUnit.MILLISECONDS);
    }

    void opened(Client client) {
        clients.add(client);
    }

    void closed(Client client) {
        clients.remove(client);
    }

    /** Connections open now. */
    int clients() {
        return clients.size();
    }

    /** Jobs waiting or running now. */
    int jobs() {
        return scheduler.jobs();
    }

    /** One look over the connections: the silent ones are pinged, those silent too long dropped. */
    private void look() {
        long now = System.nanoTime();
        for (Client c : clients) {
            long silent = c.silentFor(now);
            if (silent > idleNanos) {
                c.drop();
            } else if (silent > idleNanos / 3) {
                c.ping();
            }
        }
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
        scheduler.submit(job);
    }

    /** Takes a cancelled job off the queue, so that a client sending fast cannot fill it. */
    void dequeue(Job job) {
        scheduler.remove(job);
    }

    @Override
    public void close() {
        watch.shutdownNow();
        scheduler.close();
    }
}
