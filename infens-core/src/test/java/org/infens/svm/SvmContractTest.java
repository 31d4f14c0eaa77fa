package org.infens.svm;

import static org.infens.svm.SolverChecks.signs;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;
import org.infens.svm.smo.Smo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Contract tests of the C-SVC solver and trainer: optimality (KKT) within the stopping tolerance, feasibility,
 * invariance to row order, cache size and shrinking, hard margin, and the one-vs-one decomposition.
 *
 * <p><b>The tolerance, derived.</b> LIBSVM's solver (and ours) stops when the maximal violating pair satisfies
 * m(a) - M(a) &lt; eps, with v_i = -y_i G_i, G = Q a - 1, m = max over I_up of v_i, M = min over I_low of v_i
 * (I_up = {a_i &lt; C_i, y_i = +1} + {a_i &gt; 0, y_i = -1}, I_low the mirror image). Its rho satisfies
 * -rho in [min(M, m), max(M, m)] (an average of v over free variables, which lie in both sets, or the midpoint
 * (m + M)/2). Since y_i f(x_i) - 1 = G_i - y_i rho = y_i(-rho - v_i), this gives exactly:
 * <ul>
 *   <li>a_i = 0: y_i f(x_i) &gt; 1 - eps;</li>
 *   <li>0 &lt; a_i &lt; C_i: |y_i f(x_i) - 1| &lt; eps;</li>
 *   <li>a_i = C_i: y_i f(x_i) &lt; 1 + eps.</li>
 * </ul>
 * The tests allow eps plus a round-off slack of {@value #ROUNDOFF} times the size of the sum behind f (the
 * gradient is updated incrementally over thousands of iterations; f is recomputed from scratch here).
 *
 * <p>Consequence used for comparing two solutions: with these conditions the duality gap of a solution,
 * gap = sum_i [a_i (y_i f_i - 1) + C_i max(0, 1 - y_i f_i)] (primal minus dual, b = -rho), is at most
 * eps sum_i C_i, and the dual optimum lies within gap of the dual value. So two eps-optimal solutions of the same
 * problem have objectives within the larger of their gaps, and their weight vectors within
 * sqrt(2 gap_1) + sqrt(2 gap_2) in the kernel's norm (the primal is 1-strongly convex in w).
 */
class SvmContractTest {
    static final double EPS = 1e-3;
    static final double ROUNDOFF = 1e-10;
    /** The relative rounding of a value of Q as the solver keeps it (a float). */
    static final double FLOAT_ROUNDOFF = Math.ulp(1.0f);

    // ------------------------------------------------------------------------------------------ raw solver result

    static Stream<Arguments> problems() {
        List<Arguments> out = new ArrayList<>();
        for (String kernel : List.of("rbf", "linear", "stump")) {
            for (String storage : List.of("dense", "sparse")) {
                for (double c : new double[] {0.1, 1, 10}) {
                    out.add(Arguments.of(kernel, storage, c));
                }
            }
        }
        return out.stream();
    }

    static Kernel kernel(String name) {
        return switch (name) {
            case "rbf" -> new org.infens.kernel.GaussianKernel(0.1);
            case "linear" -> new org.infens.kernel.LinearKernel();
            case "stump" -> org.infens.kernel.StumpKernel.simplified();
            default -> throw new IllegalArgumentException(name);
        };
    }

    static Dataset data(String storage, int n, long seed) {
        return storage.equals("dense") ? ContractData.dense(n, 10, 0.3, seed)
                : ContractData.sparse(n, 30, 0.3, seed);
    }

    static Smo.Result solve(Dataset data, Kernel kernel, double[] upper, boolean shrinking, long cacheBytes) {
        double[] p = new double[data.size()];
        Arrays.fill(p, -1);
        return Smo.solve(new Smo.Problem(kernel.evaluator(data, data), signs(data), upper, p, null, EPS, shrinking,
                cacheBytes, null, 1, data.dimension(), Smo.Problem.defaultMaxIterations(data.size())));
    }

    static double[] rowCosts(int n, double c, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[] u = new double[n];
        for (int i = 0; i < n; i++) {
            u[i] = c * (0.5 + 1.5 * rng.nextDouble());
        }
        return u;
    }

    @ParameterizedTest(name = "{0} {1} C={2}")
    @MethodSource("problems")
    void solverResultIsFeasibleAndOptimal(String kernelName, String storage, double c) {
        Dataset data = data(storage, 240, 11);
        Kernel kernel = kernel(kernelName);
        double[] upper = rowCosts(data.size(), c, 5); // instance-dependent C_i
        Smo.Result r = solve(data, kernel, upper, true, 100L << 20);
        byte[] y = signs(data);
        double[] a = r.alpha();
        int n = a.length;
        assertTrue(r.converged(), "converged");
        assertTrue(r.maxViolation() < EPS, "final violation " + r.maxViolation());
        SolverChecks.assertFeasible(a, y, upper);

        // gradient and objective against the naive computation Q a - 1
        double[][] k = gram(data, kernel);
        double quad = 0;
        double linear = 0;
        double weight = 0;
        for (int i = 0; i < n; i++) {
            double g = -1;
            double size = 1;
            for (int j = 0; j < n; j++) {
                g += y[i] * y[j] * a[j] * k[i][j];
                size += Math.abs(a[j] * k[i][j]);
            }
            weight += a[i] * size;
            assertEquals(g, r.gradient()[i], ROUNDOFF * size * 1e3, "gradient " + i);
            quad += a[i] * (g + 1);
            linear -= a[i];
            // KKT with G and rho: y_i f_i - 1 = G_i - y_i rho
            double margin = g - y[i] * r.rho();
            double tol = EPS + ROUNDOFF * size * 1e3;
            if (a[i] == 0) {
                assertTrue(margin > -tol, "a_i = 0 but y_i f_i - 1 = " + margin + " (row " + i + ")");
            } else if (a[i] >= upper[i]) {
                assertTrue(margin < tol, "a_i = C_i but y_i f_i - 1 = " + margin + " (row " + i + ")");
            } else {
                assertTrue(Math.abs(margin) < tol, "free a_i but y_i f_i - 1 = " + margin + " (row " + i + ")");
            }
        }
        // the solver's objective comes from its gradient, accumulated over columns of Q kept in single precision (as
        // LIBSVM's Qfloat): within float's rounding of the terms a_i a_j k_ij
        assertEquals(0.5 * quad + linear, r.objective(), 1e-9 * Math.abs(r.objective()) + FLOAT_ROUNDOFF * weight,
                "objective");
        double gap = dualityGap(a, r.gradient(), y, r.rho(), upper);
        double sumC = Arrays.stream(upper).sum();
        assertTrue(gap >= -1e-9 && gap <= EPS * sumC, "duality gap " + gap + " vs eps sum C " + EPS * sumC);
    }

    static double[][] gram(Dataset data, Kernel kernel) {
        int n = data.size();
        double[][] k = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                k[i][j] = kernel.value(data, i, data, j);
            }
        }
        return k;
    }

    /** sum_i [a_i (y_i f_i - 1) + C_i max(0, 1 - y_i f_i)] with y_i f_i - 1 = G_i - y_i rho. */
    static double dualityGap(double[] a, double[] g, byte[] y, double rho, double[] upper) {
        double gap = 0;
        for (int i = 0; i < a.length; i++) {
            double m = g[i] - y[i] * rho;
            gap += a[i] * m + (m < 0 ? -upper[i] * m : 0);
        }
        return gap;
    }

    // --------------------------------------------------------------------------------- trained model (black box)

    @ParameterizedTest(name = "{0} {1} C={2}")
    @MethodSource("problems")
    void trainedModelSatisfiesKktWithClassAndInstanceWeights(String kernelName, String storage, double c) {
        Dataset data = data(storage, 200, 23);
        double[] w = rowCosts(data.size(), 1, 7);
        SvmParams params = SvmParams.of(kernel(kernelName)).withC(c).withEps(EPS)
                .withClassWeights(Map.of("-1", 3.0));
        SvmModel model = new SvmTrainer(params).fit(data, w);
        double[] upper = new double[data.size()];
        for (int i = 0; i < upper.length; i++) {
            upper[i] = c * params.classWeight(data.labels().name(data.classOf(i))) * w[i];
        }
        checkKkt(model, data, upper);
    }

    /** Checks KKT on every training row from the model's decision values and coefficients. */
    static void checkKkt(SvmModel model, Dataset data, double[] upper) {
        assertEquals(2, model.labels().size());
        double[] alpha = alphas(model, data);
        double[] coef = model.coefficients()[0];
        double sizeOfSum = 1 + Math.abs(model.rho()[0]);
        for (double v : coef) {
            sizeOfSum += Math.abs(v);
        }
        double maxK = 0;
        for (int s = 0; s < model.supportVectorCount(); s++) {
            maxK = Math.max(maxK, Math.abs(model.kernel().value(data, 0, model.supportVectors(), s)));
        }
        double tol = EPS + ROUNDOFF * 1e3 * sizeOfSum * Math.max(1, maxK);
        double[][] dec = Prediction.decisionValues(model.predictAll(data, 4));
        String positive = model.labels().name(0);
        double sum = 0;
        double sumAbs = 0;
        for (int i = 0; i < data.size(); i++) {
            int y = data.labels().name(data.classOf(i)).equals(positive) ? 1 : -1;
            double m = y * dec[i][0] - 1;
            assertTrue(alpha[i] >= 0 && alpha[i] <= upper[i], "alpha out of bounds at row " + i);
            sum += y * alpha[i];
            sumAbs += alpha[i];
            if (alpha[i] == 0) {
                assertTrue(m > -tol, "row " + i + ": alpha = 0 but y f - 1 = " + m);
            } else if (alpha[i] >= upper[i]) {
                assertTrue(m < tol, "row " + i + ": alpha = C_i but y f - 1 = " + m);
            } else {
                assertTrue(Math.abs(m) < tol, "row " + i + ": free alpha but y f - 1 = " + m);
            }
        }
        assertEquals(0, sum, 1e-10 * sumAbs, "sum alpha_i y_i");
    }

    /** alpha of every training row of a binary model (0 for rows that are not support vectors). */
    static double[] alphas(SvmModel model, Dataset data) {
        Map<String, Integer> svIndex = new HashMap<>();
        Dataset sv = model.supportVectors();
        for (int s = 0; s < sv.size(); s++) {
            svIndex.put(Arrays.toString(sv.row(s)), s);
        }
        assertEquals(sv.size(), svIndex.size(), "support vectors are distinct rows");
        double[] coef = model.coefficients()[0];
        double[] alpha = new double[data.size()];
        int found = 0;
        for (int i = 0; i < data.size(); i++) {
            Integer s = svIndex.get(Arrays.toString(data.row(i)));
            if (s != null) {
                alpha[i] = Math.abs(coef[s]);
                found++;
            }
        }
        assertEquals(sv.size(), found, "every support vector is a training row");
        return alpha;
    }

    // ------------------------------------------------------------------------------------------------ invariances

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void rowOrderChangesTheSolutionOnlyWithinTheTolerance(String kernelName) {
        Dataset data = ContractData.dense(300, 10, 0.3, 31);
        Kernel kernel = kernel(kernelName);
        int n = data.size();
        int[] perm = permutation(n, 3);
        Dataset shuffled = data.view(perm).compact();
        double[] upper = new double[n];
        Arrays.fill(upper, 1.0);
        Smo.Result r1 = solve(data, kernel, upper, true, 100L << 20);
        Smo.Result r2 = solve(shuffled, kernel, upper, true, 100L << 20);
        double gap1 = dualityGap(r1.alpha(), r1.gradient(), signs(data), r1.rho(), upper);
        double gap2 = dualityGap(r2.alpha(), r2.gradient(), signs(shuffled), r2.rho(), upper);
        assertEquals(r1.objective(), r2.objective(), Math.max(gap1, gap2) + 1e-9, "objectives within the larger gap");
        // ||w1 - w2||^2 = v^T K v with v = y a (first solution) - y a (second, mapped back)
        double[] v = new double[n];
        byte[] y = signs(data);
        for (int i = 0; i < n; i++) {
            v[i] += y[i] * r1.alpha()[i];
        }
        byte[] ys = signs(shuffled);
        for (int t = 0; t < n; t++) {
            v[perm[t]] -= ys[t] * r2.alpha()[t];
        }
        double[][] k = gram(data, kernel);
        double dist2 = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                dist2 += v[i] * v[j] * k[i][j];
            }
        }
        double bound = Math.sqrt(2 * gap1) + Math.sqrt(2 * gap2);
        assertTrue(dist2 <= bound * bound + 1e-9, "||w1 - w2||^2 = " + dist2 + " > " + bound * bound);

        // and the trainer's decision values on fresh rows agree to the solver's accuracy
        Dataset test = ContractData.dense(200, 10, 0.3, 32);
        SvmParams params = SvmParams.of(kernel).withEps(EPS);
        double[][] d1 = Prediction.decisionValues(new SvmTrainer(params).fit(data).predictAll(test, 4));
        double[][] d2 = Prediction.decisionValues(new SvmTrainer(params).fit(shuffled).predictAll(test, 4));
        double scale = 0;
        double diff = 0;
        for (int i = 0; i < test.size(); i++) {
            scale = Math.max(scale, Math.abs(d1[i][0]));
            diff = Math.max(diff, Math.abs(d1[i][0] - d2[i][0]));
        }
        assertTrue(diff <= LibsvmParityTest.DECISION_REL * scale, "decision values differ by " + diff);
    }

    static Stream<String> kernels() {
        return Stream.of("rbf", "linear", "stump");
    }

    static int[] permutation(int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void shrinkingChangesTheObjectiveOnlyWithinTheDualityGap(String kernelName) {
        Dataset data = ContractData.sparse(300, 30, 0.3, 41);
        double[] upper = rowCosts(data.size(), 2, 9);
        Smo.Result on = solve(data, kernel(kernelName), upper, true, 100L << 20);
        Smo.Result off = solve(data, kernel(kernelName), upper, false, 100L << 20);
        byte[] y = signs(data);
        double gap = Math.max(dualityGap(on.alpha(), on.gradient(), y, on.rho(), upper),
                dualityGap(off.alpha(), off.gradient(), y, off.rho(), upper));
        assertEquals(on.objective(), off.objective(), gap + 1e-9, "objective with and without shrinking");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void tinyCacheGivesTheSameModel(String kernelName) {
        Dataset data = ContractData.dense(400, 10, 0.3, 51);
        SvmParams params = SvmParams.of(kernel(kernelName)).withC(5).withEps(EPS);
        SvmModel big = new SvmTrainer(params).fit(data);
        SvmModel tiny = new SvmTrainer(params.withCacheMegabytes(0.01)).fit(data);
        assertIdentical(big, tiny);
    }

    /** Bit-for-bit equality of two models: support vectors, coefficients, rho and the solver's report. */
    static void assertIdentical(SvmModel a, SvmModel b) {
        assertEquals(a.labels(), b.labels());
        assertArrayEquals(a.classSupportCounts(), b.classSupportCounts(), "nSV per class");
        assertArrayEquals(a.rho(), b.rho(), 0.0, "rho");
        for (int r = 0; r < a.coefficients().length; r++) {
            assertArrayEquals(a.coefficients()[r], b.coefficients()[r], 0.0, "coefficients row " + r);
        }
        for (int s = 0; s < a.supportVectorCount(); s++) {
            assertArrayEquals(a.supportVectors().row(s), b.supportVectors().row(s), 0.0, "support vector " + s);
        }
        assertEquals(a.stats(), b.stats(), "solver reports");
    }

    // ------------------------------------------------------------------------------------------------ hard margin

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void hardMarginSeparatesSeparableData(String kernelName) {
        Dataset data = ContractData.separable(200, 5, 0.1, 61);
        SvmModel model = new SvmTrainer(SvmParams.of(kernel(kernelName)).withC(Double.POSITIVE_INFINITY)
                .withEps(EPS)).fit(data);
        BinaryStats s = model.stats().get(0);
        assertTrue(s.converged());
        assertEquals(0, s.boundedSupportVectors(), "bounded support vectors");
        int[] pred = Prediction.classIndices(model.predictAll(data, 1));
        for (int i = 0; i < data.size(); i++) {
            assertEquals(model.labels().indexOf(data.labels().name(data.classOf(i))), pred[i],
                    "training row " + i + " misclassified");
        }
        double[] upper = new double[data.size()];
        Arrays.fill(upper, Double.POSITIVE_INFINITY);
        checkKkt(model, data, upper);
    }

    // ------------------------------------------------------------------------------------------------ one-vs-one

    /**
     * Each pair of a 3-class model is the binary SVM of that pair's rows (same order, so bit-identical), and the
     * predictions equal svm-predict's on the gauss3 fixture (all of them; the fixture README gives the figures).
     */
    @Test
    void oneVsOneIsThePairwiseBinarySvmsAndAgreesWithLibsvm() {
        LibsvmFixtures.Case c = LibsvmFixtures.byName("gauss3-rbf0.25-c1");
        Dataset train = LibsvmFixtures.data(c.train());
        Dataset test = LibsvmFixtures.data(c.test());
        SvmParams params = SvmParams.of(LibsvmFixtures.kernel(c)).withC(c.cost()).withEps(EPS);
        SvmModel model = new SvmTrainer(params).fit(train);
        Labels labels = model.labels();
        assertEquals(3, labels.size());

        List<String> expected = LibsvmFixtures.predictions(c.name());
        int[] pred = Prediction.classIndices(model.predictAll(test, 1));
        for (int i = 0; i < test.size(); i++) {
            assertEquals(expected.get(i), labels.name(pred[i]), "test row " + i);
        }

        double[][] dec = Prediction.decisionValues(model.predictAll(test, 4));
        int p = 0;
        for (int a = 0; a < 3; a++) {
            for (int b = a + 1; b < 3; b++) {
                List<Integer> rows = new ArrayList<>();
                for (int cls : new int[] {a, b}) {
                    for (int i = 0; i < train.size(); i++) {
                        if (train.labels().name(train.classOf(i)).equals(labels.name(cls))) {
                            rows.add(i);
                        }
                    }
                }
                Dataset pair = train.view(rows.stream().mapToInt(Integer::intValue).toArray()).compact();
                SvmModel binary = new SvmTrainer(params).fit(pair);
                assertEquals(labels.name(a), binary.labels().name(0), "positive class of pair " + a + "-" + b);
                assertEquals(model.rho()[p], binary.rho()[0], 0.0, "rho of pair " + a + "-" + b);
                assertEquals(model.stats().get(p).iterations(), binary.stats().get(0).iterations());
                double[][] bd = Prediction.decisionValues(binary.predictAll(test, 4));
                for (int i = 0; i < test.size(); i++) {
                    assertEquals(dec[i][p], bd[i][0], 1e-12 * (1 + Math.abs(bd[i][0])),
                            "decision value of pair " + a + "-" + b + " on test row " + i);
                }
                p++;
            }
        }
    }
}
