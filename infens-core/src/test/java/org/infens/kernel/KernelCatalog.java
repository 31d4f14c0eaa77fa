package org.infens.kernel;

import java.util.List;
import org.infens.kernel.LogicCombinationKernel.Operation;

/** One or more instances of every kernel, prepared and unprepared, for the contract tests. */
final class KernelCatalog {
    private KernelCatalog() {
    }

    /** Kernels that evaluate on ordinary feature rows (everything but precomputed). */
    static List<Kernel> featureKernels() {
        return List.of(
                new LinearKernel(),
                new PolynomialKernel(0.5, 1, 3), new PolynomialKernel(Double.NaN, -0.25, 2),
                new GaussianKernel(0.75), GaussianKernel.withDefaultGamma(),
                new SigmoidKernel(0.1, -0.5), new SigmoidKernel(Double.NaN, 0),
                StumpKernel.simplified(), StumpKernel.full(), new StumpKernel(3.25),
                PerceptronKernel.simplified(), PerceptronKernel.full(), new PerceptronKernel(4.5),
                new LaplacianKernel(0.3), LaplacianKernel.withDefaultGamma(),
                new ExponentialKernel(1.5), ExponentialKernel.withDefaultGamma(),
                StumpRegionKernel.of(3), new StumpRegionKernel(2, 1.75),
                DecisionTreeKernel.of(0.01), new DecisionTreeKernel(0.1, 2.5),
                MiddleStumpKernel.unprepared(),
                MiddleStumpKernel.withThresholds(new double[][] {{-0.5, 0.1, 0.7}, {}, {0}, {0.25}, {-1, 1}}),
                new HistogramIntersectionKernel(),
                SumKernel.of(StumpKernel.simplified(), new GaussianKernel(0.5), MiddleStumpKernel.unprepared()),
                ProductKernel.of(new LaplacianKernel(0.2), StumpKernel.full()),
                new ScaledKernel(PerceptronKernel.simplified(), 2.5),
                new LogicRuleKernel(StumpKernel.full()),
                new LogicCombinationKernel(Operation.AND, StumpKernel.full(), PerceptronKernel.full()),
                new LogicCombinationKernel(Operation.NAND, new StumpKernel(2), MiddleStumpKernel.unprepared()),
                new LogicCombinationKernel(Operation.OR,
                        new LogicCombinationKernel(Operation.AND, StumpKernel.full(), StumpKernel.full()),
                        new PerceptronKernel(3)),
                new QuasiLinearKernel(new double[][] {{0.1, -0.2, 0.3, 0, 0.5}, {-0.4, 0.2, 0, 0.1, -0.3}},
                        new double[] {0.7, 1.3}, 1, false),
                new QuasiLinearKernel(new double[][] {{0.5, 0.5}, {-0.5, 0.25}, {0, -1}}, new double[] {0.4, 0.9, 2},
                        0.5, true),
                new LearnedKernel(new GaussianKernel(0.5), KernelTestSupport.dense(new double[][] {
                    {0.5, -1, 0, 0.25, 1}, {0, 0, 1, -0.5, 0.75}, {-1, 0.5, 0.5, 0, 0}}),
                        new double[][] {{0.5, -0.25, 1}, {0, 1.5, -0.75}}, new double[] {0.8, 0.3}));
    }
}
