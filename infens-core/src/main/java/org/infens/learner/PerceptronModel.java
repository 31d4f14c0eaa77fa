package org.infens.learner;

import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A perceptron h(x) = sign(w.x - b) (Lin &amp; Li 2008, Sec. 5, Definition 9's hypotheses; Li &amp; Lin 2007): class 0
 * of {@link #labels()} where w.x - b &gt; 0, class 1 otherwise (a point on the hyperplane goes to class 1).
 *
 * <p>Immutable and thread-safe.
 */
public final class PerceptronModel extends StoredClassifier<PerceptronModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels   exactly two classes; positive values predict class 0
     * @param weights  w, one per feature, finite
     * @param bias     b, finite
     * @param features the training features' names, one per weight, or empty
     */
    public record State(Labels labels, double[] weights, double bias, @IfAbsent("[]") List<String> features)
            implements ClassifierState {
        /** Checks every field. */
        public State {
            Check.notNull("labels", labels);
            Check.that(labels.size() == 2, "labels", "must hold 2 classes (a perceptron separates two), got "
                    + labels.size());
            weights = Check.finite("weights", weights);
            Check.finite("bias", bias);
            features = Check.names("features", features, weights.length);
        }

        /** w (a copy). */
        @Override
        public double[] weights() {
            return weights.clone();
        }
    }

    private final double[] weights;

    /** The model of {@code state}. */
    public PerceptronModel(State state, Provenance provenance) {
        super(state, provenance);
        this.weights = state().weights;
    }

    /** w (a copy). */
    public double[] weights() {
        return state().weights();
    }

    /** b. */
    public double bias() {
        return state().bias;
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
        return s - state().bias;
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

}
