package tester.bench;

import cli.ExitCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tester.Cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The benchmark command on a tiny data directory made here (three 17-clue puzzles copied from the
 * public set), so the test needs no data from outside the repository: the table, the {@code --markdown} copy, the
 * {@code --plot} chart, and the message when the data are missing. Speed is not asserted.
 */
class BenchTest {

    @TempDir
    Path dir;

    /** Three puzzles of the 17-clue set (Royle), with the set's comment style. */
    private static final String PUZZLES = """
            # a tiny copy of puzzles2_17_clue for the test
            .................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
            .................1.....2.3......3.2...4....5...6.1.....3......6.7..8...952.7.....
            .................1.....2.3......425...6.......17....8.....7...64...6....9..8...1.
            """;

    record Run(int code, String out, String err) {
    }

    private static Run bench(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] command = new String[args.length + 1];
        command[0] = "bench";
        System.arraycopy(args, 0, command, 1, args.length);
        int code = Cli.run(command, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path data() throws Exception {
        Path data = dir.resolve("data");
        Files.createDirectories(data.resolve("sudoku9"));
        Files.writeString(data.resolve("sudoku9/puzzles2_17_clue"), PUZZLES);
        return data;
    }

    private static Document xml(Path file) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(file.toFile());
    }

    private static List<Element> bars(Document svg) {
        List<Element> out = new ArrayList<>();
        NodeList rects = svg.getElementsByTagNameNS("http://www.w3.org/2000/svg", "rect");
        for (int i = 0; i < rects.getLength(); i++) {
            Element e = (Element) rects.item(i);
            if (e.getAttribute("class").equals("bar")) {
                out.add(e);
            }
        }
        return out;
    }

    private static List<String> tableRows(String text) {
        List<String> rows = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("| ") && !line.startsWith("| set |")) {
                rows.add(line);
            }
        }
        return rows;
    }

    @Test
    void writesTheTableTheMarkdownCopyAndOneBarPerMeasuredRow() throws Exception {
        Path plot = dir.resolve("bench.svg");
        Path md = dir.resolve("bench.md");
        Run r = bench("--data", data().toString(), "--sets", "17clue", "--solvers", "backtracking,dancing,algorx",
                "--budget", "0.5", "--plot", plot.toString(), "--markdown", md.toString());

        assertThat(r.code()).isEqualTo(ExitCode.SOLVED);
        List<String> rows = tableRows(r.out());
        assertThat(rows).hasSize(3);
        for (String row : rows) {
            // puzzles, solved, wrong, timed out: every puzzle solved and checked right.
            assertThat(row).startsWith("| 17-clue (3) | ").contains(" | 3 | 3 | 0 | 0 | ");
        }
        assertThat(Files.readString(md)).isEqualTo(r.out());

        Document svg = xml(plot);
        assertThat(svg.getDocumentElement().getLocalName()).isEqualTo("svg");
        List<Element> bars = bars(svg);
        assertThat(bars).hasSize(rows.size());
        for (int i = 0; i < bars.size(); i++) {
            String solver = rows.get(i).split("\\|")[2].strip();
            assertThat(bars.get(i).getTextContent()).startsWith("17-clue (3), " + solver + ": ");
            assertThat(Double.parseDouble(bars.get(i).getAttribute("height"))).isPositive();
        }
        assertThat(r.err()).contains("wrote " + plot.toAbsolutePath());
        assertThat(svg.getDocumentElement().getTextContent()).contains("time to the first solution");
    }

    @Test
    void theLogScaleGrowsWithTheRateAndEqualRatiosGetEqualSteps() {
        BenchPlot plot = new BenchPlot(List.of(new BenchPlot.Bar("a", "x", 0.7, true),
                new BenchPlot.Bar("a", "y", 123_456, true), new BenchPlot.Bar("b", "x", 0, false)));
        double previous = plot.y(0);
        for (double rate = 0.7; rate <= 123_456; rate *= 1.5) {
            double y = plot.y(rate);
            assertThat(y).as("y(%s)", rate).isLessThan(previous);
            previous = y;
        }
        double decade = plot.y(1) - plot.y(10);
        assertThat(plot.y(100) - plot.y(1000)).isCloseTo(decade, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(plot.y(0)).isEqualTo(plot.y(0.1));
    }

    @Test
    void aChartWithNoMeasurementsIsStillAnSvgDocument() throws Exception {
        Path file = dir.resolve("empty.svg");
        Files.writeString(file, new BenchPlot(List.of()).svg("nothing & <none>", "a < b"));
        Document svg = xml(file);
        assertThat(bars(svg)).isEmpty();
        assertThat(svg.getDocumentElement().getTextContent()).contains("nothing & <none>").contains("a < b")
                .contains("nothing was measured");
    }

    @Test
    void aRowWithUnsolvedPuzzlesIsMarkedAndExplained() throws Exception {
        Path file = dir.resolve("marked.svg");
        Files.writeString(file, new BenchPlot(List.of(new BenchPlot.Bar("s", "fast", 1234, true),
                new BenchPlot.Bar("s", "slow", 0.33, false))).svg("t", "n"));
        String text = xml(file).getDocumentElement().getTextContent();
        assertThat(text).contains("1,234\n").contains("0.33" + BenchPlot.UNSOLVED_MARK).contains("some puzzles unsolved");
    }

    @Test
    void valuesAndAxisLabelsAreRoundedForReading() {
        assertThat(BenchPlot.value(48_812.4)).isEqualTo("48,812");
        assertThat(BenchPlot.value(12.34)).isEqualTo("12.3");
        assertThat(BenchPlot.value(0.456)).isEqualTo("0.46");
        assertThat(BenchPlot.value(0)).isEqualTo("0.00");
        assertThat(BenchPlot.decade(5)).isEqualTo("100,000");
        assertThat(BenchPlot.decade(0)).isEqualTo("1");
        assertThat(BenchPlot.decade(-2)).isEqualTo("0.01");
        assertThat(BenchPlot.decade(-7)).isEqualTo("1e-7");
    }

    @Test
    void aSolverThisBuildLacksIsNamedAndSkippedAndTheRunDoesNotClaimSuccess() throws Exception {
        Run r = bench("--data", data().toString(), "--sets", "17clue", "--solvers", "no-such-solver,dancing",
                "--budget", "0.2");
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("skipping 17clue with no-such-solver").contains("dancing")
                .endsWith("error: 1 of 2 set and solver pairs asked for were skipped (see above); the table has the others\n");
        assertThat(tableRows(r.out())).hasSize(1).allMatch(row -> row.contains("| dancing |"));
    }

    @Test
    void aRunThatMeasuredNothingFailsAndWritesNoFile() throws Exception {
        Path data = data();
        Path table = dir.resolve("table.md");
        Run r = bench("--data", data.toString(), "--sets", "top1465", "--solvers", "dancing", "--budget", "0.2",
                "--markdown", table.toString());
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("error: top1465: cannot read").contains("(no such file); set skipped")
                .endsWith("error: nothing was measured: every set and solver asked for was skipped (see above);"
                        + " no file written\n");
        assertThat(tableRows(r.out())).isEmpty();
        assertThat(table).doesNotExist();
        Files.writeString(data.resolve("sudoku9/puzzles3_magictour_top1465"), "# nothing but a comment\n");
        Run empty = bench("--data", data.toString(), "--sets", "top1465", "--solvers", "dancing", "--budget", "0.2");
        assertThat(empty.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(empty.err()).contains("error: top1465: the set holds no puzzle; set skipped");
    }

    @Test
    void anOutputThatIsADataFileIsRefusedBeforeAnyMeasurement() throws Exception {
        Path data = data();
        Path set = data.resolve("sudoku9/puzzles2_17_clue");
        Path link = Files.createSymbolicLink(dir.resolve("link.md"), set);
        for (String option : new String[]{"--markdown", "--plot"}) {
            for (Path output : new Path[]{set, link}) {
                Run r = bench("--data", data.toString(), "--sets", "17clue", "--solvers", "dancing", "--budget", "0.2",
                        option, output.toString());
                assertThat(r.code()).as(option + " " + output).isEqualTo(ExitCode.BAD_INPUT);
                assertThat(r.err()).as(option + " " + output).startsWith("error: " + output + ": is the data set 17clue reads")
                        .hasLineCount(1);
                assertThat(r.out()).isEmpty();
            }
        }
        assertThat(Files.readString(set)).isEqualTo(PUZZLES);
        Path same = dir.resolve("both.md");
        Run both = bench("--data", data.toString(), "--sets", "17clue", "--markdown", same.toString(),
                "--plot", same.toString());
        assertThat(both.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(both.err()).isEqualTo("error: --plot and --markdown name the same file, " + same
                + "; give each its own\n");
    }

    @Test
    void theLabelCountsThePuzzlesMeasuredNeverMoreThanTheSetHas() throws Exception {
        String data = data().toString();
        Run fifty = bench("--data", data, "--sets", "17clue", "--solvers", "dancing", "--first", "50", "--budget", "0.2");
        assertThat(tableRows(fifty.out())).singleElement().satisfies(row -> assertThat(row).startsWith("| 17-clue (3) |"));
        Run two = bench("--data", data, "--sets", "17clue", "--solvers", "dancing", "--first", "2", "--budget", "0.2");
        assertThat(tableRows(two.out())).singleElement().satisfies(row -> assertThat(row).startsWith("| 17-clue (first 2) |"));
    }

    @Test
    void aMissingDataDirectoryIsAnErrorThatNamesIt() {
        Path missing = dir.resolve("no-such-dir");
        Run r = bench("--data", missing.toString(), "--plot", dir.resolve("p.svg").toString());
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).isEqualTo("error: " + missing + ": no such folder; --data names the folder that holds"
                + " the data sets (sudoku9/, large/, killer/; see the README, Benchmarks)\n");
        assertThat(r.out()).isEmpty();
        assertThat(dir.resolve("p.svg")).doesNotExist();
    }

    @Test
    void generatedKillerSetsNeedNoDataFolderAndEveryAnswerIsCheckedByTheRules() {
        Run r = bench("--sets", "killer16-5", "--solvers", "advanced", "--first", "2", "--budget", "5", "--timeout", "5");
        assertThat(r.code()).isEqualTo(ExitCode.SOLVED);
        // puzzles, solved, wrong, timed out: both solved, each answer checked by the rules (they have no published one).
        assertThat(tableRows(r.out())).singleElement().satisfies(row -> assertThat(row)
                .startsWith("| generated 16x16 killer, cages of up to 5 cells (first 2) | advanced | 2 | 2 | 0 | 0 | "));
    }

    @Test
    void aGeneratedSetIsTheSameOnEveryLoadAndHoldsCagesOfAtMostItsSize() throws Exception {
        for (String name : List.of("killer16-5", "killer16-6", "killer16-7")) {
            int maxCage = name.charAt(name.length() - 1) - '0';
            DataSets.DataSet first = DataSets.load(dir, name, 0);
            DataSets.DataSet again = DataSets.load(dir, name, 0);
            assertThat(first.items()).hasSize(10);
            for (int i = 0; i < first.items().size(); i++) {
                var model = first.items().get(i).model();
                assertThat(model.cages()).isEqualTo(again.items().get(i).model().cages());
                assertThat(model.size()).isEqualTo(16);
                assertThat(model.givens()).containsOnly(-1);
                assertThat(model.cages()).allSatisfy(c -> assertThat(c.cells().length).isBetween(1, maxCage));
                assertThat(model.cages().stream().mapToInt(c -> c.cells().length).sum()).isEqualTo(256);
            }
        }
    }

    @Test
    void theMarkdownFollowsALinkAndAFullDeviceEndsTheRunWithExit4() throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        Path target = Files.writeString(results.resolve("bench.md"), "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("bench.md"), Path.of("results/bench.md"));
        Run r = bench("--data", data().toString(), "--sets", "17clue", "--solvers", "backtracking",
                "--budget", "0.2", "--markdown", link.toString());
        assertThat(r.code()).isEqualTo(ExitCode.SOLVED);
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(target)).isEqualTo(r.out());
        assumeTrue(Files.exists(Path.of("/dev/full")), "needs /dev/full");
        Path plot = Files.createSymbolicLink(dir.resolve("full.svg"), Path.of("/dev/full"));
        Run full = bench("--data", data().toString(), "--sets", "17clue", "--solvers", "backtracking",
                "--budget", "0.2", "--plot", plot.toString());
        assertThat(full.code()).isEqualTo(ExitCode.WRITE_FAILED);
        assertThat(full.err()).endsWith("error: " + plot + " (-> /dev/full): cannot write: No space left on device\n");
    }

    @Test
    void aPlotInAMissingDirectoryIsRefusedBeforeTheRun() throws Exception {
        Run r = bench("--data", data().toString(), "--plot", dir.resolve("nowhere/p.svg").toString());
        assertThat(r.code()).isEqualTo(ExitCode.BAD_INPUT);
        assertThat(r.err()).contains("--plot").contains("does not exist");
        assertThat(r.out()).isEmpty();
    }
}
