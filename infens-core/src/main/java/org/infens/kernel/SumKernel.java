package org.infens.kernel;

import java.util.List;
import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The sum k = k_a + k_b + ... of Lin &amp; Li 2008, Thm. 13 (Lin 2005, Thm. 6): it embodies the union of the hypothesis
 * sets of its terms (a direct sum of their feature spaces), so SVM with it gives an ensemble over the union. Spec
 * {@code sum(a=..., b=..., c=...)}: the terms are named by consecutive letters from {@code a} (one to 26 terms).
 *
 * <p>Definiteness: a sum of PSD kernels is PSD; if some term is only conditionally PD (e.g. the simplified stump
 * kernel) and the others are PD or conditionally PD, the sum is conditionally PD, which
 * {@link #isConditionallyPositiveDefinite()} then reports.
 *
 * @param terms the kernels to add, at least one
 */
public record SumKernel(List<Kernel> terms) implements Kernel {
    /** Validates and copies the terms. */
    public SumKernel {
        terms = Composite.checkTerms("terms", terms);
    }

    /** The sum of the given kernels. */
    public static SumKernel of(Kernel... terms) {
        return new SumKernel(List.of(terms));
    }

    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        return Composite.Fold.SUM.value(terms, a, i, b, j);
    }

    @Override
    public Evaluator evaluator(Dataset a, Dataset b) {
        return Composite.Fold.SUM.evaluator(terms, a, b);
    }

    /** Whether some term is only conditionally PD. */
    @Override
    public boolean isConditionallyPositiveDefinite() {
        for (Kernel k : terms) {
            if (k.isConditionallyPositiveDefinite()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean isPrepared() {
        return Composite.allPrepared(terms);
    }

    /** Prepares every term. */
    @Override
    public SumKernel prepare(Dataset training) {
        List<Kernel> p = Composite.prepareAll(terms, training);
        return p == terms ? this : new SumKernel(p);
    }

    /** The sum of the terms' forms when every term has one. */
    @Override
    public java.util.Optional<AdditiveForm> additiveForm() {
        AdditiveForm sum = new AdditiveForm(0, 0, 0);
        for (Kernel k : terms) {
            java.util.Optional<AdditiveForm> f = k.additiveForm();
            if (f.isEmpty()) {
                return java.util.Optional.empty();
            }
            sum = sum.plus(f.get());
        }
        return java.util.Optional.of(sum);
    }

    @Override
    public Spec spec() {
        return Composite.listSpec("sum", terms);
    }
}
