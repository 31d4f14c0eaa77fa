package org.infens.boost;

import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.multiclass.ArgMax;

/**
 * AdaBoost.MH's base classifier, a stump on one feature with a value per class on each side of its threshold:
 * h(x, l) = above_l if x_f &gt; threshold, else below_l. Two kinds (Schapire &amp; Singer 1999):
 * <ul>
 *   <li>discrete, with vote vectors (Sec. 7; Kégl's AdaBoost.MH with stumps): phi(x) = +1 above the threshold and -1
 *       below, times a vote v_l in {-1, +1}, so above = v and below = -v;</li>
 *   <li>real, domain-partitioning (Sec. 4): a real confidence per class on each side, below and above.</li>
 * </ul>
 * A threshold of -infinity gives a constant stump (every x is above). Prediction is the first class with the largest
 * h(x, l); decision values are h(x, l) for every class.
 *
 * <p>Immutable and thread-safe.
 */
public final class MultiClassStump implements Classifier {
    private final Labels labels;
    private final int feature;
    private final double threshold;
    private final double[] votes;
    /** The values at or below the threshold: -votes for a discrete stump. */
    private final double[] below;
    private final boolean discrete;
    private final Provenance provenance;

    /**
     * A discrete stump from its parts: above = votes, below = -votes.
     *
     * @param labels     the classes, one vote each
     * @param feature    the feature tested, {@code >= 0}
     * @param threshold  phi is +1 above it; -infinity for the constant stump
     * @param votes      v_l, each -1 or +1 (copied)
     * @param provenance where it came from (the ensemble's)
     */
    public MultiClassStump(Labels labels, int feature, double threshold, double[] votes, Provenance provenance) {
        this(labels, feature, threshold, votes, null, provenance);
        for (double v : this.votes) {
            if (v != 1 && v != -1) {
                throw new IllegalArgumentException("votes must be -1 or +1, got " + v);
            }
        }
    }

    /**
     * A real (domain-partitioning) stump from its parts.
     *
     * @param labels     the classes
     * @param feature    the feature tested, {@code >= 0}
     * @param threshold  the threshold; -infinity for a constant stump (every x above)
     * @param below      h(x, l) for x_f at or below the threshold, finite, one per class (copied)
     * @param above      h(x, l) for x_f above it, finite, one per class (copied)
     * @param provenance where it came from (the ensemble's)
     * @return the stump
     */
    public static MultiClassStump partitioning(Labels labels, int feature, double threshold, double[] below,
                                               double[] above, Provenance provenance) {
        return new MultiClassStump(labels, feature, threshold, above, Objects.requireNonNull(below, "below"),
                provenance);
    }

    private MultiClassStump(Labels labels, int feature, double threshold, double[] above, double[] below,
                            Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        if (feature < 0) {
            throw new IllegalArgumentException("feature must be >= 0, got " + feature);
        }
        if (Double.isNaN(threshold) || threshold == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("threshold must be a number below +infinity, got " + threshold);
        }
        this.votes = above.clone();
        if (this.votes.length != labels.size()) {
            throw new IllegalArgumentException("votes has " + this.votes.length + " entries, expected one per class ("
                    + labels.size() + ")");
        }
        this.discrete = below == null;
        if (discrete) {
            this.below = new double[votes.length];
            for (int l = 0; l < votes.length; l++) {
                this.below[l] = -votes[l];
            }
        } else {
            this.below = below.clone();
            if (this.below.length != votes.length) {
                throw new IllegalArgumentException("below has " + this.below.length + " entries, expected one per"
                        + " class (" + votes.length + ")");
            }
            for (int l = 0; l < votes.length; l++) {
                if (!Double.isFinite(votes[l]) || !Double.isFinite(this.below[l])) {
                    throw new IllegalArgumentException("the values of class " + l + " must be finite, got "
                            + this.below[l] + " below and " + votes[l] + " above");
                }
            }
        }
        this.feature = feature;
        this.threshold = threshold;
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    /** Whether this is a discrete stump with votes (below = -above), not a real one. */
    public boolean discrete() {
        return discrete;
    }

    /** Whether row {@code i} lies above the threshold (h = above) rather than at or below it (h = below). */
    private boolean above(Dataset data, int i) {
        double x = feature < data.dimension() ? data.get(i, feature) : 0.0;
        return x > threshold;
    }

    /** h(x, l) of row {@code i} for every class l, not copied: the ensemble's sums read it. */
    double[] valuesAt(Dataset data, int i) {
        return above(data, i) ? votes : below;
    }

    /** phi(x) of row {@code i}: +1 above the threshold, else -1. */
    public double phi(Dataset data, int i) {
        return above(data, i) ? 1.0 : -1.0;
    }

    /** The feature tested. */
    public int feature() {
        return feature;
    }

    /** The threshold (-infinity for the constant stump). */
    public double threshold() {
        return threshold;
    }

    /** The votes v_l of a discrete stump, or the values above the threshold of a real one (a copy). */
    public double[] votes() {
        return votes.clone();
    }

    /** The values at or below the threshold: -votes for a discrete stump (a copy). */
    public double[] below() {
        return below.clone();
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public int classOf(Dataset data, int i) {
        return ArgMax.first(valuesAt(data, i));
    }

    /** The class of {@link #classOf}, and the decision values h(x, l) for every class l. */
    @Override
    public Prediction predict(Dataset data, int i) {
        double[] out = valuesAt(data, i).clone();
        return new Prediction(ArgMax.first(out), out);
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }
}
