package org.infens.svm;

import java.util.List;
import org.infens.Provenance;
import org.infens.Version;
import org.infens.data.Dataset;
import org.infens.data.Quote;
import org.infens.kernel.Kernel;
import org.infens.spec.Spec;
import org.infens.svm.smo.Smo;

/**
 * What the one-class SVM and the SVRs share in training: one dual over the training rows of positive weight (LIBSVM's
 * {@code svm_train} for these types trains a single problem), its solve by SMO or by the additive decomposition, and
 * the model's pieces from its solution (the support vectors are the rows with a non-zero coefficient, in row order,
 * as LIBSVM keeps them).
 *
 * @param data    the training rows of positive weight, compact
 * @param rows    their indices in the caller's data set
 * @param weights their instance weights (1 without weights)
 * @param kernel  the kernel, prepared on the training data
 */
record SingleProblem(Dataset data, int[] rows, double[] weights, Kernel kernel) {
    /**
     * The rows of {@code data} with positive weight and the kernel prepared on {@code data}.
     *
     * @throws IllegalArgumentException for a weight that is negative or not finite, a wrong number of weights, no
     *                                  row of positive weight, or solver=additive with a kernel that is not additive
     */
    static SingleProblem of(SvmParams params, Dataset data, double[] weights) {
        java.util.Objects.requireNonNull(data, "data");
        if (weights != null && weights.length != data.size()) {
            throw new IllegalArgumentException("weights has " + weights.length + " entries but the data has "
                    + data.size() + " rows");
        }
        int n = data.size();
        int[] kept = new int[n];
        double[] w = new double[n];
        int l = 0;
        for (int r = 0; r < n; r++) {
            double v = weights == null ? 1.0 : weights[r];
            if (!(v >= 0) || !Double.isFinite(v)) {
                throw new IllegalArgumentException("weight of row " + r + " must be finite and >= 0, got " + v);
            }
            if (v > 0) {
                kept[l] = r;
                w[l++] = v;
            }
        }
        if (l == 0) {
            throw new IllegalArgumentException("training data has no examples (with positive weight)");
        }
        Kernel kernel = params.kernel().prepare(data);
        if (params.solver() == SvmSolver.ADDITIVE && kernel.additiveForm().isEmpty()) {
            throw new IllegalArgumentException("solver=additive needs an additive kernel (stump, hik, their positive "
                    + "multiples and sums), got " + Quote.of(kernel.spec().toString())
                    + "; use solver=smo or solver=auto");
        }
        int[] rows = java.util.Arrays.copyOf(kept, l);
        return new SingleProblem(l == n ? data : data.view(rows).compact(), rows, java.util.Arrays.copyOf(w, l),
                kernel);
    }

    /** Number of training rows. */
    int size() {
        return rows.length;
    }

    /**
     * Solves the dual with variables {@code y}, bounds, linear term and start, by LIBSVM's Solver_NU when
     * {@code nu}, else by SMO or, where {@code params} choose it for the kernel and size, the additive decomposition.
     *
     * @param variableRows the row of each variable (SVR: 2l variables on l rows), or null for one per row
     */
    Smo.Result solve(SvmParams params, byte[] y, double[] upper, double[] linear, double[] start,
                     int[] variableRows, boolean nu) {
        long cacheBytes = (long) (params.cacheMegabytes() * (1 << 20));
        long cap = Smo.Problem.defaultMaxIterations(y.length);
        java.util.concurrent.ExecutorService pool = SvmTrainer.threadPool(params.threads());
        try {
            Smo.Problem problem = new Smo.Problem(kernel.evaluator(data, data), y, upper, linear, start,
                    params.eps(), params.shrinking(), cacheBytes, pool, params.threads(), SvmTrainer.averageStored(data), cap,
                    variableRows);
            if (nu) {
                return Smo.solveNu(problem, null);
            }
            if (additive(params, kernel, data.size()) && variableRows == null) {
                return Smo.solveAdditive(problem, kernel, data, null, null);
            }
            return Smo.solve(problem);
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    /** Whether a problem of {@code rows} rows goes to the additive decomposition (see {@link SvmSolver}). */
    static boolean additive(SvmParams params, Kernel kernel, int rows) {
        return switch (params.solver()) {
            case SMO -> false;
            case ADDITIVE -> true;
            case AUTO -> rows >= SvmTrainer.AUTO_ADDITIVE_ROWS && kernel.additiveForm().isPresent();
        };
    }

    /**
     * The support vectors: the rows whose coefficient is not 0, in row order, without labels' meaning (their class
     * indices are the source's) or instance weights.
     */
    Dataset supportVectors(double[] coefficients) {
        return data.view(nonZero(coefficients)).compact().withWeights(null);
    }

    /** The non-zero coefficients, in row order. */
    static double[] compress(double[] coefficients) {
        int[] nz = nonZero(coefficients);
        double[] out = new double[nz.length];
        for (int s = 0; s < nz.length; s++) {
            out[s] = coefficients[nz[s]];
        }
        return out;
    }

    private static int[] nonZero(double[] coefficients) {
        int count = 0;
        for (double c : coefficients) {
            if (c != 0) {
                count++;
            }
        }
        int[] nz = new int[count];
        for (int t = 0, s = 0; t < coefficients.length; t++) {
            if (coefficients[t] != 0) {
                nz[s++] = t;
            }
        }
        return nz;
    }

    /**
     * The solver's report, with LIBSVM's counts over the rows: nSV the coefficients that are not 0, nBSV those whose
     * absolute value reaches the row's bound.
     */
    static List<BinaryStats> stats(Smo.Result res, double objective, double rho, double[] coefficients,
                                   double[] bound, double equivalent) {
        int nsv = 0;
        int nbsv = 0;
        for (int t = 0; t < coefficients.length; t++) {
            if (coefficients[t] != 0) {
                nsv++;
                if (Math.abs(coefficients[t]) >= bound[t]) {
                    nbsv++;
                }
            }
        }
        return List.of(new BinaryStats(0, 1, objective, rho, res.iterations(), nsv, nbsv, res.converged(),
                Double.isFinite(equivalent) ? equivalent : Double.NaN));
    }

    /** The provenance of a model trained by {@code spec} on {@code data}. */
    static Provenance provenance(Spec spec, Dataset data) {
        return new Provenance("svm", spec.toString(), 0L, data.fingerprint(), data.dimension(), Version.VERSION);
    }
}
