package org.infens.boost;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * The multi-class ensemble of CGEns-SLS (001 (14)-(15)): F(x) = [w_1.Phi(x) + b_1, ..., w_l.Phi(x) + b_l] with
 * Phi(x) = [h_1(x), ..., h_J(x)], and the class argmax_y &lt;F(x), c_y&gt; over the simplex codes c_y (ties to the
 * lower class index).
 *
 * <p>Decision values: one per class, &lt;F(x), c_y&gt; in class order; for two classes the single value
 * &lt;F(x), c_0&gt; = F(x), positive for class 0, as {@link Classifier} asks. Final and immutable.
 */
public final class SimplexLeastSquaresModel implements Classifier {
    private final Labels labels;
    private final double[][] codes;
    private final List<WeakHypothesis> hypotheses;
    private final double[][] weights;
    private final double[] biases;
    private final List<ColumnGenerationStep> trace;
    private final boolean converged;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * A model.
     *
     * @param labels       the K classes
     * @param codes        the K simplex codes, each of length l = K - 1 ({@link SimplexCode#vectors})
     * @param hypotheses   h_1..h_J
     * @param weights      w_tau,j as [tau][j], l rows of J
     * @param biases       b_tau, l values
     * @param trace        one step per iteration
     * @param converged    whether the score fell below epsilon before J_max
     * @param featureNames the training data's feature names, or empty
     * @param provenance   where the model came from
     */
    public SimplexLeastSquaresModel(Labels labels, double[][] codes, List<WeakHypothesis> hypotheses,
                                    double[][] weights, double[] biases, List<ColumnGenerationStep> trace,
                                    boolean converged, List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        int k = labels.size();
        if (codes.length != k) {
            throw new IllegalArgumentException("codes has " + codes.length + " rows for " + k + " classes");
        }
        this.codes = copy(codes, k - 1, "codes");
        this.hypotheses = List.copyOf(hypotheses);
        if (weights.length != k - 1 || biases.length != k - 1) {
            throw new IllegalArgumentException("weights and biases need " + (k - 1) + " rows, got " + weights.length
                    + " and " + biases.length);
        }
        this.weights = copy(weights, this.hypotheses.size(), "weights");
        this.biases = biases.clone();
        this.trace = List.copyOf(trace);
        this.converged = converged;
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    private static double[][] copy(double[][] a, int length, String what) {
        double[][] c = new double[a.length][];
        for (int r = 0; r < a.length; r++) {
            if (a[r].length != length) {
                throw new IllegalArgumentException(what + " row " + r + " has " + a[r].length + " entries, expected "
                        + length);
            }
            c[r] = a[r].clone();
        }
        return c;
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }

    @Override
    public List<String> featureNames() {
        return featureNames;
    }

    /** The hypotheses h_j in the order they were added. */
    public List<WeakHypothesis> hypotheses() {
        return hypotheses;
    }

    /** The simplex codes c_y (a copy), one row per class. */
    public double[][] codes() {
        return copy(codes, codes[0].length, "codes");
    }

    /** The weights as [tau][j] (a copy). */
    public double[][] weights() {
        return copy(weights, hypotheses.size(), "weights");
    }

    /** The biases b_tau (a copy). */
    public double[] biases() {
        return biases.clone();
    }

    /** The per-iteration trace (objective of (10), its dual, the score of (13)). */
    public List<ColumnGenerationStep> trace() {
        return trace;
    }

    /** Whether training stopped because the best score fell below epsilon. */
    public boolean converged() {
        return converged;
    }

    /** F(x) of (14), l values, for row {@code i} of {@code data}. */
    public double[] outputs(Dataset data, int i) {
        int l = biases.length;
        double[] f = biases.clone();
        for (int j = 0; j < hypotheses.size(); j++) {
            double h = hypotheses.get(j).value(data, i);
            for (int t = 0; t < l; t++) {
                f[t] += weights[t][j] * h;
            }
        }
        return f;
    }

    private double[] classScores(Dataset data, int i) {
        double[] f = outputs(data, i);
        double[] s = new double[codes.length];
        for (int y = 0; y < codes.length; y++) {
            s[y] = WeakLearnerFamily.dot(f, codes[y]);
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
