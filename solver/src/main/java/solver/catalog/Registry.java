package solver.catalog;

import grid.DutchMiracleGrid;
import grid.FPuzzlesGrid;
import grid.FutoshikiGrid;
import grid.KillerSudokuGrid;
import grid.KropkiGrid;
import grid.RuleGrid;
import grid.StdSudokuGrid;
import solver.AlgorXSolver;
import solver.BackTrackingSolver;
import solver.DancingLinksSolver;
import solver.KillerAdvancedSolver;
import solver.KillerBackTrackingSolver;
import solver.SudokuSolver;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The one table that says which game types exist, which grid reads each, and which solvers take which
 * types. The command line only looks names up here; adding a variant or a solver is adding a row.
 */
public final class Registry {

    /**
     * A game type: its name on the command line and the grid that reads its files (and draws and
     * diagnoses them, see {@link RuleGrid#boardPicture} and {@link RuleGrid#givenClashes}).
     */
    public record GameType(String name, Supplier<RuleGrid> grid, String description) {
    }

    /**
     * A solver for one game type.
     *
     * @param everyCore whether a hard puzzle may get every core: the solver randomises its search by its
     *                  seed, so differently seeded copies of it search differently and the first to finish
     *                  wins ({@link Portfolio}); a deterministic solver's copies would all search alike
     */
    public record SolverEntry(String type, String name, Supplier<SudokuSolver> solver, String description,
                              boolean everyCore) {

        /** A deterministic solver: one search, on one core. */
        SolverEntry(String type, String name, Supplier<SudokuSolver> solver, String description) {
            this(type, name, solver, description, false);
        }
    }

    private static final Map<String, GameType> TYPES = Collections.unmodifiableMap(registeredTypes());
    private static final List<SolverEntry> SOLVERS = List.copyOf(registeredSolvers());

    private Registry() {
    }

    /** The game types, in the order they are offered. */
    private static Map<String, GameType> registeredTypes() {
        Map<String, GameType> types = new LinkedHashMap<>();
        type(types, "sudoku", StdSudokuGrid::new,
                "standard Sudoku, any n = k*k: RMIT, 'row col value' or one-line format");
        type(types, "killer", KillerSudokuGrid::new, "Killer Sudoku, any n = k*k, RMIT format");
        type(types, "kropki", KropkiGrid::new, "Kropki Sudoku (white/black dots), n = k*k, NYU format");
        type(types, "futoshiki", FutoshikiGrid::new, "Futoshiki (inequality signs), n = 4..9, NYU format");
        type(types, "dutch", DutchMiracleGrid::new,
                "Dutch Miracle Sudoku (positive diagonals), 9x9, IE523 format");
        type(types, "fpuzzles", FPuzzlesGrid::new,
                "f-puzzles JSON or a shared f-puzzles link: sizes 4..16, the f-puzzles rule kinds (cages, dots, lines, clues)");
        return types;
    }

    /** The solvers of every type, in the order they are offered. */
    private static List<SolverEntry> registeredSolvers() {
        List<SolverEntry> solvers = new ArrayList<>();
        solvers.add(new SolverEntry("sudoku", "backtracking", BackTrackingSolver::new,
                "backtracking, fewest candidates first"));
        solvers.add(new SolverEntry("sudoku", "algorx", AlgorXSolver::new, "exact cover, Algorithm X on row/column lists"));
        solvers.add(new SolverEntry("sudoku", "dancing", DancingLinksSolver::new, "exact cover, Knuth's Dancing Links"));
        solvers.add(new SolverEntry("killer", "backtracking", KillerBackTrackingSolver::new,
                "backtracking with cage checks"));
        for (String type : List.of("kropki", "futoshiki", "dutch", "fpuzzles")) {
            solvers.add(new SolverEntry(type, "backtracking", CspSolver::backtracking,
                    "CSP backtracking: MRV + degree, no inference"));
        }
        for (String type : TYPES.keySet()) {
            solvers.add(new SolverEntry(type, "naive", CspSolver::naive,
                    "exhaustive search: first empty cell, ascending values"));
            solvers.add(new SolverEntry(type, "forward", CspSolver::forwardChecking,
                    "CSP backtracking: MRV + degree, forward checking"));
            solvers.add(new SolverEntry(type, "ac3", CspSolver::ac3,
                    "AC-3 first, then MRV + degree backtracking with MAC"));
            solvers.add(new SolverEntry(type, "advanced", type.equals("killer") ? KillerAdvancedSolver::new
                    : PropagationSolver::new,
                    "propagation engine: singles, subsets, cage combinations, innies/outies, relation supports", true));
        }
        return solvers;
    }

    private static void type(Map<String, GameType> types, String name, Supplier<RuleGrid> grid, String description) {
        types.put(name, new GameType(name, grid, description));
    }

    /** The game type called {@code name} (in any case: {@code Sudoku} is {@code sudoku}), if any. */
    public static Optional<GameType> type(String name) {
        return Optional.ofNullable(TYPES.get(name.toLowerCase(Locale.ROOT)));
    }

    /** The solver called {@code name} (in any case) for game type {@code type}, if that pair exists. */
    public static Optional<SolverEntry> solver(String type, String name) {
        for (SolverEntry e : SOLVERS) {
            if (e.type().equalsIgnoreCase(type) && e.name().equalsIgnoreCase(name)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    /** Every game type, in registration order. */
    public static List<GameType> types() {
        return List.copyOf(TYPES.values());
    }

    /** Every solver row, in registration order. */
    public static List<SolverEntry> solvers() {
        return List.copyOf(SOLVERS);
    }

    /** Names of the solvers that take {@code type}. */
    public static List<String> solverNames(String type) {
        List<String> out = new ArrayList<>();
        for (SolverEntry e : SOLVERS) {
            if (e.type().equals(type)) {
                out.add(e.name());
            }
        }
        return out;
    }
}
