package org.infens;

import org.infens.data.Labels;

/**
 * A classifier whose state a model file holds ({@link Stored}): the part every such model shares, written once here
 * rather than in each. The state record names the classes and the training features' names
 * ({@link ClassifierState}, which its components {@code labels} and {@code features} implement); the model adds its
 * prediction rule and whatever it derives from the state.
 *
 * @param <S> the record of the model's state
 */
public abstract class StoredClassifier<S extends Record & StoredClassifier.ClassifierState>
        extends StoredModel<S> implements Classifier {
    /** What every classifier's state holds, as record components {@code labels} and {@code features}. */
    public interface ClassifierState extends ModelState {
        /** The classes. */
        Labels labels();
    }

    /** A model of {@code state} that came from {@code provenance}. */
    protected StoredClassifier(S state, Provenance provenance) {
        super(state, provenance);
    }

    @Override
    public final Labels labels() {
        return state().labels();
    }
}
