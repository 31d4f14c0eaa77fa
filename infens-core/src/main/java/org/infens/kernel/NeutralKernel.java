package org.infens.kernel;

/**
 * A kernel K_{H,r}(x, x') = integral of r^2(alpha) h_alpha(x) h_alpha(x') d alpha (Lin &amp; Li 2008, Def. 1; Lin 2005,
 * Def. 3) that embodies a set H of hypotheses with outputs in {-1, +1} which is <em>neutral</em> (Lin &amp; Li 2008,
 * Def. 15; Lin 2005, Lemma 3): integral of h_alpha(x) r^2(alpha) d alpha = 0 for every x, and whose constant
 * Delta_H = integral of r^2(alpha) d alpha is finite. Since h_alpha(x)^2 = 1, Delta_H = K_H(x, x) for every x.
 *
 * <p>The decision stumps (Lin &amp; Li 2008, Def. 3), the perceptrons (Def. 9) and the middle stumps (Sec. 7) are
 * neutral because they come in pairs h, -h of equal weight; so are the AND/NAND/OR combinations of Thm. 16. The logic
 * combinations ({@link LogicCombinationKernel}) and the logic-rule kernel ({@link LogicRuleKernel}) need exactly this
 * pair (K_H, Delta_H).
 *
 * <p>A kernel whose Delta is unset (NaN, before {@link #prepare}) or zero (the simplified stump and perceptron
 * kernels, which are not of the form of Def. 1) is refused by those combinations.
 */
public interface NeutralKernel extends Kernel {
    /**
     * Delta_H = integral of r^2 over the hypotheses = K_H(x, x); NaN while unprepared, 0 for a simplified
     * kernel without its constant.
     */
    double delta();

    /** Whether Delta is set: a neutral kernel is prepared exactly when its Delta is known. */
    @Override
    default boolean isPrepared() {
        return !Double.isNaN(delta());
    }

    /** This kernel with its data-dependent constants fixed; still a kernel of a neutral set. */
    @Override
    NeutralKernel prepare(org.infens.data.Dataset training);

    /**
     * Checks that {@code k} can enter a logic combination: its Delta is set and positive, or unset (to be checked
     * again after {@code prepare}).
     *
     * @param role how the caller names the argument in errors, e.g. {@code "and: a"}
     */
    static NeutralKernel checkCombinable(String role, NeutralKernel k) {
        java.util.Objects.requireNonNull(k, role);
        double d = k.delta();
        if (!Double.isNaN(d) && !(d > 0)) {
            throw new IllegalArgumentException(role + " = " + k.spec() + " has Delta = " + d + "; logic "
                    + "combinations need the constant Delta_H > 0 of Lin & Li 2008, Def. 15 / Thm. 16, which the "
                    + "simplified kernel drops (use e.g. stump(delta=full) or perceptron(delta=full))");
        }
        return k;
    }
}
