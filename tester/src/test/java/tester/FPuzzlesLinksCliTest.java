package tester;

import cli.ExitCode;
import grid.io.FPuzzlesFormat;
import grid.io.FPuzzlesLink;
import grid.io.Json;
import grid.io.TextLines;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Links in and out on the command line: a link pasted as the PUZZLE argument, in each form people share
 * (an f-puzzles URL, a bare payload, a SudokuPad URL with {@code fpuz} or {@code fpuzzles}, a
 * percent-encoded Sudocle URL, a link percent-encoded as a whole, a link without its scheme), reads as the
 * puzzle; a damaged one is one line and exit 2. {@code --url} round-trips every puzzle of
 * {@code puzzles/fpuzzles}: read, solve, link, read the link back: the same rules, and the answer filled
 * in. For the other types the link holds what f-puzzles can show and its answer keeps those rules; rules
 * added with {@code --constraint} that f-puzzles has no key for are named in one line.
 */
class FPuzzlesLinksCliTest {

    private static final Path SAMPLES = Path.of("..", "puzzles", "fpuzzles");
    private static final Path LINKS = Path.of("src", "test", "resources", "fpuzzles-links");

    @TempDir
    Path dir;

    @Test
    void aLinkAsTheArgumentReadsInEveryFormPeoplePaste() throws Exception {
        List<String> forms = new ArrayList<>();
        try (Stream<Path> files = Files.list(LINKS)) {
            for (Path f : files.sorted().toList()) {
                forms.add(Files.readString(f).strip()); // as published: payload, f-puzzles, SudokuPad, Sudocle
            }
        }
        String url = Files.readString(LINKS.resolve("diagonal-pcdoku-x-sudoku.link")).strip();
        String payload = FPuzzlesLink.payload(url);
        forms.add("https://sudokupad.app/fpuzzles" + payload);
        forms.add("https://www.f-puzzles.com/?load=" + URLEncoder.encode(payload, StandardCharsets.UTF_8));
        forms.add(URLEncoder.encode(url, StandardCharsets.UTF_8));
        forms.add(url.substring("https://".length()));
        for (String link : forms) {
            CommandLineTest.Run r = CommandLineTest.run(link, "fpuzzles", "advanced", "n");
            assertThat(r.code()).as(link).isEqualTo(ExitCode.SOLVED);
            assertThat(r.out()).as(link).contains("Valid solution.");
        }
        // the same puzzle whichever form it came in
        CommandLineTest.Run plain = CommandLineTest.run(url, "fpuzzles", "advanced", "y");
        CommandLineTest.Run encoded = CommandLineTest.run(forms.get(forms.size() - 2), "fpuzzles", "advanced", "y");
        assertThat(encoded.out().substring(encoded.out().indexOf("Valid solution.")))
                .isEqualTo(plain.out().substring(plain.out().indexOf("Valid solution.")));
    }

    @Test
    void aDamagedLinkIsOneLineAndExitTwo() {
        String url = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QCUIAHInMEVAQwFc0ALAewCc";
        for (String damaged : List.of(url, url.substring(url.indexOf('=') + 1) + "AAAA", "https://sudokupad.app/fpuzXYZ")) {
            CommandLineTest.Run r = CommandLineTest.run(damaged, "fpuzzles", "advanced", "n");
            assertThat(r.code()).as(damaged).isEqualTo(ExitCode.BAD_INPUT);
            assertThat(r.errLines()).as(damaged).hasSize(1);
            assertThat(r.err()).as(damaged).startsWith("error: ").contains("link");
            assertThat(r.out()).isEmpty();
        }
        CommandLineTest.Run other = CommandLineTest.run(url, "sudoku", "advanced", "n");
        assertThat(other.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(other.err()).contains("this looks like an f-puzzles link: try type fpuzzles");
    }

    @Test
    void everySamplePuzzleRoundTripsThroughItsLinkWithTheAnswerFilledIn() throws Exception {
        List<Path> puzzles;
        try (Stream<Path> files = Files.list(SAMPLES)) {
            puzzles = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(puzzles).hasSizeGreaterThan(50);
        for (Path puzzle : puzzles) {
            Path answer = dir.resolve("answer.csv");
            CommandLineTest.Run r = CommandLineTest.run(puzzle.toString(), "fpuzzles", "advanced", "n", answer.toString(),
                    "--url");
            assertThat(r.code()).as("%s: %s", puzzle, r.err()).isEqualTo(ExitCode.SOLVED);
            // nothing on stderr but, for a puzzle with drawings no constraint explains, the note naming them
            assertThat(r.errLines()).as(puzzle.toString())
                    .allSatisfy(line -> assertThat(line).startsWith("note: ").contains("left out of the rules"));
            String link = r.out().lines().filter(l -> l.startsWith("https://")).findFirst().orElseThrow();
            RuleModel original = read(Files.readString(puzzle), puzzle.toString());
            RuleModel back = read(link, "link");
            assertSameRules(puzzle.toString(), back, original);
            // the answer travels as the cells' values: the same grid the answer file holds
            int[] filled = values(FPuzzlesLink.json(link), original.size());
            int[] written = csv(Files.readString(answer), original.size());
            assertThat(filled).as(puzzle.toString()).containsExactly(written);
            assertThat(RuleChecker.isSolution(original, filled)).as(puzzle.toString()).isTrue();
            // every key of the document comes back as it was, the grid but for the values
            Map<?, ?> before = (Map<?, ?>) Json.parse("p", read(puzzle)).root();
            Map<?, ?> after = (Map<?, ?>) Json.parse("l", FPuzzlesLink.json(link)).root();
            assertThat(new ArrayList<Object>(after.keySet())).as(puzzle.toString())
                    .containsExactlyElementsOf(keysWithGrid(before));
            for (Object key : before.keySet()) {
                if (!"grid".equals(key)) {
                    assertThat(after.get(key)).as("%s %s", puzzle, key).isEqualTo(before.get(key));
                }
            }
        }
    }

    @Test
    void theOtherTypesGoOutWithWhatFPuzzlesCanShow() throws Exception {
        String[][] cases = {
            {"killer", "killer/hard-killer-99-01.in"}, {"kropki", "kropki/Input1.txt"},
            {"futoshiki", "futoshiki/Input1.txt"}, {"dutch", "dutch/input3"}, {"sudoku", "sudoku/easy-std-44-01.in"},
        };
        for (String[] c : cases) {
            String file = Path.of("..", "puzzles").resolve(c[1]).toString();
            CommandLineTest.Run r = CommandLineTest.run(file, c[0], "advanced", "n", "--url");
            assertThat(r.code()).as(c[0]).isEqualTo(ExitCode.SOLVED);
            assertThat(r.err()).as(c[0]).isEmpty();
            String link = r.out().lines().filter(l -> l.startsWith("https://www.f-puzzles.com/?load=")).findFirst()
                    .orElseThrow();
            RuleModel back = read(link, "link");
            int[] answer = values(FPuzzlesLink.json(link), back.size());
            assertThat(RuleChecker.isSolution(back, answer)).as(c[0]).isTrue();
            CommandLineTest.Run again = CommandLineTest.run(link, "fpuzzles", "advanced", "n", "--unique");
            assertThat(again.code()).as(c[0]).isEqualTo(ExitCode.SOLVED);
        }
        CommandLineTest.Run symbols = CommandLineTest.run(Path.of("..", "puzzles", "sudoku", "filled_99_cs.in").toString(),
                "sudoku", "advanced", "n", "--url");
        assertThat(symbols.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(symbols.err()).contains("--url: f-puzzles writes the symbols 1..9 only");
    }

    @Test
    void addedRulesGoIntoTheLinkWhereFPuzzlesHasAKeyAndAreNamedWhereNot() throws Exception {
        // Knight Moves' answer keeps both added rules: a two-cell thermometer, and taxicab distance 3
        String puzzle = SAMPLES.resolve("arrow-knight-moves.json").toString();
        CommandLineTest.Run r = CommandLineTest.run(puzzle, "fpuzzles", "advanced", "n", "--url", "--constraint",
                "thermo:r1c2r1c1", "--constraint", "taxi:3");
        assertThat(r.code()).as(r.err()).isEqualTo(ExitCode.SOLVED);
        assertThat(r.errLines()).singleElement().asString()
                .endsWith("--url: the link leaves out what f-puzzles cannot show: taxi:3");
        String link = r.out().lines().filter(l -> l.startsWith("https://")).findFirst().orElseThrow();
        assertThat(FPuzzlesLink.json(link)).contains("\"thermometer\":[{\"lines\":[[\"R1C2\",\"R1C1\"]]}]");
        RuleModel back = read(link, "link");
        assertThat(back.relations()).contains(new grid.model.Relation(1, 0, grid.model.RelationKind.LESS_THAN, 0));
        // a rule the answer breaks leaves no solution
        assertThat(CommandLineTest.run(puzzle, "fpuzzles", "advanced", "n", "--constraint", "thermo:r1c1r1c2").code())
                .isEqualTo(ExitCode.NO_SOLUTION);
        CommandLineTest.Run bad = CommandLineTest.run(puzzle, "fpuzzles", "advanced", "n", "--constraint", "taxi:x");
        assertThat(bad.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(bad.errLines()).singleElement().asString()
                .isEqualTo("error: --constraint taxi:x: expected a taxicab distance, like taxi:4, found 'x'");
        CommandLineTest.Run sudoku = CommandLineTest.run(Path.of("..", "puzzles", "sudoku", "easy-std-44-01.in").toString(),
                "sudoku", "advanced", "n", "--constraint", "king");
        assertThat(sudoku.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(sudoku.err()).contains("--constraint adds rules to fpuzzles puzzles; this is a sudoku puzzle");
    }

    private static List<Object> keysWithGrid(Map<?, ?> before) {
        List<Object> keys = new ArrayList<>(before.keySet());
        if (!keys.contains("grid")) {
            keys.add("grid");
        }
        return keys;
    }

    private static void assertSameRules(String what, RuleModel back, RuleModel original) {
        assertThat(back.givens()).as(what).isEqualTo(original.givens());
        assertThat(back.cages()).as(what).isEqualTo(original.cages());
        assertThat(back.relations()).as(what).isEqualTo(original.relations());
        assertThat(back.constraints()).as(what).isEqualTo(original.constraints());
        assertThat(new HashSet<>(back.groups())).as(what).isEqualTo(new HashSet<>(original.groups()));
    }

    private static String read(Path file) throws Exception {
        return Files.readString(file);
    }

    private static RuleModel read(String text, String name) throws Exception {
        return FPuzzlesFormat.read(TextLines.of(name, text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The grid's values of an f-puzzles document as symbol indices (digit - 1), -1 where none. */
    private static int[] values(String json, int n) throws Exception {
        Map<?, ?> root = (Map<?, ?>) Json.parse("link", json).root();
        List<?> rows = (List<?>) root.get("grid");
        int[] out = new int[n * n];
        for (int r = 0; r < n; r++) {
            List<?> row = (List<?>) rows.get(r);
            for (int c = 0; c < n; c++) {
                Object v = ((Map<?, ?>) row.get(c)).get("value");
                out[r * n + c] = v instanceof Long l ? l.intValue() - 1 : -1;
            }
        }
        return out;
    }

    private static int[] csv(String text, int n) {
        int[] out = new int[n * n];
        String[] rows = text.strip().split("\\R");
        for (int r = 0; r < n; r++) {
            String[] cells = rows[r].split(",");
            for (int c = 0; c < n; c++) {
                out[r * n + c] = Integer.parseInt(cells[c].strip()) - 1;
            }
        }
        return out;
    }
}
