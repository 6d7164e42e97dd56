package solver.engine.search.choice;

import solver.engine.core.Literals;

/** Which way a decision on the variable "cell c holds symbol v" goes: assign v ({@code true}) or remove it. */
public interface Polarity {

    boolean positive(int cell, int symbol);

    /** The decision on variable (cell, symbol) in a cell of domain {@code dom}: {@code [c=v]} or {@code [c≠v]}. */
    default int decision(int cell, int symbol, long dom) {
        return positive(cell, symbol) ? Literals.eq(cell, symbol) : Literals.neq(cell, symbol);
    }

    /** Always assign: decide {@code [c=v]}. */
    Polarity POSITIVE = (cell, symbol) -> true;
}
