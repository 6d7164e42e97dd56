package solver.engine;

/** Which way a decision on the variable "cell c holds symbol v" goes: assign v ({@code true}) or remove it. */
interface Polarity {

    boolean positive(int cell, int symbol);

    /** Always assign: decide {@code [c=v]}. */
    Polarity POSITIVE = (cell, symbol) -> true;
}
