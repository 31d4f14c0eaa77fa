package org.infens.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/**
 * The kernels whose shared shape is written once ({@link GammaKernel}, the Delta forms of the stump and perceptron
 * kernels, the folds of {@link SumKernel} and {@link ProductKernel}) against their formulas written out from the
 * data's distances and dot products, bit for bit, and their spec texts as model files hold them.
 */
class KernelShapesTest {
    private final SplittableRandom rng = new SplittableRandom(23);
    private final Dataset x = KernelTestSupport.dense(KernelTestSupport.sparseish(rng, 17, 6));
    private final Dataset z = KernelTestSupport.sparse(KernelTestSupport.sparseish(rng, 9, 6));

    /** k(z_i, x_j) and its evaluator equal {@code formula} exactly, for every pair. */
    private void assertFormula(Kernel k, Formula formula) {
        Kernel.Evaluator e = k.evaluator(z, x);
        for (int i = 0; i < z.size(); i++) {
            for (int j = 0; j < x.size(); j++) {
                double expected = formula.value(i, j);
                assertEquals(expected, k.value(z, i, x, j), 0, k.spec() + " at " + i + ", " + j);
                assertEquals(expected, e.value(i, j), 0, k.spec() + " evaluator at " + i + ", " + j);
            }
        }
    }

    /** A kernel value of row i of z and row j of x. */
    @FunctionalInterface
    private interface Formula {
        double value(int i, int j);
    }

    private double l1(int i, int j) {
        return z.l1Distance(i, x, j);
    }

    private double sq(int i, int j) {
        return z.squaredDistance(i, x, j);
    }

    @Test
    void distanceKernelsWithAGammaAreTheirFormulas() {
        double g = 0.3;
        assertFormula(new GaussianKernel(g), (i, j) -> Math.exp(-g * sq(i, j)));
        assertFormula(new LaplacianKernel(g), (i, j) -> Math.exp(-g * l1(i, j)));
        assertFormula(new ExponentialKernel(g), (i, j) -> Math.exp(-g * Math.sqrt(sq(i, j))));
        double d = 1.0 / 6; // LIBSVM's default 1/d
        assertFormula(GaussianKernel.withDefaultGamma().prepare(x), (i, j) -> Math.exp(-d * sq(i, j)));
        assertFormula(LaplacianKernel.withDefaultGamma().prepare(x), (i, j) -> Math.exp(-d * l1(i, j)));
        assertFormula(ExponentialKernel.withDefaultGamma().prepare(x), (i, j) -> Math.exp(-d * Math.sqrt(sq(i, j))));
    }

    @Test
    void stumpAndPerceptronKernelsAreDeltaMinusTheDistance() {
        assertFormula(StumpKernel.simplified(), (i, j) -> -l1(i, j));
        assertFormula(new StumpKernel(2.5), (i, j) -> 2.5 - l1(i, j));
        double ds = StumpKernel.deltaOf(x);
        assertFormula(StumpKernel.full().prepare(x), (i, j) -> ds - l1(i, j));
        assertFormula(PerceptronKernel.simplified(), (i, j) -> -Math.sqrt(sq(i, j)));
        assertFormula(new PerceptronKernel(4.5), (i, j) -> 4.5 - Math.sqrt(sq(i, j)));
        double dp = PerceptronKernel.deltaOf(x);
        assertFormula(PerceptronKernel.full().prepare(x), (i, j) -> dp - Math.sqrt(sq(i, j)));
        assertTrue(StumpKernel.simplified().isConditionallyPositiveDefinite());
        assertTrue(PerceptronKernel.simplified().isConditionallyPositiveDefinite());
        assertFalse(new StumpKernel(ds).isConditionallyPositiveDefinite());
        assertFalse(new PerceptronKernel(dp).isConditionallyPositiveDefinite());
    }

    /** Sums and products add (multiply) their terms' values one at a time, in order, from 0 (1). */
    @Test
    void sumsAndProductsFoldTheirTermsInOrder() {
        List<Kernel> terms = List.of(new GaussianKernel(0.5), StumpKernel.simplified(), new ExponentialKernel(0.7),
                new PerceptronKernel(3), new LinearKernel());
        Formula sum = (i, j) -> {
            double s = 0;
            for (Kernel t : terms) {
                s += t.value(z, i, x, j);
            }
            return s;
        };
        Formula product = (i, j) -> {
            double p = 1;
            for (Kernel t : terms) {
                p *= t.value(z, i, x, j);
            }
            return p;
        };
        assertFormula(new SumKernel(terms), sum);
        assertFormula(new ProductKernel(terms), product);
        Kernel one = new LaplacianKernel(0.2);
        assertFormula(SumKernel.of(one), (i, j) -> 0 + one.value(z, i, x, j));
        assertFormula(ProductKernel.of(one), (i, j) -> one.value(z, i, x, j));
    }

    /** Every kernel with a gamma: unset gamma prepares to 1/d, a set gamma keeps the very same kernel. */
    @Test
    void gammaKernelsShareTheirDefaultAndPreparation() {
        List<GammaKernel<?>> unset = List.of(GaussianKernel.withDefaultGamma(), LaplacianKernel.withDefaultGamma(),
                ExponentialKernel.withDefaultGamma(), new PolynomialKernel(Double.NaN, 0.5, 2),
                new SigmoidKernel(Double.NaN, -1));
        for (GammaKernel<?> k : unset) {
            assertFalse(k.isPrepared(), k.spec().toString());
            assertThrows(IllegalStateException.class, () -> k.value(x, 0, x, 1), k.spec().toString());
            GammaKernel<?> p = k.prepare(x);
            assertEquals(k.withGamma(1.0 / 6), p, k.spec().toString());
            assertEquals(1.0 / 6, p.gamma(), 0);
            assertSame(p, p.prepare(z), "a prepared kernel is returned as it is");
            assertEquals(k.getClass(), p.getClass());
        }
        Dataset empty = Dataset.dense(new double[3][0], new int[] {0, 1, 0}, KernelTestSupport.BINARY);
        assertEquals(new GaussianKernel(1), GaussianKernel.withDefaultGamma().prepare(empty), "1 without features");
        assertEquals(new PolynomialKernel(0.25, 0.5, 2), new PolynomialKernel(1, 0.5, 2).withGamma(0.25),
                "withGamma keeps the other parameters");
        assertThrows(IllegalArgumentException.class, () -> new GaussianKernel(1).withGamma(-1));
        StumpKernel prepared = new StumpKernel(1);
        assertSame(prepared, prepared.prepare(x));
    }

    /**
     * The spec each kernel writes (what a model file stores) is the text below, and that text builds an equal
     * kernel: the spec forms did not change when the shapes were written once.
     */
    @Test
    void specTextsAreTheFormsModelFilesHold() {
        Object[][] cases = {
            {"rbf", GaussianKernel.withDefaultGamma()},
            {"rbf(gamma=0.5)", new GaussianKernel(0.5)},
            {"laplacian", LaplacianKernel.withDefaultGamma()},
            {"laplacian(gamma=0.25)", new LaplacianKernel(0.25)},
            {"exponential(gamma=1.5)", new ExponentialKernel(1.5)},
            {"poly(coef0=0, degree=3)", new PolynomialKernel(Double.NaN, 0, 3)},
            {"poly(gamma=0.5, coef0=1, degree=2)", new PolynomialKernel(0.5, 1, 2)},
            {"sigmoid(gamma=0.1, coef0=-0.5)", new SigmoidKernel(0.1, -0.5)},
            {"stump", StumpKernel.simplified()},
            {"stump(delta=full)", StumpKernel.full()},
            {"stump(delta=2.5)", new StumpKernel(2.5)},
            {"perceptron", PerceptronKernel.simplified()},
            {"perceptron(delta=full)", PerceptronKernel.full()},
            {"perceptron(delta=7.5)", new PerceptronKernel(7.5)},
            {"sum(a=stump, b=rbf(gamma=0.5))", SumKernel.of(StumpKernel.simplified(), new GaussianKernel(0.5))},
            {"product(a=laplacian(gamma=0.2), b=stump(delta=full))",
                ProductKernel.of(new LaplacianKernel(0.2), StumpKernel.full())},
        };
        for (Object[] c : cases) {
            String text = (String) c[0];
            Kernel k = (Kernel) c[1];
            assertEquals(text, k.spec().toString());
            assertEquals(Spec.parse(text), k.spec(), text);
            assertEquals(k, Kernels.fromSpec(Spec.parse(text)), text);
        }
        assertEquals(Spec.parse("sigmoid(gamma=" + 1.0 / 6 + ", coef0=0)"),
                new SigmoidKernel(Double.NaN, 0).prepare(x).spec(), "the prepared spec writes gamma");
    }
}
