package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/** Factory and helpers for kernels: building a kernel from its {@link Spec}. */
public final class Kernels {
    private Kernels() {
    }

    /** Squared norms of every row of {@code data}. */
    public static double[] squaredNorms(Dataset data) {
        double[] n = new double[data.size()];
        for (int i = 0; i < n.length; i++) {
            n[i] = data.squaredNorm(i);
        }
        return n;
    }

    /**
     * The kernel a spec describes, e.g. {@code rbf(gamma=0.5)}, {@code stump}, {@code sum(a=stump, b=perceptron)}.
     * Unknown names and parameters get an error that lists what is allowed.
     */
    public static Kernel fromSpec(Spec spec) {
        throw new UnsupportedOperationException("TODO kernel factory: " + spec);
    }
}
