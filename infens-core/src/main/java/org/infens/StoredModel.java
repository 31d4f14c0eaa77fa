package org.infens;

import java.util.List;
import java.util.Objects;

/**
 * A model whose state a model file holds ({@link Stored}): the part every such model shares, written once here
 * rather than in each. The state record names the training features ({@link ModelState}, which its component
 * {@code features} implements); {@link StoredClassifier} adds the classes.
 *
 * @param <S> the record of the model's state
 */
public abstract class StoredModel<S extends Record & StoredModel.ModelState> implements Stored<S> {
    /** What every model's state holds, as the record component {@code features}. */
    public interface ModelState {
        /** The training features' names, or an empty list. */
        List<String> features();
    }

    private final S state;
    private final Provenance provenance;

    /** A model of {@code state} that came from {@code provenance}. */
    protected StoredModel(S state, Provenance provenance) {
        this.state = Objects.requireNonNull(state, "state");
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    @Override
    public final S state() {
        return state;
    }

    /** The training features' names ({@link ModelState#features()}). */
    @Override
    public final List<String> featureNames() {
        return state.features();
    }

    @Override
    public final Provenance provenance() {
        return provenance;
    }
}
