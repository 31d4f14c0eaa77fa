package org.infens.svm;

import java.util.Objects;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.spec.Spec;
import org.infens.svm.smo.Smo;

/**
 * One-class SVM training (LIBSVM {@code -s 2}; Schölkopf, Platt, Shawe-Taylor, Smola &amp; Williamson 2001): the
 * dual min 1/2 a^T K a subject to 0 &lt;= a_i &lt;= 1, e^T a = nu l, solved by LIBSVM's SMO from its start (the first
 * floor(nu l) alphas at 1, the next at nu l - floor(nu l)), so nu bounds the fraction of training rows outside the
 * estimated support from above and the fraction of support vectors from below. Labels are not read. With an
 * ensemble kernel (stump, perceptron) the support is an infinite ensemble of stumps or perceptrons.
 *
 * <p>Instance weights multiply the rows' bounds (rows of weight 0 are dropped); the start then fills nu l in row
 * order, each alpha at most its bound. The additive decomposition solves it where {@link SvmParams#solver()} chooses
 * it for an additive kernel (y = +1, p = 0: the same dual shape as C-SVC's).
 */
public final class OneClassSvmTrainer implements WeightedTrainer<OneClassSvmModel> {
    private final SvmParams params;

    /**
     * A trainer with these parameters; of them it reads the kernel, nu, eps, the cache size, shrinking, threads and
     * the solver.
     *
     * @throws IllegalArgumentException if the type is not {@link SvmType#ONE_CLASS}
     */
    public OneClassSvmTrainer(SvmParams params) {
        this.params = Objects.requireNonNull(params, "params");
        if (params.type() != SvmType.ONE_CLASS) {
            throw new IllegalArgumentException("type must be one-class for OneClassSvmTrainer, got "
                    + params.type().specName());
        }
    }

    /** The parameters. */
    public SvmParams params() {
        return params;
    }

    @Override
    public OneClassSvmModel fit(Dataset data, double[] weights) {
        SingleProblem p = SingleProblem.of(params, data, weights);
        int l = p.size();
        byte[] y = new byte[l];
        java.util.Arrays.fill(y, (byte) 1);
        double[] start = new double[l];
        double left = params.nu() * l;
        for (int t = 0; t < l; t++) {
            start[t] = Math.min(p.weights()[t], left);
            left -= start[t];
        }
        if (left > 1e-12 * l) {
            throw new IllegalArgumentException("nu = " + params.nu() + " is infeasible: the rows' weights add up to"
                    + " less than nu times the " + l + " rows");
        }
        Smo.Result res = p.solve(params, y, p.weights(), new double[l], start, null, false);
        double[] alpha = res.alpha();
        double rho = Double.isFinite(res.rho()) ? res.rho() : finiteRho(alpha, p.weights(), res.gradient());
        return new OneClassSvmModel(new OneClassSvmModel.State(p.kernel(), rho, SingleProblem.compress(alpha),
                p.data().featureNames(), p.supportVectors(alpha),
                SingleProblem.stats(res, res.objective(), rho, alpha, p.weights(), Double.NaN)),
                SingleProblem.provenance(spec(), data));
    }

    /**
     * rho when no alpha is free and all lie on one side of the interval LIBSVM takes the middle of (nu = 1 puts
     * every alpha at its bound 1): LIBSVM's rho is then infinite (+inf: every row an outlier); this is the finite end
     * of the interval, max G_t over the alphas at their bound (or min over those at 0), with the same prediction
     * for every training row.
     */
    private static double finiteRho(double[] alpha, double[] upper, double[] gradient) {
        double lb = Double.NEGATIVE_INFINITY;
        double ub = Double.POSITIVE_INFINITY;
        for (int t = 0; t < alpha.length; t++) {
            if (alpha[t] >= upper[t]) {
                lb = Math.max(lb, gradient[t]);
            } else if (alpha[t] <= 0) {
                ub = Math.min(ub, gradient[t]);
            }
        }
        return Double.isFinite(lb) ? lb : ub;
    }

    /**
     * {@code svm(type=one-class, kernel=..., nu=...)}, with eps, cache, shrinking and solver where they differ from
     * their defaults.
     */
    @Override
    public Spec spec() {
        return SvmLearnerFactory.spec(params);
    }
}
