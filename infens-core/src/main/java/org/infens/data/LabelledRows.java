package org.infens.data;

import java.util.List;

/**
 * The rows of a training set as a boosting loop sees them when its base learner searches the features elsewhere:
 * how many, their classes (and instance weights), and what a model records of its training set (its labels, the
 * number and names of its features and its {@link Dataset#fingerprint() fingerprint}), without the features. A
 * {@link Dataset} is one; the driver of a cluster whose executors hold the features by column ({@code infens-spark}),
 * with O(n) of memory for n rows, is another ({@link #of}). The loops that take one
 * ({@code AdaBoostTrainer.fit(LabelledRows, double[], Rounds)}, {@code LpBoostTrainer.fit(LabelledRows, double[],
 * ColumnOracle)}, {@code ColumnGenerationTrainer.fit(LabelledRows, WeakLearnerFamily)}) make the model the ordinary
 * fit makes on the data set these rows describe, provenance included.
 */
public interface LabelledRows {
    /** Number of rows. */
    int size();

    /** Number of features of the rows. */
    int dimension();

    /** The labels that class indices refer to. */
    Labels labels();

    /** Number of classes in {@link #labels()} (some may have no rows). */
    default int classCount() {
        return labels().size();
    }

    /** Class index of row {@code i}. */
    int classOf(int i);

    /** Class indices of all rows (a copy). */
    default int[] classIndices() {
        int[] y = new int[size()];
        for (int i = 0; i < y.length; i++) {
            y[i] = classOf(i);
        }
        return y;
    }

    /** Number of rows of each class, indexed by class index. */
    default int[] classCounts() {
        int[] counts = new int[classCount()];
        for (int i = 0; i < size(); i++) {
            counts[classOf(i)]++;
        }
        return counts;
    }

    /** Whether rows carry instance weights. */
    boolean hasWeights();

    /** Instance weight of row {@code i} (1 when the rows have no weights). */
    double weight(int i);

    /** The name of each feature, or an empty list when features are known by position ({@link Dataset#featureNames()}). */
    List<String> featureNames();

    /** The {@link Dataset#fingerprint()} of the data set these rows are the rows of. */
    String fingerprint();

    /**
     * Rows without instance weights known by their class indices and by what identifies their data set, which is
     * held elsewhere.
     *
     * @param labels       the labels
     * @param classIndices each row's class index into {@code labels} (copied)
     * @param dimension    the data set's number of features
     * @param featureNames the data set's feature names, or empty
     * @param fingerprint  the data set's {@link Dataset#fingerprint()} (as {@link Dataset.Fingerprint} computes it for
     *                     rows streamed one at a time)
     * @throws IllegalArgumentException if a class index is out of range, the dimension is negative or the number of
     *                                  names is neither 0 nor the dimension
     */
    static LabelledRows of(Labels labels, int[] classIndices, int dimension, List<String> featureNames,
                           String fingerprint) {
        return new KnownRows(labels, classIndices, dimension, featureNames, fingerprint);
    }
}
