package org.infens.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * Linear scaling of each feature to {@code [lower, upper]}, and optionally of numeric labels (targets), compatible
 * with LIBSVM's {@code svm-scale} (3.24): same fitted ranges, same values, same range files, and with
 * {@link #writeScaled} the same output text, byte for byte.
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
 *       {@code svm-scale -r} does, with its warning "feature ... was not seen in the scaling factor file", whose
 *       features {@link #unlistedFeatures} returns); with fewer features: the missing ones are taken as 0 and
 *       scaled, so the result has {@code max(data.dimension(), dimension())} features.</li>
 *   <li>Target scaling ({@code svm-scale -y}, {@link Target}) maps numeric labels by the same rule with their own
 *       limits and range; {@link #apply} then renames the classes to the scaled values.</li>
 *   <li>The range file lists, with target scaling, {@code y}, {@code y_lower y_upper} and {@code y_min y_max}; then
 *       {@code x}, {@code lower upper}, and {@code index min max} (1-based index) for every non-constant feature;
 *       numbers printed as C's {@code %.17g}.</li>
 * </ul>
 * Immutable.
 */
public final class Scaling {
    /** Field names of the two-number lines of a range file: the line, its expected form, its two numbers. */
    private static final String[] X_BOUNDS = {"bounds", "'<lower> <upper>'", "lower bound", "upper bound"};
    private static final String[] Y_BOUNDS = {"y bounds", "'<y_lower> <y_upper>'", "y lower bound", "y upper bound"};
    private static final String[] Y_RANGE = {"y range", "'<y_min> <y_max>'", "y minimum", "y maximum"};

    private final double lower;
    private final double upper;
    /** Per 0-based feature: the fitted or restored range; min == max means the feature is set to 0. */
    private final double[] min;
    private final double[] max;
    /** Per 0-based feature: whether this scaling has a range for it (all after fit; those listed after read). */
    private final boolean[] listed;
    /** The target scaling, or null when labels are kept as they are. */
    private final Target target;

    private Scaling(double lower, double upper, double[] min, double[] max, boolean[] listed, Target target) {
        this.lower = lower;
        this.upper = upper;
        this.min = min;
        this.max = max;
        this.listed = listed;
        this.target = target;
    }

    /**
     * Scaling of numeric labels ({@code svm-scale -y}): a label equal to {@code min} becomes {@code lower}, one equal
     * to {@code max} becomes {@code upper}, any other {@code y} becomes
     * {@code lower + (upper - lower) * (y - min) / (max - min)}.
     *
     * @param lower the value the smallest label maps to
     * @param upper the value the largest label maps to; must exceed {@code lower}
     * @param min   the smallest label value of the fitted data
     * @param max   the largest label value of the fitted data; at least {@code min}
     */
    public record Target(double lower, double upper, double min, double max) {
        /** Checks that all four numbers are finite, {@code lower < upper} and {@code min <= max}. */
        public Target {
            checkBounds(lower, upper);
            if (!Double.isFinite(min) || !Double.isFinite(max) || !(min <= max)) {
                throw new IllegalArgumentException("target range must be finite with min <= max, got min = " + min
                        + ", max = " + max);
            }
        }

        /**
         * Fits the label range of {@code data} (as {@code svm-scale -y lower upper}).
         *
         * @param data  the rows; every label must be a number
         * @param lower the value the smallest label maps to
         * @param upper the value the largest label maps to; must exceed {@code lower}
         * @return the target scaling
         * @throws IllegalArgumentException if {@code data} has no rows or a label is not a number
         */
        public static Target fit(Dataset data, double lower, double upper) {
            Objects.requireNonNull(data, "data");
            if (data.size() == 0) {
                throw new IllegalArgumentException("target scaling needs at least one row");
            }
            double[] value = numericLabels(data.labels());
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (int i = 0; i < data.size(); i++) {
                double y = value[data.classOf(i)];
                lo = Math.min(lo, y);
                hi = Math.max(hi, y);
            }
            return new Target(lower, upper, lo, hi);
        }

        /** The scaled value of label value {@code y}; see {@link Target}. */
        public double scale(double y) {
            return linear(y, min, max, lower, upper);
        }
    }

    /** svm-scale's rule: {@code min -> lower}, {@code max -> upper}, linear in between (and beyond). */
    private static double linear(double v, double min, double max, double lower, double upper) {
        if (v == min) {
            return lower;
        }
        if (v == max) {
            return upper;
        }
        return lower + (upper - lower) * (v - min) / (max - min);
    }

    /** The numeric value of every label of {@code labels}, in class-index order. */
    private static double[] numericLabels(Labels labels) {
        double[] value = new double[labels.size()];
        for (int c = 0; c < value.length; c++) {
            if (!Numbers.isDecimal(labels.name(c))) {
                throw new IllegalArgumentException("label " + Quote.of(labels.name(c))
                        + " is not a number, so it cannot be scaled (target scaling, svm-scale -y)");
            }
            value[c] = labels.numericValue(c);
        }
        return value;
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
        double[][] range = ranges(data);
        boolean[] listed = new boolean[data.dimension()];
        Arrays.fill(listed, true);
        return new Scaling(lower, upper, range[0], range[1], listed, null);
    }

    /** Each feature's minimum and maximum over the rows of {@code data}, absent entries as 0 (0 and 0 if none). */
    private static double[][] ranges(Dataset data) {
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
        return new double[][] {lo, hi};
    }

    /** Fits with the {@code svm-scale} default bounds {@code [-1, 1]}. */
    public static Scaling fit(Dataset data) {
        return fit(data, -1, 1);
    }

    /**
     * This scaling with labels scaled by {@code target} as well (replacing any target scaling it had).
     *
     * @param target the target scaling
     * @return the combined scaling
     */
    public Scaling withTarget(Target target) {
        return new Scaling(lower, upper, min, max, listed, Objects.requireNonNull(target, "target"));
    }

    /** The target (label) scaling, if labels are scaled. */
    public Optional<Target> target() {
        return Optional.ofNullable(target);
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
        return isScaled(f) ? linear(v, min[f], max[f], lower, upper) : 0.0;
    }

    /**
     * The features of {@code data} that this scaling drops for want of a range: those that take more than one value
     * in {@code data} (absent entries counting as 0) but that this scaling has no range for, because the range file
     * it was read from does not list them or they lie beyond its {@link #dimension()}. They become 0; these are the
     * features {@code svm-scale -r} warns about ("feature index ... was not seen in the scaling factor file").
     *
     * @param data the rows to be scaled
     * @return the 0-based indices of those features, increasing (empty if none)
     */
    public int[] unlistedFeatures(Dataset data) {
        double[][] range = ranges(Objects.requireNonNull(data, "data"));
        int[] out = new int[data.dimension()];
        int n = 0;
        for (int f = 0; f < out.length; f++) {
            if (range[0][f] != range[1][f] && !(f < listed.length && listed[f])) {
                out[n++] = f;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** Scales {@code row} (0 beyond the data's own features) in place over {@code [0, row.length)}. */
    private void scaleRow(double[] row) {
        for (int f = 0; f < row.length; f++) {
            row[f] = scale(f, row[f]);
        }
    }

    /**
     * Scales every row of {@code data}; weights are kept, and so are labels unless there is a target scaling, in
     * which case each class is renamed to its scaled value (in canonical form, see {@link Labels#formatNumber}).
     * The result has {@code max(data.dimension(), dimension())} features and is stored by the readers' density rule
     * (dense when at least half the entries are non-zero).
     *
     * @param data the rows
     * @return the scaled rows
     * @throws IllegalArgumentException with a target scaling, if a label is not a number or two labels scale to the
     *                                  same value
     */
    public Dataset apply(Dataset data) {
        Objects.requireNonNull(data, "data");
        int d = Math.max(data.dimension(), min.length);
        int n = data.size();
        Labels labels = scaledLabels(data.labels());
        long nnz = 0;
        double[][] out = new double[n][];
        for (int i = 0; i < n; i++) {
            double[] s = new double[d];
            data.copyRow(i, s); // fills [0, data.dimension()); the rest stays 0
            scaleRow(s);
            for (double v : s) {
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
            return Dataset.dense(x, d, y, labels, w);
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
        return Dataset.sparse(rowStart, idx, val, d, y, labels, w);
    }

    /** {@code labels} renamed by the target scaling (unchanged without one). */
    private Labels scaledLabels(Labels labels) {
        if (target == null) {
            return labels;
        }
        double[] value = numericLabels(labels);
        String[] names = new String[value.length];
        for (int c = 0; c < names.length; c++) {
            names[c] = Labels.formatNumber(target.scale(value[c]));
        }
        try {
            return Labels.of(names);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("target scaling maps two labels to the same value: "
                    + e.getMessage(), e);
        }
    }

    /**
     * Writes {@code data} scaled, in {@code svm-scale}'s output text: per row the label (scaled with a target
     * scaling) as C's {@code %.17g} followed by a space, then {@code index:value } (1-based index, value as C's
     * {@code %g}, a space after each) for every feature whose scaled value is not 0, then a newline. A label that is
     * not a number (which {@code svm-scale} cannot read) is written as it is. On data read from a LIBSVM file this is
     * {@code svm-scale}'s output byte for byte.
     *
     * @param data the rows
     * @param out  where to write (not closed here)
     * @return the number of {@code index:value} entries written ({@code svm-scale}'s "new #nonzeros")
     * @throws IllegalArgumentException with a target scaling, if a label is not a number
     * @throws IOException              if writing fails
     */
    public long writeScaled(Dataset data, Writer out) throws IOException {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(out, "out");
        Labels labels = data.labels();
        String[] labelText = new String[labels.size()];
        double[] value = target == null ? null : numericLabels(labels);
        for (int c = 0; c < labelText.length; c++) {
            String name = labels.name(c);
            if (value != null) {
                labelText[c] = CFormat.g(target.scale(value[c]), 17);
            } else {
                labelText[c] = Numbers.isDecimal(name) ? CFormat.g(labels.numericValue(c), 17) : name;
            }
        }
        double[] row = new double[Math.max(data.dimension(), min.length)];
        StringBuilder sb = new StringBuilder(256);
        long written = 0;
        for (int i = 0; i < data.size(); i++) {
            Arrays.fill(row, data.dimension(), row.length, 0.0);
            data.copyRow(i, row);
            scaleRow(row);
            sb.setLength(0);
            sb.append(labelText[data.classOf(i)]).append(' ');
            for (int f = 0; f < row.length; f++) {
                if (row[f] != 0) {
                    sb.append(f + 1).append(':').append(CFormat.g(row[f])).append(' ');
                    written++;
                }
            }
            sb.append('\n');
            out.write(sb.toString());
        }
        return written;
    }

    /**
     * Writes the range file as {@code svm-scale -s} does: with a target scaling {@code y}, {@code y_lower y_upper},
     * {@code y_min y_max}; then {@code x}, {@code lower upper}, and {@code index min max} for each scaled feature
     * (1-based index); numbers as C's {@code %.17g}.
     *
     * @param out where to write (not closed here)
     * @throws IOException if writing fails
     */
    public void write(Writer out) throws IOException {
        StringBuilder sb = new StringBuilder();
        if (target != null) {
            sb.append("y\n");
            pair(sb, target.lower(), target.upper()).append('\n');
            pair(sb, target.min(), target.max()).append('\n');
        }
        sb.append("x\n");
        pair(sb, lower, upper).append('\n');
        for (int f = 0; f < min.length; f++) {
            if (min[f] != max[f]) {
                pair(sb.append(f + 1).append(' '), min[f], max[f]).append('\n');
            }
        }
        out.write(sb.toString());
    }

    /** Appends {@code a b} as C's {@code %.17g %.17g}. */
    private static StringBuilder pair(StringBuilder sb, double a, double b) {
        return sb.append(CFormat.g(a, 17)).append(' ').append(CFormat.g(b, 17));
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
     * Reads a range file written by {@code svm-scale -s} or {@link #write(Writer)}, with or without a {@code y}
     * (target scaling) section.
     *
     * @param file the range file
     * @return the scaling it describes
     * @throws DataFormatException if the file is malformed
     * @throws IOException         if reading fails
     */
    public static Scaling read(Path file) throws IOException {
        try (Reader in = TextInput.open(file)) {
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
        BufferedReader br = TextInput.skipByteOrderMark(in);
        int lineNo = 0;
        String line;
        // 0: expect y or x, 1: y bounds, 2: y range, 3: expect x, 4: x bounds, 5: feature lines
        int state = 0;
        double[] yBounds = null;
        Target target = null;
        double[] bounds = null;
        double[] lo = new double[16];
        double[] hi = new double[16];
        int d = 0;
        boolean[] listed = new boolean[16];
        while ((line = br.readLine()) != null) {
            lineNo++;
            String s = Fields.strip(line);
            if (s.isEmpty()) {
                continue;
            }
            if (state == 0 || state == 3) {
                if (state == 0 && s.equals("y")) {
                    state = 1;
                    continue;
                }
                if (!s.equals("x")) {
                    throw new DataFormatException(sourceName, lineNo, null, "expected " + (state == 0
                            ? "'x' or 'y'" : "'x'") + ", found " + Quote.of(s));
                }
                state = 4;
                continue;
            }
            String[] t = s.split("[ \t]+");
            if (state == 1 || state == 4) {
                String[] names = state == 1 ? Y_BOUNDS : X_BOUNDS;
                double[] b = numbers(t, s, sourceName, lineNo, names);
                if (!(b[0] < b[1])) {
                    throw new DataFormatException(sourceName, lineNo, names[0], "lower " + Numbers.format(b[0])
                            + " must be below upper " + Numbers.format(b[1]));
                }
                if (state == 1) {
                    yBounds = b;
                    state = 2;
                } else {
                    bounds = b;
                    state = 5;
                }
                continue;
            }
            if (state == 2) {
                double[] r = numbers(t, s, sourceName, lineNo, Y_RANGE);
                if (r[0] > r[1]) {
                    throw new DataFormatException(sourceName, lineNo, Y_RANGE[0], "minimum " + Numbers.format(r[0])
                            + " exceeds maximum " + Numbers.format(r[1]));
                }
                target = new Target(yBounds[0], yBounds[1], r[0], r[1]);
                state = 3;
                continue;
            }
            if (t.length != 3) {
                throw new DataFormatException(sourceName, lineNo, null, "expected '<index> <min> <max>', found "
                        + Quote.of(s));
            }
            int index = Fields.parseIndex(t[0]);
            if (index < 1) {
                throw new DataFormatException(sourceName, lineNo, "index", Quote.of(t[0])
                        + " is not a positive integer");
            }
            if (index <= d) {
                throw new DataFormatException(sourceName, lineNo, "feature " + index,
                        "feature indices must be strictly increasing, but it follows feature " + d);
            }
            double fmin = number(t[1], sourceName, lineNo, "feature " + index + " minimum");
            double fmax = number(t[2], sourceName, lineNo, "feature " + index + " maximum");
            if (fmin > fmax) {
                throw new DataFormatException(sourceName, lineNo, "feature " + index, "minimum " + Numbers.format(fmin)
                        + " exceeds maximum " + Numbers.format(fmax));
            }
            if (index > lo.length) {
                int cap = Math.max(index, lo.length * 2);
                lo = Arrays.copyOf(lo, cap);
                hi = Arrays.copyOf(hi, cap);
                listed = Arrays.copyOf(listed, cap);
            }
            lo[index - 1] = fmin;
            hi[index - 1] = fmax;
            listed[index - 1] = true;
            d = index;
        }
        if (state < 5) {
            throw new DataFormatException(sourceName, 0, null, state == 0 ? "empty range file (expected 'x')"
                    : state == 4 ? "missing '<lower> <upper>' line" : state == 3 ? "missing 'x' section"
                    : "the file ends in the 'y' section");
        }
        return new Scaling(bounds[0], bounds[1], Arrays.copyOf(lo, d), Arrays.copyOf(hi, d), Arrays.copyOf(listed, d),
                target);
    }

    /** The two numbers of the line {@code s} (split into {@code t}), whose field names {@code names} gives. */
    private static double[] numbers(String[] t, String s, String source, int line, String[] names) {
        if (t.length != 2) {
            throw new DataFormatException(source, line, names[0], "expected " + names[1] + ", found " + Quote.of(s));
        }
        return new double[] {number(t[0], source, line, names[2]), number(t[1], source, line, names[3])};
    }

    private static double number(String s, String source, int line, String field) {
        try {
            return Numbers.parseFinite(s);
        } catch (NumberFormatException e) {
            throw new DataFormatException(source, line, field, e.getMessage());
        }
    }
}
