package org.infens.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.infens.Classifier;
import org.infens.data.AtomicFiles;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.eval.Metrics;
import org.infens.select.Folds;
import org.infens.select.GridSearch;
import org.infens.select.ParamGrid;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * The artificial rows of 002 Table 2 (test error of ensemble learning with decision stumps): SVM-Stump, SVM-Mid,
 * AdaBoost-Stump and LPBoost-Stump on twonorm, threenorm and ringnorm (and, with {@code --noisy}, their "-n"
 * versions with 10% of the training labels flipped), 300 training and 3000 test rows, parameters chosen by
 * five-fold cross-validation on the training rows as in 002 Sec. 7: log2 C in {-17, -15, ..., 3} for the SVMs and
 * LPBoost, T in {10, 20, ..., 1500} for AdaBoost (its {@code T=cv}, one run per fold read at every prefix).
 *
 * <p>Each run draws new training and test sets from its own seed; the table gives the mean test error and its
 * standard error over the runs next to the paper's (100 runs), and whether they agree within two combined
 * standard errors, sqrt(se_ours^2 + se_paper^2).
 *
 * <p>Usage: {@code java -cp infens-bench.jar org.infens.bench.PaperTable2 [--runs 20] [--threads N] [--noisy]
 * [--methods svm-stump,svm-mid,adaboost-stump,lpboost-stump] [--out results/table2-stumps.md]}
 */
public final class PaperTable2 {
    /** 002 Table 2, the artificial rows: mean test error (%) and standard error, per method. */
    private static final Map<String, double[]> PAPER = new LinkedHashMap<>();

    static {
        // data set -> {SVM-Stump, se, SVM-Mid, se, AdaBoost-Stump, se, LPBoost-Stump, se}
        PAPER.put("twonorm", new double[] {2.86, 0.04, 3.10, 0.04, 5.02, 0.06, 5.58, 0.07});
        PAPER.put("twonorm-n", new double[] {3.08, 0.06, 3.29, 0.05, 12.7, 0.17, 17.9, 0.19});
        PAPER.put("threenorm", new double[] {17.7, 0.10, 18.6, 0.12, 22.1, 0.12, 24.1, 0.15});
        PAPER.put("threenorm-n", new double[] {19.0, 0.14, 19.6, 0.13, 26.1, 0.17, 30.3, 0.16});
        PAPER.put("ringnorm", new double[] {3.97, 0.07, 5.30, 0.07, 10.1, 0.14, 10.3, 0.14});
        PAPER.put("ringnorm-n", new double[] {5.56, 0.11, 7.03, 0.14, 19.6, 0.20, 22.4, 0.21});
    }

    private static final String[] METHODS = {"svm-stump", "svm-mid", "adaboost-stump", "lpboost-stump"};
    private static final String[] TITLES = {"SVM-Stump", "SVM-Mid", "AdaBoost-Stump", "LPBoost-Stump"};

    private PaperTable2() {
    }

    /** One method: a base spec and the grid cross-validated over it (null when the learner selects itself). */
    private record Method(String base, ParamGrid grid) {
    }

    private static Method method(String name) {
        ParamGrid c = ParamGrid.parse("C=2^-17..2^3 step 2");
        return switch (name) {
            case "svm-stump" -> new Method("svm(kernel=stump)", c);
            case "svm-mid" -> new Method("svm(kernel=middle-stump)", c);
            case "adaboost-stump" -> new Method("adaboost(base=stump, T=cv, folds=5, maxT=1500, step=10)", null);
            case "lpboost-stump" -> new Method("lpboost(base=stump, columns=1000)", c);
            default -> throw new IllegalArgumentException("unknown method " + name + "; known: "
                    + String.join(", ", METHODS));
        };
    }

    /**
     * Runs the experiment and writes the table.
     *
     * @param args see the class comment
     * @throws IOException if the table cannot be written
     */
    public static void main(String[] args) throws IOException {
        int runs = 20;
        int threads = Runtime.getRuntime().availableProcessors();
        boolean noisy = false;
        List<String> methods = List.of(METHODS);
        Path out = Path.of("infens-bench/results/table2-stumps.md");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--noisy" -> noisy = true;
                case "--methods" -> methods = List.of(args[++i].split(","));
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        List<String> sets = new ArrayList<>();
        for (String s : List.of("twonorm", "threenorm", "ringnorm")) {
            sets.add(s);
            if (noisy) {
                sets.add(s + "-n");
            }
        }
        StringBuilder md = new StringBuilder();
        md.append("# 002 Table 2, artificial rows: test error (%) with decision stumps\n\n")
                .append("Generated by `java -cp infens-bench/target/infens-bench.jar org.infens.bench.PaperTable2 --runs ")
                .append(runs).append(noisy ? " --noisy" : "").append("` on ").append(LocalDate.now())
                .append(" (").append(threads).append(" threads). 300 training / 3000 test rows per run, ").append(runs)
                .append(" runs (the paper: 100). Each cell: ours mean +- standard error / the paper's; a check mark"
                        + " when they differ by at most two combined standard errors.\n\n");
        md.append("| data set |");
        for (String m : methods) {
            md.append(' ').append(TITLES[List.of(METHODS).indexOf(m)]).append(" |");
        }
        md.append("\n|---|");
        md.append("---|".repeat(methods.size())).append('\n');
        StringBuilder selected = new StringBuilder("\n## Selected parameters (how many runs chose each)\n\n");
        for (int s = 0; s < sets.size(); s++) {
            String set = sets.get(s);
            md.append("| ").append(set).append(" |");
            for (String m : methods) {
                long start = System.nanoTime();
                double[] err = new double[runs];
                List<String> chosen = new ArrayList<>();
                for (int r = 0; r < runs; r++) {
                    long seed = 1_000L * (s + 1) + r;
                    Dataset[] tt = data(set, seed);
                    Result res = runOne(method(m), tt[0], tt[1], seed, threads);
                    err[r] = res.error;
                    chosen.add(res.chosen);
                }
                double mean = 100 * Metrics.mean(err);
                double se = 100 * Metrics.standardError(err);
                double[] p = PAPER.get(set);
                int k = 2 * List.of(METHODS).indexOf(m);
                boolean ok = Math.abs(mean - p[k]) <= 2 * Math.sqrt(se * se + p[k + 1] * p[k + 1]);
                md.append(String.format(Locale.ROOT, " %.2f +- %.2f / %.2f +- %.2f %s |", mean, se, p[k], p[k + 1],
                        ok ? "✓" : "✗"));
                selected.append("- ").append(set).append(", ").append(m).append(": ").append(summary(chosen))
                        .append(String.format(Locale.ROOT, " (%.0f s)%n", (System.nanoTime() - start) / 1e9));
                System.err.printf(Locale.ROOT, "%s %s: %.2f +- %.2f (paper %.2f +- %.2f) %s, %.0f s%n", set, m,
                        mean, se, p[k], p[k + 1], ok ? "ok" : "OUTSIDE", (System.nanoTime() - start) / 1e9);
            }
            md.append('\n');
        }
        md.append(selected);
        String text = md.toString();
        AtomicFiles.write(out, w -> w.write(text));
        System.out.print(text);
    }

    private record Result(double error, String chosen) {
    }

    private static Result runOne(Method m, Dataset train, Dataset test, long seed, int threads) {
        LearnerContext ctx = new LearnerContext(seed, threads);
        Spec spec = Spec.parse(m.base);
        String chosen = "";
        if (m.grid != null) {
            GridSearch.Result g = GridSearch.run(m.grid.expand(spec), train, Folds.stratified(train, 5, seed), ctx);
            spec = g.bestSpec();
            double c = spec.number("C", Double.NaN);
            chosen = c == Math.scalb(1.0, Math.getExponent(c)) ? "C=2^" + Math.getExponent(c)
                    : "C=" + Spec.formatNumber(c);
        }
        Classifier model = Learners.create(spec, ctx).fit(train);
        if (chosen.isEmpty()) {
            chosen = model.provenance().parameters();
        }
        return new Result(Metrics.error(model.predictAll(test), test), chosen);
    }

    /** Training (300 rows, labels flipped on 10% for "-n" sets) and test (3000 rows) sets of one run. */
    private static Dataset[] data(String set, long seed) {
        boolean noisy = set.endsWith("-n");
        Synthetic.Problem p = Synthetic.Problem.valueOf(
                (noisy ? set.substring(0, set.length() - 2) : set).toUpperCase(Locale.ROOT));
        Dataset train = p.generate(300, Synthetic.DEFAULT_DIMENSION, seed);
        if (noisy) {
            train = Synthetic.flipLabels(train, 0.10, seed + 7);
        }
        Dataset test = p.generate(3000, Synthetic.DEFAULT_DIMENSION, seed + 500_000);
        return new Dataset[] {train, test};
    }

    /** Each distinct choice with how many runs made it, most frequent first. */
    private static String summary(List<String> chosen) {
        Map<String, Integer> count = new LinkedHashMap<>();
        for (String c : chosen) {
            count.merge(c, 1, Integer::sum);
        }
        List<Map.Entry<String, Integer>> e = new ArrayList<>(count.entrySet());
        e.sort((a, b) -> b.getValue() - a.getValue());
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> x : e) {
            sb.append(sb.isEmpty() ? "" : "; ").append('`').append(x.getKey()).append("` x").append(x.getValue());
        }
        return sb.toString();
    }
}
