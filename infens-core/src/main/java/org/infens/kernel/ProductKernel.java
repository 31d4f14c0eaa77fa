package org.infens.kernel;

import java.util.List;
import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The point-wise product k = k_a k_b ... of Lin &amp; Li 2008, Thm. 14: for kernels of hypothesis sets H_1, H_2 with
 * r_1, r_2, the product is the kernel of {-h_alpha h_beta} with r = r_1 r_2, i.e. it embodies the XOR combinations of
 * the hypotheses (+1 = TRUE). For the {0, 1} logic rules of Lin 2005, Def. 6 the product of their logic kernels
 * embodies the AND of the rules ({@code product(a=logic(kernel=...), b=logic(kernel=...))}). Spec
 * {@code product(a=..., b=..., c=...)}: factors named by consecutive letters from {@code a} (one to 26).
 *
 * <p>Definiteness: a product of PSD kernels is PSD (Schur product theorem). With a factor that is only
 * conditionally PD (the simplified stump or perceptron kernel) no theorem applies: the product is in general
 * neither PD nor conditionally PD, so {@link #isConditionallyPositiveDefinite()} is false and such products
 * should not be used; take the full kernels ({@code stump(delta=full)}) instead.
 *
 * @param factors the kernels to multiply, at least one
 */
public record ProductKernel(List<Kernel> factors) implements Kernel {
    /** Validates and copies the factors. */
    public ProductKernel {
        factors = Composite.checkTerms("factors", factors);
    }

    /** The product of the given kernels. */
    public static ProductKernel of(Kernel... factors) {
        return new ProductKernel(List.of(factors));
    }

    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        return Composite.Fold.PRODUCT.value(factors, a, i, b, j);
    }

    @Override
    public Evaluator evaluator(Dataset a, Dataset b) {
        return Composite.Fold.PRODUCT.evaluator(factors, a, b);
    }

    @Override
    public boolean isPrepared() {
        return Composite.allPrepared(factors);
    }

    /** Prepares every factor. */
    @Override
    public ProductKernel prepare(Dataset training) {
        List<Kernel> p = Composite.prepareAll(factors, training);
        return p == factors ? this : new ProductKernel(p);
    }

    @Override
    public Spec spec() {
        return Composite.listSpec("product", factors);
    }
}
