package org.infens;

import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A model that assigns each row one of a fixed set of classes.
 *
 * <p>Rows are addressed as row {@code i} of a {@link Dataset} so that prediction allocates nothing per row and
 * works for dense and sparse data alike. The data set's class labels are not read; its features must have the
 * model's meaning (same columns, same scaling).
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

    /** Predicted class indices of every row of {@code data}. */
    default int[] predictAll(Dataset data) {
        int[] out = new int[data.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = predict(data, i);
        }
        return out;
    }
}
