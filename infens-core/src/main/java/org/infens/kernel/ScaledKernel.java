package org.infens.kernel;

import java.util.Objects;
import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * A positive multiple {@code by * k}; spec {@code scale(kernel=..., by=...)}. Scaling the embedding function r of
 * Def. 1 by sqrt(by) scales the kernel by {@code by} (Lin &amp; Li 2008, Sec. 5), and for SVM scaling the kernel by
 * {@code by} is scaling C by {@code by}. Definiteness is that of {@code kernel}; weighted sums of Thm. 13 are sums of
 * scaled kernels.
 *
 * @param kernel the kernel
 * @param by     the factor, finite and {@code > 0}
 */
public record ScaledKernel(Kernel kernel, double by) implements Kernel {
    /** Validates the parameters. */
    public ScaledKernel {
        Objects.requireNonNull(kernel, "kernel");
        if (!(by > 0 && Double.isFinite(by))) {
            throw new IllegalArgumentException("by must be > 0 and finite, got " + Spec.formatNumber(by));
        }
    }

    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        return by * kernel.value(a, i, b, j);
    }

    @Override
    public Evaluator evaluator(Dataset a, Dataset b) {
        Evaluator e = kernel.evaluator(a, b);
        double f = by;
        return (i, j) -> f * e.value(i, j);
    }

    @Override
    public boolean isConditionallyPositiveDefinite() {
        return kernel.isConditionallyPositiveDefinite();
    }

    @Override
    public boolean isPrepared() {
        return kernel.isPrepared();
    }

    /** Prepares the scaled kernel. */
    @Override
    public ScaledKernel prepare(Dataset training) {
        Kernel p = kernel.prepare(training);
        return p == kernel ? this : new ScaledKernel(p, by);
    }

    /** The scaled kernel's form times {@code by}, when it has one. */
    @Override
    public java.util.Optional<AdditiveForm> additiveForm() {
        return kernel.additiveForm().map(f -> f.times(by));
    }

    @Override
    public Spec spec() {
        return Spec.of("scale").with("kernel", Composite.nested(kernel)).with("by", by);
    }
}
