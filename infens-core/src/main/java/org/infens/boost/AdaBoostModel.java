package org.infens.boost;

import java.util.List;
import org.infens.Check;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.data.Labels;

/**
 * An AdaBoost ensemble (Lin 2005, Algorithm 1; SAMME for more than two classes): g(x) = argmax_c sum_t w_t [h_t(x) =
 * c], which for two classes is sign(sum_t w_t h_t(x)) with h = +1 for class 0; prediction and decision values as
 * {@link VotingEnsemble}.
 *
 * <p>Immutable and thread-safe.
 */
public final class AdaBoostModel extends VotingEnsemble<AdaBoostModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels   the classes (those of every member)
     * @param weights  w_t, one per member, finite and &gt;= 0
     * @param errors   the weighted training error e_t of each member when it was chosen, in [0, 1]
     * @param members  h_t, at least one
     * @param features the training features' names, or empty
     */
    public record State(Labels labels, double[] weights, double[] errors, List<Classifier> members,
                        @IfAbsent("[]") List<String> features) implements ClassifierState {
        /** Checks every field ({@link VotingEnsemble#check}; errors one per member, in [0, 1]). */
        public State {
            members = check(labels, members, weights);
            weights = weights.clone();
            Check.length("errors", errors.length, members.size());
            errors = errors.clone();
            for (int t = 0; t < errors.length; t++) {
                Check.that(errors[t] >= 0 && errors[t] <= 1, "errors[" + t + "]", "must be in [0, 1], got "
                        + errors[t]);
            }
            features = List.copyOf(features);
        }

        /** w_t (a copy). */
        @Override
        public double[] weights() {
            return weights.clone();
        }

        /** e_t (a copy). */
        @Override
        public double[] errors() {
            return errors.clone();
        }
    }

    /** The model of {@code state}. */
    public AdaBoostModel(State state, Provenance provenance) {
        super(state, state.members, state.weights, provenance);
    }

    /** The weighted training error e_t of each member in the round it was chosen (a copy). */
    public double[] errors() {
        return state().errors();
    }

    /** The number of rounds T. */
    public int rounds() {
        return members().size();
    }
}
