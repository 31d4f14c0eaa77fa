package org.infens.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.kernel.QuasiLinearKernel;
import org.infens.quasilinear.QuasiLinearTrainer;
import org.infens.select.CrossValidation;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;

/**
 * One factor at a time: why the partitions of the quasi-linear SVM (Zhao 2017, "Random Forest Based Quasi-Linear
 * Kernel Composition for Support Vector Machine", Sec. 4.2, Table 4.2) help or do not. On the protocol of
 * {@link PaperTable42} (random half/half splits, seeds 4200 + run, rows scaled to unit L2 norm), each variant (a
 * {@code quasilinear(...)} learner spec) is studied through {@link QuasiLinearTrainer#candidates}: for every
 * candidate M and every C of Zhao 2017's grid, the 3-fold cross-validated accuracy on the training half (the folds
 * the trainer uses) and the test accuracy of the SVM trained on the whole half. Printed per variant: the test
 * accuracy of the (M, C) that cross-validation picks (the trainer's rule: best CV accuracy, ties to the smaller M,
 * then the smaller C; the trainer's own model), the linear SVM's (C by 3-fold CV), how often M = 1 is picked, the
 * test accuracy of the best M in hindsight (C still by CV), and per M: mean CV accuracy, mean test accuracy (both at
 * the C CV picks for that M) and the mean largest gate max_j R_j(x) over the test rows (1: hard partitions; 1/M:
 * every gate alike, the kernel is then the linear kernel divided by M).
 *
 * <p>Usage: {@code java -cp infens-bench.jar org.infens.bench.QuasiLinearAblation [--runs 10] [--sets sonar]
 * [--standardize] --variants 'quasilinear(...);quasilinear(...)'}. {@code --standardize} scales every feature to
 * mean 0 and standard deviation 1 on the training half (test rows with the training statistics) before the rows are
 * scaled to unit L2 norm, for every method.
 */
public final class QuasiLinearAblation {
    private QuasiLinearAblation() {
    }

    /**
     * Runs the study and prints one block per set and variant.
     *
     * @param args see the class comment
     */
    public static void main(String[] args) {
        int runs = 10;
        List<String> sets = List.of("sonar");
        List<String> variants = List.of("quasilinear");
        boolean standardize = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--sets" -> sets = List.of(args[++i].split(","));
                case "--variants" -> variants = List.of(args[++i].split(";"));
                case "--standardize" -> standardize = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        double[] cs = PaperTable42.C;
        for (String set : sets) {
            Dataset raw = PaperTable42.asInThesis(set, BundledData.load(set));
            double[] linear = new double[runs];
            for (int r = 0; r < runs; r++) {
                Dataset[] tt = split(raw, 4_200L + r, standardize);
                LearnerContext ctx = new LearnerContext(4_200L + r, 1);
                linear[r] = PaperTable42.test(PaperTable42.select(PaperTable42.grid("svm(kernel=linear, C=%s)",
                        null), tt[0], 4_200L + r, ctx), tt, ctx);
            }
            System.out.printf(Locale.ROOT, "== %s%s, %d runs: linear SVM %.2f +- %.2f%n", set,
                    standardize ? " (standardised)" : "", runs, 100 * Metrics.mean(linear),
                    100 * Metrics.standardError(linear));
            for (String variant : variants) {
                study(raw, variant.strip(), runs, standardize, cs, linear);
            }
        }
    }

    private static Dataset[] split(Dataset raw, long seed, boolean standardize) {
        Dataset[] tt = PaperTable42.halves(raw, seed);
        if (standardize) {
            int d = raw.dimension();
            double[] mean = new double[d];
            double[] sd = new double[d];
            Dataset train = tt[0];
            for (int i = 0; i < train.size(); i++) {
                for (int f = 0; f < d; f++) {
                    mean[f] += train.get(i, f) / train.size();
                }
            }
            for (int i = 0; i < train.size(); i++) {
                for (int f = 0; f < d; f++) {
                    double t = train.get(i, f) - mean[f];
                    sd[f] += t * t / train.size();
                }
            }
            for (int k = 0; k < 2; k++) {
                double[][] x = new double[tt[k].size()][d];
                for (int i = 0; i < x.length; i++) {
                    for (int f = 0; f < d; f++) {
                        x[i][f] = sd[f] > 0 ? (tt[k].get(i, f) - mean[f]) / Math.sqrt(sd[f]) : 0;
                    }
                }
                tt[k] = Dataset.dense(x, tt[k].classIndices(), tt[k].labels());
            }
        }
        return new Dataset[] {PaperTable42.l2Rows(tt[0]), PaperTable42.l2Rows(tt[1])};
    }

    private static void study(Dataset raw, String variant, int runs, boolean standardize, double[] cs,
                              double[] linear) {
        double[] picked = new double[runs];
        double[] hindsight = new double[runs];
        double[] oneSe = new double[runs];
        int[] chosenM = new int[runs];
        int ones = 0;
        TreeMap<Integer, double[]> perM = new TreeMap<>(); // M -> {runs, cv, test, largest gate}
        long start = System.nanoTime();
        for (int r = 0; r < runs; r++) {
            long seed = 4_200L + r;
            Dataset[] tt = split(raw, seed, standardize);
            QuasiLinearTrainer trainer = (QuasiLinearTrainer) Learners.create(variant, new LearnerContext(seed, 1));
            QuasiLinearTrainer.Candidates cand = trainer.candidates(tt[0]);
            double bestCv = -1;
            double bestHindsight = -1;
            List<double[]> cvTest = new ArrayList<>();
            for (QuasiLinearKernel k : cand.kernels()) {
                double mCv = -1;
                double mTest = 0;
                for (double c : cs) {
                    SvmTrainer svm = new SvmTrainer(SvmParams.of(k).withC(c));
                    double cv = Metrics.accuracy(CrossValidation.predict(svm, tt[0], cand.folds()), tt[0]);
                    if (cv > mCv) {
                        mCv = cv;
                        SvmModel model = svm.fit(tt[0]);
                        mTest = Metrics.accuracy(model, tt[1]);
                    }
                }
                int m = k.partitionCount();
                if (mCv > bestCv) {
                    bestCv = mCv;
                    picked[r] = mTest;
                    chosenM[r] = m;
                }
                bestHindsight = Math.max(bestHindsight, mTest);
                cvTest.add(new double[] {mCv, mTest});
                double[] gates = new double[m];
                double largest = 0;
                for (int i = 0; i < tt[1].size(); i++) {
                    k.gates(tt[1], i, gates);
                    double g = 0;
                    for (double v : gates) {
                        g = Math.max(g, v);
                    }
                    largest += g / tt[1].size();
                }
                double[] acc = perM.computeIfAbsent(m, key -> new double[4]);
                acc[0]++;
                acc[1] += mCv;
                acc[2] += mTest;
                acc[3] += largest;
            }
            hindsight[r] = bestHindsight;
            double se = Math.sqrt(bestCv * (1 - bestCv) / tt[0].size());
            for (double[] ct : cvTest) {
                if (ct[0] >= bestCv - se) {
                    oneSe[r] = ct[1];
                    break;
                }
            }
            ones += chosenM[r] == 1 ? 1 : 0;
        }
        double[] diff = new double[runs];
        for (int r = 0; r < runs; r++) {
            diff[r] = picked[r] - linear[r];
        }
        System.out.printf(Locale.ROOT, "-- %s: picked %.2f +- %.2f (minus linear %+.2f +- %.2f), M = 1 in %d/%d,"
                        + " best M in hindsight %.2f, smallest M within one binomial standard error of the best CV accuracy %.2f,"
                        + " %.0f s%n   chosen M %s%n", variant, 100 * Metrics.mean(picked),
                100 * Metrics.standardError(picked), 100 * Metrics.mean(diff), 100 * Metrics.standardError(diff),
                ones, runs, 100 * Metrics.mean(hindsight), 100 * Metrics.mean(oneSe), (System.nanoTime() - start) / 1e9,
                java.util.Arrays.toString(chosenM));
        StringBuilder sb = new StringBuilder("   M (runs): cv/test/largest gate ");
        List<String> cells = new ArrayList<>();
        perM.forEach((m, a) -> cells.add(String.format(Locale.ROOT, "%d (%d): %.1f/%.1f/%.2f", m, (int) a[0],
                100 * a[1] / a[0], 100 * a[2] / a[0], a[3] / a[0])));
        System.out.println(sb.append(String.join(", ", cells)));
    }
}
