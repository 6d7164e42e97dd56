package tester.reliability;

import java.util.Random;
import java.util.SplittableRandom;

/**
 * A seeded property runner: calls a trial {@code tries} times, each with its own {@link Random} derived
 * from one fixed base seed, so every run of the build sees the same inputs and a failure names the seed
 * that reproduces it ({@link #replay}). Plain JUnit on purpose: it needs no test engine of its own and
 * its failures are ordinary assertion errors.
 */
final class Trials {

    /** One trial: build an input from {@code random} and check the property, throwing on failure. */
    @FunctionalInterface
    interface Trial {
        void run(Random random) throws Exception;
    }

    private Trials() {
    }

    /**
     * Runs {@code trial} {@code tries} times. Each try's seed is drawn from {@code baseSeed}; a failure
     * becomes an AssertionError naming the property, the try and the seed, with the original cause.
     */
    static void run(String property, long baseSeed, int tries, Trial trial) {
        SplittableRandom seeds = new SplittableRandom(baseSeed);
        for (int i = 0; i < tries; i++) {
            long seed = seeds.nextLong();
            try {
                trial.run(new Random(seed));
            } catch (Exception | AssertionError | StackOverflowError | OutOfMemoryError e) {
                throw new AssertionError(property + " failed at try " + (i + 1) + " of " + tries + " (base seed "
                        + baseSeed + "; replay with Trials.replay(" + seed + "L, ...)): " + e, e);
            }
        }
    }

    /** Runs the one try whose seed a failure message named. */
    static void replay(long seed, Trial trial) throws Exception {
        trial.run(new Random(seed));
    }
}
