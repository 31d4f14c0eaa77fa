package org.infens.boost;

import java.util.List;
import org.infens.Classifier;

/**
 * A finite ensemble g(x) = sign(sum_t w_t h_t(x)): its members h_t and their weights w_t, as AdaBoost and LPBoost
 * build them (Lin &amp; Li 2008, Sec. 2.2). How many weights are non-zero is the sparsity that Lin &amp; Li 2008,
 * Sec. 7.1 compares with the infinite ensembles of the SVM.
 */
public interface Ensemble extends Classifier {
    /** The members h_t, in the order they were added. */
    List<? extends Classifier> members();

    /** The weights w_t, one per member (a copy). */
    double[] weights();

    /** How many members have a non-zero weight. */
    default int nonZeroCount() {
        int n = 0;
        for (double w : weights()) {
            if (w != 0) {
                n++;
            }
        }
        return n;
    }
}
