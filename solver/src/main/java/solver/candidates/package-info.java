/**
 * The reasoning on candidate masks that every solver of the module shares, written once: hidden singles
 * ({@link solver.candidates.Occurrences}, {@link solver.candidates.HiddenSingles}), sum bounds
 * ({@link solver.candidates.SumBounds}), locked candidates ({@link solver.candidates.LockedSymbols}) and
 * the fewest-candidates choice ({@link solver.candidates.CandidateCounts}).
 *
 * <p>A candidate mask has bit {@code s} set when symbol index {@code s} is still possible; symbol indices
 * are in ascending value order. The routines read masks in the caller's layout (an array, an offset and a
 * list of cell positions) and return what the rule implies; they never write, so each caller narrows
 * through its own bookkeeping (a trail, a copy-on-branch stack, a queue). This package depends on nothing
 * else of the solver, so propagators, kernels and the plain backtracker can all read it.
 */
package solver.candidates;
