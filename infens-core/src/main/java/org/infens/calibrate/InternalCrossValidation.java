package org.infens.calibrate;

import org.infens.Model;
import org.infens.Provenance;
import org.infens.Trainer;
import org.infens.Version;
import org.infens.data.Dataset;
import org.infens.select.GlibcRandom;
import org.infens.spec.Spec;

/**
 * The internal cross-validation of a calibration ({@link CalibratedTrainer}, {@link LaplaceTrainer}), as LIBSVM
 * 3.24's {@code svm-train -b 1} runs it: {@code folds} folds drawn from {@code srand(seed)}'s {@code rand()} past its
 * first {@code skippedDraws} values, each fitted model shown to {@code listener} (null for none; not part of the
 * configuration: the models are the same with or without it).
 *
 * @param folds        the number of internal folds, {@code >= 2} ({@link CalibratedTrainer#DEFAULT_FOLDS} as LIBSVM)
 * @param seed         the seed of the folds' {@code srand} (1 as svm-train)
 * @param skippedDraws the number of {@code rand()} values skipped before the first fold is drawn, {@code >= 0}
 * @param listener     told of each model of the cross-validation, or null
 */
record InternalCrossValidation(int folds, long seed, long skippedDraws, FoldListener listener) {
    /** Throws {@link IllegalArgumentException} naming {@code folds} (if &lt; 2) or {@code skippedDraws} (if &lt; 0). */
    InternalCrossValidation {
        if (folds < 2) {
            throw new IllegalArgumentException("folds must be >= 2, got " + folds);
        }
        if (skippedDraws < 0) {
            throw new IllegalArgumentException("skippedDraws must be >= 0, got " + skippedDraws);
        }
    }

    /** This cross-validation past the first {@code draws} values. */
    InternalCrossValidation withSkippedDraws(long draws) {
        return new InternalCrossValidation(folds, seed, draws, listener);
    }

    /** This cross-validation telling {@code foldListener} (null for none). */
    InternalCrossValidation withListener(FoldListener foldListener) {
        return new InternalCrossValidation(folds, seed, skippedDraws, foldListener);
    }

    /** This cross-validation from {@code newSeed}, its skipped draws and listener kept. */
    InternalCrossValidation withSeed(long newSeed) {
        return new InternalCrossValidation(folds, newSeed, skippedDraws, listener);
    }

    /** A new {@code srand(seed)} past the skipped draws: the stream the folds are drawn from. */
    GlibcRandom random() {
        GlibcRandom rng = new GlibcRandom(seed);
        rng.skip(skippedDraws);
        return rng;
    }

    /** Tells the listener, if any, that the model of fold {@code fold} of pair {@code pair} has been fitted. */
    void fitted(int pair, int fold, Model model) {
        if (listener != null) {
            listener.fitted(pair, fold, model);
        }
    }

    /** {@code calibrated(base=SPEC)}, with {@code folds} when it is not {@link CalibratedTrainer#DEFAULT_FOLDS}. */
    Spec spec(Trainer<?> base) {
        Spec s = Spec.of("calibrated").with("base", base.spec());
        return folds == CalibratedTrainer.DEFAULT_FOLDS ? s : s.with("folds", folds);
    }

    /** The provenance of {@code base}'s calibrated model of {@code data}: {@link #spec}, the seed, the data. */
    Provenance provenance(Trainer<?> base, Dataset data) {
        return new Provenance("calibrated", spec(base).toString(), seed, data.fingerprint(), data.dimension(),
                Version.VERSION);
    }
}
