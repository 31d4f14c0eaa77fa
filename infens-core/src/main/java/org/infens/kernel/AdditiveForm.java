package org.infens.kernel;

/**
 * The form of an additive kernel whose terms are piecewise linear in one feature:
 * <pre>
 *   k(x, x') = constant + l1 * ||x - x'||_1 + linear * sum_d (x_d + x'_d)
 * </pre>
 * The stump kernel Delta_S - ||x - x'||_1 (Lin &amp; Li 2008, Def. 3 and Thm. 4) is {@code (Delta_S, -1, 0)}; the
 * histogram intersection kernel sum_d min(x_d, x'_d) = sum_d (x_d + x'_d - |x_d - x'_d|) / 2 is
 * {@code (0, -1/2, 1/2)}; a positive multiple and a sum of such kernels are again of this form.
 *
 * <p>Why it matters: for any weights beta_j over rows x_j, the expansion u -&gt; sum_j beta_j k(x_j, u) is a sum
 * over features d of one-dimensional continuous piecewise-linear functions g_d(u_d) whose knots are the values
 * (x_j)_d, plus a constant (Lin &amp; Li 2008, Thm. 8: the infinite ensemble of stumps is an ensemble of finitely
 * many averaged stumps). {@link AdditiveExpansion} compiles such an expansion into sorted knots, so that it is
 * evaluated in O(d log m) instead of O(m d), and {@link SortedFeatures} evaluates it at every training row in
 * O(n d) by sorted sweeps, which is what the decomposition solver of additive-kernel SVMs is built on.
 *
 * @param constant the constant term, finite
 * @param l1       the coefficient of ||x - x'||_1, finite
 * @param linear   the coefficient of sum_d (x_d + x'_d), finite
 */
public record AdditiveForm(double constant, double l1, double linear) {
    /** Checks that every coefficient is finite. */
    public AdditiveForm {
        if (!Double.isFinite(constant) || !Double.isFinite(l1) || !Double.isFinite(linear)) {
            throw new IllegalArgumentException("additive form coefficients must be finite, got constant = "
                    + constant + ", l1 = " + l1 + ", linear = " + linear);
        }
    }

    /** The form of this kernel plus {@code other}'s. */
    public AdditiveForm plus(AdditiveForm other) {
        return new AdditiveForm(constant + other.constant, l1 + other.l1, linear + other.linear);
    }

    /** The form of {@code factor} times this kernel. */
    public AdditiveForm times(double factor) {
        return new AdditiveForm(factor * constant, factor * l1, factor * linear);
    }

    /** The one-feature term l1 |u - v| + linear (u + v) (without the constant). */
    public double term(double u, double v) {
        return l1 * Math.abs(u - v) + linear * (u + v);
    }
}
