package org.infens.spec;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.Classifier;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A sanity check on real data for every learner {@code infens learners} lists (issue 19): with its defaults, no
 * learner may do worse than always answering the majority class. The learners come from {@link Learners#names()},
 * the registry that command prints, so a new learner is checked without touching this test.
 *
 * <p>Data, as a user has them (not rescaled): the bundled heart data (binary, 13 features in [-1, 1]) split as the
 * README's example, the first 170 rows for training and the other 100 for testing; and the bundled glass data (6
 * classes, 9 features with their raw ranges: silicon about 72, iron below 0.5), a stratified 60/40 split with seed
 * 1. On each, the training accuracy must exceed the majority rate of the training set (a learner that learns
 * nothing fails), and the accuracy on the held-out rows must be at least the majority rate of those rows.
 *
 * <p>A learner that separates two classes only refuses the six glass classes with a message that says what to use;
 * it is then checked inside {@code ovo(base=...)}, which is what a user would run.
 */
public class EveryLearnerBeatsTheMajorityTest {
    private static final Dataset[] HEART = heart();
    private static final Dataset[] GLASS = glass();

    static List<String> learners() {
        return Learners.names();
    }

    /** The README's split of heart: the first 170 rows to train on, the other 100 to test on. */
    public static Dataset[] heart() {
        Dataset heart = BundledData.load("heart");
        int[] first = new int[170];
        int[] rest = new int[heart.size() - first.length];
        for (int i = 0; i < heart.size(); i++) {
            if (i < first.length) {
                first[i] = i;
            } else {
                rest[i - first.length] = i;
            }
        }
        return new Dataset[] {heart.view(first), heart.view(rest)};
    }

    private static Dataset[] glass() {
        Dataset glass = BundledData.load("glass");
        Fold split = Folds.randomSplits(glass, 1, 0.6, 1).get(0);
        return new Dataset[] {glass.view(split.train()), glass.view(split.test())};
    }

    @ParameterizedTest
    @MethodSource("learners")
    void beatsTheMajorityClassOnHeart(String learner) {
        check(learner, "heart", HEART);
    }

    @ParameterizedTest
    @MethodSource("learners")
    void beatsTheMajorityClassOnGlass(String learner) {
        check(learner, "glass", GLASS);
    }

    private static void check(String learner, String name, Dataset[] split) {
        Dataset train = split[0];
        Dataset test = split[1];
        LearnerContext context = new LearnerContext(1, 2);
        String spec = learner;
        Classifier model;
        try {
            model = Learners.create(spec, context).fit(train);
        } catch (IllegalArgumentException e) {
            String message = String.valueOf(e.getMessage());
            assertTrue(train.classCount() > 2 && message.contains("classes") && message.contains("use "),
                    learner + " refused " + name + " without saying what to use instead: " + message);
            spec = "ovo(base=" + learner + ")";
            model = Learners.create(spec, context).fit(train);
        }
        double trainAccuracy = Metrics.accuracy(model, train);
        double testAccuracy = Metrics.accuracy(model, test);
        assertTrue(trainAccuracy > majority(train), spec + " on " + name + ": training accuracy " + trainAccuracy
                + " is not above the majority rate " + majority(train));
        assertTrue(testAccuracy >= majority(test), spec + " on " + name + ": held-out accuracy " + testAccuracy
                + " is below the majority rate " + majority(test));
    }

    /** The share of the most frequent class. */
    public static double majority(Dataset data) {
        int most = 0;
        for (int c : data.classCounts()) {
            most = Math.max(most, c);
        }
        return most / (double) data.size();
    }
}
