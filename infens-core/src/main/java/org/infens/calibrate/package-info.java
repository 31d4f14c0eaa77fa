/**
 * Turning decision values into probabilities, as LIBSVM 3.24's {@code -b 1} does (Chang &amp; Lin 2011): Platt's
 * sigmoid fitted by the algorithm of Lin, Lin &amp; Weng 2007 ({@link org.infens.calibrate.Sigmoid}), the pairwise
 * coupling of Wu, Lin &amp; Weng 2004 for more than two classes ({@link org.infens.calibrate.PairwiseCoupling}), and
 * the trainer that fits one sigmoid per pair of classes on LIBSVM's internal folds for any classifier
 * ({@link org.infens.calibrate.CalibratedTrainer}, {@code calibrated(base=...)}), whose models
 * ({@link org.infens.calibrate.CalibratedClassifier}) are {@link org.infens.ProbabilisticClassifier}s. For support
 * vector regression, {@link org.infens.calibrate.LaplaceTrainer} fits the Laplace model of the residuals (Lin &amp;
 * Weng 2004). The folds are drawn from the C library's {@code rand()} as svm-train draws them
 * ({@link org.infens.select.GlibcRandom}), so that seed 1 gives LIBSVM's numbers.
 */
package org.infens.calibrate;
