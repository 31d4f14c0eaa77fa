package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The histogram intersection kernel k(x, x') = sum_d min(x_d, x'_d); spec {@code hik}.
 *
 * <p>Lin &amp; Li 2008, Thm. 4 (proof) links it to the stump kernel: with min(a, b) = (a + b - |a - b|) / 2,
 * <pre>
 *   2 sum_d min(x_d, x'_d) = -||x - x'||_1 + sum_d x_d + sum_d x'_d,
 * </pre>
 * i.e. twice this kernel is the simplified stump kernel plus f(x) + f(x'), and such a kernel gives the same SVM
 * classifier as the stump kernel because of the constraint sum alpha_i y_i = 0 (so {@code scale(kernel=hik, by=2)}
 * with cost C gives the decision values of {@code stump} with cost C).
 *
 * <p>Positive semi-definite on non-negative features (min(x, x') is the covariance of Brownian motion; Lin 2005,
 * Lemma 1 proof); for features of any sign it is only conditionally positive definite, which is what
 * {@link #isConditionallyPositiveDefinite()} reports, so that learners without the constraint do not take it.
 */
public record HistogramIntersectionKernel() implements Kernel {
    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        double s = 0;
        int ka = 0;
        int kb = 0;
        int ea = a.storedCount(i);
        int eb = b.storedCount(j);
        while (ka < ea || kb < eb) {
            int fa = ka < ea ? a.storedIndex(i, ka) : Integer.MAX_VALUE;
            int fb = kb < eb ? b.storedIndex(j, kb) : Integer.MAX_VALUE;
            if (fa == fb) {
                s += Math.min(a.storedValue(i, ka++), b.storedValue(j, kb++));
            } else if (fa < fb) {
                s += Math.min(a.storedValue(i, ka++), 0.0);
            } else {
                s += Math.min(0.0, b.storedValue(j, kb++));
            }
        }
        return s;
    }

    /** Only conditionally PD for features of any sign (PSD on non-negative features). */
    @Override
    public boolean isConditionallyPositiveDefinite() {
        return true;
    }

    /** {@code (0, -1/2, 1/2)}: min(u, v) = (u + v - |u - v|) / 2 per feature. */
    @Override
    public java.util.Optional<AdditiveForm> additiveForm() {
        return java.util.Optional.of(new AdditiveForm(0, -0.5, 0.5));
    }

    @Override
    public Spec spec() {
        return Spec.of("hik");
    }
}
