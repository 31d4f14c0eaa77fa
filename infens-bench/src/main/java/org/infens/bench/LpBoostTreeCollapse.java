package org.infens.bench;

import java.util.List;
import java.util.Locale;
import org.infens.boost.LpBoostModel;
import org.infens.eval.Metrics;
import org.infens.experiment.ExperimentData;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;

/**
 * LPBoost with C4.5 trees fitted to the LP's dual weights ({@code base=c45}) against trees fitted to samples drawn
 * from them ({@code base=resample(base=c45)}), without cross-validation, on the splits of {@code infens reproduce}
 * (master seed 1, run r of data set D): the evidence behind Lin &amp; Li 2008, Table 4's LPBoost-Dec choice
 * ({@code infens-bench/results/002-uci-boosting.md}). For each run and C it prints, per base learner, the test error
 * (%), the columns generated, the trees of weight above 1e-3, the largest weight, and whether the ensemble ended on
 * one tree: a tree of weight 1 (to 1e-9) that is right on every training row, which alone solves the LP.
 *
 * <p>Usage: {@code LpBoostTreeCollapse [dataset=ionosphere] [runs=4] [log2 C values=-3,-1,1,3]}.
 */
public final class LpBoostTreeCollapse {
    private LpBoostTreeCollapse() {
    }

    /** Runs the comparison; see the class comment for the arguments. */
    public static void main(String[] args) {
        String set = args.length > 0 ? args[0] : "ionosphere";
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        String[] logC = (args.length > 2 ? args[2] : "-3,-1,1,3").split(",");
        List<String> bases = List.of("c45", "resample(base=c45)");
        System.out.println("| run | log2 C | base | test error | columns | trees > 1e-3 | largest weight | one tree |");
        System.out.println("|---:|---:|---|---:|---:|---:|---:|---|");
        double[] sum = new double[bases.size()];
        int[] collapsed = new int[bases.size()];
        int fits = 0;
        for (int run = 0; run < runs; run++) {
            ExperimentData.Split split = ExperimentData.split(set, ExperimentData.cellSeed(1, set, run));
            for (String k : logC) {
                fits++;
                for (int b = 0; b < bases.size(); b++) {
                    String spec = "lpboost(base=" + bases.get(b) + ", columns=1000, C=2^" + k + ")";
                    LpBoostModel m = (LpBoostModel) Learners.create(spec,
                            new LearnerContext(split.learnerSeed(), 1)).fit(split.train());
                    double[] w = m.weights();
                    int top = 0;
                    int large = 0;
                    for (int t = 0; t < w.length; t++) {
                        top = w[t] > w[top] ? t : top;
                        large += w[t] > 1e-3 ? 1 : 0;
                    }
                    boolean one = Math.abs(w[top] - 1) < 1e-9
                            && Metrics.accuracy(m.members().get(top), split.train()) == 1;
                    double test = 100 * (1 - Metrics.accuracy(m, split.test()));
                    sum[b] += test;
                    collapsed[b] += one ? 1 : 0;
                    System.out.println(String.format(Locale.ROOT, "| %d | %s | %s | %.2f | %d | %d | %.3f | %s |", run,
                            k, bases.get(b), test, w.length, large, w[top], one ? "yes" : "no"));
                }
            }
        }
        for (int b = 0; b < bases.size(); b++) {
            System.out.println(String.format(Locale.ROOT, "%s on %s: mean test error %.2f%% over %d fits, %d ended on"
                    + " one tree", bases.get(b), set, sum[b] / fits, fits, collapsed[b]));
        }
    }
}
