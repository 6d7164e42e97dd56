package tester.serve;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Who runs when: up to {@code slots} jobs at once, each on a thread of its own, so that the operating
 * system shares the cores among them and a quick request is answered while long ones (a count of an
 * empty grid, a hard search) go on; a client holds one job at a time, so every client gets the same share
 * however much it asks. Past {@code slots}, jobs wait in one queue with one place per client (a client's
 * newer job takes the place of its older one, at the back) and start in turn as running ones end.
 * Thread-safe.
 */
final class Scheduler implements AutoCloseable {

    /** How long a thread left without a job stays before it ends. */
    static final int IDLE_THREAD_MILLIS = 5000;

    private final int slots;
    private final ExecutorService threads;
    /** The waiting jobs by client, oldest first. */
    private final LinkedHashMap<Object, Job> waiting = new LinkedHashMap<>();
    private int running;
    private boolean closed;

    /** @param slots jobs run at once */
    Scheduler(int slots) {
        this.slots = slots;
        AtomicInteger number = new AtomicInteger();
        ThreadFactory named = task -> {
            Thread t = new Thread(task, "serve-job-" + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        // Never more than slots jobs are handed over at once, and a thread that hands over the next job is
        // about to be free: a few threads past slots at most, for a moment.
        this.threads = new ThreadPoolExecutor(0, Integer.MAX_VALUE, IDLE_THREAD_MILLIS, TimeUnit.MILLISECONDS,
                new SynchronousQueue<>(), named);
    }

    /** Runs {@code job} now if a slot is free, else queues it in its client's place. */
    void submit(Job job) {
        synchronized (this) {
            if (closed) {
                job.cancel();
                return;
            }
            if (running >= slots) {
                waiting.remove(job.owner());
                waiting.put(job.owner(), job);
                return;
            }
            running++;
        }
        start(job);
    }

    /** Takes {@code job} off the queue if it is waiting; returns whether it was. */
    synchronized boolean remove(Job job) {
        return waiting.remove(job.owner(), job);
    }

    /** Jobs waiting or running now. */
    synchronized int jobs() {
        return running + waiting.size();
    }

    private void start(Job job) {
        try {
            threads.execute(() -> {
                try {
                    job.run();
                } finally {
                    next();
                }
            });
        } catch (RejectedExecutionException stopping) {
            synchronized (this) {
                running--;
            }
            job.cancel();
        }
    }

    /** A job ended: the longest-waiting client's job takes its slot. */
    private void next() {
        Job job;
        synchronized (this) {
            Iterator<Job> first = waiting.values().iterator();
            if (closed || !first.hasNext()) {
                running--;
                return;
            }
            job = first.next();
            first.remove();
        }
        start(job);
    }

    /** Stops taking jobs: waiting ones are answered {@code canceled}, running ones are told to stop. */
    @Override
    public void close() {
        Job[] left;
        synchronized (this) {
            closed = true;
            left = waiting.values().toArray(Job[]::new);
            waiting.clear();
        }
        for (Job job : left) {
            job.cancel();
        }
        threads.shutdownNow();
    }
}
