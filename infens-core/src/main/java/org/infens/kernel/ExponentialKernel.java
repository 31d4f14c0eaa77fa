package org.infens.kernel;

import org.infens.spec.Spec;

/**
 * k(x, x') = exp(-gamma ||x-x'||_2): the exponential kernel of Lin 2005, Sec. 4.3.3 (SVM-Exp of Sec. 5.3), which by the
 * argument of Lin 2005, Thm. 15 applied to perceptrons embodies infinitely many decision regions with hyperplane
 * boundaries. Positive definite for distinct points (Micchelli 1986). Spec {@code exponential(gamma=...)}.
 *
 * <p>gamma unset (NaN) means 1/d, as LIBSVM's default, fixed by {@link #prepare} from the training data's
 * dimension ({@link GammaKernel}).
 *
 * @param gamma the scale, {@code > 0}, or NaN for 1/d
 */
public record ExponentialKernel(double gamma) implements DistanceKernel, GammaKernel<ExponentialKernel> {
    /** Validates gamma. */
    public ExponentialKernel {
        Checks.gammaOrUnset(gamma);
    }

    /** A kernel whose gamma is fixed to 1/d by {@link #prepare}. */
    public static ExponentialKernel withDefaultGamma() {
        return new ExponentialKernel(Double.NaN);
    }

    @Override
    public Metric metric() {
        return Metric.L2;
    }

    @Override
    public double fromDistance(double distance) {
        return Math.exp(-gamma * Math.sqrt(distance));
    }

    @Override
    public ExponentialKernel withGamma(double gamma) {
        return new ExponentialKernel(gamma);
    }

    @Override
    public Spec spec() {
        return Checks.gammaSpec("exponential", gamma);
    }
}
