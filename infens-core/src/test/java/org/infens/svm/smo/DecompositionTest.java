package org.infens.svm.smo;

import static org.infens.svm.SolverChecks.signs;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.kernel.SortedFeatures;
import org.infens.spec.Spec;
import org.infens.svm.SolverChecks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The additive decomposition against the definition of the problem it solves and against LIBSVM's SMO: with small
 * working sets (16 variables, then 8 new ones) so that a few hundred rows take many outer iterations, the result
 * must be feasible, meet LIBSVM's stopping rule on a gradient recomputed here from kernel values, and have SMO's
 * dual objective within the bound the rule implies (SvmContractTest explains it: two eps-optimal solutions are
 * within the larger of their duality gaps, at most eps sum_i C_i).
 */
class DecompositionTest {
    static final double EPS = 1e-3;
    static final Labels BINARY = Labels.of("1", "-1");

    static Stream<Arguments> problems() {
        List<Arguments> out = new ArrayList<>();
        for (String kernel : List.of("stump", "stump(delta=3)", "hik", "scale(kernel=stump, by=0.5)",
                "sum(a=stump, b=hik)")) {
            for (String storage : List.of("dense", "sparse")) {
                for (double c : new double[] {0.1, 1, 10, Double.POSITIVE_INFINITY}) {
                    if (Double.isInfinite(c) && !kernel.equals("stump")) {
                        continue;
                    }
                    out.add(Arguments.of(kernel, storage, c));
                }
            }
        }
        return out.stream();
    }

    /** Two overlapping Gaussian classes with ties (values on a grid) and, for sparse, about half the values 0. */
    static Dataset data(String storage, int n, int d, long seed, boolean separable) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[n][d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = rng.nextInt(2);
            double shift = (y[i] == 0 ? 1 : -1) * (separable ? 1.5 : 0.4);
            for (int f = 0; f < d; f++) {
                double v = Math.rint((rng.nextGaussian() + shift) * 8) / 8;
                x[i][f] = storage.equals("sparse") && rng.nextBoolean() ? 0 : v;
            }
            if (separable) {
                x[i][0] = y[i] == 0 ? 2 + i * 1e-3 : -2 - i * 1e-3; // one feature separates the classes
            }
        }
        Dataset dense = Dataset.dense(x, y, BINARY);
        return storage.equals("sparse") ? sparse(dense) : dense;
    }

    static Dataset sparse(Dataset dense) {
        int n = dense.size();
        int d = dense.dimension();
        int[] start = new int[n + 1];
        List<Integer> idx = new ArrayList<>();
        List<Double> val = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                double v = dense.get(i, f);
                if (v != 0) {
                    idx.add(f);
                    val.add(v);
                }
            }
            start[i + 1] = idx.size();
        }
        return Dataset.sparse(start, idx.stream().mapToInt(Integer::intValue).toArray(),
                val.stream().mapToDouble(Double::doubleValue).toArray(), d, dense.classIndices(), BINARY, null);
    }

    static double[] costs(int n, double c, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[] u = new double[n];
        for (int i = 0; i < n; i++) {
            u[i] = Double.isInfinite(c) ? c : c * (0.5 + 1.5 * rng.nextDouble()); // instance weights
        }
        return u;
    }

    static Smo.Problem problem(Dataset data, Kernel kernel, double[] upper, double[] start, ExecutorService pool,
                               int threads) {
        double[] p = new double[data.size()];
        Arrays.fill(p, -1);
        return new Smo.Problem(kernel.evaluator(data, data), signs(data), upper, p, start, EPS, true, 10L << 20, pool,
                threads, data.dimension(), Smo.Problem.defaultMaxIterations(data.size()));
    }

    static Smo.Result decompose(Smo.Problem problem, Kernel kernel, Dataset data, ExecutorService pool, int threads,
                                long[] outer) {
        return decompose(problem, kernel, data, pool, threads, outer, 1L << 30);
    }

    /** With at most {@code blockBudget} bytes for a working set's Q held whole (beyond, a kernel cache per set). */
    static Smo.Result decompose(Smo.Problem problem, Kernel kernel, Dataset data, ExecutorService pool, int threads,
                                long[] outer, long blockBudget) {
        return new Decomposition(problem, kernel, kernel.additiveForm().orElseThrow(), data,
                SortedFeatures.of(data, pool, threads), (o, in, gap) -> outer[0] = o, 16, 8, blockBudget).run();
    }

    @ParameterizedTest(name = "{0} {1} C={2}")
    @MethodSource("problems")
    void solutionIsFeasibleOptimalAndAgreesWithSmo(String kernelSpec, String storage, double c) {
        boolean hard = Double.isInfinite(c);
        Dataset data = data(storage, 300, 6, 7, hard);
        Kernel kernel = Kernels.fromSpec(Spec.parse(kernelSpec)).prepare(data);
        double[] upper = costs(data.size(), c, 3);
        long[] outer = new long[1];
        Smo.Result r = decompose(problem(data, kernel, upper, null, null, 1), kernel, data, null, 1, outer);
        assertTrue(r.converged(), "converged");
        assertTrue(outer[0] >= 3, "several working sets (" + outer[0] + ")");
        byte[] y = signs(data);
        double[] a = r.alpha();
        int n = a.length;
        SolverChecks.assertFeasible(a, y, upper);
        // the gradient from kernel values, the stopping rule on it, and the objective
        double[] g = new double[n];
        double slack = 0;
        double quad = 0;
        double linear = 0;
        for (int i = 0; i < n; i++) {
            g[i] = -1;
            double size = 1;
            for (int j = 0; j < n; j++) {
                double q = y[i] * y[j] * kernel.value(data, i, data, j);
                g[i] += q * a[j];
                size += Math.abs(q * a[j]);
            }
            assertEquals(g[i], r.gradient()[i], 1e-9 * size, "gradient " + i);
            slack = Math.max(slack, 1e-9 * size);
            quad += a[i] * (g[i] + 1);
            linear -= a[i];
        }
        double m = Double.NEGATIVE_INFINITY;
        double mm = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double v = -y[i] * g[i];
            boolean up = y[i] == 1 ? a[i] < upper[i] : a[i] > 0;
            boolean low = y[i] == 1 ? a[i] > 0 : a[i] < upper[i];
            m = up ? Math.max(m, v) : m;
            mm = low ? Math.min(mm, v) : mm;
        }
        assertTrue(m - mm < EPS + 2 * slack, "maximal violation " + (m - mm));
        assertEquals(0.5 * quad + linear, r.objective(), 1e-9 * Math.max(1, Math.abs(r.objective())), "objective");

        Smo.Result smo = Smo.solve(problem(data, kernel, upper, null, null, 1));
        double bound = hard ? 1e-3 * Math.abs(smo.objective()) : EPS * Arrays.stream(upper).sum();
        assertEquals(smo.objective(), r.objective(), bound, "objective against SMO's");
        assertEquals(smo.rho(), r.rho(), hard ? 0.05 * Math.max(1, Math.abs(smo.rho())) : 0.1, "rho against SMO's");
    }

    @Test
    void sameResultForAnyThreadCountAndFromAWarmStart() throws Exception {
        Dataset data = data("dense", 400, 5, 11, false);
        Kernel kernel = Kernels.fromSpec(Spec.parse("stump"));
        double[] upper = costs(data.size(), 1, 5);
        long[] outer = new long[1];
        Smo.Result one = decompose(problem(data, kernel, upper, null, null, 1), kernel, data, null, 1, outer);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            Smo.Result three = decompose(problem(data, kernel, upper, null, pool, 3), kernel, data, pool, 3, outer);
            assertArrayEquals(one.alpha(), three.alpha(), "alpha");
            assertArrayEquals(one.gradient(), three.gradient(), "gradient");
            assertEquals(one.rho(), three.rho());
        } finally {
            pool.shutdownNow();
        }
        // from the solution itself, nothing is left to do; from half of it, it converges to the same problem
        long[] none = new long[1];
        Smo.Result again = decompose(problem(data, kernel, upper, one.alpha(), null, 1), kernel, data, null, 1,
                none);
        assertEquals(0, none[0], "working sets from an optimal start");
        assertArrayEquals(one.alpha(), again.alpha());
        double[] half = one.alpha().clone();
        for (int i = 0; i < half.length; i++) {
            half[i] /= 2;
        }
        Smo.Result warm = decompose(problem(data, kernel, upper, half, null, 1), kernel, data, null, 1, none);
        assertTrue(warm.converged());
        assertEquals(one.objective(), warm.objective(), EPS * Arrays.stream(upper).sum());
    }

    @Test
    void workingSetsTooLargeToHoldWholeGetACacheEachAndTheSameSolution() {
        // with room for 60 x 60 doubles the held block serves the first working sets, then each gets a cache
        Dataset data = data("sparse", 400, 6, 19, false);
        Kernel kernel = Kernels.fromSpec(Spec.parse("sum(a=stump, b=hik)"));
        double[] upper = costs(data.size(), 2, 5);
        long[] outer = new long[1];
        Smo.Result held = decompose(problem(data, kernel, upper, null, null, 1), kernel, data, null, 1, outer);
        Smo.Result mixed = decompose(problem(data, kernel, upper, null, null, 1), kernel, data, null, 1, outer,
                BlockQ.bytes(60));
        Smo.Result cached = decompose(problem(data, kernel, upper, null, null, 1), kernel, data, null, 1, outer, 0);
        double bound = EPS * Arrays.stream(upper).sum();
        for (Smo.Result r : new Smo.Result[] {mixed, cached}) {
            assertTrue(r.converged());
            assertEquals(held.objective(), r.objective(), bound);
        }
        assertEquals(Smo.solve(problem(data, kernel, upper, null, null, 1)).objective(), cached.objective(), bound);
    }

    @Test
    void iterationCapEndsTheSolveUnconverged() {
        Dataset data = data("dense", 300, 6, 13, false);
        Kernel kernel = Kernels.fromSpec(Spec.parse("stump"));
        double[] upper = costs(data.size(), 10, 5);
        double[] p = new double[data.size()];
        Arrays.fill(p, -1);
        Smo.Problem capped = new Smo.Problem(kernel.evaluator(data, data), signs(data), upper, p, null, EPS, true,
                10L << 20, null, 1, data.dimension(), 50);
        long[] outer = new long[1];
        Smo.Result r = decompose(capped, kernel, data, null, 1, outer);
        assertTrue(!r.converged(), "not converged after 50 iterations");
        assertTrue(r.iterations() <= 50 + 8 * 100, "iterations " + r.iterations());
        assertTrue(r.maxViolation() >= EPS);
    }
}
