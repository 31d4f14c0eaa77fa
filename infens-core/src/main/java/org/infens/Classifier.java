package org.infens;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A model that assigns each row one of a fixed set of classes.
 *
 * <p>The contract: {@link #predict} gives one row's {@link Prediction} (class, decision values, probabilities where
 * the model has them), computed once, and {@link #predictAll} gives every row's, on several threads and with the
 * data's columns matched to the model's by name. Rows are addressed as row {@code i} of a {@link Dataset} so that
 * prediction works for dense and sparse data alike; the data set's class labels are not read.
 *
 * <p>Feature alignment: a model trained on named features ({@link #featureNames()}: a CSV header, ARFF attributes)
 * reads test columns by name in {@link #predictAll}, whatever their order in the test file; a test set without
 * names, or lacking one of the model's features, or with features the model does not know, is a
 * {@link org.infens.data.DataFormatException}. The per-row methods read the row as given: pass data through
 * {@link #align} first when its columns may be in another order.
 */
public interface Classifier extends Model {
    /** The classes this model predicts; {@link Prediction#classIndex()} indexes them. */
    Labels labels();

    /**
     * The prediction for row {@code i} of {@code data}, whose columns must be the model's (see {@link #align}).
     * For a binary model one decision value, positive for class 0 ({@code labels().name(0)}), as LIBSVM does;
     * multi-class models document their layout.
     */
    Prediction predict(Dataset data, int i);

    /**
     * The predicted class of row {@code i} alone, equal to {@code predict(data, i).classIndex()}. Models whose
     * class costs less than their decision values override it: boosting asks its members for classes only.
     */
    default int classOf(Dataset data, int i) {
        return predict(data, i).classIndex();
    }

    /**
     * The predictions of every row of {@code data}, its columns first matched to the model's by name
     * ({@link #align}), on at most {@code threads} threads; the result does not depend on {@code threads}. Callers
     * that already run on their own share of the cores, such as cross-validation's folds, pass 1.
     *
     * @throws org.infens.data.DataFormatException naming the feature if the columns cannot be matched
     */
    default List<Prediction> predictAll(Dataset data, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        return predictRows(align(data), threads);
    }

    /**
     * The predictions of every row of {@code data}, whose columns are already the model's: what {@link #predictAll}
     * returns after aligning. The default predicts blocks of 1,024 rows on up to {@code threads} threads (fewer rows
     * on the calling thread); models with a faster batch path (an SVM's kernel columns) override it.
     */
    default List<Prediction> predictRows(Dataset data, int threads) {
        int n = data.size();
        List<Callable<List<Prediction>>> blocks = new ArrayList<>();
        int rowsPerTask = 1024;
        for (int from = 0; from < n; from += rowsPerTask) {
            int start = from;
            int end = Math.min(n, from + rowsPerTask);
            blocks.add(() -> {
                List<Prediction> out = new ArrayList<>(end - start);
                for (int i = start; i < end; i++) {
                    out.add(predict(data, i));
                }
                return out;
            });
        }
        List<Prediction> out = new ArrayList<>(n);
        for (List<Prediction> block : Tasks.inOrder(blocks, threads, "infens-predict", "predicting")) {
            out.addAll(block);
        }
        return out;
    }
}
