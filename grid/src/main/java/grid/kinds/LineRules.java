package grid.kinds;

import grid.model.EqualSums;
import grid.model.Group;
import grid.model.LinearSum;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;
import grid.model.TriadLine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What the line kinds mean, line by line ({@link LineForm.Rule}), and the quick checks of a line's values
 * the generator makes before the reader's full one ({@link LineForm.Check}).
 */
final class LineRules {

    private LineRules() {
    }

    /** A "less than" relation per step from the bulb, and the line as a thermometer group (its digits differ; pictures draw it). */
    static void thermometer(LineForm.Line line, RuleModel.Builder b) {
        steps(line.cells(), RelationKind.LESS_THAN, 0, b);
        b.group(new Group(Group.Kind.THERMOMETER, line.index(), line.cells()));
    }

    /** An "at most" relation per step from the bulb. */
    static void slowThermometer(LineForm.Line line, RuleModel.Builder b) {
        steps(line.cells(), RelationKind.AT_MOST, 0, b);
    }

    /** Neighbours differ by at least the line's value: a minimum-difference relation per step. */
    static void whispers(LineForm.Line line, RuleModel.Builder b) {
        steps(line.cells(), RelationKind.MIN_DIFFERENCE, line.value(), b);
    }

    /** The line reads the same both ways: an "equal" relation per mirrored pair. */
    static void palindrome(LineForm.Line line, RuleModel.Builder b) {
        int[] c = line.cells();
        for (int i = 0; i < c.length / 2; i++) {
            b.relation(new Relation(c[i], c[c.length - 1 - i], RelationKind.EQUAL, 0));
        }
    }

    /** The line's digits differ (a Nabner group) and no two are consecutive (a relation per pair). */
    static void nabner(LineForm.Line line, RuleModel.Builder b) {
        int[] c = line.cells();
        b.group(new Group(Group.Kind.NABNER, line.index(), c));
        for (int i = 0; i < c.length; i++) {
            for (int j = i + 1; j < c.length; j++) {
                b.relation(new Relation(c[i], c[j], RelationKind.NOT_DIFFERENCE, 1));
            }
        }
    }

    /** Cells the same distance from the middle add up to the middle cell, or to the middle pair. */
    static void zipper(LineForm.Line line, RuleModel.Builder b) {
        int[] c = line.cells();
        int[][] parts = new int[(c.length + 1) / 2][];
        for (int i = 0; i < parts.length; i++) {
            int j = c.length - 1 - i;
            parts[i] = i == j ? new int[]{c[i]} : new int[]{c[i], c[j]};
        }
        if (parts.length >= 2) {
            b.constraint(new EqualSums(line.label(), c, parts));
        }
    }

    /** The line's runs through each region have equal sums (a line inside one region states nothing). */
    static void regionSum(LineForm.Line line, RuleModel.Builder b) {
        int[] c = line.cells();
        Source source = line.source();
        List<int[]> runs = new ArrayList<>();
        int start = 0;
        for (int i = 1; i <= c.length; i++) {
            if (i == c.length || source.region(c[i]) != source.region(c[i - 1])) {
                runs.add(Arrays.copyOfRange(c, start, i));
                start = i;
            }
        }
        if (runs.size() >= 2) {
            b.constraint(new EqualSums(line.label(), c, runs.toArray(new int[0][])));
        }
    }

    /** The two ends add up to the cells between them, repeats allowed: ends weight -1, the rest 1, total 0. */
    static void doubleArrow(LineForm.Line line, RuleModel.Builder b) {
        int[] c = line.cells();
        int[] weights = new int[c.length];
        Arrays.fill(weights, 1);
        weights[0] = -1;
        weights[c.length - 1] = -1;
        b.constraint(new LinearSum(line.label(), c, weights, 0));
    }

    /** Every three consecutive cells hold a low, a middle and a high digit. */
    static void entropic(LineForm.Line line, RuleModel.Builder b) {
        b.constraint(new TriadLine(line.label(), line.cells(), entropicClasses(line.size())));
    }

    /** Every three consecutive cells hold one digit of each residue mod 3. */
    static void modular(LineForm.Line line, RuleModel.Builder b) {
        b.constraint(new TriadLine(line.label(), line.cells(), residueClasses(line.size())));
    }

    /**
     * The low, middle and high digits of 1..n as f-puzzles' entropic lines split them (Rangsk's solver
     * documents the split): three runs, the middle one the odd size out (n = 9: 1-3, 4-6, 7-9; n = 4:
     * 1, 2-3, 4; n = 8: 1-3, 4-5, 6-8).
     */
    static int[][] entropicClasses(int n) {
        int small = n / 3;
        int large = (n + 2) / 3;
        int[] sizes = n % 3 == 1 ? new int[]{small, large, small} : new int[]{large, small, large};
        int[][] out = new int[3][];
        int next = 1;
        for (int k = 0; k < 3; k++) {
            out[k] = new int[sizes[k]];
            for (int i = 0; i < sizes[k]; i++) {
                out[k][i] = next++;
            }
        }
        return out;
    }

    /** The digits 1..n by their residue mod 3: 1 4 7 ..., 2 5 8 ..., 3 6 9 .... */
    static int[][] residueClasses(int n) {
        int[][] out = new int[3][];
        for (int k = 0; k < 3; k++) {
            int count = 0;
            for (int v = k + 1; v <= n; v += 3) {
                count++;
            }
            out[k] = new int[count];
            for (int i = 0; i < count; i++) {
                out[k][i] = k + 1 + 3 * i;
            }
        }
        return out;
    }

    /** One relation per step along the line. */
    private static void steps(int[] cells, RelationKind kind, int param, RuleModel.Builder b) {
        for (int i = 0; i + 1 < cells.length; i++) {
            b.relation(new Relation(cells[i], cells[i + 1], kind, param));
        }
    }

    // the quick checks of a line's values, for the generator

    /** Any values: the reader and the rule checker decide. */
    static boolean any(int[] v, int n) {
        return true;
    }

    static boolean rising(int[] v, int n) {
        for (int i = 1; i < v.length; i++) {
            if (v[i] <= v[i - 1]) {
                return false;
            }
        }
        return true;
    }

    static boolean neverFalling(int[] v, int n) {
        for (int i = 1; i < v.length; i++) {
            if (v[i] < v[i - 1]) {
                return false;
            }
        }
        return true;
    }

    /** Neighbours at least the standard whispers difference apart. */
    static boolean farApart(int[] v, int n) {
        for (int i = 1; i < v.length; i++) {
            if (Math.abs(v[i] - v[i - 1]) < (n + 1) / 2) {
                return false;
            }
        }
        return true;
    }

    static boolean mirrored(int[] v, int n) {
        for (int i = 0; i < v.length / 2; i++) {
            if (v[i] != v[v.length - 1 - i]) {
                return false;
            }
        }
        return true;
    }

    static boolean betweenEnds(int[] v, int n) {
        int lo = Math.min(v[0], v[v.length - 1]);
        int hi = Math.max(v[0], v[v.length - 1]);
        for (int i = 1; i + 1 < v.length; i++) {
            if (v[i] <= lo || v[i] >= hi) {
                return false;
            }
        }
        return true;
    }

    static boolean endsAddUpToMiddle(int[] v, int n) {
        int middle = 0;
        for (int i = 1; i + 1 < v.length; i++) {
            middle += v[i];
        }
        return middle == v[0] + v[v.length - 1];
    }
}
