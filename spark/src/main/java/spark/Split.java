package spark;

import grid.model.RuleChecker;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.List;

/**
 * Cube and conquer: the first levels of the search, unrolled on the driver into independent subproblems.
 * A subproblem ("cube") is the puzzle's givens with some more cells filled (symbol indices, {@code -1}
 * blank). Each level picks the open cell with the fewest values that break no rule with the cells
 * already filled ({@link RuleChecker} on the partial grid; ties go to the lowest cell number) and makes
 * one cube per such value, in ascending order.
 *
 * <p>Why the counts add up: the cubes made from one cube fix the same cell to different values, so no
 * solution extends two of them (they are disjoint), and a solution of the parent holds some value in
 * that cell, which breaks no rule with the parent's cells, so it extends the cube of that value (they
 * cover). A value left out breaks a rule with cells already filled, so no solution has it. The cubes of
 * depth D therefore partition the solutions of the puzzle. A cell with no value at all ends its branch
 * (no cube): that branch has no solution. The result depends only on the model and the depth.
 */
public final class Split {

    private Split() {
    }

    /** The cubes of the puzzle {@code model} (its givens) after {@code depth} levels, in search order. */
    public static List<int[]> cubes(RuleModel model, int depth) {
        List<int[]> level = List.of(model.givens());
        for (int d = 0; d < depth; d++) {
            level = expand(model, level);
        }
        return level;
    }

    /**
     * The cubes of the first depth (at most {@code maxDepth}) that makes at least {@code target} of them,
     * so that every executor gets several and one slow cube does not hold up the job alone.
     *
     * @return the depth reached, and its cubes
     */
    public static Level atLeast(RuleModel model, int target, int maxDepth) {
        List<int[]> level = List.of(model.givens());
        int depth = 0;
        while (level.size() < target && depth < maxDepth && !level.isEmpty()) {
            level = expand(model, level);
            depth++;
        }
        return new Level(depth, level);
    }

    /**
     * The cubes of one depth.
     *
     * @param depth levels unrolled
     * @param cubes the cubes, in search order
     */
    public record Level(int depth, List<int[]> cubes) {

        public Level {
            cubes = copy(cubes);
        }

        @Override
        public List<int[]> cubes() {
            return copy(cubes);
        }

        private static List<int[]> copy(List<int[]> cubes) {
            return cubes.stream().map(int[]::clone).toList();
        }
    }

    /** One more level: each cube's branches on its open cell with the fewest fitting values (a full cube stays). */
    private static List<int[]> expand(RuleModel model, List<int[]> level) {
        List<int[]> next = new ArrayList<>();
        for (int[] cube : level) {
            int cell = fewestValues(model, cube);
            if (cell == FULL) {
                next.add(cube);
                continue;
            }
            for (int v = 0; cell >= 0 && v < model.size(); v++) {
                int[] child = cube.clone();
                child[cell] = v;
                if (fits(model, child)) {
                    next.add(child);
                }
            }
        }
        return next;
    }

    /** {@link #fewestValues}'s answer for a grid with no open cell. */
    private static final int FULL = -2;

    /**
     * The open cell with the fewest fitting values (the first with one, which no cell beats), -1 if a cell
     * met before it has none, {@link #FULL} if none is open.
     */
    private static int fewestValues(RuleModel model, int[] cube) {
        int best = FULL;
        int bestCount = Integer.MAX_VALUE;
        int[] trial = cube.clone();
        for (int c = 0; c < trial.length; c++) {
            if (trial[c] >= 0) {
                continue;
            }
            int count = 0;
            for (int v = 0; v < model.size() && count < bestCount; v++) {
                trial[c] = v;
                if (fits(model, trial)) {
                    count++;
                }
            }
            trial[c] = -1;
            if (count == 0) {
                return -1;
            }
            if (count < bestCount) {
                best = c;
                bestCount = count;
                if (count == 1) {
                    // No open cell can do better (one with none is found by the next level or the solver).
                    return best;
                }
            }
        }
        return best;
    }

    private static boolean fits(RuleModel model, int[] cells) {
        return RuleChecker.violations(model, cells, 1).isEmpty();
    }
}
