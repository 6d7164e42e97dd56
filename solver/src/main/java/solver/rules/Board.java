package solver.rules;

import grid.model.Group;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The part of the compiled rules that depends on the groups alone: the groups' cells, the groups of n
 * cells (houses) with their kind and index, which houses and which groups hold each cell, and the house
 * families the 45 rule reads ({@link HouseFamilies}). Killers on one board differ only in their cages, so
 * this is derived once per board and shared by every {@link CompiledRules} of models with equal groups
 * (a 9x9 killer solved once per puzzle then compiles only its cages). {@link #of} keeps the last few
 * boards. Immutable; the arrays are shared, never modify them.
 */
final class Board {

    private static final int KEPT = 8;
    private static final Deque<Board> RECENT = new ArrayDeque<>();

    private final int n;
    private final List<Group> groups;
    /** groupCells[g]: the cells of group g, in the model's order. */
    final int[][] groupCells;
    /** The groups of n cells, in the model's order. */
    final int[][] houses;
    final Group.Kind[] kinds;
    final int[] indices;
    /** housesOf[c]: the houses holding cell c, ascending. */
    final int[][] housesOf;
    /** groupsOf[c]: the groups holding cell c, ascending. */
    final int[][] groupsOf;
    /** Whether some group has fewer than n cells (so a set may be distinct without lying in a house). */
    final boolean shortGroups;
    final HouseFamilies families;

    private Board(int n, List<Group> groups) {
        this.n = n;
        this.groups = groups;
        this.groupCells = new int[groups.size()][];
        List<Group> full = new ArrayList<>();
        boolean shorter = false;
        for (int g = 0; g < groupCells.length; g++) {
            groupCells[g] = groups.get(g).cells();
            if (groupCells[g].length == n) {
                full.add(groups.get(g));
            } else {
                shorter = true;
            }
        }
        this.shortGroups = shorter;
        this.houses = new int[full.size()][];
        this.kinds = new Group.Kind[full.size()];
        this.indices = new int[full.size()];
        for (int h = 0, g = 0; g < groupCells.length; g++) {
            if (groupCells[g].length == n) {
                houses[h] = groupCells[g];
                kinds[h] = groups.get(g).kind();
                indices[h++] = groups.get(g).index();
            }
        }
        this.housesOf = CompiledRules.incidence(houses, n * n);
        this.groupsOf = CompiledRules.incidence(groupCells, n * n);
        this.families = HouseFamilies.of(houses, kinds, indices, n);
    }

    /**
     * Whether two lists hold equal groups, in order: {@link Group#equals} without its copies and calls, as
     * every killer solved once looks its board up.
     */
    private static boolean same(List<Group> a, List<Group> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int g = 0; g < a.size(); g++) {
            Group x = a.get(g);
            Group y = b.get(g);
            if (x == y) {
                continue;
            }
            int size = x.size();
            if (x.kind() != y.kind() || x.index() != y.index() || y.size() != size) {
                return false;
            }
            for (int i = 0; i < size; i++) {
                if (x.cell(i) != y.cell(i)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The board of these groups on an n x n grid, shared with recent callers with equal groups. */
    static Board of(int n, List<Group> groups) {
        synchronized (RECENT) {
            for (Board b : RECENT) {
                if (b.n == n && same(b.groups, groups)) {
                    return b;
                }
            }
        }
        Board made = new Board(n, groups);
        synchronized (RECENT) {
            RECENT.addFirst(made);
            if (RECENT.size() > KEPT) {
                RECENT.removeLast();
            }
        }
        return made;
    }
}
