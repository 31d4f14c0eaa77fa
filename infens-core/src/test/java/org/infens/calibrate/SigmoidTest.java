package org.infens.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Sigmoid#fit} (LIBSVM's {@code sigmoid_train}) against the problem it solves, written out here from Platt's
 * definition: the negative log-likelihood F(a, b) = sum_i -t_i log p_i - (1 - t_i) log(1 - p_i), p_i = 1 / (1 +
 * exp(a f_i + b)), with Platt's targets t_+ = (N_+ + 1) / (N_+ + 2), t_- = 1 / (N_- + 2). The reference minimiser is
 * an independent Newton iteration on F's gradient and Hessian (written from the definition with log1p, no line
 * search needed from a start near the optimum), run to a gradient below 1e-12.
 */
class SigmoidTest {
    /** Decision values of {@code n} examples: class +1 around +shift, class -1 around -shift, unit spread. */
    private static Object[] sample(int n, double shift, SplittableRandom rng) {
        double[] f = new double[n];
        boolean[] y = new boolean[n];
        for (int i = 0; i < n; i++) {
            y[i] = rng.nextDouble() < 0.4;
            f[i] = (y[i] ? shift : -shift) + rng.nextGaussian();
        }
        return new Object[] {f, y};
    }

    private static double[] targets(boolean[] y) {
        int pos = 0;
        for (boolean v : y) {
            pos += v ? 1 : 0;
        }
        int neg = y.length - pos;
        double[] t = new double[y.length];
        for (int i = 0; i < y.length; i++) {
            t[i] = y[i] ? (pos + 1.0) / (pos + 2.0) : 1.0 / (neg + 2.0);
        }
        return t;
    }

    /** F(a, b), each term -t log p - (1 - t) log(1 - p) with log p = -log1p(exp(z)) written stably. */
    static double objective(double[] f, double[] t, double a, double b) {
        double s = 0;
        for (int i = 0; i < f.length; i++) {
            double z = a * f[i] + b;
            double logP = z > 0 ? -z - Math.log1p(Math.exp(-z)) : -Math.log1p(Math.exp(z)); // log 1/(1+e^z)
            double log1mP = z > 0 ? -Math.log1p(Math.exp(-z)) : z - Math.log1p(Math.exp(z)); // log e^z/(1+e^z)
            s += -t[i] * logP - (1 - t[i]) * log1mP;
        }
        return s;
    }

    /** {gradient a, gradient b, h_aa, h_ab, h_bb} of F at (a, b): dF/dz_i = t_i - p_i, d2F/dz_i^2 = p_i (1 - p_i). */
    static double[] derivatives(double[] f, double[] t, double a, double b) {
        double[] d = new double[5];
        for (int i = 0; i < f.length; i++) {
            double z = a * f[i] + b;
            double p = 1 / (1 + Math.exp(z));
            double w = p * (1 - p);
            d[0] += (t[i] - p) * f[i];
            d[1] += t[i] - p;
            d[2] += w * f[i] * f[i];
            d[3] += w * f[i];
            d[4] += w;
        }
        return d;
    }

    /** The minimiser of F by Newton's method from (a0, b0), to a gradient below 1e-12. */
    static double[] newton(double[] f, double[] t, double a0, double b0) {
        double a = a0;
        double b = b0;
        for (int iter = 0; iter < 200; iter++) {
            double[] d = derivatives(f, t, a, b);
            if (Math.abs(d[0]) < 1e-12 && Math.abs(d[1]) < 1e-12) {
                break;
            }
            double det = d[2] * d[4] - d[3] * d[3];
            double da = -(d[4] * d[0] - d[3] * d[1]) / det;
            double db = -(-d[3] * d[0] + d[2] * d[1]) / det;
            double step = 1;
            double f0 = objective(f, t, a, b);
            while (objective(f, t, a + step * da, b + step * db) > f0 && step > 1e-12) {
                step /= 2;
            }
            a += step * da;
            b += step * db;
        }
        return new double[] {a, b};
    }

    /** The smallest eigenvalue of the 2 x 2 Hessian {h_aa, h_ab, h_bb} = d[2], d[3], d[4]. */
    private static double smallestEigenvalue(double[] d) {
        double mean = (d[2] + d[4]) / 2;
        double half = Math.sqrt((d[2] - d[4]) * (d[2] - d[4]) / 4 + d[3] * d[3]);
        return mean - half;
    }

    /**
     * On random decision values (two overlapping classes, 50 to 1045 examples): the fit meets LIBSVM's stopping rule
     * (both gradient components below 1e-5) at a point where F's Hessian is positive definite, so it is the
     * minimiser up to that gradient: within |g|_2 / lambda_min(H) (Newton's step; 1.5 times for the cubic term) of
     * the reference minimiser, about 1e-7 here and never more than 1e-6, and F there exceeds the minimum by less
     * than 1e-10 relative.
     */
    @Test
    void fitIsTheMinimiserOfPlattsLikelihoodUpToLibsvmsTolerance() {
        SplittableRandom rng = new SplittableRandom(3);
        for (int trial = 0; trial < 200; trial++) {
            Object[] s = sample(50 + trial * 5, 0.2 + 0.02 * trial, rng);
            double[] f = (double[]) s[0];
            boolean[] y = (boolean[]) s[1];
            Sigmoid fit = Sigmoid.fit(f, y);
            double[] t = targets(y);
            double[] d = derivatives(f, t, fit.a(), fit.b());
            assertTrue(Math.abs(d[0]) < 1e-5 && Math.abs(d[1]) < 1e-5, "trial " + trial + ": gradient " + d[0]
                    + ", " + d[1]);
            double lambda = smallestEigenvalue(d);
            assertTrue(lambda > 0, "trial " + trial + ": Hessian positive definite, smallest eigenvalue " + lambda);
            int pos = 0;
            for (boolean v : y) {
                pos += v ? 1 : 0;
            }
            double[] best = newton(f, t, 0, Math.log((y.length - pos + 1.0) / (pos + 1.0)));
            double distance = Math.hypot(best[0] - fit.a(), best[1] - fit.b());
            double bound = 1.5 * Math.hypot(d[0], d[1]) / lambda;
            assertTrue(distance <= bound && distance <= 1e-6, "trial " + trial + ": (" + fit.a() + ", " + fit.b()
                    + ") is " + distance + " from the minimiser (" + best[0] + ", " + best[1] + "), bound " + bound);
            double fBest = objective(f, t, best[0], best[1]);
            assertTrue(objective(f, t, fit.a(), fit.b()) - fBest <= 1e-10 * fBest, "trial " + trial);
            if (trial >= 40) {
                // classes two standard deviations apart or more: larger decision values mean the positive class
                assertTrue(fit.a() < 0, "trial " + trial + ": a = " + fit.a());
            }
        }
    }

    /**
     * One class only: Platt's target t = (N + 1) / (N + 2) for every example, whose minimiser is a = 0 and
     * 1 / (1 + e^b) = t, b = -log(N + 1): LIBSVM's starting point, where the fit stops at once.
     */
    @Test
    void oneClassGivesItsSmoothedTarget() {
        double[] f = {-3, 0.5, 2, 7, 1};
        Sigmoid fit = Sigmoid.fit(f, new boolean[] {true, true, true, true, true});
        assertEquals(0, fit.a());
        assertEquals(-Math.log(6), fit.b(), 1e-15);
        assertEquals(6.0 / 7.0, fit.probability(123), 1e-15);
        Sigmoid negative = Sigmoid.fit(f, new boolean[5]);
        assertEquals(0, negative.a());
        assertEquals(1.0 / 7.0, negative.probability(-5), 1e-15);
        Sigmoid none = Sigmoid.fit(new double[0], new boolean[0]);
        assertEquals(new Sigmoid(0, 0), none);
        assertEquals(0.5, none.probability(3));
    }

    /** Separable classes and constant decision values still end at a finite stationary point. */
    @Test
    void degenerateInputsFinish() {
        SplittableRandom rng = new SplittableRandom(5);
        double[] f = new double[60];
        boolean[] y = new boolean[60];
        for (int i = 0; i < f.length; i++) {
            y[i] = i % 3 == 0;
            f[i] = (y[i] ? 1 : -1) * (0.5 + 10 * rng.nextDouble());
        }
        Sigmoid separable = Sigmoid.fit(f, y);
        double[] d = derivatives(f, targets(y), separable.a(), separable.b());
        assertTrue(Math.abs(d[0]) < 1e-5 && Math.abs(d[1]) < 1e-5, "stationary: " + d[0] + ", " + d[1]);
        assertTrue(separable.probability(0.5) > 0.5 && separable.probability(-0.5) < 0.5);

        double[] constant = new double[40];
        java.util.Arrays.fill(constant, 1.5);
        boolean[] mixed = new boolean[40];
        for (int i = 0; i < 10; i++) {
            mixed[i] = true;
        }
        Sigmoid flat = Sigmoid.fit(constant, mixed);
        // every example has the same z, so the minimiser gives it the mean target (11/12 * 10 + 1/32 * 30) / 40
        double meanTarget = (11.0 / 12.0 * 10 + 1.0 / 32.0 * 30) / 40;
        assertEquals(meanTarget, flat.probability(1.5), 1e-5);
        assertTrue(Double.isFinite(flat.a()) && Double.isFinite(flat.b()));
    }

    /** The two forms of sigmoid_predict: no overflow, no NaN, and 1 - p exact where p is tiny. */
    @Test
    void probabilityIsStableForLargeArguments() {
        Sigmoid s = new Sigmoid(-2, 0.5);
        assertEquals(1.0, s.probability(1e6));
        assertEquals(0.0, s.probability(-1e6));
        assertEquals(1 / (1 + Math.exp(-2 * 0.3 + 0.5)), s.probability(0.3), 1e-16);
        assertEquals(Math.exp(-40.5) / (1 + Math.exp(-40.5)), s.probability(-20), 1e-30);
    }

    @Test
    void badInputIsRefused() {
        assertEquals("positive has 2 entries, expected 3", assertThrows(IllegalArgumentException.class,
                () -> Sigmoid.fit(new double[3], new boolean[2])).getMessage());
        assertEquals("decisionValues[1] must be finite, got NaN", assertThrows(IllegalArgumentException.class,
                () -> Sigmoid.fit(new double[] {0, Double.NaN}, new boolean[2])).getMessage());
        assertEquals("a must be finite, got Infinity", assertThrows(IllegalArgumentException.class,
                () -> new Sigmoid(Double.POSITIVE_INFINITY, 0)).getMessage());
    }
}
