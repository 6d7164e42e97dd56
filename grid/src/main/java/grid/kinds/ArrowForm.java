package grid.kinds;

import grid.model.LinearSum;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Arrows: entries {@code [{cells: circle, lines: [[circle cell, ...shaft], ...]}]}. Each line's shaft (its
 * cells outside the circle) adds up, repeats allowed, to the circle read as a number (a pill of 2 or 3
 * cells, most significant first): one {@link LinearSum} per line, the shaft with weight 1 and the circle's
 * cells with {@code -10^k}, total 0. On the command line, {@code arrow:CIRCLE;SHAFT}. The generator draws a
 * one-cell circle and a walk from it whose first cells add up to its value.
 */
final class ArrowForm implements Form {

    @Override
    public void read(RuleKind kind, Source source, RuleModel.Builder b) throws BadEntry {
        for (Entry e : source.entries(kind.jsonKey(), kind.label())) {
            int[] circle = e.cells(e.get("cells"), e.where() + " circle");
            if (circle.length > 3) {
                throw e.error(e.where() + " has a circle of " + circle.length + " cells; expected 1 to 3");
            }
            for (Object l : e.list(e.get("lines"), e.where() + " \"lines\"")) {
                int[] path = e.cells(l, e.where());
                List<Integer> shaft = new ArrayList<>();
                for (int c : path) {
                    if (indexOf(circle, c) < 0) {
                        shaft.add(c);
                    }
                }
                if (shaft.isEmpty()) {
                    throw e.error(e.where() + " has a line with no cell outside its circle");
                }
                int[] cells = new int[shaft.size() + circle.length];
                int[] weights = new int[cells.length];
                for (int i = 0; i < shaft.size(); i++) {
                    cells[i] = shaft.get(i);
                    weights[i] = 1;
                }
                int place = 1;
                for (int i = circle.length - 1; i >= 0; i--) {
                    cells[shaft.size() + i] = circle[i];
                    weights[shaft.size() + i] = -place;
                    place *= 10;
                }
                b.constraint(new LinearSum(kind.label(), cells, weights, 0));
            }
        }
    }

    @Override
    public Object entry(RuleKind kind, Options options) throws BadEntry {
        List<int[]> groups = options.groups(options.text());
        if (groups.size() != 2) {
            throw options.error("expected the circle's cells, then the arrow's, like arrow:r1c1;r1c2r1c3");
        }
        int[] circle = groups.get(0);
        int[] line = new int[circle.length + groups.get(1).length];
        System.arraycopy(circle, 0, line, 0, circle.length);
        System.arraycopy(groups.get(1), 0, line, circle.length, groups.get(1).length);
        return Form.fields("cells", options.names(circle), "lines", List.of(options.names(line)));
    }

    /** A one-cell circle and a walk from it whose first cells add up to its value. */
    @Override
    public Object propose(RuleKind kind, Sample s) {
        int[] walk = s.walk(2 + s.random().nextInt(Math.min(s.size(), 5)), true);
        if (walk == null) {
            return null;
        }
        int sum = 0;
        for (int i = 1; i < walk.length; i++) {
            sum += s.value(walk[i]);
            if (sum == s.value(walk[0])) {
                return Form.fields("lines", List.of(s.names(Arrays.copyOf(walk, i + 1))), "cells", List.of(s.name(walk[0])));
            }
        }
        return null;
    }

    @Override
    public boolean drawsLines() {
        return true;
    }

    /** The circle (the cells with negative weights) and the shaft of an arrow's sum, for its picture. */
    static void draw(LinearSum s, Pen pen) {
        int[] cells = s.cells();
        int shaft = 0;
        while (shaft < cells.length && s.weight(shaft) > 0) {
            shaft++;
        }
        pen.arrow(Arrays.copyOfRange(cells, shaft, cells.length), Arrays.copyOf(cells, shaft));
    }

    private static int indexOf(int[] cells, int c) {
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] == c) {
                return i;
            }
        }
        return -1;
    }
}
