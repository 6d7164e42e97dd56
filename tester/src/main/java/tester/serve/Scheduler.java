package tester.serve;

import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Who runs when. Most requests take milliseconds, and run best one per core, in turn; a few take
 * minutes (a count of an empty grid, a hard search) and cannot be paused. So a job starts at once while
 * fewer jobs than there are cores are young (running for less than {@code young}); a job that has run
 * longer no longer holds its core against the others, and the operating system shares the cores between
 * it and the jobs that start after it. A quick request therefore waits at most for the young jobs before
 * it, however many long ones run, and every client holding a long job gets the same share of the cores.
 * The operating system gives every thread the same share, so a long job that runs beside a young one is
 * also held back ({@link #pace}) while the young one runs, for at most half of its own time: the young
 * job has the cores to itself, and a client that keeps asking quick questions cannot stop a long one.
 * At most {@code slots} jobs run at once. Waiting jobs queue with one place per client (a client's newer
 * job takes the place of its older one, at the back) and start in turn. Each job runs on a thread of its
 * own. Thread-safe.
 */
final class Scheduler implements AutoCloseable {

    /** How long a thread left without a job stays before it ends. */
    static final int IDLE_THREAD_MILLIS = 5000;
    /** How long a job holds its core against those waiting, by default. */
    static final Duration YOUNG = Duration.ofMillis(200);

    private final int slots;
    private final int cores;
    private final long youngNanos;
    private final ExecutorService threads;
    /** Looks at the queue while jobs wait, to start one as soon as a running job grows old. */
    private final ScheduledExecutorService clock;
    /** The running jobs and when each started, by {@link System#nanoTime}. */
    private final Map<Job, Long> running = new IdentityHashMap<>();
    /** The waiting jobs by client, oldest first. */
    private final LinkedHashMap<Object, Job> waiting = new LinkedHashMap<>();
    private boolean closed;

    /**
     * @param slots jobs run at once, at most
     * @param cores young jobs run at once: the cores they may have to themselves
     * @param young how long a job counts as young
     */
    Scheduler(int slots, int cores, Duration young) {
        this.slots = slots;
        this.cores = Math.max(1, cores);
        this.youngNanos = young.toNanos();
        AtomicInteger number = new AtomicInteger();
        ThreadFactory named = task -> {
            Thread t = new Thread(task, "serve-job-" + number.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        // At most slots jobs are handed over at once, and a thread that hands over the next job is about to
        // be free: a few threads past slots at most, for a moment.
        this.threads = new ThreadPoolExecutor(0, Integer.MAX_VALUE, IDLE_THREAD_MILLIS, TimeUnit.MILLISECONDS,
                new SynchronousQueue<>(), named);
        this.clock = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread t = new Thread(task, "serve-scheduler");
            t.setDaemon(true);
            return t;
        });
        long tick = Math.max(1, youngNanos / 4);
        clock.scheduleWithFixedDelay(this::admit, tick, tick, TimeUnit.NANOSECONDS);
    }

    /** A scheduler for this machine: {@code slots} jobs at most, young ones one per core for {@link #YOUNG}. */
    Scheduler(int slots) {
        this(slots, Runtime.getRuntime().availableProcessors(), YOUNG);
    }

    /** Queues {@code job} in its client's place and starts what may start now. */
    void submit(Job job) {
        synchronized (this) {
            if (!closed) {
                waiting.remove(job.owner());
                waiting.put(job.owner(), job);
            }
        }
        if (isClosed()) {
            job.cancel();
            return;
        }
        admit();
    }

    private synchronized boolean isClosed() {
        return closed;
    }

    /** Takes {@code job} off the queue if it is waiting; returns whether it was. */
    synchronized boolean remove(Job job) {
        return waiting.remove(job.owner(), job);
    }

    /** Jobs waiting or running now. */
    synchronized int jobs() {
        return running.size() + waiting.size();
    }

    /** Starts the longest-waiting jobs while a slot is free and fewer young jobs run than there are cores. */
    private void admit() {
        while (true) {
            Job next;
            synchronized (this) {
                if (closed || waiting.isEmpty() || running.size() >= slots || young() >= cores) {
                    return;
                }
                Iterator<Job> first = waiting.values().iterator();
                next = first.next();
                first.remove();
                running.put(next, System.nanoTime());
            }
            Job paced = next;
            next.pacedBy(() -> pace(paced));
            start(next);
        }
    }

    /** The running jobs that started less than {@code young} ago. */
    private int young() {
        long now = System.nanoTime();
        int count = 0;
        for (long started : running.values()) {
            if (now - started < youngNanos) {
                count++;
            }
        }
        return count;
    }

    /** How long a held-back job waits before it looks again whether young jobs still run. */
    private static final long HOLD_NANOS = 5_000_000;

    /**
     * Holds {@code job} back while it is old and a young job runs, for at most half of the job's time so
     * far, and never once it is cancelled or the scheduler closed. Called on the job's own thread.
     */
    void pace(Job job) {
        while (true) {
            long t0 = System.nanoTime();
            synchronized (this) {
                Long started = running.get(job);
                if (closed || job.cancel.get() || started == null || t0 - started < youngNanos || young() == 0
                        || job.held() >= (t0 - started) / 2) {
                    return;
                }
                try {
                    TimeUnit.NANOSECONDS.timedWait(this, HOLD_NANOS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            job.held(System.nanoTime() - t0);
        }
    }

    private void start(Job job) {
        try {
            threads.execute(() -> {
                try {
                    job.run();
                } finally {
                    ended(job);
                }
            });
        } catch (RejectedExecutionException stopping) {
            synchronized (this) {
                running.remove(job);
            }
            job.cancel();
        }
    }

    private void ended(Job job) {
        synchronized (this) {
            running.remove(job);
            // a held-back job looks again at once
            notifyAll();
        }
        admit();
    }

    /** Stops taking jobs: waiting ones are answered {@code canceled}, running ones are told to stop. */
    @Override
    public void close() {
        Job[] left;
        synchronized (this) {
            closed = true;
            left = waiting.values().toArray(Job[]::new);
            waiting.clear();
            for (Job job : running.keySet()) {
                job.cancel.set(true);
            }
        }
        for (Job job : left) {
            job.cancel();
        }
        synchronized (this) {
            notifyAll();
        }
        clock.shutdownNow();
        threads.shutdownNow();
    }
}
