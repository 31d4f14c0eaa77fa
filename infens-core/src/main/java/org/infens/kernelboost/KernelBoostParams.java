package org.infens.kernelboost;

import java.util.Objects;
import org.infens.kernel.Kernel;
import org.infens.kernel.LinearKernel;

/**
 * Parameters of kernel boosting over pairs ({@link KernelBooster}, Crammer, Keshet &amp; Singer 2002, Fig. 1-2).
 *
 * @param loss   the pair loss, ExpLoss or LogLoss
 * @param rounds T, the number of boosting rounds (base kernels), {@code >= 1}; boosting stops earlier when no base
 *               kernel has a positive edge (W+ &lt;= W-)
 * @param base   the base kernel kappa of "Kernelizing the Kernel"; the linear kernel is the paper's standard scalar
 *               product
 */
public record KernelBoostParams(PairLoss loss, int rounds, Kernel base) {
    /** Crammer, Keshet &amp; Singer 2002's synthetic experiment: LogLoss, 30 rounds. */
    public static final int DEFAULT_ROUNDS = 30;

    /** Validates the parameters. */
    public KernelBoostParams {
        Objects.requireNonNull(loss, "loss");
        Objects.requireNonNull(base, "base");
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds must be >= 1, got " + rounds);
        }
        if (base.isConditionallyPositiveDefinite()) {
            throw new IllegalArgumentException("base must be positive definite (a scalar product), got "
                    + base.spec());
        }
    }

    /** LogLoss, {@value #DEFAULT_ROUNDS} rounds, linear base kernel. */
    public static KernelBoostParams defaults() {
        return new KernelBoostParams(PairLoss.LOG, DEFAULT_ROUNDS, new LinearKernel());
    }

    /** These parameters with another loss. */
    public KernelBoostParams withLoss(PairLoss l) {
        return new KernelBoostParams(l, rounds, base);
    }

    /** These parameters with another number of rounds. */
    public KernelBoostParams withRounds(int t) {
        return new KernelBoostParams(loss, t, base);
    }

    /** These parameters with another base kernel. */
    public KernelBoostParams withBase(Kernel k) {
        return new KernelBoostParams(loss, rounds, k);
    }
}
