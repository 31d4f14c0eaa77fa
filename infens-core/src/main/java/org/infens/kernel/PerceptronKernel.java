package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The perceptron kernel of Lin &amp; Li 2008, Def. 9 (Lin 2005, Def. 5): the kernel of Def. 1 that embodies the
 * perceptrons p_{theta,alpha}(x) = sign(theta^T x - alpha), ||theta||_2 = 1, alpha in [-R, R], with r = r_P:
 * <pre>
 *   K_P(x, x') = Delta_P - ||x - x'||_2,
 *   Delta_P = Theta_D / Xi_D * R,   r_P = (2 Xi_D)^(-1/2),
 *   Theta_D = integral over ||theta|| = 1 of d theta          (surface of the unit sphere in R^D)
 *   Xi_D    = integral over ||theta|| = 1 of |cos angle(theta, e_1)| d theta,
 * </pre>
 * (Lin &amp; Li 2008, Appendix A: K_P = 2 r_P^2 integral of (R - ||x - x'||_2 |cos|) d theta). The ratio has the closed
 * form Theta_D / Xi_D = sqrt(pi) Gamma((D+1)/2) / Gamma(D/2) = 1 / E|theta_1| ({@link #sphereRatio}); 1 for D = 1,
 * pi/2 for D = 2, 2 for D = 3.
 *
 * <p>Spec forms, as for {@link StumpKernel}: {@code perceptron} is the simplified kernel -||x - x'||_2 (Delta = 0),
 * only conditionally positive definite, equivalent for SVM (Lin &amp; Li 2008, Thm. 10) and the kernel of SVM-Perc
 * (Sec. 7); {@code perceptron(delta=full)} computes Delta_P in {@link #prepare} with D = the training data's dimension
 * and R = max_i ||x_i||_2, the smallest origin-centred ball holding the training rows (Def. 9 asks for the interior;
 * the boundary changes the alpha-integral only on a null set, so the training Gram matrix stays PSD, Thm. 2);
 * {@code perceptron(delta=7.5)} sets it explicitly.
 *
 * @param delta the constant Delta_P: 0 for the simplified kernel, NaN for "from the training data", else finite
 *              and {@code >= 0}
 */
public record PerceptronKernel(double delta) implements DistanceKernel, NeutralKernel {
    /** Validates delta. */
    public PerceptronKernel {
        Checks.deltaOrUnset("delta", delta);
    }

    /** The simplified perceptron kernel -||x - x'||_2 (Lin &amp; Li 2008, Thm. 10). */
    public static PerceptronKernel simplified() {
        return new PerceptronKernel(0);
    }

    /** The full perceptron kernel with Delta_P fixed by {@link #prepare} from the training data. */
    public static PerceptronKernel full() {
        return new PerceptronKernel(Double.NaN);
    }

    /**
     * Theta_D / Xi_D of Lin &amp; Li 2008, Def. 9 = sqrt(pi) Gamma((D+1)/2) / Gamma(D/2), by the recurrence
     * rho_1 = 1, rho_2 = pi/2, rho_{D+2} = rho_D (D+1)/D (from Gamma(z+1) = z Gamma(z)); 0 for D = 0.
     *
     * @param dimension D, {@code >= 0}
     */
    public static double sphereRatio(int dimension) {
        if (dimension < 0) {
            throw new IllegalArgumentException("dimension must be >= 0, got " + dimension);
        }
        if (dimension == 0) {
            return 0;
        }
        double rho = dimension % 2 == 1 ? 1 : Math.PI / 2;
        for (int k = dimension % 2 == 1 ? 1 : 2; k < dimension; k += 2) {
            rho *= (k + 1.0) / k;
        }
        return rho;
    }

    /**
     * Delta_P = Theta_D / Xi_D * R of Lin &amp; Li 2008, Def. 9 for {@code training} (D its dimension, R its largest
     * norm).
     */
    public static double deltaOf(Dataset training) {
        return sphereRatio(training.dimension()) * Checks.radius(training);
    }

    @Override
    public Metric metric() {
        return Metric.L2;
    }

    @Override
    public double fromDistance(double squaredDistance) {
        return delta - Math.sqrt(squaredDistance);
    }

    /** True for the simplified kernel (delta = 0): its Gram matrix is only PSD on sum alpha_i y_i = 0. */
    @Override
    public boolean isConditionallyPositiveDefinite() {
        return delta == 0;
    }

    /** Computes Delta_P from the training data when it was asked for ({@code perceptron(delta=full)}). */
    @Override
    public PerceptronKernel prepare(Dataset training) {
        return isPrepared() ? this : new PerceptronKernel(deltaOf(training));
    }

    @Override
    public Spec spec() {
        return Checks.deltaSpec("perceptron", delta);
    }
}
