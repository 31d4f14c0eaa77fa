package org.infens.cli;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.data.Quote;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options that choose and seed a learner, shared by {@code infens fit}, {@code infens cv} and {@code infens select}
 * (picocli mixin).
 */
final class LearnerOptions {
    @Option(names = {"-l", "--learner"}, paramLabel = "SPEC", required = true,
            description = "the learner, e.g. 'svm(kernel=stump, C=0.5)', 'adaboost(base=stump, T=100)', "
                    + "'lpboost(base=stump, C=1)'; 'infens learners' lists them all")
    String learner;

    @Option(names = "--seed", paramLabel = "S", description = "seed of every random choice (default 1)")
    long seed = 1;

    @Mixin
    ThreadsOption threads = new ThreadsOption();

    @Option(names = "--format", paramLabel = "FORMAT", description = "data format: libsvm, csv or arff "
            + "(default: by extension, .csv, .arff, else libsvm)")
    String format;

    /** The parsed spec; a syntax error is a usage error naming the option. */
    Spec spec() {
        try {
            return Spec.parse(learner);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--learner " + Quote.of(learner) + ": " + e.getMessage());
        }
    }

    /** The trainer the spec describes; an unknown learner or parameter is a usage error naming the option. */
    Trainer<? extends Classifier> trainer(int threadCount) {
        threads.count();
        try {
            return Learners.create(spec(), new LearnerContext(seed, threadCount));
        } catch (UsageException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new UsageException("--learner " + Quote.of(learner) + ": " + e.getMessage());
        }
    }
}
