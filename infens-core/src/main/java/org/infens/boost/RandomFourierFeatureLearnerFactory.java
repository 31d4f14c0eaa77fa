package org.infens.boost;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code rff(D=2000, sigma=S, C=1, tol=0.01, epochs=1000)}: random Fourier features with a linear SVM
 * ({@link RandomFourierFeatureTrainer}); without sigma, the bandwidth comes from the training data
 * ({@link FourierBandwidth}).
 */
public final class RandomFourierFeatureLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "rff";
    }

    @Override
    public String usage() {
        return "rff(D=2000, C=1, tol=0.01, epochs=1000)  [sigma=S; sqrt(tr(Cov(x))/2) from the data unless given]";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("D", "sigma", "C", "tol", "epochs", "seed");
        RandomFourierFeatureParams p = RandomFourierFeatureParams.defaults();
        try {
            int features = spec.integer("D", p.features());
            return new RandomFourierFeatureTrainer(new RandomFourierFeatureParams(features,
                    ColumnGenerationLearnerFactory.sigma(spec), spec.number("C", p.C()), spec.number("tol", p.tolerance()),
                    spec.integer("epochs", p.maxEpochs()), ColumnGenerationLearnerFactory.seed(spec, context)));
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }
}
