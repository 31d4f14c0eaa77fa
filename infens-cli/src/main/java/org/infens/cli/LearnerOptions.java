package org.infens.cli;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import picocli.CommandLine.Option;

/** The options that choose and seed a learner, shared by {@code infens fit} and {@code infens cv} (picocli mixin). */
final class LearnerOptions {
    @Option(names = {"-l", "--learner"}, paramLabel = "SPEC", required = true,
            description = "the learner, e.g. 'svm(kernel=stump, C=0.5)', 'adaboost(base=stump, T=100)', "
                    + "'lpboost(base=stump, C=1)'; 'infens learners' lists them all")
    String learner;

    @Option(names = "--seed", paramLabel = "S", description = "seed of every random choice (default 1)")
    long seed = 1;

    @Option(names = "--threads", paramLabel = "N",
            description = "threads (results do not depend on it; default: all cores)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--format", paramLabel = "FORMAT", description = "data format: libsvm, csv or arff "
            + "(default: by extension, .csv, .arff, else libsvm)")
    String format;

    /** The parsed spec; a syntax error is a usage error naming the option. */
    Spec spec() {
        try {
            return Spec.parse(learner);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--learner '" + learner + "': " + e.getMessage());
        }
    }

    /** The trainer the spec describes; an unknown learner or parameter is a usage error naming the option. */
    Trainer<? extends Classifier> trainer(int threadCount) {
        if (threads < 1) {
            throw new UsageException("--threads must be >= 1, got " + threads);
        }
        try {
            return Learners.create(spec(), new LearnerContext(seed, threadCount));
        } catch (UsageException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new UsageException("--learner '" + learner + "': " + e.getMessage());
        }
    }
}
