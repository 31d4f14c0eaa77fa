package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.DistanceKernel;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.LaplacianKernel;
import org.infens.kernel.LinearKernel;
import org.infens.kernel.PerceptronKernel;
import org.infens.kernel.SharedKernelColumns;
import org.infens.kernel.StumpKernel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * {@link SvmTrainer#fitPath} against plain fits: with a shared kernel store and no seeding every model is the plain
 * model bit for bit; with alpha seeding every model is eps-optimal (KKT within eps, see {@link SvmContractTest})
 * and its dual objective is within eps * sum_i C_i of the plain one (the duality-gap bound derived in
 * {@link SvmContractTest}).
 */
class SvmPathTest {
    private static final double EPS = 1e-3;
    /** The papers' grid for SVM-Stump, log2 C in {-17, -15, ..., 3}, cut to fit a unit test. */
    private static final double[] COSTS = {Math.pow(2, -9), Math.pow(2, -5), Math.pow(2, -3), Math.pow(2, -1), 2, 8};

    static Kernel kernel(String name) {
        return switch (name) {
            case "stump" -> StumpKernel.simplified();
            case "stump-full" -> StumpKernel.full();
            case "perceptron" -> PerceptronKernel.simplified();
            case "linear" -> new LinearKernel();
            case "rbf" -> new GaussianKernel(0.1);
            case "laplacian" -> new LaplacianKernel(0.05);
            default -> throw new IllegalArgumentException(name);
        };
    }

    /** Three Gaussian classes in 4 dimensions, overlapping. */
    static Dataset threeClasses(int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[n][4];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = i % 3;
            for (int f = 0; f < 4; f++) {
                x[i][f] = (f == y[i] ? 1.5 : 0) + gauss(rng);
            }
        }
        return Dataset.dense(x, y, Labels.of("a", "b", "c"));
    }

    private static double gauss(SplittableRandom rng) {
        double u = rng.nextDouble();
        double v = rng.nextDouble();
        return Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"stump", "stump-full", "perceptron", "linear", "rbf", "laplacian"})
    void sharedColumnsGiveThePlainModelsBitForBit(String name) {
        Dataset data = ContractData.dense(120, 6, 0.4, 3);
        SvmTrainer trainer = new SvmTrainer(SvmParams.of(kernel(name)).withEps(EPS));
        Kernel prepared = trainer.params().kernel().prepare(data);
        SharedKernelColumns store = prepared instanceof DistanceKernel d && name.equals("rbf")
                ? SharedKernelColumns.ofDistances(d.metric(), data, SharedKernelColumns.fullBytes(data.size()))
                : SharedKernelColumns.ofKernel(prepared, data, SharedKernelColumns.fullBytes(data.size()));
        List<SvmModel> path = trainer.fitPath(data, COSTS, store, false);
        for (int i = 0; i < COSTS.length; i++) {
            SvmContractTest.assertIdentical(new SvmTrainer(trainer.params().withC(COSTS[i])).fit(data), path.get(i));
        }
        assertEquals(data.size(), store.keptColumns(), "the whole matrix fits the budget");
    }

    @Test
    void aSmallBudgetKeepsSomeColumnsAndChangesNothing() {
        Dataset data = ContractData.sparse(150, 30, 0.3, 5);
        SvmTrainer trainer = new SvmTrainer(SvmParams.of(StumpKernel.simplified()).withEps(EPS));
        SharedKernelColumns store = SharedKernelColumns.ofKernel(StumpKernel.simplified(), data, 8L * 150 * 20);
        List<SvmModel> path = trainer.fitPath(data, COSTS, store, false);
        for (int i = 0; i < COSTS.length; i++) {
            SvmContractTest.assertIdentical(new SvmTrainer(trainer.params().withC(COSTS[i])).fit(data), path.get(i));
        }
        assertEquals(20, store.keptColumns());
    }

    @Test
    void oneVersusOnePairsShareTheStore() {
        Dataset data = threeClasses(150, 7);
        SvmTrainer trainer = new SvmTrainer(SvmParams.of(new GaussianKernel(0.5)).withEps(EPS));
        SharedKernelColumns store = SharedKernelColumns.ofDistances(DistanceKernel.Metric.L2, data, 1L << 20);
        List<SvmModel> path = trainer.fitPath(data, COSTS, store, false);
        for (int i = 0; i < COSTS.length; i++) {
            SvmContractTest.assertIdentical(new SvmTrainer(trainer.params().withC(COSTS[i])).fit(data), path.get(i));
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"stump", "perceptron", "rbf", "linear"})
    void alphaSeedingGivesEpsOptimalSolutions(String name) {
        Dataset data = ContractData.dense(150, 5, 0.3, 11);
        SvmTrainer trainer = new SvmTrainer(SvmParams.of(kernel(name)).withEps(EPS));
        SharedKernelColumns store = SharedKernelColumns.ofKernel(kernel(name), data, 1L << 20);
        List<SvmModel> seeded = trainer.fitPath(data, COSTS, store, true);
        long seededIterations = 0;
        long plainIterations = 0;
        for (int i = 0; i < COSTS.length; i++) {
            SvmModel plain = new SvmTrainer(trainer.params().withC(COSTS[i])).fit(data);
            double[] upper = new double[data.size()];
            Arrays.fill(upper, COSTS[i]);
            SvmContractTest.checkKkt(seeded.get(i), data, upper);
            double bound = EPS * COSTS[i] * data.size();
            assertEquals(plain.stats().get(0).objective(), seeded.get(i).stats().get(0).objective(), bound,
                    "dual objective at C = " + COSTS[i]);
            seededIterations += seeded.get(i).stats().get(0).iterations();
            plainIterations += plain.stats().get(0).iterations();
        }
        // the first solve starts from 0 as the plain one does, so it is the same iterate sequence
        SvmContractTest.assertIdentical(new SvmTrainer(trainer.params().withC(COSTS[0])).fit(data), seeded.get(0));
        assertTrue(seededIterations > 0 && plainIterations > 0);
    }

    @Test
    void alphaSeedingWithClassWeightsAndThreeClasses() {
        Dataset data = threeClasses(120, 13);
        SvmParams params = SvmParams.of(StumpKernel.simplified()).withEps(EPS)
                .withClassWeights(java.util.Map.of("b", 2.0));
        SvmTrainer trainer = new SvmTrainer(params);
        List<SvmModel> seeded = trainer.fitPath(data, COSTS, null, true);
        for (int i = 0; i < COSTS.length; i++) {
            SvmModel plain = new SvmTrainer(params.withC(COSTS[i])).fit(data);
            for (int p = 0; p < 3; p++) {
                // a pair's rows: two classes of 40 rows, one of them possibly of weight 2
                double bound = EPS * COSTS[i] * 2 * 80;
                assertEquals(plain.stats().get(p).objective(), seeded.get(i).stats().get(p).objective(), bound,
                        "pair " + p + " at C = " + COSTS[i]);
            }
        }
    }

    @Test
    void invalidPathsAreRefused() {
        Dataset data = ContractData.dense(20, 3, 0.5, 1);
        SvmTrainer trainer = new SvmTrainer(SvmParams.of(StumpKernel.simplified()));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> trainer.fitPath(data, new double[] {1, 0.5}, null, true)).getMessage()
                .contains("non-decreasing"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> trainer.fitPath(data, new double[] {Double.POSITIVE_INFINITY}, null, true)).getMessage()
                .contains("costs[0] must be > 0 and finite"));
        SharedKernelColumns other = SharedKernelColumns.ofKernel(new LinearKernel(), data, 1 << 20);
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> trainer.fitPath(data, COSTS, other, false)).getMessage().contains("cannot serve kernel stump"));
        SharedKernelColumns smaller = SharedKernelColumns.ofKernel(StumpKernel.simplified(),
                ContractData.dense(10, 3, 0.5, 1), 1 << 20);
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> trainer.fitPath(data, COSTS, smaller, false)).getMessage().contains("over 10 rows"));
    }
}
