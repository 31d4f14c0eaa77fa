package org.infens.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Small xchart helpers for the kernel-boosting experiments (Crammer, Keshet &amp; Singer 2002): line charts with error
 * bars, and a scatter.
 */
final class KernelBoostCharts {
    private KernelBoostCharts() {
    }

    /** A line chart of one series per name, each with symmetric error bars. */
    static XYChart lines(String title, String xTitle, String yTitle, double[] x, List<String> names,
                         List<double[]> means, List<double[]> halfWidths, boolean logX) {
        XYChart chart = new XYChartBuilder().width(520).height(400).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        chart.getStyler().setXAxisLogarithmic(logX);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNE);
        for (int s = 0; s < names.size(); s++) {
            XYSeries series = chart.addSeries(names.get(s), x, means.get(s), halfWidths.get(s));
            series.setMarker(SeriesMarkers.CIRCLE);
        }
        return chart;
    }

    /** A scatter of (x, y) points with the diagonal y = x. */
    static XYChart scatter(String title, String xTitle, String yTitle, double[] x, double[] y) {
        XYChart chart = new XYChartBuilder().width(480).height(480).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        double top = 0;
        for (int i = 0; i < x.length; i++) {
            top = Math.max(top, Math.max(x[i], y[i]));
        }
        top = Math.max(top * 1.05, 1e-9);
        XYSeries diagonal = chart.addSeries("y = x", new double[] {0, top}, new double[] {0, top});
        diagonal.setMarker(SeriesMarkers.NONE);
        XYSeries points = chart.addSeries("binary problems", x, y);
        points.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
        return chart;
    }

    /** Writes charts side by side into one PNG. */
    static void save(Path file, XYChart... charts) throws IOException {
        java.awt.image.BufferedImage[] images = new java.awt.image.BufferedImage[charts.length];
        int width = 0;
        int height = 0;
        for (int c = 0; c < charts.length; c++) {
            images[c] = BitmapEncoder.getBufferedImage(charts[c]);
            width += images[c].getWidth();
            height = Math.max(height, images[c].getHeight());
        }
        java.awt.image.BufferedImage all = new java.awt.image.BufferedImage(width, height,
                java.awt.image.BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = all.createGraphics();
        g.setColor(java.awt.Color.WHITE);
        g.fillRect(0, 0, width, height);
        int x = 0;
        for (java.awt.image.BufferedImage image : images) {
            g.drawImage(image, x, 0, null);
            x += image.getWidth();
        }
        g.dispose();
        javax.imageio.ImageIO.write(all, "png", file.toFile());
    }
}
