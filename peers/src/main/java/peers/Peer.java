package peers;

import grid.model.RuleModel;

import java.time.Duration;

/**
 * One solver that the benchmark runs on a {@link RuleModel}: it builds its own model of the puzzle's
 * rules and givens, searches for a first solution within a time budget, and reports what happened in a
 * {@link Result} whose answer has already been checked by the rules. Building the model is part of the
 * measured time, as it is for the engine, so every solver pays its own set-up.
 */
public interface Peer {

    /** A short name for tables, e.g. {@code sat4j}. */
    String name();

    /**
     * Solves {@code model} to a first solution.
     *
     * @param model  the puzzle: rules and givens
     * @param budget how long it may search; in thread CPU time for a peer that runs in the calling
     *               thread, in wall time for one that runs threads of its own (see {@link Result#clock()})
     */
    Result solve(RuleModel model, Duration budget);

    /**
     * Refuses a model with rules beyond groups, cages and binary relations (arrows, lines, sandwiches...),
     * which the peers' models do not encode: they would solve another puzzle.
     *
     * @throws IllegalArgumentException naming the first such rule
     */
    static void requireEncodable(RuleModel model) {
        if (!model.constraints().isEmpty()) {
            throw new IllegalArgumentException("the peers encode groups, cages and relations only, not a "
                    + model.constraints().get(0).kind() + " rule");
        }
    }
}
