/**
 * Seeded random grids and puzzles: solved Sudoku and Latin squares, puzzles made from them by blanking
 * cells, and killers whose cages are grown over a solution. Reproducible from the seed; not checked
 * for a unique solution.
 */
package grid.generate;
