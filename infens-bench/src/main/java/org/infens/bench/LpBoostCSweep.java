package org.infens.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.infens.boost.Ensemble;
import org.infens.data.AtomicFiles;
import org.infens.eval.Metrics;
import org.infens.experiment.ExperimentData;
import org.infens.Classifier;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;

/**
 * LPBoost-Stump's test error at each C of Lin &amp; Li 2008's grid, without cross-validation, on the same splits as
 * {@code infens reproduce} (master seed 1, run r of data set D): the evidence behind the note on Lin &amp; Li 2008,
 * Table 2, where our cross-validated LPBoost is far below the paper's on the noisy and threenorm sets. For each log2 C
 * it prints the mean test error (%) with its standard error, and the mean number of columns generated and of non-zero
 * weights.
 *
 * <p>Usage: {@code LpBoostCSweep [runs=20] [datasets=twonorm,twonorm-n,threenorm,threenorm-n,ringnorm,ringnorm-n]
 * [out=infens-bench/results/lpboost-c-sweep.md]}.
 */
public final class LpBoostCSweep {
    private LpBoostCSweep() {
    }

    /** Runs the sweep; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        String[] sets = (args.length > 1 ? args[1] : "twonorm,twonorm-n,threenorm,threenorm-n,ringnorm,ringnorm-n")
                .split(",");
        Path out = Path.of(args.length > 2 ? args[2] : "infens-bench/results/lpboost-c-sweep.md");
        int[] logC = {-9, -7, -5, -3, -1, 1, 3};
        List<String> lines = new ArrayList<>();
        lines.add("# LPBoost-Stump test error (%) at each C, no cross-validation");
        lines.add("");
        lines.add("`java -cp infens-bench/target/infens-bench.jar org.infens.bench.LpBoostCSweep " + runs + " "
                + String.join(",", sets) + "`: " + runs + " runs per cell on the splits of `infens reproduce` "
                + "(master seed 1; 300 training rows, 3000 test rows; `-n`: 10% of the training labels flipped), "
                + "`lpboost(base=stump, columns=1000, C=2^k)`. Each cell: mean test error ± standard error "
                + "[mean columns generated / mean non-zero weights].");
        lines.add("");
        StringBuilder head = new StringBuilder("| data set |");
        StringBuilder rule = new StringBuilder("|---|");
        for (int k : logC) {
            head.append(" log2 C = ").append(k).append(" |");
            rule.append("---:|");
        }
        lines.add(head.toString());
        lines.add(rule.toString());
        for (String set : sets) {
            StringBuilder row = new StringBuilder("| " + set + " |");
            for (int k : logC) {
                double[] errors = new double[runs];
                double columns = 0;
                double nonZero = 0;
                for (int r = 0; r < runs; r++) {
                    ExperimentData.Split split = ExperimentData.split(set, ExperimentData.cellSeed(1, set, r));
                    Classifier model = Learners.create("lpboost(base=stump, columns=1000, C="
                            + Math.scalb(1.0, k) + ")", LearnerContext.defaults()).fit(split.train());
                    errors[r] = 100 * (1 - Metrics.accuracy(model, split.test()));
                    Ensemble e = (Ensemble) model;
                    columns += e.members().size();
                    nonZero += e.nonZeroCount();
                }
                row.append(String.format(Locale.ROOT, " %.2f ± %.2f [%.0f / %.0f] |", mean(errors),
                        standardError(errors), columns / runs, nonZero / runs));
            }
            lines.add(row.toString());
            System.out.println(row);
        }
        Files.createDirectories(out.toAbsolutePath().getParent());
        AtomicFiles.write(out, w -> w.write(String.join("\n", lines) + "\n"));
    }

    private static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s / x.length;
    }

    private static double standardError(double[] x) {
        if (x.length < 2) {
            return Double.NaN;
        }
        double m = mean(x);
        double s = 0;
        for (double v : x) {
            s += (v - m) * (v - m);
        }
        return Math.sqrt(s / (x.length - 1) / x.length);
    }
}
