package org.infens.cli;

import java.util.List;
import org.infens.data.Dataset;
import org.infens.select.Fold;
import org.infens.select.Folds;
import picocli.CommandLine.Option;

/**
 * The {@code --folds} option of {@code infens cv} and {@code infens select} (picocli mixin): the same folds for the
 * same {@code --folds} and {@code --seed}, so that select's best cell and cv agree; stratified by class for
 * classifiers, plain k folds of a random permutation for regression, which has no classes.
 */
final class FoldsOption {
    @Option(names = {"-k", "--folds"}, paramLabel = "K", description = "number of folds (default 5)")
    int folds = 5;

    /** Checks {@code --folds} before any data is read: fewer than 2 is a usage error. */
    void check() {
        if (folds < 2) {
            throw new UsageException("--folds must be >= 2, got " + folds);
        }
    }

    /**
     * The folds of {@code data}: {@link Folds#random} for a regression, else {@link Folds#stratified}; more folds
     * than rows is a usage error naming {@code dataName}.
     */
    List<Fold> folds(Dataset data, Object dataName, long seed, boolean regression) {
        check();
        if (folds > data.size()) {
            throw new UsageException("--folds " + folds + " is more than the " + data.size() + " rows of "
                    + dataName);
        }
        return regression ? Folds.random(data, folds, seed) : Folds.stratified(data, folds, seed);
    }
}
