/**
 * Exact cover: the problem ({@link solver.exactcover.ExactCoverProblem}), two searches over it
 * ({@link solver.exactcover.AlgorithmX} on explicit row and column lists with a trail,
 * {@link solver.exactcover.DancingLinks} on Knuth's linked nodes), and the encoding of all-different
 * puzzles as exact cover ({@link solver.exactcover.SudokuCover}, wrapped as a
 * {@link solver.api.PreparedSolver} by {@link solver.exactcover.SudokuCoverSolver}). The tester's
 * {@code algorx} and {@code dancing} solvers ({@code solver.AlgorXSolver},
 * {@code solver.DancingLinksSolver}) are thin shells over these.
 */
package solver.exactcover;
