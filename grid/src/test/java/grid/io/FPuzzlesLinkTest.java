package grid.io;

import grid.FPuzzlesGrid;
import grid.model.RuleChecker;
import grid.model.RuleModel;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Links as people share them (an f-puzzles URL, a bare payload, a SudokuPad URL, a percent-encoded
 * Sudocle URL) decode byte for byte to the JSON published with them, and read as the same puzzle; a link
 * cut short is one clear error.
 */
class FPuzzlesLinkTest {

    private static final Path DIR = Path.of("src", "test", "resources", "fpuzzles-links");
    private static final List<String> STEMS = List.of("classic-ripples", "diagonal-pcdoku-x-sudoku",
            "killer-sudocle-issue-245-booklet-killer", "killer-minimal-6x6-killer-sudoku");

    @Test
    void everyKindOfLinkDecodesToItsPublishedJsonByteForByte() throws Exception {
        for (String stem : STEMS) {
            String link = Files.readString(DIR.resolve(stem + ".link")).strip();
            assertThat(FPuzzlesLink.isLink(link)).isTrue();
            assertThat(FPuzzlesLink.json(link)).as(stem).isEqualTo(Files.readString(DIR.resolve(stem + ".json")));
        }
    }

    @Test
    void aLinkFileReadsAsTheSamePuzzleAsItsJsonAndKeepsItsSolution() throws Exception {
        for (String stem : STEMS) {
            RuleModel fromLink = read(DIR.resolve(stem + ".link"));
            RuleModel fromJson = read(DIR.resolve(stem + ".json"));
            assertThat(fromLink.symbols()).as(stem).isEqualTo(fromJson.symbols());
            assertThat(fromLink.cages()).as(stem).isEqualTo(fromJson.cages());
            assertThat(fromLink.relations()).as(stem).isEqualTo(fromJson.relations());
            assertThat(fromLink.groups()).as(stem).hasSameSizeAs(fromJson.groups());
            for (int g = 0; g < fromLink.groups().size(); g++) {
                assertThat(fromLink.groups().get(g).cells()).isEqualTo(fromJson.groups().get(g).cells());
            }
            assertThat(fromLink.givens()).isEqualTo(fromJson.givens());
            Path solution = DIR.resolve(stem + ".solution");
            if (Files.exists(solution)) {
                String digits = Files.readString(solution).strip();
                int[] cells = new int[digits.length()];
                for (int c = 0; c < cells.length; c++) {
                    cells[c] = fromLink.symbolIndex(digits.charAt(c) - '0');
                }
                assertThat(RuleChecker.isSolution(fromLink, cells)).as(stem).isTrue();
            }
        }
    }

    @Test
    void aDamagedLinkIsOneLineNamingTheFileAndNoSolution() {
        String link = "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALh";
        assertThat(FPuzzlesLink.json(link)).isNull();
        assertThat(LzString.decompressFromBase64("not base64!")).isNull();
        assertThatThrownBy(() -> FPuzzlesFormat.read(TextLines.of("cut.link", link.getBytes(StandardCharsets.UTF_8))))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageStartingWith("cut.link:1: found a link or payload that does not decompress");
    }

    @Test
    void linksPercentEncodedAsAWholeOrWithoutTheirSchemeAreLinksToo() throws Exception {
        String url = Files.readString(DIR.resolve("diagonal-pcdoku-x-sudoku.link")).strip();
        String json = Files.readString(DIR.resolve("diagonal-pcdoku-x-sudoku.json"));
        String encoded = java.net.URLEncoder.encode(url, StandardCharsets.UTF_8);
        for (String form : List.of(encoded, url.substring("https://".length()), "www.f-puzzles.com/?load="
                + FPuzzlesLink.payload(url), "sudokupad.app/fpuzzles" + FPuzzlesLink.payload(url))) {
            assertThat(FPuzzlesLink.isLink(form)).as(form).isTrue();
            assertThat(FPuzzlesLink.json(form)).as(form).isEqualTo(json);
        }
        // an argument that names a file is a file, however it looks
        assertThat(FPuzzlesLink.isLinkArgument(DIR.resolve("classic-ripples.link").toString())).isFalse();
        assertThat(FPuzzlesLink.isLinkArgument(url)).isTrue();
        assertThat(FPuzzlesLink.lines(url).file()).hasSize(49).endsWith("…");
    }

    @Test
    void formStyleDecodingOfThePayloadIsNotDone() {
        // '+' stays '+': a payload read as a form value (with '+' as a space) would not decompress.
        assertThat(FPuzzlesLink.payload("https://f-puzzles.com/?load=AB+/C=&x=1")).isEqualTo("AB+/C=");
        assertThat(FPuzzlesLink.payload("https://x/?puzzleid=fpuzzlesAB%2BC%3D")).isEqualTo("AB+C=");
        assertThat(FPuzzlesLink.payload("https://sudokupad.app/fpuzAB/CD")).isEqualTo("AB/CD");
    }

    /**
     * Links that name a puzzle in another format (SudokuPad's own scl/ctc/scf) or only name it (short
     * links) are called unsupported, with what to give instead, not "damaged"; links that carry f-puzzles
     * data are left to the reader.
     */
    @Test
    void sudokuPadsOwnFormatsAndShortLinksAreUnsupportedWithWhatToGiveInstead() throws Exception {
        Map<String, String> own = Map.of("https://sudokupad.app/sclN4IgzglgXgpiBcBOAN", "scl",
                "sudokupad.app/ctcN4Ig", "ctc", "https://crackingthecryptic.com/sudoku/scfABC", "scf",
                "https://sudokupad.app/puzzle?puzzleid=sclXYZ", "scl", "https%3A%2F%2Fsudokupad.app%2FsclN4Ig", "scl");
        own.forEach((link, format) -> assertThat(FPuzzlesLink.unsupported(link)).as(link)
                .startsWith("a SudokuPad link in SudokuPad's own format (" + format + "…), which is not read here;"
                        + " give the puzzle as f-puzzles data instead")
                .contains("https://www.f-puzzles.com/?load="));
        assertThat(FPuzzlesLink.unsupported("https://sudokupad.app/wfkc3h37s4"))
                .startsWith("a SudokuPad short link (wfkc3h37s4), which only names a puzzle")
                .contains("is not read here");
        assertThat(FPuzzlesLink.unsupported("https://tinyurl.com/2p8x7y4z"))
                .startsWith("a short link (tinyurl.com), which only names a puzzle on its site");
        assertThat(FPuzzlesLink.unsupported("https://www.f-puzzles.com/?id=yb6ak7k"))
                .startsWith("a short link (f-puzzles.com)");
        for (String stem : STEMS) {
            String link = Files.readString(DIR.resolve(stem + ".link")).strip();
            assertThat(FPuzzlesLink.unsupported(link)).as(stem).isNull();
        }
        assertThat(FPuzzlesLink.unsupported("https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcB")).isNull();
        assertThatThrownBy(() -> FPuzzlesFormat.read(TextLines.of("pad.link",
                "https://sudokupad.app/sclN4IgzglgXgpiBcBOAN\n".getBytes(StandardCharsets.UTF_8))))
                .isInstanceOf(PuzzleFormatException.class)
                .hasMessageStartingWith("pad.link:1: found a SudokuPad link in SudokuPad's own format (scl…)")
                .hasMessageNotContaining("damaged").hasMessageNotContaining("decompress");
    }

    private static RuleModel read(Path file) throws Exception {
        FPuzzlesGrid grid = new FPuzzlesGrid();
        grid.initGrid(file.toString());
        return grid.rules();
    }
}
