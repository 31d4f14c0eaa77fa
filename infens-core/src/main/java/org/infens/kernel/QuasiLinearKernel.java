package org.infens.kernel;

import java.util.Arrays;
import org.infens.data.Dataset;
import org.infens.data.Quote;
import org.infens.spec.Spec;

/**
 * The quasi-linear kernel of Zhao 2017, Sec. 2.3, (2.33) with the normalised Gaussian gates (2.36):
 * <pre>
 *   K(x, x') = (1 + x.x') * sum_{j=1..M} R_j(x) R_j(x'),
 *   R_j(x)   = Rt_j(x) / sum_k Rt_k(x),   Rt_j(x) = exp(-||x - mu_j||^2 / (lambda sigma_j^2)).
 * </pre>
 * mu_j and sigma_j are the centre and width of the j-th local linear partition (in Infens found by
 * {@code org.infens.quasilinear.QuasiLinearTrainer}); lambda scales every gate's reach (Zhao 2017 sets it to 1 on
 * normalised data). K is the inner product of the explicit map Phi(x) = [R_1(x), x R_1(x), ..., R_M(x), x R_M(x)]
 * (2.25), so its Gram matrices are positive semi-definite (Corollary 1); with M = 1 the gate is 1 and
 * K(x, x') = 1 + x.x', the linear kernel plus a constant (Corollary 2).
 *
 * <p>Choices where Zhao 2017 is silent, each tested: (1) the gates are evaluated as a softmax of the exponents
 * (the largest exponent subtracted first), which equals (2.36) wherever (2.36) is representable and stays defined
 * far from every centre, where every Rt_j underflows to 0 and (2.36) would be 0/0; (2) with {@code normalize}
 * (Zhao 2017, Sec. 4.1 normalises every row to unit L2 norm) the kernel first maps x to x/||x|| (0 stays 0) and the
 * centres live in that normalised space; the map is done inside the kernel, from x.x' and the norms, so that
 * prediction needs no copy of the data; (3) a row with more features than the centres is compared with the
 * centres padded with zeros.
 *
 * <p>Spec {@code quasi-linear(centres=[[..],..], widths=[..], lambda=1, normalize=l2|none)}; the centres and
 * widths are data-dependent but always given (a kernel of this class is never unprepared), so a model file holds
 * everything needed to rebuild it.
 */
public final class QuasiLinearKernel implements Kernel {
    private final double[][] centres;
    private final double[] widths;
    private final double lambda;
    private final boolean normalize;
    /** -1 / (lambda sigma_j^2), the gate exponent's factor. */
    private final double[] scale;
    /** ||mu_j||^2. */
    private final double[] centreNorms;

    /**
     * A kernel with these partitions.
     *
     * @param centres   the centres mu_j, one row each, all of one length, at least one
     * @param widths    the widths sigma_j (standard deviations), {@code > 0} and finite, one per centre
     * @param lambda    the gates' reach, {@code > 0} and finite
     * @param normalize whether rows are mapped to unit L2 norm before the kernel is evaluated
     */
    public QuasiLinearKernel(double[][] centres, double[] widths, double lambda, boolean normalize) {
        if (centres == null || centres.length == 0) {
            throw new IllegalArgumentException("centres must hold at least one centre");
        }
        if (widths == null || widths.length != centres.length) {
            throw new IllegalArgumentException("widths must have one entry per centre (" + centres.length + "), got "
                    + (widths == null ? "none" : widths.length));
        }
        if (!(lambda > 0) || !Double.isFinite(lambda)) {
            throw new IllegalArgumentException("lambda must be > 0 and finite, got " + Spec.formatNumber(lambda));
        }
        int d = centres[0].length;
        this.centres = new double[centres.length][];
        this.widths = widths.clone();
        this.scale = new double[centres.length];
        this.centreNorms = new double[centres.length];
        for (int j = 0; j < centres.length; j++) {
            if (centres[j].length != d) {
                throw new IllegalArgumentException("centres must all have " + d + " values, centre " + j + " has "
                        + centres[j].length);
            }
            this.centres[j] = centres[j].clone();
            double s = 0;
            for (double v : centres[j]) {
                if (!Double.isFinite(v)) {
                    throw new IllegalArgumentException("centre " + j + " has a non-finite value " + v);
                }
                s += v * v;
            }
            centreNorms[j] = s;
            if (!(widths[j] > 0) || !Double.isFinite(widths[j])) {
                throw new IllegalArgumentException("widths must be > 0 and finite, got widths[" + j + "] = "
                        + Spec.formatNumber(widths[j]));
            }
            scale[j] = -1 / (lambda * widths[j] * widths[j]);
        }
        this.lambda = lambda;
        this.normalize = normalize;
    }

    /** The number M of local linear partitions (gates). */
    public int partitionCount() {
        return centres.length;
    }

    /** The centres mu_j (a copy). */
    public double[][] centres() {
        double[][] c = new double[centres.length][];
        for (int j = 0; j < c.length; j++) {
            c[j] = centres[j].clone();
        }
        return c;
    }

    /** The widths sigma_j (a copy). */
    public double[] widths() {
        return widths.clone();
    }

    /** lambda of (2.36). */
    public double lambda() {
        return lambda;
    }

    /** Whether rows are normalised to unit L2 norm first. */
    public boolean normalize() {
        return normalize;
    }

    /**
     * The gates R_1(x), ..., R_M(x) of row {@code i} of {@code data} (after normalisation if enabled), written to
     * {@code out}; they are non-negative and sum to 1.
     */
    public void gates(Dataset data, int i, double[] out) {
        double sq = data.squaredNorm(i);
        double inv = inverseNorm(sq);
        double xx = normalize ? sq * inv * inv : sq;
        int m = centres.length;
        double max = Double.NEGATIVE_INFINITY;
        int n = data.storedCount(i);
        for (int j = 0; j < m; j++) {
            double[] c = centres[j];
            double dot = 0;
            for (int k = 0; k < n; k++) {
                int f = data.storedIndex(i, k);
                if (f < c.length) {
                    dot += data.storedValue(i, k) * c[f];
                }
            }
            double dist = Math.max(0, xx - 2 * dot * inv + centreNorms[j]);
            out[j] = dist * scale[j];
            if (out[j] > max) {
                max = out[j];
            }
        }
        double sum = 0;
        for (int j = 0; j < m; j++) {
            out[j] = Math.exp(out[j] - max);
            sum += out[j];
        }
        for (int j = 0; j < m; j++) {
            out[j] /= sum;
        }
    }

    /** 1/||x|| when normalising (0 for the zero row), else 1. */
    private double inverseNorm(double squaredNorm) {
        if (!normalize) {
            return 1;
        }
        return squaredNorm > 0 ? 1 / Math.sqrt(squaredNorm) : 0;
    }

    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        int m = centres.length;
        double[] ga = new double[m];
        double[] gb = new double[m];
        gates(a, i, ga);
        gates(b, j, gb);
        return combine(a.dot(i, b, j) * inverseNorm(a.squaredNorm(i)) * inverseNorm(b.squaredNorm(j)), ga, 0, gb,
                0, m);
    }

    private static double combine(double dot, double[] ga, int oa, double[] gb, int ob, int m) {
        double s = 0;
        for (int t = 0; t < m; t++) {
            s += ga[oa + t] * gb[ob + t];
        }
        return (1 + dot) * s;
    }

    /**
     * Precomputes every row's gates (M values) and inverse norm once, so that a kernel value costs one dot product
     * and an M-term sum, as the explicit map (2.25) suggests.
     */
    @Override
    public Evaluator evaluator(Dataset a, Dataset b) {
        int m = centres.length;
        double[] ga = allGates(a);
        double[] gb = a == b ? ga : allGates(b);
        double[] ia = inverseNorms(a);
        double[] ib = a == b ? ia : inverseNorms(b);
        return new Evaluator() {
            @Override
            public double value(int i, int j) {
                return combine(a.dot(i, b, j) * ia[i] * ib[j], ga, i * m, gb, j * m, m);
            }

            @Override
            public void row(int i, int[] js, int from, int to, double[] out) {
                a.dots(i, b, js, from, to, out);
                for (int t = from; t < to; t++) {
                    int j = js[t];
                    out[t] = combine(out[t] * ia[i] * ib[j], ga, i * m, gb, j * m, m);
                }
            }
        };
    }

    private double[] allGates(Dataset data) {
        int m = centres.length;
        double[] g = new double[data.size() * m];
        double[] row = new double[m];
        for (int i = 0; i < data.size(); i++) {
            gates(data, i, row);
            System.arraycopy(row, 0, g, i * m, m);
        }
        return g;
    }

    private double[] inverseNorms(Dataset data) {
        double[] v = new double[data.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = inverseNorm(data.squaredNorm(i));
        }
        return v;
    }

    @Override
    public Spec spec() {
        return Spec.of("quasi-linear").with("centres", centres).with("widths", widths).with("lambda", lambda)
                .with("normalize", normalize ? "l2" : "none");
    }

    /** The kernel a {@code quasi-linear(...)} spec describes (see the class comment). */
    static QuasiLinearKernel fromSpec(Spec spec) {
        spec.requireOnly("centres", "widths", "lambda", "normalize");
        double[][] c = spec.matrix("centres");
        double[] w = spec.vector("widths");
        if (c == null || w == null) {
            throw new IllegalArgumentException("quasi-linear: parameters 'centres' and 'widths' are required");
        }
        String norm = spec.word("normalize", "none");
        if (!norm.equals("l2") && !norm.equals("none")) {
            throw new IllegalArgumentException("quasi-linear: normalize must be l2 or none, got " + Quote.of(norm));
        }
        return new QuasiLinearKernel(c, w, spec.number("lambda", 1), norm.equals("l2"));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof QuasiLinearKernel k && Arrays.deepEquals(centres, k.centres)
                && Arrays.equals(widths, k.widths) && Double.compare(lambda, k.lambda) == 0
                && normalize == k.normalize;
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(centres) * 31 + Arrays.hashCode(widths) + Double.hashCode(lambda)
                + (normalize ? 1 : 0);
    }

    @Override
    public String toString() {
        return spec().toString();
    }
}
