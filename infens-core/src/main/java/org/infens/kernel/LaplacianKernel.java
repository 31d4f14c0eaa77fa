package org.infens.kernel;

import org.infens.spec.Spec;

/**
 * k(x, x') = exp(-gamma ||x-x'||_1): the Laplacian-RBF kernel of Lin &amp; Li 2008, Sec. 6.3 (SVM-Dec of Sec. 7;
 * Lin 2005, Sec. 4.3.3). The decision-tree kernel of Thm. 18 is kappa_1 exp(-gamma ||x-x'||_1) + kappa_3 with kappa_1
 * &gt; 0 (a scaling of C) and a constant kappa_3 (irrelevant under sum alpha_i y_i = 0, Thm. 4), so for gamma &lt;
 * 1/Delta_S SVM with this kernel is an infinite ensemble of decision trees ({@link DecisionTreeKernel}); for any gamma
 * &gt; 0 it embodies XOR stump regions (footnote 5). Positive definite for distinct points (Micchelli 1986). Spec
 * {@code laplacian(gamma=...)}.
 *
 * <p>gamma unset (NaN) means 1/d, as LIBSVM's default, fixed by {@link #prepare} from the training data's
 * dimension ({@link GammaKernel}).
 *
 * @param gamma the scale, {@code > 0}, or NaN for 1/d
 */
public record LaplacianKernel(double gamma) implements DistanceKernel, GammaKernel<LaplacianKernel> {
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
    public LaplacianKernel withGamma(double gamma) {
        return new LaplacianKernel(gamma);
    }

    @Override
    public Spec spec() {
        return Checks.gammaSpec("laplacian", gamma);
    }
}
