package solver.engine;

import grid.model.Cage;
import grid.model.Group;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.List;

/**
 * The killer "innies and outies" rule, derived once from the rules. A house (a group of n cells) holds
 * every symbol once, so its cells add up to the sum of all symbols. The cells of the house outside the
 * cages that lie wholly inside it (the innies) therefore add up to that sum minus those cages' totals;
 * and when every cell of the house is caged, the cells of the overlapping cages that stick out of the
 * house (the outies) add up to all those cages' totals minus the house sum. Innies share a house, so
 * they are distinct; outies are distinct only when some group or cage holds them all.
 */
final class HouseSums {

    /** A derived sum constraint. */
    record Derived(int[] cells, long total, boolean distinct) {
    }

    private final RuleModel rules;
    private final int[] cageOf;

    HouseSums(RuleModel rules) {
        this.rules = rules;
        this.cageOf = new int[rules.cellCount()];
        java.util.Arrays.fill(cageOf, -1);
        for (int k = 0; k < rules.cages().size(); k++) {
            for (int c : rules.cages().get(k).cells()) {
                cageOf[c] = k;
            }
        }
    }

    List<Derived> derive() {
        long houseTotal = 0;
        for (int v : rules.symbols()) {
            houseTotal += v;
        }
        List<Derived> out = new ArrayList<>();
        int n = rules.size();
        for (Group house : rules.groups()) {
            if (house.size() == n) {
                derive(house, houseTotal, out);
            }
        }
        return out;
    }

    private void derive(Group house, long houseTotal, List<Derived> out) {
        int cellCount = rules.cellCount();
        boolean[] inHouse = new boolean[cellCount];
        for (int c : house.cells()) {
            inHouse[c] = true;
        }
        boolean allCaged = true;
        boolean[] touching = new boolean[rules.cages().size()];
        for (int c : house.cells()) {
            if (cageOf[c] < 0) {
                allCaged = false;
            } else {
                touching[cageOf[c]] = true;
            }
        }
        long insideTotal = 0;
        long touchingTotal = 0;
        List<Integer> innies = new ArrayList<>();
        List<Integer> outies = new ArrayList<>();
        boolean anyInside = false;
        for (int k = 0; k < touching.length; k++) {
            if (!touching[k]) {
                continue;
            }
            Cage cage = rules.cages().get(k);
            touchingTotal += cage.sum();
            boolean inside = true;
            for (int c : cage.cells()) {
                if (!inHouse[c]) {
                    inside = false;
                    outies.add(c);
                }
            }
            if (inside) {
                insideTotal += cage.sum();
                anyInside = true;
            }
        }
        for (int c : house.cells()) {
            if (cageOf[c] < 0 || !isInside(rules.cages().get(cageOf[c]), inHouse)) {
                innies.add(c);
            }
        }
        if (anyInside && !innies.isEmpty()) {
            out.add(new Derived(toArray(innies), houseTotal - insideTotal, true));
        }
        if (allCaged && !outies.isEmpty() && outies.size() < house.size()) {
            int[] cells = toArray(outies);
            out.add(new Derived(cells, touchingTotal - houseTotal, sharesGroup(cells)));
        }
    }

    private static boolean isInside(Cage cage, boolean[] inHouse) {
        for (int c : cage.cells()) {
            if (!inHouse[c]) {
                return false;
            }
        }
        return true;
    }

    private boolean sharesGroup(int[] cells) {
        if (cells.length == 1) {
            return true;
        }
        for (Group g : rules.groups()) {
            if (containsAll(g.cells(), cells)) {
                return true;
            }
        }
        int cage = cageOf[cells[0]];
        for (int c : cells) {
            if (cageOf[c] != cage || cage < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsAll(int[] group, int[] cells) {
        for (int c : cells) {
            boolean found = false;
            for (int g : group) {
                if (g == c) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    private static int[] toArray(List<Integer> list) {
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i);
        }
        return out;
    }
}
