package org.infens.cli;

import org.infens.Classifier;
import org.infens.Regressor;
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
            + "(default: by extension, .csv, .arff, else libsvm; gzip files are decompressed, .csv.gz is csv)")
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
        return checked(() -> Learners.create(spec(), new LearnerContext(seed, threadCount)));
    }

    /**
     * Whether the spec is a regression learner ({@link Learners#isRegression}, e.g.
     * {@code svm(type=epsilon-svr)}); an unknown learner is a usage error naming the option.
     */
    boolean regression() {
        return checked(() -> Learners.isRegression(spec()));
    }

    /** The regression trainer the spec describes; an invalid spec is a usage error naming the option. */
    Trainer<? extends Regressor> regressor(int threadCount) {
        return checked(() -> Learners.createRegressor(spec(), new LearnerContext(seed, threadCount)));
    }

    /** {@code what}, its invalid argument a usage error naming {@code --learner}. */
    private <T> T checked(java.util.function.Supplier<T> what) {
        threads.count();
        try {
            return what.get();
        } catch (UsageException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new UsageException("--learner " + Quote.of(learner) + ": " + e.getMessage());
        }
    }
}
