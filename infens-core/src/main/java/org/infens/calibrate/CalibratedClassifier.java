package org.infens.calibrate;

import java.util.ArrayList;
import java.util.List;
import org.infens.Check;
import org.infens.Classifier;
import org.infens.PairwiseClassifier;
import org.infens.Prediction;
import org.infens.ProbabilisticClassifier;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.multiclass.ArgMax;

/**
 * A classifier with probability estimates as LIBSVM's {@code svm_predict_probability} computes them: a base
 * classifier and one Platt sigmoid per pair of its classes ({@link Sigmoid}, Lin, Lin &amp; Weng 2007), fitted by
 * {@link CalibratedTrainer}. For a row, the base's decision value f_p of each pair p = (i, j) gives
 * r_ij = min(max(sigmoid_p(f_p), 1e-7), 1 - 1e-7) and r_ji = 1 - r_ij; with two classes the probabilities are
 * (r_01, r_10), with more the pairwise coupling of Wu, Lin &amp; Weng 2004 ({@link PairwiseCoupling}). The
 * predicted class is the most probable one, ties to the lower class index (not the base's vote, which may
 * disagree); the decision values are the base's.
 *
 * <p>The pairs: for a base of two classes, the single decision value, positive for class 0 (every binary
 * {@link Classifier}); for more, the base must be a {@link PairwiseClassifier} (an SVM, a one-versus-one model) whose
 * pairs cover every pair of its classes once, sigmoid {@code p} belonging to its decision value {@code p}. An SVM
 * base with these sigmoids is LIBSVM's model trained with {@code -b 1} (its {@code probA}, {@code probB}).
 *
 * <p>Immutable and thread-safe.
 */
public final class CalibratedClassifier extends StoredClassifier<CalibratedClassifier.State>
        implements ProbabilisticClassifier {
    /** LIBSVM's bound on pairwise probabilities: each r_ij is clipped to [1e-7, 1 - 1e-7]. */
    static final double MIN_PROBABILITY = 1e-7;

    /**
     * The model's state, as its file holds it.
     *
     * @param base     the classifier whose decision values are calibrated; its labels and feature names are this
     *                 model's
     * @param sigmoids one sigmoid per decision value of the base (per pair of classes), in the base's order
     */
    public record State(Classifier base, List<Sigmoid> sigmoids) implements ClassifierState {
        /** Checks that there is a sigmoid per pair of the base's classes and that the pairs cover every pair once. */
        public State {
            Check.notNull("base", base);
            sigmoids = List.copyOf(Check.nonEmpty("sigmoids", sigmoids));
            int[][] pairs = pairs(base, base.provenance().parameters());
            Check.length("sigmoids", sigmoids.size(), pairs[0].length);
        }

        /** The base's classes. */
        @Override
        public Labels labels() {
            return base.labels();
        }

        /** The base's feature names. */
        @Override
        public List<String> features() {
            return base.featureNames();
        }
    }

    private final int[] first;
    private final int[] second;

    /** The model of {@code state}. */
    public CalibratedClassifier(State state, Provenance provenance) {
        super(state, provenance);
        int[][] pairs = pairs(state.base, state.base.provenance().parameters());
        this.first = pairs[0];
        this.second = pairs[1];
    }

    /** The classifier whose decision values are calibrated. */
    public Classifier base() {
        return state().base;
    }

    /** The sigmoids, one per pair of classes in the base's order (LIBSVM's {@code probA}, {@code probB}). */
    public List<Sigmoid> sigmoids() {
        return state().sigmoids;
    }

    /** The base's prediction with the class probabilities, and the most probable class. */
    @Override
    public Prediction predict(Dataset data, int i) {
        return calibrate(state().base.predict(data, i));
    }

    /** The base's predictions (by its batch path), each with the class probabilities. */
    @Override
    public List<Prediction> predictRows(Dataset data, int threads) {
        List<Prediction> raw = state().base.predictRows(data, threads);
        List<Prediction> out = new ArrayList<>(raw.size());
        for (Prediction p : raw) {
            out.add(calibrate(p));
        }
        return out;
    }

    private Prediction calibrate(Prediction base) {
        double[] dec = base.decisionValues();
        int k = labels().size();
        double[][] r = new double[k][k];
        List<Sigmoid> sigmoids = state().sigmoids;
        for (int p = 0; p < first.length; p++) {
            double rij = Math.min(Math.max(sigmoids.get(p).probability(dec[p]), MIN_PROBABILITY),
                    1 - MIN_PROBABILITY);
            r[first[p]][second[p]] = rij;
            r[second[p]][first[p]] = 1 - rij;
        }
        double[] probabilities = PairwiseCoupling.probabilities(r);
        return new Prediction(ArgMax.first(probabilities), dec, probabilities);
    }

    /**
     * The pairs of {@code base}'s decision values: {@code {first, second}} class indices per value.
     *
     * @param name how to name the base in messages, e.g. its spec
     * @throws IllegalArgumentException if the base has fewer than two classes, or more than two and is not a
     *                                  {@link PairwiseClassifier} whose pairs cover every pair of its classes once
     */
    static int[][] pairs(Classifier base, String name) {
        int k = base.labels().size();
        if (k < 2) {
            throw new IllegalArgumentException("base " + name + " has " + k + " class; probabilities need at least 2");
        }
        if (!(base instanceof PairwiseClassifier pc)) {
            if (k == 2) {
                return new int[][] {{0}, {1}};
            }
            throw new IllegalArgumentException("base " + name + " has " + k + " classes but not one decision value"
                    + " per pair of classes, which pairwise coupling needs; calibrate a one-versus-one model instead"
                    + " (svm, or ovo(base=...))");
        }
        int[] a = pc.firstClasses();
        int[] b = pc.secondClasses();
        int pairs = k * (k - 1) / 2;
        if (a.length != pairs || b.length != pairs) {
            throw new IllegalArgumentException("base " + name + " has " + k + " classes and decision values for "
                    + Math.min(a.length, b.length) + " pairs of them; pairwise coupling needs one for each of the "
                    + pairs + " pairs (does a class have no training rows?)");
        }
        boolean[][] seen = new boolean[k][k];
        for (int p = 0; p < pairs; p++) {
            int i = Math.min(a[p], b[p]);
            int j = Math.max(a[p], b[p]);
            if (i < 0 || j >= k || i == j || seen[i][j]) {
                throw new IllegalArgumentException("base " + name + ": pair " + p + " (" + a[p] + ", " + b[p] + ") is "
                        + (i == j || i < 0 || j >= k ? "not a pair of its " + k + " classes" : "a repeated pair")
                        + "; pairwise coupling needs every pair of classes once");
            }
            seen[i][j] = true;
        }
        return new int[][] {a, b};
    }
}
