package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The L-level stump-region kernel K_{T_L} of Lin &amp; Li 2008, Def. 17, which embodies all AND/OR combinations of L
 * decision stumps (the L-level stump regions), built by applying Thm. 16 repeatedly to the full stump kernel
 * K_S = Delta_S - ||x - x'||_1 (Def. 3):
 * <pre>
 *   K_{T_1}     = K_S + Delta_S,                       Delta_1     = 2 Delta_S,
 *   K_{T_{L+1}} = (K_{T_L} + Delta_L) (K_S + Delta_S),  Delta_{L+1} = 2 Delta_L Delta_S,
 * </pre>
 * whose solution is K_{T_L} = (2 Delta_S)^L sum_{l=1..L} ((K_S + Delta_S) / (2 Delta_S))^l. Spec
 * {@code stump-region(levels=L)} (Delta_S from the training data in {@link #prepare}, as {@code stump(delta=full)})
 * or {@code stump-region(levels=L, delta=...)} with an explicit Delta_S.
 *
 * <p>Choice where the paper is ambiguous: Thm. 16 would give the combined set the constant
 * integral of r^2 = 4 Delta_L Delta_S = K_{T_{L+1}}(x, x), while Def. 17 writes Delta_{L+1} = 2 Delta_L Delta_S.
 * We follow Def. 17 literally, because its closed form above and the expansion in the proof of Thm. 18 (the
 * decision-tree kernel and its bound gamma &lt; 1/Delta_S) rest on it. The kernel is positive semi-definite either
 * way: each level is a Schur product of PSD kernels plus non-negative constants. The thesis version (Lin 2005, Def. 7,
 * K_{T_L} = (1/4)^{L-1} (K_S + Delta_S)^L - Delta_S^L) is not used: its Gram matrices have a zero diagonal for
 * L = 2 and so are not PSD.
 *
 * <p>Evaluation: the recurrence above from the L1 distance, L multiplications, no division (so Delta_S = 0 is
 * allowed).
 *
 * @param levels     L, {@code >= 1}
 * @param stumpDelta Delta_S of the underlying stump kernel: NaN for "from the training data", else finite and
 *                   {@code >= 0}
 */
public record StumpRegionKernel(int levels, double stumpDelta) implements DistanceKernel {
    /** Validates the parameters. */
    public StumpRegionKernel {
        if (levels < 1) {
            throw new IllegalArgumentException("levels must be >= 1, got " + levels);
        }
        Checks.deltaOrUnset("delta", stumpDelta);
    }

    /** The L-level kernel with Delta_S fixed by {@link #prepare} from the training data. */
    public static StumpRegionKernel of(int levels) {
        return new StumpRegionKernel(levels, Double.NaN);
    }

    @Override
    public Metric metric() {
        return Metric.L1;
    }

    @Override
    public double fromDistance(double distance) {
        double s = 2 * stumpDelta - distance; // K_S + Delta_S
        double t = s;                         // K_{T_1}
        double d = 2 * stumpDelta;            // Delta_1
        for (int l = 1; l < levels; l++) {
            t = (t + d) * s;
            d = 2 * d * stumpDelta;
        }
        return t;
    }

    @Override
    public boolean isPrepared() {
        return !Double.isNaN(stumpDelta);
    }

    /** Computes Delta_S from the training data's feature ranges when it is unset. */
    @Override
    public StumpRegionKernel prepare(Dataset training) {
        return isPrepared() ? this : new StumpRegionKernel(levels, StumpKernel.deltaOf(training));
    }

    @Override
    public Spec spec() {
        Spec s = Spec.of("stump-region").with("levels", levels);
        return isPrepared() ? s.with("delta", stumpDelta) : s;
    }
}
