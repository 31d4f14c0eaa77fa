package org.infens.multiclass;

import java.util.Map;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Trainer;

/**
 * What a multi-class wrapper holds: the binary learner, its spec (for provenance), the seed the problems' seeds are
 * split from, how many problems may be trained at once, and the class weights by label that the wrapper applies to
 * the rows of every binary problem (empty for none; see {@link BinaryProblems#classWeighted}).
 */
record WrapperSettings(Trainer<? extends Classifier> base, String baseSpec, long seed, int threads,
                       Map<String, Double> classWeights) {
    WrapperSettings {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(baseSpec, "baseSpec");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        classWeights = Map.copyOf(Objects.requireNonNull(classWeights, "classWeights"));
    }

    WrapperSettings(Trainer<? extends Classifier> base, String baseSpec, long seed, int threads) {
        this(base, baseSpec, seed, threads, Map.of());
    }

    WrapperSettings withSeed(long newSeed) {
        return new WrapperSettings(base, baseSpec, newSeed, threads, classWeights);
    }
}
