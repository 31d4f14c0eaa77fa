package org.infens.quasilinear;

import java.util.Arrays;

/**
 * Parameters of {@link QuasiLinearTrainer} (Zhao 2017, Sec. 3-4; defaults from Zhao 2017, Sec. 4.2 where it gives
 * them).
 *
 * @param trees             partition trees per binary problem (10 in Zhao 2017), {@code >= 1}
 * @param cValues           the SVM's C; more than one value are chosen from by cross-validation together with
 *                          M (Zhao 2017, Sec. 4.2 uses {0.1, 0.5, 1, 5, 10, 20, 50}); each {@code > 0}
 * @param lambda            lambda of the gates (2.36), 1 in Zhao 2017, {@code > 0}
 * @param partitions        the number M of final partitions, or {@link #CROSS_VALIDATED} (0) to choose M by
 *                          cross-validation over cuts of the dendrogram (Zhao 2017, Fig. 3.16)
 * @param lambda1           weight of the distance to the node centre in (3.3), {@code >= 0} (Zhao 2017 gives no value;
 *                          0.1 keeps the label term dominant)
 * @param lambda2           weight of the distance to the opposite-label centre in (3.3), {@code >= 0} (0.1)
 * @param errorThreshold    a node whose linear classification error is at most this is a leaf (0.05 in Zhao 2017)
 * @param minLeafSize       fewest rows in a partition-tree leaf (10 in Zhao 2017), {@code >= 1}
 * @param candidateFraction fraction of the thresholds tried per feature (Zhao 2017: "almost 66%"), in (0, 1]
 * @param normalize         whether rows are scaled to unit L2 norm first (Zhao 2017, Sec. 4.1)
 * @param folds             folds of the cross-validation choosing M and C (3 in Zhao 2017), {@code >= 2}
 * @param width             how the width sigma_j of a gate (2.36) is taken from its partition's rows:
 *                          {@link Width#STD} (the default) or {@link Width#RADIUS}
 * @param linearError       how a node's linear classification error, the stopping test, is measured:
 *                          {@link LinearError#TRAINING} (the default) or {@link LinearError#LEAVE_ONE_OUT}
 * @param threads           threads for growing trees and the SVM's kernel columns; results do not depend on it
 * @param seed              the seed of every random choice (bootstrap samples, features, folds)
 */
public record QuasiLinearParams(int trees, double[] cValues, double lambda, int partitions, double lambda1,
                                double lambda2, double errorThreshold, int minLeafSize, double candidateFraction,
                                boolean normalize, int folds, Width width, LinearError linearError, int threads,
                                long seed) {
    /** {@code partitions}: choose M by cross-validation. */
    public static final int CROSS_VALIDATED = 0;
    /** Largest M tried by cross-validation. */
    public static final int MAX_CROSS_VALIDATED_PARTITIONS = 64;

    /**
     * The width sigma_j of a gate (2.36) from the rows of its partition (Zhao 2017, Sec. 3.3: "we calculate the mean
     * value and standard deviation"), d being the number of features; see docs/quasilinear.md for the measurements.
     */
    public enum Width {
        /**
         * The standard deviation per coordinate, sqrt(sum_i w_i ||x_i - mu||^2 / (d sum_i w_i)): the maximum
         * likelihood sigma of the isotropic Gaussian that the gate exp(-||x - mu||^2 / (lambda sigma^2)) is, fitted to
         * the rows. Spec word {@code std}; the default.
         */
        STD("std"),
        /**
         * The root mean squared distance to the centre, sqrt(d) times {@link #STD} (the "radius" of Zhao 2017,
         * Fig. 3.3); in d = 60 dimensions it makes every gate nearly 1/M. Spec word {@code radius}; Infens's reading
         * before 2026-11.
         */
        RADIUS("radius");

        private final String word;

        Width(String word) {
            this.word = word;
        }

        /** The spec word. */
        public String word() {
            return word;
        }

        /** The width named by a spec word ({@code std} or {@code radius}). */
        public static Width of(String word) {
            return byWord(values(), Width::word, "width", word);
        }
    }

    /** How a partition-tree node's linear classification error (the stopping test, Zhao 2017, Sec. 4.2) is measured. */
    public enum LinearError {
        /** On the node's own rows, as Zhao 2017 states the rule. Spec word {@code training}; the default. */
        TRAINING("training"),
        /**
         * Leave-one-out, in closed form from the least-squares fit (each row predicted by the fit without it); the
         * training error of d + 1 coefficients fitted to about d + 1 rows is near 0 whatever the labels. Spec word
         * {@code loo}.
         */
        LEAVE_ONE_OUT("loo");

        private final String word;

        LinearError(String word) {
            this.word = word;
        }

        /** The spec word. */
        public String word() {
            return word;
        }

        /** The estimate named by a spec word ({@code training} or {@code loo}). */
        public static LinearError of(String word) {
            return byWord(values(), LinearError::word, "linear-error", word);
        }
    }

    /** The value whose spec word is {@code given}, or an exception naming {@code parameter} and the allowed words. */
    private static <E> E byWord(E[] values, java.util.function.Function<E, String> word, String parameter,
                                String given) {
        java.util.StringJoiner allowed = new java.util.StringJoiner(" or ");
        for (E e : values) {
            if (word.apply(e).equals(given)) {
                return e;
            }
            allowed.add(word.apply(e));
        }
        throw new IllegalArgumentException(parameter + " must be " + allowed + ", got "
                + org.infens.data.Quote.of(given));
    }

    /** Validates every parameter, naming it and its value. */
    public QuasiLinearParams {
        if (trees < 1) {
            throw new IllegalArgumentException("trees must be >= 1, got " + trees);
        }
        if (cValues == null || cValues.length == 0) {
            throw new IllegalArgumentException("C must have at least one value");
        }
        cValues = cValues.clone();
        for (double c : cValues) {
            if (!(c > 0)) {
                throw new IllegalArgumentException("C must be > 0, got " + c);
            }
        }
        if (!(lambda > 0) || !Double.isFinite(lambda)) {
            throw new IllegalArgumentException("lambda must be > 0 and finite, got " + lambda);
        }
        if (partitions < 0) {
            throw new IllegalArgumentException("partitions must be >= 1 or cv, got " + partitions);
        }
        if (!(lambda1 >= 0) || !Double.isFinite(lambda1)) {
            throw new IllegalArgumentException("lambda1 must be >= 0 and finite, got " + lambda1);
        }
        if (!(lambda2 >= 0) || !Double.isFinite(lambda2)) {
            throw new IllegalArgumentException("lambda2 must be >= 0 and finite, got " + lambda2);
        }
        if (!(errorThreshold >= 0 && errorThreshold < 1)) {
            throw new IllegalArgumentException("error must be in [0, 1), got " + errorThreshold);
        }
        if (minLeafSize < 1) {
            throw new IllegalArgumentException("min-leaf must be >= 1, got " + minLeafSize);
        }
        if (!(candidateFraction > 0 && candidateFraction <= 1)) {
            throw new IllegalArgumentException("candidates must be in (0, 1], got " + candidateFraction);
        }
        if (folds < 2) {
            throw new IllegalArgumentException("folds must be >= 2, got " + folds);
        }
        java.util.Objects.requireNonNull(width, "width");
        java.util.Objects.requireNonNull(linearError, "linearError");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
    }

    /**
     * Zhao 2017's settings: 10 trees, C = 1, lambda = 1, M by 3-fold CV, 5% training error, 10 rows per leaf, 66%, L2
     * rows; gate widths {@link Width#STD}.
     */
    public static QuasiLinearParams defaults() {
        return new QuasiLinearParams(10, new double[] {1}, 1, CROSS_VALIDATED, 0.1, 0.1, 0.05, 10, 0.66, true, 3,
                Width.STD, LinearError.TRAINING, 1, 0L);
    }

    @Override
    public double[] cValues() {
        return cValues.clone();
    }

    /** A copy with {@code t} trees. */
    public QuasiLinearParams withTrees(int t) {
        return new QuasiLinearParams(t, cValues, lambda, partitions, lambda1, lambda2, errorThreshold, minLeafSize,
                candidateFraction, normalize, folds, width, linearError, threads, seed);
    }

    /** A copy with these values of C. */
    public QuasiLinearParams withC(double... c) {
        return new QuasiLinearParams(trees, c, lambda, partitions, lambda1, lambda2, errorThreshold, minLeafSize,
                candidateFraction, normalize, folds, width, linearError, threads, seed);
    }

    /** A copy with {@code l} as lambda. */
    public QuasiLinearParams withLambda(double l) {
        return new QuasiLinearParams(trees, cValues, l, partitions, lambda1, lambda2, errorThreshold, minLeafSize,
                candidateFraction, normalize, folds, width, linearError, threads, seed);
    }

    /** A copy with M fixed to {@code m}, or {@link #CROSS_VALIDATED}. */
    public QuasiLinearParams withPartitions(int m) {
        return new QuasiLinearParams(trees, cValues, lambda, m, lambda1, lambda2, errorThreshold, minLeafSize,
                candidateFraction, normalize, folds, width, linearError, threads, seed);
    }

    /** A copy with the cost weights of (3.3). */
    public QuasiLinearParams withCostWeights(double l1, double l2) {
        return new QuasiLinearParams(trees, cValues, lambda, partitions, l1, l2, errorThreshold, minLeafSize,
                candidateFraction, normalize, folds, width, linearError, threads, seed);
    }

    /** A copy with the stopping rule: linear error threshold and minimum leaf size. */
    public QuasiLinearParams withStopping(double error, int minLeaf) {
        return new QuasiLinearParams(trees, cValues, lambda, partitions, lambda1, lambda2, error, minLeaf,
                candidateFraction, normalize, folds, width, linearError, threads, seed);
    }

    /** A copy with the candidate fraction. */
    public QuasiLinearParams withCandidateFraction(double f) {
        return new QuasiLinearParams(trees, cValues, lambda, partitions, lambda1, lambda2, errorThreshold,
                minLeafSize, f, normalize, folds, width, linearError, threads, seed);
    }

    /** A copy with or without L2 row normalisation. */
    public QuasiLinearParams withNormalize(boolean n) {
        return new QuasiLinearParams(trees, cValues, lambda, partitions, lambda1, lambda2, errorThreshold,
                minLeafSize, candidateFraction, n, folds, width, linearError, threads, seed);
    }

    /** A copy with this gate width. */
    public QuasiLinearParams withWidth(Width w) {
        return new QuasiLinearParams(trees, cValues, lambda, partitions, lambda1, lambda2, errorThreshold,
                minLeafSize, candidateFraction, normalize, folds, w, linearError, threads, seed);
    }

    /** A copy with this estimate of the linear error. */
    public QuasiLinearParams withLinearError(LinearError e) {
        return new QuasiLinearParams(trees, cValues, lambda, partitions, lambda1, lambda2, errorThreshold,
                minLeafSize, candidateFraction, normalize, folds, width, e, threads, seed);
    }

    /** A copy with {@code t} threads. */
    public QuasiLinearParams withThreads(int t) {
        return new QuasiLinearParams(trees, cValues, lambda, partitions, lambda1, lambda2, errorThreshold,
                minLeafSize, candidateFraction, normalize, folds, width, linearError, t, seed);
    }

    /** A copy with {@code s} as seed. */
    public QuasiLinearParams withSeed(long s) {
        return new QuasiLinearParams(trees, cValues, lambda, partitions, lambda1, lambda2, errorThreshold,
                minLeafSize, candidateFraction, normalize, folds, width, linearError, threads, s);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof QuasiLinearParams p && trees == p.trees && Arrays.equals(cValues, p.cValues)
                && lambda == p.lambda && partitions == p.partitions && lambda1 == p.lambda1 && lambda2 == p.lambda2
                && errorThreshold == p.errorThreshold && minLeafSize == p.minLeafSize
                && candidateFraction == p.candidateFraction && normalize == p.normalize && folds == p.folds
                && width == p.width && linearError == p.linearError
                && threads == p.threads && seed == p.seed;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cValues) * 31 + Long.hashCode(seed) + trees;
    }

    @Override
    public String toString() {
        return "QuasiLinearParams[trees=" + trees + ", C=" + Arrays.toString(cValues) + ", lambda=" + lambda
                + ", partitions=" + partitions + ", width=" + width.word() + ", linear-error=" + linearError.word()
                + "]";
    }
}
