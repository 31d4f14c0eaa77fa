package org.infens.quasilinear;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.data.Quote;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code quasilinear(trees=10, C=1, lambda=1, partitions=cv, lambda1=0.1, lambda2=0.1, error=0.05, min-leaf=10,
 * candidates=0.66, normalize=l2, folds=3, width=std, linear-error=training)}: a {@link QuasiLinearTrainer}. {@code C} may be a vector
 * ({@code C=[0.1,0.5,1,5,10,20,50]}), chosen from by cross-validation together with M; {@code partitions} is a
 * number M or {@code cv}.
 */
public final class QuasiLinearLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "quasilinear";
    }

    @Override
    public String usage() {
        return "quasilinear(trees=10, C=1, lambda=1, partitions=cv, lambda1=0.1, lambda2=0.1, error=0.05, "
                + "min-leaf=10, candidates=0.66, normalize=l2, folds=3, width=std, linear-error=training)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("trees", "C", "lambda", "partitions", "lambda1", "lambda2", "error", "min-leaf",
                "candidates", "normalize", "folds", "width", "linear-error", "seed");
        QuasiLinearParams d = QuasiLinearParams.defaults();
        try {
            double[] c = spec.get("C") instanceof double[] ? spec.vector("C")
                    : new double[] {spec.number("C", 1)};
            int partitions = QuasiLinearParams.CROSS_VALIDATED;
            if (spec.get("partitions") instanceof Double) {
                partitions = spec.integer("partitions", 0);
                if (partitions < 1) {
                    throw new IllegalArgumentException("partitions must be >= 1 or cv, got " + partitions);
                }
            } else if (!spec.word("partitions", "cv").equals("cv")) {
                throw new IllegalArgumentException("partitions must be a number >= 1 or cv, got "
                        + Quote.of(spec.word("partitions", "cv")));
            }
            String norm = spec.word("normalize", "l2");
            if (!norm.equals("l2") && !norm.equals("none")) {
                throw new IllegalArgumentException("normalize must be l2 or none, got " + Quote.of(norm));
            }
            return new QuasiLinearTrainer(new QuasiLinearParams(spec.integer("trees", d.trees()), c,
                    spec.number("lambda", d.lambda()), partitions, spec.number("lambda1", d.lambda1()),
                    spec.number("lambda2", d.lambda2()), spec.number("error", d.errorThreshold()),
                    spec.integer("min-leaf", d.minLeafSize()), spec.number("candidates", d.candidateFraction()),
                    norm.equals("l2"), spec.integer("folds", d.folds()),
                    QuasiLinearParams.Width.of(spec.word("width", d.width().word())),
                    QuasiLinearParams.LinearError.of(spec.word("linear-error", d.linearError().word())),
                    context.threads(), context.seed()));
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }
}
