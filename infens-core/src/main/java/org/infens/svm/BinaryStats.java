package org.infens.svm;

import org.infens.Check;
import org.infens.Stored;

/**
 * What the solver reports for one binary sub-problem (one pair of classes), as LIBSVM prints after training.
 *
 * @param positiveClass  model class index of the +1 side
 * @param negativeClass  model class index of the -1 side
 * @param objective      the dual objective value 1/2 a^T Q a - e^T a at the solution (LIBSVM's {@code obj})
 * @param rho            the bias term's negative: f(x) = sum_i y_i alpha_i k(x_i, x) - rho
 * @param iterations     SMO iterations
 * @param supportVectors number of alpha_i > 0
 * @param boundedSupportVectors number of alpha_i at their upper bound C_i
 * @param converged      false if the iteration cap stopped the solver before the tolerance eps was met (LIBSVM's
 *                       "reaching max number of iterations" warning)
 * @param equivalent     the other formulation's parameter that has this solution, as svm-train prints it after
 *                       each problem: for C-SVC (when both classes have the same cost) and epsilon-SVR
 *                       {@code nu = sum |alpha_i| / (C l)}; for nu-SVC {@code C = 1/r}; for nu-SVR
 *                       {@code epsilon = -r} (r: {@link org.infens.svm.smo.Smo.Result#r()}); NaN for the one-class
 *                       SVM, for C-SVC with unequal class costs and in files written before it was recorded
 *
 * <p>For the one-class SVM and regression, which solve one problem, the report is that of classes 0 and 1.
 */
public record BinaryStats(int positiveClass, int negativeClass, double objective, double rho, long iterations,
                          int supportVectors, int boundedSupportVectors,
                          @Stored.IfAbsent("true") boolean converged,
                          @Stored.IfAbsent(value = "\"nan\"", omitDefault = true) double equivalent) {
    /** Checks that the classes differ, the values are finite and the counts not negative. */
    public BinaryStats {
        Check.range("positiveClass", positiveClass, 0, Integer.MAX_VALUE);
        Check.range("negativeClass", negativeClass, 0, Integer.MAX_VALUE);
        Check.that(positiveClass != negativeClass, "negativeClass", "must differ from positiveClass, got "
                + negativeClass);
        Check.finite("objective", objective);
        Check.finite("rho", rho);
        Check.that(iterations >= 0, "iterations", "must be >= 0, got " + iterations);
        Check.range("supportVectors", supportVectors, 0, Integer.MAX_VALUE);
        Check.range("boundedSupportVectors", boundedSupportVectors, 0, supportVectors + 1);
        Check.that(!Double.isInfinite(equivalent), "equivalent", "must be finite or NaN, got " + equivalent);
    }

    /** A report without the equivalent parameter (NaN), as files written before it was recorded read. */
    public BinaryStats(int positiveClass, int negativeClass, double objective, double rho, long iterations,
                       int supportVectors, int boundedSupportVectors, boolean converged) {
        this(positiveClass, negativeClass, objective, rho, iterations, supportVectors, boundedSupportVectors,
                converged, Double.NaN);
    }
}
