package tester.serve;

import java.time.Duration;

/**
 * What one client may take of the server, so that no client can stop the others: the size of a message,
 * the time of one job (a client has at most one: a new request cancels the old), the clients at once, and
 * how often a long job reports progress.
 *
 * @param maxMessageChars largest message taken, in characters (a larger one closes that connection)
 * @param jobTime         the time one job may run; past it the job answers {@code invalid} saying so
 * @param workers         jobs run at once, over all clients
 * @param maxClients      connections at once; more are refused until one closes
 * @param progressEvery   least time between two progress messages of one job
 * @param cacheEntries    true-candidate answers kept
 */
public record Limits(int maxMessageChars, Duration jobTime, int workers, int maxClients, Duration progressEvery,
                     int cacheEntries) {

    /** A megabyte of text holds the largest f-puzzles puzzle many times over. */
    public static final int MESSAGE_CHARS = 1 << 20;

    public Limits {
        if (maxMessageChars < 1024 || workers < 1 || maxClients < 1 || cacheEntries < 0 || jobTime.isNegative()
                || jobTime.isZero()) {
            throw new IllegalArgumentException("limits out of range: " + maxMessageChars + " chars, " + jobTime
                    + ", " + workers + " workers, " + maxClients + " clients, " + cacheEntries + " cache entries");
        }
    }

    /** The defaults: 1 MiB messages, 60 s a job, one worker per core, 256 clients, progress every 250 ms. */
    public static Limits defaults() {
        return new Limits(MESSAGE_CHARS, Duration.ofSeconds(60), Runtime.getRuntime().availableProcessors(), 256,
                Duration.ofMillis(250), 1000);
    }

    /** These limits with another job time. */
    public Limits withJobTime(Duration time) {
        return new Limits(maxMessageChars, time, workers, maxClients, progressEvery, cacheEntries);
    }

    /** These limits with another number of workers. */
    public Limits withWorkers(int count) {
        return new Limits(maxMessageChars, jobTime, count, maxClients, progressEvery, cacheEntries);
    }
}
