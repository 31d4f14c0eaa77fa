package org.infens.linear;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.infens.kernel.Kernel;
import org.infens.svm.smo.Smo;

/**
 * The restricted master problem (1)-(2) of column generation ({@link ColumnSvm}) solved by LIBSVM's SMO
 * ({@link Smo}: second-order working-set selection, shrinking, the exact equality y.alpha = 0 and LIBSVM's rule for
 * the bias) on the Gram matrix K = H H^T of the columns, K_ik = sum_j h_j(x_i) h_j(x_k), which gains the rank-one
 * term h h^T with every column (O(m^2), no recomputation).
 *
 * <p><b>Why a second solver.</b> {@link LinearSvmSolver}'s coordinate descent is slow when C ||x_i||^2 is large
 * (Hsieh et al. 2008, Sec. 5), and a CGEns master with J columns of values in [-1, 1] has ||x_i||^2 up to J: on
 * 10,000 MNIST rows at C = 1, every solve after 15 stump columns met its 1,000-epoch cap before the tolerance. SMO
 * picks the maximal violating pair from the full gradient, which it keeps in O(m) per step by reading two rows of K;
 * that gradient costs O(mJ) per step without K, so the solver trades O(m^2) memory for it. Both solve the same
 * problem to the same tolerance (max PG - min PG, tested against each other and against the kernel SVM).
 *
 * <p><b>Neither is faster everywhere.</b> CGEns with stumps, J = 500, on pima's 460 training rows, one fit per C,
 * seconds (both runs side by side on a loaded 2-core machine, indicative): SMO converges at every C, coordinate
 * descent stops at its epoch cap from C = 2^-3 up.
 * <pre>
 *   log2 C    -11   -9   -7   -5   -3   -1    1    3    5
 *   smo       5.6  2.1  2.0  3.7  8.7   19   30   42   84
 *   dcd       1.7  2.3  3.0  8.5   44   80   69   37   33
 * </pre>
 * On 2,000 MNIST rows at C = 1 and 100 columns, SMO took 150-230 ms per solve (converged, gap 0.15) against
 * 70 ms for coordinate descent (stopped at the cap, gap 1.6). {@link WorkingSetSvmSolver}, the default of
 * {@code cgens(solver=..)}, needs no m x m matrix and does not take SMO's pair steps along the nearly singular face
 * of a large-C master: its active-set method solves each face by a linear system in the J + 1 dimensions of the
 * columns. CGEns with 60 stumps on Spambase (4,601 rows) at C = 32 took 23 CPU s with this solver and 2.1 s with
 * that one (the whole {@code infens fit}, both converged).
 *
 * <p><b>Warm start.</b> {@link #addColumn} keeps alpha (y.alpha = 0 stays true) and the next {@link #solve()}
 * starts SMO from it, as Shen &amp; Liu 2014, Algorithm 1 asks; SMO's start-up is the gradient Q alpha - 1, O(m) per
 * alpha_i &gt; 0.
 *
 * <p>Memory: 8 m^2 bytes for K plus the columns, 8 mJ bytes, from which
 * w = sum_i y_i alpha_i h(x_i) and the decision values are computed. Deterministic: no random choice.
 */
public final class GramSvmSolver extends MasterSolver {
    /** SMO's kernel-column cache: K already holds every value, so the cache only saves the copy with signs. */
    private static final long CACHE_BYTES = 32L << 20;

    private final byte[] sign;
    private final double[] gram;
    private final List<double[]> columnValues = new ArrayList<>();
    private double[] w = new double[0];
    private double bias;

    /**
     * A solver for {@code labels.length} rows and no columns yet; see {@link ColumnSvm#create} for the parameters.
     *
     * @throws IllegalArgumentException if a label is not +-1, an alpha is outside [0, C] or y.alpha is not 0
     *                                  (within 1e-9 C m), C or the tolerance is not positive and finite, or K would
     *                                  exceed 2^31 entries
     */
    public GramSvmSolver(double[] labels, double[] initialAlpha, double C, double tolerance) {
        super(labels, initialAlpha, C, tolerance);
        if (Math.abs(startLabelDotAlpha) > 1e-9 * C * Math.max(1, labels.length)) {
            throw new IllegalArgumentException("initialAlpha must satisfy y.alpha = 0, got " + startLabelDotAlpha);
        }
        if ((long) labels.length * labels.length > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("the Gram matrix of " + labels.length + " rows has more than 2^31"
                    + " entries; use the coordinate-descent solver");
        }
        this.sign = new byte[rows];
        for (int i = 0; i < rows; i++) {
            sign[i] = (byte) y[i];
        }
        this.gram = new double[rows * rows];
    }

    @Override
    public int columns() {
        return columnValues.size();
    }

    /** Adds h h^T to K (both triangles, so that a row of K is contiguous) and sets w_new = sum_i y_i alpha_i h_i. */
    @Override
    public void addColumn(double[] h) {
        double wj = newWeight(h);
        double[] copy = h.clone();
        for (int i = 0; i < rows; i++) {
            double hi = copy[i];
            if (hi == 0) {
                continue;
            }
            int base = i * rows;
            for (int k = 0; k < rows; k++) {
                gram[base + k] += hi * copy[k];
            }
        }
        columnValues.add(copy);
        w = Arrays.copyOf(w, w.length + 1);
        w[w.length - 1] = wj;
    }

    @Override
    public boolean solve() {
        double[] upper = new double[rows];
        Arrays.fill(upper, cost);
        double[] linear = new double[rows];
        Arrays.fill(linear, -1);
        Kernel.Evaluator k = new Kernel.Evaluator() {
            @Override
            public double value(int i, int j) {
                return gram[i * rows + j];
            }

            @Override
            public void row(int i, int[] js, int from, int to, double[] out) {
                int base = i * rows;
                for (int t = from; t < to; t++) {
                    out[t] = gram[base + js[t]];
                }
            }
        };
        Smo.Result r = Smo.solve(new Smo.Problem(k, sign, upper, linear, alpha, tolerance, true,
                Math.min(CACHE_BYTES, 8L * rows * rows), null, 1, 1, Smo.Problem.defaultMaxIterations(rows)));
        System.arraycopy(r.alpha(), 0, alpha, 0, rows);
        bias = -r.rho();
        converged = r.converged();
        for (int j = 0; j < w.length; j++) {
            double[] h = columnValues.get(j);
            double s = 0;
            for (int i = 0; i < rows; i++) {
                s += y[i] * alpha[i] * h[i];
            }
            w[j] = s;
        }
        return converged;
    }

    /** 0: SMO does not work in epochs. */
    @Override
    public int lastEpochs() {
        return 0;
    }

    @Override
    public double[] weights() {
        return w.clone();
    }

    @Override
    public double bias() {
        return bias;
    }

    /** The decision value sum_j w_j h_j(x_i) + b, summed in column order. */
    @Override
    public double decisionValue(int i) {
        double s = bias;
        for (int j = 0; j < w.length; j++) {
            s += w[j] * columnValues.get(j)[i];
        }
        return s;
    }
}
