/**
 * Puzzles, their rules and their files: the RMIT skeleton's grids ({@code grid}), the solver-neutral rule
 * model and its checker ({@code grid.model}), the one table of rule kinds ({@code grid.kinds}), the file
 * formats ({@code grid.io}), pictures ({@code grid.render}) and seeded random puzzles
 * ({@code grid.generate}). Every package is part of the library.
 */
module io.github.sudokuvariants.grid {
    requires transitive java.desktop;
    requires org.apache.commons.io;

    exports grid;
    exports grid.generate;
    exports grid.io;
    exports grid.kinds;
    exports grid.model;
    exports grid.render;
}
