package org.infens.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.infens.Classifier;
import org.infens.Trainer;
import org.junit.jupiter.api.Test;

/**
 * {@link Trainer#spec()}: a trainer made from a spec reports that spec before it trains, every parameter given with
 * the value given (and the others at their defaults), and a trainer made from its report reports the same.
 */
class TrainerSpecTest {
    /** Every learner, with parameters other than their defaults where it has any. */
    static final List<String> SPECS = List.of(
            "svm(kernel=stump, C=0.5)",
            "svm(kernel=rbf(gamma=0.25), C=8, eps=0.01, cache=20, shrinking=0)",
            "adaboost(base=c45, T=25)",
            "adaboost(base=stump, T=cv, folds=3, maxT=200, step=5)",
            "adaboost-mh(T=30)",
            "adaboost-mh(T=30, variant=real)",
            "adaboost-ecc(T=30, coloring=max-cut)",
            "lpboost(base=perceptron(epochs=20), C=0.5, columns=50)",
            "resample(base=svm(kernel=stump, C=0.5))",
            "cgens(weak=perceptron, C=2, J=40, eps=0.01, candidates=100)",
            "cgens-sls(weak=stump, C=4, J=30)",
            "rff(D=100, sigma=2, C=3)",
            "kernel-perceptron(kernel=laplacian, epochs=3, average=1)",
            "kernelboost(loss=log, rounds=4, learner=svm, C=2)",
            "kernelboost(rounds=5, epochs=3)",
            "ovo(base=svm(kernel=stump))",
            "ovr(base=c45)",
            "perceptron(epochs=50)",
            "sampled-perceptron(candidates=30)",
            "c45(confidence=0.1, minLeaf=3)",
            "stump",
            "random-forest(trees=20, min-leaf=2)",
            "bagging(trees=7, max-depth=4)",
            "quasilinear(trees=4, C=2, partitions=3, folds=2)",
            "calibrated(base=svm(kernel=stump, C=0.5), folds=3)");

    @Test
    void everyTrainerReportsTheSpecItWasMadeFrom() {
        LearnerContext context = new LearnerContext(3, 1);
        Set<String> covered = new TreeSet<>();
        for (String text : SPECS) {
            Spec given = Spec.parse(text);
            covered.add(given.name());
            Trainer<? extends Classifier> trainer = Learners.create(given, context);
            Spec reported = trainer.spec();
            assertEquals(given.name(), reported.name(), text);
            for (String key : given.keys()) {
                assertTrue(reported.has(key), text + ": " + reported + " lacks " + key);
                assertEquals(Spec.of("x").with(key, given.get(key)), Spec.of("x").with(key, reported.get(key)),
                        text + ": " + key + " in " + reported);
            }
            assertEquals(reported, Learners.create(reported, context).spec(), text);
        }
        Set<String> missing = new TreeSet<>(Learners.names());
        missing.removeAll(covered);
        assertTrue(missing.isEmpty(), "learners not covered: " + missing);
    }
}
