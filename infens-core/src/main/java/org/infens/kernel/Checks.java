package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/** Parameter checks and data-dependent constants shared by the kernels (package-private). */
final class Checks {
    private Checks() {
    }

    /** A gamma: NaN (unset, to be fixed by {@code prepare}) or finite and {@code > 0}. */
    static double gammaOrUnset(double gamma) {
        if (!Double.isNaN(gamma) && !(gamma > 0 && Double.isFinite(gamma))) {
            throw new IllegalArgumentException("gamma must be > 0 and finite (or NaN for 1/dimension), got "
                    + Spec.formatNumber(gamma));
        }
        return gamma;
    }

    /** A constant Delta: NaN (unset, computed from the training data by {@code prepare}) or finite and {@code >= 0}. */
    static double deltaOrUnset(String name, double delta) {
        if (!Double.isNaN(delta) && !(delta >= 0 && Double.isFinite(delta))) {
            throw new IllegalArgumentException(name + " must be >= 0 and finite (or NaN for 'from the training "
                    + "data'), got " + Spec.formatNumber(delta));
        }
        return delta;
    }

    /** The spec {@code name(gamma=...)} of a {@link GammaKernel}, without gamma while it is unset. */
    static Spec gammaSpec(String name, double gamma) {
        Spec s = Spec.of(name);
        return Double.isNaN(gamma) ? s : s.with("gamma", gamma);
    }

    /**
     * The spec of a kernel Delta - ||x - x'|| (stump, perceptron) in its three forms: {@code name} for Delta = 0 (the
     * simplified kernel), {@code name(delta=full)} while Delta is unset (to come from the training data), else
     * {@code name(delta=...)}.
     */
    static Spec deltaSpec(String name, double delta) {
        Spec s = Spec.of(name);
        if (Double.isNaN(delta)) {
            return s.with("delta", "full");
        }
        return delta == 0 ? s : s.with("delta", delta);
    }

    /**
     * Delta_S = 1/2 sum_d (R_d - L_d) of Lin &amp; Li 2008, Def. 3, with [L_d, R_d] the smallest interval holding
     * feature d of every training row (absent sparse entries count as 0).
     */
    static double stumpDelta(Dataset training) {
        int n = training.size();
        int d = training.dimension();
        if (n == 0) {
            throw new IllegalArgumentException("cannot compute Delta_S from an empty training set");
        }
        double[] lo = new double[d];
        double[] hi = new double[d];
        int[] seen = new int[d];
        java.util.Arrays.fill(lo, Double.POSITIVE_INFINITY);
        java.util.Arrays.fill(hi, Double.NEGATIVE_INFINITY);
        for (int i = 0; i < n; i++) {
            for (int k = 0, c = training.storedCount(i); k < c; k++) {
                int f = training.storedIndex(i, k);
                double v = training.storedValue(i, k);
                lo[f] = Math.min(lo[f], v);
                hi[f] = Math.max(hi[f], v);
                seen[f]++;
            }
        }
        double sum = 0;
        for (int f = 0; f < d; f++) {
            if (seen[f] < n) {
                lo[f] = Math.min(lo[f], 0);
                hi[f] = Math.max(hi[f], 0);
            }
            sum += hi[f] - lo[f];
        }
        return 0.5 * sum;
    }

    /**
     * The radius R = max_i ||x_i||_2 of the smallest origin-centred ball holding the training rows (Lin &amp; Li 2008,
     * Def. 9).
     */
    static double radius(Dataset training) {
        if (training.size() == 0) {
            throw new IllegalArgumentException("cannot compute the radius R from an empty training set");
        }
        double r2 = 0;
        for (int i = 0; i < training.size(); i++) {
            r2 = Math.max(r2, training.squaredNorm(i));
        }
        return Math.sqrt(r2);
    }

    /** Throws when {@code kernel} is not prepared. */
    static void requirePrepared(Kernel kernel) {
        if (!kernel.isPrepared()) {
            throw new IllegalStateException("kernel " + kernel.spec() + " is not prepared: its data-dependent "
                    + "constants are unset; call prepare(training) first");
        }
    }
}
