package org.infens.calibrate;

import java.util.List;
import java.util.Objects;
import org.infens.Seeded;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.select.GlibcRandom;
import org.infens.spec.Spec;
import org.infens.svm.SvrModel;
import org.infens.svm.SvrTrainer;

/**
 * Probability estimates for support vector regression as LIBSVM 3.24's {@code svm-train -s 3|4 -b 1} makes them
 * ({@code svm_svr_probability}): the Laplace model of the residuals of Lin &amp; Weng 2004, "Simple probabilistic
 * predictions for support vector regression" (technical report, National Taiwan University), target = prediction + z
 * with density e^(-|z|/sigma) / (2 sigma), its scale sigma stored in the {@link SvrModel} ({@link SvrModel#sigma()},
 * LIBSVM's {@code probA}).
 *
 * <p>sigma is fitted on out-of-fold residuals, as LIBSVM: the rows (those of positive weight, in data order) are cut
 * into {@code folds} folds by {@link Folds#libsvmUnstratified}, drawn from a {@link GlibcRandom} seeded with
 * {@link #seed()} (seed 1, or 0, is {@code svm-train}'s, which never calls {@code srand}; fewer rows than folds give
 * one fold per row, as {@code svm_cross_validation}) past its first {@link #skippedDraws()} values (0 unless set,
 * {@link #withSkippedDraws}); the SVR is trained on each fold's other rows, in the shuffled order, and predicts the
 * fold's rows (each of these models is shown to the {@link FoldListener}, if one is set). With the residuals z_i =
 * y_i - f(x_i), mae = mean |z_i|; the residuals with |z_i| &gt; 5 sqrt(2 mae^2) (five standard deviations of a Laplace
 * of scale mae) are dropped as outliers, and sigma is the mean |z_i| of the others (the Laplace's maximum-likelihood
 * scale). The model itself is the SVR trained on all rows. Costs {@code folds} extra trainings on 1 - 1/folds of the
 * rows.
 */
public final class LaplaceTrainer implements WeightedTrainer<SvrModel>, Seeded<LaplaceTrainer> {
    private final SvrTrainer base;
    private final InternalCrossValidation cv;

    /**
     * A trainer of SVRs with the Laplace model of their residuals.
     *
     * @param base  the SVR's trainer (epsilon-SVR or nu-SVR)
     * @param folds the number of internal folds, {@code >= 2} (LIBSVM's 5, {@link CalibratedTrainer#DEFAULT_FOLDS})
     * @param seed  the seed of the folds' {@code srand} (1 as svm-train)
     * @throws IllegalArgumentException for fewer than 2 folds
     */
    public LaplaceTrainer(SvrTrainer base, int folds, long seed) {
        this(base, new InternalCrossValidation(folds, seed, 0, null));
    }

    /** A trainer of SVRs with the Laplace model of their residuals, fitted by the cross-validation {@code cv}. */
    LaplaceTrainer(SvrTrainer base, InternalCrossValidation cv) {
        this.base = Objects.requireNonNull(base, "base");
        this.cv = cv;
    }

    /**
     * This trainer with its folds drawn past the first {@code draws} values of {@code srand(seed)}'s
     * {@code rand()}: what LIBSVM's {@code svm_cross_validation} with probability estimates ({@code svm-train -v k
     * -b 1}) draws for a fold, its one {@code rand()} having given the cross-validation's shuffle (one value per
     * row) and the fits of the folds before. A fit on n rows (of positive weight) draws n values.
     *
     * @param draws the number of values skipped, {@code >= 0}
     * @throws IllegalArgumentException if {@code draws} is negative
     */
    public LaplaceTrainer withSkippedDraws(long draws) {
        return new LaplaceTrainer(base, cv.withSkippedDraws(draws));
    }

    /** The number of {@code rand()} values skipped before the folds are drawn (0 unless set). */
    public long skippedDraws() {
        return cv.skippedDraws();
    }

    /**
     * This trainer telling {@code foldListener} of each SVR of its internal cross-validation (null for none; pair
     * 0). The listener is not part of the configuration: the model is the same with or without it.
     */
    public LaplaceTrainer withListener(FoldListener foldListener) {
        return new LaplaceTrainer(base, cv.withListener(foldListener));
    }

    /** The SVR's trainer. */
    public SvrTrainer base() {
        return base;
    }

    @Override
    public long seed() {
        return cv.seed();
    }

    /** The same trainer with {@code newSeed} (its skipped draws and listener kept). */
    @Override
    public LaplaceTrainer withSeed(long newSeed) {
        return new LaplaceTrainer(base, cv.withSeed(newSeed));
    }

    /** {@code calibrated(base=svm(type=epsilon-svr, ...))}, with {@code folds} when it is not 5. */
    @Override
    public Spec spec() {
        return cv.spec(base);
    }

    /**
     * Fits the SVR and the scale of its residuals' Laplace model.
     *
     * @throws IllegalArgumentException as {@link SvrTrainer#fit(Dataset, double[])}, or if fewer than two rows have
     *                                  a positive weight
     */
    @Override
    public SvrModel fit(Dataset data, double[] weights) {
        Objects.requireNonNull(data, "data");
        SvrModel model = base.fit(data, weights);
        int n = data.size();
        int[] rows = new int[n];
        int l = 0;
        for (int r = 0; r < n; r++) {
            if (weights == null || weights[r] > 0) {
                rows[l++] = r;
            }
        }
        if (l < 2) {
            throw new IllegalArgumentException("calibrated: the Laplace model of the residuals needs at least 2 rows"
                    + " (with positive weight), got " + l);
        }
        double[] target = data.targets();
        double[] residual = new double[l];
        List<Fold> split = Folds.libsvmUnstratified(l, Math.min(cv.folds(), l), cv.random());
        for (int f = 0; f < split.size(); f++) {
            Fold fold = split.get(f);
            int[] train = fold.train();
            int[] test = fold.test();
            int[] trainRows = new int[train.length];
            double[] trainWeights = weights == null ? null : new double[train.length];
            for (int t = 0; t < train.length; t++) {
                trainRows[t] = rows[train[t]];
                if (trainWeights != null) {
                    trainWeights[t] = weights[trainRows[t]];
                }
            }
            int[] testRows = new int[test.length];
            for (int t = 0; t < test.length; t++) {
                testRows[t] = rows[test[t]];
            }
            SvrModel m = base.fit(data.view(trainRows), trainWeights);
            cv.fitted(0, f, m);
            double[] predicted = m.predictRows(data.view(testRows), 1);
            for (int t = 0; t < test.length; t++) {
                residual[test[t]] = target[testRows[t]] - predicted[t];
            }
        }
        double sigma = laplaceScale(residual);
        return new SvrModel(model.state().withSigma(sigma), cv.provenance(base, data));
    }

    /**
     * {@code svm_svr_probability}'s scale of residuals {@code z}: the mean |z_i| of those within 5 sqrt(2 mae^2) of
     * 0, mae being the mean |z_i| of all.
     */
    static double laplaceScale(double[] z) {
        int l = z.length;
        double mae = 0;
        for (double v : z) {
            mae += Math.abs(v);
        }
        mae /= l;
        double std = Math.sqrt(2 * mae * mae);
        int count = 0;
        mae = 0;
        for (double v : z) {
            if (Math.abs(v) > 5 * std) {
                count++;
            } else {
                mae += Math.abs(v);
            }
        }
        return mae / (l - count);
    }
}
