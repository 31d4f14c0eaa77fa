package org.infens.multiclass;

import java.util.Objects;
import org.infens.Classifier;
import org.infens.Trainer;

/**
 * What a multi-class wrapper holds: the binary learner, its spec (for provenance), the seed the problems' seeds are
 * split from, and how many problems may be trained at once.
 */
record WrapperSettings(Trainer<? extends Classifier> base, String baseSpec, long seed, int threads) {
    WrapperSettings {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(baseSpec, "baseSpec");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
    }

    WrapperSettings withSeed(long newSeed) {
        return new WrapperSettings(base, baseSpec, newSeed, threads);
    }
}
