/**
 * The solvers. The library is what a caller needs to solve a model: the API every algorithm implements
 * ({@code solver.api}), the RMIT skeleton's solver classes ({@code solver}), the catalogue of types and
 * solvers with the propagation engine's front ({@code solver.catalog}), the explanations of a solve for
 * people ({@code solver.explain}) and the puzzle generators ({@code solver.generate}). The engine and the
 * other algorithms behind them (the compiled rules, the propagators, the search, learning and kernels,
 * the CSP, exact-cover and backtracking searches, the shared reasoning on candidates) are not exported.
 */
module io.github.sudokuvariants.solver {
    requires transitive io.github.sudokuvariants.grid;

    exports solver;
    exports solver.api;
    exports solver.catalog;
    exports solver.explain;
    exports solver.generate;
}
