package tester.bench;

import cli.OutputPaths;
import grid.generate.RandomPuzzles;
import grid.io.FPuzzlesFormat;
import grid.io.KrazydadKillerCsv;
import grid.io.OneLineFormat;
import grid.io.TextLines;
import grid.model.RuleModel;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * The benchmark data sets, read into rule models: the published sets under the folder given with
 * {@code --data}, whose file, format and reference slice (e.g. the first 3,000 17-clue puzzles) this
 * class knows, generated sets made here from fixed seeds, and this project's published f-puzzles samples
 * ({@code puzzles/fpuzzles}), which need no folder.
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
            "large16", "large25", "killer", "killer16-5", "killer16-6", "killer16-7", "fpuzzles");

    /** Puzzles in each generated 16x16 killer set. */
    private static final int KILLER16_COUNT = 10;

    private DataSets() {
    }

    /** Whether the set is read from the data folder (the others are generated). */
    static boolean needsData(String name) {
        return !name.startsWith("killer16-") && !name.startsWith("fpuzzles");
    }

    static DataSet load(Path data, String name, int first) throws IOException {
        return switch (name) {
            case "17clue" -> oneLine(name, "17-clue", source(data, name), pick(first, 3000));
            case "top1465" -> oneLine(name, "magictour top1465", source(data, name), pick(first, Integer.MAX_VALUE));
            case "hardest1905" -> oneLine(name, "forum hardest 1905_11+", source(data, name), pick(first, 10_000));
            case "hardest1106" -> oneLine(name, "forum hardest 1106", source(data, name), pick(first, Integer.MAX_VALUE));
            case "serg" -> oneLine(name, "serg benchmark", source(data, name), pick(first, Integer.MAX_VALUE));
            case "large16" -> oneLine(name, "Gecode 16x16", source(data, name), pick(first, Integer.MAX_VALUE));
            case "large25" -> oneLine(name, "Gecode 25x25", source(data, name), pick(first, Integer.MAX_VALUE));
            case "killer" -> killer(source(data, name), "krazydad killer vol. 1", pick(first, Integer.MAX_VALUE));
            case "killer16-5" -> killer16(name, 5, pick(first, KILLER16_COUNT));
            case "killer16-6" -> killer16(name, 6, pick(first, KILLER16_COUNT));
            case "killer16-7" -> killer16(name, 7, pick(first, KILLER16_COUNT));
            case "fpuzzles" -> fpuzzles(name, "f-puzzles samples", samples(), pick(first, Integer.MAX_VALUE));
            default -> throw new IllegalArgumentException("unknown data set '" + name + "'; expected one of " + NAMES);
        };
    }

    /** The file a set of the data folder is read from; null for the generated sets and the samples. */
    static Path source(Path data, String name) {
        String file = switch (name) {
            case "17clue" -> "sudoku9/puzzles2_17_clue";
            case "top1465" -> "sudoku9/puzzles3_magictour_top1465";
            case "hardest1905" -> "sudoku9/puzzles5_forum_hardest_1905_11+";
            case "hardest1106" -> "sudoku9/puzzles6_forum_hardest_1106";
            case "serg" -> "sudoku9/puzzles7_serg_benchmark";
            case "large16" -> "large/gecode_sudoku_16x16.txt";
            case "large25" -> "large/gecode_sudoku_25x25.txt";
            case "killer" -> "killer/krazydad_killer_IM_vol1.csv";
            default -> null;
        };
        return file == null ? null : data.resolve(file);
    }

    /**
     * Null unless {@code output} is a file one of {@code sets} reads (a data file, or a file of the
     * f-puzzles samples' folder), else the one-line refusal: writing it would destroy the data.
     */
    static String overwrites(Path data, List<String> sets, String output) {
        for (String name : sets) {
            Path file = source(data, name);
            String problem = file == null ? null : OutputPaths.overwritesInput(output, file.toString(),
                    "the data set " + name + " reads");
            if (problem != null) {
                return problem;
            }
            if (name.equals("fpuzzles")) {
                try {
                    Path folder = samples().toRealPath();
                    Path parent = Path.of(output).toAbsolutePath().getParent();
                    if (Files.exists(Path.of(output)) && parent != null && parent.toRealPath().equals(folder)) {
                        return output + ": is a file of the f-puzzles samples the set fpuzzles reads; writing"
                                + " it would replace what is read, so nothing was done";
                    }
                } catch (IOException | InvalidPathException e) {
                    // No samples folder (the set is then skipped, with its own message) or an output name
                    // that cannot be looked at (refused with its reason when it is written): nothing to guard.
                    continue;
                }
            }
        }
        return null;
    }

    /** What went wrong reading a set's file, for a message: the file and, if it is not there, that. */
    static String describe(IOException e) {
        if (e instanceof NoSuchFileException missing) {
            return missing.getFile() + " (no such file)";
        }
        return e.getMessage();
    }

    private static int pick(int first, int standard) {
        return first > 0 ? first : standard;
    }

    /**
     * The set's label with the number of puzzles measured: {@code (first N)} when the file has more than
     * were taken, else {@code (N)}, so the label never promises more puzzles than there are.
     */
    private static String label(String name, int taken, boolean cut) {
        return String.format(Locale.ROOT, cut ? "%s (first %,d)" : "%s (%,d)", name, taken);
    }

    private static DataSet oneLine(String name, String title, Path file, int first) throws IOException {
        // One more than asked for tells whether the file has more than were taken.
        List<RuleModel> models = OneLineFormat.readSet(file, first == Integer.MAX_VALUE ? first : first + 1);
        boolean cut = models.size() > first;
        List<Item> items = new ArrayList<>();
        for (RuleModel model : cut ? models.subList(0, first) : models) {
            items.add(new Item(model, null));
        }
        return new DataSet(name, label(title, items.size(), cut), items, true);
    }

    /** The krazydad killer CSV (header line first): each row is a puzzle with its published solution. */
    private static DataSet killer(Path file, String title, int first) throws IOException {
        List<Item> items = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        int i = 1;
        for (; i < lines.size() && items.size() < first && !lines.get(i).isBlank(); i++) {
            KrazydadKillerCsv.Row row = KrazydadKillerCsv.parse(lines.get(i), file.toString(), i + 1);
            items.add(new Item(row.model(), row.solution()));
        }
        boolean cut = i < lines.size() && !lines.get(i).isBlank();
        return new DataSet("killer", label(title, items.size(), cut), items, false);
    }

    /** This project's f-puzzles samples, {@code puzzles/fpuzzles} under the working folder or its parent. */
    private static Path samples() throws NoSuchFileException {
        for (String root : new String[]{"puzzles", "../puzzles"}) {
            Path dir = Path.of(root, "fpuzzles");
            if (Files.isDirectory(dir)) {
                return dir;
            }
        }
        throw new NoSuchFileException("puzzles/fpuzzles");
    }

    /**
     * The f-puzzles JSON files of {@code dir} that come with their published solution ({@code NAME.solution},
     * row-major: a digit a cell, or numbers separated by spaces), in name order.
     */
    private static DataSet fpuzzles(String name, String title, Path dir, int first) throws IOException {
        List<Path> solutions;
        try (var files = Files.list(dir)) {
            solutions = files.filter(p -> p.getFileName().toString().endsWith(".solution")).sorted().toList();
        }
        List<Item> items = new ArrayList<>();
        for (Path s : solutions.subList(0, Math.min(first, solutions.size()))) {
            String stem = s.getFileName().toString().replaceFirst("\\.solution$", "");
            RuleModel model = FPuzzlesFormat.read(TextLines.read(dir.resolve(stem + ".json").toString()));
            String text = Files.readString(s, StandardCharsets.UTF_8).strip();
            String[] parts = text.contains(" ") ? text.split("\\s+") : text.split("");
            int[] expected = new int[parts.length];
            for (int c = 0; c < parts.length; c++) {
                expected[c] = model.symbolIndex(Integer.parseInt(parts[c]));
            }
            items.add(new Item(model, expected));
        }
        return new DataSet(name, label(title, items.size(), first < solutions.size()), items, false);
    }

    /**
     * Generated 16x16 killers on the symbols 1..16 with no givens: cages grown at random over a random
     * solution, of 1 to {@code maxCage} cells, from the seed {@code 1600 + maxCage}. Such puzzles
     * usually have many solutions, so answers are checked by the rules only. The same seeds make the
     * engine benchmark's 16x16 killer set.
     */
    private static DataSet killer16(String name, int maxCage, int first) {
        Random random = new Random(1600 + maxCage);
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < Math.min(first, KILLER16_COUNT); i++) {
            items.add(new Item(RandomPuzzles.killer(16, RandomPuzzles.oneToN(16), maxCage, 0.0, random), null));
        }
        return new DataSet(name, label("generated 16x16 killer, cages of up to " + maxCage + " cells",
                items.size(), first < KILLER16_COUNT), items, false);
    }
}
