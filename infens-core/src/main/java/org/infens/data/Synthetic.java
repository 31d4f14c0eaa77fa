package org.infens.data;

import java.util.Objects;
import java.util.SplittableRandom;

/**
 * Breiman's artificial two-class problems (L. Breiman, "Bias, variance and arcing classifiers", Technical Report
 * 460, Statistics Department, UC Berkeley, 1996), as defined by R's {@code mlbench} package
 * ({@code mlbench.twonorm}, {@code mlbench.threenorm}, {@code mlbench.ringnorm}, and {@code bayesclass} for the
 * Bayes-optimal rules). Lin 2005 (Sec. 5.1) and Lin &amp; Li 2008 (Sec. 7) use them with d = 20.
 *
 * <p>Class sizes follow mlbench: exactly {@code floor(n/2)} rows, chosen uniformly at random, belong to class 2 and
 * the others to class 1 (mlbench draws {@code c2 <- sample(1:n, size=n/2)}). The random numbers are not R's; the
 * generator is a {@link SplittableRandom} seeded by the caller, with normal deviates from Marsaglia's polar method
 * (written out here so data do not depend on the JDK's Gaussian algorithm).
 *
 * <p>Labels: class 1 is {@code "1"} (class index 0) and class 2 is {@code "-1"} (class index 1), i.e.
 * {@code Labels.of("1", "-1")}, so LIBSVM's positive class is mlbench's class 1. Data are dense.
 */
public final class Synthetic {
    private Synthetic() {
    }

    /** The labels of every generated set: class 1 is {@code "1"}, class 2 is {@code "-1"}. */
    public static final Labels LABELS = Labels.of("1", "-1");

    /** Default number of features, as in Breiman's report and the papers. */
    public static final int DEFAULT_DIMENSION = 20;

    /** The three problems. */
    public enum Problem {
        /**
         * Class 1 ~ N(a·1, I), class 2 ~ N(−a·1, I) with {@code a = 2/sqrt(d)}. Bayes rule: class 1 iff
         * {@code sum(x) >= 0}; Bayes error {@code Phi(-a sqrt(d)) = Phi(-2) ≈ 0.0228}.
         */
        TWONORM,
        /**
         * Class 1: an equal mixture of N(a·1, I) and N(−a·1, I) (a fair coin per row); class 2 ~ N(m, I) with
         * {@code m = (a, −a, a, −a, ...)} (ending in {@code a} when d is odd), {@code a = 2/sqrt(d)}. Bayes rule:
         * class 2 iff {@code log cosh(a·sum(x)) < m·x}, since the mixture density over the class-2 density is
         * {@code cosh(a·sum x) / exp(m·x)} (the terms {@code ||x||²} and {@code d a² = ||m||²} cancel).
         */
        THREENORM,
        /**
         * Class 1 ~ N(0, 4I), class 2 ~ N(a·1, I) with {@code a = 1/sqrt(d)}. Bayes rule (mlbench's): class 2 iff
         * {@code ||x||²/4 + d·log 4 > ||x − a·1||²}, i.e. iff the class-2 density is larger.
         */
        RINGNORM;

        /**
         * Generates {@code n} rows with {@code d} features.
         *
         * @param n    number of rows, at least 1
         * @param d    number of features, at least 1
         * @param seed seed of the random generator: the same seed gives the same data
         * @return a dense data set labelled with {@link Synthetic#LABELS}
         */
        public Dataset generate(int n, int d, long seed) {
            if (n < 1) {
                throw new IllegalArgumentException("n must be >= 1, got " + n);
            }
            if (d < 1) {
                throw new IllegalArgumentException("d must be >= 1, got " + d);
            }
            SplittableRandom rng = new SplittableRandom(seed);
            int[] y = new int[n];
            // class 2 gets a uniformly random subset of size floor(n/2): partial Fisher-Yates shuffle
            int[] perm = new int[n];
            for (int i = 0; i < n; i++) {
                perm[i] = i;
            }
            for (int k = 0; k < n / 2; k++) {
                int j = k + rng.nextInt(n - k);
                int t = perm[k];
                perm[k] = perm[j];
                perm[j] = t;
                y[perm[k]] = 1;
            }
            double[] x = new double[Math.multiplyExact(n, d)];
            double[] spare = {Double.NaN};
            double twoOverSqrtD = 2 / Math.sqrt(d);
            double oneOverSqrtD = 1 / Math.sqrt(d);
            for (int i = 0; i < n; i++) {
                int o = i * d;
                boolean class1 = y[i] == 0;
                switch (this) {
                    case TWONORM -> {
                        double mean = class1 ? twoOverSqrtD : -twoOverSqrtD;
                        for (int f = 0; f < d; f++) {
                            x[o + f] = mean + gaussian(rng, spare);
                        }
                    }
                    case THREENORM -> {
                        if (class1) {
                            double mean = rng.nextBoolean() ? twoOverSqrtD : -twoOverSqrtD;
                            for (int f = 0; f < d; f++) {
                                x[o + f] = mean + gaussian(rng, spare);
                            }
                        } else {
                            for (int f = 0; f < d; f++) {
                                x[o + f] = ((f & 1) == 0 ? twoOverSqrtD : -twoOverSqrtD) + gaussian(rng, spare);
                            }
                        }
                    }
                    case RINGNORM -> {
                        for (int f = 0; f < d; f++) {
                            x[o + f] = class1 ? 2 * gaussian(rng, spare) : oneOverSqrtD + gaussian(rng, spare);
                        }
                    }
                    default -> throw new AssertionError(this);
                }
            }
            return Dataset.dense(x, d, y, LABELS, null);
        }

        /** Generates {@code n} rows with {@value Synthetic#DEFAULT_DIMENSION} features; see {@link #generate(int, int, long)}. */
        public Dataset generate(int n, long seed) {
            return generate(n, DEFAULT_DIMENSION, seed);
        }

        /**
         * The Bayes-optimal class of {@code x} (its dimension is d), as a class index of {@link Synthetic#LABELS}:
         * 0 for class 1 (label {@code "1"}), 1 for class 2 (label {@code "-1"}). Ties go to class 1, as in
         * mlbench's {@code bayesclass}.
         *
         * @param x a point
         * @return 0 or 1
         */
        public int bayesClass(double[] x) {
            Objects.requireNonNull(x, "x");
            int d = x.length;
            if (d == 0) {
                throw new IllegalArgumentException("x must have at least one feature");
            }
            switch (this) {
                case TWONORM: {
                    double s = 0;
                    for (double v : x) {
                        s += v;
                    }
                    return s < 0 ? 1 : 0;
                }
                case THREENORM: {
                    double a = 2 / Math.sqrt(d);
                    double s = 0;
                    double t = 0;
                    for (int f = 0; f < d; f++) {
                        s += x[f];
                        t += (f & 1) == 0 ? x[f] : -x[f];
                    }
                    double z = Math.abs(a * s);
                    double logCosh = z + Math.log1p(Math.exp(-2 * z)) - Math.log(2);
                    return logCosh < a * t ? 1 : 0;
                }
                case RINGNORM: {
                    double a = 1 / Math.sqrt(d);
                    double m1 = 0;
                    double m2 = 0;
                    for (double v : x) {
                        m1 += v * v;
                        m2 += (v - a) * (v - a);
                    }
                    m1 = m1 / 4 + d * Math.log(4);
                    return m1 > m2 ? 1 : 0;
                }
                default:
                    throw new AssertionError(this);
            }
        }
    }

    /** A standard normal deviate (Marsaglia's polar method; {@code spare[0]} holds the second deviate or NaN). */
    private static double gaussian(SplittableRandom rng, double[] spare) {
        double s0 = spare[0];
        if (!Double.isNaN(s0)) {
            spare[0] = Double.NaN;
            return s0;
        }
        double u;
        double v;
        double s;
        do {
            u = 2 * rng.nextDouble() - 1;
            v = 2 * rng.nextDouble() - 1;
            s = u * u + v * v;
        } while (s >= 1 || s == 0);
        double m = Math.sqrt(-2 * Math.log(s) / s);
        spare[0] = v * m;
        return u * m;
    }

    /**
     * Flips the labels of exactly {@code round(fraction * n)} rows chosen uniformly at random without replacement
     * (class index 0 becomes 1 and 1 becomes 0), as the papers' "-n" data sets flip 10% of the training labels.
     *
     * @param data     a binary data set (two labels)
     * @param fraction the fraction of rows to flip, in [0, 1]
     * @param seed     seed of the random generator
     * @return the data with flipped labels (same rows, labels and weights)
     */
    public static Dataset flipLabels(Dataset data, double fraction, long seed) {
        Objects.requireNonNull(data, "data");
        if (data.classCount() != 2) {
            throw new IllegalArgumentException("flipLabels needs binary data, got " + data.classCount()
                    + " classes " + data.labels());
        }
        if (!(fraction >= 0 && fraction <= 1)) {
            throw new IllegalArgumentException("fraction must be in [0, 1], got " + fraction);
        }
        int n = data.size();
        int k = (int) Math.round(fraction * n);
        SplittableRandom rng = new SplittableRandom(seed);
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        int[] y = data.classIndices();
        for (int j = 0; j < k; j++) {
            int r = j + rng.nextInt(n - j);
            int t = perm[j];
            perm[j] = perm[r];
            perm[r] = t;
            y[perm[j]] = 1 - y[perm[j]];
        }
        return data.withClassIndices(y, data.labels());
    }
}
