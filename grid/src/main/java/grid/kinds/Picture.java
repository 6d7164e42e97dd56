package grid.kinds;

import grid.model.Constraint;

import java.util.function.BiConsumer;

/**
 * How the rules of a kind look, the way f-puzzles shows them: what {@code draw} puts on the {@link Pen}
 * for one rule, on which layer of the picture, and whether it reaches outside the grid (so the picture
 * needs a margin).
 *
 * @param layer   where in the painting order the kind's marks go
 * @param outside whether the marks sit outside the grid
 * @param draw    the marks of one rule
 * @param <K>     the kind's model record
 */
public record Picture<K extends Constraint>(Layer layer, boolean outside, BiConsumer<K, Pen> draw) {

    /** The painting order: cell shading first, then outlines, lines and clues, then marks over the borders. */
    public enum Layer {
        /** Cell fills under everything (odd and even cells). */
        SHADING,
        /** Outlines inside cells (indexers). */
        OUTLINES,
        /** Lines and clues, over what the grid's own rules draw (thermometers, relations). */
        LINES,
        /** Marks over the cage outlines and borders (quadruple circles on corners). */
        OVER_BORDERS
    }

    /** Marks inside the grid. */
    static <K extends Constraint> Picture<K> inside(Layer layer, BiConsumer<K, Pen> draw) {
        return new Picture<>(layer, false, draw);
    }

    /** Marks outside the grid, on the lines layer. */
    static <K extends Constraint> Picture<K> outside(BiConsumer<K, Pen> draw) {
        return new Picture<>(Layer.LINES, true, draw);
    }
}
