package solver.explain;

/**
 * A technique that comes in sizes (pairs, triples, quads; X-Wing, Swordfish, Jellyfish): each size has
 * its own name, all share one level.
 */
abstract class SizedTechnique implements Technique {

    /** How many cells, symbols or lines the pattern takes (2 to 4). */
    final int size;
    private final String name;
    private final int level;

    /** @param names the name of each size, indexed by size (2 to 4) */
    SizedTechnique(int size, String[] names, int level) {
        if (size < 2 || size >= names.length) {
            throw new IllegalArgumentException("no size " + size + " of " + names[names.length - 1]);
        }
        this.size = size;
        this.name = names[size];
        this.level = level;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final int level() {
        return level;
    }
}
