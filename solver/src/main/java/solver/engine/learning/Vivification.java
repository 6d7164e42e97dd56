package solver.engine.learning;

/**
 * How much the search vivifies its learned clauses ({@link Vivifier}), a strategy the plan chooses.
 *
 * @param percent the share, in %, of the search's narrowings since the round before that a round may take
 *                (0: no vivification)
 * @param gap     conflicts between two rounds, at least (a round runs at the first restart after them)
 */
public record Vivification(int percent, int gap) {

    /** No vivification. */
    public static final Vivification OFF = new Vivification(0, 500);

    public Vivification {
        if (percent < 0 || gap < 1) {
            throw new IllegalArgumentException("vivification needs a share of at least 0 % and a gap of at least 1");
        }
    }

    /** Whether it runs at all. */
    public boolean on() {
        return percent > 0;
    }
}
