package tester.bench;

import grid.io.KrazydadKillerCsv;
import grid.io.OneLineFormat;
import grid.model.RuleModel;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The benchmark data sets of {@code ../shared/data} (or {@code --data DIR}), read into rule models.
 * Knows each set's file, format and the slice the reference figures use (e.g. the first 3,000
 * 17-clue puzzles).
 */
final class DataSets {

    /** One benchmark puzzle and, where the set publishes it, its solution (symbol indices). */
    record Item(RuleModel model, int[] expected) {
    }

    /** A named set; {@code sharedRules} when every item has the same rules (prepare once). */
    record DataSet(String name, String description, List<Item> items, boolean sharedRules) {
    }

    /** The sets the bench knows, in the order it runs them. */
    static final List<String> NAMES = List.of("17clue", "top1465", "hardest1905", "hardest1106", "serg",
            "large16", "large25", "killer");

    private DataSets() {
    }

    static DataSet load(Path data, String name, int first) throws IOException {
        return switch (name) {
            case "17clue" -> oneLine(name, slice("17-clue", first, 3000, 0),
                    data.resolve("sudoku9/puzzles2_17_clue"), pick(first, 3000));
            case "top1465" -> oneLine(name, slice("magictour top1465", first, 0, 0),
                    data.resolve("sudoku9/puzzles3_magictour_top1465"), pick(first, Integer.MAX_VALUE));
            case "hardest1905" -> oneLine(name, slice("forum hardest 1905_11+", first, 10_000, 0),
                    data.resolve("sudoku9/puzzles5_forum_hardest_1905_11+"), pick(first, 10_000));
            case "hardest1106" -> oneLine(name, slice("forum hardest 1106", first, 0, 0),
                    data.resolve("sudoku9/puzzles6_forum_hardest_1106"), pick(first, Integer.MAX_VALUE));
            case "serg" -> oneLine(name, slice("serg benchmark", first, 0, 0),
                    data.resolve("sudoku9/puzzles7_serg_benchmark"), pick(first, Integer.MAX_VALUE));
            case "large16" -> oneLine(name, slice("Gecode 16x16", first, 0, 55),
                    data.resolve("large/gecode_sudoku_16x16.txt"), pick(first, Integer.MAX_VALUE));
            case "large25" -> oneLine(name, slice("Gecode 25x25", first, 0, 18),
                    data.resolve("large/gecode_sudoku_25x25.txt"), pick(first, Integer.MAX_VALUE));
            case "killer" -> killer(data.resolve("killer/krazydad_killer_IM_vol1.csv"),
                    slice("krazydad killer vol. 1", first, 0, 800), pick(first, Integer.MAX_VALUE));
            default -> throw new IllegalArgumentException("unknown data set '" + name + "'; expected one of " + NAMES);
        };
    }

    private static int pick(int first, int standard) {
        return first > 0 ? first : standard;
    }

    /**
     * The set's label with the slice measured: {@code --first N} when given, else the standard slice the
     * reference figures use ({@code standard} &gt; 0), else the whole set, with its size when
     * {@code whole} &gt; 0.
     */
    private static String slice(String label, int first, int standard, int whole) {
        if (first > 0) {
            return String.format(Locale.ROOT, "%s (first %,d)", label, first);
        }
        if (standard > 0) {
            return String.format(Locale.ROOT, "%s (first %,d)", label, standard);
        }
        return whole > 0 ? String.format(Locale.ROOT, "%s (%,d)", label, whole) : label;
    }

    private static DataSet oneLine(String name, String description, Path file, int first) throws IOException {
        List<Item> items = new ArrayList<>();
        int number = 0;
        for (String raw : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (items.size() >= first) {
                break;
            }
            String body = line.substring(Math.max(line.lastIndexOf(' '), line.lastIndexOf('\t')) + 1);
            RuleModel rules = OneLineFormat.rules(OneLineFormat.sideFor(body.length()));
            items.add(new Item(rules.withGivens(OneLineFormat.givens(rules, body, file.toString(), number)), null));
        }
        return new DataSet(name, description, items, true);
    }

    /** The krazydad killer CSV (header line first): each row is a puzzle with its published solution. */
    private static DataSet killer(Path file, String description, int first) throws IOException {
        List<Item> items = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 1; i < lines.size() && items.size() < first && !lines.get(i).isBlank(); i++) {
            KrazydadKillerCsv.Row row = KrazydadKillerCsv.parse(lines.get(i), file.toString(), i + 1);
            items.add(new Item(row.model(), row.solution()));
        }
        return new DataSet("killer", description, items, false);
    }
}
