package solver.explain;

/**
 * A technique that comes in sizes (pairs, triples, quads; X-Wing, Swordfish, Jellyfish), each size with
 * its own name and difficulty.
 */
abstract class Sized implements Technique {

    /** How many cells, symbols or lines the pattern takes (2 to 4). */
    final int size;
    private final String name;
    private final double er;

    /** @param names the name of each size, indexed by size (2 to 4); {@code ers} likewise its difficulty */
    Sized(int size, String[] names, double[] ers) {
        if (size < 2 || size >= names.length) {
            throw new IllegalArgumentException("no size " + size + " of " + names[names.length - 1]);
        }
        this.size = size;
        this.name = names[size];
        this.er = ers[size];
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final double er() {
        return er;
    }
}
