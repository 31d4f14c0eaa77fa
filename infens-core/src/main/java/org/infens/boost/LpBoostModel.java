package org.infens.boost;

import java.util.List;
import org.infens.Check;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.data.Labels;

/**
 * An LPBoost ensemble g(x) = sign(sum_t w_t h_t(x)) (Lin &amp; Li 2008, (P4); Lin 2005, Algorithm 2) over two classes,
 * h = +1 for class 0; prediction and decision value as {@link VotingEnsemble}. Many w_t are 0: column generation adds a
 * column per iteration and the LP may later zero its weight; {@link #nonZeroCount()} counts the rest
 * (Lin &amp; Li 2008, Sec. 7.1's sparsity).
 *
 * <p>Immutable and thread-safe.
 */
public final class LpBoostModel extends VotingEnsemble<LpBoostModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels   two classes (those of every member)
     * @param weights  w_t, one per member, finite and &gt;= 0
     * @param members  h_t, at least one
     * @param features the training features' names, or empty
     */
    public record State(Labels labels, double[] weights, List<Classifier> members,
                        @IfAbsent("[]") List<String> features) implements ClassifierState {
        /** Checks every field ({@link VotingEnsemble#check}; two classes). */
        public State {
            members = check(labels, members, weights);
            Check.that(labels.size() == 2, "labels", "must hold 2 classes (LPBoost separates two), got "
                    + labels.size());
            weights = weights.clone();
            features = List.copyOf(features);
        }

        /** w_t (a copy). */
        @Override
        public double[] weights() {
            return weights.clone();
        }
    }

    /** The model of {@code state}. */
    public LpBoostModel(State state, Provenance provenance) {
        super(state, state.members, state.weights, provenance);
    }
}
