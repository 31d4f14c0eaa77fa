package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.infens.Prediction;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.kernel.StumpKernel;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The trainer with the additive solver: the contract of {@link SvmContractTest} (KKT on every training row, with
 * class and instance weights), agreement with SMO on the same problems (dual objectives within the bound of two
 * eps-optimal solutions, predictions), one-vs-one, real data, threads and paths of costs.
 */
class AdditiveSolverTest {
    static final double EPS = SvmContractTest.EPS;

    static SvmParams params(String kernel, SvmSolver solver) {
        return SvmParams.of(Kernels.fromSpec(Spec.parse(kernel))).withEps(EPS).withSolver(solver);
    }

    @ParameterizedTest
    @ValueSource(strings = {"stump", "stump(delta=full)", "hik", "scale(kernel=stump, by=2)", "sum(a=stump, b=hik)"})
    void kktWithClassAndInstanceWeightsAndSmosObjective(String kernel) {
        Dataset data = ContractData.dense(600, 8, 0.3, 41);
        double[] w = SvmContractTest.rowCosts(data.size(), 1, 9);
        SvmParams additive = params(kernel, SvmSolver.ADDITIVE).withC(2).withClassWeights(Map.of("-1", 3.0));
        SvmModel model = new SvmTrainer(additive).fit(data, w);
        double[] upper = new double[data.size()];
        double sumC = 0;
        for (int i = 0; i < upper.length; i++) {
            upper[i] = 2 * additive.classWeight(data.labels().name(data.classOf(i))) * w[i];
            sumC += upper[i];
        }
        SvmContractTest.checkKkt(model, data, upper);
        SvmModel smo = new SvmTrainer(additive.withSolver(SvmSolver.SMO)).fit(data, w);
        assertEquals(smo.stats().get(0).objective(), model.stats().get(0).objective(), EPS * sumC, "objective");
        assertAgree(smo, model, data, 0.98);
    }

    @Test
    void sparseRowsAndOneVersusOneOnRealData() {
        // DNA (UCI, sparse, 3 classes): every pair by both solvers
        Dataset data = BundledData.load("dna");
        Dataset first = data.view(java.util.stream.IntStream.range(0, 1200).toArray()).compact();
        SvmModel additive = new SvmTrainer(params("stump", SvmSolver.ADDITIVE).withC(0.05)).fit(first);
        SvmModel smo = new SvmTrainer(params("stump", SvmSolver.SMO).withC(0.05)).fit(first);
        assertEquals(3, additive.stats().size());
        for (int p = 0; p < 3; p++) {
            BinaryStats a = additive.stats().get(p);
            BinaryStats s = smo.stats().get(p);
            assertTrue(a.converged());
            assertEquals(s.objective(), a.objective(), 1e-3 * Math.abs(s.objective()), "pair " + p + " objective");
        }
        assertAgree(smo, additive, data, 0.99);
    }

    @Test
    void hardMargin() {
        Dataset data = BundledData.load("heart");
        SvmModel additive = new SvmTrainer(params("stump", SvmSolver.ADDITIVE).withC(Double.POSITIVE_INFINITY))
                .fit(data);
        SvmModel smo = new SvmTrainer(params("stump", SvmSolver.SMO).withC(Double.POSITIVE_INFINITY)).fit(data);
        assertEquals(smo.stats().get(0).objective(), additive.stats().get(0).objective(),
                1e-3 * Math.abs(smo.stats().get(0).objective()));
        // a hard margin separates the training set (Lin & Li 2008, Thm. 6: a feature of distinct values is enough)
        assertAgree(smo, additive, data, 1.0);
    }

    @Test
    void sameModelForAnyThreadCount() {
        Dataset data = ContractData.sparse(700, 25, 0.4, 3);
        SvmModel one = new SvmTrainer(params("stump", SvmSolver.ADDITIVE).withThreads(1)).fit(data);
        SvmModel four = new SvmTrainer(params("stump", SvmSolver.ADDITIVE).withThreads(4)).fit(data);
        assertArrayEquals(one.coefficients()[0], four.coefficients()[0]);
        assertArrayEquals(one.rho(), four.rho());
        Dataset three = BundledData.load("wine");
        SvmModel a = new SvmTrainer(params("hik", SvmSolver.ADDITIVE).withThreads(1)).fit(three);
        SvmModel b = new SvmTrainer(params("hik", SvmSolver.ADDITIVE).withThreads(3)).fit(three);
        for (int r = 0; r < a.coefficients().length; r++) {
            assertArrayEquals(a.coefficients()[r], b.coefficients()[r]);
        }
        assertArrayEquals(a.rho(), b.rho());
    }

    @Test
    void pathOfCostsWithWarmStarts() {
        Dataset data = ContractData.dense(500, 6, 0.3, 17);
        double[] costs = {0.25, 1, 4};
        SvmTrainer trainer = new SvmTrainer(params("stump", SvmSolver.ADDITIVE));
        List<SvmModel> path = trainer.fitPath(data, costs, null, true);
        for (int k = 0; k < costs.length; k++) {
            double[] upper = new double[data.size()];
            java.util.Arrays.fill(upper, costs[k]);
            SvmContractTest.checkKkt(path.get(k), data, upper);
            SvmModel plain = new SvmTrainer(params("stump", SvmSolver.SMO).withC(costs[k])).fit(data);
            assertEquals(plain.stats().get(0).objective(), path.get(k).stats().get(0).objective(),
                    EPS * costs[k] * data.size());
        }
    }

    @Test
    void solverChoice() {
        Kernel stump = StumpKernel.simplified();
        Kernel rbf = Kernels.fromSpec(Spec.parse("rbf(gamma=1)"));
        SvmTrainer auto = new SvmTrainer(SvmParams.of(stump));
        assertTrue(auto.additive(stump, SvmTrainer.AUTO_ADDITIVE_ROWS));
        assertFalse(auto.additive(stump, SvmTrainer.AUTO_ADDITIVE_ROWS - 1));
        assertFalse(auto.additive(rbf, 1_000_000));
        assertFalse(new SvmTrainer(SvmParams.of(stump).withSolver(SvmSolver.SMO)).additive(stump, 1_000_000));
        assertTrue(new SvmTrainer(SvmParams.of(stump).withSolver(SvmSolver.ADDITIVE)).additive(stump, 10));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SvmParams.of(rbf).withSolver(SvmSolver.ADDITIVE));
        assertTrue(e.getMessage().contains("solver=additive needs an additive kernel"), e.getMessage());
        assertEquals("svm(kernel=stump, C=1, solver=additive)",
                new SvmTrainer(SvmParams.of(stump).withSolver(SvmSolver.ADDITIVE)).spec().toString());
        assertEquals(SvmSolver.SMO, SvmSolver.fromName("SMO"));
        assertThrows(IllegalArgumentException.class, () -> SvmSolver.fromName("fast"));
    }

    /** The two models predict the same class on at least {@code fraction} of the rows. */
    static void assertAgree(SvmModel a, SvmModel b, Dataset data, double fraction) {
        int[] pa = Prediction.classIndices(a.predictAll(data, 2));
        int[] pb = Prediction.classIndices(b.predictAll(data, 2));
        int same = 0;
        for (int i = 0; i < pa.length; i++) {
            same += pa[i] == pb[i] ? 1 : 0;
        }
        assertTrue(same >= fraction * pa.length, same + " of " + pa.length + " predictions agree");
    }
}
