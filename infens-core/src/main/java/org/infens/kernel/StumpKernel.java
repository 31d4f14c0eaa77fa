package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The stump kernel of Lin &amp; Li 2008, Def. 3 (Lin 2005, Def. 4): the kernel of Def. 1 that embodies the decision
 * stumps s_{q,d,alpha}(x) = q sign(x_d - alpha), q in {-1, +1}, d = 1..D, alpha in [L_d, R_d], with r = 1/2:
 * <pre>
 *   K_S(x, x') = Delta_S - ||x - x'||_1,   Delta_S = 1/2 sum_d (R_d - L_d).
 * </pre>
 * Spec forms:
 * <ul>
 *   <li>{@code stump}: the simplified stump kernel -||x - x'||_1 (Delta = 0, the default). It is only
 *   conditionally positive definite (Lin &amp; Li 2008, Thm. 4, from Berg et al. 1984), which is all that an SVM with
 *   the constraint sum alpha_i y_i = 0 needs; with it, SVM gives the same classifier as with the full kernel (Thm. 4),
 *   and it is the kernel of SVM-Stump (Sec. 7).</li>
 *   <li>{@code stump(delta=full)}: the full kernel with Delta_S computed by {@link #prepare} from the training
 *   data, with [L_d, R_d] = [min_i (x_i)_d, max_i (x_i)_d] (absent sparse entries count as 0). Def. 3 asks for
 *   X within the open box; the closed box of the training data changes the integral only on a set of measure zero,
 *   so the Gram matrix of the training rows is positive semi-definite (Thm. 2), and positive definite when some
 *   feature takes distinct values on all rows (Thm. 5). Test rows outside the box still get Delta_S - ||x-x'||_1,
 *   without the ensemble reading.</li>
 *   <li>{@code stump(delta=2.5)}: the full kernel with an explicit Delta (what {@link #spec()} writes once
 *   prepared).</li>
 * </ul>
 * Implementation: a {@link DistanceKernel} of the L1 distance (one pass over the stored entries of both rows).
 *
 * @param delta the constant Delta_S: 0 for the simplified kernel, NaN for "from the training data", else finite
 *              and {@code >= 0}
 */
public record StumpKernel(double delta) implements DistanceKernel, NeutralKernel {
    /** Validates delta. */
    public StumpKernel {
        Checks.deltaOrUnset("delta", delta);
    }

    /** The simplified stump kernel -||x - x'||_1 (Lin &amp; Li 2008, Thm. 4). */
    public static StumpKernel simplified() {
        return new StumpKernel(0);
    }

    /** The full stump kernel with Delta_S fixed by {@link #prepare} from the training data's feature ranges. */
    public static StumpKernel full() {
        return new StumpKernel(Double.NaN);
    }

    /**
     * Delta_S = 1/2 sum_d (R_d - L_d) of Lin &amp; Li 2008, Def. 3 for the per-feature ranges [L_d, R_d] of
     * {@code training} (absent sparse entries count as 0).
     */
    public static double deltaOf(Dataset training) {
        return Checks.stumpDelta(training);
    }

    @Override
    public Metric metric() {
        return Metric.L1;
    }

    @Override
    public double fromDistance(double distance) {
        return delta - distance;
    }

    /** True for the simplified kernel (delta = 0): its Gram matrix is only PSD on sum alpha_i y_i = 0. */
    @Override
    public boolean isConditionallyPositiveDefinite() {
        return delta == 0;
    }

    /** Computes Delta_S from the training data when it was asked for ({@code stump(delta=full)}). */
    @Override
    public StumpKernel prepare(Dataset training) {
        return isPrepared() ? this : new StumpKernel(deltaOf(training));
    }

    /** {@code (Delta, -1, 0)}: Delta - ||x - x'||_1. */
    @Override
    public java.util.Optional<AdditiveForm> additiveForm() {
        Checks.requirePrepared(this);
        return java.util.Optional.of(new AdditiveForm(delta, -1, 0));
    }

    @Override
    public Spec spec() {
        return Checks.deltaSpec("stump", delta);
    }
}
