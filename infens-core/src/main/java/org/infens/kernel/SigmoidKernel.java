package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The sigmoid kernel k(x, x') = tanh(gamma x.x' + coef0) (LIBSVM {@code -t 3}); spec
 * {@code sigmoid(gamma=..., coef0=...)}. Defaults as LIBSVM: gamma unset (NaN) means 1/d, coef0 = 0. Neither
 * positive definite nor conditionally positive definite in general.
 *
 * @param gamma the scale of the dot product, {@code > 0}, or NaN for 1/d
 * @param coef0 the additive constant, finite
 */
public record SigmoidKernel(double gamma, double coef0) implements DotProductKernel {
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
    public boolean isPrepared() {
        return !Double.isNaN(gamma);
    }

    /** Fixes an unset gamma to 1/d. */
    @Override
    public SigmoidKernel prepare(Dataset training) {
        return isPrepared() ? this : new SigmoidKernel(Checks.defaultGamma(training), coef0);
    }

    @Override
    public Spec spec() {
        Spec s = Spec.of("sigmoid");
        if (isPrepared()) {
            s = s.with("gamma", gamma);
        }
        return s.with("coef0", coef0);
    }
}
