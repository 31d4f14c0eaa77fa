package org.infens.learner;

import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A decision stump as a classifier (Holte 1993; Lin &amp; Li 2008, Sec. 2.2): class {@link #aboveClass()} where feature
 * f of a row is above the threshold a, class {@link #belowClass()} elsewhere (x_f = a counts as below, as in
 * {@link Stump}); a constant model (feature -1) predicts one class everywhere.
 *
 * <p>Binary models are the stumps h(x) = s sign(x_f - a) of the papers with class 0 as +1 ({@link #stump()}); their
 * one decision value is h(x), positive for class 0. Our choice for more than two classes (SAMME's base learner):
 * one class per side, and the decision values are one per class, 1 for the predicted class and 0 for the others.
 *
 * <p>Immutable and thread-safe.
 */
public final class DecisionStumpModel extends StoredClassifier<DecisionStumpModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels    the classes, at least two
     * @param feature   the feature tested, or -1 for a constant model
     * @param threshold the threshold a, finite (0 for a constant model)
     * @param above     the class predicted where x_f &gt; a
     * @param below     the class predicted where x_f &lt;= a (equal to {@code above} for a constant model)
     * @param features  the training features' names, or empty
     */
    public record State(Labels labels, int feature, double threshold, int above, int below,
                        @IfAbsent("[]") List<String> features) implements ClassifierState {
        /** Checks every field; a constant model predicts one class and has threshold 0. */
        public State {
            Check.notNull("labels", labels);
            Check.that(labels.size() >= 2, "labels", "must hold at least 2 classes, got " + labels.size());
            Check.range("feature", feature, -1, Integer.MAX_VALUE);
            Check.finite("threshold", threshold);
            Check.range("above", above, 0, labels.size());
            Check.range("below", below, 0, labels.size());
            Check.that(feature >= 0 || above == below, "below", "must equal above (" + above + ") for a constant"
                    + " stump, got " + below);
            threshold = feature < 0 ? 0.0 : threshold;
            features = List.copyOf(features);
        }
    }

    /** The model of {@code state}. */
    public DecisionStumpModel(State state, Provenance provenance) {
        super(state, provenance);
    }

    /** The binary classifier of {@code stump}: h = +1 is class 0 of {@code labels} (which must have 2 classes). */
    public static DecisionStumpModel binary(Labels labels, Stump stump, List<String> featureNames,
                                            Provenance provenance) {
        if (labels.size() != 2) {
            throw new IllegalArgumentException("a binary stump needs 2 classes, got " + labels.size());
        }
        int above = stump.direction() > 0 ? 0 : 1;
        int below = stump.isConstant() ? above : 1 - above;
        return new DecisionStumpModel(new State(labels, stump.feature(), stump.threshold(), above, below,
                featureNames), provenance);
    }

    /** The feature tested, or -1 for a constant model. */
    public int feature() {
        return state().feature;
    }

    /** The threshold a. */
    public double threshold() {
        return state().threshold;
    }

    /** The class predicted above the threshold. */
    public int aboveClass() {
        return state().above;
    }

    /** The class predicted at or below the threshold. */
    public int belowClass() {
        return state().below;
    }

    /**
     * The stump h(x) = s sign(x_f - a) of a binary model, class 0 as +1.
     *
     * @throws IllegalStateException if the model has more than two classes
     */
    public Stump stump() {
        if (state().labels.size() != 2) {
            throw new IllegalStateException("stump() needs a binary model, this one has " + state().labels.size()
                    + " classes");
        }
        return new Stump(state().feature, state().threshold, state().above == 0 ? 1 : -1);
    }

    @Override
    public int classOf(Dataset data, int i) {
        int f = state().feature;
        if (f < 0) {
            return state().above;
        }
        double x = f < data.dimension() ? data.get(i, f) : 0.0;
        return x > state().threshold ? state().above : state().below;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        int c = classOf(data, i);
        if (state().labels.size() == 2) {
            return new Prediction(c, new double[] {c == 0 ? 1.0 : -1.0});
        }
        double[] out = new double[state().labels.size()];
        out[c] = 1.0;
        return new Prediction(c, out);
    }

    @Override
    public String toString() {
        if (state().feature < 0) {
            return "stump(constant " + state().labels.name(state().above) + ")";
        }
        State s = state();
        return "stump(x" + s.feature + " > " + s.threshold + " ? " + s.labels.name(s.above) + " : "
                + s.labels.name(s.below) + ")";
    }
}
