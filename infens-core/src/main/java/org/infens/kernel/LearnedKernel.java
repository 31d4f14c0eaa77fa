package org.infens.kernel;

import java.util.Arrays;
import java.util.Objects;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.spec.Spec;

/**
 * A kernel learned by boosting over pairs (Crammer, Keshet &amp; Singer 2002, Fig. 1 and "Kernelizing the Kernel"):
 * <pre>
 *   K(x, x') = sum_t alpha_t K_t(x, x'),    K_t(x, x') = p_t(x) p_t(x'),    p_t(x) = sum_r v_{t,r} kappa(x, x~_r)
 * </pre>
 * where kappa is the base kernel, x~_1..x~_m~ the templates (the unlabelled set S~ of
 * Crammer, Keshet &amp; Singer 2002, Sec. 1), v_t the coefficients of the base kernel w_t w_t^T chosen in round t (w_t
 * = sum_r v_{t,r} phi(x~_r)) and alpha_t &gt; 0 its weight. With the linear base kernel, p_t(x) = w_t . x.
 *
 * <p>It is a sum of rank-one positive semi-definite kernels with positive weights, so it is positive semi-definite,
 * and equal to the linear kernel on the T features z_t(x) = sqrt(alpha_t) p_t(x). Evaluation: {@link #value} computes
 * both feature vectors, O(m~ (kappa + T)) per call; {@link #evaluator} computes z once per row of each data set (the
 * same cost per row), after which a value is one T-long dot product. Which is what makes the kernel cheap inside the
 * Perceptron and the SVM, whose loops evaluate it many times per row.
 *
 * <p>Spec (so that a model using it can be saved, as {@link MiddleStumpKernel} saves its thresholds):
 * {@code learned(base=rbf(gamma=0.5), templates=[[...], ...], coefficients=[[...], ...], weights=[...])}, the
 * templates dense, one row per template, coefficients one row of m~ values per round, weights one per round. The
 * base kernel must be prepared (its data-dependent constants fixed) when the learned kernel is built.
 *
 * <p>Immutable and thread-safe.
 */
public final class LearnedKernel implements Kernel {
    private final Kernel base;
    private final Dataset templates;
    private final double[][] coefficients;
    private final double[] weights;

    /**
     * A learned kernel from its parts (arrays are copied).
     *
     * @param base         the base kernel kappa, prepared
     * @param templates    the templates x~_r (any storage; kept dense)
     * @param coefficients {@code [rounds][templates.size()]} coefficients v_t
     * @param weights      {@code [rounds]} weights alpha_t, finite and &gt;= 0
     */
    public LearnedKernel(Kernel base, Dataset templates, double[][] coefficients, double[] weights) {
        this.base = Objects.requireNonNull(base, "base");
        if (!base.isPrepared()) {
            throw new IllegalArgumentException("learned: base kernel " + base.spec() + " must be prepared");
        }
        Objects.requireNonNull(templates, "templates");
        if (templates.size() < 1) {
            throw new IllegalArgumentException("learned: templates must hold at least 1 row, got 0");
        }
        if (coefficients.length < 1 || coefficients.length != weights.length) {
            throw new IllegalArgumentException("learned: coefficients and weights must have the same number >= 1 "
                    + "of rounds, got " + coefficients.length + " and " + weights.length);
        }
        this.coefficients = new double[coefficients.length][];
        for (int t = 0; t < coefficients.length; t++) {
            if (coefficients[t].length != templates.size()) {
                throw new IllegalArgumentException("learned: coefficient row " + t + " has " + coefficients[t].length
                        + " values, expected one per template (" + templates.size() + ")");
            }
            for (double v : coefficients[t]) {
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException("learned: coefficients must be finite, got " + v);
                }
            }
            this.coefficients[t] = coefficients[t].clone();
        }
        for (double w : weights) {
            if (!(w >= 0) || !Double.isFinite(w)) {
                throw new IllegalArgumentException("learned: weights must be finite and >= 0, got " + w);
            }
        }
        this.weights = weights.clone();
        Dataset dense = templates.toDense();
        this.templates = Dataset.dense(denseValues(dense), dense.dimension(), new int[dense.size()],
                Labels.of("template"), null);
    }

    private static double[] denseValues(Dataset d) {
        double[] x = new double[d.size() * d.dimension()];
        double[] row = new double[d.dimension()];
        for (int i = 0; i < d.size(); i++) {
            d.copyRow(i, row);
            System.arraycopy(row, 0, x, i * row.length, row.length);
        }
        return x;
    }

    /** The kernel a {@code learned(...)} spec describes (see the class comment). */
    static LearnedKernel fromSpec(Spec spec) {
        spec.requireOnly("base", "templates", "coefficients", "weights");
        for (String key : new String[] {"base", "templates", "coefficients", "weights"}) {
            if (!spec.has(key)) {
                throw new IllegalArgumentException("learned: parameter '" + key + "' is required");
            }
        }
        double[][] rows = spec.matrix("templates");
        if (rows.length == 0) {
            throw new IllegalArgumentException("learned: templates must hold at least 1 row, got 0");
        }
        int d = rows[0].length;
        for (double[] r : rows) {
            if (r.length != d) {
                throw new IllegalArgumentException("learned: templates rows must all have " + d + " values, got "
                        + r.length);
            }
        }
        Dataset t = Dataset.dense(rows, new int[rows.length], Labels.of("template"));
        return new LearnedKernel(Kernels.fromSpec(spec.spec("base")), t, spec.matrix("coefficients"),
                spec.vector("weights"));
    }

    /** The base kernel kappa. */
    public Kernel base() {
        return base;
    }

    /** The templates x~_r (dense). */
    public Dataset templates() {
        return templates;
    }

    /** Number of base kernels (boosting rounds kept). */
    public int rounds() {
        return weights.length;
    }

    /** The weights alpha_t (a copy). */
    public double[] weights() {
        return weights.clone();
    }

    /** The coefficients v_t, {@code [rounds][templates]} (a copy). */
    public double[][] coefficients() {
        double[][] c = new double[coefficients.length][];
        for (int t = 0; t < c.length; t++) {
            c[t] = coefficients[t].clone();
        }
        return c;
    }

    /**
     * The features z_t(x) = sqrt(alpha_t) p_t(x) of every row of {@code data}, row-major {@code [data.size()][T]},
     * so that K(x, x') = z(x) . z(x'). Cost O(n m~ (kappa + T)).
     */
    public double[] features(Dataset data) {
        int m = templates.size();
        int rounds = weights.length;
        int[] all = new int[m];
        for (int r = 0; r < m; r++) {
            all[r] = r;
        }
        double[] scale = new double[rounds];
        for (int t = 0; t < rounds; t++) {
            scale[t] = Math.sqrt(weights[t]);
        }
        Evaluator e = base.evaluator(data, templates);
        double[] kappa = new double[m];
        double[] z = new double[data.size() * rounds];
        for (int i = 0; i < data.size(); i++) {
            e.row(i, all, 0, m, kappa);
            for (int t = 0; t < rounds; t++) {
                double[] v = coefficients[t];
                double s = 0;
                for (int r = 0; r < m; r++) {
                    s += v[r] * kappa[r];
                }
                z[i * rounds + t] = scale[t] * s;
            }
        }
        return z;
    }

    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        double[] za = features(a.view(new int[] {i}));
        double[] zb = features(b.view(new int[] {j}));
        double s = 0;
        for (int t = 0; t < za.length; t++) {
            s += za[t] * zb[t];
        }
        return s;
    }

    @Override
    public Evaluator evaluator(Dataset a, Dataset b) {
        double[] za = features(a);
        double[] zb = a == b ? za : features(b);
        int rounds = weights.length;
        return (i, j) -> {
            double s = 0;
            int oi = i * rounds;
            int oj = j * rounds;
            for (int t = 0; t < rounds; t++) {
                s += za[oi + t] * zb[oj + t];
            }
            return s;
        };
    }

    private double[][] templateRows() {
        double[][] rows = new double[templates.size()][];
        for (int r = 0; r < rows.length; r++) {
            rows[r] = templates.row(r);
        }
        return rows;
    }

    /** Equal when the base kernel, templates, coefficients and weights are equal. */
    @Override
    public boolean equals(Object o) {
        return o instanceof LearnedKernel k && base.equals(k.base) && Arrays.equals(weights, k.weights)
                && Arrays.deepEquals(coefficients, k.coefficients) && Arrays.deepEquals(templateRows(),
                k.templateRows());
    }

    @Override
    public int hashCode() {
        return Objects.hash(base, Arrays.hashCode(weights), Arrays.deepHashCode(coefficients));
    }

    @Override
    public Spec spec() {
        double[][] rows = templateRows();
        return Spec.of("learned").with("base", base.spec()).with("templates", rows)
                .with("coefficients", coefficients).with("weights", weights);
    }
}
