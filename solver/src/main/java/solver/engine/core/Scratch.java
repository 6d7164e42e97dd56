package solver.engine.core;

/**
 * Working arrays for propagators that need more than locals, one set per search ({@link Domains#scratch}):
 * one propagator runs or explains at a time, so they share it. Contents mean nothing between calls.
 */
public final class Scratch {
    public final int[] valueOf = new int[64];
    public final int[] owner = new int[64];
    public final long[] domains = new long[64];
    public long visited;
    public long cells;
}
