package org.infens.boost;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A binary linear combination of weak hypotheses, F(x) = sum_j w_j h_j(x) + b (the output of 001 Algorithm 1); the
 * predicted class is 0 when F(x) &gt;= 0, else 1, and the decision value is F(x), positive for class 0. Built by
 * CGEns ({@link ColumnGenerationTrainer}) and by the random-Fourier-feature baseline
 * ({@link RandomFourierFeatureTrainer}), which has no trace.
 *
 * <p>Not an {@link Ensemble}: its members are real-valued (Fourier features) rather than classifiers, and it has a
 * bias. Final and immutable; arrays are copied in and out.
 */
public final class ColumnGenerationModel implements Classifier {
    private final Labels labels;
    private final List<WeakHypothesis> hypotheses;
    private final double[] weights;
    private final double bias;
    private final List<ColumnGenerationStep> trace;
    private final boolean converged;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * A model.
     *
     * @param labels       the two classes; class 0 is the positive side
     * @param hypotheses   h_1..h_J
     * @param weights      w_1..w_J
     * @param bias         b
     * @param trace        one step per iteration (empty when not built by column generation)
     * @param converged    whether training stopped because the selection score fell below epsilon (Claim IV.1)
     * @param featureNames the training data's feature names, or empty
     * @param provenance   where the model came from
     */
    public ColumnGenerationModel(Labels labels, List<WeakHypothesis> hypotheses, double[] weights, double bias,
                                 List<ColumnGenerationStep> trace, boolean converged, List<String> featureNames,
                                 Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        if (labels.size() != 2) {
            throw new IllegalArgumentException("labels must hold 2 classes, got " + labels.size());
        }
        this.hypotheses = List.copyOf(hypotheses);
        this.weights = weights.clone();
        if (this.weights.length != this.hypotheses.size()) {
            throw new IllegalArgumentException("weights has " + weights.length + " entries for "
                    + hypotheses.size() + " hypotheses");
        }
        if (!Double.isFinite(bias)) {
            throw new IllegalArgumentException("bias must be finite, got " + bias);
        }
        this.bias = bias;
        this.trace = List.copyOf(trace);
        this.converged = converged;
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
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

    /** The weights w_j (a copy). */
    public double[] weights() {
        return weights.clone();
    }

    /** The bias b. */
    public double bias() {
        return bias;
    }

    /** The per-iteration trace of column generation (primal, dual, gap, score), for convergence plots. */
    public List<ColumnGenerationStep> trace() {
        return trace;
    }

    /** Whether training stopped because no remaining hypothesis scored epsilon or more (rather than at J_max). */
    public boolean converged() {
        return converged;
    }

    /** F(x) = sum_j w_j h_j(x) + b for row {@code i} of {@code data}. */
    public double decisionValue(Dataset data, int i) {
        double f = bias;
        for (int j = 0; j < weights.length; j++) {
            f += weights[j] * hypotheses.get(j).value(data, i);
        }
        return f;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        double f = decisionValue(data, i);
        return new Prediction(f >= 0 ? 0 : 1, new double[] {f});
    }
}
