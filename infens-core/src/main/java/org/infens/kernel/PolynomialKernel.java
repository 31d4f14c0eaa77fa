package org.infens.kernel;

import org.infens.spec.Spec;

/**
 * The polynomial kernel k(x, x') = (gamma x.x' + coef0)^degree (LIBSVM {@code -t 1}); spec
 * {@code poly(gamma=..., coef0=..., degree=...)}.
 *
 * <p>Defaults as LIBSVM: gamma unset (NaN) means 1/d, fixed by {@link #prepare} from the training data's dimension
 * ({@link GammaKernel}); coef0 = 0; degree = 3. The power is computed by LIBSVM's {@code powi} (binary
 * exponentiation), so values agree with LIBSVM bit for bit for the same dot product. Positive semi-definite when
 * coef0 &gt;= 0.
 *
 * @param gamma  the scale of the dot product, {@code > 0}, or NaN for 1/d
 * @param coef0  the additive constant, finite
 * @param degree the degree, {@code >= 0}
 */
public record PolynomialKernel(double gamma, double coef0, int degree)
        implements DotProductKernel, GammaKernel<PolynomialKernel> {
    /** LIBSVM's default degree. */
    public static final int DEFAULT_DEGREE = 3;

    /** Validates the parameters. */
    public PolynomialKernel {
        Checks.gammaOrUnset(gamma);
        if (!Double.isFinite(coef0)) {
            throw new IllegalArgumentException("coef0 must be finite, got " + coef0);
        }
        if (degree < 0) {
            throw new IllegalArgumentException("degree must be >= 0, got " + degree);
        }
    }

    @Override
    public double fromDot(double dot, double squaredNormX, double squaredNormY) {
        return powi(gamma * dot + coef0, degree);
    }

    /** base^times by binary exponentiation, exactly as LIBSVM's {@code powi}. */
    static double powi(double base, int times) {
        double tmp = base;
        double ret = 1.0;
        for (int t = times; t > 0; t /= 2) {
            if (t % 2 == 1) {
                ret *= tmp;
            }
            tmp = tmp * tmp;
        }
        return ret;
    }

    @Override
    public PolynomialKernel withGamma(double gamma) {
        return new PolynomialKernel(gamma, coef0, degree);
    }

    @Override
    public Spec spec() {
        return Checks.gammaSpec("poly", gamma).with("coef0", coef0).with("degree", degree);
    }
}
