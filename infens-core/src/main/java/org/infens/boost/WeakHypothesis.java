package org.infens.boost;

import java.util.Arrays;
import java.util.Objects;
import org.infens.data.Dataset;
import org.infens.data.Quote;
import org.infens.spec.Spec;

/**
 * One weak learner h(x) of a column-generation ensemble (Shen &amp; Liu 2014, Sec. VI): a decision stump, a perceptron
 * or a Fourier feature. Immutable.
 * <ul>
 *   <li>{@link Kind#STUMP}: h(x) = d when x_f &gt;= t, else -d (d = +1 or -1; a value on the threshold goes to the
 *   upper side, as {@link org.infens.kernel.MiddleStumpKernel} does).</li>
 *   <li>{@link Kind#PERCEPTRON}: h(x) = sign(theta.x - kappa), with sign(0) = +1 (Lin &amp; Li 2008, Sec. 5).</li>
 *   <li>{@link Kind#FOURIER}: h(x) = cos(theta.x - kappa) (Shen &amp; Liu 2014, Sec. VI, Rahimi &amp; Recht's random
 *   features).</li>
 * </ul>
 * Features beyond theta's length (or beyond a data set's dimension) count as 0. As a spec (for model files):
 * {@code stump(feature=2, threshold=0.5, direction=1)}, {@code perceptron(theta=[..], kappa=..)},
 * {@code fourier(theta=[..], kappa=..)}.
 */
public final class WeakHypothesis {
    /** The three weak-learner families of Shen &amp; Liu 2014, Sec. VI. */
    public enum Kind {
        /** Decision stumps, searched exactly. */
        STUMP,
        /** Perceptrons sign(theta.x - kappa), sampled as Lin &amp; Li 2008, Sec. 5. */
        PERCEPTRON,
        /** Fourier features cos(theta.x - kappa), sampled as random Fourier features. */
        FOURIER;

        /** The lower-case name used in specs. */
        public String specName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    private final Kind kind;
    private final int feature;
    private final double threshold;
    private final int direction;
    private final double[] theta;
    private final double kappa;

    private WeakHypothesis(Kind kind, int feature, double threshold, int direction, double[] theta, double kappa) {
        this.kind = kind;
        this.feature = feature;
        this.threshold = threshold;
        this.direction = direction;
        this.theta = theta;
        this.kappa = kappa;
    }

    /** The stump h(x) = direction when x_feature &gt;= threshold, else -direction. */
    public static WeakHypothesis stump(int feature, double threshold, int direction) {
        if (feature < 0) {
            throw new IllegalArgumentException("feature must be >= 0, got " + feature);
        }
        if (!Double.isFinite(threshold)) {
            throw new IllegalArgumentException("threshold must be finite, got " + threshold);
        }
        if (direction != 1 && direction != -1) {
            throw new IllegalArgumentException("direction must be +1 or -1, got " + direction);
        }
        return new WeakHypothesis(Kind.STUMP, feature, threshold, direction, null, 0);
    }

    /** The perceptron sign(theta.x - kappa) (theta copied). */
    public static WeakHypothesis perceptron(double[] theta, double kappa) {
        return new WeakHypothesis(Kind.PERCEPTRON, -1, 0, 0, checkTheta(theta), checkKappa(kappa));
    }

    /** The Fourier feature cos(theta.x - kappa) (theta copied). */
    public static WeakHypothesis fourier(double[] theta, double kappa) {
        return new WeakHypothesis(Kind.FOURIER, -1, 0, 0, checkTheta(theta), checkKappa(kappa));
    }

    private static double[] checkTheta(double[] theta) {
        double[] t = Objects.requireNonNull(theta, "theta").clone();
        for (int f = 0; f < t.length; f++) {
            if (!Double.isFinite(t[f])) {
                throw new IllegalArgumentException("theta[" + f + "] must be finite, got " + t[f]);
            }
        }
        return t;
    }

    private static double checkKappa(double kappa) {
        if (!Double.isFinite(kappa)) {
            throw new IllegalArgumentException("kappa must be finite, got " + kappa);
        }
        return kappa;
    }

    /** theta of a perceptron or Fourier feature (a copy). */
    double[] theta() {
        return theta.clone();
    }

    /** kappa of a perceptron or Fourier feature. */
    double kappa() {
        return kappa;
    }

    /** Which family this hypothesis belongs to. */
    public Kind kind() {
        return kind;
    }

    /** h(x) for row {@code i} of {@code data}. */
    public double value(Dataset data, int i) {
        if (kind == Kind.STUMP) {
            double v = feature < data.dimension() ? data.get(i, feature) : 0;
            return v >= threshold ? direction : -direction;
        }
        double dot = 0;
        for (int k = 0, n = data.storedCount(i); k < n; k++) {
            int f = data.storedIndex(i, k);
            if (f < theta.length) {
                dot += theta[f] * data.storedValue(i, k);
            }
        }
        return outer(dot - kappa);
    }

    /** h(x) for the dense row {@code x[0..dimension)} stored at {@code x[offset..]} (theta.x over the overlap). */
    double value(double[] x, int offset, int dimension) {
        if (kind == Kind.STUMP) {
            double v = feature < dimension ? x[offset + feature] : 0;
            return v >= threshold ? direction : -direction;
        }
        double dot = 0;
        int n = Math.min(dimension, theta.length);
        for (int f = 0; f < n; f++) {
            dot += theta[f] * x[offset + f];
        }
        return outer(dot - kappa);
    }

    private double outer(double z) {
        return kind == Kind.PERCEPTRON ? (z >= 0 ? 1 : -1) : Math.cos(z);
    }

    /** This hypothesis in the spec grammar (see the class comment); {@link #fromSpec} reads it back exactly. */
    public Spec spec() {
        Spec s = Spec.of(kind.specName());
        if (kind == Kind.STUMP) {
            return s.with("feature", feature).with("threshold", threshold).with("direction", direction);
        }
        return s.with("theta", theta).with("kappa", kappa);
    }

    /** The hypothesis {@link #spec()} describes. */
    public static WeakHypothesis fromSpec(Spec spec) {
        switch (spec.name()) {
            case "stump" -> {
                spec.requireOnly("feature", "threshold", "direction");
                return stump(spec.integer("feature", -1), spec.number("threshold", Double.NaN),
                        spec.integer("direction", 0));
            }
            case "perceptron", "fourier" -> {
                spec.requireOnly("theta", "kappa");
                double[] t = spec.vector("theta");
                if (t == null) {
                    throw new IllegalArgumentException(spec.name() + ": theta is missing");
                }
                double k = spec.number("kappa", Double.NaN);
                return spec.name().equals("fourier") ? fourier(t, k) : perceptron(t, k);
            }
            default -> throw new IllegalArgumentException("unknown weak hypothesis " + Quote.of(spec.name())
                    + "; known: stump, perceptron, fourier");
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WeakHypothesis h && h.kind == kind && h.feature == feature
                && Double.compare(h.threshold, threshold) == 0 && h.direction == direction
                && Arrays.equals(h.theta, theta) && Double.compare(h.kappa, kappa) == 0;
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, feature, threshold, direction, Arrays.hashCode(theta), kappa);
    }

    @Override
    public String toString() {
        return spec().toString();
    }
}
