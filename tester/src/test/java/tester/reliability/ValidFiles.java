package tester.reliability;

import grid.model.Cage;
import grid.model.RuleModel;
import grid.generate.RandomPuzzles;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Valid puzzle files of every format the command line reads, written from {@link RandomPuzzles}: the
 * starting points the {@link Mutator} damages. Sizes are kept small (4, 9, sometimes 16) so that a fuzz
 * try costs milliseconds.
 */
final class ValidFiles {

    /** A file's bytes and the game type that reads it. */
    record Sample(String type, String suffix, byte[] bytes) {
        String text() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /** The formats with a generator, by game type name. */
    static final List<String> TYPES = List.of("sudoku", "killer", "fpuzzles", "kropki", "futoshiki", "dutch");

    private ValidFiles() {
    }

    static Sample of(String type, Random random) {
        return switch (type) {
            case "sudoku" -> new Sample(type, ".in", bytes(switch (random.nextInt(4)) {
                case 0 -> oneLine(random);
                case 1 -> rowColValue(random);
                default -> standard(random);
            }));
            case "killer" -> new Sample(type, ".in", bytes(killer(random)));
            case "fpuzzles" -> new Sample(type, ".json", bytes(fpuzzles(random)));
            case "kropki" -> new Sample(type, ".txt", bytes(kropki(random)));
            case "futoshiki" -> new Sample(type, ".txt", bytes(futoshiki(random)));
            case "dutch" -> new Sample(type, ".txt", bytes(dutch(random)));
            default -> throw new IllegalArgumentException("no generator for " + type);
        };
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static int size(Random random) {
        int pick = random.nextInt(10);
        return pick < 5 ? 4 : pick < 9 ? 9 : 16;
    }

    /** RMIT standard: size, the symbols in a random order, givens in a random order. */
    static String standard(Random random) {
        int n = size(random);
        RuleModel m = RandomPuzzles.sudoku(n, 0.3 + 0.6 * random.nextDouble(), random);
        StringBuilder sb = new StringBuilder();
        sb.append(n).append('\n').append(symbolLine(m, random)).append('\n');
        for (int cell : RandomPuzzles.permutation(m.cellCount(), random)) {
            if (m.given(cell) >= 0) {
                sb.append(m.row(cell)).append(',').append(m.col(cell)).append(' ').append(m.symbol(m.given(cell))).append('\n');
            }
        }
        return sb.toString();
    }

    /** The one-line form: n*n characters, '.' or '0' blank, 1-9 then A-G. */
    static String oneLine(Random random) {
        int n = size(random);
        int[] givens = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(n, random), 0.3 + 0.5 * random.nextDouble(), random);
        StringBuilder sb = new StringBuilder();
        for (int g : givens) {
            sb.append(g < 0 ? (random.nextBoolean() ? '.' : '0') : "123456789ABCDEFG".charAt(g));
        }
        return sb.append('\n').toString();
    }

    /** The AC-3 homework's form: 9x9, one 'row col value' line per given, counted from 1. */
    static String rowColValue(Random random) {
        int[] givens = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(9, random), 0.3 + 0.5 * random.nextDouble(), random);
        StringBuilder sb = new StringBuilder();
        for (int cell : RandomPuzzles.permutation(81, random)) {
            if (givens[cell] >= 0) {
                sb.append(cell / 9 + 1).append(' ').append(cell % 9 + 1).append(' ').append(givens[cell] + 1).append('\n');
            }
        }
        return sb.toString();
    }

    /** RMIT killer: size, symbols, number of cages, one {@code total row,col ...} line per cage. */
    static String killer(Random random) {
        int n = random.nextInt(3) == 0 ? 9 : 4;
        RuleModel m = RandomPuzzles.killer(n, RandomPuzzles.randomSymbols(n, random), 1 + random.nextInt(5), 0, random);
        StringBuilder sb = new StringBuilder();
        sb.append(n).append('\n').append(symbolLine(m, random)).append('\n').append(m.cages().size()).append('\n');
        for (Cage cage : m.cages()) {
            sb.append(cage.sum());
            for (int c : cage.cells()) {
                sb.append(' ').append(m.row(c)).append(',').append(m.col(c));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** f-puzzles JSON: givens, killer cages, white and black dots where the solution has them, diagonals. */
    static String fpuzzles(Random random) {
        int n = random.nextBoolean() ? 4 : 9;
        int[] solution = RandomPuzzles.solvedSudoku(n, random);
        int[] givens = RandomPuzzles.blank(solution, 0.4 + 0.5 * random.nextDouble(), random);
        StringBuilder sb = new StringBuilder("{\n  \"size\": ").append(n).append(",\n  \"title\": \"fuzz\",\n  \"grid\": [\n");
        for (int r = 0; r < n; r++) {
            sb.append("    [");
            for (int c = 0; c < n; c++) {
                int g = givens[r * n + c];
                sb.append(c > 0 ? ", " : "").append(g < 0 ? "{}" : "{\"value\": " + (g + 1) + ", \"given\": true}");
            }
            sb.append(r + 1 < n ? "],\n" : "]\n");
        }
        sb.append("  ],\n  \"killercage\": [");
        List<int[]> cages = RandomPuzzles.randomCages(n, solution, 4, random);
        String sep = "\n";
        for (int[] cage : cages) {
            if (random.nextInt(3) > 0) {
                continue;
            }
            int sum = 0;
            List<String> names = new ArrayList<>();
            for (int c : cage) {
                sum += solution[c] + 1;
                names.add("\"R" + (c / n + 1) + "C" + (c % n + 1) + "\"");
            }
            sb.append(sep).append("    {\"cells\": [").append(String.join(", ", names)).append("], \"value\": \"").append(sum).append("\"}");
            sep = ",\n";
        }
        sb.append("\n  ],\n");
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        for (int a = 0; a < n * n; a++) {
            for (int b : new int[]{a % n + 1 < n ? a + 1 : -1, a + n < n * n ? a + n : -1}) {
                if (b < 0 || random.nextInt(3) > 0) {
                    continue;
                }
                int x = solution[a] + 1;
                int y = solution[b] + 1;
                String dot = "{\"cells\": [\"R" + (a / n + 1) + "C" + (a % n + 1) + "\", \"R" + (b / n + 1) + "C" + (b % n + 1) + "\"]}";
                if (Math.abs(x - y) == 1) {
                    white.add(dot);
                } else if (x == 2 * y || y == 2 * x) {
                    black.add(dot);
                }
            }
        }
        sb.append("  \"difference\": [").append(String.join(",\n    ", white)).append("],\n");
        sb.append("  \"ratio\": [").append(String.join(",\n    ", black)).append("],\n");
        sb.append("  \"diagonal+\": false\n}\n");
        return sb.toString();
    }

    /** NYU Kropki: n rows of values (0 blank), n rows of n-1 horizontal dot codes, n-1 rows of n vertical ones. */
    static String kropki(Random random) {
        int n = random.nextInt(3) == 0 ? 4 : 9;
        int[] solution = RandomPuzzles.solvedSudoku(n, random);
        int[] givens = RandomPuzzles.blank(solution, 0.5 + 0.4 * random.nextDouble(), random);
        StringBuilder sb = new StringBuilder();
        rows(sb, givens, n);
        sb.append('\n');
        for (int r = 0; r < n; r++) {
            for (int c = 0; c + 1 < n; c++) {
                sb.append(c > 0 ? " " : "").append(dot(solution[r * n + c] + 1, solution[r * n + c + 1] + 1, random));
            }
            sb.append('\n');
        }
        sb.append('\n');
        for (int r = 0; r + 1 < n; r++) {
            for (int c = 0; c < n; c++) {
                sb.append(c > 0 ? " " : "").append(dot(solution[r * n + c] + 1, solution[(r + 1) * n + c] + 1, random));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** A dot the solution allows between values a and b (sometimes left out). */
    private static int dot(int a, int b, Random random) {
        if (random.nextInt(3) == 0) {
            return 0;
        }
        if (Math.abs(a - b) == 1) {
            return 1;
        }
        return a == 2 * b || b == 2 * a ? 2 : 0;
    }

    /** NYU Futoshiki: a Latin square's givens, then the signs between row and column neighbours it satisfies. */
    static String futoshiki(Random random) {
        int n = 4 + random.nextInt(3);
        int[] solution = RandomPuzzles.solvedLatinSquare(n, random);
        int[] givens = RandomPuzzles.blank(solution, 0.6 + 0.3 * random.nextDouble(), random);
        StringBuilder sb = new StringBuilder();
        rows(sb, givens, n);
        sb.append('\n');
        for (int r = 0; r < n; r++) {
            for (int c = 0; c + 1 < n; c++) {
                int a = solution[r * n + c];
                int b = solution[r * n + c + 1];
                sb.append(c > 0 ? " " : "").append(random.nextBoolean() ? "0" : a < b ? "<" : ">");
            }
            sb.append('\n');
        }
        sb.append('\n');
        for (int r = 0; r + 1 < n; r++) {
            for (int c = 0; c < n; c++) {
                int a = solution[r * n + c];
                int b = solution[(r + 1) * n + c];
                sb.append(c > 0 ? " " : "").append(random.nextBoolean() ? "0" : a < b ? "^" : "v");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** IE523 Dutch Miracle: 9 rows of 9 digits, few givens (from a plain Sudoku, so they may break the diagonals). */
    static String dutch(Random random) {
        int[] givens = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(9, random), 0.85 + 0.14 * random.nextDouble(), random);
        StringBuilder sb = new StringBuilder();
        if (random.nextBoolean()) {
            rows(sb, givens, 9);
        } else {
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    sb.append(givens[r * 9 + c] + 1);
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /** n rows of blank-separated values 1..n, 0 for a blank. */
    private static void rows(StringBuilder sb, int[] givens, int n) {
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                sb.append(c > 0 ? " " : "").append(givens[r * n + c] + 1);
            }
            sb.append('\n');
        }
    }

    /** A batch data set: a comment, then one-line 4x4, 9x9 or 16x16 puzzles, some after an index token. */
    static byte[] dataSet(Random random) {
        StringBuilder sb = new StringBuilder("# fuzz data set\n");
        String alphabet = "123456789ABCDEFG";
        int lines = 1 + random.nextInt(5);
        for (int i = 0; i < lines; i++) {
            int n = random.nextInt(4) == 0 ? 16 : random.nextBoolean() ? 4 : 9;
            int[] cells = RandomPuzzles.blank(RandomPuzzles.solvedSudoku(n, random), n == 16 ? 0.3 : 0.6, random);
            if (random.nextBoolean()) {
                sb.append(i + 1).append(' ');
            }
            for (int v : cells) {
                sb.append(v < 0 ? (random.nextBoolean() ? '.' : '0') : alphabet.charAt(v));
            }
            sb.append('\n');
        }
        return bytes(sb.toString());
    }

    /** The model's symbols, comma- or space-separated, in a random order (the format allows any). */
    private static String symbolLine(RuleModel m, Random random) {
        int[] order = RandomPuzzles.permutation(m.size(), random);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < order.length; i++) {
            sb.append(i > 0 ? " " : "").append(m.symbol(order[i]));
        }
        return sb.toString();
    }
}
