package org.infens.boost;

import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A binary linear combination of weak hypotheses, F(x) = sum_j w_j h_j(x) + b (the output of Shen &amp; Liu 2014,
 * Algorithm 1); the predicted class is 0 when F(x) &gt;= 0, else 1, and the decision value is F(x), positive for class
 * 0. Built by CGEns ({@link ColumnGenerationTrainer}) and by the random-Fourier-feature baseline
 * ({@link RandomFourierFeatureTrainer}), which has no trace.
 *
 * <p>Not an {@link Ensemble}: its members are real-valued (Fourier features) rather than classifiers, and it has a
 * bias. Final and immutable; arrays are copied in and out.
 */
public final class ColumnGenerationModel extends StoredClassifier<ColumnGenerationModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels     the two classes; class 0 is the positive side
     * @param features   the training data's feature names, or empty
     * @param hypotheses h_1..h_J
     * @param weights    w_1..w_J, finite
     * @param bias       b, finite
     * @param converged  whether training stopped because the selection score fell below epsilon (Claim IV.1)
     * @param trace      one step per iteration (empty when not built by column generation)
     */
    public record State(Labels labels, @IfAbsent("[]") List<String> features, List<WeakHypothesis> hypotheses,
                        double[] weights, double bias, @IfAbsent("false") boolean converged,
                        @IfAbsent("[]") List<ColumnGenerationStep> trace) implements ClassifierState {
        /** Checks every field: two classes, one finite weight per hypothesis, a finite bias. */
        public State {
            Check.notNull("labels", labels);
            Check.that(labels.size() == 2, "labels", "must hold 2 classes, got " + labels.size());
            features = List.copyOf(features);
            hypotheses = List.copyOf(hypotheses);
            Check.length("weights", weights.length, hypotheses.size());
            weights = Check.finite("weights", weights);
            Check.finite("bias", bias);
            trace = List.copyOf(trace);
        }

        /** w_j (a copy). */
        @Override
        public double[] weights() {
            return weights.clone();
        }
    }

    /** The model of {@code state}. */
    public ColumnGenerationModel(State state, Provenance provenance) {
        super(state, provenance);
    }

    /** The hypotheses h_j in the order they were added. */
    public List<WeakHypothesis> hypotheses() {
        return state().hypotheses;
    }

    /** The weights w_j (a copy). */
    public double[] weights() {
        return state().weights();
    }

    /** The bias b. */
    public double bias() {
        return state().bias;
    }

    /** The per-iteration trace of column generation (primal, dual, gap, score), for convergence plots. */
    public List<ColumnGenerationStep> trace() {
        return state().trace;
    }

    /** Whether training stopped because no remaining hypothesis scored epsilon or more (rather than at J_max). */
    public boolean converged() {
        return state().converged;
    }

    /** F(x) = sum_j w_j h_j(x) + b for row {@code i} of {@code data}. */
    public double decisionValue(Dataset data, int i) {
        double f = state().bias;
        for (int j = 0; j < state().weights.length; j++) {
            f += state().weights[j] * state().hypotheses.get(j).value(data, i);
        }
        return f;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        double f = decisionValue(data, i);
        return new Prediction(f >= 0 ? 0 : 1, new double[] {f});
    }
}
