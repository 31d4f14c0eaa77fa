package org.infens.svm.smo;

import static org.infens.svm.SolverChecks.signs;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.infens.data.Dataset;
import org.infens.kernel.Kernel;
import org.infens.svm.ContractData;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.Test;

/**
 * Parallel kernel columns give bit-identical results for any thread count. The data are big enough that columns
 * really are split: rows times features exceeds {@link SvcQ#PARALLEL_WORK} by a wide margin, so every column
 * computed while more than PARALLEL_WORK / d rows are active goes to the pool.
 */
class SmoThreadsTest {
    private static final int N = 1000;
    private static final int D = 600;

    private static Dataset data() {
        assertTrue((long) N * D >= 1.5 * SvcQ.PARALLEL_WORK, "data too small to exercise the parallel split");
        return ContractData.dense(N, D, 0.1, 71);
    }

    private static double[] filled(int n, double v) {
        double[] a = new double[n];
        Arrays.fill(a, v);
        return a;
    }

    @Test
    void trainerModelsAreBitIdenticalForOneTwoAndFourThreads() {
        Dataset data = data();
        for (Kernel kernel : new Kernel[] {new org.infens.kernel.GaussianKernel(0.005), org.infens.kernel.StumpKernel.simplified()}) {
            SvmParams params = SvmParams.of(kernel).withC(1).withCacheMegabytes(4);
            SvmModel one = new SvmTrainer(params.withThreads(1)).fit(data);
            for (int t : new int[] {2, 4}) {
                SvmModel many = new SvmTrainer(params.withThreads(t)).fit(data);
                assertEquals(one.stats(), many.stats(), kernel + ", threads " + t + ": solver report");
                assertArrayEquals(one.rho(), many.rho(), 0.0, kernel + ", threads " + t + ": rho");
                assertArrayEquals(one.coefficients()[0], many.coefficients()[0], 0.0,
                        kernel + ", threads " + t + ": coefficients");
                assertArrayEquals(one.classSupportCounts(), many.classSupportCounts());
            }
        }
    }

    @Test
    void solverResultIsBitIdenticalWithAPool() {
        Dataset data = data();
        Kernel.Evaluator k = new org.infens.kernel.GaussianKernel(0.005).evaluator(data, data);
        byte[] y = signs(data);
        double[] c = filled(N, 1);
        double[] p = filled(N, -1);
        // a small cache (1 MB, about 90 columns) so that columns are recomputed often
        Smo.Result serial = Smo.solve(new Smo.Problem(k, y, c, p, null, 1e-3, true, 1L << 20, null, 1, D,
                Smo.Problem.defaultMaxIterations(N)));
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            Smo.Result parallel = Smo.solve(new Smo.Problem(k, y, c, p, null, 1e-3, true, 1L << 20, pool, 4, D,
                    Smo.Problem.defaultMaxIterations(N)));
            assertArrayEquals(serial.alpha(), parallel.alpha(), 0.0, "alpha");
            assertArrayEquals(serial.gradient(), parallel.gradient(), 0.0, "gradient");
            assertEquals(serial.rho(), parallel.rho(), 0.0, "rho");
            assertEquals(serial.iterations(), parallel.iterations(), "iterations");
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void fastKernelColumnsGiveTheSameSolutionAsRowByRowColumns() {
        Dataset data = ContractData.dense(700, 13, 0.1, 5);
        int n = data.size();
        byte[] y = signs(data);
        double[] c = filled(n, 2);
        double[] p = filled(n, -1);
        for (Kernel kernel : new Kernel[] {new org.infens.kernel.GaussianKernel(0.05),
                org.infens.kernel.StumpKernel.simplified(), new org.infens.kernel.PolynomialKernel(0.1, 1, 3)}) {
            Kernel.Evaluator fast = kernel.evaluator(data, data);
            assertTrue(fast.columns(new int[] {0}, Long.MAX_VALUE) != null, kernel + " has fast columns");
            Kernel.Evaluator rowByRow = new Kernel.Evaluator() { // no columns(): the solver uses row()
                @Override
                public double value(int i, int j) {
                    return fast.value(i, j);
                }

                @Override
                public void row(int i, int[] js, int from, int to, double[] out) {
                    fast.row(i, js, from, to, out);
                }
            };
            // a cache of about 60 columns, so that shrinking swaps and recomputed columns both occur
            for (long cache : new long[] {1L << 19, 64L << 20}) {
                Smo.Result a = Smo.solve(new Smo.Problem(fast, y, c, p, null, 1e-3, true, cache, null, 1, 13,
                        Smo.Problem.defaultMaxIterations(n)));
                Smo.Result b = Smo.solve(new Smo.Problem(rowByRow, y, c, p, null, 1e-3, true, cache, null, 1, 13,
                        Smo.Problem.defaultMaxIterations(n)));
                assertArrayEquals(b.alpha(), a.alpha(), 0.0, kernel + ": alpha");
                assertArrayEquals(b.gradient(), a.gradient(), 0.0, kernel + ": gradient");
                assertEquals(b.rho(), a.rho(), 0.0, kernel + ": rho");
                assertEquals(b.iterations(), a.iterations(), kernel + ": iterations");
            }
        }
    }
}
