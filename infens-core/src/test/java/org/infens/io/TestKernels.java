package org.infens.io;

import org.infens.kernel.DotProductKernel;
import org.infens.kernel.Kernel;
import org.infens.spec.Spec;

/**
 * A Gaussian kernel written out here so that codec tests do not depend on {@code org.infens.kernel}'s factory, and
 * the factory that rebuilds it from its spec.
 */
final class TestKernels {
    private TestKernels() {
    }

    /** exp(-gamma ||x - y||^2), spec {@code test-rbf(gamma=...)}. */
    record Rbf(double gamma) implements DotProductKernel {
        @Override
        public double fromDot(double dot, double nx, double ny) {
            return Math.exp(-gamma * (nx + ny - 2 * dot));
        }

        @Override
        public Spec spec() {
            return Spec.of("test-rbf").with("gamma", gamma);
        }
    }

    /** Rebuilds {@link Rbf} from its spec; anything else is an error listing what is allowed. */
    static Kernel fromSpec(Spec spec) {
        if (!spec.name().equals("test-rbf")) {
            throw new IllegalArgumentException("unknown kernel '" + spec.name() + "'; allowed: test-rbf");
        }
        spec.requireOnly("gamma");
        return new Rbf(spec.number("gamma", Double.NaN));
    }
}
