package tester.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws the benchmark's throughputs as an SVG bar chart: one bar per measured (set, solver) pair, bars
 * grouped by set, one colour per solver (with a legend), a logarithmic puzzles/second axis, since the
 * solvers' speeds span several powers of ten. The SVG is plain text written here, no library.
 * A bar's value is printed above it. Bars of zero throughput have no height but keep their label. A row
 * where some puzzle was not solved (time limit, no answer) gets a mark after its value and a footnote,
 * since its throughput counts those puzzles at the time they took.
 */
final class BenchPlot {

    /**
     * One measured pair: the set's label, the solver's name, its puzzles/second (&ge; 0), and whether
     * every puzzle timed was solved.
     */
    record Bar(String set, String solver, double rate, boolean complete) {
    }

    /** Printed after the value of a bar whose row left some puzzle unsolved. */
    static final String UNSOLVED_MARK = "*";

    /**
     * Colour-blind-safe palette (Okabe and Ito), assigned to solvers in order of first appearance;
     * it repeats after eight solvers.
     */
    private static final String[] COLOURS = {"#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00",
            "#F0E442", "#000000"};

    private static final int BAR = 30;
    private static final int GROUP_GAP = 34;
    private static final int LEFT = 86;
    private static final int TOP = 70;
    private static final int PLOT_HEIGHT = 360;
    private static final int BOTTOM = 112;
    private static final int RIGHT = 170;

    private final List<Bar> bars;
    /** Lowest and highest power of ten on the axis; {@code high > low}. */
    private final int low;
    private final int high;

    BenchPlot(List<Bar> bars) {
        this.bars = List.copyOf(bars);
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (Bar b : this.bars) {
            if (b.rate() > 0) {
                min = Math.min(min, b.rate());
                max = Math.max(max, b.rate());
            }
        }
        if (max == 0) {
            low = 0;
            high = 1;
        } else {
            low = (int) Math.floor(Math.log10(min));
            // At least a third of a decade above the tallest bar, for the value printed over it.
            high = Math.max(low + 1, (int) Math.ceil(Math.log10(max) + 0.35));
        }
    }

    /**
     * The y coordinate of a rate on the log axis: the axis bottom for rates at or below the lowest
     * decade (and for 0), decreasing as the rate grows.
     */
    double y(double rate) {
        double bottom = TOP + PLOT_HEIGHT;
        if (!(rate > 0)) {
            return bottom;
        }
        double f = (Math.log10(rate) - low) / (high - low);
        f = Math.max(0, Math.min(1, f));
        return bottom - f * PLOT_HEIGHT;
    }

    /** The whole chart as an SVG document; {@code note} is added to the subtitle (e.g. the solution limit). */
    String svg(String title, String note) {
        Map<String, List<Bar>> groups = new LinkedHashMap<>();
        Map<String, String> colours = new LinkedHashMap<>();
        for (Bar b : bars) {
            groups.computeIfAbsent(b.set(), k -> new ArrayList<>()).add(b);
            colours.computeIfAbsent(b.solver(), k -> COLOURS[colours.size() % COLOURS.length]);
        }
        int plotWidth = GROUP_GAP;
        for (List<Bar> g : groups.values()) {
            plotWidth += g.size() * BAR + GROUP_GAP;
        }
        plotWidth = Math.max(plotWidth, 240);
        int width = LEFT + plotWidth + RIGHT;
        int height = TOP + PLOT_HEIGHT + BOTTOM;
        double bottom = TOP + PLOT_HEIGHT;

        StringBuilder s = new StringBuilder(8192);
        s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\">%n", width, height, width, height));
        s.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>%n", width, height));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"28\" font-size=\"17\" font-weight=\"bold\">%s</text>%n",
                LEFT, escape(title)));
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"48\" font-size=\"12\" fill=\"#444\">%s</text>%n", LEFT,
                escape("puzzles per second on one thread, log scale (higher is better); " + note)));

        // Decade grid lines and their labels.
        for (int e = low; e <= high; e++) {
            double y = y(Math.pow(10, e));
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ccc\"/>%n",
                    LEFT, y, LEFT + plotWidth, y));
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" font-size=\"12\" text-anchor=\"end\">%s</text>%n",
                    LEFT - 6, y + 4, decade(e)));
        }
        s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%.1f\" stroke=\"black\"/>%n",
                LEFT, TOP, LEFT, bottom));
        s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"black\"/>%n",
                LEFT, bottom, LEFT + plotWidth, bottom));
        s.append(String.format(Locale.ROOT, "<text transform=\"translate(22 %.1f) rotate(-90)\" font-size=\"13\" "
                + "text-anchor=\"middle\">puzzles / second (log scale)</text>%n", TOP + PLOT_HEIGHT / 2.0));
        s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" font-size=\"13\" text-anchor=\"middle\">"
                + "data set</text>%n", LEFT + plotWidth / 2.0, height - 28));

        int x = LEFT + GROUP_GAP;
        for (Map.Entry<String, List<Bar>> g : groups.entrySet()) {
            int groupWidth = g.getValue().size() * BAR;
            for (Bar b : g.getValue()) {
                double top = y(b.rate());
                s.append(String.format(Locale.ROOT, "<rect class=\"bar\" x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" "
                                + "fill=\"%s\"><title>%s, %s: %s puzzles/s</title></rect>%n", x + 2, top, BAR - 4,
                        bottom - top, colours.get(b.solver()), escape(b.set()), escape(b.solver()), value(b.rate())));
                // The value reads upwards from just above the bar so that narrow bars keep it legible.
                s.append(String.format(Locale.ROOT, "<text transform=\"translate(%.1f %.1f) rotate(-90)\" "
                        + "font-size=\"11\">%s</text>%n", x + BAR / 2.0 + 4, top - 4,
                        value(b.rate()) + (b.complete() ? "" : UNSOLVED_MARK)));
                x += BAR;
            }
            List<String> lines = wrap(g.getKey(), Math.max(12, (groupWidth + GROUP_GAP - 6) / 7));
            for (int i = 0; i < lines.size(); i++) {
                s.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\" "
                                + "text-anchor=\"middle\">%s</text>%n", x - groupWidth / 2.0, bottom + 16 + 13 * i,
                        escape(lines.get(i))));
            }
            x += GROUP_GAP;
        }

        int ly = TOP + 10;
        int lx = LEFT + plotWidth + 20;
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\" font-weight=\"bold\">solver</text>%n",
                lx, ly));
        for (Map.Entry<String, String> c : colours.entrySet()) {
            ly += 20;
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"14\" height=\"14\" fill=\"%s\"/>%n",
                    lx, ly - 11, c.getValue()));
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"12\">%s</text>%n", lx + 20, ly,
                    escape(c.getKey())));
        }
        if (bars.stream().anyMatch(b -> !b.complete())) {
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"11\" fill=\"#444\">%s %s</text>%n",
                    LEFT, height - 8, UNSOLVED_MARK, "some puzzles unsolved (e.g. time limit): their time counts as spent"));
        }
        if (bars.isEmpty()) {
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" font-size=\"13\">nothing was measured</text>%n",
                    LEFT + 20, TOP + PLOT_HEIGHT / 2.0));
        }
        s.append("</svg>\n");
        return s.toString();
    }

    /** A rate as printed on its bar: three significant figures, thousands separated. */
    static String value(double rate) {
        if (rate >= 100) {
            return String.format(Locale.ROOT, "%,d", Math.round(rate));
        }
        if (rate >= 10) {
            return String.format(Locale.ROOT, "%.1f", rate);
        }
        if (rate >= 0.01 || rate == 0) {
            return String.format(Locale.ROOT, "%.2f", rate);
        }
        return String.format(Locale.ROOT, "%.1e", rate);
    }

    /** The label of the axis line at 10^e. */
    static String decade(int e) {
        if (e >= 0 && e <= 6) {
            return String.format(Locale.ROOT, "%,d", (long) Math.pow(10, e));
        }
        if (e < 0 && e >= -4) {
            return "0." + "0".repeat(-e - 1) + "1";
        }
        return "1e" + e;
    }

    /** Breaks a label into lines of at most about {@code width} characters, at spaces. */
    private static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
