package org.infens.calibrate;

import org.infens.Check;

/**
 * Platt's sigmoid from decision values to probabilities, P(y = +1 | f) = 1 / (1 + exp(a f + b)) (Platt 1999,
 * "Probabilistic outputs for support vector machines and comparisons to regularized likelihood methods"), fitted by
 * the algorithm of Lin, Lin &amp; Weng 2007, "A note on Platt's probabilistic outputs for support vector machines"
 * (Machine Learning 68), as LIBSVM 3.24's {@code sigmoid_train} and {@code sigmoid_predict} write it:
 * {@code a} and {@code b} are LIBSVM's {@code probA} and {@code probB}.
 *
 * <p>{@link #fit} minimises the negative log-likelihood of Platt's smoothed targets t_+ = (N_+ + 1) / (N_+ + 2) and
 * t_- = 1 / (N_- + 2) (N_+, N_- the numbers of positive and negative examples), F(a, b) = sum_i t_i (a f_i + b) +
 * log(1 + exp(-(a f_i + b))), by Newton's method on the Hessian plus 1e-12 I, with a backtracking line search
 * (sufficient decrease 1e-4 times the step times the directional derivative, halving down to steps of 1e-10), from
 * a = 0, b = log((N_- + 1) / (N_+ + 1)), stopping when both gradient components are below 1e-5 in absolute value or
 * after 100 iterations. Each term is evaluated in the form that does not overflow (Lin, Lin &amp; Weng 2007's stable form):
 * log(1 + exp(-z)) + t z for z &gt;= 0 and log(1 + exp(z)) + (t - 1) z for z &lt; 0. LIBSVM prints a line when the
 * line search fails or the iterations run out and keeps the last point; so does this code, without the line.
 *
 * @param a the slope, LIBSVM's {@code probA} (negative when larger decision values mean the positive class)
 * @param b the offset, LIBSVM's {@code probB}
 */
public record Sigmoid(double a, double b) {
    private static final int MAX_ITERATIONS = 100;
    private static final double MIN_STEP = 1e-10;
    private static final double SIGMA = 1e-12;
    private static final double EPS = 1e-5;

    /** Checks that both parameters are finite. */
    public Sigmoid {
        Check.finite("a", a);
        Check.finite("b", b);
    }

    /**
     * P(y = +1 | f) = 1 / (1 + exp(a f + b)), as {@code sigmoid_predict}: written as exp(-z) / (1 + exp(-z)) for
     * z = a f + b &gt;= 0, so that 1 - P, used later, does not cancel.
     *
     * @param decisionValue the decision value f
     */
    public double probability(double decisionValue) {
        double fApB = decisionValue * a + b;
        if (fApB >= 0) {
            return Math.exp(-fApB) / (1.0 + Math.exp(-fApB));
        }
        return 1.0 / (1 + Math.exp(fApB));
    }

    /**
     * The sigmoid fitted to decision values and their classes by LIBSVM's {@code sigmoid_train} (see the class
     * comment), the sums taken in the order of the arrays.
     *
     * @param decisionValues the decision values f_i, finite
     * @param positive       whether example i is of the positive class (LIBSVM's label &gt; 0)
     * @throws IllegalArgumentException if the arrays differ in length or a decision value is not finite
     */
    public static Sigmoid fit(double[] decisionValues, boolean[] positive) {
        int l = decisionValues.length;
        Check.length("positive", positive.length, l);
        Check.finite("decisionValues", decisionValues);
        double prior1 = 0;
        double prior0 = 0;
        for (int i = 0; i < l; i++) {
            if (positive[i]) {
                prior1 += 1;
            } else {
                prior0 += 1;
            }
        }
        double hiTarget = (prior1 + 1.0) / (prior1 + 2.0);
        double loTarget = 1 / (prior0 + 2.0);
        double[] t = new double[l];
        for (int i = 0; i < l; i++) {
            t[i] = positive[i] ? hiTarget : loTarget;
        }
        double[] f = decisionValues;
        double a = 0.0;
        double b = Math.log((prior0 + 1.0) / (prior1 + 1.0));
        double fval = objective(f, t, a, b);
        for (int iter = 0; iter < MAX_ITERATIONS; iter++) {
            // gradient and Hessian (H' = H + sigma I)
            double h11 = SIGMA;
            double h22 = SIGMA;
            double h21 = 0.0;
            double g1 = 0.0;
            double g2 = 0.0;
            for (int i = 0; i < l; i++) {
                double fApB = f[i] * a + b;
                double p;
                double q;
                if (fApB >= 0) {
                    p = Math.exp(-fApB) / (1.0 + Math.exp(-fApB));
                    q = 1.0 / (1.0 + Math.exp(-fApB));
                } else {
                    p = 1.0 / (1.0 + Math.exp(fApB));
                    q = Math.exp(fApB) / (1.0 + Math.exp(fApB));
                }
                double d2 = p * q;
                h11 += f[i] * f[i] * d2;
                h22 += d2;
                h21 += f[i] * d2;
                double d1 = t[i] - p;
                g1 += f[i] * d1;
                g2 += d1;
            }
            if (Math.abs(g1) < EPS && Math.abs(g2) < EPS) {
                break;
            }
            // Newton direction -inv(H') g
            double det = h11 * h22 - h21 * h21;
            double dA = -(h22 * g1 - h21 * g2) / det;
            double dB = -(-h21 * g1 + h11 * g2) / det;
            double gd = g1 * dA + g2 * dB;
            double stepsize = 1;
            while (stepsize >= MIN_STEP) {
                double newA = a + stepsize * dA;
                double newB = b + stepsize * dB;
                double newf = objective(f, t, newA, newB);
                if (newf < fval + 0.0001 * stepsize * gd) {
                    a = newA;
                    b = newB;
                    fval = newf;
                    break;
                }
                stepsize = stepsize / 2.0;
            }
            if (stepsize < MIN_STEP) {
                break; // the line search failed: LIBSVM keeps the last point
            }
        }
        return new Sigmoid(a, b);
    }

    /** sum_i t_i z_i + log(1 + exp(-z_i)), z_i = a f_i + b, in the form that does not overflow. */
    private static double objective(double[] f, double[] t, double a, double b) {
        double value = 0.0;
        for (int i = 0; i < f.length; i++) {
            double fApB = f[i] * a + b;
            if (fApB >= 0) {
                value += t[i] * fApB + Math.log(1 + Math.exp(-fApB));
            } else {
                value += (t[i] - 1) * fApB + Math.log(1 + Math.exp(fApB));
            }
        }
        return value;
    }
}
