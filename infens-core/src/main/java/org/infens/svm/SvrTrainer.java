package org.infens.svm;

import java.util.Objects;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.spec.Spec;
import org.infens.svm.smo.Smo;

/**
 * Support vector regression (LIBSVM {@code -s 3} epsilon-SVR and {@code -s 4} nu-SVR; Vapnik 1998, Schölkopf,
 * Smola, Williamson &amp; Bartlett 2000), with any kernel: with the stump or perceptron kernel the regression function
 * is an infinite ensemble of stumps or perceptrons.
 *
 * <p>Both duals have 2l variables a_1..a_l, a*_1..a*_l over the l rows (LIBSVM's SVR_Q, {@link Smo.Problem#rows()}):
 * y = +1 for a and -1 for a*, bounds C times the instance weights. epsilon-SVR: linear term epsilon - y_i for a_i and
 * epsilon + y_i for a*_i, start 0, LIBSVM's SMO. nu-SVR: linear term -y_i and +y_i, the start a_i = a*_i filling
 * C nu l / 2 in row order, LIBSVM's Solver_NU, whose r gives the tube's half-width epsilon = -r. The model's
 * coefficients are a_i - a*_i; the targets are the rows' labels read as numbers ({@link Dataset#targets()}).
 * svm-train prints nu = sum |a_i - a*_i| / (C l) for epsilon-SVR and epsilon = -r for nu-SVR
 * ({@link BinaryStats#equivalent()}).
 *
 * <p>Rows of weight 0 are dropped. The additive decomposition does not solve these duals yet (two variables per row;
 * {@code solver=additive} is refused): with
 * {@code solver=auto} they use SMO.
 */
public final class SvrTrainer implements WeightedTrainer<SvrModel> {
    private final SvmParams params;

    /**
     * A trainer with these parameters; of them it reads the kernel, C, epsilon (epsilon-SVR) or nu (nu-SVR), eps,
     * the cache size, shrinking, threads and the solver.
     *
     * @throws IllegalArgumentException if the type is not epsilon-SVR or nu-SVR
     */
    public SvrTrainer(SvmParams params) {
        this.params = Objects.requireNonNull(params, "params");
        if (!params.type().isRegression()) {
            throw new IllegalArgumentException("type must be epsilon-svr or nu-svr for SvrTrainer, got "
                    + params.type().specName());
        }
    }

    /** The parameters. */
    public SvmParams params() {
        return params;
    }

    /**
     * Fits the regression.
     *
     * @throws IllegalArgumentException if a label is not a number (naming its row), or as
     *                                  {@link SvmParams} and the weights require
     */
    @Override
    public SvrModel fit(Dataset data, double[] weights) {
        SingleProblem p = SingleProblem.of(params, data, weights);
        double[] target = p.data().targets();
        int l = p.size();
        boolean nu = params.type() == SvmType.NU_SVR;
        byte[] y = new byte[2 * l];
        double[] upper = new double[2 * l];
        double[] linear = new double[2 * l];
        double[] start = new double[2 * l];
        int[] rowOf = new int[2 * l];
        double sum = params.C() * params.nu() * l / 2;
        for (int t = 0; t < l; t++) {
            double c = params.C() * p.weights()[t];
            y[t] = 1;
            y[t + l] = -1;
            upper[t] = c;
            upper[t + l] = c;
            rowOf[t] = t;
            rowOf[t + l] = t;
            if (nu) {
                start[t] = Math.min(sum, c);
                start[t + l] = start[t];
                sum -= start[t];
                linear[t] = -target[t];
                linear[t + l] = target[t];
            } else {
                linear[t] = params.epsilon() - target[t];
                linear[t + l] = params.epsilon() + target[t];
            }
        }
        Smo.Result res = p.solve(params, y, upper, linear, start, rowOf, nu);
        double[] a = res.alpha();
        double[] coef = new double[l];
        double sumAbs = 0;
        for (int t = 0; t < l; t++) {
            coef[t] = a[t] - a[t + l];
            sumAbs += Math.abs(coef[t]);
        }
        double equivalent = nu ? -res.r() : sumAbs / (params.C() * l);
        return new SvrModel(new SvrModel.State(p.kernel(), res.rho(), SingleProblem.compress(coef),
                p.data().featureNames(), p.supportVectors(coef),
                SingleProblem.stats(res, res.objective(), res.rho(), coef, java.util.Arrays.copyOf(upper, l),
                        equivalent), params.type().specName()), SingleProblem.provenance(spec(), data));
    }

    /**
     * {@code svm(type=epsilon-svr, kernel=..., C=..., epsilon=...)} or {@code svm(type=nu-svr, kernel=..., C=...,
     * nu=...)}, with eps, cache, shrinking and solver where they differ from their defaults.
     */
    @Override
    public Spec spec() {
        return SvmLearnerFactory.spec(params);
    }
}
