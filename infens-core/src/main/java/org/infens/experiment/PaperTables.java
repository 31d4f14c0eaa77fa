package org.infens.experiment;

/**
 * The papers' tables, one definition each: its rows (data sets) and columns ({@link Method}s, with the grids of
 * {@link PaperMethods} and {@link Paper001Methods}), what it measures, its protocol notes, and the rows of the
 * paper's table quoted as printed, from which the published values are read ({@link Experiment.Builder#quoting}).
 * A test compares every quoted row with the paper's text where the papers are at hand.
 *
 * <p>Choices common to the tables: Lin &amp; Li 2008's tables leave out their last four rows (a1a, splice, svmguide1,
 * w1a: one benchmark split each, sets not bundled); Shen &amp; Liu 2014's tables print standard deviations, stored as
 * standard errors ({@link Experiment.Builder#standardDeviationsOver}); Shen &amp; Liu 2014's "diabetes" is the bundled
 * pima, and Lin 2005's "threernorm" is threenorm.
 */
final class PaperTables {
    /** How reports cite the paper of Lin &amp; Li 2008's tables. */
    static final String LIN_LI = "Lin & Li, \"Support Vector Machinery for Infinite Ensemble Learning\", JMLR 9, 2008";
    /** How reports cite the thesis of Lin 2005's table. */
    static final String LIN = "Lin, \"Infinite Ensemble Learning with Support Vector Machines\", MS thesis, Caltech,"
            + " 2005";
    /** How reports cite the thesis of Zhao 2017's tables. */
    static final String ZHAO = "Zhao, \"Random Forest Based Quasi-Linear Kernel Composition for Support Vector"
            + " Machine\", MS thesis, Waseda University, 2017";
    /** How reports cite the paper of Shen &amp; Liu 2014's tables. */
    static final String SHEN_LIU = "Shen & Liu, \"From Kernel Machines to Ensemble Learning\", arXiv:1401.0767, 2014";

    private PaperTables() {
    }

    /** Lin &amp; Li 2008, Table 4: AdaBoost-Dec on heart, 100 runs under four master seeds. */
    private static final String ADABOOST_TREES = "Chance in one draw of splits, as for heart-svm. With master seed 1"
            + " (these tables) our AdaBoost-Dec on heart is 20.6 ± 0.30 over 100 runs (paper 19.5 ± 0.33), and every"
            + " method runs high on that seed's heart splits (see heart-svm). Under master seeds 2, 3 and 4, 100 runs"
            + " each, it is 19.71 ± 0.34, 19.94 ± 0.32 and 19.81 ± 0.35 (z +0.5, +0.9, +0.7). Breast, +2.5 at 40"
            + " runs, is 3.15 ± 0.09 at 100 (+1.8). Results: infens-bench/results/002-uci-boosting.md.";
    private static final String ADABOOST_DEC_TWONORM = "Narrowed to the selection of T, not explained. Our"
            + " AdaBoost-Dec on twonorm is 3.92 ± 0.05 over 100 runs against 3.74 ± 0.05 (z +2.5), on twonorm-n 6.79"
            + " ± 0.11 against 6.46 ± 0.09 (z +2.3); the column's other four artificial rows are within 2 standard"
            + " errors at 100 runs, and LPBoost-Dec on the same splits gives 4.81 ± 0.06 against 4.80 ± 0.06 on"
            + " twonorm. The trees are not the cause: the same boosting runs at T = 1,500, with no selection, give"
            + " 3.68 ± 0.08 on twonorm and 6.09 ± 0.10 on twonorm-n over runs 0-29. Choosing T by five-fold"
            + " cross-validation costs 0.25 to 0.65 points against T = 1,500 on every artificial row (paired over the"
            + " same 30 runs; twonorm +0.43 ± 0.08, twonorm-n +0.41 ± 0.11), and the validation errors of T often"
            + " tie (steps of 1/300): taking the largest tied T instead of our smallest lowers each row by 0.14 to"
            + " 0.30. But no one protocol matches the paper everywhere: its threenorm and threenorm-n values agree"
            + " with our cross-validated T and lie 0.4 to 0.6 above T = 1,500, while its twonorm value agrees with"
            + " T = 1,500. Results: infens-bench/results/002-tables2-6-100runs.md (measured with"
            + " org.infens.bench.AdaBoostRoundsSelection).";
    /** Lin &amp; Li 2008, Table 3: the perceptron boosting columns on the artificial rows, at one perceptron's error. */
    private static final String PERCEPTRON_BOOSTING = "Ours better, and the paper's figures are about those of a"
            + " single perceptron. Our RCD perceptron alone (the base learner, 200 epochs, on runs 0-19 of these"
            + " splits) gives 36.3 ± 0.37 on ringnorm and 18.2 ± 0.21 on threenorm, where Lin & Li 2008 print 36.3"
            + " and 37.4 (ringnorm) and 17.3 and 18.2 (threenorm) for AdaBoost-Perc and LPBoost-Perc; with noise it"
            + " gives 36.6 ± 0.47 and 18.6 ± 0.31 against the paper's 37.8, 39.1 and 20.0, 22.1. Our ensembles"
            + " improve on one perceptron, as boosting a learner that beats chance on every reweighting should:"
            + " AdaBoost with 10 perceptrons gives 31.0 on ringnorm, with 100 19.4 (20 runs each), and the"
            + " cross-validated T goes further. So the paper's ensembles predicted about as well as one perceptron;"
            + " why is not recoverable from the paper (one way is a run that ends in round 1 or 2, as AdaBoost's"
            + " abort at a weighted error of 1/2 does; ours never aborts there). Shen & Liu 2014 print 4.99 and 7.96"
            + " for AdaBoost and LPBoost with perceptrons on ringnorm, boosting another weak learner, the best of"
            + " 2000 random perceptrons (papers-disagree in 001-table2). Results:"
            + " infens-bench/results/002-tables2-6-100runs.md.";
    /** Lin &amp; Li 2008, Table 3: LPBoost-Perc on twonorm-n, below the paper as LPBoost-Stump is on the noisy rows. */
    private static final String LPBOOST_PERC_NOISE = "Ours lower, as LPBoost-Stump's on the noisy rows"
            + " (lpboost-selection in 002-table2): our cross-validation picks a small C (2^-7 in 7 of 10 runs, 2^-5"
            + " in 3), where the soft margin gives up the flipped labels. The paper's 6.89 is worse than one"
            + " perceptron alone on these splits (3.80 over runs 0-19) and than its own AdaBoost-Perc (4.53), so"
            + " its LPBoost-Perc fitted the flipped labels. Results: infens-bench/results/002-tables2-6-100runs.md.";
    /** Lin &amp; Li 2008, Table 4: why the tree boosting columns fit C4.5 to samples drawn from the weights. */
    private static final String RESAMPLED_TREES = "AdaBoost-Dec and LPBoost-Dec boost C4.5 by resampling"
            + " (resample(base=c45)): each tree is fitted to N rows drawn from the example weights. Our choice, as"
            + " the paper does not say: C4.5 release 8 reads no example weights, and Ling Li's Lemga library fits"
            + " such a learner to a sample drawn from them. Fitted to LPBoost's dual weights instead, C4.5 often"
            + " returns a tree right on every training row, which alone solves the LP, and LPBoost-Dec then predicts"
            + " as that one tree: on ionosphere 9 of 16 fits (4 splits, 4 values of C) ended so, against 2 of 16"
            + " with resampling (mean test error 9.04% against 6.38%), and the cross-validated cell was 10.5% over 4"
            + " runs (z +7.3) against 7.27% with resampling. Results: infens-bench/results/002-uci-boosting.md.";

    /** Why our SVM-Stump (and SVM-Perc) are lower on the noisy artificial sets (Lin &amp; Li 2008, Tables 2, 5). */
    private static final String NOISE_PROTOCOL = "Ours lower, just beyond 2 standard errors at 100 runs (SVM-Stump"
            + " twonorm-n 2.93 against 3.08, z -2.1; threenorm-n 18.6 against 19.0, z -2.3). One protocol detail is"
            + " ours: we flip exactly 30 of the 300 training labels, while Lin & Li 2008's 'mislabeling noise on 10% of"
            + " the training examples' may also mean flipping each label with probability 0.1 (a noisier set on"
            + " average). Not checked by a run. Among the 36 SVM cells of Tables 2-5 about 1.6 are expected beyond"
            + " |z| = 2 by chance alone. Results: infens-bench/results/002-tables2-6-100runs.md.";
    /** Lin &amp; Li 2008's heart row, where four of our SVM kernels are about a point above the paper at 100 runs. */
    private static final String HEART_SVM = "Chance in one draw of splits, as far as six draws show. Each master seed"
            + " draws the 100 random splits that every method of a row shares, so an unlucky draw moves them together:"
            + " with master seed 1 (these tables) our SVMs on heart are about a point above Lin & Li 2008 (stump 17.6"
            + " against 16.4, z +3.1; perceptron 18.5 against 17.6, +2.2; Laplacian 18.0 against 16.8, +2.6; Gaussian"
            + " 18.5 against 17.5, +2.2) and SVM-Mid and AdaBoost-Stump lean the same way (+1.8, +1.2). With master"
            + " seeds 2 to 6 (reproduce --seed S, 100 runs each) all 30 of these cells are within 2 standard errors"
            + " (z -0.8 to +1.6; the stump kernel 16.7, 16.7, 16.5, 17.0, 16.6). Pooled over the 600 runs every method"
            + " is within (z +0.1 to +1.5; the stump kernel 16.85 ± 0.11), though all but the Gaussian kernel lean"
            + " 0.3 to 0.5 points above the paper, which the paper's own standard errors (0.27 to 0.35) do not tell"
            + " from chance. Not the tie rule: giving tied cross-validation results to the largest or the middle C"
            + " instead of the smallest moves the seed-1 means by 0.3 at most (stump 17.62, 17.61, 17.60). Checked"
            + " also: the set is Statlog heart as LIBSVM ships it (270 rows, 13 features), scaled to [-1, 1] over the"
            + " whole set, 162 training rows per run. Results: infens-bench/results/seed-sensitivity.md.";
    /**
     * Lin 2005, Table 5.2's german row for hard-margin LPBoost: the sets that stumps cannot separate give the LP a
     * negative optimal margin.
     */
    private static final String HARD_MARGIN_GERMAN = "Hard-margin LPBoost (C = inf) on a training set that the stumps"
            + " cannot separate: the LP then maximises a negative smallest margin, which a few of the hardest rows"
            + " decide, and the ensemble it returns fits the rest badly (one german split: 65% accuracy on its own"
            + " training rows, where predicting the majority gets 70%). Our test errors over 100 runs range from 25.7%"
            + " to 72.8%, so the mean (44.4) has a standard error of 1.4; the thesis's 32.0 is also worse than the"
            + " majority's 30%. Every LP of these cells finished (no cold restart). Which of the LP's near-optimal"
            + " weightings a solver returns is not specified by the method; not compared further.";
    /** Lin &amp; Li 2008's only SVM cell on the artificial sets beyond 2 standard errors with ours worse. */
    private static final String SVM_DEC_RINGNORM = "Chance, as far as six draws of splits show: with master seed 1"
            + " (these tables) 2.41 ± 0.06 against 2.25 ± 0.05 (z +2.1), the only SVM cell of Tables 2-5 on the"
            + " artificial sets beyond 2 standard errors with ours worse; with master seeds 2 to 6"
            + " (reproduce --seed S, 100 runs each) 2.34, 2.24, 2.29, 2.22 and 2.30 (z +1.2, -0.2, +0.6, -0.4, +0.8),"
            + " all within; pooled over the 600 runs 2.30 ± 0.02 (z +0.9). SVM-Gauss on the same splits, 1.88 at"
            + " seed 1 (+1.7), pools to 1.81 ± 0.02 (+0.9). Results: infens-bench/results/seed-sensitivity.md.";
    /** Lin 2005, Table 5.4's pima row for the exponential kernel. */
    private static final String SVM_EXP_PIMA = "Chance in one draw of splits, with a lean of about 0.4 points, as far"
            + " as six draws show: with master seed 1 (these tables) 24.0 ± 0.20 against 23.3 ± 0.22 (z +2.5); with"
            + " master seeds 2 to 6 (reproduce --seed S, 100 runs each) 23.7, 23.7, 23.9, 23.5 and 23.5 (z +1.3,"
            + " +1.3, +1.9, +0.6, +0.6), each within 2 standard errors; pooled over the 600 runs 23.71 ± 0.08"
            + " (z +1.7), within. At seed 1 the perceptron (+1.5) and Laplacian (+1.4) kernels lean the same way on"
            + " this row, the stump and Gaussian kernels do not (+0.4, +0.4). Checked: the kernel is the thesis's"
            + " exp(-gamma ||x - x'||_2) on its grid (log2 gamma in {-15, ..., 3}, log2 C in {-5, ..., 15}). Not"
            + " checked: whether the thesis's 'diabetes' is the copy bundled here (768 rows, LIBSVM's); its splits"
            + " are not published. Results: infens-bench/results/seed-sensitivity.md.";

    /** Why Shen &amp; Liu 2014, Table I's german row differs (narrowed, not explained). */
    private static final String GERMAN_ROW = "Not explained; narrowed. Shen & Liu 2014's german row prints 22.88 ±"
            + " 1.74 (LPBoost, Table I), 22.87 ± 1.74 (SVM-Stump) and 22.87 ± 2.39 (CGEns): three methods within"
            + " 0.01."
            + " Ours, on Raetsch's sizes (700 training, 300 test rows), are 25.5, 24.7 and 24.9, and our SVM-Stump"
            + " agrees with Lin & Li 2008, Table 2's 24.7 ± 0.18 for the same method (100 runs, 600 training rows)."
            + " Not the training size: the table runs at Raetsch's 700 rows since 2026-11-29 (at 600 it was 26.3,"
            + " 25.0, 25.7). Not the coding: Raetsch's german has 20 features, the original attributes coded one"
            + " feature each, where ours is UCI's 24-feature numeric version; coded so from weka's credit-g (not"
            + " bundled), 10 splits of 700/300 at fixed parameters give the same test accuracy within a standard"
            + " error (SVM-Stump C = 1/2: 75.6 against 75.5 with ours; LPBoost 25 columns, C = 1/2: 74.0 against"
            + " 74.4; AdaBoost T = 100: 75.4 against 75.2; org.infens.bench.SplitFits). Raetsch's split files, the"
            + " one difference left, are not available offline. Results: infens-bench/results/001-tables1-3.md.";

    /** Lin &amp; Li 2008, Table 2 (Sec. 7.1): test error (%) of ensemble learning with decision stumps. */
    static final Experiment TABLE_002_2 = Experiment.builder("002-table2",
                    "Test error (%) of ensemble learning algorithms using decision stumps",
                    LIN_LI + ", Sec. 7.1, Table 2", Measure.TEST_ERROR)
            .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_MID, PaperMethods.ADABOOST_STUMP,
                    PaperMethods.LPBOOST_STUMP)
            .quoting("""
                    twonorm 2.86± 0.04 3.10± 0.04 5.02± 0.06 5.58± 0.07
                    twonorm-n 3.08± 0.06 3.29± 0.05 12.7± 0.17 17.9± 0.19
                    threenorm 17.7± 0.10 18.6± 0.12 22.1± 0.12 24.1± 0.15
                    threenorm-n 19.0± 0.14 19.6± 0.13 26.1± 0.17 30.3± 0.16
                    ringnorm 3.97± 0.07 5.30± 0.07 10.1± 0.14 10.3± 0.14
                    ringnorm-n 5.56± 0.11 7.03± 0.14 19.6± 0.20 22.4± 0.21
                    australian 14.4± 0.21 15.9± 0.18 14.2± 0.18 19.8± 0.24
                    breast 3.11± 0.08 2.77± 0.08 4.41± 0.10 4.79± 0.12
                    german 24.7± 0.18 24.9± 0.17 25.4± 0.19 31.6± 0.20
                    heart 16.4± 0.27 19.1± 0.35 19.2± 0.35 24.4± 0.39
                    ionosphere 8.13± 0.17 8.37± 0.20 11.3± 0.25 11.5± 0.24
                    pima 24.1± 0.23 24.4± 0.23 24.8± 0.23 31.0± 0.24
                    sonar 16.6± 0.42 18.0± 0.37 19.4± 0.38 19.8± 0.37
                    votes84 4.76± 0.14 4.76± 0.14 4.27± 0.15 5.87± 0.16
                    """)
            .note(PaperMethods.LARGE_SETS_NOTE)
            .explaining("noise-protocol", "SVM-Stump", "twonorm-n, threenorm-n", NOISE_PROTOCOL)
            .explaining("lpboost-selection", "LPBoost-Stump", "twonorm-n, threenorm, threenorm-n, ringnorm-n",
                    "Ours lower than the paper's, and not because of the grid: without cross-validation our"
                    + " LPBoost-Stump gives the paper's figures at log2 C >= -1 (twonorm-n 17.4 against 17.9,"
                    + " threenorm 24.1 against 24.1, threenorm-n 31.1 against 30.3, ringnorm-n 22.2 against 22.4; 20"
                    + " runs, infens-bench/results/lpboost-c-sweep.md), where the LP barely changes with C. Our 5-fold"
                    + " CV mostly picks log2 C = -3 (sometimes -5 or -1), inside the grid 2^-17..2^3, where the soft"
                    + " margin gives up the flipped labels (twonorm-n 7.2% at log2 C = -3). Why the paper's selection"
                    + " did not pick the smaller C is not recoverable from it: it names neither its LP solver nor how"
                    + " it treated runs stopped by the 1000-column cap, and our column generation converges below the"
                    + " cap at every C of the grid. Results: infens-bench/results/002-tables2-6-100runs.md (100 runs)"
                    + " and 002-table2-20runs.md.")
            .explaining("heart-svm", "SVM-Stump", "heart", HEART_SVM)
            .build();

    /** Lin &amp; Li 2008, Table 3 (Sec. 7.1): test error (%) of ensemble learning with perceptrons. */
    static final Experiment TABLE_002_3 = Experiment.builder("002-table3",
                    "Test error (%) of ensemble learning algorithms using perceptrons",
                    LIN_LI + ", Sec. 7.1, Table 3", Measure.TEST_ERROR)
            .methods(PaperMethods.SVM_PERC, PaperMethods.ADABOOST_PERC, PaperMethods.LPBOOST_PERC)
            .quoting("""
                    twonorm 2.55± 0.03 3.11± 0.04 3.52± 0.05
                    twonorm-n 2.75± 0.05 4.53± 0.10 6.89± 0.11
                    threenorm 14.6± 0.08 17.3± 0.11 18.2± 0.11
                    threenorm-n 16.3± 0.10 20.0± 0.18 22.1± 0.13
                    ringnorm 2.46± 0.04 36.3± 0.14 37.4± 0.13
                    ringnorm-n 3.50± 0.09 37.8± 0.20 39.1± 0.15
                    australian 14.5± 0.17 15.7± 0.16 16.4± 0.17
                    breast 3.23± 0.08 3.49± 0.10 3.80± 0.10
                    german 24.6± 0.20 25.0± 0.18 26.4± 0.21
                    heart 17.6± 0.31 18.2± 0.32 19.8± 0.32
                    ionosphere 6.40± 0.20 11.4± 0.23 12.1± 0.25
                    pima 23.5± 0.21 24.8± 0.20 26.4± 0.19
                    sonar 15.6± 0.40 19.8± 0.43 22.5± 0.47
                    votes84 4.43± 0.14 4.37± 0.16 4.92± 0.16
                    """)
            .note(PaperMethods.LARGE_SETS_NOTE)
            .explaining("heart-svm", "SVM-Perc", "heart", HEART_SVM)
            .explaining("perceptron-boosting", "AdaBoost-Perc, LPBoost-Perc",
                    "threenorm, threenorm-n, ringnorm, ringnorm-n", PERCEPTRON_BOOSTING)
            .explaining("lpboost-perc-noise", "LPBoost-Perc", "twonorm-n", LPBOOST_PERC_NOISE)
            .build();

    /** Lin &amp; Li 2008, Table 4 (Sec. 7.1): test error (%) of ensemble learning with decision trees. */
    static final Experiment TABLE_002_4 = Experiment.builder("002-table4",
                    "Test error (%) of ensemble learning algorithms using decision trees",
                    LIN_LI + ", Sec. 7.1, Table 4", Measure.TEST_ERROR)
            .methods(PaperMethods.SVM_DEC, PaperMethods.ADABOOST_DEC, PaperMethods.LPBOOST_DEC)
            .quoting("""
                    twonorm 2.87± 0.04 3.74± 0.05 4.80± 0.06
                    twonorm-n 3.10± 0.05 6.46± 0.09 7.89± 0.10
                    threenorm 15.0± 0.11 16.8± 0.09 18.3± 0.10
                    threenorm-n 16.8± 0.15 20.2± 0.16 22.0± 0.12
                    ringnorm 2.25± 0.05 4.33± 0.06 6.00± 0.10
                    ringnorm-n 2.67± 0.06 7.32± 0.12 8.76± 0.12
                    australian 14.3± 0.18 13.7± 0.16 13.8± 0.17
                    breast 3.18± 0.08 2.92± 0.09 3.94± 0.16
                    german 24.9± 0.20 24.5± 0.17 24.9± 0.19
                    heart 16.8± 0.31 19.5± 0.33 20.4± 0.35
                    ionosphere 6.48± 0.19 6.59± 0.19 6.81± 0.22
                    pima 24.0± 0.24 26.1± 0.21 26.4± 0.20
                    sonar 14.7± 0.42 19.6± 0.45 21.3± 0.42
                    votes84 4.59± 0.15 5.04± 0.14 5.95± 0.17
                    """)
            .note("SVM-Dec is SVM with the Laplacian-RBF kernel, which embodies infinitely many decision trees"
                    + " (Lin & Li 2008, Sec. 6.3).")
            .note(RESAMPLED_TREES)
            .note(PaperMethods.LARGE_SETS_NOTE)
            .explaining("svm-dec-ringnorm", "SVM-Dec", "ringnorm", SVM_DEC_RINGNORM)
            .explaining("heart-svm", "SVM-Dec", "heart", HEART_SVM)
            .explaining("adaboost-trees", "AdaBoost-Dec", "heart", ADABOOST_TREES)
            .explaining("adaboost-dec-twonorm", "AdaBoost-Dec", "twonorm, twonorm-n", ADABOOST_DEC_TWONORM)
            .build();

    /** Lin &amp; Li 2008, Table 5 (Sec. 7.2): test error (%) of SVM with radial basis function kernels. */
    static final Experiment TABLE_002_5 = Experiment.builder("002-table5",
                    "Test error (%) of SVM with radial basis function kernels",
                    LIN_LI + ", Sec. 7.2, Table 5", Measure.TEST_ERROR)
            .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_PERC, PaperMethods.SVM_DEC, PaperMethods.SVM_GAUSS)
            .quoting("""
                    twonorm 2.86± 0.04 2.55± 0.03 2.87± 0.04 2.64± 0.05
                    twonorm-n 3.08± 0.06 2.75± 0.05 3.10± 0.05 2.86± 0.07
                    threenorm 17.7± 0.10 14.6± 0.08 15.0± 0.11 14.6± 0.11
                    threenorm-n 19.0± 0.14 16.3± 0.10 16.8± 0.15 15.6± 0.15
                    ringnorm 3.97± 0.07 2.46± 0.04 2.25± 0.05 1.77± 0.04
                    ringnorm-n 5.56± 0.11 3.50± 0.09 2.67± 0.06 2.05± 0.07
                    australian 14.4± 0.21 14.5± 0.17 14.3± 0.18 14.7± 0.18
                    breast 3.11± 0.08 3.23± 0.08 3.18± 0.08 3.53± 0.10
                    german 24.7± 0.18 24.6± 0.20 24.9± 0.20 24.5± 0.21
                    heart 16.4± 0.27 17.6± 0.31 16.8± 0.31 17.5± 0.31
                    ionosphere 8.13± 0.17 6.40± 0.20 6.48± 0.19 6.54± 0.19
                    pima 24.1± 0.23 23.5± 0.21 24.0± 0.24 23.5± 0.20
                    sonar 16.6± 0.42 15.6± 0.40 14.7± 0.42 15.5± 0.50
                    votes84 4.76± 0.14 4.43± 0.14 4.59± 0.15 4.62± 0.14
                    """)
            .note(PaperMethods.LARGE_SETS_NOTE)
            .explaining("noise-protocol", "SVM-Stump, SVM-Perc", "twonorm-n, threenorm-n", NOISE_PROTOCOL)
            .explaining("svm-dec-ringnorm", "SVM-Dec", "ringnorm", SVM_DEC_RINGNORM)
            .explaining("heart-svm", "SVM-Stump, SVM-Perc, SVM-Dec, SVM-Gauss", "heart", HEART_SVM)
            .build();

    /**
     * Lin &amp; Li 2008, Table 6 (Sec. 7.2): parameter-selection time (s) per kernel on the artificial sets. The cells
     * are the same computations as Table 5's (the time of the five-fold grid search is recorded with every cell), so
     * this table costs nothing extra. The paper's times are from a dual 1.7 GHz Xeon with LIBSVM 2.8; only their ratios
     * are comparable (the paper saw SVM-Gauss 13-20x slower than SVM-Stump).
     */
    static final Experiment TABLE_002_6 = Experiment.builder("002-table6", "Parameter selection time (s) per kernel",
                    LIN_LI + ", Sec. 7.2, Table 6", Measure.SELECTION_SECONDS)
            .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_PERC, PaperMethods.SVM_DEC, PaperMethods.SVM_GAUSS)
            .quoting("""
                    twonorm 1.34 1.44 19.5 23.1
                    threenorm 1.69 1.69 23.1 31.1
                    ringnorm 1.50 1.60 23.7 27.9
                    """)
            .note("Wall-clock seconds of one five-fold grid search on one thread (11 C values for stump and"
                    + " perceptron, 10 x 11 (gamma, C) for Laplacian and Gaussian); cells run in parallel, so"
                    + " times on a loaded machine are indicative. The paper's times are from a 1.7 GHz Xeon:"
                    + " compare ratios, not seconds.")
            .build();

    /**
     * Lin 2005, Table 5.2 (Sec. 5.2.1): SVM-Stump (C by cross-validation) against AdaBoost-Stump with T = 100 and
     * T = 1000 and hard-margin LPBoost-Stump, on the three artificial sets (no noisy variants in the thesis) and nine
     * UCI sets.
     */
    static final Experiment TABLE_000_5_2 = Experiment.builder("000-table5.2",
                    "Test error (%) comparison of ensemble learning algorithms",
                    LIN + ", Sec. 5.2.1, Table 5.2", Measure.TEST_ERROR)
            .methods(PaperMethods.SVM_STUMP, PaperMethods.ADABOOST_STUMP_100, PaperMethods.ADABOOST_STUMP_1000,
                    PaperMethods.LPBOOST_STUMP_HARD)
            .renaming("threernorm", "threenorm").renaming("diabetes", "pima").renaming("vote84", "votes84")
            .quoting("""
                    twonorm 2.86 ± 0.04 5.06 ± 0.06 4.97 ± 0.06 5.54 ± 0.68
                    threernorm 17.7 ± 0.10 21.8 ± 0.09 22.9 ± 0.12 24.1 ± 0.14
                    ringnorm 3.97 ± 0.07 12.2 ± 0.13 9.95 ± 0.14 11.9 ± 0.15
                    australian 14.5 ± 0.21 14.7 ± 0.18 16.9 ± 0.18 19.8 ± 0.23
                    breast 3.11 ± 0.08 4.27 ± 0.11 4.51 ± 0.11 4.82 ± 0.12
                    cleveland 17.6 ± 0.21 19.7 ± 0.30 22.5 ± 0.35 24.4 ± 0.34
                    diabetes 24.2 ± 0.23 24.8 ± 0.22 27.0 ± 0.25 31.4 ± 0.23
                    german 24.7 ± 0.18 25.0 ± 0.18 26.9 ± 0.18 32.0 ± 0.22
                    heart 16.4 ± 0.27 19.9 ± 0.36 22.6 ± 0.39 24.3 ± 0.38
                    ionosphere 8.13 ± 0.17 11.0 ± 0.23 11.0 ± 0.25 11.6 ± 0.23
                    sonar 16.6 ± 0.42 19.0 ± 0.37 19.0 ± 0.35 19.7 ± 0.36
                    vote84 4.76 ± 0.14 4.07 ± 0.14 5.29 ± 0.15 5.88 ± 0.16
                    """)
            .note("Lin 2005, Sec. 5.1: the same protocol as Lin & Li 2008 (60% of each UCI set for training, 100"
                    + " runs, 300/3000 artificial rows); AdaBoost-Stump runs T rounds without selection, LPBoost-Stump"
                    + " is hard-margin (C = inf) over middle stumps, at most 1000 columns.")
            .note("LPBoost-Stump C=inf on twonorm: the thesis prints 5.54 ± 0.68, ten times its neighbours' standard"
                    + " errors; copied as printed, so that cell's z is small.")
            .explaining("hard-margin", "LPBoost-Stump C=inf", "german", HARD_MARGIN_GERMAN)
            .explaining("heart-svm", "SVM-Stump", "heart", HEART_SVM)
            .build();

    /**
     * Lin 2005, Table 5.3 (Sec. 5.2.2): sparsity and regularization on the artificial sets: soft-margin SVM-Stump (C by
     * cross-validation), hard-margin SVM-Stump ({@code C = inf}), AdaBoost-Stump with T = 1000, and hard-margin
     * LPBoost-Stump ({@code C = inf}).
     */
    static final Experiment TABLE_000_5_3 = Experiment.builder("000-table5.3",
                    "Test error (%): sparsity and regularization",
                    LIN + ", Sec. 5.2.2, Table 5.3", Measure.TEST_ERROR)
            .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_STUMP_HARD, PaperMethods.ADABOOST_STUMP_1000,
                    PaperMethods.LPBOOST_STUMP_HARD)
            .renaming("threernorm", "threenorm")
            .quoting("""
                    twonorm 2.86 ± 0.04 4.02 ± 0.06 4.97 ± 0.06 5.54 ± 0.68
                    threernorm 17.7 ± 0.10 22.0 ± 0.13 22.9 ± 0.12 24.1 ± 0.14
                    ringnorm 3.97 ± 0.07 4.36 ± 0.06 9.95 ± 0.14 11.9 ± 0.15
                    """)
            .note("LPBoost-Stump C=inf on twonorm: the thesis prints 5.54 ± 0.68 (in Tables 5.2 and 5.3), ten"
                    + " times its neighbours' standard errors; copied as printed, so that cell's z is small.")
            .build();

    /**
     * Lin 2005, Table 5.4 (Sec. 5.3): test error (%) of the SVM with the stump, perceptron, Laplacian, exponential and
     * Gaussian kernels; parameters by five-fold cross-validation (log2 C in {-17, ..., 3} for stump and perceptron,
     * (log2 gamma, log2 C) in {-15, ..., 3} x {-5, ..., 15} for the others).
     */
    static final Experiment TABLE_000_5_4 = Experiment.builder("000-table5.4",
                    "Test error (%) comparison of RBF kernels",
                    LIN + ", Sec. 5.3, Table 5.4", Measure.TEST_ERROR)
            .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_PERC, PaperMethods.SVM_LAPL, PaperMethods.SVM_EXP,
                    PaperMethods.SVM_GAUSS)
            .renaming("threennorm", "threenorm").renaming("diabetes", "pima").renaming("vote84", "votes84")
            .quoting("""
                    twonorm 2.86 ± 0.04 2.55 ± 0.03 2.87 ± 0.04 2.58 ± 0.04 2.64 ± 0.05
                    threennorm 17.7 ± 0.10 14.6 ± 0.08 15.0 ± 0.11 14.0 ± 0.10 14.6 ± 0.11
                    ringnorm 3.97 ± 0.07 2.46 ± 0.04 2.25 ± 0.05 2.07 ± 0.04 1.78 ± 0.04
                    australian 14.5 ± 0.21 14.5 ± 0.17 14.3 ± 0.18 14.7 ± 0.16 14.7 ± 0.18
                    breast 3.11 ± 0.08 3.23 ± 0.08 3.18 ± 0.08 3.31 ± 0.09 3.53 ± 0.09
                    cleveland 17.6 ± 0.21 18.2 ± 0.31 18.2 ± 0.34 18.3 ± 0.30 18.0 ± 0.31
                    diabetes 24.2 ± 0.23 23.6 ± 0.21 24.0 ± 0.24 23.3 ± 0.22 23.5 ± 0.19
                    german 24.7 ± 0.18 24.6 ± 0.19 24.9 ± 0.20 24.8 ± 0.19 24.5 ± 0.21
                    heart 16.4 ± 0.27 17.6 ± 0.31 16.8 ± 0.31 18.0 ± 0.30 17.5 ± 0.31
                    ionosphere 8.13 ± 0.17 6.40 ± 0.20 6.48 ± 0.19 5.49 ± 0.21 6.54 ± 0.19
                    sonar 16.6 ± 0.42 15.6 ± 0.40 14.7 ± 0.42 15.0 ± 0.37 15.5 ± 0.50
                    vote84 4.76 ± 0.14 4.43 ± 0.14 4.59 ± 0.15 4.36 ± 0.14 4.62 ± 0.14
                    """)
            .note("SVM-Lapl is Lin & Li 2008's SVM-Dec (the Laplacian kernel), computed once for both tables.")
            .explaining("heart-svm", "SVM-Stump, SVM-Perc, SVM-Lapl, SVM-Gauss", "heart", HEART_SVM)
            .explaining("svm-dec-ringnorm", "SVM-Lapl", "ringnorm", SVM_DEC_RINGNORM)
            .explaining("svm-exp-pima", "SVM-Exp", "pima", SVM_EXP_PIMA)
            .build();

    /**
     * Lin 2005, Table 5.5 (Sec. 5.3): parameter-selection time (s) of the five kernels of Table 5.4, the same cells
     * (each records the time of its grid search). The thesis measured CPU time on a dual 1.7 GHz Xeon with LIBSVM 2.8;
     * only the ratios between kernels compare.
     */
    static final Experiment TABLE_000_5_5 = Experiment.builder("000-table5.5",
                    "Parameter selection time (s) comparison of RBF kernels",
                    LIN + ", Sec. 5.3, Table 5.5", Measure.SELECTION_SECONDS)
            .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_PERC, PaperMethods.SVM_LAPL, PaperMethods.SVM_EXP,
                    PaperMethods.SVM_GAUSS)
            .renaming("threennorm", "threenorm").renaming("diabetes", "pima").renaming("vote84", "votes84")
            .quoting("""
                    twonorm 1.34 1.44 19.5 17.9 23.1
                    threennorm 1.69 1.69 23.1 21.8 31.1
                    ringnorm 1.50 1.60 23.7 23.8 27.9
                    australian 2.04 2.01 32.0 31.0 43.3
                    breast 1.18 1.30 16.6 16.6 16.6
                    cleveland 0.95 0.96 8.53 7.91 10.0
                    diabetes 1.95 1.92 37.0 34.9 95.2
                    german 6.95 4.73 120 81.2 136
                    heart 0.90 0.88 7.42 6.86 8.57
                    ionosphere 1.21 1.27 13.1 12.1 12.6
                    sonar 1.14 1.16 9.06 8.86 9.30
                    vote84 1.02 1.10 12.4 11.5 13.8
                    """)
            .note("Wall-clock seconds of one five-fold grid search on one thread (11 C values for stump and"
                    + " perceptron, 10 x 11 (gamma, C) for the others). The thesis's CPU seconds are from a 1.7 GHz"
                    + " Xeon with LIBSVM 2.8: compare the ratios between kernels, not the seconds. Times are only"
                    + " meaningful from a run with one cell at a time on an otherwise idle machine (--threads 1).")
            .build();

    /**
     * Shen &amp; Liu 2014, Table I (Sec. VI-A): test error (%) of AdaBoost, LPBoost, the SVM with the stump kernel and
     * CGEns, all with decision stumps, on Shen &amp; Liu 2014's 13 benchmarks; the number of iterations and C chosen by
     * 5-fold cross-validation ({@link Paper001Methods}). Shen &amp; Liu 2014 average 5 random splits and prints
     * standard deviations.
     */
    static final Experiment TABLE_001_1 = Experiment.builder("001-table1",
                    "Test error (%) with decision stumps (stump kernel for the SVM)",
                    SHEN_LIU + ", Sec. VI-A, Table I", Measure.TEST_ERROR)
            .methods(Paper001Methods.ADABOOST_STUMP, Paper001Methods.LPBOOST_STUMP, PaperMethods.SVM_STUMP,
                    Paper001Methods.CGENS_STUMP)
            .standardDeviationsOver(5)
            .renaming("diabetes", Paper001Methods.PIMA).renaming("german", Paper001Methods.GERMAN)
            .renaming("heart", Paper001Methods.HEART).renaming("ringnorm", Paper001Methods.RINGNORM)
            .renaming("twonorm", Paper001Methods.TWONORM).renaming("b-cancer", Paper001Methods.B_CANCER)
            .renaming("titanic", Paper001Methods.TITANIC).renaming("thyroid", Paper001Methods.THYROID)
            .renaming("waveform", Paper001Methods.WAVEFORM)
            .quoting("""
                    banana 28.38±0.55 27.28±0.25 27.16±1.70 26.97±1.35
                    b-cancer 28.83±6.12 29.90±1.84 29.61±1.69 30.13±2.13
                    diabetes 25.13±1.48 25.66±2.41 25.53±1.32 25.07±2.35
                    f-solar 32.85±1.44 31.98±1.69 32.30±2.45 31.80±1.70
                    german 26.27±2.14 22.88±1.74 22.87±1.74 22.87±2.39
                    heart 18.80±4.60 18.60±4.45 17.00±3.39 18.40±4.51
                    image 2.55±0.67 2.44±0.63 3.62±0.58 2.85±0.45
                    ringnorm 8.72±0.66 8.98±0.88 3.93±1.66 5.71±0.42
                    splice 8.48±0.57 8.30±0.87 7.56±0.24 6.23±0.47
                    thyroid 5.87±4.58 6.94±5.56 5.87±3.60 5.60±3.45
                    titanic 24.53±2.86 22.38±0.33 22.30±0.53 22.30±0.53
                    twonorm 4.66±0.34 5.32±0.73 3.07±0.54 4.40±0.46
                    waveform 12.86±0.46 12.96±0.59 12.84±2.32 12.63±0.67
                    """)
            .note(Paper001Methods.BENCHMARK_NOTE)
            .note(Paper001Methods.deviationNote(5))
            .note("Grids: AdaBoost T, LPBoost columns and CGEns J in {25, 50, 100, 250, 500} (Shen & Liu 2014's);"
                    + " LPBoost C = 2^-17..2^3 step 2 (Lin & Li 2008's), CGEns " + Paper001Methods.CGENS_C_GRID
                    + " (Shen & Liu 2014 print none); SVM-Stump is Lin & Li 2008's method, here on Raetsch's sizes.")
            .explaining("german-row", "LPBoost, SVM-Stump", Paper001Methods.GERMAN, GERMAN_ROW)
            .build();

    /**
     * Shen &amp; Liu 2014, Table II (Sec. VI-A): test error (%) with Fourier weak learners (RFF with 2000 features, the
     * SVM with the Gaussian kernel, CGEns) and with perceptrons (AdaBoost, LPBoost, the SVM with the perceptron kernel,
     * CGEns), 500 weak learners for CGEns, 2000 sampled candidates per iteration; 5 random splits, standard deviations
     * printed.
     */
    static final Experiment TABLE_001_2 = Experiment.builder("001-table2",
                    "Test error (%) with Fourier weak learners (RBF kernel) and perceptrons (perceptron kernel)",
                    SHEN_LIU + ", Sec. VI-A, Table II", Measure.TEST_ERROR)
            .methods(Paper001Methods.RFF, PaperMethods.SVM_GAUSS, Paper001Methods.CGENS_FOURIER,
                    Paper001Methods.ADABOOST_PERC, Paper001Methods.LPBOOST_PERC, PaperMethods.SVM_PERC,
                    Paper001Methods.CGENS_PERC)
            .standardDeviationsOver(5)
            .renaming("diabetes", Paper001Methods.PIMA).renaming("german", Paper001Methods.GERMAN)
            .renaming("heart", Paper001Methods.HEART).renaming("ringnorm", Paper001Methods.RINGNORM)
            .renaming("twonorm", Paper001Methods.TWONORM).renaming("b-cancer", Paper001Methods.B_CANCER)
            .renaming("titanic", Paper001Methods.TITANIC).renaming("thyroid", Paper001Methods.THYROID)
            .renaming("waveform", Paper001Methods.WAVEFORM)
            .quoting("""
                    banana 11.41±0.84 11.64±0.66 11.74±0.67 11.40±0.48 12.52±1.15 11.72±0.78 10.88±0.28
                    b-cancer 28.83±4.35 28.31±4.63 27.79±3.26 30.91±5.91 30.68±4.27 29.87±6.30 28.83±4.81
                    diabetes 24.27±0.68 24.33±1.51 23.87±2.34 26.87±3.01 25.54±1.58 24.07±1.40 24.73±1.55
                    f-solar 31.85±1.66 31.85±1.66 32.15±1.45 34.80±1.57 33.96±1.50 33.10±2.02 32.05±1.59
                    german 23.53±2.58 22.80±2.06 24.13±2.35 26.00±1.05 24.04±2.59 24.33±3.79 21.60±2.70
                    heart 17.00±4.53 17.60±4.67 17.80±4.82 20.60±6.43 20.06±4.83 17.80±2.95 18.60±6.07
                    image 3.80±1.68 2.99±0.49 3.90±0.98 2.75±0.50 3.06±0.51 3.19±0.44 2.50±0.52
                    ringnorm 2.03±0.13 1.66±0.08 2.47±0.21 4.99±0.50 7.96±0.45 2.15±0.23 3.02±0.21
                    splice 13.14±0.89 11.32±0.77 12.02±0.40 13.87±0.84 15.28±0.84 12.46±1.28 13.51±1.08
                    thyroid 4.27±2.19 3.73±1.46 3.73±2.56 3.47±1.19 7.46±4.59 6.93±3.04 4.80±3.21
                    titanic 22.42±0.66 22.42±0.66 22.37±0.73 24.05±1.89 22.56±1.89 22.56±0.75 22.09±0.83
                    twonorm 3.71±1.59 2.81±0.27 3.00±0.61 3.27±0.36 3.42±0.48 2.45±0.13 3.19±0.49
                    waveform 10.80±0.37 10.96±0.32 10.47±0.23 11.20±0.23 11.98±0.55 11.96±0.63 10.80±0.33
                    """)
            .note(Paper001Methods.BENCHMARK_NOTE)
            .note(Paper001Methods.deviationNote(5))
            .note("sigma: CGEns-Fourier and RFF cross-validate sigma in {2, sqrt(2), 1, 1/sqrt(2), 1/2} x"
                    + " sqrt(tr(Cov(x))/2) of the training set together with C (steps of sqrt(2): with steps of 2 the"
                    + " best sigma on ringnorm fell between two factors); Shen & Liu 2014 take sigma from SVM-Gauss's"
                    + " selection, which on these sets is often gamma = 2^-15 (sigma = 128), too wide for random"
                    + " features. On heart, twonorm, pima and german the grid of steps of 2 often chose its widest"
                    + " factor (a grid edge), but refitting at sqrt(2) and 2 times the chosen sigma with the chosen C"
                    + " lowered no mean test error by more than a standard error (RFF at 2 times: worse on all four),"
                    + " so the edge hides no better sigma there."
                    + " AdaBoost-Perc and LPBoost-Perc boost Shen & Liu's own weak learner, the best of 2000 random"
                    + " perceptrons (sampled-perceptron, CGEns-Perc's oracle), T and columns in {25, ..., 500} as Table"
                    + " I. Lin & Li 2008's AdaBoost-Perc and LPBoost-Perc boost another learner, a perceptron trained"
                    + " by RCD, whose ensembles stay near one perceptron's error on ringnorm (their Table 3: 36.3 and"
                    + " 37.4; boosted here on the 5 splits of this table before 2026-11-29: 14.7 and 20.1), so the two"
                    + " papers' perceptron-boosting columns measure different algorithms. SVM-Gauss and SVM-Perc are"
                    + " Lin & Li 2008's methods, here on Raetsch's sizes.")
            .explaining("fourier-draw", "CGEns-Fourier", Paper001Methods.RINGNORM, "Narrowed to how Shen & Liu"
                    + " 2014 sample their candidates, not explained. Ours errs 3.06 against the paper's 2.47 (sigma"
                    + " and C cross-validated, 5 runs). Refits on the same 5 splits (org.infens.bench.SplitFits):"
                    + " not sigma or C, since at SVM-Gauss's selection (sigma = 4, gamma = 2^-5), as Shen & Liu 2014"
                    + " take it, it errs 2.94 to 3.05 for C from 1/8 to 32; not the candidates (20000 per iteration:"
                    + " 3.24 against 3.20 at sigma 2.52) nor the master's tolerance (tol = 1e-4: 3.19); J = 2000 gives"
                    + " 2.82 at sigma 2.52 and 3.09 at 4. At sigma 4, 500 random features (rff(D=500)) err 2.33: on"
                    + " ringnorm the columns that (8) picks, each the best of a fresh draw of 2000, generalise worse"
                    + " than as many random ones. Drawing the 2000 candidates once, as one pool (cgens draw=once,"
                    + " the paper's other reading), gives 2.64 and 2.62 at sigma 4 (C = 1/2, 8; fresh draws 2.94 and"
                    + " 3.05), near the paper;"
                    + " but on twonorm the pool raises the error from 3.12 to 3.46 (sigma 3.3, C = 1/2; the paper"
                    + " 3.00), and for CGEns-Perc it moves twonorm towards the paper (2.54 to 2.87 at C = 2^-13; the"
                    + " paper 3.19) and german away (24.9 to 29.0 at C = 2^-11; the paper 21.6). Neither reading fits"
                    + " every row, so the columns keep the fresh draws."
                    + " Results: infens-bench/results/001-tables1-3.md.")
            .explaining("german-row", "SVM-Gauss", Paper001Methods.GERMAN, "Not explained; narrowed as Table I's"
                    + " german row (001-table1, german-row: not the training size, not the coding). Shen & Liu 2014"
                    + " print 22.80 ± 2.06 for the Gaussian SVM; ours is 25.0 on Raetsch's sizes (5 runs), and Lin &"
                    + " Li 2008, Table 5 has 24.5 ± 0.21 for the same method on 600 training rows (100 runs). The"
                    + " other columns of the row are within 2 standard errors here, CGEns-Perc (24.5) nearest the"
                    + " edge: Shen & Liu 2014's CGEns-Perc (21.6) is 2.7 points below their own SVM-Perc (24.3), the"
                    + " SVM whose problem it solves over sampled perceptrons, where ours are within a point of each"
                    + " other. Results: infens-bench/results/001-tables1-3.md.")
            .build();

    /**
     * Shen &amp; Liu 2014, Table III (Sec. VI-B): multi-class test error (%) of AdaBoost.ECC, AdaBoost.MH, MultiBoost
     * and CGEns-SLS with decision stumps, 500 iterations, the regularisation of CGEns-SLS and MultiBoost by 5-fold
     * cross-validation; UCI sets split 75%/25% at random ({@code NAME@75}, {@link ExperimentData}), 10 runs.
     */
    static final Experiment TABLE_001_3 = Experiment.builder("001-table3",
                    "Multi-class test error (%) with decision stumps",
                    SHEN_LIU + ", Sec. VI-B, Table III", Measure.TEST_ERROR)
            .methods(Paper001Methods.ADABOOST_ECC, Paper001Methods.ADABOOST_MH, Paper001Methods.MULTIBOOST,
                    Paper001Methods.CGENS_SLS)
            .standardDeviationsOver(10)
            .renaming("wine", "wine@75").renaming("iris", "iris@75").renaming("glass", "glass@75")
            .renaming("vehicle", "vehicle@75").renaming("DNA", "dna@75").renaming("vowel", "vowel@75")
            .renaming("segment", "segment@75")
            .quoting("""
                    wine 3.4±2.9 3.6±2.5 3.0±2.9 2.3±1.9
                    iris 7.3±2.1 6.2±1.7 5.7±2.2 6.0±4.0
                    glass 24.2±5.3 23.2±4.7 31.5±8.6 25.9±5.8
                    vehicle 22.3±2.1 22.0± 1.8 30.3±3.2 22.2±1.5
                    DNA 6.4±0.5 5.9±0.5 6.1±0.4 5.4±1.2
                    vowel 31.1±3.2 20.1± 2.6 32.7±11.4 19.3±1.1
                    segment 4.2±0.8 2.3± 0.5 3.6±0.6 2.6±0.5
                    """)
            .standardDeviationsOver(5)
            .quoting("""
                    MNIST 12.1±0.3 10.9±0.2 10.4±0.4 12.0±0.2
                    USPS 6.1±0.7 5.6±0.3 8.5±0.4 6.3±0.5
                    PASCAL07 56.5±0.2 54.5±0.8 55.9±1.4 53.6±0.8
                    LabelMe 27.3±0.4 25.4±0.4 25.0±0.4 26.2±0.1
                    CIFAR10 52.0±0.6 49.5±0.6 50.8±0.5 47.1±0.4
                    Scene15 26.5±0.9 24.9±0.6 27.8±0.7 23.9±0.3
                    SUN 60.8±1.1 56.4±1.3 61.1±0.8 53.9±1.5
                    """)
            .note(Paper001Methods.deviationNote(10) + " The vision rows are over 5 tests.")
            .note("The vision rows (MNIST, USPS, PASCAL07, LabelMe, CIFAR10, Scene15, SUN with their GIST, HOG"
                    + " and bag-of-words features) are not bundled: they take the images and Shen & Liu 2014's"
                    + " feature extraction, which cannot be had offline. AdaBoost.MH runs its 500 rounds (Shen & Liu 2014 cross-validate only the"
                    + " regularisation of CGEns-SLS and MultiBoost); CGEns-SLS " + Paper001Methods.CGENS_C_GRID
                    + " (Shen & Liu 2014 print no grid).")
            .note("AdaBoost.ECC (Guruswami & Sahai 1999, Multiclass learning, boosting, and error-correcting"
                    + " codes) runs its 500 rounds with the greedy max-cut colourings of Ling Li's LEMGA library (its"
                    + " default); Shen & Liu 2014 do not say which colouring they used, and on these rows random"
                    + " balanced colourings (adaboost-ecc's default) give vowel 20.4 and segment 2.5 against the"
                    + " paper's 31.1 and 4.2, the max-cut ones 31.3 and 3.8 (10 splits each,"
                    + " infens-bench/results/001-tables1-3.md).")
            .note("MultiBoost is not implemented, so its column is n/a. MultiBoost (Shen & Hao 2011, A direct"
                    + " formulation for totally-corrective multi-class boosting; Shen & Liu 2014 run it with the"
                    + " exponential loss) takes a multi-class column-generation learner whose master problem"
                    + " re-optimises every column's weights under that loss, with its regularisation cross-validated"
                    + " as CGEns-SLS's. Two prototypes (one non-negative weight per class and stump, the pairwise"
                    + " exponential loss plus an l1 penalty, the (stump, class) of the most violated dual constraint"
                    + " added per iteration) fit iris and wine (93.3% and 95.5% 5-fold CV accuracy at T = 100), but"
                    + " neither master converges in few passes where the regularisation is weak: on vowel's 990"
                    + " rows at C = 1 exact coordinate descent hit its cap of 10^4 sweeps by the third stump, and"
                    + " projected Newton (Bertsekas 1982, conjugate-gradient steps, each stump's flat direction"
                    + " removed) needed 25 to 40 Newton iterations and about 1,900 Hessian products per added stump"
                    + " at 60 stumps (5 s a stump, growing with the stumps: hours for a fit to 500 stumps, and a"
                    + " cell of this table fits 11 C x 5 folds); what it takes is a master solver that stays fast on"
                    + " these ill-conditioned problems (Shen & Hao's own is not at hand) and Shen & Hao's text to"
                    + " check the formulation against.")
            .explaining("sls-limit", "CGEns-SLS", "vowel@75, segment@75", "Not the column generation: run to"
                    + " convergence, CGEns-SLS solves (10) over every middle stump, and that limit, computed from the"
                    + " closed form (11) with C chosen on the test set (optimistic), is still above Shen & Liu 2014's"
                    + " figure: vowel 25.2 (middle stumps) and 23.9 (the stump kernel) against 19.3, segment 4.50 and"
                    + " 4.19 against 2.60 (infens-bench/sls-limit.py); ours is within 3.2 (vowel) and 0.1 (segment)"
                    + " points of its own limit, and J = 2,000 does not close the rest. So the gap is in the"
                    + " least-squares formulation on these copies of the data; Shen & Liu 2014 do not say which vowel"
                    + " or segment (or preprocessing) they used. Not verified further. Results:"
                    + " infens-bench/results/001-tables1-3.md.")
            .explaining("mh-variant", "AdaBoost.MH", "segment@75", "Our choice of AdaBoost.MH variant, on this row."
                    + " AdaBoost.MH is above Shen & Liu 2014 on segment as CGEns-SLS is (3.34 against 2.30, 10"
                    + " runs). Our code is not the cause: a numpy implementation written from Schapire & Singer 1999"
                    + " gives the same test error on all 10 splits. The other variant of Schapire & Singer 1999,"
                    + " real AdaBoost.MH with domain-partitioning stumps (Sec. 4; adaboost-mh(variant=real); this"
                    + " column is the discrete one with vote vectors, Sec. 7, binary weak learners as Shen & Liu"
                    + " 2014 write), gives 2.66 ± 0.21 on the same splits (z +1.4). It does not fit the table as a"
                    + " whole: on the same splits it puts glass at +2.3 and vowel at -2.5 (ours +1.7 and +1.0) and"
                    + " vehicle at +1.4, so neither variant matches every row, and Shen & Liu 2014 do not say which"
                    + " they ran. Results: infens-bench/results/001-tables1-3.md.")
            .explaining("vehicle", "AdaBoost.MH, AdaBoost.ECC", "vehicle@75", "Narrowed to the data, not explained."
                    + " z = +2.8 (24.8 against 22.0, 10 runs); AdaBoost.ECC is at +2.0 on the same splits (24.6"
                    + " against 22.3, with either colouring: 24.0 random); over 100 splits ours is 23.7 ± 0.24 (z +2.7), and CGEns-SLS on the"
                    + " 10 splits is also above Shen & Liu 2014 (24.4 against 22.2, z +1.9). Not our AdaBoost.MH: a"
                    + " numpy implementation written from Schapire & Singer 1999 with our tie rule gives the same"
                    + " test error on all 10 splits and the same mean over 100 (23.68; 89 of the 100 runs equal, the"
                    + " rest parting where two edges differ by rounding), and the same stumps and alphas on vowel (a"
                    + " test). Not only the variant (see mh-variant): real AdaBoost.MH gives 23.1 on the 10 splits"
                    + " (z +1.4) but 23.6 ± 0.22 on the 100 (z +2.6). Three of Shen & Liu 2014's four methods lie"
                    + " within 0.3 of each other on vehicle (22.0-22.3), 1.5-2.6 points below each of ours (three"
                    + " different algorithms); they do not say"
                    + " which copy, scaling or split they used (ours: UCI's 846 rows, docs/datasets.md). Results:"
                    + " infens-bench/results/001-tables1-3.md (org.infens.bench.SplitFits,"
                    + " infens-core/src/test/resources/org/infens/boost/adaboost-mh-reference.py).")
            .build();

    /**
     * Shen &amp; Liu 2014, Table IV (Sec. VIII-B): test error (%) of AdaBoost and CGEns ("Ours") with decision stumps
     * on UCI Spambase, 60 iterations each, C of CGEns by 5-fold cross-validation, 20 runs with a 3:2 training/test
     * split (the default 60/40 split of {@link ExperimentData}).
     */
    static final Experiment TABLE_001_4 = Experiment.builder("001-table4",
                    "Test error (%) on Spambase with decision stumps, 60 iterations",
                    SHEN_LIU + ", Sec. VIII-B, Table IV", Measure.TEST_ERROR)
            .methods(Method.of("AdaBoost", "adaboost(base=stump, T=60)"),
                    Method.of("CGEns", "cgens(weak=stump, J=60)", Paper001Methods.CGENS_C_GRID)
                            .withQuick("cgens(weak=stump, J=60)", Paper001Methods.CGENS_C_GRID_QUICK))
            .standardDeviationsOver(20)
            .quotingColumns("spambase", """
                    AdaBoost 6.32±0.66
                    Ours 5.80±0.46
                    """)
            .note(Paper001Methods.deviationNote(20))
            .note("Spambase: the bundled UCI set (4601 e-mails, 57 features, 1813 spam; R's kernlab copy, see"
                    + " docs/datasets.md), features scaled to [-1, 1], a fresh 60/40 split per run (Shen & Liu 2014's"
                    + " 3:2). AdaBoost runs its 60 rounds; CGEns takes 60 columns with C by 5-fold cross-validation"
                    + " over " + Paper001Methods.CGENS_C_GRID + " (Shen & Liu 2014 print no grid).")
            .build();

    /**
     * Zhao 2017, Table 4.2 (Sec. 4.2): test accuracy (%) of the linear, RBF and quasi-linear SVMs and a random forest;
     * 50 random half/half splits, rows scaled to unit L2 norm (Sec. 4.1), parameters by 3-fold cross-validation.
     * The thesis prints mean accuracies with standard deviations as fractions (87.6103±0.0132): stored as standard
     * errors in points, 100 x 0.0132 / sqrt(50).
     */
    static final Experiment TABLE_003_4_2 = Experiment.builder("003-table4.2",
                    "The classification accuracies of SVM with different kernels and RF",
                    ZHAO + ", Sec. 4.2, Table 4.2", Measure.TEST_ACCURACY)
            .methods(PaperMethods.ZHAO_LINEAR, PaperMethods.ZHAO_RBF, PaperMethods.ZHAO_QUASI_LINEAR,
                    PaperMethods.ZHAO_FOREST)
            .standardDeviationsOver(50, 100)
            .renaming("Breast", "breast@50/drop=1,l2").renaming("Glass", "glass@50/positive=1,l2")
            .renaming("Sonar", "sonar@50/l2").renaming("Haberman", "haberman@50/l2")
            .quoting("""
                    Breast 87.6103±0.0132 89.0591±0.0139 89.1434±0.0027 92.8236±0.0465
                    Glass 74.4723±0.0424 78.8403±0.0366 81.3139±0.0680 79.4412±0.0472
                    banknote 98.7812±0.0032 99.8201±0.0017 99.8532±0.0025 99.2782±0.0045
                    Yeast-MIT 87.1837±0.0184 88.3316±0.0088 87.6221±0.0035 87.2820±0.0039
                    Yeast-NUC 74.8692±0.0134 75.3401±0.0136 76.2881±0.0072 73.4125±0.0341
                    Yeast-CYT 68.4178±0.0117 71.8059±0.0161 74.3478±0.0097 73.0211±0.0151
                    Yeast-ME3 91.8627±0.0072 92.7296±0.0071 93.6181±0.0072 90.1097±0.0149
                    Sonar 74.0067±0.0395 82.6040±0.0459 81.7396±0.0397 75.9682±0.0353
                    Arrhythmia 74.9270±0.0211 74.1361±0.0216 76.5527±0.0156 68.5072±0.0363
                    Haberman 73.1884±0.0247 73.0710±0.0196 75.8682±0.0236 71.2472±0.0266
                    """)
            .note("Rows: NAME@50 is a random half for training and the other half for testing; /l2 scales every row"
                    + " of the bundled values to unit L2 norm (Zhao 2017, Sec. 4.1) instead of every feature to"
                    + " [-1, 1]. Breast drops feature 1, the sample code number (/drop=1): on L2-normalised rows it"
                    + " would swamp the nine measurements (Zhao 2017, Table 4.1 lists 10 features and 699 rows; the"
                    + " bundled breast has the 683 rows without a missing value). Glass is type 1 against the rest"
                    + " (/positive=1), the 70/144 split of Zhao 2017, Table 4.1.")
            .note("The thesis prints standard deviations as fractions; the paper column shows the standard error"
                    + " 100 x deviation / sqrt(50). Run with --runs 50 for its protocol.")
            .explaining("quasi-linear", "Quasi-linear", "*", "Partly explained. Ours below the thesis on sonar (76.4"
                    + " against 81.7), glass (77.6 against 81.3), breast (88.1 against 89.1) and haberman (74.0"
                    + " against 75.9), 50 runs, but above our linear SVM on all four. The gate widths were the cause"
                    + " on sonar: with sigma_j the RMS distance of a partition's rows (our reading before 2026-11,"
                    + " width=radius) every gate was about 1/M in 60 dimensions, the kernel the linear kernel over M,"
                    + " and CV chose M = 1 in 32 of 50 runs (73.3); sigma_j is now the standard deviation per"
                    + " coordinate (width=std). What remains: 3-fold CV over (M, C) costs 1-3 points against the best"
                    + " M in hindsight, and on sonar every partition tree stops at its root (61 least-squares"
                    + " coefficients fit a bootstrap sample within 5%); the thesis does not say how a node's linear"
                    + " classifier is fitted. The cost weights (3.3) and lambda changed less than the noise; counting"
                    + " every mixed leaf as a boundary leaf lost 1-2 points. Ablation and results: infens-bench/results/table4-2-quasilinear.md"
                    + " (org.infens.bench.PaperTable42, QuasiLinearAblation).")
            .explaining("glass-features", "Linear, RBF", "glass@50/positive=1,l2", "A protocol detail the thesis"
                    + " leaves open: glass's raw features (Si about 72, the others 0-15) dominate rows scaled to unit"
                    + " L2 norm, and Zhao 2017 does not say whether it standardised the features before normalising"
                    + " the rows; we use the bundled values as they are (linear 67.4 against 74.5, RBF 68.4 against"
                    + " 78.8, 50 runs). With the features standardised on the training half first the linear SVM"
                    + " gets 79.6 (10 runs), above the thesis, so it probably did neither exactly. Results:"
                    + " infens-bench/results/table4-2-quasilinear.md.")
            .explaining("forest-haberman", "Random forest", "haberman@50/l2", "Probably the forest's leaf size, which"
                    + " the thesis does not give (ours 67.0 against 71.2, 50 runs). Our forest is not the cause:"
                    + " scikit-learn 1.2.1's RandomForestClassifier (100 trees, log2 d features) on the same 50 splits"
                    + " gives 66.8 on haberman and agrees with ours within a standard error on all four rows. Fully"
                    + " grown trees on haberman's 3 noisy features overfit; with leaves of at least 5 rows (min-leaf=5)"
                    + " our forest gives 92.2, 80.1, 76.9 and 72.0 on breast, glass, sonar and haberman, all four"
                    + " within 2 standard errors of the thesis (z -0.9 to +1.4), where the default leaves give z +1.5,"
                    + " +1.9, +2.7 and -6.4; leaves of 10 rows (the thesis's rule for its partition trees) give z"
                    + " +3.9 on haberman and unnormalised features +5.9 on breast, so neither fits. The column keeps"
                    + " fully grown trees, as in Breiman's forest, which the thesis cites. Results: infens-bench/results/003-table4.2-50runs.md"
                    + " (org.infens.bench.SplitFits, infens-bench/forest-sklearn.py).")
            .build();

    /**
     * Zhao 2017, Table 4.4 (Sec. 4.3): precision, recall and F1 of the positive class of the linear, RBF and
     * quasi-linear SVMs on ten functional categories of a yeast gene data set (625 training and 328 test genes, 478
     * features; Table 4.3), each category one against the rest, with Table 4.2's parameters ("The experimental
     * parameters are consistent with the previous section"). The thesis prints fractions; stored in percent. The data
     * set is not available offline (see the note), so every cell is n/a; the definition runs once it is bundled.
     */
    static final Experiment TABLE_003_4_4 = Experiment.builder("003-table4.4",
                    "Classification results on the Yeast Gene Data Sets",
                    ZHAO + ", Sec. 4.3, Table 4.4", Measure.F1)
            .methods(PaperMethods.ZHAO_LINEAR.as("Linear P", Measure.PRECISION),
                    PaperMethods.ZHAO_LINEAR.as("Linear R", Measure.RECALL),
                    PaperMethods.ZHAO_LINEAR.as("Linear F", Measure.F1),
                    PaperMethods.ZHAO_RBF.as("RBF P", Measure.PRECISION),
                    PaperMethods.ZHAO_RBF.as("RBF R", Measure.RECALL),
                    PaperMethods.ZHAO_RBF.as("RBF F", Measure.F1),
                    PaperMethods.ZHAO_QUASI_LINEAR.as("Quasi-linear P", Measure.PRECISION),
                    PaperMethods.ZHAO_QUASI_LINEAR.as("Quasi-linear R", Measure.RECALL),
                    PaperMethods.ZHAO_QUASI_LINEAR.as("Quasi-linear F", Measure.F1))
            .scaledBy(100)
            .renaming("14.01", "yeast-14.01").renaming("14.03", "yeast-14.03").renaming("14.07", "yeast-14.07")
            .renaming("14.07.02", "yeast-14.07.02").renaming("14.07.02.01", "yeast-14.07.02.01")
            .renaming("14.07.03", "yeast-14.07.03").renaming("14.07.04", "yeast-14.07.04")
            .renaming("14.10", "yeast-14.10").renaming("14.13", "yeast-14.13")
            .renaming("14.13.01.01", "yeast-14.13.01.01")
            .quoting("""
                    14.01 0.3823 0.4814 0.4262 0.6923 0.3333 0.4500 0.4516 0.5185 0.4827
                    14.03 0.4144 0.5476 0.4717 0.3951 0.5833 0.4711 0.7500 0.3962 0.5185
                    14.07 0.7362 0.7052 0.7200 0.7388 0.7000 0.7189 0.7320 0.8052 0.7669
                    14.07.02 0.4761 0.4166 0.4444 0.5000 0.3750 0.4285 0.6250 0.4167 0.5000
                    14.07.02.01 0.7500 0.7500 0.7500 0.5000 0.2500 0.3333 0.7500 0.7500 0.7500
                    14.07.03 0.6571 0.4339 0.5227 0.6969 0.4339 0.5348 0.7320 0.5828 0.6489
                    14.07.04 0.1667 0.1000 0.1250 0.2000 0.1500 0.1714 0.2400 0.1714 0.2000
                    14.10 0.3541 0.2881 0.3177 0.3389 0.3389 0.3389 0.3333 0.3333 0.3333
                    14.13 0.2568 0.3943 0.3111 0.2916 0.4225 0.3448 0.3882 0.4647 0.4230
                    14.13.01.01 0.3888 0.2000 0.2641 0.3200 0.2285 0.2666 0.5625 0.2571 0.3529
                    """)
            .note("Rows: yeast-ID is the functional category ID of the MIPS Functional Catalogue (14: protein fate;"
                    + " Zhao 2017, Table 4.3 lists each one's positives among the 625 training genes) against all"
                    + " other genes. Columns: P, R and F are precision, recall and F1 of that category (Zhao 2017,"
                    + " (4.1)); the three columns of one SVM are one computation. The thesis reports one fixed"
                    + " training/test split (625/328), not repeated runs, and no standard errors, so ours are not"
                    + " compared by z. Values in percent (the thesis prints fractions: 0.4262 is 42.62). Every"
                    + " printed F is 2PR/(P+R) of its P and R to the fourth decimal except two: 14.07's linear SVM"
                    + " (F 0.7200, P and R give 0.7204) and 14.13's RBF SVM (0.3448 against 0.3451), copied as"
                    + " printed.")
            .note("Data: not available offline. The thesis's yeast gene set (Zhao 2017, Sec. 4.3, after Barutcuoglu,"
                    + " Schapire & Troyanskaya 2006 and Elisseeff & Weston 2001) has 478 features per gene and a"
                    + " fixed 625/328 split; it is not in any Debian package, and the multi-label yeast set that"
                    + " Debian's r-cran-mlr ships (Elisseeff & Weston's, 2417 genes, 103 features, 14 classes) is"
                    + " another set. Running this table needs the thesis's files (features, FunCat labels and the"
                    + " split), bundled as ten binary sets named yeast-ID with positive class 1.")
            .build();
}
