package org.infens;

import java.util.Objects;

/**
 * Where a model came from.
 *
 * @param trainer         the trainer's name, e.g. {@code svm}
 * @param parameters      the trainer's parameters in the learner-spec grammar, e.g. {@code svm(kernel=stump, C=1)}
 * @param seed            the seed the caller gave (0 for deterministic trainers that use no randomness)
 * @param dataFingerprint {@link org.infens.data.Dataset#fingerprint()} of the training data
 * @param libraryVersion  the Infens version that trained the model
 */
public record Provenance(String trainer, String parameters, long seed, String dataFingerprint,
                         String libraryVersion) {
    /** Validates that no field is null. */
    public Provenance {
        Objects.requireNonNull(trainer, "trainer");
        Objects.requireNonNull(parameters, "parameters");
        Objects.requireNonNull(dataFingerprint, "dataFingerprint");
        Objects.requireNonNull(libraryVersion, "libraryVersion");
    }
}
