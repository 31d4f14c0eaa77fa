package org.infens.cli;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.infens.data.AtomicFiles;
import org.infens.kernel.AdditiveExpansion;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * {@code explain --plots}: each feature's contribution g_d to the decision value, drawn with XChart. g_d is linear
 * between its knots, so the line through its values at the knots (and a little beyond the outer ones) is the exact
 * function; the knots, where averaged stumps meet, are marked when there are few enough to see.
 */
final class FeaturePlots {
    private static final int WIDTH = 640;
    private static final int HEIGHT = 400;
    private static final int MARKED_KNOTS = 60;

    private FeaturePlots() {
    }

    /**
     * Writes {@code dir/pair-P-feature-D.png} for every pair and feature with knots, and {@code dir/overview.png}:
     * the {@code top} features of the first pair with the widest range of g_d, in a grid.
     */
    static void write(List<ExplainCommand.Pair> pairs, List<String> names, Path dir, int top) throws IOException {
        for (ExplainCommand.Pair pair : pairs) {
            for (int d = 0; d < pair.expansion().dimension(); d++) {
                if (pair.expansion().knotsOf(d).length == 0) {
                    continue;
                }
                XYChart chart = chart(pair, names, d, WIDTH, HEIGHT, pairs.size() > 1);
                png(BitmapEncoder.getBufferedImage(chart), dir.resolve("pair-" + (pair.index() + 1) + "-feature-"
                        + (d + 1) + ".png"));
            }
        }
        ExplainCommand.Pair first = pairs.get(0);
        List<Integer> shown = ExplainCommand.ranked(first, Math.min(top, 24));
        int cols = Math.min(4, Math.max(1, shown.size()));
        int rows = (shown.size() + cols - 1) / cols;
        int w = 360;
        int h = 240;
        BufferedImage grid = new BufferedImage(cols * w, Math.max(1, rows) * h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = grid.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, grid.getWidth(), grid.getHeight());
        for (int k = 0; k < shown.size(); k++) {
            XYChart chart = chart(first, names, shown.get(k), w, h, false);
            chart.getStyler().setLegendVisible(false);
            g.drawImage(BitmapEncoder.getBufferedImage(chart), (k % cols) * w, (k / cols) * h, null);
        }
        g.dispose();
        png(grid, dir.resolve("overview.png"));
    }

    private static XYChart chart(ExplainCommand.Pair pair, List<String> names, int d, int width, int height,
                                 boolean namePair) {
        AdditiveExpansion e = pair.expansion();
        double[] kn = e.knotsOf(d);
        double span = kn[kn.length - 1] - kn[0];
        double pad = span > 0 ? 0.05 * span : Math.max(1, Math.abs(kn[0])) * 0.05;
        double[] x = new double[kn.length + 2];
        double[] y = new double[kn.length + 2];
        x[0] = kn[0] - pad;
        x[x.length - 1] = kn[kn.length - 1] + pad;
        System.arraycopy(kn, 0, x, 1, kn.length);
        for (int t = 0; t < x.length; t++) {
            y[t] = e.feature(d, x[t]);
        }
        String name = ExplainCommand.featureName(names, d);
        String title = "feature " + (d + 1) + (name.isEmpty() ? "" : " (" + name + ")")
                + (namePair ? ", " + pair.positive() + " vs " + pair.negative() : "");
        XYChart chart = new XYChartBuilder().width(width).height(height).title(title).xAxisTitle("x_" + (d + 1))
                .yAxisTitle("g(x), contribution to f").build();
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        chart.getStyler().setPlotGridLinesVisible(true);
        chart.getStyler().setDecimalPattern("#0.###");
        XYSeries series = chart.addSeries("g", x, y);
        series.setMarker(kn.length <= MARKED_KNOTS ? SeriesMarkers.CIRCLE : SeriesMarkers.NONE);
        series.setLineColor(new Color(0x1f77b4));
        series.setMarkerColor(new Color(0x1f77b4));
        return chart;
    }

    private static void png(BufferedImage image, Path file) throws IOException {
        AtomicFiles.writeBytes(file, out -> ImageIO.write(image, "png", out));
    }
}
