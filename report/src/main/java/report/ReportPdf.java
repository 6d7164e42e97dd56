package report;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.XRLog;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The Task E report as the assignment wants it: {@code assign2Report.md} rendered to an A4 PDF of at most
 * two pages. Markdown (with tables) becomes XHTML through commonmark, and the XHTML a PDF through
 * openhtmltopdf, in the PDF's built-in Times and Courier, so the build needs no font installed; a character
 * those fonts cannot show is refused with its line rather than drawn as a box.
 */
public final class ReportPdf {

    /** The look of the page: A4, narrow margins, a compact serif body, small tables and code. */
    private static final String STYLE = """
            @page { size: A4; margin: 13mm 15mm 13mm 15mm; }
            body { font-family: serif; font-size: 9.6pt; line-height: 1.22; }
            h1 { font-size: 14pt; margin: 0 0 4pt 0; }
            h2 { font-size: 11.5pt; margin: 7pt 0 2pt 0; }
            h3 { font-size: 10pt; margin: 5pt 0 2pt 0; }
            p { margin: 0 0 4pt 0; text-align: justify; }
            ul, ol { margin: 0 0 4pt 0; padding-left: 14pt; }
            li { margin: 0 0 1pt 0; text-align: justify; }
            code { font-family: monospace; font-size: 8.4pt; }
            pre { font-family: monospace; font-size: 8pt; margin: 2pt 0 5pt 0; padding: 3pt 5pt;
                  background: #f2f2f2; white-space: pre-wrap; }
            table { border-collapse: collapse; margin: 2pt 0 5pt 0; font-size: 8.8pt; }
            th, td { border: 0.5pt solid #888; padding: 1.5pt 4pt; }
            th { background: #e8e8e8; }
            td { text-align: right; }
            td:first-child { text-align: left; }
            """;

    /**
     * PDFBox's logger, kept so that its level holds: it warns of every system font it substitutes for the
     * symbol fonts, which this report does not use.
     */
    private static final Logger PDFBOX = Logger.getLogger("org.apache.pdfbox");

    private ReportPdf() {
    }

    /**
     * {@code ReportPdf REPORT.md OUT.pdf [MAX_PAGES]}: writes the PDF and says how many pages it has; exit 1
     * when it has more than {@code MAX_PAGES}, exit 2 for a character the fonts cannot show.
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: ReportPdf REPORT.md OUT.pdf [MAX_PAGES]");
            System.exit(2);
        }
        Path markdown = Path.of(args[0]);
        Path pdf = Path.of(args[1]);
        int max = args.length == 3 ? Integer.parseInt(args[2]) : Integer.MAX_VALUE;
        int pages;
        java.nio.file.attribute.FileTime before = Files.exists(pdf) ? Files.getLastModifiedTime(pdf) : null;
        try {
            pages = render(markdown, pdf);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.exit(2);
            return;
        }
        boolean kept = before != null && before.equals(Files.getLastModifiedTime(pdf));
        System.out.println((kept ? "unchanged " : "wrote ") + pdf + ": " + pages + (pages == 1 ? " page" : " pages"));
        if (pages > max) {
            System.err.println("error: " + pdf + " has " + pages + " pages; the report may have at most " + max);
            System.exit(1);
        }
    }

    /**
     * Renders {@code markdown} to {@code pdf} (written through a temporary file beside it, then renamed) and
     * returns its number of pages. The same report makes the same bytes ({@link #settle}); a {@code pdf}
     * that already holds them is not written again.
     *
     * @throws IllegalArgumentException naming the file and line of a character the PDF's fonts cannot show
     */
    public static int render(Path markdown, Path pdf) throws IOException {
        String text = Files.readString(markdown, StandardCharsets.UTF_8);
        checkCharacters(markdown.toString(), text);
        XRLog.setLoggingEnabled(false);
        PDFBOX.setLevel(Level.SEVERE);
        Path dir = pdf.toAbsolutePath().getParent();
        Path temporary = Files.createTempFile(dir, "." + pdf.getFileName(), ".tmp");
        try {
            if (temporary.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                // A document to hand in and read: readable by all, as the other files of the project.
                Files.setPosixFilePermissions(temporary, PosixFilePermissions.fromString("rw-r--r--"));
            }
            try (OutputStream out = Files.newOutputStream(temporary)) {
                PdfRendererBuilder builder = new PdfRendererBuilder();
                builder.useFastMode();
                builder.withHtmlContent(xhtml(text), markdown.toAbsolutePath().getParent().toUri().toString());
                builder.toStream(out);
                builder.run();
            }
            int pages = settle(temporary, text);
            if (Files.isRegularFile(pdf) && Arrays.equals(Files.readAllBytes(pdf), Files.readAllBytes(temporary))) {
                // the same report: the file (committed, perhaps) is left as it is, date and all
                return pages;
            }
            Files.move(temporary, pdf, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return pages;
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Makes the PDF a function of its source alone, so that the same report gives the same bytes: no
     * creation or modification date, and a document ID made from the source and the style instead of the
     * time of writing. Returns its number of pages.
     */
    private static int settle(Path pdf, String markdown) throws IOException {
        byte[] settled;
        int pages;
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            pages = document.getNumberOfPages();
            PDDocumentInformation info = document.getDocumentInformation();
            info.setCreationDate(null);
            info.setModificationDate(null);
            document.getDocument().getTrailer().removeItem(COSName.ID);
            document.setDocumentId((long) (markdown + STYLE).hashCode());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            document.save(out);
            settled = out.toByteArray();
        }
        Files.write(pdf, settled);
        return pages;
    }

    /** The number of pages of a PDF file. */
    public static int pages(Path pdf) throws IOException {
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            return document.getNumberOfPages();
        }
    }

    /** The Markdown as a whole XHTML document with the page style. */
    static String xhtml(String markdown) {
        List<Extension> extensions = List.of(TablesExtension.create());
        Node document = Parser.builder().extensions(extensions).build().parse(markdown);
        String body = HtmlRenderer.builder().extensions(extensions).build().render(document);
        return "<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"/><style>" + STYLE + "</style></head><body>\n"
                + body + "</body></html>\n";
    }

    /**
     * Refuses a character that the PDF's built-in fonts (Times, Courier: the WinAnsi set) cannot show, naming
     * the line: it would be drawn as a placeholder and the page would say something else than the text.
     */
    static void checkCharacters(String file, String text) throws IOException {
        PDType1Font font = new PDType1Font(Standard14Fonts.FontName.TIMES_ROMAN);
        int line = 1;
        for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
            int c = text.codePointAt(i);
            if (c == '\n') {
                line++;
                continue;
            }
            if (c < 0x7F) {
                continue;
            }
            String s = new String(Character.toChars(c));
            try {
                font.encode(s);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ":" + line + ": the character '" + s + "' (U+"
                        + String.format("%04X", c) + ") is not in the PDF's built-in fonts; write it another way", e);
            }
        }
    }
}
