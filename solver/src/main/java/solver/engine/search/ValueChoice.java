package solver.engine.search;

/** Picks the symbol to try first in the cell chosen for branching. */
public interface ValueChoice {

    /** A symbol index of {@code candidates} (at least two bits set) for {@code cell}. */
    int pick(int cell, long candidates);

    /** The lowest symbol: the textbook order, and the only one that makes enumeration order predictable. */
    ValueChoice LOWEST = (cell, candidates) -> Long.numberOfTrailingZeros(candidates);
}
