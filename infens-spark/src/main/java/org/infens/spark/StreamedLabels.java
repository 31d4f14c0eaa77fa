package org.infens.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.ml.linalg.DenseVector;
import org.apache.spark.ml.linalg.SparseVector;
import org.apache.spark.ml.linalg.Vector;
import org.apache.spark.sql.Row;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.data.Labels;
import org.infens.data.Quote;

/**
 * The labels of DataFrame rows {@code (features vector, label)} on the driver, without their features: what
 * {@link SparkData#training} makes of the same rows less the feature matrix, in O(N) memory.
 *
 * <p>Two passes. The first, on the executors, gives each input partition's row count, largest vector size and
 * labels in order of first appearance (so the rows' numbers, the dimension and the labels in the order
 * {@link SparkData} gives them). The second streams the rows through the driver one partition at a time
 * ({@code toLocalIterator}) to check them as {@link SparkData#training} does (a null vector or label, a label or
 * feature that is NaN or infinite, each named by column and row) and to compute the data set's
 * {@link Dataset#fingerprint()}, which mixes the rows in order and so cannot be computed in pieces: the one pass
 * over the whole data through the driver, O(nnz) of traffic, once per fit.
 *
 * @param rows    the labels, dimension and fingerprint
 * @param offsets the number of rows before each input partition
 */
record StreamedLabels(LabelledRows rows, long[] offsets) {
    /** One input partition's count, largest vector size and labels in order of first appearance. */
    private record Summary(int part, long count, int size, List<Double> labels) implements Serializable {
    }

    /**
     * The labels of {@code input}'s rows.
     *
     * @throws IllegalArgumentException naming the column and the 0-based row of a null vector, a label that is null,
     *                                  NaN or infinite, or a feature that is NaN or infinite; or if there are more
     *                                  than {@link Integer#MAX_VALUE} rows
     */
    static StreamedLabels of(JavaRDD<Row> input, String featuresCol, String labelCol) {
        List<Summary> parts = new ArrayList<>(SparkEngine.unwrapped(() -> input.mapPartitionsWithIndex(
                (Integer p, Iterator<Row> it) -> Collections.singletonList(summary(p, it)).iterator(), true)
                .collect()));
        parts.sort((a, b) -> Integer.compare(a.part(), b.part()));
        long[] offsets = new long[parts.size()];
        long total = 0;
        int dimension = 0;
        LinkedHashSet<Double> labels = new LinkedHashSet<>();
        for (int p = 0; p < offsets.length; p++) {
            offsets[p] = total;
            total += parts.get(p).count();
            dimension = Math.max(dimension, parts.get(p).size());
            labels.addAll(parts.get(p).labels());
        }
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the DataFrame has " + total + " rows; at most " + Integer.MAX_VALUE
                    + " are supported");
        }
        int n = (int) total;
        List<String> names = new ArrayList<>();
        Map<Double, Integer> classOf = new HashMap<>();
        for (double label : labels) {
            classOf.put(label, names.size());
            names.add(Labels.formatNumber(label));
        }
        Labels named = Labels.of(names);
        int[] y = new int[n];
        Dataset.Fingerprint fingerprint = new Dataset.Fingerprint(n, dimension, named);
        Iterator<Row> it = input.toLocalIterator();
        String column = "featuresCol: column " + Quote.of(featuresCol);
        for (int i = 0; i < n; i++) {
            if (!it.hasNext()) {
                throw new IllegalStateException("the DataFrame gave " + i + " rows, " + n + " a pass before; it must"
                        + " give the same rows whenever it is computed (cache it)");
            }
            Row row = it.next();
            Vector x = SparkData.vector(row, i, featuresCol);
            Integer c = classOf.get(SparkData.canonical(SparkData.label(row, i, labelCol)));
            if (c == null) {
                throw new IllegalStateException("row " + i + "'s label was not in the DataFrame a pass before; it"
                        + " must give the same rows whenever it is computed (cache it)");
            }
            y[i] = c;
            fingerprint.beginRow(c, 1.0);
            if (x instanceof DenseVector dense) {
                double[] v = dense.values();
                for (int f = 0; f < v.length; f++) {
                    value(fingerprint, column, i, f, v[f]);
                }
            } else {
                SparseVector sparse = (SparseVector) x;
                int[] idx = sparse.indices();
                double[] v = sparse.values();
                for (int k = 0; k < idx.length; k++) {
                    value(fingerprint, column, i, idx[k], v[k]);
                }
            }
            fingerprint.endRow();
        }
        return new StreamedLabels(LabelledRows.of(named, y, dimension, List.of(), fingerprint.value()), offsets);
    }

    private static void value(Dataset.Fingerprint fingerprint, String column, int row, int feature, double v) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException(column + ": feature " + feature + " of row " + row + " is " + v
                    + "; features must be finite");
        }
        fingerprint.value(feature, v);
    }

    /** Pass one on an input partition (rows with a null or non-finite label are left to pass two to name). */
    private static Summary summary(int part, Iterator<Row> it) {
        long count = 0;
        int size = 0;
        LinkedHashSet<Double> labels = new LinkedHashSet<>();
        while (it.hasNext()) {
            Row row = it.next();
            count++;
            if (!row.isNullAt(0)) {
                size = Math.max(size, ((Vector) row.get(0)).size());
            }
            if (!row.isNullAt(1)) {
                double label = ((Number) row.get(1)).doubleValue();
                if (Double.isFinite(label)) {
                    labels.add(SparkData.canonical(label));
                }
            }
        }
        return new Summary(part, count, size, new ArrayList<>(labels));
    }
}
