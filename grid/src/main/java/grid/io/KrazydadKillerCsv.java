package grid.io;

import grid.model.Cage;
import grid.model.RuleModel;

import java.util.ArrayList;
import java.util.List;

/**
 * One row of the krazydad killer data set (a CSV with a header): column 5 is {@code K} followed by 81
 * cage letters, one per cell in row-major order, letters given to new cages in {@code A-Z} then {@code a-z}
 * order; column 6 the cage sums in that order; column 7 the 81-digit solution. These puzzles have no
 * givens. Used by the benchmarks and by tests that check published answers.
 */
public final class KrazydadKillerCsv {

    private static final String IDS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    /** A puzzle (rules, no givens) and its published solution as symbol indices. */
    public record Row(RuleModel model, int[] solution) {
        public Row {
            solution = solution.clone();
        }

        @Override
        public int[] solution() {
            return solution.clone();
        }
    }

    private KrazydadKillerCsv() {
    }

    /** Parses one data line (not the header). */
    public static Row parse(String line, String file, int lineNumber) throws PuzzleFormatException {
        List<String> fields = fields(line);
        if (fields.size() < 8 || fields.get(5).length() != 82 || fields.get(7).length() != 81) {
            throw new PuzzleFormatException(file, lineNumber,
                    "expected a krazydad row: index, title, vol, book, puzzle, K + 81 cage letters, sums, 81-digit solution");
        }
        String colours = fields.get(5).substring(1);
        String[] sums = fields.get(6).split(",");
        String solved = fields.get(7);
        RuleModel.Builder b = RuleModel.builder("killer", new int[]{1, 2, 3, 4, 5, 6, 7, 8, 9}).boxes(3, 3)
                .latinSquare().boxGroups();
        try {
            for (int k = 0; k < sums.length; k++) {
                char id = IDS.charAt(k);
                int[] cells = java.util.stream.IntStream.range(0, 81).filter(c -> colours.charAt(c) == id).toArray();
                b.cage(new Cage(cells, Integer.parseInt(sums[k].strip())));
            }
            int[] solution = new int[81];
            for (int c = 0; c < 81; c++) {
                solution[c] = solved.charAt(c) - '1';
            }
            return new Row(b.build(), solution);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw new PuzzleFormatException(file, lineNumber, "the cages or sums do not fit: " + e.getMessage());
        }
    }

    /** Splits one CSV line with double-quoted fields. */
    private static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char ch = line.charAt(i);
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ',' && !quoted) {
                out.add(field.toString());
                field.setLength(0);
            } else {
                field.append(ch);
            }
        }
        out.add(field.toString());
        return out;
    }
}
