package org.infens.cli;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.infens.data.AtomicFiles;
import org.infens.data.Dataset;
import org.infens.experiment.BoundaryFigure;
import org.infens.experiment.ConvergenceFigure;
import org.infens.experiment.Experiment;
import org.infens.experiment.FeatureFrequencyFigure;
import org.infens.experiment.Method;
import org.infens.experiment.PaperValue;
import org.infens.experiment.Report;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The reproduction's PNG figures, drawn headless: Lin &amp; Li 2008, Fig. 3's decision boundaries, Table 6's selection
 * times, Shen &amp; Liu 2014, Fig. 1's boundary and convergence curves and Fig. 5's feature frequencies. Decision regions
 * are hand-drawn with Java2D (a raster with a scatter and a line, which chart libraries do not offer directly); line
 * and bar charts use XChart, as {@code explain --plots} does. Files are written atomically (a temporary file moved over
 * the target).
 */
final class Plots {
    private static final Color CLASS1 = new Color(0x1f77b4);
    private static final Color CLASS2 = new Color(0xd62728);
    private static final Color REGION1 = new Color(0xdbe9f6);
    private static final Color REGION2 = new Color(0xf8dcdc);

    private Plots() {
    }

    /** Lin &amp; Li 2008, Fig. 3: one panel per method, two per row. */
    static void boundaries(BoundaryFigure.Result fig, Path file) throws IOException {
        int panel = 420;
        int cols = 2;
        int rows = (fig.panels().size() + 1) / 2;
        BufferedImage img = new BufferedImage(cols * panel, rows * panel + 40, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = start(img);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
        g.drawString("2-D twonorm, 300 points; dashed: the Bayes boundary x1 + x2 = 0", 12, 26);
        for (int p = 0; p < fig.panels().size(); p++) {
            drawPanel(g, fig, fig.panels().get(p), (p % cols) * panel, 40 + (p / cols) * panel, panel);
        }
        write(img, file);
    }

    private static void drawPanel(Graphics2D g, BoundaryFigure.Result fig, BoundaryFigure.Panel p, int ox, int oy,
                                  int size) {
        int m = 34;
        int side = size - 2 * m;
        int x0 = ox + m;
        int y0 = oy + m;
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        g.drawString(p.method(), x0, y0 - 18);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        if (!p.unavailable().isEmpty()) {
            g.drawRect(x0, y0, side, side);
            wrap(g, "not shown: " + p.unavailable(), x0 + 10, y0 + 30, side - 20);
            return;
        }
        g.drawString(shortSpec(p.selected()) + (p.gridEdge().isEmpty() ? "" : "  " + Report.EDGE_MARK + " grid edge"),
                x0, y0 - 4);
        int res = fig.resolution();
        int[] cls = p.classes();
        double cell = (double) side / res;
        for (int r = 0; r < res; r++) {
            for (int c = 0; c < res; c++) {
                g.setColor(cls[r * res + c] == 0 ? REGION1 : REGION2);
                g.fillRect(x0 + (int) Math.floor(c * cell), y0 + (int) Math.floor(r * cell),
                        (int) Math.ceil(cell) + 1, (int) Math.ceil(cell) + 1);
            }
        }
        // the learned boundary: pixels whose right or lower neighbour has the other class
        g.setColor(Color.BLACK);
        for (int r = 0; r < res; r++) {
            for (int c = 0; c < res; c++) {
                int k = cls[r * res + c];
                boolean edge = (c + 1 < res && cls[r * res + c + 1] != k) || (r + 1 < res && cls[(r + 1) * res + c] != k);
                if (edge) {
                    g.fillRect(x0 + (int) Math.round((c + 0.5) * cell) - 1, y0 + (int) Math.round((r + 0.5) * cell) - 1,
                            2, 2);
                }
            }
        }
        Dataset d = fig.train();
        double e = BoundaryFigure.EXTENT;
        for (int i = 0; i < d.size(); i++) {
            int px = x0 + (int) Math.round((d.get(i, 0) + e) / (2 * e) * side);
            int py = y0 + (int) Math.round((e - d.get(i, 1)) / (2 * e) * side);
            if (px < x0 || px > x0 + side || py < y0 || py > y0 + side) {
                continue;
            }
            g.setStroke(new BasicStroke(1.4f));
            if (d.classOf(i) == 0) {
                g.setColor(CLASS1);
                g.drawOval(px - 3, py - 3, 6, 6);
            } else {
                g.setColor(CLASS2);
                g.drawLine(px - 3, py - 3, px + 3, py + 3);
                g.drawLine(px - 3, py + 3, px + 3, py - 3);
            }
        }
        g.setColor(new Color(0x2ca02c));
        g.setStroke(new BasicStroke(2.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {8, 6}, 0));
        g.drawLine(x0, y0, x0 + side, y0 + side); // x1 + x2 = 0 runs from (-e, e) to (e, -e)
        g.setStroke(new BasicStroke(1));
        g.setColor(Color.BLACK);
        g.drawRect(x0, y0, side, side);
        g.drawString("-4", x0 - 4, y0 + side + 14);
        g.drawString("4", x0 + side - 4, y0 + side + 14);
        g.drawString("x1", x0 + side / 2 - 6, y0 + side + 16);
        g.drawString("x2", x0 - 22, y0 + side / 2);
    }

    /**
     * Shen &amp; Liu 2014, Fig. 1: CGEns's decision regions on the toy data with the training points and the true
     * circle (left), and the training and test errors of each method against the iterations (right, XChart).
     */
    static void convergence(ConvergenceFigure.Result fig, Path file) throws IOException {
        int size = 460;
        BufferedImage left = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = start(left);
        ConvergenceFigure.Curve last = fig.curves().get(fig.curves().size() - 1);
        int m = 34;
        int side = size - 2 * m;
        int res = fig.resolution();
        int[] cls = fig.boundary();
        double cell = (double) side / res;
        for (int r = 0; r < res; r++) {
            for (int c = 0; c < res; c++) {
                g.setColor(cls[r * res + c] == 0 ? REGION1 : REGION2);
                g.fillRect(m + (int) Math.floor(c * cell), m + (int) Math.floor(r * cell), (int) Math.ceil(cell) + 1,
                        (int) Math.ceil(cell) + 1);
            }
        }
        double e = ConvergenceFigure.EXTENT;
        Dataset d = fig.train();
        g.setStroke(new BasicStroke(1.4f));
        for (int i = 0; i < d.size(); i++) {
            int px = m + (int) Math.round((d.get(i, 0) + e) / (2 * e) * side);
            int py = m + (int) Math.round((e - d.get(i, 1)) / (2 * e) * side);
            if (px < m || px > m + side || py < m || py > m + side) {
                continue;
            }
            if (d.classOf(i) == 0) {
                g.setColor(CLASS1);
                g.drawOval(px - 3, py - 3, 6, 6);
            } else {
                g.setColor(CLASS2);
                g.drawLine(px - 3, py - 3, px + 3, py + 3);
                g.drawLine(px - 3, py + 3, px + 3, py - 3);
            }
        }
        int radius = (int) Math.round(ConvergenceFigure.RADIUS / (2 * e) * side);
        g.setColor(new Color(0x2ca02c));
        g.setStroke(new BasicStroke(2.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {8, 6}, 0));
        g.drawOval(m + side / 2 - radius, m + side / 2 - radius, 2 * radius, 2 * radius);
        g.setStroke(new BasicStroke(1));
        g.setColor(Color.BLACK);
        g.drawRect(m, m, side, side);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        g.drawString(last.method() + " after " + last.trainError().length + " iterations; dashed: the true circle", m,
                m - 18);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.drawString(shortSpec(last.selected()) + (last.gridEdge().isEmpty() ? "" : "  " + Report.EDGE_MARK
                + " grid edge"), m, m - 4);
        g.drawString("-" + (int) e, m - 4, m + side + 14);
        g.drawString(String.valueOf((int) e), m + side - 4, m + side + 14);
        XYChart chart = new XYChartBuilder().width(620).height(size).title("Training and test error")
                .xAxisTitle("iterations (AdaBoost rounds T, CGEns columns J)").yAxisTitle("error (%)").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        for (ConvergenceFigure.Curve c : fig.curves()) {
            double[] t = new double[c.trainError().length];
            for (int k = 0; k < t.length; k++) {
                t[k] = k + 1;
            }
            for (boolean test : new boolean[] {false, true}) {
                double[] err = test ? c.testError() : c.trainError();
                for (int k = 0; k < err.length; k++) {
                    err[k] *= 100;
                }
                XYSeries series = chart.addSeries(c.method() + (test ? " test" : " training"), t, err);
                series.setMarker(SeriesMarkers.NONE);
                if (!test) {
                    series.setLineStyle(SeriesLines.DASH_DASH);
                }
            }
        }
        BufferedImage right = BitmapEncoder.getBufferedImage(chart);
        write(sideBySide(left, right), file);
    }

    /**
     * Shen &amp; Liu 2014, Fig. 5: the mean number of each method's stumps on each feature, features along x (numbered
     * from 1, with their names), one bar series per method (XChart).
     */
    static void featureFrequencies(FeatureFrequencyFigure.Result fig, Path file) throws IOException {
        CategoryChart chart = new CategoryChartBuilder().width(1500).height(520)
                .title("Stumps per feature, mean over " + fig.runs() + " run(s) on " + fig.dataset())
                .xAxisTitle("feature").yAxisTitle("stumps on the feature").build();
        chart.getStyler().setXAxisLabelRotation(90);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        chart.getStyler().setOverlapped(false);
        List<String> labels = new java.util.ArrayList<>();
        for (int f = 0; f < fig.features().size(); f++) {
            String name = fig.features().get(f);
            labels.add(name.equals(String.valueOf(f + 1)) ? name : (f + 1) + " " + name);
        }
        for (FeatureFrequencyFigure.Series s : fig.series()) {
            List<Double> values = new java.util.ArrayList<>();
            for (double v : s.frequency()) {
                values.add(v);
            }
            chart.addSeries(s.method(), labels, values);
        }
        write(BitmapEncoder.getBufferedImage(chart), file);
    }

    private static BufferedImage sideBySide(BufferedImage a, BufferedImage b) {
        BufferedImage all = new BufferedImage(a.getWidth() + b.getWidth(), Math.max(a.getHeight(), b.getHeight()),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = start(all);
        g.drawImage(a, 0, 0, null);
        g.drawImage(b, a.getWidth(), 0, null);
        g.dispose();
        return all;
    }

    /** The selected parameters, powers of two written 2^k: {@code selected C = 2^-3}. */
    static String shortSpec(String spec) {
        org.infens.spec.Spec s = org.infens.spec.Spec.parse(spec);
        StringBuilder sb = new StringBuilder("selected");
        for (String key : s.keys()) {
            if (s.get(key) instanceof Number) {
                sb.append(' ').append(key).append(" = ").append(DemoCommand.powerOfTwo(s.number(key, 0)));
            } else if (s.get(key) instanceof org.infens.spec.Spec inner && inner.has("gamma")) {
                sb.append(" gamma = ").append(DemoCommand.powerOfTwo(inner.number("gamma", 0)));
            }
        }
        return sb.toString();
    }

    /**
     * Lin &amp; Li 2008, Table 6: each method's parameter-selection time relative to the first method's, ours beside
     * the paper's, per data set, on a log scale (absolute seconds are not comparable across machines).
     */
    static void selectionTimes(Report.Table table, Path file) throws IOException {
        Experiment e = table.experiment();
        List<Method> methods = e.methods();
        List<String> sets = e.datasets();
        int w = 900;
        int h = 480;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = start(img);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
        g.drawString("Parameter-selection time relative to " + methods.get(0).name()
                + " (solid: ours, light: paper)", 12, 26);
        int left = 70;
        int right = w - 20;
        int top = 60;
        int bottom = h - 80;
        double lo = 0.5;
        double hi = 32;
        for (String d : sets) {
            for (Method m : methods) {
                for (boolean paper : new boolean[] {false, true}) {
                    double v = ratio(table, d, m.name(), methods.get(0).name(), paper);
                    if (v > 0) {
                        hi = Math.max(hi, v * 1.5);
                        while (lo > v / 1.5) {
                            lo /= 2;
                        }
                    }
                }
            }
        }
        double logLo = Math.log(lo);
        double logHi = Math.log(hi);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        for (double t = lo; t <= hi; t *= 2) {
            int y = bottom - (int) Math.round((Math.log(t) - logLo) / (logHi - logLo) * (bottom - top));
            g.setColor(new Color(0xdddddd));
            g.drawLine(left, y, right, y);
            g.setColor(Color.BLACK);
            g.drawString(t < 1 ? "1/" + Math.round(1 / t) + "x" : String.format(Locale.ROOT, "%.0fx", t), left - 40,
                    y + 4);
        }
        Color[] colors = {new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c), new Color(0xd62728),
            new Color(0x9467bd), new Color(0x8c564b)};
        double groupWidth = (double) (right - left) / sets.size();
        double barWidth = groupWidth * 0.8 / (2 * methods.size());
        for (int s = 0; s < sets.size(); s++) {
            double gx = left + s * groupWidth + groupWidth * 0.1;
            for (int k = 0; k < methods.size(); k++) {
                for (int paper = 0; paper < 2; paper++) {
                    double v = ratio(table, sets.get(s), methods.get(k).name(), methods.get(0).name(), paper == 1);
                    if (Double.isNaN(v)) {
                        continue;
                    }
                    int y = bottom - (int) Math.round((Math.log(Math.max(v, lo)) - logLo) / (logHi - logLo)
                            * (bottom - top));
                    Color c = colors[k % colors.length];
                    g.setColor(paper == 1 ? blend(c) : c);
                    int x = (int) Math.round(gx + (2 * k + paper) * barWidth);
                    g.fillRect(x, y, (int) Math.ceil(barWidth) - 1, bottom - y);
                }
            }
            g.setColor(Color.BLACK);
            String label = sets.get(s);
            FontMetrics fm = g.getFontMetrics();
            g.drawString(label, (int) (left + s * groupWidth + (groupWidth - fm.stringWidth(label)) / 2), bottom + 18);
        }
        g.setColor(Color.BLACK);
        g.drawLine(left, bottom, right, bottom);
        g.drawLine(left, top, left, bottom);
        int lx = left;
        for (int k = 0; k < methods.size(); k++) {
            g.setColor(colors[k % colors.length]);
            g.fillRect(lx, h - 40, 14, 14);
            g.setColor(Color.BLACK);
            g.drawString(methods.get(k).name(), lx + 20, h - 28);
            lx += 30 + g.getFontMetrics().stringWidth(methods.get(k).name());
        }
        write(img, file);
    }

    /** A cell's value over the reference method's in the same row, ours or the paper's; NaN if either is missing. */
    static double ratio(Report.Table t, String dataset, String method, String reference, boolean paper) {
        if (paper) {
            PaperValue a = t.experiment().paper(dataset, method);
            PaperValue b = t.experiment().paper(dataset, reference);
            return a == null || b == null ? Double.NaN : a.mean() / b.mean();
        }
        Report.Entry a = t.entry(dataset, method);
        Report.Entry b = t.entry(dataset, reference);
        return a.runs() == 0 || b.runs() == 0 || !(b.mean() > 0) ? Double.NaN : a.mean() / b.mean();
    }

    private static Color blend(Color c) {
        return new Color((c.getRed() + 2 * 255) / 3, (c.getGreen() + 2 * 255) / 3, (c.getBlue() + 2 * 255) / 3);
    }

    private static void wrap(Graphics2D g, String text, int x, int y, int width) {
        FontMetrics fm = g.getFontMetrics();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (fm.stringWidth(line + " " + word) > width && !line.isEmpty()) {
                g.drawString(line.toString(), x, y);
                y += fm.getHeight();
                line.setLength(0);
            }
            line.append(line.isEmpty() ? "" : " ").append(word);
        }
        g.drawString(line.toString(), x, y);
    }

    private static Graphics2D start(BufferedImage img) {
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        g.setColor(Color.BLACK);
        return g;
    }

    private static void write(BufferedImage img, Path file) throws IOException {
        Path abs = file.toAbsolutePath();
        Files.createDirectories(abs.getParent());
        AtomicFiles.writeBytes(abs, out -> ImageIO.write(img, "png", out));
    }
}
