package org.infens.kernel;

import org.infens.spec.Spec;

/**
 * The linear kernel k(x, x') = x.x' (LIBSVM {@code -t 0}); spec {@code linear}. Positive semi-definite.
 */
public record LinearKernel() implements DotProductKernel {
    @Override
    public double fromDot(double dot, double squaredNormX, double squaredNormY) {
        return dot;
    }

    @Override
    public Spec spec() {
        return Spec.of("linear");
    }
}
