package grid.io;

import grid.model.Cage;
import grid.model.Group;
import grid.model.Relation;
import grid.model.RelationKind;
import grid.model.RuleModel;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A puzzle, with an answer, as f-puzzles JSON and as a link that opens it on f-puzzles.com: {@code size},
 * {@code grid} (givens as {@code given} values, the answer's other cells as plain values),
 * {@code killercage}, {@code difference} and {@code ratio} dots, {@code diagonal+} / {@code diagonal-}.
 * What f-puzzles cannot hold, or this writer does not write (symbols other than 1..n, sides over 16,
 * signs, other relations or groups, the other rules such as arrows and lines),
 * is refused; and every document written is read back by {@link FPuzzlesFormat} and must give the same
 * rules, so a link never shows another puzzle than the one solved.
 */
public final class FPuzzlesWriter {

    /** The prefix of an f-puzzles link. */
    public static final String URL = "https://www.f-puzzles.com/?load=";

    private FPuzzlesWriter() {
    }

    /**
     * The f-puzzles link of {@code model} with {@code cells} (symbol indices, -1 blank) filled in.
     *
     * @throws IllegalArgumentException naming what f-puzzles cannot hold
     */
    public static String link(RuleModel model, int[] cells) {
        return URL + LzString.compressToBase64(json(model, cells));
    }

    /** The f-puzzles JSON of {@code model} with {@code cells} filled in (see {@link #link}). */
    public static String json(RuleModel model, int[] cells) {
        int n = model.size();
        if (n > FPuzzlesFormat.MAX_SIZE) {
            throw new IllegalArgumentException("f-puzzles takes sides up to " + FPuzzlesFormat.MAX_SIZE + ", not " + n);
        }
        for (int i = 0; i < n; i++) {
            if (model.symbol(i) != i + 1) {
                throw new IllegalArgumentException("f-puzzles writes the symbols 1.." + n + " only");
            }
        }
        if (!model.constraints().isEmpty()) {
            throw new IllegalArgumentException("f-puzzles links here hold dots, cages and diagonals; not "
                    + model.constraints().get(0).kind() + " rules");
        }
        StringBuilder out = new StringBuilder("{\"size\":").append(n).append(",\"grid\":[");
        for (int r = 0; r < n; r++) {
            out.append(r > 0 ? ",[" : "[");
            for (int c = 0; c < n; c++) {
                int cell = r * n + c;
                out.append(c > 0 ? "," : "");
                if (model.given(cell) >= 0) {
                    out.append("{\"value\":").append(model.given(cell) + 1).append(",\"given\":true}");
                } else if (cells != null && cells[cell] >= 0) {
                    out.append("{\"value\":").append(cells[cell] + 1).append('}');
                } else {
                    out.append("{}");
                }
            }
            out.append(']');
        }
        out.append(']');
        for (Group g : model.groups()) {
            if (g.kind() == Group.Kind.POSITIVE_DIAGONAL && g.size() == n) {
                out.append(",\"diagonal+\":true");
            } else if (g.kind() == Group.Kind.NEGATIVE_DIAGONAL && g.size() == n) {
                out.append(",\"diagonal-\":true");
            }
        }
        List<String> cages = new ArrayList<>();
        for (Cage cage : model.cages()) {
            cages.add("{\"cells\":" + names(n, cage.cells()) + ",\"value\":\"" + cage.sum() + "\"}");
        }
        list(out, "killercage", cages);
        List<String> differences = new ArrayList<>();
        List<String> ratios = new ArrayList<>();
        for (Relation r : model.relations()) {
            String cellsJson = names(n, new int[]{r.a(), r.b()});
            if (r.kind() == RelationKind.DIFFERENCE) {
                differences.add("{\"cells\":" + cellsJson + (r.param() == 1 ? "" : ",\"value\":\"" + r.param() + "\"") + "}");
            } else if (r.kind() == RelationKind.RATIO) {
                ratios.add("{\"cells\":" + cellsJson + (r.param() == 2 ? "" : ",\"value\":\"" + r.param() + "\"") + "}");
            } else {
                throw new IllegalArgumentException("f-puzzles links here hold dots, cages and diagonals; not "
                        + r.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " rules");
            }
        }
        list(out, "difference", differences);
        list(out, "ratio", ratios);
        String json = out.append('}').toString();
        checkReadBack(model, json);
        return json;
    }

    private static void list(StringBuilder out, String key, List<String> items) {
        if (!items.isEmpty()) {
            out.append(",\"").append(key).append("\":[").append(String.join(",", items)).append(']');
        }
    }

    private static String names(int n, int[] cells) {
        StringBuilder out = new StringBuilder("[");
        for (int i = 0; i < cells.length; i++) {
            out.append(i > 0 ? "," : "").append("\"R").append(cells[i] / n + 1).append('C').append(cells[i] % n + 1)
                    .append('"');
        }
        return out.append(']').toString();
    }

    /** The document read back must have the model's groups, cages, relations and givens. */
    private static void checkReadBack(RuleModel model, String json) {
        RuleModel back;
        try {
            back = FPuzzlesFormat.read(TextLines.of("link", json.getBytes(StandardCharsets.UTF_8)));
        } catch (PuzzleFormatException e) {
            throw new IllegalArgumentException("f-puzzles cannot hold this puzzle: " + e.getMessage(), e);
        }
        boolean same = groupSet(back).equals(groupSet(model))
                && new java.util.HashSet<>(back.cages()).equals(new java.util.HashSet<>(model.cages()))
                && new java.util.HashSet<>(back.relations()).equals(new java.util.HashSet<>(model.relations()))
                && Arrays.equals(back.givens(), model.givens());
        if (!same) {
            throw new IllegalArgumentException("f-puzzles would show other rules for this puzzle (its boxes or"
                    + " groups differ from f-puzzles' own)");
        }
    }

    /** The model's groups as sorted cell lists, in no order. */
    private static java.util.Set<String> groupSet(RuleModel model) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (Group g : model.groups()) {
            int[] cells = g.cells();
            Arrays.sort(cells);
            out.add(Arrays.toString(cells));
        }
        return out;
    }
}
