package org.infens.kernel;

import static org.infens.kernel.KernelTestSupport.frobenius;
import static org.infens.kernel.KernelTestSupport.gram;
import static org.infens.kernel.KernelTestSupport.minEigenvalue;
import static org.infens.kernel.KernelTestSupport.projectOnConstraint;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.kernel.LogicCombinationKernel.Operation;
import org.junit.jupiter.api.Test;

/**
 * Gram matrices on random data: PSD outright for the PD kernels, PSD on the SVM constraint subspace
 * {a : sum a_i y_i = 0} for the conditionally PD ones (002 Thm. 4, Thm. 10). Tolerance: smallest eigenvalue
 * >= -1e-9 ||K||_F (the trace of a simplified kernel's Gram matrix is 0, so the Frobenius norm sets the scale).
 */
class PositiveDefinitenessTest {
    private static final int N = 40;

    private static Dataset randomData(long seed, double lo, double hi) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = KernelTestSupport.uniform(rng, N, 5, lo, hi, 0);
        return KernelTestSupport.dense(x, KernelTestSupport.labels(N, rng));
    }

    private static void assertPsd(Kernel k, Dataset d) {
        double[][] g = gram(k.prepare(d), d, d);
        double min = minEigenvalue(g);
        assertTrue(min >= -1e-9 * frobenius(g), k.spec() + ": smallest eigenvalue " + min);
    }

    private static void assertPsdOnConstraint(Kernel k, Dataset d) {
        double[][] g = gram(k.prepare(d), d, d);
        double[][] p = projectOnConstraint(g, d.classIndices());
        double min = minEigenvalue(p);
        assertTrue(min >= -1e-9 * frobenius(g), k.spec() + ": smallest eigenvalue on the constraint " + min);
    }

    @Test
    void positiveDefiniteKernelsHavePsdGramMatrices() {
        List<Kernel> kernels = List.of(new LinearKernel(), new PolynomialKernel(0.5, 1, 3), new GaussianKernel(0.7),
                new LaplacianKernel(0.7), new ExponentialKernel(0.7), MiddleStumpKernel.unprepared(),
                StumpKernel.full(), PerceptronKernel.full(), StumpRegionKernel.of(1), StumpRegionKernel.of(3),
                DecisionTreeKernel.of(0.05),
                SumKernel.of(new GaussianKernel(0.2), StumpKernel.full(), MiddleStumpKernel.unprepared()),
                ProductKernel.of(new LaplacianKernel(0.3), PerceptronKernel.full()),
                new ScaledKernel(new ExponentialKernel(2), 0.1),
                new LogicRuleKernel(StumpKernel.full()),
                new LogicCombinationKernel(Operation.AND, StumpKernel.full(), PerceptronKernel.full()),
                new LogicCombinationKernel(Operation.OR, MiddleStumpKernel.unprepared(),
                        new LogicCombinationKernel(Operation.NAND, StumpKernel.full(), StumpKernel.full())));
        for (long seed = 1; seed <= 3; seed++) {
            Dataset d = randomData(seed, -1, 1);
            for (Kernel k : kernels) {
                assertPsd(k, d);
            }
            // HIK is PD on non-negative features
            assertPsd(new HistogramIntersectionKernel(), randomData(seed, 0, 2));
        }
    }

    @Test
    void conditionallyPositiveDefiniteKernelsArePsdOnTheConstraintSubspace() {
        List<Kernel> kernels = List.of(StumpKernel.simplified(), PerceptronKernel.simplified(),
                new HistogramIntersectionKernel(), SumKernel.of(StumpKernel.simplified(), new GaussianKernel(1)),
                new ScaledKernel(PerceptronKernel.simplified(), 3));
        for (long seed = 1; seed <= 3; seed++) {
            Dataset d = randomData(seed, -1, 1);
            for (Kernel k : kernels) {
                assertTrue(k.isConditionallyPositiveDefinite(), k.spec().toString());
                assertPsdOnConstraint(k, d);
                // ... and not PSD outright: the check above is not vacuous
                double[][] g = gram(k, d, d);
                if (!(k instanceof SumKernel)) {
                    assertTrue(minEigenvalue(g) < -1e-3 * frobenius(g), k.spec() + " should not be PSD outright");
                }
            }
        }
    }

    /**
     * The projection must act on the dual Hessian Y K Y, not on K: with K = -|x - x'| on x = 0, 1 and y = (+1, -1),
     * the vector a = (1, 1) satisfies sum a_i y_i = 0 and a^T K a = -2 < 0, while (a o y)^T K (a o y) = 2 > 0.
     */
    @Test
    void constraintProjectionActsOnTheDualHessian() {
        Dataset d = KernelTestSupport.dense(new double[][] {{0}, {1}}, new int[] {0, 1});
        double[][] g = gram(StumpKernel.simplified(), d, d);
        assertTrue(minEigenvalue(projectOnConstraint(g, d.classIndices())) >= 0);
        double[][] naive = {{g[0][0] + g[0][1] + g[1][0] + g[1][1]}};
        assertTrue(naive[0][0] < 0);
    }

    /** The thesis' stump-region kernel of level 2 (000 Def. 7) has a zero diagonal: not PSD, hence 002 Def. 17. */
    @Test
    void thesisLevel2StumpRegionFormIsNotPsd() {
        Dataset d = randomData(7, -1, 1);
        StumpKernel full = StumpKernel.full().prepare(d);
        double delta = full.delta();
        double[][] g = gram(full, d, d);
        double[][] thesis = new double[N][N];
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                thesis[i][j] = 0.25 * (g[i][j] + delta) * (g[i][j] + delta) - delta * delta;
            }
        }
        assertTrue(Math.abs(thesis[3][3]) < 1e-12);
        assertTrue(minEigenvalue(thesis) < -1e-6);
        assertPsd(StumpRegionKernel.of(2), d);
    }

    @Test
    void fullStumpAndPerceptronGramMatricesArePositiveDefiniteOnDistinctPoints() {
        // 002 Thm. 5 and 000 Thm. 12: strictly positive smallest eigenvalue (distinct real-valued points)
        Dataset d = randomData(11, -1, 1);
        double stumpMin = minEigenvalue(gram(StumpKernel.full().prepare(d), d, d));
        assertTrue(stumpMin > 1e-9, "stump: " + stumpMin);
        double percMin = minEigenvalue(gram(PerceptronKernel.full().prepare(d), d, d));
        assertTrue(percMin >= -1e-9, "perceptron: " + percMin);
        assertFalse(StumpKernel.full().prepare(d).isConditionallyPositiveDefinite());
    }
}
