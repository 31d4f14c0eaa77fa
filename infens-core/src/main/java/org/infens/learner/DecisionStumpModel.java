package org.infens.learner;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A decision stump as a classifier (Holte 1993; 002 Sec. 2.2): class {@link #aboveClass()} where feature f of a
 * row is above the threshold a, class {@link #belowClass()} elsewhere (x_f = a counts as below, as in
 * {@link Stump}); a constant model (feature -1) predicts one class everywhere.
 *
 * <p>Binary models are the stumps h(x) = s sign(x_f - a) of the papers with class 0 as +1 ({@link #stump()}); their
 * one decision value is h(x), positive for class 0. Our choice for more than two classes (SAMME's base learner):
 * one class per side, and the decision values are one per class, 1 for the predicted class and 0 for the others.
 *
 * <p>Immutable and thread-safe.
 */
public final class DecisionStumpModel implements Classifier {
    private final Labels labels;
    private final int feature;
    private final double threshold;
    private final int aboveClass;
    private final int belowClass;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * A stump from its parts.
     *
     * @param labels       the classes, at least two
     * @param feature      the feature tested, or -1 for a constant model
     * @param threshold    the threshold a (0 for a constant model)
     * @param aboveClass   the class predicted where x_f &gt; a
     * @param belowClass   the class predicted where x_f &lt;= a (equal to {@code aboveClass} for a constant model)
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public DecisionStumpModel(Labels labels, int feature, double threshold, int aboveClass, int belowClass,
                              List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        if (labels.size() < 2) {
            throw new IllegalArgumentException("a stump needs at least 2 classes, got " + labels.size());
        }
        if (feature < -1) {
            throw new IllegalArgumentException("feature must be >= 0, or -1 for a constant, got " + feature);
        }
        if (!Double.isFinite(threshold)) {
            throw new IllegalArgumentException("threshold must be finite, got " + threshold);
        }
        checkClass("aboveClass", aboveClass, labels.size());
        checkClass("belowClass", belowClass, labels.size());
        if (feature < 0 && aboveClass != belowClass) {
            throw new IllegalArgumentException("a constant stump predicts one class, got aboveClass " + aboveClass
                    + " and belowClass " + belowClass);
        }
        this.feature = feature;
        this.threshold = feature < 0 ? 0.0 : threshold;
        this.aboveClass = aboveClass;
        this.belowClass = belowClass;
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    /** The binary classifier of {@code stump}: h = +1 is class 0 of {@code labels} (which must have 2 classes). */
    public static DecisionStumpModel binary(Labels labels, Stump stump, List<String> featureNames,
                                            Provenance provenance) {
        if (labels.size() != 2) {
            throw new IllegalArgumentException("a binary stump needs 2 classes, got " + labels.size());
        }
        int above = stump.direction() > 0 ? 0 : 1;
        int below = stump.isConstant() ? above : 1 - above;
        return new DecisionStumpModel(labels, stump.feature(), stump.threshold(), above, below, featureNames,
                provenance);
    }

    private static void checkClass(String name, int c, int k) {
        if (c < 0 || c >= k) {
            throw new IllegalArgumentException(name + " must be in [0, " + k + "), got " + c);
        }
    }

    /** The feature tested, or -1 for a constant model. */
    public int feature() {
        return feature;
    }

    /** The threshold a. */
    public double threshold() {
        return threshold;
    }

    /** The class predicted above the threshold. */
    public int aboveClass() {
        return aboveClass;
    }

    /** The class predicted at or below the threshold. */
    public int belowClass() {
        return belowClass;
    }

    /**
     * The stump h(x) = s sign(x_f - a) of a binary model, class 0 as +1.
     *
     * @throws IllegalStateException if the model has more than two classes
     */
    public Stump stump() {
        if (labels.size() != 2) {
            throw new IllegalStateException("stump() needs a binary model, this one has " + labels.size()
                    + " classes");
        }
        return new Stump(feature, threshold, aboveClass == 0 ? 1 : -1);
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public int classOf(Dataset data, int i) {
        if (feature < 0) {
            return aboveClass;
        }
        double x = feature < data.dimension() ? data.get(i, feature) : 0.0;
        return x > threshold ? aboveClass : belowClass;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        int c = classOf(data, i);
        if (labels.size() == 2) {
            return new Prediction(c, new double[] {c == 0 ? 1.0 : -1.0});
        }
        double[] out = new double[labels.size()];
        out[c] = 1.0;
        return new Prediction(c, out);
    }

    @Override
    public List<String> featureNames() {
        return featureNames;
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }

    @Override
    public String toString() {
        if (feature < 0) {
            return "stump(constant " + labels.name(aboveClass) + ")";
        }
        return "stump(x" + feature + " > " + threshold + " ? " + labels.name(aboveClass) + " : "
                + labels.name(belowClass) + ")";
    }
}
