package org.infens.kernel;

import org.infens.spec.Spec;

/**
 * The sigmoid kernel k(x, x') = tanh(gamma x.x' + coef0) (LIBSVM {@code -t 3}); spec
 * {@code sigmoid(gamma=..., coef0=...)}. Defaults as LIBSVM: gamma unset (NaN) means 1/d ({@link GammaKernel}),
 * coef0 = 0. Neither positive definite nor conditionally positive definite in general.
 *
 * @param gamma the scale of the dot product, {@code > 0}, or NaN for 1/d
 * @param coef0 the additive constant, finite
 */
public record SigmoidKernel(double gamma, double coef0) implements DotProductKernel, GammaKernel<SigmoidKernel> {
    /** Validates the parameters. */
    public SigmoidKernel {
        Checks.gammaOrUnset(gamma);
        if (!Double.isFinite(coef0)) {
            throw new IllegalArgumentException("coef0 must be finite, got " + coef0);
        }
    }

    @Override
    public double fromDot(double dot, double squaredNormX, double squaredNormY) {
        return Math.tanh(gamma * dot + coef0);
    }

    @Override
    public SigmoidKernel withGamma(double gamma) {
        return new SigmoidKernel(gamma, coef0);
    }

    @Override
    public Spec spec() {
        return Checks.gammaSpec("sigmoid", gamma).with("coef0", coef0);
    }
}
