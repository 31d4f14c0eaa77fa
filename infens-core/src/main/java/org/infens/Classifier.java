package org.infens;

import java.util.List;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A model that assigns each row one of a fixed set of classes.
 *
 * <p>Rows are addressed as row {@code i} of a {@link Dataset} so that prediction allocates nothing per row and
 * works for dense and sparse data alike. The data set's class labels are not read; its features must have the
 * model's meaning (same columns, same scaling): {@link Dataset#alignTo} makes sure of the columns when the model
 * knows its {@link #featureNames()}.
 */
public interface Classifier extends Model {
    /** The classes this model predicts; {@link #predict} returns indices into them. */
    Labels labels();

    /** The predicted class index (into {@link #labels()}) of row {@code i} of {@code data}. */
    int predict(Dataset data, int i);

    /**
     * The real-valued outputs behind the prediction of row {@code i}. For a binary model one value, positive for
     * class 0 ({@code labels().name(0)}), as LIBSVM does; multi-class models document their layout.
     */
    double[] decisionValues(Dataset data, int i);

    /**
     * The names of the features this model was trained on, in the order it reads them, or an empty list when the
     * training data had no feature names (LIBSVM files, CSV without a header). Before predicting on data read from
     * a file, pass it through {@link Dataset#alignTo(List, String) data.alignTo(model.featureNames(), file)} so its
     * columns are matched to these by name.
     */
    default List<String> featureNames() {
        return List.of();
    }

    /** Predicted class indices of every row of {@code data}. */
    default int[] predictAll(Dataset data) {
        int[] out = new int[data.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = predict(data, i);
        }
        return out;
    }

    /**
     * Predicted class indices of every row of {@code data}, on at most {@code threads} threads: models that predict
     * in parallel (SVMs on many rows) keep to this; the result does not depend on it. Callers that already run on
     * their own share of the cores, such as cross-validation's folds, pass 1.
     */
    default int[] predictAll(Dataset data, int threads) {
        return predictAll(data);
    }
}
