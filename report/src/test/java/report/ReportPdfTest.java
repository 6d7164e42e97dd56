package report;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The Task E report fits the assignment's limit: {@code assign2Report.md} renders to a PDF of at most two
 * pages that holds the three parts asked for, and the {@code assign2Report.pdf} beside it is that rendering
 * (the same text), not an older one.
 */
class ReportPdfTest {

    private static final Path REPORT = Path.of("..", "assign2Report.md");
    private static final Path COMMITTED = Path.of("..", "assign2Report.pdf");

    @TempDir
    Path dir;

    private static String text(Path pdf) throws IOException {
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(document);
        }
    }

    @Test
    void theReportIsAtMostTwoPagesAndHoldsWhatTaskEAsksFor() throws Exception {
        Path pdf = dir.resolve("assign2Report.pdf");
        int pages = ReportPdf.render(REPORT, pdf);
        assertThat(pages).as("the assignment allows two pages").isBetween(1, 2);
        assertThat(ReportPdf.pages(pdf)).isEqualTo(pages);
        String text = text(pdf).replaceAll("\\s+", " ");
        assertThat(text).contains("Representing the Killer grid").contains("advanced")
                .contains("Comparison with backtracking").contains("References");
        assertThat(dir).isDirectoryNotContaining(p -> p.getFileName().toString().endsWith(".tmp"));
    }

    /** Every line of the report's code blocks is one line on the page: a command is not wrapped inside itself. */
    @Test
    void codeLinesAreNotWrapped() throws Exception {
        Path pdf = dir.resolve("assign2Report.pdf");
        ReportPdf.render(REPORT, pdf);
        java.util.List<String> onPage = text(pdf).lines().map(String::strip).toList();
        boolean inCode = false;
        int checked = 0;
        for (String line : Files.readAllLines(REPORT)) {
            if (line.startsWith("```")) {
                inCode = !inCode;
            } else if (inCode && !line.isBlank()) {
                assertThat(onPage).as("a line of code on the page").contains(line.strip());
                checked++;
            }
        }
        assertThat(checked).isPositive();
    }

    @Test
    void theCommittedPdfIsTheRenderingOfTheReport() throws Exception {
        assertThat(COMMITTED).as("assign2Report.pdf, built by mvn -Ppdf -pl report -am package").exists();
        assertThat(ReportPdf.pages(COMMITTED)).isBetween(1, 2);
        Path fresh = dir.resolve("fresh.pdf");
        ReportPdf.render(REPORT, fresh);
        assertThat(text(COMMITTED)).as("rebuild it with mvn -B -Ppdf -pl report -am package -DskipTests")
                .isEqualTo(text(fresh));
    }

    @Test
    void theSameReportGivesTheSameBytesAndAnUnchangedFileIsNotWrittenAgain() throws Exception {
        Path markdown = Files.writeString(dir.resolve("r.md"), "# Title\n\nSome text, a `command --with options`.\n");
        Path pdf = dir.resolve("r.pdf");
        ReportPdf.render(markdown, pdf);
        byte[] first = Files.readAllBytes(pdf);
        java.nio.file.attribute.FileTime written = java.nio.file.attribute.FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(pdf, written);
        Path again = dir.resolve("again.pdf");
        ReportPdf.render(markdown, again);
        assertThat(Files.readAllBytes(again)).as("a second rendering, at another time").isEqualTo(first);
        ReportPdf.render(markdown, pdf);
        assertThat(Files.getLastModifiedTime(pdf)).as("the unchanged file was left alone").isEqualTo(written);
        Files.writeString(markdown, "# Title\n\nOther text.\n");
        ReportPdf.render(markdown, pdf);
        assertThat(Files.getLastModifiedTime(pdf)).isNotEqualTo(written);
        assertThat(text(pdf)).contains("Other text.");
    }

    @Test
    void aCharacterTheFontsCannotShowIsRefusedWithItsLine() throws Exception {
        Path markdown = Files.writeString(dir.resolve("r.md"), "# Title\n\nfine: 9×9, café\n\nnot: a ≤ b\n");
        assertThatThrownBy(() -> ReportPdf.render(markdown, dir.resolve("r.pdf")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage(markdown + ":5: the character '≤' (U+2264) is not in the PDF's built-in fonts;"
                        + " write it another way");
        assertThat(dir.resolve("r.pdf")).doesNotExist();
    }

    @Test
    void markdownTablesAndCodeBecomeXhtml() {
        String html = ReportPdf.xhtml("| a | b |\n|---|--:|\n| x | 1 |\n\n`code` and **bold**\n");
        assertThat(html).contains("<table>").contains("<td>x</td>").contains("<code>code</code>")
                .contains("<strong>bold</strong>").startsWith("<!DOCTYPE html>");
    }
}
