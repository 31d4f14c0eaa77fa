package org.infens.boost;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Staged;
import org.infens.Tasks;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.learner.InstanceWeights;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.spec.Spec;

/**
 * AdaBoost (Freund &amp; Schapire 1997) as Lin 2005, Algorithm 1 writes it, over any weighted base learner, and its
 * multi-class form SAMME (Zhu, Zou, Rosset &amp; Hastie 2009) for K &gt; 2 classes; AdaBoost-Stump, -Perc and -Dec
 * of Lin &amp; Li 2008, Sec. 7 and Lin 2005, Sec. 5.
 *
 * <p>Starting from U_1(i) = u_i / sum u (1/N without data weights), round t
 * <ol>
 *   <li>fits h_t to (Z, U_t) with the base learner ({@link WeightedTrainer#bind bound} once to the data, so a stump
 *       presorts once; round t's seed is the t-th value drawn from {@code new SplittableRandom(seed)});</li>
 *   <li>computes e_t = sum_i U_t(i) [h_t(x_i) != y_i] and stops if e_t = 0 or e_t &gt;= 1 - 1/K (1/2 for two
 *       classes, Algorithm 1's abort rule);</li>
 *   <li>sets w_t = ln((1 - e_t) / e_t) + ln(K - 1) and U_{t+1}(i) proportional to U_t(i) exp(w_t [h_t(x_i) != y_i]).
 *       For K = 2 this is Algorithm 1 exactly: multiplying the wrong rows by (1 - e_t) / e_t and normalising equals
 *       multiplying the right rows by e_t / (1 - e_t) and normalising.</li>
 * </ol>
 *
 * <p>Our choices where Algorithm 1 says only "abort": if e_t = 0, h_t joins with weight 1 + sum_{s&lt;t} w_s, so that
 * it alone decides (as it classifies the whole training set correctly); if e_t &gt;= 1 - 1/K, h_t is dropped, except
 * in round 1, where the ensemble is h_1 alone with weight 1. Ling Li's Lemga library (AdaBoost of the second author
 * of Lin &amp; Li 2008, whose experiments do not name their code) predicts the same: an error of at least 1/2 ends
 * the run without h_t, and an error of 0 gives h_t the weight ln(1000)/2 and leaves the example weights as they
 * are, so every later round refits h_t and the ensemble votes as h_t alone.
 *
 * <p>{@code T=cv}: T is chosen from {step, 2 step, ..., maxT} by stratified k-fold cross-validation (folds seeded by
 * this trainer's seed) with the error of each T read off the prefixes of ONE run of maxT rounds per fold: the model
 * with T rounds is the first T rounds of a longer run, so no T is retrained. The smallest T of least total
 * (data-weighted) validation error wins; the final model is a run of that T on all the data. Folds run in parallel
 * on up to {@code threads} threads; each fold's run has its own seed drawn in fold order, so the result does not
 * depend on the thread count.
 */
public final class AdaBoostTrainer implements WeightedTrainer<AdaBoostModel>, Seeded<AdaBoostTrainer>,
        Staged<AdaBoostModel> {
    private final WeightedTrainer<? extends Classifier> base;
    private final String baseSpec;
    private final AdaBoostParams params;
    private final long seed;
    private final int threads;

    /**
     * A trainer.
     *
     * @param base     the base learner
     * @param baseSpec the base learner's spec, for provenance (e.g. {@code stump})
     * @param params   T or its selection
     * @param seed     the seed of the base learner's rounds and of the cross-validation folds
     * @param threads  how many folds of {@code T=cv} may run at once, {@code >= 1}
     */
    public AdaBoostTrainer(WeightedTrainer<? extends Classifier> base, String baseSpec, AdaBoostParams params,
                           long seed, int threads) {
        this.base = Objects.requireNonNull(base, "base");
        this.baseSpec = Objects.requireNonNull(baseSpec, "baseSpec");
        this.params = Objects.requireNonNull(params, "params");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        this.seed = seed;
        this.threads = threads;
    }

    /** The parameters. */
    public AdaBoostParams params() {
        return params;
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse("adaboost(base=" + baseSpec + ", " + params.describe() + ")");
    }

    @Override
    public long seed() {
        return seed;
    }

    @Override
    public AdaBoostTrainer withSeed(long newSeed) {
        return new AdaBoostTrainer(base, baseSpec, params, newSeed, threads);
    }

    @Override
    public AdaBoostModel fit(Dataset data, double[] weights) {
        double[] u = checkedWeights(data, weights);
        int rounds = params.selectRounds() ? selectRounds(data, u) : params.rounds();
        return model(data, run(data, u, rounds, seed), spec().toString());
    }

    /**
     * The base learner of one AdaBoost run given round by round, for a base learner that searches elsewhere, such
     * as the exact stump search over the feature-partitioned columns of a cluster ({@code infens-spark}): it must
     * return, round after round, the hypotheses the base learner of this trainer would fit to the same data with the
     * same weights and seeds. The loop keeps the distribution U_t, computes e_t and w_t from the classes the round
     * reports, and reweights ({@link #reweight}); a learner that keeps copies of U_t where its columns are (so that
     * only h_t's outputs travel, not U_t) applies the same {@link #reweight} to them when told by
     * {@link #reweighted}, and gets the same doubles.
     */
    public interface Rounds {
        /**
         * Round t's hypothesis h_t for the distribution U_t.
         *
         * @param distribution U_t(i), one non-negative weight per row summing to 1 (not modified); the base learner
         *                     is fitted to it scaled to mean 1 ({@link InstanceWeights#meanOne})
         * @param seed         round t's seed
         * @param classes      set to h_t's class of every row
         * @return h_t
         */
        Classifier next(double[] distribution, long seed, int[] classes);

        /**
         * The loop has reweighted U_t into U_{t+1} with {@link #reweight}{@code (U_t, wrong, alpha)}, the rows
         * h_t misclassifies being those whose class from {@link #next} is not their label. Not called after the
         * last round (nor after a round that stops the run). Does nothing by default.
         *
         * @param alpha w_t, the weight of h_t
         */
        default void reweighted(double alpha) {
        }
    }

    /**
     * Fits with {@code rounds} as the base learner instead of this trainer's own: the loop reads the labels, size
     * and weights of {@code rows}, and the model their labels, feature names, dimension and fingerprint; the
     * features are the learner's business. With the rounds the base learner would give, the model is the ordinary
     * fit's (for stumps: {@code AdaBoostTrainerTest}).
     *
     * @param rows    the training rows (their labels and what identifies their data set)
     * @param weights instance weights, or null
     * @param rounds  the base learner, bound to the same rows
     * @throws IllegalArgumentException for {@code T=cv}, whose folds need the features
     */
    public AdaBoostModel fit(LabelledRows rows, double[] weights, Rounds rounds) {
        Objects.requireNonNull(rounds, "rounds");
        if (params.selectRounds()) {
            throw new IllegalArgumentException("adaboost: T=cv refits on folds of the features; give T a number"
                    + " when the features are held elsewhere");
        }
        double[] u = checkedWeights(rows, weights);
        return model(rows, run(rows, u, params.rounds(), seed, rounds), spec().toString());
    }

    /**
     * Step 3 of AdaBoost (Lin 2005, Algorithm 1; SAMME): U_{t+1}(i) proportional to U_t(i) exp(w_t [h_t(x_i) !=
     * y_i]), in place. The loop's own arithmetic, public so that copies of U kept elsewhere
     * ({@link Rounds#reweighted}) get the same doubles: the wrong rows are multiplied by exp(w_t), then every row
     * is divided by the new total, summed in row order.
     *
     * @param distribution U_t, replaced by U_{t+1}
     * @param wrong        whether h_t misclassifies each row
     * @param alpha        w_t
     * @throws IllegalArgumentException if the lengths differ
     */
    public static void reweight(double[] distribution, boolean[] wrong, double alpha) {
        if (wrong.length != distribution.length) {
            throw new IllegalArgumentException("wrong has " + wrong.length + " entries, expected "
                    + distribution.length);
        }
        int n = distribution.length;
        double factor = Math.exp(alpha);
        double z = 0;
        for (int i = 0; i < n; i++) {
            if (wrong[i]) {
                distribution[i] *= factor;
            }
            z += distribution[i];
        }
        for (int i = 0; i < n; i++) {
            distribution[i] /= z;
        }
    }

    private AdaBoostModel model(LabelledRows data, Run run, String spec) {
        Provenance provenance = new Provenance("adaboost", spec, seed, data.fingerprint(), data.dimension(),
                Version.VERSION);
        return new AdaBoostModel(new AdaBoostModel.State(data.labels(), run.weights, run.errors, run.members,
                data.featureNames()), provenance);
    }

    /** T, or the largest T of the selection for {@code T=cv}. */
    @Override
    public int budget() {
        return params.selectRounds() ? params.maxRounds() : params.rounds();
    }

    /** Everything but T; a {@code T=cv} trainer is never grouped with another (it is its own key). */
    @Override
    public Object unbudgeted() {
        return params.selectRounds() ? this : List.of(baseSpec, seed);
    }

    /**
     * The models with each T from one run of the largest: round t does not depend on T, so the model of T = b is
     * the first b rounds of the run (fewer if it stopped early). Rows are weighted as {@link #fit(Dataset)} weights
     * them.
     *
     * @throws IllegalStateException for {@code T=cv}, whose T is chosen inside the fit
     */
    @Override
    public List<AdaBoostModel> fitBudgets(Dataset data, int[] budgets) {
        Staged.checkBudgets(budgets);
        if (params.selectRounds()) {
            throw new IllegalStateException("adaboost: T=cv selects its own T");
        }
        double[] u = checkedWeights(data, WeightedTrainer.weightsOf(data));
        Run full = run(data, u, budgets[budgets.length - 1], seed);
        List<AdaBoostModel> models = new ArrayList<>();
        for (int b : budgets) {
            int t = Math.min(b, full.members.size());
            Run prefix = new Run(List.copyOf(full.members.subList(0, t)), Arrays.copyOf(full.weights, t),
                    Arrays.copyOf(full.errors, t));
            models.add(model(data, prefix, Spec.parse("adaboost(base=" + baseSpec + ", "
                    + AdaBoostParams.fixed(b).describe() + ")").toString()));
        }
        return models;
    }

    /** Refuses data with fewer than 2 classes; the row weights u, checked (all 1 when {@code weights} is null). */
    private static double[] checkedWeights(LabelledRows data, double[] weights) {
        Objects.requireNonNull(data, "data");
        if (data.classCount() < 2) {
            throw new IllegalArgumentException("adaboost: needs at least 2 classes, got " + data.classCount());
        }
        return InstanceWeights.checked(weights, data.size());
    }

    /** The members, weights and errors of one boosting run. */
    record Run(List<Classifier> members, double[] weights, double[] errors) {
    }

    /** Runs at most {@code rounds} rounds of AdaBoost / SAMME on {@code data} with data weights {@code u}. */
    Run run(Dataset data, double[] u, int rounds, long runSeed) {
        return run(data, u, rounds, runSeed, bound(data));
    }

    /** This trainer's base learner, bound to {@code data} in the first round (a stump presorts once). */
    private Rounds bound(Dataset data) {
        return new Rounds() {
            private WeightedTrainer.Bound<? extends Classifier> bound;
            private double[] baseWeight;

            @Override
            public Classifier next(double[] distribution, long roundSeed, int[] classes) {
                if (bound == null) {
                    bound = base.bind(data);
                    baseWeight = new double[data.size()];
                }
                InstanceWeights.meanOne(distribution, baseWeight);
                Classifier h = bound.fit(baseWeight, roundSeed);
                for (int i = 0; i < classes.length; i++) {
                    classes[i] = h.classOf(data, i);
                }
                return h;
            }
        };
    }

    /** Runs at most {@code rounds} rounds of AdaBoost / SAMME on {@code data}'s labels with the base learner {@code learner}. */
    private static Run run(LabelledRows data, double[] u, int rounds, long runSeed, Rounds learner) {
        int n = data.size();
        int k = data.classCount();
        double total = 0;
        for (double ui : u) {
            total += ui;
        }
        if (n == 0) {
            throw new IllegalArgumentException("adaboost: the training data has no rows");
        }
        if (!(total > 0)) {
            throw new IllegalArgumentException("adaboost: the weights sum to " + total + ", must be > 0");
        }
        double[] weight = new double[n];
        for (int i = 0; i < n; i++) {
            weight[i] = u[i] / total;
        }
        int[] y = data.classIndices();
        int[] predicted = new int[n];
        boolean[] wrong = new boolean[n];
        SplittableRandom random = new SplittableRandom(runSeed);
        List<Classifier> members = new ArrayList<>();
        double[] w = new double[rounds];
        double[] e = new double[rounds];
        double weightSum = 0;
        double giveUp = 1.0 - 1.0 / k;
        for (int t = 0; t < rounds; t++) {
            Classifier h = learner.next(weight, random.nextLong(), predicted);
            double error = 0;
            for (int i = 0; i < n; i++) {
                wrong[i] = predicted[i] != y[i];
                if (wrong[i]) {
                    error += weight[i];
                }
            }
            if (error <= 0) {
                members.add(h);
                w[t] = 1 + weightSum;
                e[t] = 0;
                break;
            }
            if (error >= giveUp) {
                if (t == 0) {
                    members.add(h);
                    w[0] = 1;
                    e[0] = error;
                }
                break;
            }
            double alpha = Math.log((1 - error) / error) + Math.log(k - 1.0);
            reweight(weight, wrong, alpha);
            members.add(h);
            w[t] = alpha;
            e[t] = error;
            weightSum += alpha;
            if (t + 1 < rounds) {
                learner.reweighted(alpha);
            }
        }
        int t = members.size();
        return new Run(members, Arrays.copyOf(w, t), Arrays.copyOf(e, t));
    }

    /**
     * The cross-validation curve of {@code T=cv}: element c is the total (data-weighted) validation error over the
     * folds of T = (c + 1) step, for T = step, 2 step, ..., maxT, computed as {@link #fit} computes it (the same
     * folds, fold seeds and runs), so the T that {@code fit} selects is the first minimum of this curve. For
     * studying the selection (how often T ties, what another tie rule would pick) without refitting.
     *
     * @param data    the training set
     * @param weights instance weights, or null for 1 each ({@link #fit(Dataset)} passes the data set's own,
     *                {@link WeightedTrainer#weightsOf})
     * @throws IllegalStateException if T is a number rather than {@code T=cv}
     */
    public double[] validationErrors(Dataset data, double[] weights) {
        Objects.requireNonNull(data, "data");
        if (!params.selectRounds()) {
            throw new IllegalStateException("adaboost: validationErrors needs T=cv, got T=" + params.rounds());
        }
        return curve(data, checkedWeights(data, weights));
    }

    /** T of least cross-validation error, the smallest among ties. */
    int selectRounds(Dataset data, double[] u) {
        double[] curve = curve(data, u);
        int best = 0;
        for (int c = 1; c < curve.length; c++) {
            if (curve[c] < curve[best]) {
                best = c;
            }
        }
        return (best + 1) * params.step();
    }

    /** The total validation error of every candidate T, from the prefixes of one maxT run per fold. */
    private double[] curve(Dataset data, double[] u) {
        List<Fold> folds = Folds.stratified(data, params.folds(), seed);
        int candidates = params.maxRounds() / params.step();
        SplittableRandom random = new SplittableRandom(seed);
        long[] foldSeeds = new long[folds.size()];
        for (int f = 0; f < foldSeeds.length; f++) {
            foldSeeds[f] = random.nextLong();
        }
        double[][] errors = new double[folds.size()][];
        if (threads == 1 || folds.size() == 1) {
            for (int f = 0; f < folds.size(); f++) {
                errors[f] = prefixErrors(data, u, folds.get(f), foldSeeds[f], candidates);
            }
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, folds.size()), r -> {
                Thread thread = new Thread(r, "infens-adaboost-cv");
                thread.setDaemon(true);
                return thread;
            });
            try {
                List<Future<double[]>> futures = new ArrayList<>();
                for (int f = 0; f < folds.size(); f++) {
                    Fold fold = folds.get(f);
                    long foldSeed = foldSeeds[f];
                    futures.add(pool.submit(() -> prefixErrors(data, u, fold, foldSeed, candidates)));
                }
                for (int f = 0; f < folds.size(); f++) {
                    errors[f] = Tasks.join(futures.get(f), "cross-validating adaboost");
                }
            } finally {
                pool.shutdownNow();
            }
        }
        double[] curve = new double[candidates];
        for (int c = 0; c < candidates; c++) {
            double sum = 0;
            for (double[] foldErrors : errors) {
                sum += foldErrors[c];
            }
            curve[c] = sum;
        }
        return curve;
    }

    /** The weighted validation error on {@code fold}'s test rows of the prefix of T = (c+1) step, for every c. */
    private double[] prefixErrors(Dataset data, double[] u, Fold fold, long foldSeed, int candidates) {
        int[] train = fold.train();
        int[] test = fold.test();
        Dataset trainData = data.view(train);
        Dataset testData = data.view(test);
        double[] trainWeights = new double[train.length];
        for (int i = 0; i < train.length; i++) {
            trainWeights[i] = u[train[i]];
        }
        Run run = run(trainData, trainWeights, params.maxRounds(), foldSeed);
        int k = data.classCount();
        int m = test.length;
        double[] votes = new double[m * k];
        int[] y = testData.classIndices();
        double[] out = new double[candidates];
        int rounds = run.members.size();
        for (int c = 0; c < candidates; c++) {
            int from = Math.min(c * params.step(), rounds);
            int to = Math.min((c + 1) * params.step(), rounds);
            for (int t = from; t < to; t++) {
                Classifier h = run.members.get(t);
                double wt = run.weights[t];
                for (int i = 0; i < m; i++) {
                    votes[i * k + h.classOf(testData, i)] += wt;
                }
            }
            double error = 0;
            for (int i = 0; i < m; i++) {
                int best = 0;
                for (int l = 1; l < k; l++) {
                    if (votes[i * k + l] > votes[i * k + best]) {
                        best = l;
                    }
                }
                if (best != y[i]) {
                    error += u[test[i]];
                }
            }
            out[c] = error;
        }
        return out;
    }
}
