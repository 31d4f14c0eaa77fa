package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * k(x, x') = exp(-gamma ||x-x'||_2^2): the Gaussian-RBF kernel (LIBSVM {@code -t 2}; 002 Sec. 4.1 and 7.2).
 * Positive definite for distinct points. It is a {@link DistanceKernel} of the squared L2 distance, so that the
 * distance matrix can be shared across a grid of gamma values. Spec {@code rbf(gamma=...)}.
 *
 * <p>gamma unset (NaN) means 1/d, as LIBSVM's default, fixed by {@link #prepare} from the training data's
 * dimension.
 *
 * @param gamma the scale, {@code > 0}, or NaN for 1/d
 */
public record GaussianKernel(double gamma) implements DistanceKernel {
    /** Validates gamma. */
    public GaussianKernel {
        Checks.gammaOrUnset(gamma);
    }

    /** A kernel whose gamma is fixed to 1/d by {@link #prepare}. */
    public static GaussianKernel withDefaultGamma() {
        return new GaussianKernel(Double.NaN);
    }

    @Override
    public Metric metric() {
        return Metric.L2;
    }

    @Override
    public double fromDistance(double distance) {
        return Math.exp(-gamma * distance);
    }

    @Override
    public boolean isPrepared() {
        return !Double.isNaN(gamma);
    }

    /** Fixes an unset gamma to 1/d. */
    @Override
    public GaussianKernel prepare(Dataset training) {
        return isPrepared() ? this : new GaussianKernel(Checks.defaultGamma(training));
    }

    @Override
    public Spec spec() {
        Spec s = Spec.of("rbf");
        return isPrepared() ? s.with("gamma", gamma) : s;
    }
}
