package org.infens.learner;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A perceptron h(x) = sign(w.x - b) (002 Sec. 5, Definition 9's hypotheses; Li &amp; Lin 2007): class 0 of
 * {@link #labels()} where w.x - b &gt; 0, class 1 otherwise (a point on the hyperplane goes to class 1).
 *
 * <p>Immutable and thread-safe.
 */
public final class PerceptronModel implements Classifier {
    private final Labels labels;
    private final double[] weights;
    private final double bias;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * A perceptron from its parts.
     *
     * @param labels       exactly two classes; positive values predict class 0
     * @param weights      w, one per feature (copied)
     * @param bias         b
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public PerceptronModel(Labels labels, double[] weights, double bias, List<String> featureNames,
                           Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        if (labels.size() != 2) {
            throw new IllegalArgumentException("a perceptron separates 2 classes, got " + labels.size());
        }
        this.weights = weights.clone();
        for (double v : this.weights) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("weights must be finite, got " + v);
            }
        }
        if (!Double.isFinite(bias)) {
            throw new IllegalArgumentException("bias must be finite, got " + bias);
        }
        this.bias = bias;
        this.featureNames = List.copyOf(featureNames);
        if (!this.featureNames.isEmpty() && this.featureNames.size() != this.weights.length) {
            throw new IllegalArgumentException("featureNames has " + this.featureNames.size() + " names but there are "
                    + this.weights.length + " weights");
        }
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    /** w (a copy). */
    public double[] weights() {
        return weights.clone();
    }

    /** b. */
    public double bias() {
        return bias;
    }

    /** w.x - b for row {@code i}; features beyond w's length count as zero. */
    public double value(Dataset data, int i) {
        double s = 0;
        int n = data.storedCount(i);
        for (int k = 0; k < n; k++) {
            int f = data.storedIndex(i, k);
            if (f < weights.length) {
                s += weights[f] * data.storedValue(i, k);
            }
        }
        return s - bias;
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public int classOf(Dataset data, int i) {
        return value(data, i) > 0 ? 0 : 1;
    }

    /** Class 0 where w.x - b &gt; 0; one decision value, w.x - b. */
    @Override
    public Prediction predict(Dataset data, int i) {
        double v = value(data, i);
        return new Prediction(v > 0 ? 0 : 1, new double[] {v});
    }

    @Override
    public List<String> featureNames() {
        return featureNames;
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }
}
