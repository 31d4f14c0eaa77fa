package org.infens.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The growth of training time in the number of rows, from the raw rows of {@code additive-scale.sh}: the median wall
 * time per (set, solver, n) on log-log axes, and the exponent b of time ~ a n^b fitted by least squares on the
 * logarithms. Prints the exponents as a Markdown table and writes the plot as a PNG.
 *
 * <p>Usage: {@code java -cp infens-bench.jar org.infens.bench.GrowthPlot RESULTS.tsv PLOT.png}
 */
public final class GrowthPlot {
    private GrowthPlot() {
    }

    /**
     * Reads the table, prints the exponents and writes the plot.
     *
     * @param args the TSV of additive-scale.sh (set, n, solver, run, wall_s, ...) and the PNG to write
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        // (set solver) -> n -> wall times
        Map<String, TreeMap<Integer, List<Double>>> times = new TreeMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t");
            times.computeIfAbsent(f[0] + " " + f[2], k -> new TreeMap<>())
                    .computeIfAbsent(Integer.parseInt(f[1]), k -> new ArrayList<>()).add(Double.parseDouble(f[4]));
        }
        XYChart chart = new XYChartBuilder().width(640).height(460)
                .title("SVM-Stump training time (whole command, C = 1)").xAxisTitle("training rows n")
                .yAxisTitle("wall seconds").build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT,
                "%nFitted growth, time ~ a n^b (least squares on log time against log n, medians):%n%n"
                        + "| set | solver | n from | n to | exponent b |%n|---|---|---:|---:|---:|%n"));
        for (Map.Entry<String, TreeMap<Integer, List<Double>>> e : times.entrySet()) {
            int m = e.getValue().size();
            double[] x = new double[m];
            double[] y = new double[m];
            int k = 0;
            for (Map.Entry<Integer, List<Double>> p : e.getValue().entrySet()) {
                x[k] = p.getKey();
                y[k++] = median(p.getValue());
            }
            String[] key = e.getKey().split(" ");
            double b = slope(x, y);
            String name = key[0] + ", " + key[1] + (m > 1 ? String.format(Locale.ROOT, " (b = %.2f)", b) : "");
            XYSeries series = chart.addSeries(name, x, y);
            series.setMarker(SeriesMarkers.CIRCLE);
            table.append(String.format(Locale.ROOT, "| %s | %s | %d | %d | %s |%n", key[0], key[1], (int) x[0],
                    (int) x[m - 1], m > 1 ? String.format(Locale.ROOT, "%.2f", b) : "-"));
        }
        BitmapEncoder.saveBitmap(chart, args[1], BitmapEncoder.BitmapFormat.PNG);
        System.out.print(table);
    }

    private static double median(List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    /** The least-squares slope of log y on log x. */
    private static double slope(double[] x, double[] y) {
        int n = x.length;
        double mx = 0;
        double my = 0;
        for (int i = 0; i < n; i++) {
            mx += Math.log(x[i]) / n;
            my += Math.log(y[i]) / n;
        }
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < n; i++) {
            double dx = Math.log(x[i]) - mx;
            sxy += dx * (Math.log(y[i]) - my);
            sxx += dx * dx;
        }
        return sxx == 0 ? Double.NaN : sxy / sxx;
    }
}
