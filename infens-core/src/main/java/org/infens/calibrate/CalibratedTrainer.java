package org.infens.calibrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Seeded;
import org.infens.Trainer;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.select.GlibcRandom;
import org.infens.spec.Spec;
import org.infens.svm.OneClassSvmTrainer;
import org.infens.svm.SvmTrainer;

/**
 * Probability estimates for any classifier, made as LIBSVM 3.24's {@code svm-train -b 1} makes them for C-SVC and
 * nu-SVC ({@code svm_binary_svc_probability}): Platt's sigmoid (Lin, Lin &amp; Weng 2007, "A note on Platt's
 * probabilistic outputs for support vector machines", {@link Sigmoid}) fitted, for each pair of classes, to decision
 * values from an internal cross-validation, and pairwise coupling for more than two classes (Wu, Lin &amp; Weng 2004,
 * {@link PairwiseCoupling}) when predicting ({@link CalibratedClassifier}).
 *
 * <p>Training: the base is trained on all rows (its model is the one calibrated) and gives the classes and their
 * pairs: one pair for two classes, else the pairs of its decision values ({@link org.infens.PairwiseClassifier}; an
 * {@link SvmTrainer}'s model has LIBSVM's classes and pairs (0,1), (0,2), ..., (1,2), ...). Then for each pair
 * (i, j), in that order, as LIBSVM:
 * <ol>
 *   <li>the pair's rows are class i's rows, then class j's, each in data order (rows of weight 0 are left out);</li>
 *   <li>they are shuffled and cut into {@code folds} folds by {@link Folds#libsvmUnstratified}, drawing from ONE
 *   {@link GlibcRandom} seeded with {@link #seed()} for all the pairs, pair after pair (seed 1, or 0, which glibc
 *   takes as 1, draws what {@code svm-train}, which never calls {@code srand}, draws), past its first
 *   {@link #skippedDraws()} values (0 unless set: a cross-validation continues one stream, see
 *   {@link #withSkippedDraws});</li>
 *   <li>for each fold, the base is trained on the other folds' rows of class i then those of class j (each in the
 *   shuffled order: the order in which LIBSVM's {@code svm_train} groups them), with the rows' own labels and
 *   weights, and its decision values on the fold's rows, signed so that positive means class i, are kept; a fold
 *   whose training rows are of one class only gives its rows +1 (class i) or -1 (class j), as LIBSVM does; a fold
 *   without test rows (a pair of fewer than {@code folds} rows) is trained all the same, as LIBSVM trains it, and
 *   each fitted model is shown to the {@link FoldListener} if one is set ({@link #withListener});</li>
 *   <li>{@link Sigmoid#fit} fits the pair's sigmoid to these decision values, class i being the positive class.</li>
 * </ol>
 * LIBSVM trains each inner model with C = 1 and the class weights C_i, C_j, the pair's weighted costs; training an
 * {@link SvmTrainer} base with its own parameters on the pair's rows does the same (nu-SVC ignores both, as in
 * LIBSVM). An {@link SvmTrainer}'s class weights of classes outside the pair are dropped for the pair's fits. So with
 * an SVM base the sigmoids are LIBSVM's {@code probA}, {@code probB} up to the solvers' tolerance. One difference
 * remains: with more than two classes, a pair of classes labelled -1 and 1, in that order, is trained with 1 as the
 * inner model's first class (LIBSVM's swap for two classes, {@link Labels#libsvmOrder}) where LIBSVM relabels the
 * pair +1/-1 first; the decision values are signed the same, the solver's path may differ within its tolerance.
 *
 * <p>Costs {@code folds} extra trainings per pair on 1 - 1/folds of its rows, as LIBSVM's five. The result does not
 * depend on the number of threads (the base uses its own). The one-class SVM is refused, as LIBSVM refuses
 * {@code -s 2 -b 1}.
 */
public sealed class CalibratedTrainer implements Trainer<CalibratedClassifier>, Seeded<CalibratedTrainer>
        permits CalibratedTrainer.Weighted {
    /** LIBSVM's number of internal folds. */
    public static final int DEFAULT_FOLDS = 5;

    private final Trainer<? extends Classifier> base;
    private final InternalCrossValidation cv;

    private CalibratedTrainer(Trainer<? extends Classifier> base, InternalCrossValidation cv) {
        this.base = Objects.requireNonNull(base, "base");
        if (base instanceof OneClassSvmTrainer) {
            throw new IllegalArgumentException("one-class SVM probability output not supported yet (as in LIBSVM):"
                    + " " + base.spec() + " cannot be calibrated");
        }
        this.cv = cv;
    }

    /**
     * A trainer that calibrates {@code base}: a {@link Weighted} one when the base takes example weights.
     *
     * @param base  the classifier's trainer; its models must have two classes, or be
     *              {@link org.infens.PairwiseClassifier}s
     * @param folds the number of internal folds, {@code >= 2} ({@link #DEFAULT_FOLDS} as LIBSVM)
     * @param seed  the seed of the folds' {@code srand} (1 as svm-train)
     * @throws IllegalArgumentException for a one-class SVM base or fewer than 2 folds
     */
    public static CalibratedTrainer of(Trainer<? extends Classifier> base, int folds, long seed) {
        return of(base, new InternalCrossValidation(folds, seed, 0, null));
    }

    /** A trainer that calibrates {@code base} with the internal cross-validation {@code cv}. */
    static CalibratedTrainer of(Trainer<? extends Classifier> base, InternalCrossValidation cv) {
        return base instanceof WeightedTrainer<?> ? new Weighted(base, cv) : new CalibratedTrainer(base, cv);
    }

    /**
     * This calibration with its folds drawn past the first {@code draws} values of {@code srand(seed)}'s
     * {@code rand()}: what LIBSVM's {@code svm_cross_validation} with probability estimates ({@code svm-train -v k
     * -b 1}) draws for a fold, its one {@code rand()} having given the cross-validation's shuffle (one value per
     * row) and the calibrations of the folds before. A calibration on n rows of c classes (of positive weight)
     * draws (c - 1) n values: the rows of each of the c (c - 1) / 2 pairs once.
     *
     * @param draws the number of values skipped, {@code >= 0}
     * @throws IllegalArgumentException if {@code draws} is negative
     */
    public CalibratedTrainer withSkippedDraws(long draws) {
        return of(base, cv.withSkippedDraws(draws));
    }

    /** The number of {@code rand()} values skipped before the first fold is drawn (0 unless set). */
    public long skippedDraws() {
        return cv.skippedDraws();
    }

    /**
     * This calibration telling {@code foldListener} of each model of its internal cross-validation (null for
     * none). The listener is not part of the configuration: the models are the same with or without it.
     */
    public CalibratedTrainer withListener(FoldListener foldListener) {
        return of(base, cv.withListener(foldListener));
    }

    /** The trainer of the classifier that is calibrated. */
    public Trainer<? extends Classifier> base() {
        return base;
    }

    /** The number of internal folds. */
    public int folds() {
        return cv.folds();
    }

    @Override
    public long seed() {
        return cv.seed();
    }

    /**
     * The same calibration with {@code newSeed} (its skipped draws and listener kept), and the base with it too when
     * it is {@link Seeded}.
     */
    @Override
    public CalibratedTrainer withSeed(long newSeed) {
        return of(Seeded.reseeded(base, newSeed), cv.withSeed(newSeed));
    }

    /** {@code calibrated(base=SPEC)}, with {@code folds} when it is not 5. */
    @Override
    public Spec spec() {
        return cv.spec(base);
    }

    /**
     * Fits the base and its sigmoids, with the data set's instance weights where the base takes them.
     *
     * @throws IllegalArgumentException as the base's training, or if the base's model has more than two classes and
     *                                  no decision value per pair of them
     */
    @Override
    public CalibratedClassifier fit(Dataset data) {
        return calibrate(data, null);
    }

    /**
     * The calibration of a base that takes example weights ({@link WeightedTrainer}): the weights go to every fit
     * of the base, and rows of weight 0 take no part in the pairs' folds.
     */
    public static final class Weighted extends CalibratedTrainer implements WeightedTrainer<CalibratedClassifier> {
        private Weighted(Trainer<? extends Classifier> base, InternalCrossValidation cv) {
            super(base, cv);
        }

        @Override
        public CalibratedClassifier fit(Dataset data, double[] weights) {
            Objects.requireNonNull(data, "data");
            double[] w = weights;
            if (w == null) {
                w = new double[data.size()];
                java.util.Arrays.fill(w, 1.0);
            } else if (w.length != data.size()) {
                throw new IllegalArgumentException("weights has " + w.length + " entries but the data has "
                        + data.size() + " rows");
            }
            return calibrate(data, w);
        }
    }

    /**
     * The calibrated model of {@code data}: with {@code weights} given to a weighted base, or, when null, with the
     * data's own instance weights (if any) as the base reads them.
     */
    final CalibratedClassifier calibrate(Dataset data, double[] weights) {
        Objects.requireNonNull(data, "data");
        int n = data.size();
        double[] weight = new double[n];
        for (int r = 0; r < n; r++) {
            double w = weights != null ? weights[r] : data.weight(r);
            if (!(w >= 0) || !Double.isFinite(w)) {
                throw new IllegalArgumentException("weight of row " + r + " must be finite and >= 0, got " + w);
            }
            weight[r] = w;
        }
        Classifier model = fitBase(base, data, weights);
        String baseName = base.spec().toString();
        int[][] pairs = CalibratedClassifier.pairs(model, baseName);
        Labels labels = model.labels();
        // each row's class in the model's order; -1 for rows of weight 0
        int[] classOf = new int[n];
        int[] modelClassOfData = new int[data.classCount()];
        for (int c = 0; c < modelClassOfData.length; c++) {
            modelClassOfData[c] = labels.indexOf(data.labels().name(c));
        }
        for (int r = 0; r < n; r++) {
            classOf[r] = -1;
            if (weight[r] > 0) {
                classOf[r] = modelClassOfData[data.classOf(r)];
                if (classOf[r] < 0) {
                    throw new IllegalArgumentException("base " + baseName + ": its model has no class "
                            + data.labels().name(data.classOf(r)) + ", the label of training row " + r);
                }
            }
        }
        GlibcRandom rng = cv.random();
        List<Sigmoid> sigmoids = new ArrayList<>(pairs[0].length);
        for (int p = 0; p < pairs[0].length; p++) {
            sigmoids.add(pairSigmoid(data, weights, classOf, labels, p, pairs[0][p], pairs[1][p], rng));
        }
        return new CalibratedClassifier(new CalibratedClassifier.State(model, sigmoids), cv.provenance(base, data));
    }

    /**
     * The sigmoid of the pair (a, b), pair {@code pair} of the base, class a positive, from the cross-validated
     * decision values of its rows.
     */
    private Sigmoid pairSigmoid(Dataset data, double[] weights, int[] classOf, Labels labels, int pair, int a, int b,
                                GlibcRandom rng) {
        int countA = 0;
        int countB = 0;
        for (int c : classOf) {
            countA += c == a ? 1 : 0;
            countB += c == b ? 1 : 0;
        }
        int l = countA + countB;
        int[] rows = new int[l];
        boolean[] positive = new boolean[l];
        for (int r = 0, ia = 0, ib = countA; r < classOf.length; r++) {
            if (classOf[r] == a) {
                positive[ia] = true;
                rows[ia++] = r;
            } else if (classOf[r] == b) {
                rows[ib++] = r;
            }
        }
        String nameA = labels.name(a);
        String nameB = labels.name(b);
        Trainer<? extends Classifier> pairTrainer = pairTrainer(nameA, nameB);
        double[] dec = new double[l];
        List<Fold> split = Folds.libsvmUnstratified(l, cv.folds(), rng);
        for (int f = 0; f < split.size(); f++) {
            int[] test = split.get(f).test();
            int[] train = split.get(f).train();
            int positives = 0;
            for (int t : train) {
                positives += positive[t] ? 1 : 0;
            }
            int negatives = train.length - positives;
            if (positives == 0 || negatives == 0) {
                // LIBSVM: a training part of one class (or none) gives +1, -1 (or 0) without a model, and a fold
                // without test rows is trained all the same (its model unused but reported)
                double value = positives > 0 ? 1 : negatives > 0 ? -1 : 0;
                for (int t : test) {
                    dec[t] = value;
                }
                continue;
            }
            // class a's training rows, then class b's, each in the shuffled order
            int[] subRows = new int[train.length];
            int[] subClass = new int[train.length];
            double[] subWeights = weights == null ? null : new double[train.length];
            int s = 0;
            for (int pass = 0; pass < 2; pass++) {
                for (int t : train) {
                    if (positive[t] == (pass == 0)) {
                        subRows[s] = rows[t];
                        subClass[s] = pass;
                        if (subWeights != null) {
                            subWeights[s] = weights[rows[t]];
                        }
                        s++;
                    }
                }
            }
            Dataset sub = data.view(subRows).withClassIndices(subClass, Labels.of(nameA, nameB));
            Classifier m;
            try {
                m = fitBase(pairTrainer, sub, subWeights);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("calibrated: fold " + (f + 1) + " of classes " + nameA + " and "
                        + nameB + ": " + e.getMessage(), e);
            }
            cv.fitted(pair, f, m);
            double sign = sign(m, nameA, nameB);
            int[] testRows = new int[test.length];
            for (int t = 0; t < test.length; t++) {
                testRows[t] = rows[test[t]];
            }
            List<Prediction> predictions = m.predictRows(data.view(testRows), 1);
            for (int t = 0; t < test.length; t++) {
                dec[test[t]] = sign * predictions.get(t).decisionValues()[0];
            }
        }
        return Sigmoid.fit(dec, positive);
    }

    /**
     * The base for the pair (a, b)'s fits: the base itself, except that an {@link SvmTrainer}'s class weights keep
     * those of a and b only (LIBSVM gives the inner model the pair's weighted costs), which the pair's rows have.
     */
    private Trainer<? extends Classifier> pairTrainer(String nameA, String nameB) {
        if (base instanceof SvmTrainer svm && !svm.params().classWeights().isEmpty()) {
            Map<String, Double> kept = new TreeMap<>();
            for (Map.Entry<String, Double> e : svm.params().classWeights().entrySet()) {
                if (e.getKey().equals(nameA) || e.getKey().equals(nameB)) {
                    kept.put(e.getKey(), e.getValue());
                }
            }
            return new SvmTrainer(svm.params().withClassWeights(kept));
        }
        return base;
    }

    /** +1 when the pair's model has class a first (its decision value positive for a), -1 when b first. */
    private double sign(Classifier m, String nameA, String nameB) {
        Labels l = m.labels();
        if (l.size() == 2 && l.name(0).equals(nameA) && l.name(1).equals(nameB)) {
            return 1;
        }
        if (l.size() == 2 && l.name(0).equals(nameB) && l.name(1).equals(nameA)) {
            return -1;
        }
        throw new IllegalArgumentException("base " + base.spec() + ", trained on the rows of classes " + nameA + " and "
                + nameB + ", gave a model of classes " + String.join(", ", l.names()) + "; calibration needs a binary "
                + "model of those two");
    }

    /** {@code trainer}'s model of {@code data}, with {@code weights} when given (then the trainer takes them). */
    @SuppressWarnings("unchecked")
    private static Classifier fitBase(Trainer<? extends Classifier> trainer, Dataset data, double[] weights) {
        if (weights == null) {
            return trainer.fit(data);
        }
        return ((WeightedTrainer<? extends Classifier>) trainer).fit(data, weights);
    }
}
