package org.infens;

import java.util.List;
import org.infens.data.Dataset;

/**
 * A trained model: immutable and safe to use from several threads at once.
 *
 * <p>Every model records where it came from ({@link #provenance()}), so a saved model can be traced back to its
 * parameters, seed, data and library version. What a model predicts depends on its kind: a class
 * ({@link Classifier}) or a real value ({@link Regressor}).
 *
 * <p>Feature alignment: a model trained on named features ({@link #featureNames()}: a CSV header, ARFF attributes)
 * reads test columns by name, whatever their order in the test file ({@link #align}).
 */
public interface Model {
    /** Where this model came from. */
    Provenance provenance();

    /**
     * The names of the features this model was trained on, in the order it reads them, or an empty list when the
     * training data had no feature names (LIBSVM files, CSV without a header).
     */
    default List<String> featureNames() {
        return List.of();
    }

    /**
     * {@code data} with its columns in this model's order, matched by name ({@link Dataset#alignTo}); {@code data}
     * itself when the model has no feature names or the data's are already the model's.
     *
     * @throws org.infens.data.DataFormatException naming the feature if the columns cannot be matched
     */
    default Dataset align(Dataset data) {
        return data.alignTo(featureNames(), "the data");
    }
}
