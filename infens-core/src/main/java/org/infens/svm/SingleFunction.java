package org.infens.svm;

import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;

/**
 * The one decision function of a one-class SVM or an SVR, f(x) = sum_s coef_s k(sv_s, x) - rho (LIBSVM's
 * {@code svm_predict_values} for these types), computed by a two-class {@link SvmModel} whose pair holds every
 * support vector: that model's decision value is exactly f, so these models predict through its batch path (one
 * kernel evaluator, fast columns, threads) and, for an additive kernel, its compiled expansion.
 */
final class SingleFunction {
    /** The labels of the internal two-class model (its class 1 holds no support vector). */
    private static final Labels PAIR = Labels.of("1", "-1");

    private final SvmModel pair;

    /** The function of these (already checked) fields. */
    SingleFunction(Kernel kernel, double rho, double[] coefficients, List<String> features, Dataset supportVectors,
                   Provenance provenance) {
        int l = supportVectors.size();
        this.pair = new SvmModel(new SvmModel.State(PAIR, kernel, new int[] {l, 0}, new double[] {rho},
                new double[][] {coefficients}, features, supportVectors, List.of()), provenance);
    }

    /**
     * Checks the fields a single-function state shares, with messages that name the field: a finite rho, one finite
     * coefficient per support vector, feature names of the support vectors' dimension.
     *
     * @return the checked feature names (an immutable copy)
     */
    static List<String> check(Kernel kernel, double rho, double[] coefficients, List<String> features,
                              Dataset supportVectors, List<BinaryStats> solverStats) {
        Check.notNull("kernel", kernel);
        Check.notNull("supportVectors", supportVectors);
        Check.notNull("solverStats", solverStats);
        Check.finite("rho", rho);
        Check.length("coefficients", coefficients.length, supportVectors.size());
        Check.finite("coefficients", coefficients);
        Check.that(solverStats.size() <= 1, "solverStats", "must hold at most one report, got "
                + solverStats.size());
        return Check.names("features", features, supportVectors.dimension());
    }

    /** f of row {@code i}. */
    double value(Dataset data, int i) {
        return pair.predict(data, i).decisionValues()[0];
    }

    /** f of every row of {@code data} (columns already the model's), on up to {@code threads} threads. */
    double[] values(Dataset data, int threads) {
        List<Prediction> p = pair.predictRows(data, threads);
        double[] out = new double[p.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = p.get(i).decisionValues()[0];
        }
        return out;
    }

    /** The support vectors, as the model holds them. */
    Dataset supportVectors() {
        return pair.supportVectors();
    }
}
