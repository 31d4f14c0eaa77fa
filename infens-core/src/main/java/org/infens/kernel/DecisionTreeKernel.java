package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The infinite stump-region (decision-tree) kernel of Lin &amp; Li 2008, Thm. 18:
 * <pre>
 *   K_T(x, x') = exp(gamma (K_S(x, x') + Delta_S)) - 1 = exp(gamma (2 Delta_S - ||x - x'||_1)) - 1,
 *   0 &lt; gamma &lt; 1 / Delta_S,
 * </pre>
 * = sum_{L &gt;= 1} tau_L K_{T_L} with tau_L = gamma^L / L! - 2 Delta_S gamma^{L+1} / (L+1)!, which is positive for
 * all L exactly when gamma Delta_S &lt; 1; then Thm. 13 makes K_T embody all decision trees (stump regions of any
 * level). The bound is checked as soon as Delta_S is known (at construction when given, else in
 * {@link #prepare}); violating it is an error naming gamma and the bound.
 *
 * <p>Spec {@code decision-tree(gamma=...)} (Delta_S from the training data, as {@code stump(delta=full)}) or
 * {@code decision-tree(gamma=..., delta=...)}. Positive definite for distinct points. Up to the positive factor
 * exp(2 gamma Delta_S) (a scaling of C) and the constant -1 (irrelevant under sum alpha_i y_i = 0), it is the
 * Laplacian kernel exp(-gamma ||x - x'||_1) ({@link LaplacianKernel}, Sec. 6.3). Evaluated with
 * {@link Math#expm1} for accuracy near 0.
 *
 * @param gamma      the scale, {@code > 0} and {@code < 1/Delta_S}
 * @param stumpDelta Delta_S of the underlying stump kernel: NaN for "from the training data", else finite and
 *                   {@code >= 0}
 */
public record DecisionTreeKernel(double gamma, double stumpDelta) implements DistanceKernel {
    /** Validates gamma against Lin &amp; Li 2008, Thm. 18 when Delta_S is known. */
    public DecisionTreeKernel {
        if (!(gamma > 0 && Double.isFinite(gamma))) {
            throw new IllegalArgumentException("gamma must be > 0 and finite, got " + Spec.formatNumber(gamma));
        }
        Checks.deltaOrUnset("delta", stumpDelta);
        if (!Double.isNaN(stumpDelta) && !(gamma * stumpDelta < 1)) {
            throw new IllegalArgumentException("gamma must be < 1/Delta_S = " + Spec.formatNumber(1 / stumpDelta)
                    + " for the decision-tree kernel (Lin & Li 2008, Thm. 18, Delta_S = "
                    + Spec.formatNumber(stumpDelta) + "), got " + Spec.formatNumber(gamma));
        }
    }

    /** The kernel with Delta_S fixed by {@link #prepare} from the training data. */
    public static DecisionTreeKernel of(double gamma) {
        return new DecisionTreeKernel(gamma, Double.NaN);
    }

    @Override
    public Metric metric() {
        return Metric.L1;
    }

    @Override
    public double fromDistance(double distance) {
        return Math.expm1(gamma * (2 * stumpDelta - distance));
    }

    @Override
    public boolean isPrepared() {
        return !Double.isNaN(stumpDelta);
    }

    /** Computes Delta_S from the training data and checks gamma &lt; 1/Delta_S. */
    @Override
    public DecisionTreeKernel prepare(Dataset training) {
        return isPrepared() ? this : new DecisionTreeKernel(gamma, StumpKernel.deltaOf(training));
    }

    @Override
    public Spec spec() {
        Spec s = Spec.of("decision-tree").with("gamma", gamma);
        return isPrepared() ? s.with("delta", stumpDelta) : s;
    }
}
