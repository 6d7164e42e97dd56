package solver.explain;

/**
 * One step of a solution by hand: symbols placed or candidates removed, found by one technique, with
 * the reason in words.
 *
 * @param technique    the technique's name, e.g. {@code hidden single}
 * @param level        its difficulty on the scale of {@link Explainer#LEVELS}
 * @param placements   (cell, symbol index) pairs placed, flattened
 * @param cells        the cells that lose candidates
 * @param masks        per cell of {@code cells}, the symbol indices it loses (bit v for symbol v)
 * @param text         the step in words, e.g. {@code r3c5 = 7: the only place for 7 in box 2}
 */
public record Step(String technique, int level, int[] placements, int[] cells, long[] masks, String text) {
}
