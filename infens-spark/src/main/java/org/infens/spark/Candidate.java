package org.infens.spark;

import java.io.Serializable;
import java.util.List;
import org.infens.learner.Stump;
import org.infens.learner.StumpSearch;

/**
 * One feature block's best stump, as it travels from an executor to the driver: the stump with its feature numbered
 * in the whole data set, its score (the edge |sum_i u_i h(x_i)| the search maximised), the weight vector attaining
 * it and its key in the whole data set ({@link StumpSearch.Choice#key()}: feature times rows plus the rank of the
 * threshold; -1 for a constant hypothesis).
 *
 * <p>The driver takes the best of the blocks' candidates by {@link #best}: the largest score, ties to the lowest
 * feature, the constant hypothesis (feature -1) before every feature. Each block's search returns the first maximum
 * in its order (the constant, then its features ascending, thresholds ascending), its features are consecutive and
 * a feature's thresholds all lie in one block, and every block sums the same weight vector in the same row order, so
 * the scores are the same doubles as in one search over all features; hence the first maximum over all features,
 * which is what a {@link StumpSearch} over the whole data set returns ({@code StumpSearchTest} checks the merge).
 *
 * @param feature   the feature in the whole data set, or -1 for a constant hypothesis
 * @param threshold the threshold (0 for a constant)
 * @param direction the direction, -1 or +1
 * @param score     the score maximised
 * @param vector    the weight vector attaining it
 * @param key       the stump's key in the whole data set, or -1 for a constant
 */
record Candidate(int feature, double threshold, int direction, double score, int vector, int key)
        implements Serializable {
    /** A block's {@link StumpSearch#best} result; the block's features start at {@code from}. */
    static Candidate of(StumpSearch.Result r, int from) {
        Stump s = r.stump();
        return new Candidate(s.isConstant() ? -1 : from + s.feature(), s.threshold(), s.direction(), r.edge(), 0, -1);
    }

    /**
     * A block's {@link StumpSearch#bestExcluding} result (null when it excluded all its stumps); the block's
     * features start at {@code from}, its keys at {@code from} times the number of rows {@code n}.
     */
    static Candidate of(StumpSearch.Choice c, int from, int n) {
        if (c == null) {
            return null;
        }
        Stump s = c.stump();
        return new Candidate(from + s.feature(), s.threshold(), s.direction(), c.score(), c.vector(),
                Math.toIntExact(c.key() + (long) from * n));
    }

    /** The best of the blocks' candidates (nulls skipped), or null if there are none; see the class comment. */
    static Candidate best(List<Candidate> candidates) {
        Candidate best = null;
        for (Candidate c : candidates) {
            if (c != null && (best == null || c.score > best.score
                    || (c.score == best.score && c.feature < best.feature))) {
                best = c;
            }
        }
        return best;
    }

    /** The stump (a constant hypothesis for feature -1). */
    Stump stump() {
        return feature < 0 ? Stump.constant(direction) : new Stump(feature, threshold, direction);
    }

    /** The stump with its score, as {@link StumpSearch#best} returns it. */
    StumpSearch.Result result() {
        return new StumpSearch.Result(stump(), score);
    }

    /** The stump with its score, vector and key, as {@link StumpSearch#bestExcluding} returns it. */
    StumpSearch.Choice choice() {
        return new StumpSearch.Choice(stump(), score, vector, key);
    }
}
