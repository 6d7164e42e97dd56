package grid.render;

import java.util.Locale;
import java.util.function.LongConsumer;

/**
 * A {@link Canvas} that writes SVG 1.1 text. Numbers are printed with two decimals in the root locale so
 * the file is the same on every machine.
 */
final class SvgCanvas extends Canvas {

    /** Shapes between two looks of the watch. */
    private static final int WATCH_EVERY = 64;

    private final StringBuilder out = new StringBuilder(1 << 14);
    private final LongConsumer watch;
    private int shapes;

    SvgCanvas(int width, int height) {
        this(width, height, null);
    }

    /**
     * @param watch told the document's length in characters every {@value #WATCH_EVERY} shapes, or null;
     *              it may throw to stop the drawing (the exception goes to whoever asked for the picture)
     */
    SvgCanvas(int width, int height, LongConsumer watch) {
        this.watch = watch;
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(width)
                .append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width).append(' ')
                .append(height).append("\">\n");
    }

    @Override
    void fillRect(double x, double y, double w, double h, int rgb) {
        shape();
        out.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" width=\"")
                .append(num(w)).append("\" height=\"").append(num(h)).append("\" fill=\"").append(colour(rgb))
                .append("\"/>\n");
    }

    @Override
    void line(double x1, double y1, double x2, double y2, double width, int rgb) {
        shape();
        out.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1)).append("\" x2=\"")
                .append(num(x2)).append("\" y2=\"").append(num(y2)).append("\" stroke=\"").append(colour(rgb))
                .append("\" stroke-width=\"").append(num(width)).append("\" stroke-linecap=\"square\"/>\n");
    }

    @Override
    void dashedSegments(double[][] segments, double width, double dash, int rgb) {
        shape();
        out.append("<path d=\"");
        for (double[] s : segments) {
            out.append('M').append(num(s[0])).append(' ').append(num(s[1]))
                    .append('L').append(num(s[2])).append(' ').append(num(s[3]));
        }
        out.append("\" fill=\"none\" stroke=\"").append(colour(rgb)).append("\" stroke-width=\"").append(num(width))
                .append("\" stroke-dasharray=\"").append(num(dash)).append(' ').append(num(dash)).append("\"/>\n");
    }

    @Override
    void circle(double cx, double cy, double r, int fill, int outline, double width) {
        shape();
        out.append("<circle cx=\"").append(num(cx)).append("\" cy=\"").append(num(cy)).append("\" r=\"")
                .append(num(r)).append("\" fill=\"").append(colour(fill)).append("\" stroke=\"")
                .append(colour(outline)).append("\" stroke-width=\"").append(num(width)).append("\"/>\n");
    }

    @Override
    void text(String s, double x, double baseline, double size, boolean bold, int rgb, boolean centred) {
        shape();
        out.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(baseline))
                .append("\" font-family=\"DejaVu Sans, Arial, Helvetica, sans-serif\" font-size=\"").append(num(size))
                .append("\" font-weight=\"").append(bold ? "bold" : "normal").append("\" fill=\"").append(colour(rgb))
                .append("\" text-anchor=\"").append(centred ? "middle" : "start").append("\">");
        escape(s);
        out.append("</text>\n");
    }

    private void shape() {
        if (watch != null && ++shapes % WATCH_EVERY == 0) {
            watch.accept(out.length());
        }
    }

    /** The finished document. */
    String finish() {
        if (watch != null) {
            watch.accept(out.length());
        }
        return out + "</svg>\n";
    }

    private void escape(String s) {
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            switch (ch) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                default -> out.append(ch);
            }
        }
    }

    private static String num(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        if (s.endsWith(".00")) {
            return s.substring(0, s.length() - 3);
        }
        return s.endsWith("0") ? s.substring(0, s.length() - 1) : s;
    }

    private static String colour(int rgb) {
        return String.format(Locale.ROOT, "#%06x", rgb & 0xFFFFFF);
    }
}
