package solver.engine;

import grid.generate.RandomPuzzles;
import grid.model.Cage;
import grid.model.RuleModel;
import solver.api.PreparedSolver;
import solver.engine.kernels.Band9;
import solver.engine.kernels.Killer9;
import solver.engine.kernels.WideEngine;
import solver.rules.CompiledRules;

import java.util.List;
import java.util.Random;

/**
 * The engine's kernels for the {@link PreparedSolver} contract test (in package {@code solver}, which cannot
 * reach them): for each, rules that make {@link EngineSolver} hand the search to that kernel, a solution of
 * those rules, and the {@code EngineSolver} compiled from them. {@code EngineSolver} picks its kernel from
 * the rules alone ({@link Plan#of}): a plain 9x9 Sudoku goes to {@link Band9}, a 9x9 with cages to
 * {@link Killer9}, a side past {@link NetworkCompiler#MAX_SIZE} to {@link WideEngine}, anything else to the
 * general network, whose first-solution search is depth-first (16x16), restarted (25x25) or learning (a
 * 16x16 Killer). Each choice is checked against the plan, so a change in the selection stops the contract
 * test instead of silently leaving a kernel out of it.
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
     * @param solver   {@code new EngineSolver(CompiledRules.of(rules))}: the bare algorithm, without the givens check
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
        int[] twentyFive = RandomPuzzles.solvedSudoku(25, random);
        int[] wide = RandomPuzzles.solvedLatinSquare(WIDE_SIDE, random);
        RuleModel latin = RuleModel.builder("latin", RandomPuzzles.oneToN(WIDE_SIDE)).latinSquare().build();
        return List.of(
                kernel("Band9", RuleModel.sudoku(RandomPuzzles.oneToN(9)), nine, Plan.Kernel.BAND9, null),
                kernel("Killer9", looseKiller(nine, 9), nine, Plan.Kernel.KILLER9, null),
                kernel("general network, depth-first", RuleModel.sudoku(RandomPuzzles.oneToN(16)), sixteen,
                        Plan.Kernel.NETWORK, Plan.SearchKind.DEPTH_FIRST),
                kernel("general network, learning (25x25)", RuleModel.sudoku(RandomPuzzles.oneToN(25)), twentyFive,
                        Plan.Kernel.NETWORK, Plan.SearchKind.LEARNING),
                kernel("general network, learning (16x16 killer)", looseKiller(sixteen, 16), sixteen,
                        Plan.Kernel.NETWORK, Plan.SearchKind.LEARNING),
                kernel("WideEngine", latin, wide, Plan.Kernel.WIDE, null));
    }

    /**
     * Kernels on the empty 4x4 Sudoku, for the clauses every solver meets there (its 288 solutions among
     * them): the general network {@link EngineSolver} chooses for it, and {@link WideEngine}, which
     * {@code EngineSolver} keeps for sides past 64 but which takes any side, built directly.
     */
    public static List<Kernel> fourByFour() {
        RuleModel rules = RuleModel.sudoku(RandomPuzzles.oneToN(4));
        int[] solution = RandomPuzzles.solvedSudoku(4, new Random(4));
        return List.of(
                kernel("general network (4x4)", rules, solution, Plan.Kernel.NETWORK, Plan.SearchKind.DEPTH_FIRST),
                new Kernel("WideEngine (4x4)", rules, solution, new WideEngine(CompiledRules.of(rules))));
    }

    private static Kernel kernel(String name, RuleModel rules, int[] solution, Plan.Kernel kernel,
                                 Plan.SearchKind search) {
        Plan plan = Plan.of(Shape.of(CompiledRules.of(rules)));
        if (plan.kernel() != kernel || search != null && plan.search() != search) {
            throw new IllegalStateException("EngineSolver no longer sends these rules to " + name
                    + ": choose rules that do, so the contract still covers it");
        }
        return new Kernel(name, rules, solution, new EngineSolver(CompiledRules.of(rules)));
    }

    /**
     * A Killer of side n = k * k with two small cages made from {@code solution}: a 3-cell cage in the
     * top-left corner and a 2-cell one in the bottom-right, so most of the grid is free and the solutions
     * are countless.
     */
    private static RuleModel looseKiller(int[] solution, int n) {
        int k = RuleModel.boxSide(n);
        int last = n * n - 1;
        return RuleModel.builder("killer", RandomPuzzles.oneToN(n)).boxes(k, k).latinSquare().boxGroups()
                .cage(cage(solution, 0, 1, 2))
                .cage(cage(solution, last - 1, last))
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
