package org.infens.boost;

import java.util.ArrayList;
import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.multiclass.ArgMax;

/**
 * An AdaBoost.MH ensemble ({@link AdaBoostMhTrainer}): f_l(x) = sum_t alpha_t h_t(x, l) over its
 * {@link MultiClassStump} members (h = v_l phi(x) for the discrete variant, a confidence per side and class for the
 * real one, whose alphas are 1); the prediction is the first class of largest f_l. Decision values: f_l for every
 * class, or for two classes the single value f_0 - f_1 (positive for class 0, as {@link org.infens.Classifier}
 * asks of binary models).
 *
 * <p>Immutable and thread-safe.
 */
public final class AdaBoostMhModel extends StoredClassifier<AdaBoostMhModel.State> implements Ensemble {
    /**
     * The model's state, as its file holds it: one entry per round t in each array.
     *
     * @param labels     the classes
     * @param feature    the feature each stump tests, {@code >= 0}
     * @param threshold  each stump's threshold, phi = +1 above it; -infinity for the constant stump
     * @param votes      each stump's votes v_l, one per class, each -1 or +1; for the real variant, its confidences
     *                   above the threshold
     * @param alpha      alpha_t, finite
     * @param normalizer Z_t of each round (their product bounds the training Hamming loss), finite and &gt;= 0
     * @param features   the training features' names, or empty
     * @param below      empty for the discrete variant (below the threshold h = -votes); for the real one, each
     *                   stump's confidences at or below the threshold, one per class, finite (absent from the files
     *                   of discrete models, which are as before it was added)
     */
    public record State(Labels labels, int[] feature, double[] threshold, double[][] votes, double[] alpha,
                        double[] normalizer, @IfAbsent("[]") List<String> features,
                        @IfAbsent("[]") double[][] below) implements ClassifierState {
        /** Checks every field: as many entries in each array, at least one. */
        public State {
            Check.notNull("labels", labels);
            int rounds = feature.length;
            Check.that(rounds > 0, "feature", "must have an entry per round, at least one");
            feature = Check.range("feature", feature, 0, Integer.MAX_VALUE);
            Check.length("threshold", threshold.length, rounds);
            threshold = threshold.clone();
            for (int t = 0; t < rounds; t++) {
                Check.that(threshold[t] < Double.POSITIVE_INFINITY, "threshold[" + t + "]",
                        "must be a number below +infinity, got " + threshold[t]);
            }
            Check.length("votes", votes.length, rounds);
            votes = Check.finite("votes", votes, labels.size());
            if (below.length == 0) {
                for (int t = 0; t < rounds; t++) {
                    for (int l = 0; l < votes[t].length; l++) {
                        Check.that(Math.abs(votes[t][l]) == 1, "votes[" + t + "][" + l + "]",
                                "must be -1 or +1, got " + votes[t][l]);
                    }
                }
            } else {
                Check.length("below", below.length, rounds);
                below = Check.finite("below", below, labels.size());
            }
            Check.length("alpha", alpha.length, rounds);
            alpha = Check.finite("alpha", alpha);
            Check.length("normalizer", normalizer.length, rounds);
            normalizer = Check.finite("normalizer", normalizer);
            features = List.copyOf(features);
        }

        /** The features tested (a copy). */
        @Override
        public int[] feature() {
            return feature.clone();
        }

        /** The thresholds (a copy). */
        @Override
        public double[] threshold() {
            return threshold.clone();
        }

        /** The votes (a copy). */
        @Override
        public double[][] votes() {
            return Check.finite("votes", votes, -1);
        }

        /** The alphas (a copy). */
        @Override
        public double[] alpha() {
            return alpha.clone();
        }

        /** The normalizers (a copy). */
        @Override
        public double[] normalizer() {
            return normalizer.clone();
        }

        /** The confidences below the thresholds of a real model, or empty (a copy). */
        @Override
        public double[][] below() {
            return below.length == 0 ? new double[0][] : Check.finite("below", below, -1);
        }

        /** Whether this is the real (domain-partitioning) variant. */
        boolean real() {
            return below.length > 0;
        }
    }

    private final List<MultiClassStump> members;

    /** The model of {@code state}. */
    public AdaBoostMhModel(State state, Provenance provenance) {
        super(state, provenance);
        List<MultiClassStump> stumps = new ArrayList<>();
        for (int t = 0; t < state().feature.length; t++) {
            stumps.add(state().real()
                    ? MultiClassStump.partitioning(state().labels, state().feature[t], state().threshold[t],
                            state().below[t], state().votes[t], provenance)
                    : new MultiClassStump(state().labels, state().feature[t], state().threshold[t],
                            state().votes[t], provenance));
        }
        this.members = List.copyOf(stumps);
    }

    /**
     * A model of these rounds.
     *
     * @param labels       the classes
     * @param members      the stumps, in round order, each with one vote per class; all discrete or all real
     * @param alphas       alpha_t, one per member, finite
     * @param normalizers  Z_t of each round, one per member
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public static AdaBoostMhModel of(Labels labels, List<MultiClassStump> members, double[] alphas,
                                     double[] normalizers, List<String> featureNames, Provenance provenance) {
        int[] feature = new int[members.size()];
        double[] threshold = new double[feature.length];
        double[][] votes = new double[feature.length][];
        boolean real = !members.isEmpty() && !members.get(0).discrete();
        double[][] below = new double[real ? feature.length : 0][];
        for (int t = 0; t < feature.length; t++) {
            Check.that(members.get(t).labels().equals(labels), "members[" + t + "]", "has labels "
                    + members.get(t).labels() + ", expected " + labels);
            Check.that(members.get(t).discrete() != real, "members[" + t + "]", "is " + (real ? "discrete" : "real")
                    + " where members[0] is not");
            feature[t] = members.get(t).feature();
            threshold[t] = members.get(t).threshold();
            votes[t] = members.get(t).votes();
            if (real) {
                below[t] = members.get(t).below();
            }
        }
        return new AdaBoostMhModel(new State(labels, feature, threshold, votes, alphas, normalizers, featureNames,
                below), provenance);
    }

    /** f_l(x) for every class l. */
    public double[] scores(Dataset data, int i) {
        double[] f = new double[state().labels.size()];
        for (int t = 0; t < state().alpha.length; t++) {
            // a discrete stump's values below are -v exactly, so alpha * (-v) is the old -(alpha * v) bit for bit
            double a = state().alpha[t];
            double[] h = members.get(t).valuesAt(data, i);
            for (int l = 0; l < f.length; l++) {
                f[l] += a * h[l];
            }
        }
        return f;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        double[] f = scores(data, i);
        return new Prediction(ArgMax.first(f), f.length == 2 ? new double[] {f[0] - f[1]} : f);
    }

    @Override
    public List<MultiClassStump> members() {
        return members;
    }

    /** The alphas (a copy). */
    @Override
    public double[] weights() {
        return state().alpha();
    }

    /** Z_t of each round (a copy); prod_{s <= t} Z_s bounds the training Hamming loss after round t. */
    public double[] normalizers() {
        return state().normalizer();
    }

}
