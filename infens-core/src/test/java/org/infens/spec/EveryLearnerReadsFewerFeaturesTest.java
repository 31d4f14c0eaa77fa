package org.infens.spec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A LIBSVM test file may hold fewer feature indices than the training file (an absent index is zero) or more (an
 * index the model never saw), and svm-predict reads both. Every learner {@code infens learners} lists must too:
 * trained on 90 rows of the bundled heart data (13 features), it predicts its 270 rows cut to their first 5 features as it predicts
 * the same rows with features 6-13 set to zero, and rows widened to 20 features (zeros) as the rows themselves.
 * Random forests and bagging threw {@code IndexOutOfBoundsException: feature 9 not in [0, 5)} on the first.
 */
class EveryLearnerReadsFewerFeaturesTest {
    private static final Dataset HEART = BundledData.load("heart");
    private static final int KEPT = 5;

    static List<String> learners() {
        return Learners.names();
    }

    @ParameterizedTest
    @MethodSource("learners")
    void absentFeaturesAreZeros(String learner) {
        int[] first = new int[90]; // a third of the rows keeps the slower learners quick; all rows are predicted
        for (int i = 0; i < first.length; i++) {
            first[i] = i;
        }
        Classifier model = Learners.create(learner, new LearnerContext(1, 2)).fit(HEART.view(first));
        int n = HEART.size();
        double[][] cut = new double[n][KEPT];
        double[][] zeroed = new double[n][HEART.dimension()];
        for (int i = 0; i < n; i++) {
            double[] row = HEART.row(i);
            System.arraycopy(row, 0, cut[i], 0, KEPT);
            System.arraycopy(row, 0, zeroed[i], 0, KEPT);
        }
        int[] y = HEART.classIndices();
        assertArrayEquals(classes(model, Dataset.dense(zeroed, y, HEART.labels())),
                classes(model, Dataset.dense(cut, y, HEART.labels())), learner + " on rows of " + KEPT + " features");
        assertArrayEquals(classes(model, HEART), classes(model, HEART.withDimension(20)),
                learner + " on rows widened with zeros");
    }

    private static int[] classes(Classifier model, Dataset data) {
        return Prediction.classIndices(model.predictAll(data, 2));
    }
}
