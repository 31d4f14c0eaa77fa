package org.infens.calibrate;

import org.infens.Classifier;
import org.infens.Model;
import org.infens.Regressor;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.infens.svm.SvrTrainer;

/**
 * {@code calibrated(base=svm, folds=5)}: probability estimates as LIBSVM's {@code -b 1} makes them, for any
 * classifier spec ({@link CalibratedTrainer}: Platt's sigmoids on internal cross-validation, pairwise coupling) and
 * for the SVRs ({@link LaplaceTrainer}: the Laplace model of the residuals). The internal folds are drawn from the
 * seed (the caller's, or {@code seed=}) as LIBSVM draws them from {@code rand()}: seed 1 gives {@code svm-train}'s.
 * {@code svm(..., probability=1)}, LIBSVM's spelling, is this learner around {@code svm(...)}.
 */
public final class CalibratedLearnerFactory implements LearnerFactory {
    private static final String DEFAULT_BASE = "svm";

    @Override
    public String name() {
        return "calibrated";
    }

    @Override
    public String usage() {
        return "calibrated(base=" + DEFAULT_BASE + ", folds=" + CalibratedTrainer.DEFAULT_FOLDS + ")";
    }

    /** Whether the base is a regression learner (an SVR, calibrated by the Laplace model). */
    @Override
    public boolean regression(Spec spec) {
        return Learners.isRegression(base(spec));
    }

    @Override
    public Trainer<? extends Model> create(Spec spec, LearnerContext context) {
        spec.requireOnly("base", "folds", "seed");
        Spec base = base(spec);
        try {
            int folds = spec.integer("folds", CalibratedTrainer.DEFAULT_FOLDS);
            InternalCrossValidation cv = new InternalCrossValidation(folds, context.seed(), 0, null);
            if (Learners.isRegression(base)) {
                Trainer<? extends Regressor> t = Learners.createRegressor(base, context);
                if (!(t instanceof SvrTrainer svr)) {
                    throw new IllegalArgumentException("base " + base + " is a regression learner other than an"
                            + " SVR; the Laplace model of residuals is fitted for svm(type=epsilon-svr) and"
                            + " svm(type=nu-svr)");
                }
                return new LaplaceTrainer(svr, cv);
            }
            Trainer<? extends Classifier> t = Learners.create(base, context);
            return CalibratedTrainer.of(t, cv);
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }

    private static Spec base(Spec spec) {
        return spec.has("base") ? spec.spec("base") : Spec.of(DEFAULT_BASE);
    }
}
