package tester;

import grid.model.RuleChecker;
import grid.model.RuleModel;
import solver.explain.Rating;
import solver.explain.Step;

/**
 * One step of a solution by hand as a JSON object, the same for the command line and the live solver:
 * {@code {"technique": "hidden single", "er": 1.2, "text": "...", "placed": [{"cell": "r1c2", "value": 3}],
 * "removed": [{"cell": "r2c7", "values": [2, 9]}], "guess": false}}, cells 1-based as people name them,
 * values as the puzzle's symbols.
 */
final class StepJson {

    private StepJson() {
    }

    static String of(RuleModel model, Step s) {
        StringBuilder placed = new StringBuilder("[");
        int[] p = s.placements();
        for (int i = 0; i < p.length; i += 2) {
            placed.append(i > 0 ? "," : "").append("{\"cell\":").append(JsonText.quote(RuleChecker.name(model, p[i])))
                    .append(",\"value\":").append(model.symbol(p[i + 1])).append('}');
        }
        StringBuilder removed = new StringBuilder("[");
        for (int i = 0; i < s.cells().length; i++) {
            removed.append(i > 0 ? "," : "").append("{\"cell\":")
                    .append(JsonText.quote(RuleChecker.name(model, s.cells()[i]))).append(",\"values\":[");
            boolean first = true;
            for (long m = s.masks()[i]; m != 0; m &= m - 1) {
                removed.append(first ? "" : ",").append(model.symbol(Long.numberOfTrailingZeros(m)));
                first = false;
            }
            removed.append("]}");
        }
        return new JsonText().put("technique", s.technique()).raw("er", Rating.format(s.er())).put("text", s.text())
                .raw("placed", placed.append(']').toString()).raw("removed", removed.append(']').toString())
                .put("guess", s.guess()).toString();
    }
}
