package solver.engine.search.choice;

/** A small, fast, seeded random source (xorshift64*) for tie-breaking; one per search. */
public final class Xorshift {

    private static final long DEFAULT_SEED = 0x9E3779B97F4A7C15L;

    private long state;

    /** @param seed any value; 0 picks a fixed default (xorshift needs a non-zero state) */
    public Xorshift(long seed) {
        this.state = seed == 0 ? DEFAULT_SEED : seed;
    }

    /** A uniform-enough int in [0, bound). */
    public int nextInt(int bound) {
        state ^= state >>> 12;
        state ^= state << 25;
        state ^= state >>> 27;
        long r = state * 0x2545F4914F6CDD1DL;
        return (int) (((r >>> 33) * bound) >>> 31);
    }

    /** A uniform-enough double in [0, 1). */
    public double nextDouble() {
        return nextInt(1 << 30) * 0x1.0p-30;
    }

    /** A set bit of {@code mask} (not 0), each equally likely. */
    public int bitOf(long mask) {
        int skip = nextInt(Long.bitCount(mask));
        for (int i = 0; i < skip; i++) {
            mask &= mask - 1;
        }
        return Long.numberOfTrailingZeros(mask);
    }
}
