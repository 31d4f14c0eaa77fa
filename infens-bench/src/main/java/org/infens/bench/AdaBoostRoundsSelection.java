package org.infens.bench;

import java.util.Arrays;
import java.util.Locale;
import org.infens.Classifier;
import org.infens.WeightedTrainer;
import org.infens.boost.AdaBoostModel;
import org.infens.boost.AdaBoostTrainer;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.experiment.ExperimentData;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.SolverListener;
import org.infens.spec.Spec;

/**
 * What AdaBoost's {@code T=cv} costs a reproduced cell: on the splits of {@code infens reproduce} (run r of data set D
 * under a master seed, {@link ExperimentData#cellSeed}), the cross-validation curve of T ({@link
 * AdaBoostTrainer#validationErrors}, the folds and runs {@code reproduce}'s cell uses), then the test error of the
 * T picked by three tie rules among the T of least validation error (the first, our rule and the cell's own result;
 * the last; the middle one), of T = maxT with no selection, of T = maxT / 3, and of the T with the least test error
 * (chosen on the test set: a bound, not a method). Every test error is read off the prefixes of one run of maxT
 * rounds on the training set with the cell's seed (a run of T rounds is the first T rounds of a longer one); the
 * first rule's is checked against a separate fit of that T.
 *
 * <p>Lin &amp; Li 2008, Sec. 7 search T in {10, 20, ..., 1500} by five-fold cross-validation and state no tie rule.
 *
 * <p>Usage: {@code AdaBoostRoundsSelection DATASET SPEC RUNS MASTER_SEED}, SPEC an adaboost spec with {@code T=cv},
 * for example {@code AdaBoostRoundsSelection twonorm 'adaboost(base=resample(base=c45), T=cv, folds=5, maxT=1500,
 * step=10)' 30 1}. Prints one line per run (to standard error) and a summary per rule: mean test error (%) ± its
 * standard error over the runs and the median T.
 */
public final class AdaBoostRoundsSelection {
    private static final String[] RULES = {"first tied (ours)", "last tied", "middle tied", "T = maxT",
        "T = maxT / 3", "best T on the test set"};

    private AdaBoostRoundsSelection() {
    }

    /** Runs the study; see the class comment for the arguments. */
    public static void main(String[] args) {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: AdaBoostRoundsSelection DATASET SPEC RUNS MASTER_SEED");
        }
        String dataset = args[0];
        Spec spec = Spec.parse(args[1]);
        int runs = Integer.parseInt(args[2]);
        long master = Long.parseLong(args[3]);
        double[][] errors = new double[RULES.length][runs];
        int[][] rounds = new int[RULES.length][runs];
        int tiedRuns = 0;
        for (int r = 0; r < runs; r++) {
            ExperimentData.Split s = ExperimentData.split(dataset, ExperimentData.cellSeed(master, dataset, r));
            LearnerContext context = new LearnerContext(s.learnerSeed(), 1, SolverListener.NONE);
            if (!(Learners.create(spec, context) instanceof AdaBoostTrainer cv) || !cv.params().selectRounds()) {
                throw new IllegalArgumentException("SPEC must be adaboost(..., T=cv, ...), got " + spec);
            }
            int step = cv.params().step();
            int maxT = cv.params().maxRounds();
            double[] curve = cv.validationErrors(s.train(), WeightedTrainer.weightsOf(s.train())); // as fit(data)
            double least = Arrays.stream(curve).min().orElseThrow();
            int[] tied = java.util.stream.IntStream.range(0, curve.length).filter(c -> curve[c] == least).toArray();
            tiedRuns += tied.length > 1 ? 1 : 0;
            Spec full = fixed(spec, maxT);
            AdaBoostModel run = (AdaBoostModel) Learners.create(full, context).fit(s.train());
            double[] prefix = prefixErrors(run, s.test(), step, curve.length);
            int best = 0;
            for (int c = 1; c < prefix.length; c++) {
                if (prefix[c] < prefix[best]) {
                    best = c;
                }
            }
            int[] picks = {tied[0], tied[tied.length - 1], tied[tied.length / 2], curve.length - 1,
                curve.length / 3 - 1, best};
            int firstT = (tied[0] + 1) * step;
            Classifier check = Learners.create(fixed(spec, firstT), context)
                    .fit(s.train());
            double checkError = 100 * Metrics.error(Metrics.predictedClasses(check, s.test()), s.test());
            if (Math.abs(checkError - prefix[tied[0]]) > 1e-9) {
                throw new IllegalStateException("run " + r + ": the prefix of T = " + firstT + " gives "
                        + prefix[tied[0]] + "%, its own fit " + checkError + "%");
            }
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%s run %d: %d T tied at %.0f;",
                    dataset, r, tied.length, least));
            for (int k = 0; k < picks.length; k++) {
                errors[k][r] = prefix[picks[k]];
                rounds[k][r] = (picks[k] + 1) * step;
                line.append(String.format(Locale.ROOT, " %d:%.2f", rounds[k][r], errors[k][r]));
            }
            System.err.println(line);
        }
        System.out.printf(Locale.ROOT, "%s %s, %d runs (master seed %d), %d with tied T; test error (%%), mean ± se,"
                + " median T:%n", dataset, spec, runs, master, tiedRuns);
        for (int k = 0; k < RULES.length; k++) {
            double mean = Arrays.stream(errors[k]).average().orElse(Double.NaN);
            double ss = 0;
            for (double e : errors[k]) {
                ss += (e - mean) * (e - mean);
            }
            double se = runs > 1 ? Math.sqrt(ss / (runs - 1) / runs) : Double.NaN;
            int[] sorted = rounds[k].clone();
            Arrays.sort(sorted);
            double median = runs % 2 == 1 ? sorted[runs / 2] : 0.5 * (sorted[runs / 2 - 1] + sorted[runs / 2]);
            System.out.printf(Locale.ROOT, "  %-24s %6.2f ± %.2f   median T %.0f%n", RULES[k], mean, se, median);
        }
    }

    /** The spec with T fixed at {@code t} in place of T=cv and its selection's parameters. */
    private static Spec fixed(Spec cv, int t) {
        return cv.with("T", t).without("folds").without("max-T").without("step");
    }

    /**
     * The test error (%) of the first (c + 1) step rounds of {@code run}, for every c: the votes as
     * {@code VotingEnsemble} counts them (sum of w_t per class, the first class of most votes).
     */
    private static double[] prefixErrors(AdaBoostModel run, Dataset test, int step, int candidates) {
        int k = run.labels().size();
        int m = test.size();
        double[] votes = new double[m * k];
        double[] w = run.weights();
        double[] out = new double[candidates];
        for (int c = 0; c < candidates; c++) {
            for (int t = c * step; t < Math.min((c + 1) * step, w.length); t++) {
                if (w[t] != 0) {
                    Classifier h = run.members().get(t);
                    for (int i = 0; i < m; i++) {
                        votes[i * k + h.classOf(test, i)] += w[t];
                    }
                }
            }
            int wrong = 0;
            for (int i = 0; i < m; i++) {
                int best = 0;
                for (int l = 1; l < k; l++) {
                    if (votes[i * k + l] > votes[i * k + best]) {
                        best = l;
                    }
                }
                wrong += best == test.classOf(i) ? 0 : 1;
            }
            out[c] = 100.0 * wrong / m;
        }
        return out;
    }
}
