package org.infens.boost;

import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * AdaBoost.MH's base classifier (Schapire &amp; Singer 1999, Sec. 7 "real-valued vote vectors"; the discrete form
 * of Kégl's AdaBoost.MH with stumps): a stump phi(x) = +1 if x_f &gt; threshold, else -1, times a vote v_l in
 * {-1, +1} for each class l, so h(x, l) = v_l phi(x). A threshold of -infinity gives the constant phi = +1.
 * Prediction is the first class with the largest h(x, l); decision values are h(x, l) for every class.
 *
 * <p>Immutable and thread-safe.
 */
public final class MultiClassStump implements Classifier {
    private final Labels labels;
    private final int feature;
    private final double threshold;
    private final double[] votes;
    private final Provenance provenance;

    /**
     * A stump from its parts.
     *
     * @param labels     the classes, one vote each
     * @param feature    the feature tested, {@code >= 0}
     * @param threshold  phi is +1 above it; -infinity for the constant stump
     * @param votes      v_l, each -1 or +1 (copied)
     * @param provenance where it came from (the ensemble's)
     */
    public MultiClassStump(Labels labels, int feature, double threshold, double[] votes, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        if (feature < 0) {
            throw new IllegalArgumentException("feature must be >= 0, got " + feature);
        }
        if (Double.isNaN(threshold) || threshold == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("threshold must be a number below +infinity, got " + threshold);
        }
        this.votes = votes.clone();
        if (this.votes.length != labels.size()) {
            throw new IllegalArgumentException("votes has " + this.votes.length + " entries, expected one per class ("
                    + labels.size() + ")");
        }
        for (double v : this.votes) {
            if (v != 1 && v != -1) {
                throw new IllegalArgumentException("votes must be -1 or +1, got " + v);
            }
        }
        this.feature = feature;
        this.threshold = threshold;
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    /** phi(x) of row {@code i}: +1 above the threshold, else -1. */
    public double phi(Dataset data, int i) {
        double x = feature < data.dimension() ? data.get(i, feature) : 0.0;
        return x > threshold ? 1.0 : -1.0;
    }

    /** The feature tested. */
    public int feature() {
        return feature;
    }

    /** The threshold (-infinity for the constant stump). */
    public double threshold() {
        return threshold;
    }

    /** The votes v_l (a copy). */
    public double[] votes() {
        return votes.clone();
    }

    /** v_l without copying, for the ensemble's sums. */
    double vote(int l) {
        return votes[l];
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public int classOf(Dataset data, int i) {
        double p = phi(data, i);
        int best = 0;
        for (int l = 1; l < votes.length; l++) {
            if (votes[l] * p > votes[best] * p) {
                best = l;
            }
        }
        return best;
    }

    /** The class of {@link #classOf}, and the decision values h(x, l) = v_l phi(x) for every class l. */
    @Override
    public Prediction predict(Dataset data, int i) {
        double p = phi(data, i);
        double[] out = new double[votes.length];
        for (int l = 0; l < out.length; l++) {
            out[l] = votes[l] * p;
        }
        return new Prediction(classOf(data, i), out);
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }
}
