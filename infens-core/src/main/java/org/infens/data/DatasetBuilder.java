package org.infens.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects rows one feature at a time and builds a {@link Dataset}, choosing the storage by density.
 *
 * <p>Storage rule (used by every reader of this package): with {@code nnz} stored non-zero values, {@code n} rows
 * and {@code d} features, the set is dense when {@code nnz >= 0.5 * n * d} (or when {@code n * d == 0}) and sparse
 * CSR otherwise. At density 0.5 the two layouts take about the same memory (a dense entry is 8 bytes, a sparse one
 * 12), and dense rows make the pairwise loops branch-free. Zero values are never stored in sparse rows.
 *
 * <p>Labels are canonicalised ({@link Labels#canonical}) and numbered in order of first appearance.
 */
final class DatasetBuilder {
    private int[] rowStart = new int[17];
    private int[] index = new int[64];
    private double[] value = new double[64];
    private int[] classOf = new int[16];
    private double[] weights;
    private int rows;
    private int nnz;
    private int dimension;
    private final Map<String, Integer> rawToClass = new HashMap<>();
    private final Map<String, Integer> canonicalToClass = new HashMap<>();
    private final List<String> labelNames = new ArrayList<>();
    /** Per class, the 1-based line of the row where its label first appeared (0: not given). */
    private int[] firstLine = new int[16];

    /** Appends feature {@code f} (0-based) of the current row; the caller keeps indices strictly increasing. */
    void add(int f, double v) {
        if (f >= dimension) {
            dimension = f + 1;
        }
        if (v == 0) {
            return;
        }
        if (nnz == index.length) {
            int cap = Math.max(16, (int) Math.min(Integer.MAX_VALUE - 8L, index.length * 2L));
            index = Arrays.copyOf(index, cap);
            value = Arrays.copyOf(value, cap);
        }
        index[nnz] = f;
        value[nnz] = v;
        nnz++;
    }

    /** Makes the dimension at least {@code d} (features that are absent are zero). */
    void ensureDimension(int d) {
        dimension = Math.max(dimension, d);
    }

    /** Discards the features added since the last {@link #endRow} (a row dropped for a missing value). */
    void abandonRow() {
        nnz = rowStart[rows];
    }

    /** Ends the current row with the given label (canonicalised here) and weight 1. */
    void endRow(String label) {
        endRow(label, 1.0);
    }

    /** Ends the current row with the given label (canonicalised here) and instance weight. */
    void endRow(String label, double weight) {
        endRow(label, weight, 0);
    }

    /**
     * Ends the current row, read from 1-based line {@code line} of the file (0 if unknown), with the given label
     * (canonicalised here) and instance weight.
     */
    void endRow(String label, double weight, int line) {
        Integer c = rawToClass.get(label);
        if (c == null) {
            String canon = Labels.canonical(label);
            c = canonicalToClass.get(canon);
            if (c == null) {
                c = labelNames.size();
                labelNames.add(canon);
                canonicalToClass.put(canon, c);
                if (c == firstLine.length) {
                    firstLine = Arrays.copyOf(firstLine, c * 2);
                }
                firstLine[c] = line;
            }
            rawToClass.put(label, c);
        }
        if (rows == classOf.length) {
            int cap = classOf.length * 2;
            classOf = Arrays.copyOf(classOf, cap);
            rowStart = Arrays.copyOf(rowStart, cap + 1);
            if (weights != null) {
                weights = Arrays.copyOf(weights, cap);
                Arrays.fill(weights, rows, cap, 1.0);
            }
        }
        if (weight != 1.0 && weights == null) {
            weights = new double[classOf.length];
            Arrays.fill(weights, 1.0);
        }
        if (weights != null) {
            weights[rows] = weight;
        }
        classOf[rows] = c;
        rows++;
        rowStart[rows] = nnz;
    }

    /** Rows ended so far. */
    int rows() {
        return rows;
    }

    /**
     * Builds the data set read from {@code source} (see the class comment for the storage rule); it knows the line
     * where each label first appeared, so that {@link Dataset#targets()} names the line of a label that is not a
     * number.
     */
    Dataset build(String source) {
        return build().withLabelLines(source, Arrays.copyOf(firstLine, labelNames.size()));
    }

    /** Builds the data set; see the class comment for the storage rule. */
    Dataset build() {
        Labels labels = Labels.of(labelNames);
        int[] y = Arrays.copyOf(classOf, rows);
        double[] w = weights == null ? null : Arrays.copyOf(weights, rows);
        if (preferDense(nnz, rows, dimension)) {
            double[] x = new double[Math.multiplyExact(rows, dimension)];
            for (int r = 0; r < rows; r++) {
                int o = r * dimension;
                for (int k = rowStart[r]; k < rowStart[r + 1]; k++) {
                    x[o + index[k]] = value[k];
                }
            }
            return Dataset.dense(x, dimension, y, labels, w);
        }
        return Dataset.sparse(Arrays.copyOf(rowStart, rows + 1), index, value, dimension, y, labels, w);
    }

    /** The storage rule: dense when {@code nnz >= 0.5 n d} or {@code n d == 0}. */
    static boolean preferDense(long nnz, long n, long d) {
        long cells = n * d;
        return cells == 0 || 2 * nnz >= cells;
    }
}
