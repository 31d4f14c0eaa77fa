package org.infens.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * An immutable set of labelled examples: feature rows, a class index per row, the {@link Labels} the indices refer
 * to, and optional instance weights.
 *
 * <p>Storage is either dense (row-major {@code double[n*d]}) or sparse (compressed sparse rows: per row, increasing
 * 0-based feature indices and their non-zero values). {@link #view(int[])} selects rows without copying feature
 * data. Feature indices are 0-based here; the LIBSVM reader and writer translate from and to LIBSVM's 1-based
 * indices.
 *
 * <p>Hot-path access: the pairwise operations a kernel needs ({@link #dot}, {@link #squaredDistance},
 * {@link #l1Distance}, {@link #squaredNorm}) are implemented here with the storage arrays in hand, one loop for
 * dense rows and a merge for sparse rows, so a kernel evaluation allocates nothing and makes no per-element
 * virtual call. Dense and sparse data sets can be mixed (a sparse test set against a dense model), and so can sets
 * of different dimension: a feature beyond a set's dimension is 0 in that set, as in LIBSVM's sparse rows.
 *
 * <p>Feature names: a set read from a file with column or attribute names (CSV with a header, ARFF) carries one
 * name per feature ({@link #featureNames()}); a set without them (LIBSVM files, CSV without a header, sets built in
 * code) has an empty list and its features are known only by position. Models record the names they were trained
 * on, and {@link #alignTo} puts a test set's columns in a model's order by name, so a test file whose columns are
 * ordered differently is read correctly rather than silently mis-encoded. Derived sets ({@link #view},
 * {@link #compact}, {@link #withWeights}, ...) keep the names, except {@link #withDimension}, which drops them
 * when the dimension changes.
 */
public final class Dataset implements LabelledRows {
    private final int dimension;
    /** Dense storage, row-major with stride {@code dimension}; null when sparse. */
    private final double[] dense;
    /** CSR storage; null when dense. Row r's entries are {@code rowStart[r] .. rowStart[r+1]-1}. */
    private final int[] rowStart;
    private final int[] featureIndex;
    private final double[] featureValue;
    /** Physical row of each logical row; null means identity. */
    private final int[] rowMap;
    /** Class index per physical row. */
    private final int[] classIndex;
    /** Weight per physical row, or null when every weight is 1. */
    private final double[] weights;
    private final Labels labels;
    private final int size;
    /** One name per feature, or empty when the features are only numbered (see {@link #featureNames()}). */
    private final List<String> featureNames;
    /** Where each class's label first appears in the file the set was read from, or null (see {@link #targets()}). */
    private final LabelLines labelLines;
    /** {@link #fingerprint()}, computed on first use (a benign race: every thread computes the same string). */
    private String fingerprint;

    /**
     * The file a set was read from and, per class index, the 1-based line where that class's label first appears
     * (0 where unknown): what a reader knows and {@link #targets()} needs to name the line of a label that is not a
     * number. Views and copies keep it, {@link #withLabels} re-indexes it, and a set given new class indices drops
     * it.
     */
    private record LabelLines(String source, int[] firstLine) {
    }

    private Dataset(int dimension, double[] dense, int[] rowStart, int[] featureIndex, double[] featureValue,
                    int[] rowMap, int[] classIndex, double[] weights, Labels labels, List<String> featureNames,
                    LabelLines labelLines) {
        this.dimension = dimension;
        this.dense = dense;
        this.rowStart = rowStart;
        this.featureIndex = featureIndex;
        this.featureValue = featureValue;
        this.rowMap = rowMap;
        this.classIndex = classIndex;
        this.weights = weights;
        this.labels = labels;
        this.size = rowMap != null ? rowMap.length : classIndex.length;
        this.featureNames = featureNames;
        this.labelLines = labelLines;
    }

    /**
     * A dense data set.
     *
     * @param x       row-major features, {@code y.length * dimension} values, copied
     * @param dimension number of features
     * @param y       class index per row, each in {@code [0, labels.size())}
     * @param labels  the labels the class indices refer to
     * @param weights instance weights (positive, finite), or null for all ones
     */
    public static Dataset dense(double[] x, int dimension, int[] y, Labels labels, double[] weights) {
        Objects.requireNonNull(x, "x");
        checkCommon(dimension, y, labels, weights);
        if (x.length != (long) y.length * dimension) {
            throw new IllegalArgumentException("x has " + x.length + " values, expected rows * dimension = "
                    + y.length + " * " + dimension);
        }
        for (int i = 0; i < x.length; i++) {
            if (!Double.isFinite(x[i])) {
                throw new IllegalArgumentException("feature " + (i % Math.max(1, dimension)) + " of row "
                        + (i / Math.max(1, dimension)) + " is " + x[i] + "; features must be finite");
            }
        }
        return new Dataset(dimension, x.clone(), null, null, null, null, y.clone(), copyOrNull(weights), labels,
                List.of(), null);
    }

    /** A dense data set from rows {@code x[i]}, all of the same length. */
    public static Dataset dense(double[][] x, int[] y, Labels labels) {
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
        if (y.length != x.length) {
            throw new IllegalArgumentException("x has " + x.length + " rows but y has " + y.length + " classes");
        }
        int d = x.length == 0 ? 0 : x[0].length;
        double[] flat = new double[x.length * d];
        for (int i = 0; i < x.length; i++) {
            if (x[i].length != d) {
                throw new IllegalArgumentException("row " + i + " has " + x[i].length + " features, expected " + d);
            }
            System.arraycopy(x[i], 0, flat, i * d, d);
        }
        return dense(flat, d, y, labels, null);
    }

    /**
     * A sparse (CSR) data set.
     *
     * @param rowStart     {@code n+1} offsets into the index and value arrays, starting at 0, non-decreasing
     * @param featureIndex 0-based feature indices, strictly increasing within a row, each below {@code dimension}
     * @param featureValue the values, finite
     */
    public static Dataset sparse(int[] rowStart, int[] featureIndex, double[] featureValue, int dimension, int[] y,
                                 Labels labels, double[] weights) {
        checkCommon(dimension, y, labels, weights);
        if (rowStart.length != y.length + 1 || rowStart[0] != 0) {
            throw new IllegalArgumentException("rowStart must have rows + 1 = " + (y.length + 1)
                    + " entries starting at 0");
        }
        int nnz = rowStart[y.length];
        if (featureIndex.length < nnz || featureValue.length < nnz) {
            throw new IllegalArgumentException("featureIndex and featureValue must hold " + nnz + " entries");
        }
        for (int r = 0; r < y.length; r++) {
            if (rowStart[r + 1] < rowStart[r]) {
                throw new IllegalArgumentException("rowStart must be non-decreasing (row " + r + ")");
            }
            int prev = -1;
            for (int k = rowStart[r]; k < rowStart[r + 1]; k++) {
                int f = featureIndex[k];
                if (f <= prev || f >= dimension) {
                    throw new IllegalArgumentException("row " + r + ": feature index " + f
                            + " out of order or not below dimension " + dimension);
                }
                if (!Double.isFinite(featureValue[k])) {
                    throw new IllegalArgumentException("row " + r + ", feature " + f + " is " + featureValue[k]
                            + "; features must be finite");
                }
                prev = f;
            }
        }
        return new Dataset(dimension, null, rowStart.clone(), Arrays.copyOf(featureIndex, nnz),
                Arrays.copyOf(featureValue, nnz), null, y.clone(), copyOrNull(weights), labels, List.of(), null);
    }

    private static void checkCommon(int dimension, int[] y, Labels labels, double[] weights) {
        Objects.requireNonNull(y, "y");
        Objects.requireNonNull(labels, "labels");
        if (dimension < 0) {
            throw new IllegalArgumentException("dimension must be >= 0, got " + dimension);
        }
        for (int i = 0; i < y.length; i++) {
            if (y[i] < 0 || y[i] >= labels.size()) {
                throw new IllegalArgumentException("class index of row " + i + " is " + y[i] + ", must be in [0, "
                        + labels.size() + ")");
            }
        }
        if (weights != null) {
            if (weights.length != y.length) {
                throw new IllegalArgumentException("weights has " + weights.length + " entries, expected " + y.length);
            }
            for (int i = 0; i < weights.length; i++) {
                if (!(weights[i] >= 0) || !Double.isFinite(weights[i])) {
                    throw new IllegalArgumentException("weight of row " + i + " must be finite and >= 0, got "
                            + weights[i]);
                }
            }
        }
    }

    private static double[] copyOrNull(double[] a) {
        return a == null ? null : a.clone();
    }

    private int phys(int i) {
        if (rowMap != null) {
            return rowMap[i];
        }
        if (Integer.compareUnsigned(i, size) >= 0) {
            // without it a bad row reads another row's values, or fails on an index of the flat array
            throw new IndexOutOfBoundsException("row " + i + " not in [0, " + size + ")");
        }
        return i;
    }

    /** Number of rows. */
    public int size() {
        return size;
    }

    /** Number of features (the largest feature index + 1 for sparse data, or as declared). */
    public int dimension() {
        return dimension;
    }

    /** Whether rows are stored sparse (CSR). */
    public boolean isSparse() {
        return dense == null;
    }

    /** The labels that class indices refer to. */
    public Labels labels() {
        return labels;
    }

    /**
     * The name of each feature, in feature order (unmodifiable), or an empty list when the features have no names
     * (LIBSVM files, CSV files without a header, sets built in code). CSV features are named by their header
     * cells; an ARFF numeric attribute by its name and each one-hot feature of a nominal attribute {@code a} by
     * {@code a=value}.
     */
    public List<String> featureNames() {
        return featureNames;
    }

    /** Whether the features have names ({@link #featureNames()} is not empty). */
    public boolean hasFeatureNames() {
        return !featureNames.isEmpty();
    }

    /**
     * This set with the given feature names (rows, labels and weights shared, not copied).
     *
     * @param names one distinct, non-null name per feature ({@link #dimension()} of them), or an empty list to
     *              drop the names
     * @return the named set
     * @throws IllegalArgumentException if the count is wrong or a name is null or repeated
     */
    public Dataset withFeatureNames(List<String> names) {
        Objects.requireNonNull(names, "names");
        if (!names.isEmpty() && names.size() != dimension) {
            throw new IllegalArgumentException("names has " + names.size() + " entries but there are " + dimension
                    + " features");
        }
        Map<String, Integer> seen = new HashMap<>();
        for (int f = 0; f < names.size(); f++) {
            String n = Objects.requireNonNull(names.get(f), () -> "feature name " + seen.size());
            Integer before = seen.putIfAbsent(n, f);
            if (before != null) {
                throw new IllegalArgumentException("feature name " + Quote.of(n) + " is given twice (features " + before
                        + " and " + f + ", 0-based); names must be distinct");
            }
        }
        return new Dataset(dimension, dense, rowStart, featureIndex, featureValue, rowMap, classIndex, weights, labels,
                List.copyOf(names), labelLines);
    }

        /** Number of classes in {@link #labels()} (some may have no rows in this set or view). */
    public int classCount() {
        return labels.size();
    }

    /** Class index of row {@code i}. */
    public int classOf(int i) {
        return classIndex[phys(i)];
    }

    /** Class indices of all rows (a copy). */
    public int[] classIndices() {
        int[] y = new int[size];
        for (int i = 0; i < size; i++) {
            y[i] = classIndex[phys(i)];
        }
        return y;
    }

    /**
     * The label of every row as a real number: the targets of regression (LIBSVM's regression files hold the target
     * where a class file holds the label). Labels are read as their canonical numbers ({@link Labels#canonical}), so
     * {@code 2.50} and {@code 2.5} are the same value, exactly the double the text denotes.
     *
     * @throws IllegalArgumentException naming the first row whose label is not a number: for a set read from a file
     *                                  (and its views and copies), a {@link DataFormatException} naming the file and
     *                                  the line where that label first appears ({@code train.txt:3: label: 'abc' is
     *                                  not a number; ...}); otherwise the row, 0-based
     */
    public double[] targets() {
        double[] value = new double[labels.size()];
        boolean[] numeric = new boolean[labels.size()];
        for (int c = 0; c < value.length; c++) {
            numeric[c] = Numbers.isDecimal(labels.name(c));
            value[c] = numeric[c] ? Double.parseDouble(labels.name(c)) : Double.NaN;
        }
        double[] y = new double[size];
        for (int i = 0; i < size; i++) {
            int c = classIndex[phys(i)];
            if (!numeric[c]) {
                if (labelLines != null && labelLines.firstLine()[c] > 0) {
                    throw new DataFormatException(labelLines.source(), labelLines.firstLine()[c], "label",
                            Quote.of(labels.name(c)) + " is not a number; regression needs a numeric target in every"
                                    + " row");
                }
                throw new IllegalArgumentException("the label of row " + i + ", " + Quote.of(labels.name(c))
                        + ", is not a number; regression needs a numeric target in every row");
            }
            y[i] = value[c];
        }
        return y;
    }

    /**
     * This set, as read from {@code source}, knowing the 1-based line where each class's label first appears
     * (for {@link #targets()}'s message); for the readers of this package.
     */
    Dataset withLabelLines(String source, int[] firstLine) {
        if (firstLine.length != labels.size()) {
            throw new IllegalArgumentException("firstLine has " + firstLine.length + " entries, expected "
                    + labels.size());
        }
        return new Dataset(dimension, dense, rowStart, featureIndex, featureValue, rowMap, classIndex, weights, labels,
                featureNames, new LabelLines(source, firstLine.clone()));
    }

    /** Whether rows carry instance weights. */
    public boolean hasWeights() {
        return weights != null;
    }

    /** Instance weight of row {@code i} (1 when the set has no weights). */
    public double weight(int i) {
        return weights == null ? 1.0 : weights[phys(i)];
    }

    /** Number of stored entries of row {@code i}: {@code dimension()} for dense rows, the non-zeros for sparse. */
    public int storedCount(int i) {
        int p = phys(i);
        return dense != null ? dimension : rowStart[p + 1] - rowStart[p];
    }

    /** Feature {@code f} of row {@code i}; O(1) dense, O(log nnz) sparse. */
    public double get(int i, int f) {
        if (f < 0 || f >= dimension) {
            throw new IndexOutOfBoundsException("feature " + f + " not in [0, " + dimension + ")");
        }
        int p = phys(i);
        if (dense != null) {
            return dense[p * dimension + f];
        }
        int k = Arrays.binarySearch(featureIndex, rowStart[p], rowStart[p + 1], f);
        return k >= 0 ? featureValue[k] : 0.0;
    }

    /** Writes row {@code i} densely into {@code out[0..dimension)} (which must be at least that long). */
    public void copyRow(int i, double[] out) {
        int p = phys(i);
        if (dense != null) {
            System.arraycopy(dense, p * dimension, out, 0, dimension);
        } else {
            Arrays.fill(out, 0, dimension, 0.0);
            for (int k = rowStart[p]; k < rowStart[p + 1]; k++) {
                out[featureIndex[k]] = featureValue[k];
            }
        }
    }

    /** Row {@code i} as a new dense array. */
    public double[] row(int i) {
        double[] out = new double[dimension];
        copyRow(i, out);
        return out;
    }

    /** Feature index of the {@code k}-th stored entry of row {@code i} (see {@link #storedCount}). */
    public int storedIndex(int i, int k) {
        return dense != null ? k : featureIndex[rowStart[phys(i)] + k];
    }

    /** Value of the {@code k}-th stored entry of row {@code i} (see {@link #storedCount}). */
    public double storedValue(int i, int k) {
        int p = phys(i);
        return dense != null ? dense[p * dimension + k] : featureValue[rowStart[p] + k];
    }

    // ---------------------------------------------------------------- pairwise operations (hot path)

    /** Squared Euclidean norm of row {@code i}. */
    public double squaredNorm(int i) {
        int p = phys(i);
        double s = 0;
        if (dense != null) {
            int o = p * dimension;
            for (int k = 0; k < dimension; k++) {
                double v = dense[o + k];
                s += v * v;
            }
        } else {
            for (int k = rowStart[p], e = rowStart[p + 1]; k < e; k++) {
                double v = featureValue[k];
                s += v * v;
            }
        }
        return s;
    }

    /** Dot product of row {@code i} of this set with row {@code j} of {@code other}. */
    public double dot(int i, Dataset other, int j) {
        int p = phys(i);
        int q = other.phys(j);
        double s = 0;
        if (dense != null && other.dense != null) {
            double[] a = dense;
            double[] b = other.dense;
            int oa = p * dimension;
            int ob = q * other.dimension;
            s = denseDot(a, oa, b, ob, Math.min(dimension, other.dimension));
        } else if (dense == null && other.dense == null) {
            int ka = rowStart[p], ea = rowStart[p + 1];
            int kb = other.rowStart[q], eb = other.rowStart[q + 1];
            int[] ia = featureIndex;
            int[] ib = other.featureIndex;
            while (ka < ea && kb < eb) {
                int fa = ia[ka];
                int fb = ib[kb];
                if (fa == fb) {
                    s += featureValue[ka++] * other.featureValue[kb++];
                } else if (fa < fb) {
                    ka++;
                } else {
                    kb++;
                }
            }
        } else if (dense == null) {
            int ob = q * other.dimension;
            for (int k = rowStart[p], e = rowStart[p + 1]; k < e && featureIndex[k] < other.dimension; k++) {
                s += featureValue[k] * other.dense[ob + featureIndex[k]];
            }
        } else {
            return other.dot(j, this, i);
        }
        return s;
    }

    /*
     * Dense kernels of the pairwise operations. Four independent partial sums let the CPU overlap the additions
     * (a floating-point reduction is otherwise one long dependency chain, which the JIT may not reorder): on
     * 5,000 x 200 dense rows this made RBF kernel columns about 2x faster than the one-accumulator loop. The
     * summation order is fixed, so results do not depend on threads or call site; they may differ in the last bits
     * from a sparse row's sequential sum.
     */

    /**
     * sum_k a[oa + k] b[ob + k] for k in [0, n), with the four partial sums described above: the dense dot product
     * behind the kernels, shared with other hot loops (the linear SVM solver of column generation).
     */
    public static double denseDot(double[] a, int oa, double[] b, int ob, int n) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        int k = 0;
        for (int e = n - 3; k < e; k += 4) {
            s0 += a[oa + k] * b[ob + k];
            s1 += a[oa + k + 1] * b[ob + k + 1];
            s2 += a[oa + k + 2] * b[ob + k + 2];
            s3 += a[oa + k + 3] * b[ob + k + 3];
        }
        for (; k < n; k++) {
            s0 += a[oa + k] * b[ob + k];
        }
        return (s0 + s1) + (s2 + s3);
    }

    private static double denseSquaredDistance(double[] a, int oa, double[] b, int ob, int n) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        int k = 0;
        for (int e = n - 3; k < e; k += 4) {
            double u0 = a[oa + k] - b[ob + k];
            double u1 = a[oa + k + 1] - b[ob + k + 1];
            double u2 = a[oa + k + 2] - b[ob + k + 2];
            double u3 = a[oa + k + 3] - b[ob + k + 3];
            s0 += u0 * u0;
            s1 += u1 * u1;
            s2 += u2 * u2;
            s3 += u3 * u3;
        }
        for (; k < n; k++) {
            double u = a[oa + k] - b[ob + k];
            s0 += u * u;
        }
        return (s0 + s1) + (s2 + s3);
    }

    private static double denseL1Distance(double[] a, int oa, double[] b, int ob, int n) {
        double s0 = 0;
        double s1 = 0;
        double s2 = 0;
        double s3 = 0;
        int k = 0;
        for (int e = n - 3; k < e; k += 4) {
            s0 += Math.abs(a[oa + k] - b[ob + k]);
            s1 += Math.abs(a[oa + k + 1] - b[ob + k + 1]);
            s2 += Math.abs(a[oa + k + 2] - b[ob + k + 2]);
            s3 += Math.abs(a[oa + k + 3] - b[ob + k + 3]);
        }
        for (; k < n; k++) {
            s0 += Math.abs(a[oa + k] - b[ob + k]);
        }
        return (s0 + s1) + (s2 + s3);
    }

    /** Squared Euclidean distance between row {@code i} of this set and row {@code j} of {@code other}. */
    public double squaredDistance(int i, Dataset other, int j) {
        return distance(i, other, j, true);
    }

    /** Manhattan (L1) distance between row {@code i} of this set and row {@code j} of {@code other}. */
    public double l1Distance(int i, Dataset other, int j) {
        return distance(i, other, j, false);
    }

    private double distance(int i, Dataset other, int j, boolean squared) {
        int p = phys(i);
        int q = other.phys(j);
        double s = 0;
        if (dense != null && other.dense != null) {
            double[] a = dense;
            double[] b = other.dense;
            int oa = p * dimension;
            int ob = q * other.dimension;
            int common = Math.min(dimension, other.dimension);
            s = squared ? denseSquaredDistance(a, oa, b, ob, common) : denseL1Distance(a, oa, b, ob, common);
            // features beyond the narrower set's dimension are 0 there
            double[] w = dimension > common ? a : b;
            int ow = dimension > common ? oa : ob;
            for (int k = common, e = Math.max(dimension, other.dimension); k < e; k++) {
                double t = w[ow + k];
                s += squared ? t * t : Math.abs(t);
            }
            return s;
        }
        if (dense == null && other.dense == null) {
            int ka = rowStart[p], ea = rowStart[p + 1];
            int kb = other.rowStart[q], eb = other.rowStart[q + 1];
            int[] ia = featureIndex;
            int[] ib = other.featureIndex;
            double[] va = featureValue;
            double[] vb = other.featureValue;
            while (ka < ea || kb < eb) {
                double t;
                int fa = ka < ea ? ia[ka] : Integer.MAX_VALUE;
                int fb = kb < eb ? ib[kb] : Integer.MAX_VALUE;
                if (fa == fb) {
                    t = va[ka++] - vb[kb++];
                } else if (fa < fb) {
                    t = va[ka++];
                } else {
                    t = vb[kb++];
                }
                s += squared ? t * t : Math.abs(t);
            }
            return s;
        }
        // mixed: walk the dense row, consuming the sparse entries in order, then the sparse entries beyond it
        Dataset sp = dense == null ? this : other;
        Dataset de = dense == null ? other : this;
        int ps = dense == null ? p : q;
        int od = (dense == null ? q : p) * de.dimension;
        int k = sp.rowStart[ps];
        int e = sp.rowStart[ps + 1];
        for (int f = 0; f < de.dimension; f++) {
            double t = de.dense[od + f];
            if (k < e && sp.featureIndex[k] == f) {
                t -= sp.featureValue[k++];
            }
            s += squared ? t * t : Math.abs(t);
        }
        for (; k < e; k++) {
            double t = sp.featureValue[k];
            s += squared ? t * t : Math.abs(t);
        }
        return s;
    }

    /**
     * Batch form of {@link #dot}: {@code out[t] = dot(i, other, js[t])} for {@code t} in {@code [from, to)}. Kernel
     * columns are computed through the batch forms, which check arguments once and run the dense case as one tight
     * loop per row (on 10,000 x 20 dense rows about twice as fast as per-pair calls).
     */
    public void dots(int i, Dataset other, int[] js, int from, int to, double[] out) {
        batch(DOT, i, other, js, from, to, out);
    }

    /** Batch form of {@link #squaredDistance}, as {@link #dots}. */
    public void squaredDistances(int i, Dataset other, int[] js, int from, int to, double[] out) {
        batch(SQUARED_DISTANCE, i, other, js, from, to, out);
    }

    /** Batch form of {@link #l1Distance}, as {@link #dots}. */
    public void l1Distances(int i, Dataset other, int[] js, int from, int to, double[] out) {
        batch(L1_DISTANCE, i, other, js, from, to, out);
    }

    private static final int DOT = 0;
    private static final int SQUARED_DISTANCE = 1;
    private static final int L1_DISTANCE = 2;

    /** The batch operations; the branch on {@code op} is the same for every element, so it predicts perfectly. */
    private void batch(int op, int i, Dataset other, int[] js, int from, int to, double[] out) {
        if (dense != null && other.dense != null && dimension == other.dimension) {
            double[] a = dense;
            double[] b = other.dense;
            int d = dimension;
            int oa = phys(i) * d;
            int[] map = other.rowMap;
            for (int t = from; t < to; t++) {
                int ob = (map == null ? js[t] : map[js[t]]) * d;
                out[t] = op == DOT ? denseDot(a, oa, b, ob, d)
                        : op == SQUARED_DISTANCE ? denseSquaredDistance(a, oa, b, ob, d) : denseL1Distance(a, oa, b, ob, d);
            }
        } else {
            for (int t = from; t < to; t++) {
                int j = js[t];
                out[t] = op == DOT ? dot(i, other, j)
                        : op == SQUARED_DISTANCE ? squaredDistance(i, other, j) : l1Distance(i, other, j);
            }
        }
    }

    // ---------------------------------------------------------------- derived sets

    /** The rows {@code rows[0], rows[1], ...} of this set, without copying feature data. */
    public Dataset view(int[] rows) {
        int[] map = new int[rows.length];
        for (int k = 0; k < rows.length; k++) {
            if (rows[k] < 0 || rows[k] >= size) {
                throw new IndexOutOfBoundsException("row " + rows[k] + " not in [0, " + size + ")");
            }
            map[k] = phys(rows[k]);
        }
        return new Dataset(dimension, dense, rowStart, featureIndex, featureValue, map, classIndex, weights, labels,
                featureNames, labelLines);
    }

    /** This set with the same rows and the given instance weights (one per row, or null to drop weights). */
    public Dataset withWeights(double[] rowWeights) {
        Dataset c = compact();
        checkCommon(dimension, c.classIndex, labels, rowWeights);
        return new Dataset(dimension, c.dense, c.rowStart, c.featureIndex, c.featureValue, null, c.classIndex,
                copyOrNull(rowWeights), labels, featureNames, labelLines);
    }

    /**
     * This set with a different number of features: extra features are zero; fewer is allowed only if the dropped
     * features are zero in every row. Used to align a test set with a model's dimension, as LIBSVM does implicitly.
     */
    public Dataset withDimension(int newDimension) {
        if (newDimension == dimension) {
            return this;
        }
        Dataset c = compact();
        if (c.dense == null) {
            for (int k = 0; k < c.rowStart[size]; k++) {
                if (c.featureIndex[k] >= newDimension) {
                    throw new IllegalArgumentException("feature " + (c.featureIndex[k] + 1)
                            + " is non-zero but the dimension is " + newDimension);
                }
            }
            return new Dataset(newDimension, null, c.rowStart, c.featureIndex, c.featureValue, null, c.classIndex,
                    c.weights, labels, List.of(), labelLines);
        }
        double[] x = new double[size * newDimension];
        int common = Math.min(dimension, newDimension);
        for (int r = 0; r < size; r++) {
            for (int f = common; f < dimension; f++) {
                if (c.dense[r * dimension + f] != 0) {
                    throw new IllegalArgumentException("feature " + (f + 1) + " of row " + r
                            + " is non-zero but the dimension is " + newDimension);
                }
            }
            System.arraycopy(c.dense, r * dimension, x, r * newDimension, common);
        }
        return new Dataset(newDimension, x, null, null, null, null, c.classIndex, c.weights, labels, List.of(),
                labelLines);
    }

    /**
     * This set with its columns re-ordered by name to {@code names}, the feature names a model was trained on (see
     * {@link #featureNames()}): feature {@code j} of the result is the feature of this set named
     * {@code names.get(j)}. Every caller that predicts with a model trained on named features should pass the test
     * set through this method, so that a file whose columns (or ARFF nominal values) come in another order is read
     * correctly.
     *
     * <p>Rules: when {@code names} is empty (the model has no names, e.g. it was trained on a LIBSVM file) this set
     * is returned unchanged. Otherwise this set must have names, every name in {@code names} must be among them and
     * this set may have no other features, with one exception for ARFF one-hot features ({@code a=value}, see
     * {@link ArffFormat}): when both sides have features of attribute {@code a}, a value the model knows but this
     * set does not declare is a column of zeros, and a value this set declares but the model does not is dropped if
     * no row takes it and an error otherwise.
     *
     * @param names      the model's feature names, in the model's order
     * @param sourceName names this data (a file name) in error messages
     * @return a set with {@code names} as its feature names, or this set when {@code names} is empty or already
     *         equal to this set's names
     * @throws DataFormatException naming {@code sourceName} and the feature, if this set has no names, lacks one
     *                             of {@code names}, has features the model does not know, or a row takes an
     *                             attribute value not seen in training
     */
    public Dataset alignTo(List<String> names, String sourceName) {
        Objects.requireNonNull(names, "names");
        if (names.isEmpty() || names.equals(featureNames)) {
            return this;
        }
        if (featureNames.isEmpty()) {
            throw new DataFormatException(sourceName, 0, null, "the model was trained on named features "
                    + abbreviate(names) + " but this data has no feature names (LIBSVM data or a CSV file without a"
                    + " header); give the columns names in a header line");
        }
        Map<String, Integer> position = new HashMap<>();
        for (int f = 0; f < featureNames.size(); f++) {
            position.put(featureNames.get(f), f);
        }
        Set<String> modelAttributes = oneHotAttributes(names);
        Set<String> ownAttributes = oneHotAttributes(featureNames);
        int[] source = new int[names.size()];
        List<String> missing = new ArrayList<>();
        for (int j = 0; j < source.length; j++) {
            Integer t = position.get(names.get(j));
            String attribute = oneHotAttribute(names.get(j));
            if (t != null) {
                source[j] = t;
            } else if (attribute != null && ownAttributes.contains(attribute)) {
                source[j] = -1; // a nominal value this file does not declare: no row takes it
            } else {
                missing.add(names.get(j));
            }
        }
        if (!missing.isEmpty()) {
            // a file whose header names none of the model's features is often a CSV file without a header line
            boolean noneKnown = missing.size() == names.size();
            throw new DataFormatException(sourceName, 0, null, (missing.size() == 1 ? "feature "
                    + Quote.of(missing.get(0)) + " is" : "features " + abbreviate(missing) + " are") + " missing;"
                    + " the model was trained on " + abbreviate(names) + (noneKnown ? ", and this data's features are "
                    + abbreviate(featureNames) + " (its first line is read as a header: if it is data, add a"
                    + " header line naming the model's features)" : ""));
        }
        Set<String> known = new HashSet<>(names);
        List<String> extra = new ArrayList<>();
        for (int f = 0; f < featureNames.size(); f++) {
            String n = featureNames.get(f);
            if (known.contains(n)) {
                continue;
            }
            String attribute = oneHotAttribute(n);
            if (attribute != null && modelAttributes.contains(attribute)) {
                for (int i = 0; i < size; i++) {
                    if (get(i, f) != 0) {
                        throw new DataFormatException(sourceName, 0, "attribute " + Quote.of(attribute), "value "
                                + Quote.of(n.substring(attribute.length() + 1)) + " (example " + (i + 1)
                                + ") was not seen in training");
                    }
                }
            } else {
                extra.add(n);
            }
        }
        if (!extra.isEmpty()) {
            throw new DataFormatException(sourceName, 0, null, (extra.size() == 1 ? "feature " + Quote.of(extra.get(0))
                    + " is" : "features " + abbreviate(extra) + " are") + " not in the model, which was trained on "
                    + abbreviate(names) + "; remove " + (extra.size() == 1 ? "it" : "them"));
        }
        int d = names.size();
        int[] y = classIndices();
        double[] w = null;
        if (weights != null) {
            w = new double[size];
            for (int i = 0; i < size; i++) {
                w[i] = weight(i);
            }
        }
        double[] row = new double[dimension];
        List<String> copy = List.copyOf(names);
        if (dense != null) {
            double[] x = new double[Math.multiplyExact(size, d)];
            for (int i = 0; i < size; i++) {
                copyRow(i, row);
                for (int j = 0; j < d; j++) {
                    x[i * d + j] = source[j] < 0 ? 0.0 : row[source[j]];
                }
            }
            return new Dataset(d, x, null, null, null, null, y, w, labels, copy, labelLines);
        }
        int[] rs = new int[size + 1];
        int[] fi = new int[Math.max(16, storedTotal())];
        double[] fv = new double[fi.length];
        int nnz = 0;
        for (int i = 0; i < size; i++) {
            copyRow(i, row);
            for (int j = 0; j < d; j++) {
                double v = source[j] < 0 ? 0.0 : row[source[j]];
                if (v != 0) {
                    fi[nnz] = j;
                    fv[nnz++] = v;
                }
            }
            rs[i + 1] = nnz;
        }
        return new Dataset(d, null, rs, Arrays.copyOf(fi, nnz), Arrays.copyOf(fv, nnz), null, y, w, labels, copy,
                labelLines);
    }

    /** Stored entries of all rows (an upper bound on the non-zeros of any re-ordering). */
    private int storedTotal() {
        int total = 0;
        for (int i = 0; i < size; i++) {
            total += storedCount(i);
        }
        return total;
    }

    /** The attribute of an ARFF one-hot feature name {@code attribute=value}, or null. */
    private static String oneHotAttribute(String name) {
        int eq = name.indexOf('=');
        return eq > 0 ? name.substring(0, eq) : null;
    }

    private static Set<String> oneHotAttributes(List<String> names) {
        Set<String> out = new HashSet<>();
        for (String n : names) {
            String a = oneHotAttribute(n);
            if (a != null) {
                out.add(a);
            }
        }
        return out;
    }

    /** A list for a message, shortened after 10 entries (see {@link Quote#list}). */
    private static String abbreviate(List<String> names) {
        return Quote.list(names);
    }

    /**
     * This set with its class indices re-expressed in {@code target}'s labels; labels of this set missing from
     * {@code target} are appended (see {@link Labels#union}).
     */
    public Dataset withLabels(Labels target) {
        Labels merged = target.union(labels);
        if (merged.equals(labels)) {
            return this;
        }
        int[] map = new int[labels.size()];
        for (int c = 0; c < map.length; c++) {
            map[c] = merged.indexOf(labels.name(c));
        }
        int[] y = new int[classIndex.length];
        for (int r = 0; r < y.length; r++) {
            y[r] = map[classIndex[r]];
        }
        LabelLines lines = null;
        if (labelLines != null) {
            int[] first = new int[merged.size()];
            for (int c = 0; c < map.length; c++) {
                first[map[c]] = labelLines.firstLine()[c];
            }
            lines = new LabelLines(labelLines.source(), first);
        }
        return new Dataset(dimension, dense, rowStart, featureIndex, featureValue, rowMap, y, weights, merged,
                featureNames, lines);
    }

    /**
     * This set with the same rows and new class indices (one per row, in this set's row order) referring to
     * {@code newLabels}; used for label noise and one-versus-rest relabelling. Weights are kept.
     *
     * @param y         class index per row, each in {@code [0, newLabels.size())}
     * @param newLabels the labels the indices refer to
     */
    public Dataset withClassIndices(int[] y, Labels newLabels) {
        Objects.requireNonNull(y, "y");
        if (y.length != size) {
            throw new IllegalArgumentException("y has " + y.length + " entries, expected " + size);
        }
        Dataset c = compact();
        checkCommon(dimension, y, newLabels, c.weights);
        return new Dataset(dimension, c.dense, c.rowStart, c.featureIndex, c.featureValue, null, y.clone(),
                c.weights, newLabels, featureNames, null);
    }

    /** A compact copy holding only this set's rows (identity when this is not a view). */
    public Dataset compact() {
        if (rowMap == null) {
            return this;
        }
        int[] y = classIndices();
        double[] w = null;
        if (weights != null) {
            w = new double[size];
            for (int i = 0; i < size; i++) {
                w[i] = weights[rowMap[i]];
            }
        }
        if (dense != null) {
            double[] x = new double[size * dimension];
            for (int i = 0; i < size; i++) {
                System.arraycopy(dense, rowMap[i] * dimension, x, i * dimension, dimension);
            }
            return new Dataset(dimension, x, null, null, null, null, y, w, labels, featureNames, labelLines);
        }
        int[] rs = new int[size + 1];
        for (int i = 0; i < size; i++) {
            int p = rowMap[i];
            rs[i + 1] = rs[i] + rowStart[p + 1] - rowStart[p];
        }
        int[] fi = new int[rs[size]];
        double[] fv = new double[rs[size]];
        for (int i = 0; i < size; i++) {
            int p = rowMap[i];
            int len = rowStart[p + 1] - rowStart[p];
            System.arraycopy(featureIndex, rowStart[p], fi, rs[i], len);
            System.arraycopy(featureValue, rowStart[p], fv, rs[i], len);
        }
        return new Dataset(dimension, null, rs, fi, fv, null, y, w, labels, featureNames, labelLines);
    }

    /** A dense copy of this set (identity if already dense and not a view). */
    public Dataset toDense() {
        if (dense != null) {
            return compact();
        }
        double[] x = new double[size * dimension];
        double[] row = new double[dimension];
        for (int i = 0; i < size; i++) {
            copyRow(i, row);
            System.arraycopy(row, 0, x, i * dimension, dimension);
        }
        Dataset c = compact();
        return new Dataset(dimension, x, null, null, null, null, c.classIndex, c.weights, labels, featureNames,
                labelLines);
    }

    /** Number of rows of each class, indexed by class index. */
    public int[] classCounts() {
        int[] counts = new int[labels.size()];
        for (int i = 0; i < size; i++) {
            counts[classIndex[phys(i)]]++;
        }
        return counts;
    }

    /**
     * A 128-bit fingerprint of the rows, labels and weights (32 hex digits), for model provenance: equal data give
     * equal fingerprints whatever the storage (dense or sparse, view or copy).
     *
     * <p>Two independent 64-bit multiply-rotate lanes with a final avalanche (the mixing of MurmurHash3's
     * {@code fmix64}). Not a cryptographic hash: it identifies data, it does not authenticate it. It replaced
     * SHA-256, which on a cold JVM took 200 ms for 10,000 x 20 values (the SHA intrinsic is only used once the JIT
     * has compiled it) against about 10 ms for this loop.
     */
    public String fingerprint() {
        String f = fingerprint;
        if (f == null) {
            f = computeFingerprint();
            fingerprint = f;
        }
        return f;
    }

    private String computeFingerprint() {
        Fingerprint f = new Fingerprint(size, dimension, labels);
        for (int i = 0; i < size; i++) {
            f.beginRow(classOf(i), weight(i));
            for (int k = 0, n = storedCount(i); k < n; k++) {
                f.value(storedIndex(i, k), storedValue(i, k));
            }
            f.endRow();
        }
        return f.value();
    }

    /**
     * The {@link #fingerprint()} of rows given one at a time, for data that is never held in one place (the rows of a
     * cluster streamed through its driver, {@code infens-spark}): after {@code size} rows, {@link #value()} is the
     * fingerprint of the data set those rows make up, whatever its storage. Not thread-safe.
     */
    public static final class Fingerprint {
        private final long[] h = {0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL};
        private final int size;
        private int rows;
        private boolean inRow;

        /**
         * Starts the fingerprint of {@code size} rows of {@code dimension} features with {@code labels}.
         *
         * @throws IllegalArgumentException if {@code size} or {@code dimension} is negative
         */
        public Fingerprint(int size, int dimension, Labels labels) {
            if (size < 0 || dimension < 0) {
                throw new IllegalArgumentException("size and dimension must be >= 0, got " + size + " and "
                        + dimension);
            }
            this.size = size;
            mix(h, size);
            mix(h, dimension);
            mix(h, labels.size());
            for (int c = 0; c < labels.size(); c++) {
                String name = labels.name(c);
                mix(h, name.length());
                for (int k = 0; k < name.length(); k++) {
                    mix(h, name.charAt(k));
                }
            }
        }

        /** Starts the next row, of class index {@code classIndex} and instance weight {@code weight} (1 if none). */
        public void beginRow(int classIndex, double weight) {
            if (inRow || rows == size) {
                throw new IllegalStateException(inRow ? "row " + rows + " is not ended" : "all " + size
                        + " rows are given");
            }
            inRow = true;
            mix(h, classIndex);
            mix(h, Double.doubleToLongBits(weight));
        }

        /** Feature {@code index} of the current row is {@code value}; features in increasing order, zeros may be left out. */
        public void value(int index, double value) {
            if (!inRow) {
                throw new IllegalStateException("no row is begun");
            }
            if (value != 0) {
                mix(h, index);
                mix(h, Double.doubleToLongBits(value));
            }
        }

        /** Ends the current row. */
        public void endRow() {
            if (!inRow) {
                throw new IllegalStateException("no row is begun");
            }
            mix(h, -1L);
            inRow = false;
            rows++;
        }

        /**
         * The fingerprint, 32 hex digits.
         *
         * @throws IllegalStateException if fewer rows than {@code size} were given
         */
        public String value() {
            if (inRow || rows != size) {
                throw new IllegalStateException(rows + " of " + size + " rows given");
            }
            return hex16(fmix64(h[0] ^ h[1] * 31)) + hex16(fmix64(h[1] + h[0]));
        }
    }

    private static void mix(long[] h, long v) {
        h[0] = Long.rotateLeft(h[0] ^ (v * 0x87c37b91114253d5L), 31) * 0x4cf5ad432745937fL;
        h[1] = Long.rotateLeft(h[1] + (v * 0x9e3779b97f4a7c15L), 27) * 0xc2b2ae3d27d4eb4fL + 0x52dce729L;
    }

    private static String hex16(long v) {
        String t = Long.toHexString(v);
        return "0".repeat(16 - t.length()) + t;
    }

    private static long fmix64(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        k ^= k >>> 33;
        return k;
    }

    @Override
    public String toString() {
        return "Dataset[" + size + " rows, " + dimension + " features, " + (isSparse() ? "sparse" : "dense") + ", "
                + labels.size() + " classes]";
    }
}
