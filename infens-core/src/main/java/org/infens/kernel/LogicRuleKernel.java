package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The logic kernel of Lin 2005, Lemma 3: for a neutral hypothesis set H with kernel K_H and constant Delta_H
 * ({@link NeutralKernel}), the kernel of the associated logic rules h~ = (h + 1) / 2 with outputs {0, 1}
 * (TRUE iff h = +1) and the same r is
 * <pre>
 *   K_{H~}(x, x') = (K_H(x, x') + Delta_H) / 4.
 * </pre>
 * Spec {@code logic(kernel=...)}, e.g. {@code logic(kernel=stump(delta=full))}. Products of logic kernels embody
 * the AND of the rules (Lin 2005, Def. 6; {@link ProductKernel}). Positive semi-definite (Def. 1 with {0, 1} outputs).
 *
 * @param kernel the kernel K_H of a neutral set with Delta_H &gt; 0 (or still unset)
 */
public record LogicRuleKernel(NeutralKernel kernel) implements Kernel {
    /** Checks that the kernel carries its constant Delta. */
    public LogicRuleKernel {
        NeutralKernel.checkCombinable("logic: kernel", kernel);
    }

    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        return 0.25 * (kernel.value(a, i, b, j) + kernel.delta());
    }

    @Override
    public Evaluator evaluator(Dataset a, Dataset b) {
        Checks.requirePrepared(this);
        Evaluator e = kernel.evaluator(a, b);
        double delta = kernel.delta();
        return (i, j) -> 0.25 * (e.value(i, j) + delta);
    }

    @Override
    public boolean isPrepared() {
        return kernel.isPrepared();
    }

    /** Prepares the underlying kernel (e.g. computes Delta_S). */
    @Override
    public LogicRuleKernel prepare(Dataset training) {
        NeutralKernel p = kernel.prepare(training);
        return p == kernel ? this : new LogicRuleKernel(p);
    }

    @Override
    public Spec spec() {
        return Spec.of("logic").with("kernel", Composite.nested(kernel));
    }
}
