/**
 * Puzzle generation: puzzles with exactly one solution, made from a seed, their uniqueness decided by
 * the solvers of this module.
 */
package solver.generate;
