package org.infens.svm;

import java.util.Objects;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;

/**
 * C-SVC training (LIBSVM {@code -s 0}) by SMO; one-vs-one for more than two classes, as LIBSVM.
 */
public final class SvmTrainer implements WeightedTrainer<SvmModel> {
    private final SvmParams params;

    /** A trainer with these parameters. */
    public SvmTrainer(SvmParams params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    /** The parameters. */
    public SvmParams params() {
        return params;
    }

    @Override
    public SvmModel fit(Dataset data, double[] weights) {
        throw new UnsupportedOperationException("TODO");
    }
}
