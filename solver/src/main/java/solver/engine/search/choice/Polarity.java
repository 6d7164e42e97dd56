package solver.engine.search.choice;

/** Which way a decision on the variable "cell c holds symbol v" goes: assign v ({@code true}) or remove it. */
public interface Polarity {

    boolean positive(int cell, int symbol);

    /** Always assign: decide {@code [c=v]}. */
    Polarity POSITIVE = (cell, symbol) -> true;
}
