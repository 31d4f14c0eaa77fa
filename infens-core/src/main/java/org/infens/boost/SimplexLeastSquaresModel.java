package org.infens.boost;

import java.util.List;
import org.infens.Check;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * The multi-class ensemble of CGEns-SLS (Shen &amp; Liu 2014, (14)-(15)): F(x) = [w_1.Phi(x) + b_1, ..., w_l.Phi(x) +
 * b_l] with Phi(x) = [h_1(x), ..., h_J(x)], and the class argmax_y &lt;F(x), c_y&gt; over the simplex codes c_y (ties
 * to the lower class index).
 *
 * <p>Decision values: one per class, &lt;F(x), c_y&gt; in class order; for two classes the single value
 * &lt;F(x), c_0&gt; = F(x), positive for class 0, as {@link Classifier} asks. Final and immutable.
 */
public final class SimplexLeastSquaresModel extends StoredClassifier<SimplexLeastSquaresModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels     the K classes
     * @param features   the training data's feature names, or empty
     * @param hypotheses h_1..h_J
     * @param codes      the K simplex codes, each of length l = K - 1 ({@link SimplexCode#vectors}), stored so that a
     *                   file does not depend on how they are constructed
     * @param weights    w_tau,j as [tau][j], l rows of J, finite
     * @param biases     b_tau, l values, finite
     * @param converged  whether the score fell below epsilon before J_max
     * @param trace      one step per iteration
     */
    public record State(Labels labels, @IfAbsent("[]") List<String> features, List<WeakHypothesis> hypotheses,
                        double[][] codes, double[][] weights, double[] biases, @IfAbsent("false") boolean converged,
                        @IfAbsent("[]") List<ColumnGenerationStep> trace) implements ClassifierState {
        /** Checks every field: K codes of K - 1 values, K - 1 rows of weights (one per hypothesis) and biases. */
        public State {
            Check.notNull("labels", labels);
            int k = labels.size();
            Check.that(k >= 2, "labels", "must hold at least 2 classes, got " + k);
            features = List.copyOf(features);
            hypotheses = List.copyOf(hypotheses);
            Check.length("codes", codes.length, k);
            codes = Check.finite("codes", codes, k - 1);
            Check.length("weights", weights.length, k - 1);
            weights = Check.finite("weights", weights, hypotheses.size());
            Check.length("biases", biases.length, k - 1);
            biases = Check.finite("biases", biases);
            trace = List.copyOf(trace);
        }

        /** The simplex codes (a copy). */
        @Override
        public double[][] codes() {
            return Check.finite("codes", codes, -1);
        }

        /** The weights as [tau][j] (a copy). */
        @Override
        public double[][] weights() {
            return Check.finite("weights", weights, -1);
        }

        /** The biases (a copy). */
        @Override
        public double[] biases() {
            return biases.clone();
        }
    }

    /** The model of {@code state}. */
    public SimplexLeastSquaresModel(State state, Provenance provenance) {
        super(state, provenance);
    }

    /** The hypotheses h_j in the order they were added. */
    public List<WeakHypothesis> hypotheses() {
        return state().hypotheses;
    }

    /** The simplex codes c_y (a copy), one row per class. */
    public double[][] codes() {
        return state().codes();
    }

    /** The weights as [tau][j] (a copy). */
    public double[][] weights() {
        return state().weights();
    }

    /** The biases b_tau (a copy). */
    public double[] biases() {
        return state().biases();
    }

    /** The per-iteration trace (objective of (10), its dual, the score of (13)). */
    public List<ColumnGenerationStep> trace() {
        return state().trace;
    }

    /** Whether training stopped because the best score fell below epsilon. */
    public boolean converged() {
        return state().converged;
    }

    /** F(x) of (14), l values, for row {@code i} of {@code data}. */
    public double[] outputs(Dataset data, int i) {
        int l = state().biases.length;
        double[] f = state().biases.clone();
        for (int j = 0; j < state().hypotheses.size(); j++) {
            double h = state().hypotheses.get(j).value(data, i);
            for (int t = 0; t < l; t++) {
                f[t] += state().weights[t][j] * h;
            }
        }
        return f;
    }

    private double[] classScores(Dataset data, int i) {
        double[] f = outputs(data, i);
        double[] s = new double[state().codes.length];
        for (int y = 0; y < s.length; y++) {
            s[y] = WeakLearnerFamily.dot(f, state().codes[y]);
        }
        return s;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        double[] s = classScores(data, i);
        int best = 0;
        for (int y = 1; y < s.length; y++) {
            if (s[y] > s[best]) {
                best = y;
            }
        }
        return new Prediction(best, s.length == 2 ? new double[] {s[0]} : s);
    }
}
