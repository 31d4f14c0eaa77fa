package org.infens.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.infens.Trainer;
import org.infens.data.Scaling;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.select.CrossValidation;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.spec.Spec;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code infens demo}: SVM-Stump, SVM-Perc and SVM-Gauss (Lin &amp; Li 2008, Sec. 5) compared by nested
 * cross-validation on the bundled heart data, or on any data file or bundled set ({@link DataSource}), its features
 * scaled to [-1, 1] first as the papers do (heart comes scaled: scaling it again changes nothing but the last digit of
 * a few values).
 *
 * <p>Protocol: 5-fold stratified cross-validation (seeded); inside each training fold, the parameters are chosen
 * from a small grid by a second 5-fold stratified cross-validation (highest inner accuracy, ties to the first grid
 * point), then the SVM is refitted on the whole training fold and tested on the held-out fold. Grids: C in
 * 2^-9, 2^-8, ..., 2^3 for the stump and perceptron kernels (which have no other parameter), and C in
 * 2^-3, 2^-1, ..., 2^9 times gamma in 2^-13, 2^-11, ..., 2^-1 for the Gaussian kernel (LIBSVM's grid.py
 * ranges, coarser). The table reports the range of parameters chosen across the outer folds, the mean accuracy
 * over the outer folds with its standard error, the mean number of support vectors, and the wall-clock time of
 * the whole procedure (about 6 s on two cores).
 */
@Command(separator = " ", name = "demo", sortOptions = false, usageHelpAutoWidth = true,
        header = "Compare SVM-Stump, SVM-Perc and SVM-Gauss on the bundled heart data.",
        description = "Nested cross-validation on the bundled heart data (270 rows, 13 features), or on data (a"
                + " LIBSVM, CSV or ARFF file, or a bundled data set: 'infens datasets'), every feature scaled to"
                + " [-1, 1] first: 5 outer folds, parameters chosen by 5-fold CV inside each training fold; prints"
                + " accuracy, support vectors and time per learner.",
        customSynopsis = "infens demo [--seed S] [--threads N] [data]")
final class DemoCommand implements Callable<Integer> {
    @Option(names = "--seed", paramLabel = "S", description = "seed of the folds (default 1)")
    long seed = 1;

    @Option(names = "--threads", paramLabel = "N",
            description = "outer folds run at once (results do not depend on it; default: number of processors)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Mixin
    HelpOption help = new HelpOption();

    @Parameters(index = "0", arity = "0..1", paramLabel = "data", converter = DataSource.Converter.class,
            description = "a data file or bundled data set (default: heart)")
    DataSource dataSource = new DataSource("bundled:heart");

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** log2 C grid of SVM-Stump and SVM-Perc. */
    static final double[] STUMP_C = range(-9, 3, 1);
    /** log2 C grid of SVM-Gauss. */
    static final double[] GAUSS_C = range(-3, 9, 2);
    /** log2 gamma grid of SVM-Gauss. */
    static final double[] GAUSS_GAMMA = range(-13, -1, 2);
    /** Outer and inner folds. */
    static final int FOLDS = 5;

    /** One line of the table. */
    record Line(String learner, String parameters, double mean, double standardError, double supportVectors,
                double seconds) {
    }

    @Override
    public Integer call() throws java.io.IOException {
        if (threads < 1) {
            throw new UsageException("--threads must be >= 1, got " + threads);
        }
        PrintWriter out = spec.commandLine().getOut();
        Dataset raw = CliSupport.readData(dataSource, null, false, new DataFileOptions());
        Dataset data = Scaling.fit(raw, -1, 1).apply(raw);
        String name = dataSource.bundledName() != null ? "the " + dataSource.bundledName() + " data" : dataSource.toString();
        out.println("Infens " + org.infens.Version.VERSION + " demo: " + name + " (" + data.size() + " rows, "
                + data.dimension() + " features scaled to [-1, 1], labels " + String.join("/", data.labels().names())
                + "),");
        out.println(FOLDS + "-fold stratified cross-validation (seed " + seed + "); C (and gamma) chosen by "
                + FOLDS + "-fold CV inside each training fold.");
        out.println();
        out.flush();
        List<Fold> folds = Folds.stratified(data, FOLDS, seed);
        List<Line> lines = new ArrayList<>();
        lines.add(evaluate("SVM-Stump", grid("stump", STUMP_C, null), data, folds));
        lines.add(evaluate("SVM-Perc", grid("perceptron", STUMP_C, null), data, folds));
        lines.add(evaluate("SVM-Gauss", grid("rbf", GAUSS_C, GAUSS_GAMMA), data, folds));
        out.print(table(lines));
        out.println();
        out.println("Grids: C = 2^-9, 2^-8, ..., 2^3 for stump and perceptron;"
                + " C = 2^-3, 2^-1, ..., 2^9 x gamma = 2^-13, 2^-11, ..., 2^-1 for Gauss.");
        out.println("Accuracy: mean +- standard error over the " + FOLDS + " outer folds; #SV: mean over folds; "
                + "time: the whole nested CV.");
        out.flush();
        return 0;
    }

    /** Parameter sets of a grid: the kernel with each gamma (if any) times each C. */
    static List<SvmParams> grid(String kernel, double[] log2C, double[] log2Gamma) {
        List<SvmParams> g = new ArrayList<>();
        double[] gammas = log2Gamma == null ? new double[] {Double.NaN} : log2Gamma;
        for (double lg : gammas) {
            Spec s = Spec.of(kernel);
            if (!Double.isNaN(lg)) {
                s = s.with("gamma", Math.pow(2, lg));
            }
            Kernel k = Kernels.fromSpec(s);
            for (double lc : log2C) {
                g.add(SvmParams.of(k).withC(Math.pow(2, lc)));
            }
        }
        return g;
    }

    private Line evaluate(String learner, List<SvmParams> grid, Dataset data, List<Fold> folds) {
        long t0 = System.nanoTime();
        GridSearch trainer = new GridSearch(grid, FOLDS, seed);
        CrossValidation.Result<SvmModel> r = CrossValidation.run(trainer, data, folds, threads);
        double seconds = (System.nanoTime() - t0) / 1e9;
        int[] predicted = r.predicted();
        double[] acc = new double[folds.size()];
        double sv = 0;
        Map<String, double[]> chosen = new LinkedHashMap<>();
        for (int f = 0; f < folds.size(); f++) {
            acc[f] = Metrics.accuracy(predicted, data, folds.get(f).test());
            SvmModel m = r.models().get(f);
            sv += m.supportVectorCount();
            for (Map.Entry<String, Double> e : chosenParameters(m).entrySet()) {
                chosen.merge(e.getKey(), new double[] {e.getValue(), e.getValue()},
                        (a, b) -> new double[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
            }
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, double[]> e : chosen.entrySet()) {
            double[] mm = e.getValue();
            parts.add(mm[0] == mm[1] ? e.getKey() + "=" + powerOfTwo(mm[0])
                    : e.getKey() + " in [" + powerOfTwo(mm[0]) + ", " + powerOfTwo(mm[1]) + "]");
        }
        return new Line(learner, String.join(", ", parts), Metrics.mean(acc), Metrics.standardError(acc),
                sv / folds.size(), seconds);
    }

    /** The parameters chosen for a fold model, from its provenance (C) and its kernel (gamma). */
    static Map<String, Double> chosenParameters(SvmModel m) {
        Map<String, Double> p = new LinkedHashMap<>();
        p.put("C", Spec.parse(m.provenance().parameters()).number("C", Double.NaN));
        Spec k = m.kernel().spec();
        if (k.has("gamma")) {
            p.put("gamma", k.number("gamma", Double.NaN));
        }
        return p;
    }

    /** {@code from, from + step, ..., to} as doubles. */
    static double[] range(int from, int to, int step) {
        double[] r = new double[(to - from) / step + 1];
        for (int i = 0; i < r.length; i++) {
            r[i] = from + i * step;
        }
        return r;
    }

    /** {@code 2^k} for a power of two, otherwise the number. */
    static String powerOfTwo(double v) {
        double l = Math.log(v) / Math.log(2);
        if (Math.abs(l - Math.rint(l)) < 1e-9) {
            return "2^" + (long) Math.rint(l);
        }
        return Spec.formatNumber(v);
    }

    /** The result table: a header, a rule, one aligned line per learner. */
    static String table(List<Line> lines) {
        String[] head = {"learner", "parameters chosen (range over folds)", "CV accuracy", "#SV", "time"};
        List<String[]> rows = new ArrayList<>();
        rows.add(head);
        for (Line l : lines) {
            rows.add(new String[] {l.learner, l.parameters,
                    String.format(Locale.ROOT, "%.1f%% +- %.1f%%", 100 * l.mean, 100 * l.standardError),
                    String.format(Locale.ROOT, "%.1f", l.supportVectors),
                    String.format(Locale.ROOT, "%.1f s", l.seconds)});
        }
        int[] w = new int[head.length];
        for (String[] r : rows) {
            for (int c = 0; c < r.length; c++) {
                w[c] = Math.max(w[c], r[c].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            String[] r = rows.get(i);
            for (int c = 0; c < r.length; c++) {
                boolean right = c >= 2;
                String cell = right ? " ".repeat(w[c] - r[c].length()) + r[c] : r[c] + " ".repeat(w[c] - r[c].length());
                sb.append(c == 0 ? "" : "  ").append(cell);
            }
            sb.append('\n');
            if (i == 0) {
                int total = 0;
                for (int c = 0; c < w.length; c++) {
                    total += w[c] + (c == 0 ? 0 : 2);
                }
                sb.append("-".repeat(total)).append('\n');
            }
        }
        return sb.toString();
    }

    /**
     * A trainer that picks its parameters from a grid by stratified k-fold CV on the data it is given, then fits
     * with them; deterministic for a seed.
     */
    static final class GridSearch implements Trainer<SvmModel> {
        private final List<SvmParams> grid;
        private final int folds;
        private final long seed;

        GridSearch(List<SvmParams> grid, int folds, long seed) {
            this.grid = List.copyOf(grid);
            this.folds = folds;
            this.seed = seed;
        }

        /** The grid's trainers are SVMs; the spec names the search, not one of them (the grammar has no grids). */
        @Override
        public org.infens.spec.Spec spec() {
            return org.infens.spec.Spec.of("svm-grid-search").with("folds", folds).with("points", grid.size());
        }

        @Override
        public SvmModel fit(Dataset data) {
            List<Fold> inner = Folds.stratified(data, folds, seed);
            SvmParams best = null;
            int bestCorrect = -1;
            for (SvmParams p : grid) {
                int correct = Metrics.correct(CrossValidation.predict(new SvmTrainer(p), data, inner), data);
                if (correct > bestCorrect) {
                    bestCorrect = correct;
                    best = p;
                }
            }
            return new SvmTrainer(best).fit(data);
        }
    }
}
