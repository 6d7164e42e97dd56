package solver.engine;

import grid.model.Cage;
import grid.model.RuleModel;
import grid.testkit.RandomPuzzles;
import solver.PreparedSolver;

import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

/**
 * The engine's kernels for the {@link PreparedSolver} contract test (in package {@code solver}, which cannot
 * reach them): for each, rules that make {@link EngineSolver} hand the search to that kernel, a solution of
 * those rules, and the {@code EngineSolver} compiled from them. {@code EngineSolver} picks its kernel from
 * the rules alone: a plain 9x9 Sudoku goes to {@link Band9}, a 9x9 with cages to {@link Killer9}, a side
 * past {@link NetworkCompiler#MAX_SIZE} to {@link WideEngine}, anything else (here a 16x16) to the general
 * network. Each choice is checked with the same tests {@code EngineSolver} applies, so a change in the
 * selection stops the contract test instead of silently leaving a kernel out of it.
 *
 * <p>The empty grid of every model here has far more solutions than a test can count, so each serves the
 * contract's limit, sink, cancel and time-limit clauses.
 */
public final class KernelsForContract {

    /**
     * One kernel behind {@link EngineSolver}.
     *
     * @param name     the kernel, e.g. {@code Band9}
     * @param rules    rules that select it (no givens)
     * @param solution one solution of {@code rules} (symbol indices, row-major)
     * @param solver   {@code new EngineSolver(rules)}: the bare algorithm, without the givens check
     */
    public record Kernel(String name, RuleModel rules, int[] solution, PreparedSolver solver) {

        @Override
        public String toString() {
            return name;
        }
    }

    /** Smallest side {@link EngineSolver} sends to {@link WideEngine}. */
    private static final int WIDE_SIDE = NetworkCompiler.MAX_SIZE + 1;

    private KernelsForContract() {
    }

    /** Every kernel, built afresh. */
    public static List<Kernel> all() {
        Random random = new Random(65);
        int[] nine = RandomPuzzles.solvedSudoku(9, random);
        int[] sixteen = RandomPuzzles.solvedSudoku(16, random);
        int[] wide = RandomPuzzles.solvedLatinSquare(WIDE_SIDE, random);
        RuleModel latin = RuleModel.builder("latin", RandomPuzzles.oneToN(WIDE_SIDE)).latinSquare().build();
        boolean fast = EngineConfig.DEFAULT.fastPath();
        return List.of(
                kernel("Band9", RuleModel.sudoku(RandomPuzzles.oneToN(9)), nine, r -> fast && Band9.fits(r)),
                kernel("Killer9", looseKiller(nine), nine, r -> fast && !Band9.fits(r) && Killer9.fits(r)),
                kernel("general network", RuleModel.sudoku(RandomPuzzles.oneToN(16)), sixteen,
                        r -> r.size() <= NetworkCompiler.MAX_SIZE && !(fast && (Band9.fits(r) || Killer9.fits(r)))),
                kernel("WideEngine", latin, wide, r -> r.size() > NetworkCompiler.MAX_SIZE));
    }

    private static Kernel kernel(String name, RuleModel rules, int[] solution, Predicate<RuleModel> selects) {
        if (!selects.test(rules)) {
            throw new IllegalStateException("EngineSolver no longer sends these rules to " + name
                    + ": choose rules that do, so the contract still covers it");
        }
        return new Kernel(name, rules, solution, new EngineSolver(rules));
    }

    /**
     * A 9x9 Killer with two small cages made from {@code solution}: a 3-cell cage in the top-left corner
     * and a 2-cell one in the bottom-right, so most of the grid is free and the solutions are countless.
     */
    private static RuleModel looseKiller(int[] solution) {
        return RuleModel.builder("killer", RandomPuzzles.oneToN(9)).boxes(3, 3).latinSquare().boxGroups()
                .cage(cage(solution, 0, 1, 2))
                .cage(cage(solution, 79, 80))
                .build();
    }

    private static Cage cage(int[] solution, int... cells) {
        int total = 0;
        for (int c : cells) {
            total += solution[c] + 1;
        }
        return new Cage(cells, total);
    }
}
