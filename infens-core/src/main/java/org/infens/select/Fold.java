package org.infens.select;

import java.util.Arrays;
import java.util.Objects;

/**
 * One split of a data set for cross-validation: the rows to train on and the rows to test on, as row indices into
 * the data set, in the order the model sees them (increasing order, except for {@link Folds#libsvm}'s folds).
 * Immutable: the arrays are copied in and out.
 *
 * @param train rows to fit the model on
 * @param test  rows to predict
 */
public record Fold(int[] train, int[] test) {
    /** Copies the arrays. */
    public Fold {
        train = Objects.requireNonNull(train, "train").clone();
        test = Objects.requireNonNull(test, "test").clone();
    }

    /** The training rows (a copy). */
    @Override
    public int[] train() {
        return train.clone();
    }

    /** The test rows (a copy). */
    @Override
    public int[] test() {
        return test.clone();
    }

    /** Number of training rows. */
    public int trainSize() {
        return train.length;
    }

    /** Number of test rows. */
    public int testSize() {
        return test.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Fold f && Arrays.equals(train, f.train) && Arrays.equals(test, f.test);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(train) + Arrays.hashCode(test);
    }

    @Override
    public String toString() {
        return "Fold[train=" + train.length + " rows, test=" + Arrays.toString(test) + "]";
    }
}
