package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.OjAlgo;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.StumpKernel;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The duals of nu-SVC, the one-class SVM, epsilon-SVR and nu-SVR as Infens solves them, against the same quadratic
 * programs written out and solved by ojAlgo's convex solver (an independent reference), on small random problems
 * with the Gaussian and the stump kernel; and the identities between the formulations (Chang &amp; Lin 2001; Chang
 * &amp; Lin 2011, Sec. 2): nu-SVC's model is C-SVC's with C = 1/r, nu-SVR's is epsilon-SVR's with epsilon = -r.
 */
class FormulationDualTest {
    private static final double EPS = 1e-7;

    @BeforeAll
    static void quietOjAlgo() {
        OjAlgo.load();
    }

    private static Dataset classes(int n, long seed) {
        return ContractData.dense(n, 3, 0.8, seed);
    }

    /** Rows with real targets y = sin(x_0) + x_1 / 2 + noise, labels holding the targets. */
    private static Dataset regression(int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[n][3];
        String[] names = new String[n];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < 3; f++) {
                x[i][f] = rng.nextDouble(-1, 1);
            }
            double t = Math.sin(2 * x[i][0]) + x[i][1] / 2 + 0.1 * rng.nextDouble(-1, 1);
            names[i] = Double.toString(t);
            y[i] = i;
        }
        return Dataset.dense(x, y, Labels.of(names));
    }

    private static double[][] gram(Kernel k, Dataset data) {
        int n = data.size();
        double[][] g = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                g[i][j] = k.value(data, i, data, j);
            }
        }
        return g;
    }

    /** min 1/2 a^T Q a + p^T a, 0 <= a <= c, and the equality rows A a = b, by ojAlgo; the optimal value. */
    private static double ojAlgo(double[][] q, double[] p, double[] c, double[][] a, double[] b) {
        int n = p.length;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable[] v = new Variable[n];
        for (int i = 0; i < n; i++) {
            v[i] = model.addVariable("a" + i).lower(0).upper(c[i]);
        }
        Expression obj = model.addExpression("objective").weight(1);
        for (int i = 0; i < n; i++) {
            obj.set(v[i], p[i]);
            for (int j = 0; j < n; j++) {
                obj.set(v[i], v[j], q[i][j] / 2);
            }
        }
        for (int r = 0; r < a.length; r++) {
            Expression e = model.addExpression("eq" + r).level(b[r]);
            for (int i = 0; i < n; i++) {
                e.set(v[i], a[r][i]);
            }
        }
        Optimisation.Result res = model.minimise();
        assertTrue(res.getState().isOptimal(), "ojAlgo: " + res.getState());
        double value = 0;
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = res.doubleValue(i);
        }
        for (int i = 0; i < n; i++) {
            value += p[i] * x[i];
            for (int j = 0; j < n; j++) {
                value += x[i] * q[i][j] * x[j] / 2;
            }
        }
        return value;
    }

    private static void close(double expected, double actual, String what) {
        assertEquals(expected, actual, 1e-5 * Math.max(1, Math.abs(expected)), what);
    }

    private static final Kernel[] KERNELS = {new GaussianKernel(0.5), StumpKernel.simplified()};

    @Test
    void nuSvcSolvesItsDualAndIsCSvcWithCOneOverR() {
        Dataset data = classes(40, 3);
        for (Kernel kernel : KERNELS) {
            for (double nu : new double[] {0.2, 0.5, 0.9}) {
                SvmParams p = SvmParams.of(kernel).withEps(EPS).withType(SvmType.NU_SVC).withNu(nu);
                SvmModel m = new SvmTrainer(p).fit(data);
                BinaryStats s = m.stats().get(0);
                double r = 1 / s.equivalent();
                int l = data.size();
                Kernel k = m.kernel();
                double[][] g = gram(k, data);
                byte[] y = signs(data, m);
                double[][] q = new double[l][l];
                for (int i = 0; i < l; i++) {
                    for (int j = 0; j < l; j++) {
                        q[i][j] = y[i] * y[j] * g[i][j];
                    }
                }
                double[] yRow = new double[l];
                double[] ones = new double[l];
                for (int i = 0; i < l; i++) {
                    yRow[i] = y[i];
                    ones[i] = 1;
                }
                double best = ojAlgo(q, new double[l], ones, new double[][] {yRow, ones}, new double[] {0, nu * l});
                // the reported objective is LIBSVM's, of the solution scaled by 1/r: obj / r^2
                close(best, s.objective() * r * r, kernel.spec() + " nu " + nu + ": dual objective");

                SvmModel c = new SvmTrainer(SvmParams.of(kernel).withEps(EPS).withC(1 / r)).fit(data);
                assertEquals(c.rho()[0], m.rho()[0], 1e-3 * Math.max(1, Math.abs(c.rho()[0])),
                        kernel.spec() + " nu " + nu + ": rho of C-SVC with C = 1/r");
                for (int i = 0; i < l; i++) {
                    assertEquals(c.predict(data, i).decisionValues()[0], m.predict(data, i).decisionValues()[0],
                            1e-3 * Math.max(1, 1 / r), kernel.spec() + " nu " + nu + ": decision value of row " + i);
                }
            }
        }
    }

    /** y_i = +1 for the model's class 0, -1 otherwise, in the data's row order. */
    private static byte[] signs(Dataset data, SvmModel m) {
        byte[] y = new byte[data.size()];
        for (int i = 0; i < y.length; i++) {
            y[i] = (byte) (m.labels().indexOf(data.labels().name(data.classOf(i))) == 0 ? 1 : -1);
        }
        return y;
    }

    @Test
    void oneClassSolvesItsDual() {
        Dataset data = classes(30, 5);
        for (Kernel kernel : KERNELS) {
            for (double nu : new double[] {0.1, 0.5, 1.0}) {
                OneClassSvmModel m = new OneClassSvmTrainer(SvmParams.of(kernel).withEps(EPS)
                        .withType(SvmType.ONE_CLASS).withNu(nu)).fit(data);
                int l = data.size();
                double[] ones = new double[l];
                java.util.Arrays.fill(ones, 1);
                double best = ojAlgo(gram(m.kernel(), data), new double[l], ones, new double[][] {ones},
                        new double[] {nu * l});
                close(best, m.stats().get(0).objective(), kernel.spec() + " nu " + nu + ": dual objective");
                double sum = 0;
                for (double a : m.state().coefficients()) {
                    assertTrue(a > 0 && a <= 1, "alpha in (0, 1]: " + a);
                    sum += a;
                }
                assertEquals(nu * l, sum, 1e-9 * l, "e^T alpha = nu l");
            }
        }
    }

    /** The 2l-variable dual of SVR: Q, and the rows of a and a*. */
    private static double[][] svrQ(double[][] g) {
        int l = g.length;
        double[][] q = new double[2 * l][2 * l];
        for (int i = 0; i < 2 * l; i++) {
            for (int j = 0; j < 2 * l; j++) {
                double sign = (i < l) == (j < l) ? 1 : -1;
                q[i][j] = sign * g[i % l][j % l];
            }
        }
        return q;
    }

    @Test
    void epsilonSvrSolvesItsDual() {
        Dataset data = regression(30, 7);
        double[] t = data.targets();
        int l = t.length;
        for (Kernel kernel : KERNELS) {
            for (double epsilon : new double[] {0, 0.1, 0.5}) {
                SvrModel m = new SvrTrainer(SvmParams.of(kernel).withEps(EPS).withType(SvmType.EPSILON_SVR)
                        .withC(2).withEpsilon(epsilon)).fit(data);
                double[] p = new double[2 * l];
                double[] c = new double[2 * l];
                double[] sign = new double[2 * l];
                for (int i = 0; i < l; i++) {
                    p[i] = epsilon - t[i];
                    p[i + l] = epsilon + t[i];
                    c[i] = 2;
                    c[i + l] = 2;
                    sign[i] = 1;
                    sign[i + l] = -1;
                }
                double best = ojAlgo(svrQ(gram(m.kernel(), data)), p, c, new double[][] {sign}, new double[] {0});
                close(best, m.stats().get(0).objective(), kernel.spec() + " epsilon " + epsilon + ": objective");
            }
        }
    }

    @Test
    void nuSvrSolvesItsDualAndIsEpsilonSvrWithEpsilonMinusR() {
        Dataset data = regression(30, 9);
        double[] t = data.targets();
        int l = t.length;
        for (Kernel kernel : KERNELS) {
            for (double nu : new double[] {0.2, 0.6}) {
                SvrModel m = new SvrTrainer(SvmParams.of(kernel).withEps(EPS).withType(SvmType.NU_SVR).withC(2)
                        .withNu(nu)).fit(data);
                double[] p = new double[2 * l];
                double[] c = new double[2 * l];
                double[] sign = new double[2 * l];
                double[] ones = new double[2 * l];
                for (int i = 0; i < l; i++) {
                    p[i] = -t[i];
                    p[i + l] = t[i];
                    c[i] = 2;
                    c[i + l] = 2;
                    sign[i] = 1;
                    sign[i + l] = -1;
                    ones[i] = 1;
                    ones[i + l] = 1;
                }
                double best = ojAlgo(svrQ(gram(m.kernel(), data)), p, c, new double[][] {sign, ones},
                        new double[] {0, 2 * nu * l});
                close(best, m.stats().get(0).objective(), kernel.spec() + " nu " + nu + ": objective");

                double epsilon = m.stats().get(0).equivalent();
                assertTrue(epsilon >= 0, "epsilon = -r >= 0, got " + epsilon);
                SvrModel e = new SvrTrainer(SvmParams.of(kernel).withEps(EPS).withType(SvmType.EPSILON_SVR).withC(2)
                        .withEpsilon(epsilon)).fit(data);
                double[] fe = e.predictAll(data, 1);
                double[] fn = m.predictAll(data, 1);
                for (int i = 0; i < l; i++) {
                    assertEquals(fe[i], fn[i], 1e-4, kernel.spec() + " nu " + nu + ": prediction of row " + i
                            + " against epsilon-SVR with epsilon = -r");
                }
            }
        }
    }
}
