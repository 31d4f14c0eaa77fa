package org.infens.spark;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.ml.linalg.Vector;
import org.apache.spark.ml.linalg.Vectors;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.Regressor;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * What an executor does with one partition in {@link InfensModel#transform}: rows in blocks of {@value #BLOCK}, each
 * block one Infens data set scored by the model's batch path ({@link Classifier#predictRows},
 * {@link Regressor#predictRows}, one thread: Spark runs the partitions in parallel), each row given back with the
 * output columns appended. The model is the broadcast one, decoded once per executor ({@link ModelBytes}).
 *
 * <p>The features are read by position, as the model was trained ({@link SparkData}); a model trained on named
 * features (CSV, ARFF) is not matched by name here.
 */
final class Scorer implements MapPartitionsFunction<Row, Row> {
    private static final long serialVersionUID = 1L;
    /** Rows per batch: the block size of {@link Classifier#predictRows}'s default, enough for an SVM's batch path. */
    static final int BLOCK = 1024;

    private final Broadcast<ModelBytes> model;
    private final int featuresIndex;
    private final String featuresCol;
    private final boolean prediction;
    private final boolean decisionValues;
    private final boolean probabilities;

    /**
     * @param featuresIndex  the position of the vector column in the input rows
     * @param prediction     whether to append the predicted label or value
     * @param decisionValues whether to append a classifier's decision values
     * @param probabilities  whether to append a probabilistic classifier's probabilities
     */
    Scorer(Broadcast<ModelBytes> model, int featuresIndex, String featuresCol, boolean prediction,
           boolean decisionValues, boolean probabilities) {
        this.model = model;
        this.featuresIndex = featuresIndex;
        this.featuresCol = featuresCol;
        this.prediction = prediction;
        this.decisionValues = decisionValues;
        this.probabilities = probabilities;
    }

    @Override
    public Iterator<Row> call(Iterator<Row> input) {
        Model m = model.value().model();
        double[] labelValues = m instanceof Classifier c ? labelValues(c.labels()) : null;
        return new Iterator<>() {
            private List<Row> block = List.of();
            private int next;

            @Override
            public boolean hasNext() {
                if (next < block.size()) {
                    return true;
                }
                if (!input.hasNext()) {
                    return false;
                }
                List<Row> rows = new ArrayList<>(BLOCK);
                while (rows.size() < BLOCK && input.hasNext()) {
                    rows.add(input.next());
                }
                block = score(m, labelValues, rows);
                next = 0;
                return true;
            }

            @Override
            public Row next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return block.get(next++);
            }
        };
    }

    /** The numeric value of each class label (checked numeric when the model was wrapped). */
    static double[] labelValues(Labels labels) {
        double[] v = new double[labels.size()];
        for (int c = 0; c < v.length; c++) {
            v[c] = labels.numericValue(c);
        }
        return v;
    }

    private List<Row> score(Model m, double[] labelValues, List<Row> rows) {
        int n = rows.size();
        Vector[] x = new Vector[n];
        for (int i = 0; i < n; i++) {
            x[i] = (Vector) rows.get(i).get(featuresIndex);
        }
        // the labels of the rows to score are not read: one class for all
        Dataset data = SparkData.features(x, new int[n], Labels.of("0"), featuresCol);
        List<Row> out = new ArrayList<>(n);
        if (m instanceof Classifier c) {
            List<Prediction> predictions = c.predictRows(data, 1);
            for (int i = 0; i < n; i++) {
                Prediction p = predictions.get(i);
                List<Object> extra = new ArrayList<>(3);
                if (prediction) {
                    extra.add(labelValues[p.classIndex()]);
                }
                if (decisionValues) {
                    extra.add(Vectors.dense(p.decisionValues()));
                }
                if (probabilities) {
                    extra.add(Vectors.dense(p.probabilities()));
                }
                out.add(append(rows.get(i), extra));
            }
        } else {
            double[] values = ((Regressor) m).predictRows(data, 1);
            for (int i = 0; i < n; i++) {
                out.add(append(rows.get(i), prediction ? List.of(values[i]) : List.of()));
            }
        }
        return out;
    }

    private static Row append(Row row, List<Object> extra) {
        int w = row.length();
        Object[] values = new Object[w + extra.size()];
        for (int j = 0; j < w; j++) {
            values[j] = row.get(j);
        }
        for (int j = 0; j < extra.size(); j++) {
            values[w + j] = extra.get(j);
        }
        return RowFactory.create(values);
    }
}
