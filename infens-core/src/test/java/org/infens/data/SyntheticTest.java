package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Synthetic.Problem;
import org.junit.jupiter.api.Test;

/** Moments against the definitions (5 standard errors, from the CLT), Bayes rules against brute-force densities. */
class SyntheticTest {
    private static final int N = 4000;
    private static final int D = 20;

    /** Per-class, per-coordinate sample mean and the pooled variance about the true means. */
    private static void assertMoments(Dataset data, int cls, double[] trueMean, double trueVar, double fourthMoment) {
        int count = 0;
        double[] sum = new double[D];
        double ss = 0;
        for (int i = 0; i < data.size(); i++) {
            if (data.classOf(i) != cls) {
                continue;
            }
            count++;
            for (int f = 0; f < D; f++) {
                double v = data.get(i, f);
                sum[f] += v;
                ss += (v - trueMean[f]) * (v - trueMean[f]);
            }
        }
        double seMean = Math.sqrt(trueVar / count);
        for (int f = 0; f < D; f++) {
            assertEquals(trueMean[f], sum[f] / count, 5 * seMean, "class " + cls + " mean of feature " + f);
        }
        double m = (double) count * D;
        // variance of (x - mu)^2 is E[(x-mu)^4] - var^2; coordinates are independent within a component
        double seVar = Math.sqrt((fourthMoment - trueVar * trueVar) / m);
        assertEquals(trueVar, ss / m, 5 * seVar, "class " + cls + " variance");
    }

    private static double[] constant(double v) {
        double[] a = new double[D];
        java.util.Arrays.fill(a, v);
        return a;
    }

    @Test
    void twonormMoments() {
        Dataset d = Problem.TWONORM.generate(N, D, 1);
        double a = 2 / Math.sqrt(D);
        assertMoments(d, 0, constant(a), 1, 3);
        assertMoments(d, 1, constant(-a), 1, 3);
    }

    @Test
    void threenormMoments() {
        Dataset d = Problem.THREENORM.generate(N, D, 2);
        double a = 2 / Math.sqrt(D);
        // class 1 is a mixture of N(+a1, I) and N(-a1, I): mean 0, variance 1 + a^2, E[x^4] = 3 + 6a^2 + a^4
        assertMoments(d, 0, constant(0), 1 + a * a, 3 + 6 * a * a + a * a * a * a);
        double[] m = new double[D];
        for (int f = 0; f < D; f++) {
            m[f] = f % 2 == 0 ? a : -a;
        }
        assertMoments(d, 1, m, 1, 3);
        // the mixture: the mean of a row's coordinates is near +a or -a, each about half the time
        int plus = 0;
        int rows = 0;
        for (int i = 0; i < d.size(); i++) {
            if (d.classOf(i) == 0) {
                rows++;
                double s = 0;
                for (int f = 0; f < D; f++) {
                    s += d.get(i, f);
                }
                plus += s > 0 ? 1 : 0;
            }
        }
        assertEquals(0.5, (double) plus / rows, 5 * Math.sqrt(0.25 / rows));
    }

    @Test
    void threenormOddDimensionEndsWithPlusA() {
        int d = 5;
        Dataset data = Problem.THREENORM.generate(8000, d, 3);
        double a = 2 / Math.sqrt(d);
        double[] sum = new double[d];
        int count = 0;
        for (int i = 0; i < data.size(); i++) {
            if (data.classOf(i) == 1) {
                count++;
                for (int f = 0; f < d; f++) {
                    sum[f] += data.get(i, f);
                }
            }
        }
        double[] expected = {a, -a, a, -a, a};
        for (int f = 0; f < d; f++) {
            assertEquals(expected[f], sum[f] / count, 5 / Math.sqrt(count));
        }
    }

    @Test
    void ringnormMoments() {
        Dataset d = Problem.RINGNORM.generate(N, D, 4);
        assertMoments(d, 0, constant(0), 4, 3 * 16);
        assertMoments(d, 1, constant(1 / Math.sqrt(D)), 1, 3);
    }

    @Test
    void classSizesFollowMlbench() {
        for (Problem p : Problem.values()) {
            assertArrayEquals(new int[] {51, 50}, p.generate(101, 3, 5).classCounts(), p.name());
            assertArrayEquals(new int[] {50, 50}, p.generate(100, 5).classCounts(), p.name());
            assertEquals(Labels.of("1", "-1"), p.generate(10, 5).labels());
            assertEquals(20, p.generate(10, 5).dimension());
        }
    }

    @Test
    void sameSeedSameDataDifferentSeedDifferentData() {
        for (Problem p : Problem.values()) {
            assertEquals(p.generate(200, 7, 42).fingerprint(), p.generate(200, 7, 42).fingerprint());
            assertNotEquals(p.generate(200, 7, 42).fingerprint(), p.generate(200, 7, 43).fingerprint());
        }
    }

    @Test
    void twonormBayesErrorMatchesClosedForm() {
        int n = 40000;
        Dataset d = Problem.TWONORM.generate(n, D, 11);
        int errors = 0;
        for (int i = 0; i < n; i++) {
            if (Problem.TWONORM.bayesClass(d.row(i)) != d.classOf(i)) {
                errors++;
            }
        }
        double p = 0.022750131948179195; // Phi(-2) = Phi(-a sqrt(d)) with a = 2/sqrt(d)
        assertEquals(p, (double) errors / n, 5 * Math.sqrt(p * (1 - p) / n));
    }

    /** log N(x; mu, s2 I) with its normalising constant. */
    private static double logNormal(double[] x, double[] mu, double s2) {
        double q = 0;
        for (int f = 0; f < x.length; f++) {
            q += (x[f] - mu[f]) * (x[f] - mu[f]);
        }
        return -q / (2 * s2) - x.length / 2.0 * Math.log(2 * Math.PI * s2);
    }

    private static int bruteForce(Problem p, double[] x) {
        int d = x.length;
        double a = 2 / Math.sqrt(d);
        double[] plus = new double[d];
        double[] minus = new double[d];
        double[] alt = new double[d];
        double[] zero = new double[d];
        double[] ring = new double[d];
        for (int f = 0; f < d; f++) {
            plus[f] = a;
            minus[f] = -a;
            alt[f] = f % 2 == 0 ? a : -a;
            ring[f] = 1 / Math.sqrt(d);
        }
        double l1;
        double l2;
        switch (p) {
            case TWONORM -> {
                l1 = logNormal(x, plus, 1);
                l2 = logNormal(x, minus, 1);
            }
            case THREENORM -> {
                double u = logNormal(x, plus, 1);
                double v = logNormal(x, minus, 1);
                double mx = Math.max(u, v);
                l1 = mx + Math.log(0.5 * Math.exp(u - mx) + 0.5 * Math.exp(v - mx));
                l2 = logNormal(x, alt, 1);
            }
            default -> {
                l1 = logNormal(x, zero, 4);
                l2 = logNormal(x, ring, 1);
            }
        }
        if (Math.abs(l1 - l2) < 1e-9) {
            return -1; // too close to call
        }
        return l2 > l1 ? 1 : 0;
    }

    @Test
    void bayesRulesAgreeWithBruteForceDensities() {
        SplittableRandom rng = new SplittableRandom(99);
        for (Problem p : Problem.values()) {
            for (int d : new int[] {1, 2, 5, 20}) {
                Dataset data = p.generate(1000, d, 7 + d);
                int[] seen = new int[2];
                for (int i = 0; i < 1500; i++) {
                    double[] x;
                    if (i < 1000) {
                        x = data.row(i);
                    } else { // points far out and near the origin as well
                        x = new double[d];
                        double scale = rng.nextDouble() * 6;
                        for (int f = 0; f < d; f++) {
                            x[f] = scale * rng.nextGaussian();
                        }
                    }
                    int expected = bruteForce(p, x);
                    if (expected >= 0) {
                        assertEquals(expected, p.bayesClass(x), p + " d=" + d + " point " + i);
                        seen[expected]++;
                    }
                }
                assertTrue(seen[0] > 100 && seen[1] > 100, p + " d=" + d + ": both classes exercised");
            }
        }
    }

    @Test
    void threenormBayesRuleIsStableForLargeProjections() {
        double[] x = new double[20];
        java.util.Arrays.fill(x, 400); // a*sum(x) = 3577: exp overflows, the closed form must not
        assertEquals(0, Problem.THREENORM.bayesClass(x));
        for (int f = 0; f < 20; f++) {
            x[f] = f % 2 == 0 ? 400 : -400;
        }
        assertEquals(1, Problem.THREENORM.bayesClass(x));
    }

    @Test
    void flipLabelsFlipsExactlyTheRoundedFraction() {
        Dataset d = Problem.TWONORM.generate(205, 4, 1);
        Dataset noisy = Synthetic.flipLabels(d, 0.1, 5);
        int flipped = 0;
        for (int i = 0; i < d.size(); i++) {
            if (d.classOf(i) != noisy.classOf(i)) {
                flipped++;
            }
            assertArrayEquals(d.row(i), noisy.row(i));
        }
        assertEquals(Math.round(0.1 * 205), flipped);
        assertEquals(d.labels(), noisy.labels());
        assertEquals(noisy.fingerprint(), Synthetic.flipLabels(d, 0.1, 5).fingerprint());
        assertNotEquals(noisy.fingerprint(), Synthetic.flipLabels(d, 0.1, 6).fingerprint());
        assertEquals(d.fingerprint(), Synthetic.flipLabels(d, 0, 5).fingerprint());
        Dataset all = Synthetic.flipLabels(d, 1, 5);
        for (int i = 0; i < d.size(); i++) {
            assertEquals(1 - d.classOf(i), all.classOf(i));
        }
        // works on views
        Dataset view = d.view(new int[] {5, 3, 1, 0});
        Dataset flippedView = Synthetic.flipLabels(view, 0.5, 1);
        int changed = 0;
        for (int i = 0; i < 4; i++) {
            changed += view.classOf(i) != flippedView.classOf(i) ? 1 : 0;
        }
        assertEquals(2, changed);
    }

    @Test
    void flipLabelsRejectsBadArguments() {
        Dataset three = Dataset.dense(new double[][] {{1}, {2}, {3}}, new int[] {0, 1, 2}, Labels.of("a", "b", "c"));
        assertThrows(IllegalArgumentException.class, () -> Synthetic.flipLabels(three, 0.1, 1));
        Dataset d = Problem.TWONORM.generate(10, 2, 1);
        assertThrows(IllegalArgumentException.class, () -> Synthetic.flipLabels(d, 1.5, 1));
        assertThrows(IllegalArgumentException.class, () -> Synthetic.flipLabels(d, Double.NaN, 1));
        assertThrows(IllegalArgumentException.class, () -> Problem.RINGNORM.generate(0, 2, 1));
    }
}
