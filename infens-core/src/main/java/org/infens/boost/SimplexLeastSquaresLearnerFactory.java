package org.infens.boost;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code cgens-sls(weak=stump, C=1, J=500, eps=0.001, candidates=2000, draw=each)}: CGEns-SLS
 * ({@link SimplexLeastSquaresTrainer}); {@code weak} as for {@code cgens}.
 */
public final class SimplexLeastSquaresLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "cgens-sls";
    }

    @Override
    public String usage() {
        return "cgens-sls(weak=stump|perceptron|fourier, C=1, J=500, eps=0.001, candidates=2000, draw=each|once)"
                + "  [sigma of fourier: sqrt(tr(Cov(x))/2) from the data unless given]";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("weak", "C", "J", "eps", "candidates", "draw", "seed");
        SimplexLeastSquaresParams d = SimplexLeastSquaresParams.defaults();
        try {
            Spec weak = ColumnGenerationLearnerFactory.weakSpec(spec);
            return new SimplexLeastSquaresTrainer(new SimplexLeastSquaresParams(
                    ColumnGenerationLearnerFactory.kind(weak), ColumnGenerationLearnerFactory.sigma(weak),
                    spec.number("C", d.C()), spec.integer("J", d.maxColumns()),
                    spec.number("eps", d.epsilon()),
                    spec.integer("candidates", d.candidates()), ColumnGenerationLearnerFactory.drawOnce(spec),
                    ColumnGenerationLearnerFactory.seed(spec, context)));
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }
}
