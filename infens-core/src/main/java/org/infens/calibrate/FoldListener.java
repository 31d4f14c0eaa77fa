package org.infens.calibrate;

import org.infens.Model;

/**
 * Told of each model the internal cross-validation of a calibration fits ({@link CalibratedTrainer},
 * {@link LaplaceTrainer}), so that a caller can report those trainings: LIBSVM 3.24's {@code svm-train -b 1} prints
 * the solver's lines of each of them before those of the pair's (or the regression's) final model (Chang &amp; Lin
 * 2011, LIBSVM: a library for support vector machines). Called on the thread that fits, in the order of the fits: pair
 * after pair in the base's order, fold after fold. The library itself never prints.
 */
@FunctionalInterface
public interface FoldListener {
    /**
     * A model of the internal cross-validation has been fitted.
     *
     * @param pair  the pair of classes in the base's order ({@link CalibratedClassifier#sigmoids()}'s index); 0 for
     *              two classes and for a regression
     * @param fold  the internal fold whose other rows trained the model, {@code 0..folds-1}
     * @param model the model (an {@code SvmModel} for an SVM base, an {@code SvrModel} for a regression)
     */
    void fitted(int pair, int fold, Model model);
}
