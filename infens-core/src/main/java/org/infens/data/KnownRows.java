package org.infens.data;

import java.util.List;
import java.util.Objects;

/** The rows of {@link LabelledRows#of}: class indices and what identifies their data set, without weights. */
final class KnownRows implements LabelledRows {
    private final Labels labels;
    private final int[] classIndex;
    private final int dimension;
    private final List<String> featureNames;
    private final String fingerprint;

    KnownRows(Labels labels, int[] classIndices, int dimension, List<String> featureNames, String fingerprint) {
        this.labels = Objects.requireNonNull(labels, "labels");
        this.classIndex = classIndices.clone();
        this.featureNames = List.copyOf(featureNames);
        this.fingerprint = Objects.requireNonNull(fingerprint, "fingerprint");
        if (dimension < 0) {
            throw new IllegalArgumentException("dimension must be >= 0, got " + dimension);
        }
        if (!this.featureNames.isEmpty() && this.featureNames.size() != dimension) {
            throw new IllegalArgumentException("featureNames has " + this.featureNames.size() + " names for "
                    + dimension + " features");
        }
        this.dimension = dimension;
        for (int i = 0; i < classIndex.length; i++) {
            if (classIndex[i] < 0 || classIndex[i] >= labels.size()) {
                throw new IllegalArgumentException("classIndices[" + i + "] must be in [0, " + labels.size()
                        + "), got " + classIndex[i]);
            }
        }
    }

    @Override
    public int size() {
        return classIndex.length;
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public int classOf(int i) {
        return classIndex[i];
    }

    @Override
    public int[] classIndices() {
        return classIndex.clone();
    }

    @Override
    public boolean hasWeights() {
        return false;
    }

    @Override
    public double weight(int i) {
        return 1.0;
    }

    @Override
    public List<String> featureNames() {
        return featureNames;
    }

    @Override
    public String fingerprint() {
        return fingerprint;
    }

    @Override
    public String toString() {
        return "LabelledRows[" + classIndex.length + " rows, " + dimension + " features, " + labels.size()
                + " classes]";
    }
}
