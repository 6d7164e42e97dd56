package grid.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/** A {@link Canvas} that paints into an RGB {@link BufferedImage} with Java2D (headless, anti-aliased). */
final class ImageCanvas extends Canvas {

    private final BufferedImage image;
    private final Graphics2D g;

    ImageCanvas(int width, int height) {
        image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    }

    @Override
    void fillRect(double x, double y, double w, double h, int rgb) {
        g.setColor(new Color(rgb));
        g.fill(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    void line(double x1, double y1, double x2, double y2, double width, int rgb) {
        g.setColor(new Color(rgb));
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_SQUARE, BasicStroke.JOIN_MITER));
        g.draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    void dashedSegments(double[][] segments, double width, double dash, int rgb) {
        Path2D.Double path = new Path2D.Double();
        for (double[] s : segments) {
            path.moveTo(s[0], s[1]);
            path.lineTo(s[2], s[3]);
        }
        g.setColor(new Color(rgb));
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                new float[] {(float) dash, (float) dash}, 0f));
        g.draw(path);
    }

    @Override
    void circle(double cx, double cy, double r, int fill, int outline, double width) {
        Ellipse2D.Double shape = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
        g.setColor(new Color(fill));
        g.fill(shape);
        g.setColor(new Color(outline));
        g.setStroke(new BasicStroke((float) width));
        g.draw(shape);
    }

    @Override
    void text(String s, double x, double baseline, double size, boolean bold, int rgb, boolean centred) {
        g.setFont(new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size));
        g.setColor(new Color(rgb));
        double left = centred ? x - g.getFontMetrics().getStringBounds(s, g).getWidth() / 2 : x;
        g.drawString(s, (float) left, (float) baseline);
    }

    /** The finished picture; the canvas must not be used afterwards. */
    BufferedImage finish() {
        g.dispose();
        return image;
    }
}
