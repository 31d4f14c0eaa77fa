package org.infens.boost;

import java.util.Objects;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.Seeded;
import org.infens.Trainer;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.learner.InstanceWeights;
import org.infens.spec.Spec;

/**
 * Boosting by resampling (Freund &amp; Schapire 1996): the base learner is fitted, without weights, to n rows drawn
 * with replacement with probability proportional to the example weights, instead of to the weighted rows. It is
 * how a base learner that takes no weights is boosted (C4.5 release 8 takes none; Ling Li's Lemga library, the
 * second author's boosting code of Lin &amp; Li 2008, fits such a learner to a sample drawn this way), and it makes
 * any classifier trainer, weighted or not, a base learner for {@code adaboost} and {@code lpboost}.
 *
 * <p>It changes what LPBoost finds with a strong base learner. LPBoost's dual weights are zero on most rows; a
 * C4.5 tree fitted to them as instance weights still sees every row, and on nearly separable data (ionosphere)
 * it often classifies all training rows correctly. One such tree alone attains (P4)'s optimum (sum w = 1 at
 * margin 1 for every row), so column generation ends with that tree carrying all the weight, and the ensemble
 * predicts as one tree. A tree fitted to a sample drawn from the dual weights sees only rows of positive weight,
 * with their multiplicities, and the ensemble keeps many trees (measured in
 * {@code infens-bench/results/002-uci-boosting.md}).
 *
 * <p>Sampling: n = the number of rows, each draw the first row whose cumulative weight exceeds a uniform number
 * in [0, total), so a row of weight 0 is never drawn. The draws and then the base learner's seed (if it is
 * {@link Seeded}) come from {@code new SplittableRandom(seed)}; a boosting loop gives each round its own seed. A
 * sample may hold one class only; a base learner that cannot fit one class (an SVM) then throws. The model is the
 * base learner's, fitted to the sample; the data set's own instance weights, when {@link #fit(Dataset)} uses them,
 * act as the sampling weights.
 */
public final class ResamplingTrainer implements WeightedTrainer<Classifier>, Seeded<ResamplingTrainer> {
    private final Trainer<? extends Classifier> base;
    private final long seed;

    /**
     * A trainer.
     *
     * @param base the learner fitted to each sample
     * @param seed the seed of the draws and of the base learner
     */
    public ResamplingTrainer(Trainer<? extends Classifier> base, long seed) {
        this.base = Objects.requireNonNull(base, "base");
        this.seed = seed;
    }

    @Override
    public Spec spec() {
        return Spec.parse("resample(base=" + base.spec() + ")");
    }

    @Override
    public long seed() {
        return seed;
    }

    @Override
    public ResamplingTrainer withSeed(long newSeed) {
        return new ResamplingTrainer(base, newSeed);
    }

    /**
     * Fits the base learner to n rows drawn with probability proportional to {@code weights} (1 each if null).
     *
     * @throws IllegalArgumentException if a weight is negative or not finite, or every weight is 0
     */
    @Override
    public Classifier fit(Dataset data, double[] weights) {
        Objects.requireNonNull(data, "data");
        double[] u = InstanceWeights.checked(weights, data.size());
        SplittableRandom random = new SplittableRandom(seed);
        Dataset sample = data.view(draw(u, random));
        Trainer<? extends Classifier> b = Seeded.reseeded(base, random.nextLong());
        if (b instanceof WeightedTrainer<? extends Classifier> w) {
            return w.fit(sample, null);
        }
        return b.fit(sample.hasWeights() ? sample.withWeights(null) : sample);
    }

    /** n rows drawn with replacement, row i with probability u_i / sum u. */
    static int[] draw(double[] u, SplittableRandom random) {
        int n = u.length;
        double[] cumulative = new double[n];
        double total = 0;
        int last = -1;
        for (int i = 0; i < n; i++) {
            total += u[i];
            cumulative[i] = total;
            if (u[i] > 0) {
                last = i;
            }
        }
        if (last < 0) {
            throw new IllegalArgumentException("resample: the weights sum to 0; at least one must be positive");
        }
        int[] rows = new int[n];
        for (int k = 0; k < n; k++) {
            double r = random.nextDouble() * total;
            int lo = 0;
            int hi = last; // a product rounded up to total still draws a row of positive weight
            while (lo < hi) { // the first i with cumulative[i] > r
                int mid = (lo + hi) >>> 1;
                if (cumulative[mid] > r) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            rows[k] = lo;
        }
        return rows;
    }
}
