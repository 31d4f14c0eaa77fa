package org.infens;

import java.util.List;
import java.util.Objects;
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
        implements Classifier, Stored<S> {
    /** What every classifier's state holds, as record components {@code labels} and {@code features}. */
    public interface ClassifierState {
        /** The classes. */
        Labels labels();

        /** The training features' names, or an empty list. */
        List<String> features();
    }

    private final S state;
    private final Provenance provenance;

    /** A model of {@code state} that came from {@code provenance}. */
    protected StoredClassifier(S state, Provenance provenance) {
        this.state = Objects.requireNonNull(state, "state");
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    @Override
    public final S state() {
        return state;
    }

    @Override
    public final Labels labels() {
        return state.labels();
    }

    @Override
    public final List<String> featureNames() {
        return state.features();
    }

    @Override
    public final Provenance provenance() {
        return provenance;
    }
}
