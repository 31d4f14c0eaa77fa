package org.infens.kernel;

import org.infens.spec.Spec;

/**
 * k(x, x') = exp(-gamma ||x-x'||_2^2): the Gaussian-RBF kernel (LIBSVM {@code -t 2}; Lin &amp; Li 2008, Sec. 4.1 and
 * 7.2). Positive definite for distinct points. It is a {@link DistanceKernel} of the squared L2 distance, so that the
 * distance matrix can be shared across a grid of gamma values. Spec {@code rbf(gamma=...)}.
 *
 * <p>gamma unset (NaN) means 1/d, as LIBSVM's default, fixed by {@link #prepare} from the training data's
 * dimension ({@link GammaKernel}).
 *
 * @param gamma the scale, {@code > 0}, or NaN for 1/d
 */
public record GaussianKernel(double gamma) implements DistanceKernel, GammaKernel<GaussianKernel> {
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
    public GaussianKernel withGamma(double gamma) {
        return new GaussianKernel(gamma);
    }

    @Override
    public Spec spec() {
        return Checks.gammaSpec("rbf", gamma);
    }
}
