package grid.kinds;

import grid.model.RuleModel;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How the entries of a rule kind look, in an f-puzzles document and on the command line, and how
 * instances of it are made: the part of a kind that is the same for every kind of one shape (lines, clues
 * outside the grid, marked cells, ...), with the kind's own meaning plugged in. Each {@link RuleKind} has
 * one.
 */
interface Form {

    /**
     * Adds the rules of the kind's entries in {@code source} to {@code b}. The grid's own rules (dots and
     * their negatives, cages, regions, diagonals, chess moves: their entries depend on each other) add
     * nothing here: {@link GridRules} reads them together.
     */
    void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry;

    /**
     * The entry of the kind's f-puzzles key that command-line options state (a list of entries, one entry,
     * or {@code true} for a rule of the whole grid), or null for a kind f-puzzles has no key for, whose
     * rules {@link #addDirect} adds instead.
     */
    Object entry(RuleKind kind, Options options) throws BadEntry;

    /** Adds the rules of a kind without an f-puzzles key straight to the model. */
    default void addDirect(RuleKind kind, Options options, RuleModel.Builder b) throws BadEntry {
        throw new IllegalStateException(kind.label() + " has an f-puzzles key");
    }

    /** Whether the generator makes instances of the kind ({@link #propose}). */
    default boolean generated() {
        return true;
    }

    /**
     * One entry of the kind read off the sample's solution, true of it where that is cheap to see, or null
     * when this attempt found none; the generator keeps it only when the document with it reads and the
     * solution keeps its rules.
     */
    default Object propose(RuleKind kind, Sample sample) {
        return null;
    }

    /** Whether the kind's entries hold {@code lines} (so a cosmetic line drawn over one is no rule of its own). */
    default boolean drawsLines() {
        return false;
    }

    /** Whether the kind is a key of the grid's cells rather than of the document. */
    default boolean inCells() {
        return false;
    }

    /** An entry with these fields, in this order (as f-puzzles writes them): name, value, name, value, .... */
    static Map<String, Object> fields(Object... namesAndValues) {
        Map<String, Object> e = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            e.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return e;
    }
}
