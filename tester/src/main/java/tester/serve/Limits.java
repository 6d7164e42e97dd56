package tester.serve;

import java.time.Duration;

/**
 * What one client may take of the server, so that no client can stop the others: the size of a message,
 * the time of one job (a client has at most one: a new request cancels the old), the jobs that run at once,
 * the clients at once, how long a connection may stay silent, how often a long job reports progress, and
 * the memory of the true-candidate cache.
 *
 * @param maxMessageChars largest message taken, in characters (a larger one closes that connection)
 * @param jobTime         the time one job may run; past it the job answers {@code invalid} saying so
 * @param workers         jobs run at once over all clients, each on a thread of its own, the cores shared
 *                        among them; more wait, one per client, and start in turn
 * @param maxClients      connections at once; more are refused until one closes
 * @param idleTime        how long a connection may send nothing, not even the answer to a ping, before it
 *                        is closed (the server pings every third of this; a browser answers by itself)
 * @param progressEvery   least time between two progress messages of one job
 * @param cacheBytes      memory the kept true-candidate answers may take, in bytes (estimated)
 */
public record Limits(int maxMessageChars, Duration jobTime, int workers, int maxClients, Duration idleTime,
                     Duration progressEvery, long cacheBytes) {

    /** A megabyte of text holds the largest f-puzzles puzzle many times over. */
    public static final int MESSAGE_CHARS = 1 << 20;
    /** Jobs at once by default: more than clients usually run, few enough that their memory stays small. */
    public static final int WORKERS = 64;
    /** Connections at once by default. */
    public static final int CLIENTS = 256;
    /** How long a connection may stay silent by default. */
    public static final Duration IDLE = Duration.ofSeconds(60);
    /** The true-candidate cache's memory by default: some 60 answers of 64x64, thousands of 9x9. */
    public static final long CACHE_BYTES = 64L << 20;

    public Limits {
        if (maxMessageChars < 1024 || workers < 1 || maxClients < 1 || cacheBytes < 0 || jobTime.isNegative()
                || jobTime.isZero() || idleTime.compareTo(Duration.ofMillis(300)) < 0) {
            throw new IllegalArgumentException("limits out of range: " + maxMessageChars + " chars, " + jobTime
                    + ", " + workers + " workers, " + maxClients + " clients, idle " + idleTime + ", " + cacheBytes
                    + " cache bytes");
        }
    }

    /**
     * The defaults: 1 MiB messages, 60 s a job, {@value #WORKERS} jobs at once, {@value #CLIENTS} clients,
     * 60 s of silence, progress every 250 ms, 64 MiB of cached answers.
     */
    public static Limits defaults() {
        return new Limits(MESSAGE_CHARS, Duration.ofSeconds(60), WORKERS, CLIENTS, IDLE, Duration.ofMillis(250),
                CACHE_BYTES);
    }

    /** These limits with another job time. */
    public Limits withJobTime(Duration time) {
        return new Limits(maxMessageChars, time, workers, maxClients, idleTime, progressEvery, cacheBytes);
    }

    /** These limits with another number of jobs at once. */
    public Limits withWorkers(int count) {
        return new Limits(maxMessageChars, jobTime, count, maxClients, idleTime, progressEvery, cacheBytes);
    }

    /** These limits with another time of silence. */
    public Limits withIdleTime(Duration time) {
        return new Limits(maxMessageChars, jobTime, workers, maxClients, time, progressEvery, cacheBytes);
    }

    /** These limits with another memory for cached answers. */
    public Limits withCacheBytes(long bytes) {
        return new Limits(maxMessageChars, jobTime, workers, maxClients, idleTime, progressEvery, bytes);
    }

    /** These limits with another least time between progress messages. */
    public Limits withProgressEvery(Duration every) {
        return new Limits(maxMessageChars, jobTime, workers, maxClients, idleTime, every, cacheBytes);
    }

    /** These limits with another number of connections at once. */
    public Limits withMaxClients(int count) {
        return new Limits(maxMessageChars, jobTime, workers, count, idleTime, progressEvery, cacheBytes);
    }
}
