package grid.kinds;

import java.util.List;

/**
 * A rule given on the command line as {@code NAME:OPTIONS}, with the constraint names and the cell syntax
 * of Rangsk's SudokuSolver ({@code -c}); the command-line reader offers it to the rule's kind, which turns
 * the options into an entry of its f-puzzles key (or into rules, for a kind without a key).
 */
public interface Options {

    /** The grid's side n. */
    int size();

    /** The region (box, irregular region, or row where there are neither) of a cell, from 0. */
    int region(int cell);

    /** The name as given, in lower case. */
    String name();

    /** The text after the colon, stripped (empty when there is none). */
    String text();

    /** The one group of cells the options hold, e.g. {@code r1c1r1c2r1c3}. */
    int[] oneGroup() throws BadEntry;

    /** The one group of cells {@code text} holds. */
    int[] group(String text) throws BadEntry;

    /** The groups of cells of {@code text}, separated by {@code ;}. */
    List<int[]> groups(String text) throws BadEntry;

    /** Refuses options where the rule takes none. */
    void noOptions() throws BadEntry;

    /** A whole number of at most six digits, or an error that says what was expected instead. */
    int number(String text, String expected) throws BadEntry;

    /** The f-puzzles names of cells ({@code "R1C1"}), as an entry lists them. */
    List<Object> names(int[] cells);

    /** The f-puzzles name of a cell. */
    String name(int cell);

    /** An error about these options. */
    BadEntry error(String reason);

    /** Options of the form {@code [N;]CELLS}: the number, and the one group of cells. */
    record Numbered(int number, int[] cells) {
    }

    /** The options as {@code [N;]CELLS}, the number {@code standard} when none is given. */
    default Numbered numberAndCells(int standard) throws BadEntry {
        String[] parts = text().split(";", 2);
        boolean numbered = parts.length == 2 && parts[0].strip().matches("\\d{1,6}");
        return new Numbered(numbered ? Integer.parseInt(parts[0].strip()) : standard, group(numbered ? parts[1] : text()));
    }
}
