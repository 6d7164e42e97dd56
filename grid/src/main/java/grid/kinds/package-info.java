/**
 * The rule kinds, one table of them ({@link grid.kinds.RuleKind}): each kind's label, f-puzzles key,
 * command-line names, model record, the form of its entries (how they read, how the command line states
 * them, how the generator makes them) and its picture. The f-puzzles reader and writer, the command line's
 * added rules, the renderer and the generator take their names and their reading from here, through the
 * small interfaces they implement ({@link grid.kinds.Source}, {@link grid.kinds.Entry},
 * {@link grid.kinds.Options}, {@link grid.kinds.Pen}); this package knows the model and no format or
 * picture.
 */
package grid.kinds;
