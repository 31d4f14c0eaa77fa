package org.infens.bench;

import org.infens.kernel.DistanceKernel;
import org.infens.kernel.Kernel;
import org.infens.spec.Spec;

/** The kernels the benchmarks use (stand-ins until org.infens.kernel lands on main). */
public final class BenchKernels {
    private BenchKernels() {
    }

    private record Rbf(double gamma) implements DistanceKernel {
        @Override
        public Metric metric() {
            return Metric.L2;
        }

        @Override
        public double fromDistance(double d) {
            return Math.exp(-gamma * d);
        }

        @Override
        public Spec spec() {
            return Spec.of("rbf").with("gamma", gamma);
        }
    }

    private record Stump() implements DistanceKernel {
        @Override
        public Metric metric() {
            return Metric.L1;
        }

        @Override
        public double fromDistance(double d) {
            return -d;
        }

        @Override
        public boolean isConditionallyPositiveDefinite() {
            return true;
        }

        @Override
        public Spec spec() {
            return Spec.of("stump");
        }
    }

    /** The Gaussian kernel exp(-gamma ||x-x'||^2). */
    public static Kernel gaussian(double gamma) {
        return new org.infens.kernel.GaussianKernel(gamma);
    }

    /** The simplified stump kernel -||x-x'||_1. */
    public static Kernel stump() {
        return org.infens.kernel.StumpKernel.simplified();
    }
}
