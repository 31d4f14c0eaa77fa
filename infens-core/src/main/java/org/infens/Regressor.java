package org.infens;

import org.infens.data.Dataset;

/**
 * A model that predicts a real value for each row (regression: epsilon-SVR and nu-SVR, LIBSVM's {@code -s 3} and
 * {@code -s 4}).
 *
 * <p>The contract mirrors {@link Classifier}'s: {@link #predict} gives one row's value, {@link #predictAll} every
 * row's, with the data's columns matched to the model's by name ({@link #align}) and on several threads where the
 * model can; the data set's labels are not read. Immutable and thread-safe.
 */
public interface Regressor extends Model {
    /** The predicted value of row {@code i} of {@code data}, whose columns must be the model's (see {@link #align}). */
    double predict(Dataset data, int i);

    /**
     * The predicted values of every row of {@code data}, its columns first matched to the model's by name
     * ({@link #align}), on at most {@code threads} threads; the result does not depend on {@code threads}.
     *
     * @throws org.infens.data.DataFormatException naming the feature if the columns cannot be matched
     */
    default double[] predictAll(Dataset data, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        return predictRows(align(data), threads);
    }

    /**
     * The predicted values of every row of {@code data}, whose columns are already the model's. The default predicts
     * the rows one by one on the calling thread; models with a batch path override it.
     */
    default double[] predictRows(Dataset data, int threads) {
        double[] out = new double[data.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = predict(data, i);
        }
        return out;
    }
}
