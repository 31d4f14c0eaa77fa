package org.infens.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;

/**
 * Linear scaling of each feature to {@code [lower, upper]}, compatible with LIBSVM's {@code svm-scale} (3.24):
 * same fitted ranges, same values, same range files.
 *
 * <p>Behaviour, checked against {@code /usr/bin/svm-scale} 3.24 (see the fixtures and their script under
 * {@code src/test/resources/org/infens/data/svmscale/}):
 * <ul>
 *   <li>{@link #fit} takes each feature's minimum and maximum over all rows, absent (zero) entries included.</li>
 *   <li>A value equal to the minimum becomes {@code lower}, one equal to the maximum becomes {@code upper}, and any
 *       other value {@code v} becomes {@code lower + (upper - lower) * (v - min) / (max - min)} (evaluated in that
 *       order). Zeros are scaled too, so scaled sparse data usually becomes dense.</li>
 *   <li>A feature whose minimum equals its maximum (constant, including never present), and a feature that the range
 *       file does not list, becomes 0 in every row ({@code svm-scale} omits it from its output).</li>
 *   <li>{@link #apply} to data with more features than the scaling covers: the extra features become 0 (as
 *       {@code svm-scale -r} does, with its warning "feature ... was not seen in the scaling factor file"); with
 *       fewer features: the missing ones are taken as 0 and scaled, so the result has
 *       {@code max(data.dimension(), dimension())} features.</li>
 *   <li>The range file lists {@code x}, then {@code lower upper}, then {@code index min max} (1-based index) for
 *       every non-constant feature, numbers printed as C's {@code %.17g}.</li>
 * </ul>
 * Target scaling ({@code svm-scale -y}) is for regression and is not supported: range files with a {@code y}
 * section are rejected. Immutable.
 */
public final class Scaling {
    private final double lower;
    private final double upper;
    /** Per 0-based feature: the fitted or restored range; min == max means the feature is set to 0. */
    private final double[] min;
    private final double[] max;

    private Scaling(double lower, double upper, double[] min, double[] max) {
        this.lower = lower;
        this.upper = upper;
        this.min = min;
        this.max = max;
    }

    private static void checkBounds(double lower, double upper) {
        if (!Double.isFinite(lower) || !Double.isFinite(upper) || !(lower < upper)) {
            throw new IllegalArgumentException("scaling bounds must be finite with lower < upper, got lower = "
                    + lower + ", upper = " + upper);
        }
    }

    /**
     * Fits the per-feature ranges of {@code data} (as {@code svm-scale -l lower -u upper}).
     *
     * @param data  the rows (absent sparse entries count as 0)
     * @param lower the value the minimum maps to
     * @param upper the value the maximum maps to; must exceed {@code lower}
     * @return the scaling
     */
    public static Scaling fit(Dataset data, double lower, double upper) {
        Objects.requireNonNull(data, "data");
        checkBounds(lower, upper);
        int d = data.dimension();
        double[] lo = new double[d];
        double[] hi = new double[d];
        Arrays.fill(lo, Double.POSITIVE_INFINITY);
        Arrays.fill(hi, Double.NEGATIVE_INFINITY);
        double[] row = new double[d];
        for (int i = 0; i < data.size(); i++) {
            data.copyRow(i, row);
            for (int f = 0; f < d; f++) {
                double v = row[f];
                if (v < lo[f]) {
                    lo[f] = v;
                }
                if (v > hi[f]) {
                    hi[f] = v;
                }
            }
        }
        if (data.size() == 0) {
            Arrays.fill(lo, 0.0);
            Arrays.fill(hi, 0.0);
        }
        return new Scaling(lower, upper, lo, hi);
    }

    /** Fits with the {@code svm-scale} default bounds {@code [-1, 1]}. */
    public static Scaling fit(Dataset data) {
        return fit(data, -1, 1);
    }

    /** The value each feature's minimum maps to. */
    public double lower() {
        return lower;
    }

    /** The value each feature's maximum maps to. */
    public double upper() {
        return upper;
    }

    /** Number of features this scaling has ranges for (features at or beyond it are set to 0). */
    public int dimension() {
        return min.length;
    }

    /** The minimum of 0-based feature {@code f} (0 for features without a range). */
    public double min(int f) {
        return f < min.length ? min[f] : 0.0;
    }

    /** The maximum of 0-based feature {@code f} (0 for features without a range). */
    public double max(int f) {
        return f < max.length ? max[f] : 0.0;
    }

    /** Whether feature {@code f} is scaled; a feature without a range (min == max, or beyond) becomes 0. */
    public boolean isScaled(int f) {
        return f < min.length && min[f] != max[f];
    }

    /** The scaled value of {@code v} as 0-based feature {@code f}; see the class comment. */
    public double scale(int f, double v) {
        if (!isScaled(f)) {
            return 0.0;
        }
        if (v == min[f]) {
            return lower;
        }
        if (v == max[f]) {
            return upper;
        }
        return lower + (upper - lower) * (v - min[f]) / (max[f] - min[f]);
    }

    /**
     * Scales every row of {@code data}; labels and weights are kept. The result has
     * {@code max(data.dimension(), dimension())} features and is stored by the readers' density rule (dense when at
     * least half the entries are non-zero).
     *
     * @param data the rows
     * @return the scaled rows
     */
    public Dataset apply(Dataset data) {
        Objects.requireNonNull(data, "data");
        int dIn = data.dimension();
        int d = Math.max(dIn, min.length);
        int n = data.size();
        double[] row = new double[d];
        long nnz = 0;
        double[][] out = new double[n][];
        for (int i = 0; i < n; i++) {
            data.copyRow(i, row); // fills [0, dIn); [dIn, d) stays 0
            double[] s = new double[d];
            for (int f = 0; f < d; f++) {
                double v = scale(f, row[f]);
                s[f] = v;
                if (v != 0) {
                    nnz++;
                }
            }
            out[i] = s;
        }
        int[] y = data.classIndices();
        double[] w = null;
        if (data.hasWeights()) {
            w = new double[n];
            for (int i = 0; i < n; i++) {
                w[i] = data.weight(i);
            }
        }
        if (DatasetBuilder.preferDense(nnz, n, d)) {
            double[] x = new double[Math.multiplyExact(n, d)];
            for (int i = 0; i < n; i++) {
                System.arraycopy(out[i], 0, x, i * d, d);
            }
            return Dataset.dense(x, d, y, data.labels(), w);
        }
        int[] rowStart = new int[n + 1];
        int[] idx = new int[(int) nnz];
        double[] val = new double[(int) nnz];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                if (out[i][f] != 0) {
                    idx[k] = f;
                    val[k++] = out[i][f];
                }
            }
            rowStart[i + 1] = k;
        }
        return Dataset.sparse(rowStart, idx, val, d, y, data.labels(), w);
    }

    /**
     * Writes the range file as {@code svm-scale -s} does: {@code x}, {@code lower upper}, then
     * {@code index min max} for each scaled feature (1-based index), numbers as C's {@code %.17g}.
     *
     * @param out where to write (not closed here)
     * @throws IOException if writing fails
     */
    public void write(Writer out) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append("x\n").append(CFormat.g(lower, 17)).append(' ').append(CFormat.g(upper, 17))
                .append('\n');
        for (int f = 0; f < min.length; f++) {
            if (min[f] != max[f]) {
                sb.append(f + 1).append(' ').append(CFormat.g(min[f], 17)).append(' ')
                        .append(CFormat.g(max[f], 17)).append('\n');
            }
        }
        out.write(sb.toString());
    }

    /**
     * Writes the range file atomically (see {@link AtomicFiles}).
     *
     * @param file the file to create or replace
     * @throws IOException if writing fails
     */
    public void write(Path file) throws IOException {
        AtomicFiles.write(file, this::write);
    }

    /**
     * Reads a range file written by {@code svm-scale -s} or {@link #write(Writer)}.
     *
     * @param file the range file
     * @return the scaling it describes
     * @throws DataFormatException if the file is malformed or has a {@code y} (target scaling) section
     * @throws IOException         if reading fails
     */
    public static Scaling read(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return read(in, file.toString());
        }
    }

    /**
     * Reads a range file from {@code in} (not closed here); see {@link #read(Path)}.
     *
     * @param in         the text
     * @param sourceName names the source in error messages
     * @return the scaling
     * @throws DataFormatException if the text is malformed
     * @throws IOException         if reading fails
     */
    public static Scaling read(Reader in, String sourceName) throws IOException {
        BufferedReader br = in instanceof BufferedReader b ? b : new BufferedReader(in);
        int lineNo = 0;
        String line;
        int state = 0; // 0: expect x, 1: expect bounds, 2: feature lines
        double lower = 0;
        double upper = 0;
        double[] lo = new double[16];
        double[] hi = new double[16];
        int d = 0;
        while ((line = br.readLine()) != null) {
            lineNo++;
            String s = line.trim();
            if (s.isEmpty()) {
                continue;
            }
            if (state == 0) {
                if (s.equals("y")) {
                    throw new DataFormatException(sourceName, lineNo, "y",
                            "target scaling (svm-scale -y) is not supported: labels are class names here");
                }
                if (!s.equals("x")) {
                    throw new DataFormatException(sourceName, lineNo, null, "expected 'x', found '" + s + "'");
                }
                state = 1;
                continue;
            }
            String[] t = s.split("[ \t]+");
            if (state == 1) {
                if (t.length != 2) {
                    throw new DataFormatException(sourceName, lineNo, "bounds", "expected '<lower> <upper>', found '"
                            + s + "'");
                }
                lower = number(t[0], sourceName, lineNo, "lower bound");
                upper = number(t[1], sourceName, lineNo, "upper bound");
                if (!(lower < upper)) {
                    throw new DataFormatException(sourceName, lineNo, "bounds", "lower " + t[0]
                            + " must be below upper " + t[1]);
                }
                state = 2;
                continue;
            }
            if (t.length != 3) {
                throw new DataFormatException(sourceName, lineNo, null, "expected '<index> <min> <max>', found '"
                        + s + "'");
            }
            int index;
            try {
                index = Integer.parseInt(t[0]);
            } catch (NumberFormatException e) {
                index = -1;
            }
            if (index < 1) {
                throw new DataFormatException(sourceName, lineNo, "index", "'" + t[0] + "' is not a positive integer");
            }
            if (index <= d) {
                throw new DataFormatException(sourceName, lineNo, "feature " + index,
                        "feature indices must be strictly increasing, but it follows feature " + d);
            }
            double fmin = number(t[1], sourceName, lineNo, "feature " + index + " minimum");
            double fmax = number(t[2], sourceName, lineNo, "feature " + index + " maximum");
            if (fmin > fmax) {
                throw new DataFormatException(sourceName, lineNo, "feature " + index, "minimum " + t[1]
                        + " exceeds maximum " + t[2]);
            }
            if (index > lo.length) {
                int cap = Math.max(index, lo.length * 2);
                lo = Arrays.copyOf(lo, cap);
                hi = Arrays.copyOf(hi, cap);
            }
            lo[index - 1] = fmin;
            hi[index - 1] = fmax;
            d = index;
        }
        if (state < 2) {
            throw new DataFormatException(sourceName, 0, null, state == 0 ? "empty range file (expected 'x')"
                    : "missing '<lower> <upper>' line");
        }
        return new Scaling(lower, upper, Arrays.copyOf(lo, d), Arrays.copyOf(hi, d));
    }

    private static double number(String s, String source, int line, String field) {
        try {
            return Numbers.parseFinite(s);
        } catch (NumberFormatException e) {
            throw new DataFormatException(source, line, field, e.getMessage());
        }
    }
}
