package org.infens.experiment;

/**
 * The methods of Lin &amp; Li 2008, Sec. 7 with the paper's grids, shared by the table definitions so that a method
 * listed in several tables is one computation.
 *
 * <p>Grids (Lin &amp; Li 2008, Sec. 7): log2 C in {-17, -15, ..., 3} for SVM-Stump, SVM-Mid, SVM-Perc and LPBoost;
 * (log2 gamma, log2 C) in {-15, -13, ..., 3} x {-5, -3, ..., 15} for SVM-Dec (Laplacian) and SVM-Gauss, gamma the
 * slower axis so that ties go to the smaller gamma; AdaBoost chooses T in {10, 20, ..., 1500} by its own five-fold
 * cross-validation ({@code T=cv}); LPBoost stops after 1000 columns. Perceptrons are RCD-bias with 200 epochs,
 * trees pruned C4.5 (the learners' defaults).
 *
 * <p>Boosted C4.5 trees are fitted to samples drawn from the example weights ({@code resample(base=c45)},
 * boosting by resampling), not to the weights themselves. Our choice, as the paper does not say: C4.5 release 8,
 * the program Lin &amp; Li 2008 name, reads no example weights, and the second author's boosting library (Ling
 * Li's Lemga) fits a base learner without weights to a sample drawn from them. It matters for LPBoost: fitted to
 * the LP's dual weights, C4.5 often returns a tree that classifies every training row correctly, which alone
 * solves the LP, and LPBoost-Dec then predicts as one tree (ionosphere: 10.5% over 4 runs against the paper's
 * 6.81; see {@link org.infens.boost.ResamplingTrainer}).
 *
 * <p>{@code --quick} variants: every other point of the C grids (log2 C in {-17, -13, ..., 3}, 6 values), the
 * Gaussian and Laplacian grids cut to log2 gamma in {-15, -9, -3, 3} x log2 C in {-5, 0, 5, 10, 15}, AdaBoost's T
 * up to 200 with stumps and 50 with perceptrons or trees, LPBoost's columns up to 100 with stumps and 30 with
 * perceptrons or trees, and quick perceptrons trained for 20 epochs instead of 200. These keep the whole
 * {@code --quick} run within a few minutes on two cores (measured: 675 s with T up to 300, 200 columns and
 * 200-epoch perceptrons, most of it AdaBoost-Perc and LPBoost-Perc); they change the learners, so quick numbers of
 * the perceptron and tree columns are a smoke test, not a reproduction.
 */
final class PaperMethods {
    private PaperMethods() {
    }

    /** Lin &amp; Li 2008's C grid for the kernels without a width and for LPBoost. */
    static final String C_GRID = "C=2^-17..2^3 step 2";
    /** The quick C grid. */
    static final String C_GRID_QUICK = "C=2^-17..2^3 step 4";
    /** Lin &amp; Li 2008's gamma axis for SVM-Dec and SVM-Gauss. */
    static final String GAMMA_GRID = "kernel.gamma=2^-15..2^3 step 2";
    /** Lin &amp; Li 2008's C axis for SVM-Dec and SVM-Gauss. */
    static final String RBF_C_GRID = "C=2^-5..2^15 step 2";

    static final Method SVM_STUMP = svm("SVM-Stump", "svm(kernel=stump)");
    static final Method SVM_MID = svm("SVM-Mid", "svm(kernel=middle-stump)");
    static final Method SVM_PERC = svm("SVM-Perc", "svm(kernel=perceptron)");
    static final Method SVM_DEC = rbf("SVM-Dec", "svm(kernel=laplacian(gamma=1))");
    static final Method SVM_GAUSS = rbf("SVM-Gauss", "svm(kernel=rbf(gamma=1))");

    /** SVM-Dec's computation under Lin 2005's name (Sec. 5.3: SVM-Laplace). */
    static final Method SVM_LAPL = rbf("SVM-Lapl", "svm(kernel=laplacian(gamma=1))");
    /** The exponential kernel exp(-gamma ||x - x'||_2) (Lin 2005, Sec. 4.3.3 and 5.3: SVM-Exp). */
    static final Method SVM_EXP = rbf("SVM-Exp", "svm(kernel=exponential(gamma=1))");

    static final Method ADABOOST_STUMP = adaboost("AdaBoost-Stump", "stump");
    /** AdaBoost with T fixed (Lin 2005, Sec. 5.2: T = 100 and T = 1000, no selection). */
    static final Method ADABOOST_STUMP_100 = Method.of("AdaBoost-Stump T=100", "adaboost(base=stump, T=100)");
    static final Method ADABOOST_STUMP_1000 = Method.of("AdaBoost-Stump T=1000", "adaboost(base=stump, T=1000)");
    /** Hard-margin LPBoost with stumps (Lin 2005, Sec. 5.2: "solves (P7) exactly with C = inf"). */
    static final Method LPBOOST_STUMP_HARD = Method.of("LPBoost-Stump C=inf", "lpboost(base=stump, C=inf)")
            .withQuick("lpboost(base=stump, C=inf, columns=200)");
    /** Hard-margin SVM-Stump (Lin 2005, Table 5.3). */
    static final Method SVM_STUMP_HARD = Method.of("SVM-Stump C=inf", "svm(kernel=stump, C=inf)");
    static final Method ADABOOST_PERC = adaboost("AdaBoost-Perc", "perceptron");
    /** C4.5 boosted by resampling (see the class comment). */
    private static final String RESAMPLED_C45 = "resample(base=c45)";
    static final Method ADABOOST_DEC = adaboost("AdaBoost-Dec", RESAMPLED_C45);
    static final Method LPBOOST_STUMP = lpboost("LPBoost-Stump", "stump");
    static final Method LPBOOST_PERC = lpboost("LPBoost-Perc", "perceptron");
    static final Method LPBOOST_DEC = lpboost("LPBoost-Dec", RESAMPLED_C45);

    /** The artificial rows of Lin &amp; Li 2008, Tables 2-5, in the paper's order. */
    static final String[] ARTIFICIAL = {"twonorm", "twonorm-n", "threenorm", "threenorm-n", "ringnorm",
        "ringnorm-n"};

    /** The note every Lin &amp; Li 2008 table with UCI rows carries about the rows it leaves out. */
    static final String LARGE_SETS_NOTE = "The paper's last four rows (a1a, splice, svmguide1, w1a: one benchmark"
            + " test set each, no standard error) are not reproduced; those sets are not bundled.";

    private static Method svm(String name, String spec) {
        return Method.of(name, spec, C_GRID).withQuick(spec, C_GRID_QUICK);
    }

    private static Method rbf(String name, String spec) {
        return Method.of(name, spec, GAMMA_GRID, RBF_C_GRID)
                .withQuick(spec, "kernel.gamma=2^-15..2^3 step 6", "C=2^-5..2^15 step 5");
    }

    private static Method adaboost(String name, String base) {
        boolean stump = base.equals("stump");
        return Method.of(name, "adaboost(base=" + base + ", T=cv, folds=5, maxT=1500, step=10)")
                .withQuick("adaboost(base=" + quickBase(base) + ", T=cv, folds=5, maxT=" + (stump ? 200 : 50)
                        + ", step=10)");
    }

    private static Method lpboost(String name, String base) {
        boolean stump = base.equals("stump");
        return Method.of(name, "lpboost(base=" + base + ", columns=1000)", C_GRID)
                .withQuick("lpboost(base=" + quickBase(base) + ", columns=" + (stump ? 100 : 30) + ")", C_GRID_QUICK);
    }

    /** The base learner of a quick variant: perceptrons with 20 epochs, the others as they are. */
    private static String quickBase(String base) {
        return base.equals("perceptron") ? "perceptron(epochs=20)" : base;
    }

    /** Zhao 2017, Sec. 4.2's C axis, for the linear, RBF and quasi-linear SVMs. */
    static final String ZHAO_C_GRID = "C=0.1,0.5,1,5,10,20,50";
    /** Zhao 2017, Sec. 4.2's cross-validation: three folds. */
    static final int ZHAO_FOLDS = 3;
    /** Zhao 2017, Table 4.2: the linear SVM, C by 3-fold cross-validation. */
    static final Method ZHAO_LINEAR = Method.of("Linear", "svm(kernel=linear)", ZHAO_C_GRID).withFolds(ZHAO_FOLDS);
    /** Zhao 2017, Table 4.2: the RBF SVM, gamma in {0.1, 0.5, 1, 5} and C by 3-fold cross-validation. */
    static final Method ZHAO_RBF = Method.of("RBF", "svm(kernel=rbf(gamma=1))", "kernel.gamma=0.1,0.5,1,5",
            ZHAO_C_GRID).withFolds(ZHAO_FOLDS);
    /**
     * Zhao 2017, Table 4.2: the quasi-linear SVM, 10 partition trees, M and C chosen together by its own 3-fold
     * cross-validation (Sec. 4.2); quick: C in {1, 10}.
     */
    static final Method ZHAO_QUASI_LINEAR = Method.of("Quasi-linear",
                    "quasilinear(trees=10, C=[0.1,0.5,1,5,10,20,50], folds=3)")
            .withQuick("quasilinear(trees=10, C=[1,10], folds=3)");
    /** Zhao 2017, Table 4.2: a random forest (the thesis gives no size; 100 trees, log2 d features per split). */
    static final Method ZHAO_FOREST = Method.of("Random forest", "random-forest(trees=100)")
            .withQuick("random-forest(trees=30)");
}
