package org.infens.cli;

import java.util.List;
import org.infens.data.Dataset;
import org.infens.select.Fold;
import org.infens.select.Folds;
import picocli.CommandLine.Option;

/**
 * The {@code --folds} option of {@code infens cv} and {@code infens select} (picocli mixin): the same stratified
 * folds for the same {@code --folds} and {@code --seed}, so that select's best cell and cv agree.
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
     * The stratified folds of {@code data} ({@link Folds#stratified}); more folds than rows is a usage error naming
     * {@code dataName}.
     */
    List<Fold> stratified(Dataset data, Object dataName, long seed) {
        check();
        if (folds > data.size()) {
            throw new UsageException("--folds " + folds + " is more than the " + data.size() + " rows of "
                    + dataName);
        }
        return Folds.stratified(data, folds, seed);
    }
}
