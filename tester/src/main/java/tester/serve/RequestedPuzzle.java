package tester.serve;

import grid.FPuzzlesGrid;
import grid.RuleGrid;
import grid.io.FPuzzlesFormat;
import grid.io.FPuzzlesLink;
import grid.io.LzString;
import grid.io.PuzzleFormatException;
import grid.io.TextLines;
import grid.model.RuleModel;
import solver.explain.Explainer;
import solver.catalog.Registry;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * One request's puzzle: its rules and givens, read by the project's readers, and what the f-puzzles client
 * adds to the JSON: the digits a person has filled in and the centre pencil marks (for step-by-step
 * solving), the logic families switched off ({@code disabledlogic}) and the true-candidate options
 * ({@code truecandidatesoptions}).
 *
 * @param type     the game type that read it ({@code fpuzzles}, {@code sudoku}, {@code killer}, ...)
 * @param grid     the grid holding it (it writes the answer file in the type's format)
 * @param filled   per cell, a symbol index a person filled in (not a given), or -1
 * @param marks    per cell, the centre pencil marks (bit v for symbol index v), 0 for none
 * @param off      the explainer's families switched off
 * @param cap      true candidates: count solutions per candidate up to this (1: only whether any)
 * @param logical  true candidates: also mark those that logic alone cannot remove
 * @param rulesKey a digest of the rules without the givens: equal for two requests whose puzzles differ in
 *                 givens only (f-puzzles JSON); for other files, of the whole text
 */
record RequestedPuzzle(String type, RuleGrid grid, int[] filled, long[] marks, Set<Explainer.Family> off, int cap,
              boolean logical, String rulesKey) {

    /** The name a request's puzzle goes by in messages. */
    static final String NAME = "puzzle";
    /** The largest solution count per candidate a request may ask for (f-puzzles colours up to 8). */
    static final int MAX_CAP = 1000;

    /** The rules and givens. */
    RuleModel model() {
        return grid.rules();
    }

    /**
     * The puzzle of an f-puzzles request: {@code data} is lz-string base64 of the f-puzzles JSON.
     *
     * @throws PuzzleFormatException naming what is wrong, in one line
     */
    static RequestedPuzzle fpuzzles(String data) throws PuzzleFormatException {
        String json;
        try {
            json = data == null || data.isBlank() ? null : LzString.decompressFromBase64(data.strip());
        } catch (LzString.TooLongException e) {
            throw new PuzzleFormatException(NAME, 0, "the data " + e.getMessage()
                    + "; expected lz-string base64 of f-puzzles JSON");
        }
        if (json == null || json.isBlank()) {
            throw new PuzzleFormatException(NAME, 0, "the data does not decompress (damaged or cut short?);"
                    + " expected lz-string base64 of f-puzzles JSON");
        }
        return fromFpuzzlesJson(json);
    }

    /**
     * The puzzle of the page's request: the text of a puzzle file, an f-puzzles or SudokuPad link, or
     * f-puzzles JSON; {@code type} names its game type, or is {@code auto} (or null) to take the first type
     * whose reader accepts it.
     */
    static RequestedPuzzle text(String text, String type) throws PuzzleFormatException {
        if (text == null || text.isBlank()) {
            throw new PuzzleFormatException(NAME, 0, "found no puzzle; expected a link, f-puzzles JSON or a puzzle file");
        }
        String asked = type == null || type.isBlank() ? "auto" : type.strip().toLowerCase(Locale.ROOT);
        String stripped = text.strip();
        boolean fpuzzles = stripped.startsWith("{") || FPuzzlesLink.isLink(stripped);
        if (asked.equals("fpuzzles") || asked.equals("auto") && fpuzzles) {
            String json;
            try {
                json = stripped.startsWith("{") ? stripped : FPuzzlesLink.json(stripped);
            } catch (LzString.TooLongException e) {
                throw new PuzzleFormatException(NAME, 1, "found a link or payload that " + e.getMessage()
                        + "; expected an f-puzzles or SudokuPad link, or f-puzzles JSON");
            }
            if (json == null || json.isBlank()) {
                throw new PuzzleFormatException(NAME, 1, "found a link or payload that does not decompress"
                        + " (damaged or cut short?); expected an f-puzzles or SudokuPad link, or f-puzzles JSON");
            }
            return fromFpuzzlesJson(json);
        }
        TextLines lines = TextLines.of(NAME, text.getBytes(StandardCharsets.UTF_8));
        if (!asked.equals("auto")) {
            Registry.GameType t = Registry.type(asked).orElseThrow(() -> new PuzzleFormatException(NAME, 0,
                    "unknown puzzle type '" + asked + "'; expected auto or one of " + typeNames()));
            return plain(t, lines, text);
        }
        PuzzleFormatException first = null;
        for (Registry.GameType t : Registry.types()) {
            if (t.name().equals("fpuzzles")) {
                continue;
            }
            try {
                return plain(t, lines, text);
            } catch (PuzzleFormatException e) {
                first = first == null ? e : first;
            }
        }
        throw new PuzzleFormatException(NAME, first == null ? 0 : first.line(), "no reader takes it (as sudoku: "
                + (first == null ? "empty" : first.reason()) + "); expected a link, f-puzzles JSON, or an RMIT,"
                + " Kropki, Futoshiki or Dutch Miracle file");
    }

    /** {@code grid} (a new grid of some type) holding the puzzle of {@code lines}. */
    private static <G extends RuleGrid> G read(G grid, TextLines lines) throws PuzzleFormatException {
        try {
            grid.initGrid(lines);
        } catch (PuzzleFormatException e) {
            throw e;
        } catch (IOException e) {
            throw new PuzzleFormatException(NAME, 0, e.getMessage());
        }
        return grid;
    }

    private static RequestedPuzzle plain(Registry.GameType t, TextLines lines, String text) throws PuzzleFormatException {
        RuleGrid grid = read(t.grid().get(), lines);
        int cells = grid.rules().cellCount();
        return new RequestedPuzzle(t.name(), grid, blank(cells), new long[cells], EnumSet.noneOf(Explainer.Family.class), 1,
                false, digest(t.name() + "\n" + text));
    }

    /** The puzzle of an f-puzzles document, read once: the rules by the reader, the rest off the same parse. */
    private static RequestedPuzzle fromFpuzzlesJson(String json) throws PuzzleFormatException {
        TextLines lines = TextLines.of(NAME, json.getBytes(StandardCharsets.UTF_8));
        FPuzzlesGrid grid = read(new FPuzzlesGrid(), lines);
        Map<?, ?> root = grid.document();
        RuleModel model = grid.rules();
        int n = model.size();
        int[] filled = blank(n * n);
        long[] marks = new long[n * n];
        if (root.get("grid") instanceof List<?> rows) {
            for (int r = 0; r < Math.min(n, rows.size()); r++) {
                if (!(rows.get(r) instanceof List<?> row)) {
                    continue;
                }
                for (int c = 0; c < Math.min(n, row.size()); c++) {
                    if (row.get(c) instanceof Map<?, ?> cell) {
                        entries(cell, r * n + c, model, filled, marks);
                    }
                }
            }
        }
        Set<Explainer.Family> off = EnumSet.noneOf(Explainer.Family.class);
        for (Object family : list(root.get("disabledlogic"))) {
            switch (String.valueOf(family).toLowerCase(Locale.ROOT)) {
                case "tuples" -> off.add(Explainer.Family.TUPLES);
                case "pointing" -> off.add(Explainer.Family.POINTING);
                case "fishes" -> off.add(Explainer.Family.FISHES);
                case "wings" -> off.add(Explainer.Family.WINGS);
                case "aic" -> off.add(Explainer.Family.CHAINS);
                case "contradictions" -> off.add(Explainer.Family.CONTRADICTIONS);
                default -> {
                    // a family this explainer has no technique of: nothing to switch off
                }
            }
        }
        int cap = 1;
        boolean logical = false;
        for (Object option : list(root.get("truecandidatesoptions"))) {
            String o = String.valueOf(option).toLowerCase(Locale.ROOT);
            if (o.equals("logical")) {
                logical = true;
            } else if (o.equals("colored")) {
                cap = Math.max(cap, 8);
            } else if (o.startsWith("truecandidatesnumsolutions=")) {
                cap = Math.max(cap, numSolutions(o.substring(o.indexOf('=') + 1)));
            }
        }
        return new RequestedPuzzle("fpuzzles", grid, filled, marks, off, cap, logical, digest(rules(root)));
    }

    /** A person's entries in one cell: a digit that is not a given, and the centre marks. */
    private static void entries(Map<?, ?> cell, int at, RuleModel model, int[] filled, long[] marks) {
        boolean given = Boolean.TRUE.equals(cell.get("given"));
        if (!given && cell.get("value") instanceof Long v && v >= 1 && v <= model.size()) {
            filled[at] = v.intValue() - 1;
        }
        for (Object m : list(cell.get("centerPencilMarks"))) {
            if (m instanceof Long d && d >= 1 && d <= model.size()) {
                marks[at] |= 1L << (d - 1);
            }
        }
    }

    private static int numSolutions(String text) throws PuzzleFormatException {
        try {
            int k = Integer.parseInt(text.strip());
            if (k >= 1 && k <= MAX_CAP) {
                return k;
            }
        } catch (NumberFormatException e) {
            // worded below
        }
        throw new PuzzleFormatException(NAME, 0, "truecandidatesnumsolutions is '" + text
                + "'; expected a whole number from 1 to " + MAX_CAP);
    }

    private static List<?> list(Object value) {
        return value instanceof List<?> l ? l : List.of();
    }

    private static int[] blank(int cells) {
        int[] a = new int[cells];
        java.util.Arrays.fill(a, -1);
        return a;
    }

    /** The keys of a cell that are rules (a given is a given, kept apart so that puzzles compare by givens). */
    private static final Set<String> CELL_RULES = Set.of("region", "parity");

    /**
     * The rules of an f-puzzles document in one canonical text: its rule entries with keys sorted and
     * each list of constraint entries in sorted order (a setter's order of drawing does not matter), and
     * per cell its region and parity. Givens, entries and metadata are left out.
     */
    private static String rules(Map<?, ?> root) {
        Map<String, Object> kept = new TreeMap<>();
        for (Map.Entry<?, ?> e : root.entrySet()) {
            String key = String.valueOf(e.getKey());
            if (!key.equals("grid") && !FPuzzlesFormat.isMetadata(key)) {
                kept.put(key, e.getValue());
            }
        }
        StringBuilder out = new StringBuilder();
        kept.forEach((key, value) -> {
            List<String> parts = new ArrayList<>();
            for (Object entry : list(value)) {
                parts.add(canonical(entry));
            }
            parts.sort(null);
            out.append(tester.JsonText.quote(key)).append(':')
                    .append(value instanceof List ? parts.toString() : canonical(value)).append('\n');
        });
        out.append("cells:");
        if (root.get("grid") instanceof List<?> rows) {
            for (Object row : rows) {
                for (Object cell : list(row)) {
                    out.append('[');
                    if (cell instanceof Map<?, ?> m) {
                        for (String key : CELL_RULES) {
                            if (m.containsKey(key)) {
                                out.append(key).append('=').append(canonical(m.get(key))).append(';');
                            }
                        }
                    }
                    out.append(']');
                }
            }
        }
        return out.toString();
    }

    /** A JSON value as text with every object's keys in sorted order. */
    private static String canonical(Object value) {
        if (value instanceof Map<?, ?> m) {
            Map<String, String> sorted = new TreeMap<>();
            m.forEach((k, v) -> sorted.put(String.valueOf(k), canonical(v)));
            StringBuilder out = new StringBuilder("{");
            sorted.forEach((k, v) -> out.append(tester.JsonText.quote(k)).append(':').append(v).append(','));
            return out.append('}').toString();
        }
        if (value instanceof List<?> l) {
            List<String> parts = new ArrayList<>();
            for (Object o : l) {
                parts.add(canonical(o));
            }
            return parts.toString();
        }
        return value instanceof String s ? tester.JsonText.quote(s) : String.valueOf(value);
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    private static String typeNames() {
        return String.join(", ", Registry.types().stream().map(Registry.GameType::name).toList());
    }
}
