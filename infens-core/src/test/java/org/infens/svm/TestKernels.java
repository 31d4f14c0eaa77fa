package org.infens.svm;

import org.infens.kernel.DistanceKernel;
import org.infens.kernel.DotProductKernel;
import org.infens.kernel.Kernel;
import org.infens.spec.Spec;

/** Test-only stand-ins for the kernels of {@code org.infens.kernel} until that package lands. */
public final class TestKernels {
    private TestKernels() {
    }

    record Rbf(double gamma) implements DistanceKernel {
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

    record Lin() implements DotProductKernel {
        @Override
        public double fromDot(double dot, double a, double b) {
            return dot;
        }

        @Override
        public Spec spec() {
            return Spec.of("linear");
        }
    }

    record Poly(double gamma, double coef0, int degree) implements DotProductKernel {
        @Override
        public double fromDot(double dot, double a, double b) {
            double base = gamma * dot + coef0;
            double r = 1;
            for (int i = 0; i < degree; i++) {
                r *= base;
            }
            return r;
        }

        @Override
        public Spec spec() {
            return Spec.of("poly").with("gamma", gamma).with("coef0", coef0).with("degree", degree);
        }
    }

    record Stump() implements DistanceKernel {
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

    public static Kernel gaussian(double gamma) {
        return new org.infens.kernel.GaussianKernel(gamma);
    }

    public static Kernel linear() {
        return new org.infens.kernel.LinearKernel();
    }

    public static Kernel polynomial(double gamma, double coef0, int degree) {
        return new org.infens.kernel.PolynomialKernel(gamma, coef0, degree);
    }

    public static Kernel stump() {
        return org.infens.kernel.StumpKernel.simplified();
    }
}
