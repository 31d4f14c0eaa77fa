package org.infens.svm;

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
 */
public record BinaryStats(int positiveClass, int negativeClass, double objective, double rho, long iterations,
                          int supportVectors, int boundedSupportVectors, boolean converged) {
}
