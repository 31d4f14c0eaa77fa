package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * k(x, x') = exp(-gamma ||x-x'||_2): the exponential kernel of 000 Sec. 4.3.3 (SVM-Exp of Sec. 5.3), which by the
 * argument of 000 Thm. 15 applied to perceptrons embodies infinitely many decision regions with hyperplane
 * boundaries. Positive definite for distinct points (Micchelli 1986). Spec {@code exponential(gamma=...)}.
 *
 * <p>gamma unset (NaN) means 1/d, as LIBSVM's default, fixed by {@link #prepare} from the training data's
 * dimension.
 *
 * @param gamma the scale, {@code > 0}, or NaN for 1/d
 */
public record ExponentialKernel(double gamma) implements DistanceKernel {
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
    public boolean isPrepared() {
        return !Double.isNaN(gamma);
    }

    /** Fixes an unset gamma to 1/d. */
    @Override
    public ExponentialKernel prepare(Dataset training) {
        return isPrepared() ? this : new ExponentialKernel(Checks.defaultGamma(training));
    }

    @Override
    public Spec spec() {
        Spec s = Spec.of("exponential");
        return isPrepared() ? s.with("gamma", gamma) : s;
    }
}
