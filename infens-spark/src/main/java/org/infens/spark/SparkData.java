package org.infens.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.ml.linalg.SQLDataTypes;
import org.apache.spark.ml.linalg.SparseVector;
import org.apache.spark.ml.linalg.Vector;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.NumericType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;

/**
 * Between Spark's DataFrames and Infens data sets: the schema checks that make bad input an
 * {@link IllegalArgumentException} naming the column on the driver, and the conversion of ML vectors and numeric
 * labels to a {@link Dataset}.
 *
 * <p>Labels: a numeric label column's values become class labels named as the LIBSVM reader names a label it reads
 * ({@link Labels#formatNumber}: {@code 1.0} is class {@code 1}, {@code 2.5} class {@code 2.5}), in order of first
 * appearance in the DataFrame's row order (the order of its partitions), as the reader orders them; a regression
 * learner reads the same labels back as its targets ({@link Dataset#targets()}), so every double is its own exact
 * value. Features: the vectors' positions are the features (index {@code i} of a vector is the LIBSVM file's feature
 * {@code i + 1}), stored densely or sparsely by the readers' density rule ({@link #features}).
 */
final class SparkData {
    private SparkData() {
    }

    /**
     * Checks that {@code schema} has a column {@code name} of Spark ML's vector type.
     *
     * @param param the parameter that names the column, e.g. {@code featuresCol}
     * @throws IllegalArgumentException naming the parameter and the column if it is missing or not a vector column
     */
    static void requireVector(StructType schema, String param, String name) {
        DataType type = column(schema, param, name).dataType();
        if (!type.equals(SQLDataTypes.VectorType())) {
            throw new IllegalArgumentException(param + ": column " + Quote.of(name) + " must hold Spark ML vectors"
                    + " (org.apache.spark.ml.linalg.Vector, e.g. from VectorAssembler), got " + type.simpleString());
        }
    }

    /**
     * Checks that {@code schema} has a numeric column {@code name}.
     *
     * @throws IllegalArgumentException naming the parameter and the column if it is missing or not numeric
     */
    static void requireNumeric(StructType schema, String param, String name) {
        DataType type = column(schema, param, name).dataType();
        if (!(type instanceof NumericType)) {
            throw new IllegalArgumentException(param + ": column " + Quote.of(name) + " must be numeric (labels are"
                    + " read as numbers, as in LIBSVM files; index string labels with StringIndexer first), got "
                    + type.simpleString());
        }
    }

    private static StructField column(StructType schema, String param, String name) {
        List<String> names = Arrays.asList(schema.fieldNames());
        if (!names.contains(name)) {
            throw new IllegalArgumentException(param + ": no column " + Quote.of(name) + " in the DataFrame; its"
                    + " columns: " + String.join(", ", names));
        }
        return schema.apply(name);
    }

    /**
     * {@code schema} with a new column {@code name} of {@code type} at the end; {@code schema} itself when the name
     * is empty (Spark's convention for an output column not wanted).
     *
     * @throws IllegalArgumentException naming the parameter and the column if the column exists already
     */
    static StructType withOutput(StructType schema, String param, String name, DataType type) {
        if (name.isEmpty()) {
            return schema;
        }
        if (Arrays.asList(schema.fieldNames()).contains(name)) {
            throw new IllegalArgumentException(param + ": output column " + Quote.of(name) + " exists already");
        }
        return schema.add(new StructField(name, type, false, Metadata.empty()));
    }

    /**
     * The training set of rows {@code (features, label)}, as the estimator collects them: labels named and ordered
     * as the class Javadoc says.
     *
     * @throws IllegalArgumentException naming the column and the 0-based row of a null vector or a label that is
     *                                  null, NaN or infinite
     */
    static Dataset training(List<Row> rows, String featuresCol, String labelCol) {
        int n = rows.size();
        Vector[] x = new Vector[n];
        int[] y = new int[n];
        List<String> names = new ArrayList<>();
        Map<Double, Integer> classOf = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Row row = rows.get(i);
            x[i] = vector(row, i, featuresCol);
            double label = canonical(label(row, i, labelCol));
            Integer c = classOf.get(label);
            if (c == null) {
                c = names.size();
                classOf.put(label, c);
                names.add(Labels.formatNumber(label));
            }
            y[i] = c;
        }
        return features(x, y, Labels.of(names), featuresCol);
    }

    /**
     * The vector of row {@code i} (0-based, in the DataFrame's order) of rows {@code (features, label)}.
     *
     * @throws IllegalArgumentException naming the column and the row if it is null
     */
    static Vector vector(Row row, long i, String featuresCol) {
        if (row.isNullAt(0)) {
            throw new IllegalArgumentException("featuresCol: column " + Quote.of(featuresCol) + " is null in row " + i);
        }
        return (Vector) row.get(0);
    }

    /**
     * The label of row {@code i} of rows {@code (features, label)}.
     *
     * @throws IllegalArgumentException naming the column and the row if it is null, NaN or infinite
     */
    static double label(Row row, long i, String labelCol) {
        if (row.isNullAt(1)) {
            throw new IllegalArgumentException("labelCol: column " + Quote.of(labelCol) + " is null in row " + i);
        }
        double label = ((Number) row.get(1)).doubleValue();
        if (!Double.isFinite(label)) {
            throw new IllegalArgumentException("labelCol: column " + Quote.of(labelCol) + " is " + label
                    + " in row " + i + "; labels must be finite numbers");
        }
        return label;
    }

    /** The label as a class key: +0.0 and -0.0 are one label, as the reader's canonical "0". */
    static double canonical(double label) {
        return label == 0 ? 0.0 : label;
    }

    /**
     * The data set of {@code rows} with class indices {@code y} into {@code labels}, of the largest vector's size,
     * stored as infens-core's readers store what they read (the rule of its {@code DatasetBuilder}): dense when at
     * least half the entries are non-zero ({@code 2 nnz >= n d}, or {@code n d == 0}), sparse CSR without zeros
     * otherwise, whatever the vectors' own storage. Models keep their support vectors in the storage of their
     * training set, so this is what makes the estimator's model file the same as {@code infens fit}'s.
     */
    static Dataset features(Vector[] rows, int[] y, Labels labels, String featuresCol) {
        int n = rows.length;
        int dimension = 0;
        long nnz = 0;
        for (int i = 0; i < n; i++) {
            if (rows[i] == null) {
                throw new IllegalArgumentException("featuresCol: column " + Quote.of(featuresCol) + " is null in row "
                        + i);
            }
            dimension = Math.max(dimension, rows[i].size());
            nnz += rows[i].numNonzeros();
        }
        long cells = (long) n * dimension;
        try {
            if (cells == 0 || 2 * nnz >= cells) {
                double[] flat = new double[Math.toIntExact(cells)];
                for (int i = 0; i < n; i++) {
                    SparseVector s = rows[i].toSparse();
                    int[] si = s.indices();
                    double[] sv = s.values();
                    for (int j = 0; j < si.length; j++) {
                        flat[i * dimension + si[j]] = sv[j];
                    }
                }
                return Dataset.dense(flat, dimension, y, labels, null);
            }
            int[] rowStart = new int[n + 1];
            int[] index = new int[Math.toIntExact(nnz)];
            double[] value = new double[index.length];
            int k = 0;
            for (int i = 0; i < n; i++) {
                SparseVector s = rows[i].toSparse();
                int[] si = s.indices();
                double[] sv = s.values();
                for (int j = 0; j < si.length; j++) {
                    index[k] = si[j];
                    value[k++] = sv[j];
                }
                rowStart[i + 1] = k;
            }
            return Dataset.sparse(rowStart, index, value, dimension, y, labels, null);
        } catch (IllegalArgumentException e) {
            // a value that is NaN or infinite, named by row and feature
            throw new IllegalArgumentException("featuresCol: column " + Quote.of(featuresCol) + ": " + e.getMessage(),
                    e);
        }
    }
}
