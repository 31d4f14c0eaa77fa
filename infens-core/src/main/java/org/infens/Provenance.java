package org.infens;

import java.util.Objects;

/**
 * Where a model came from.
 *
 * <p>{@code dimension} lets a reader of the model check that test data has the training data's features: a model
 * trained on features without names reads test columns by position, so a CSV or ARFF test file with another number
 * of columns is refused ({@code infens predict}) rather than scored. It is recorded here, for every kind of model
 * alike, rather than derived from each model's state: an ensemble of stumps or trees, a random-feature model or a
 * boosted kernel does not keep anything of the training dimension's size (a stump reads one feature). Model files
 * written before it was recorded lack it and read as {@link #UNKNOWN_DIMENSION}, and a model with an unknown
 * dimension writes no field, so that such a file is written back byte for byte.
 *
 * @param trainer         the trainer's name, e.g. {@code svm}
 * @param parameters      the trainer's parameters in the learner-spec grammar, e.g. {@code svm(kernel=stump, C=1)}
 * @param seed            the seed the caller gave (0 for deterministic trainers that use no randomness)
 * @param dataFingerprint {@link org.infens.data.Dataset#fingerprint()} of the training data
 * @param dimension       {@link org.infens.data.Dataset#dimension()} of the training data, its number of features;
 *                        {@link #UNKNOWN_DIMENSION} where it is not known (model files written before Infens
 *                        recorded it, models read from LIBSVM model files)
 * @param libraryVersion  the Infens version that trained the model
 */
public record Provenance(String trainer, String parameters, long seed, String dataFingerprint,
                         @Stored.IfAbsent(value = "-1", omitDefault = true) int dimension,
                         String libraryVersion) {
    /** The {@link #dimension()} of a model whose training data's number of features is not known. */
    public static final int UNKNOWN_DIMENSION = -1;

    /** Validates that no field is null and that the dimension is a number of features or unknown. */
    public Provenance {
        Objects.requireNonNull(trainer, "trainer");
        Objects.requireNonNull(parameters, "parameters");
        Objects.requireNonNull(dataFingerprint, "dataFingerprint");
        Objects.requireNonNull(libraryVersion, "libraryVersion");
        if (dimension < UNKNOWN_DIMENSION) {
            throw new IllegalArgumentException("dimension must be >= 0, or " + UNKNOWN_DIMENSION + " when not known,"
                    + " got " + dimension);
        }
    }
}
