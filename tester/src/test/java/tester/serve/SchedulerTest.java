package tester.serve;

import grid.io.Json;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The scheduler and the job without a network: every job answers once whatever its work throws, a
 * failing job leaves the next one served, and past the slots the waiting jobs start client by client, a
 * client's newer job taking the place of its older one at the back.
 */
class SchedulerTest {

    /** A connection that keeps what it is sent. */
    private static final class Kept implements Connection {
        final LinkedBlockingQueue<String> sent = new LinkedBlockingQueue<>();

        @Override
        public void send(String json) {
            sent.add(json);
        }

        @Override
        public void finished(Job job) {
            // nothing held
        }

        Map<?, ?> next() throws Exception {
            String text = sent.poll(30, TimeUnit.SECONDS);
            assertThat(text).as("an answer within 30 s").isNotNull();
            return (Map<?, ?>) Json.parse("answer", text).root();
        }
    }

    private static Request request(long nonce) throws Request.Refused {
        return Request.parse("{\"nonce\":" + nonce + ",\"command\":\"solve\",\"dataType\":\"fpuzzles\",\"data\":\"x\"}");
    }

    @Test
    void everyThrowableIsAnsweredInvalidAndTheNextJobIsServed() throws Exception {
        Kept client = new Kept();
        Throwable[] failures = {new IllegalStateException("broken"), new AssertionError("not expected"),
            new OutOfMemoryError("Java heap space"), new StackOverflowError(), new NoClassDefFoundError("x/Y"),
            new Error()};
        try (Scheduler scheduler = new Scheduler(1)) {
            long nonce = 0;
            for (Throwable failure : failures) {
                scheduler.submit(new Job(client, request(++nonce), job -> {
                    throw sneaky(failure);
                }));
                Map<?, ?> a = client.next();
                assertThat(a.get("nonce")).isEqualTo(nonce);
                assertThat(a.get("type")).as("%s", failure).isEqualTo("invalid");
                assertThat((String) a.get("message")).as("%s", failure).doesNotContain("\n", "\tat ")
                        .containsAnyOf("internal error: " + failure.getClass().getSimpleName(), "more memory");
                scheduler.submit(new Job(client, request(++nonce), job -> Replies.count(job.request.nonce(), 7, false)));
                Map<?, ?> served = client.next();
                assertThat(served.get("nonce")).isEqualTo(nonce);
                assertThat(served.get("count")).isEqualTo(7L);
            }
            // the answer goes out before the job's thread hands its slot back, so the count drains just after
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (scheduler.jobs() > 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertThat(scheduler.jobs()).isZero();
        }
    }

    /** Throws any throwable, checked or not, from a lambda that may throw only unchecked ones. */
    @SuppressWarnings("unchecked")
    private static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
        throw (T) t;
    }

    @Test
    void pastTheSlotsClientsTakeTurnsAndANewerJobGoesToTheBack() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        List<String> started = new CopyOnWriteArrayList<>();
        Kept a = new Kept();
        Kept b = new Kept();
        Kept c = new Kept();
        try (Scheduler scheduler = new Scheduler(1)) {
            Job blocking = new Job(a, request(1), job -> {
                started.add("a1");
                await(release);
                return Replies.canceled(1);
            });
            scheduler.submit(blocking);
            while (started.isEmpty()) {
                Thread.sleep(5);
            }
            Job b1 = new Job(b, request(2), job -> {
                started.add("b1");
                return Replies.canceled(2);
            });
            scheduler.submit(b1);
            scheduler.submit(new Job(c, request(3), job -> {
                started.add("c1");
                return Replies.canceled(3);
            }));
            // b asks again: its first job is cancelled (answered at once) and its new one waits behind c's
            assertThat(b1.cancel()).isTrue();
            assertThat(scheduler.remove(b1)).isTrue();
            scheduler.submit(new Job(b, request(4), job -> {
                started.add("b2");
                return Replies.canceled(4);
            }));
            assertThat(scheduler.jobs()).isEqualTo(3);
            release.countDown();
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (started.size() < 3 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertThat(started).containsExactly("a1", "c1", "b2");
            assertThat(b.next().get("type")).isEqualTo("canceled");
        }
    }

    @Test
    void aJobThatHasRunLongNoLongerHoldsItsCoreAgainstTheWaitingOnes() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        List<String> started = new CopyOnWriteArrayList<>();
        Kept a = new Kept();
        Kept b = new Kept();
        // one core; a job is young for its first 2 s (long enough that a busy machine cannot blur it)
        try (Scheduler scheduler = new Scheduler(8, 1, java.time.Duration.ofSeconds(2))) {
            scheduler.submit(new Job(a, request(1), job -> {
                started.add("long");
                await(release);
                return Replies.canceled(1);
            }));
            while (started.isEmpty()) {
                Thread.sleep(5);
            }
            scheduler.submit(new Job(b, request(2), job -> {
                started.add("quick");
                return Replies.count(2, 1, false);
            }));
            // the long job is young: the quick one waits for its core...
            assertThat(started).containsExactly("long");
            assertThat(scheduler.jobs()).isEqualTo(2);
            // ...until the long one has run 2 s, and then runs beside it
            Map<?, ?> quick = b.next();
            assertThat(quick.get("count")).isEqualTo(1L);
            assertThat(started).containsExactly("long", "quick");
            assertThat(release.getCount()).as("the long job is still running").isEqualTo(1);
            release.countDown();
            assertThat(a.next().get("nonce")).isEqualTo(1L);
        }
    }

    @Test
    void anOldJobIsHeldBackWhileAYoungOneRunsAndOnlyThen() throws Exception {
        // what the scheduler itself held the job back for (Job.held), not the wall time of pace(): a loaded
        // machine may take a thread off its core for longer than any hold, and that is not the scheduler's
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.atomic.AtomicLong held = new java.util.concurrent.atomic.AtomicLong();
        Kept a = new Kept();
        Kept b = new Kept();
        try (Scheduler scheduler = new Scheduler(8, 2, java.time.Duration.ofMillis(100))) {
            scheduler.submit(new Job(a, request(1), job -> {
                while (!stop.get()) {
                    job.pace();
                    held.set(job.held());
                }
                return Replies.canceled(1);
            }));
            Thread.sleep(600);
            assertThat(held.get()).as("alone, the old job is never held back").isZero();
            scheduler.submit(new Job(b, request(2), job -> {
                try {
                    Thread.sleep(80);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return Replies.count(2, 1, false);
            }));
            assertThat(b.next().get("count")).isEqualTo(1L);
            stop.set(true);
            assertThat(a.next().get("nonce")).isEqualTo(1L);
            assertThat(held.get()).as("held back while the young job ran").isGreaterThan(40_000_000L);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            assertThat(latch.await(30, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void closingAnswersTheWaitingJobsCanceled() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        Kept a = new Kept();
        Kept b = new Kept();
        Scheduler scheduler = new Scheduler(1);
        scheduler.submit(new Job(a, request(1), job -> {
            await(release);
            return null;
        }));
        scheduler.submit(new Job(b, request(2), job -> Replies.count(2, 1, false)));
        scheduler.close();
        Map<?, ?> m = b.next();
        assertThat(m.get("nonce")).isEqualTo(2L);
        assertThat(m.get("type")).isEqualTo("canceled");
        release.countDown();
    }
}
