package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * k(x, x') = exp(-gamma ||x-x'||_1): the Laplacian-RBF kernel of 002 Sec. 6.3 (SVM-Dec of Sec. 7): up to the constants kappa_1 > 0 (a scaling of C) and kappa_3 (dropped by the constraint sum alpha_i y_i = 0, Thm. 4), it is the decision-tree kernel of Thm. 18, so it embodies an infinite ensemble of decision trees (see {@link DecisionTreeKernel}). Positive definite for distinct points (Micchelli 1986). Spec {@code laplacian(gamma=...)}.
 *
 * <p>gamma unset (NaN) means 1/d, as LIBSVM's default, fixed by {@link #prepare} from the training data's
 * dimension.
 *
 * @param gamma the scale, {@code > 0}, or NaN for 1/d
 */
public record LaplacianKernel(double gamma) implements DistanceKernel {
    /** Validates gamma. */
    public LaplacianKernel {
        Checks.gammaOrUnset(gamma);
    }

    /** A kernel whose gamma is fixed to 1/d by {@link #prepare}. */
    public static LaplacianKernel withDefaultGamma() {
        return new LaplacianKernel(Double.NaN);
    }

    @Override
    public Metric metric() {
        return Metric.L1;
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
    public LaplacianKernel prepare(Dataset training) {
        return isPrepared() ? this : new LaplacianKernel(Checks.defaultGamma(training));
    }

    @Override
    public Spec spec() {
        Spec s = Spec.of("laplacian");
        return isPrepared() ? s.with("gamma", gamma) : s;
    }
}
