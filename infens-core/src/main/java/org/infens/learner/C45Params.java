package org.infens.learner;

/**
 * Parameters of {@link C45Trainer}, with C4.5's (and Weka J48's) defaults.
 *
 * @param confidence the confidence factor of error-based pruning, in (0, 0.5] (C4.5's {@code -c}, J48's {@code -C});
 *                   smaller prunes more
 * @param minLeaf    the minimum total weight of each branch of a split (C4.5's {@code -m}, J48's {@code -M}), at least 1
 */
public record C45Params(double confidence, double minLeaf) {
    /** C4.5's default confidence factor, 0.25. */
    public static final double DEFAULT_CONFIDENCE = 0.25;
    /** C4.5's default minimum weight per branch, 2. */
    public static final double DEFAULT_MIN_LEAF = 2;

    /** Validates both parameters. */
    public C45Params {
        if (!(confidence > 0 && confidence <= 0.5)) {
            throw new IllegalArgumentException("confidence must be in (0, 0.5], got " + confidence);
        }
        if (!(minLeaf >= 1) || Double.isInfinite(minLeaf)) {
            throw new IllegalArgumentException("min-leaf must be finite and >= 1, got " + minLeaf);
        }
    }

    /** The defaults: confidence 0.25, minLeaf 2. */
    public static C45Params defaults() {
        return new C45Params(DEFAULT_CONFIDENCE, DEFAULT_MIN_LEAF);
    }

    /** A copy with {@code newConfidence}. */
    public C45Params withConfidence(double newConfidence) {
        return new C45Params(newConfidence, minLeaf);
    }

    /** A copy with {@code newMinLeaf}. */
    public C45Params withMinLeaf(double newMinLeaf) {
        return new C45Params(confidence, newMinLeaf);
    }
}
