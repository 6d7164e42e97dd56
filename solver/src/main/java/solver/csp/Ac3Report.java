package solver.csp;

/**
 * What AC-3 alone, run once on the puzzle's network before any search, made of it.
 *
 * @param consistent false when the givens break a rule or AC-3 wiped out a domain (no solution)
 * @param solved     true when every domain is down to one value and those values satisfy every rule
 * @param openCells  cells with more than one value left (0 when solved, or when inconsistent)
 * @param prunings   values removed from domains
 * @param revisions  arc revisions done
 * @param cells      the single value of each cell (symbol index), -1 where more are left; null when
 *                   inconsistent
 * @param stopped    true when the pass was stopped (time limit or cancel) before it finished: the other
 *                   fields say how far it got
 */
public record Ac3Report(boolean consistent, boolean solved, int openCells, long prunings, long revisions,
                        int[] cells, boolean stopped) {

    public Ac3Report {
        cells = cells == null ? null : cells.clone();
    }

    @Override
    public int[] cells() {
        return cells == null ? null : cells.clone();
    }

    /** One line for people, e.g. {@code AC-3 alone solved it (212 values removed, 1,804 revisions)}. */
    public String describe() {
        String work = " (" + prunings + " values removed, " + revisions + " arc revisions)";
        if (stopped) {
            return "AC-3 alone was stopped before it finished" + work;
        }
        if (!consistent) {
            return "AC-3 alone proved there is no solution" + work;
        }
        if (solved) {
            return "AC-3 alone solved it" + work;
        }
        return "AC-3 alone left " + openCells + " cells open; backtracking search with MAC follows" + work;
    }
}
