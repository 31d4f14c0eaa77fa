package org.infens.svm;

import java.util.Locale;

/**
 * LIBSVM's five formulations ({@code svm-train -s 0..4}; Chang &amp; Lin 2011, Sec. 2): which dual is solved and what
 * the model predicts.
 */
public enum SvmType {
    /** C-SVC ({@code -s 0}): soft-margin classification with cost C (Cortes &amp; Vapnik 1995). */
    C_SVC("c-svc", "c_svc"),
    /**
     * nu-SVC ({@code -s 1}): classification where nu in (0, 1] bounds the fraction of margin errors from above and of
     * support vectors from below (Schölkopf, Smola, Williamson &amp; Bartlett 2000).
     */
    NU_SVC("nu-svc", "nu_svc"),
    /**
     * One-class SVM ({@code -s 2}): the support of a distribution, novelty detection; nu bounds the fraction of
     * training rows outside it (Schölkopf, Platt, Shawe-Taylor, Smola &amp; Williamson 2001). Labels are not read.
     */
    ONE_CLASS("one-class", "one_class"),
    /** epsilon-SVR ({@code -s 3}): regression with the epsilon-insensitive loss and cost C (Vapnik 1998). */
    EPSILON_SVR("epsilon-svr", "epsilon_svr"),
    /** nu-SVR ({@code -s 4}): regression where nu takes the place of epsilon (Schölkopf et al. 2000). */
    NU_SVR("nu-svr", "nu_svr");

    private final String specName;
    private final String libsvmName;

    SvmType(String specName, String libsvmName) {
        this.specName = specName;
        this.libsvmName = libsvmName;
    }

    /** The name in learner specs and model files: {@code c-svc}, {@code nu-svc}, {@code one-class}, ... */
    public String specName() {
        return specName;
    }

    /** The name in LIBSVM's model files ({@code svm_type c_svc}, ...). */
    public String libsvmName() {
        return libsvmName;
    }

    /** LIBSVM's number for {@code svm-train -s}: 0 to 4. */
    public int libsvmNumber() {
        return ordinal();
    }

    /** Whether the model predicts a real value (epsilon-SVR, nu-SVR). */
    public boolean isRegression() {
        return this == EPSILON_SVR || this == NU_SVR;
    }

    /** Whether nu is a parameter (nu-SVC, one-class, nu-SVR). */
    public boolean usesNu() {
        return this == NU_SVC || this == ONE_CLASS || this == NU_SVR;
    }

    /** Whether C is a parameter (C-SVC, epsilon-SVR, nu-SVR). */
    public boolean usesC() {
        return this == C_SVC || this == EPSILON_SVR || this == NU_SVR;
    }

    /**
     * The type named {@code name}: its spec name or LIBSVM name, any case ({@code nu-svc}, {@code nu_svc}).
     *
     * @throws IllegalArgumentException naming the accepted values otherwise
     */
    public static SvmType fromName(String name) {
        String n = name.trim().toLowerCase(Locale.ROOT);
        for (SvmType t : values()) {
            if (t.specName.equals(n) || t.libsvmName.equals(n)) {
                return t;
            }
        }
        throw new IllegalArgumentException("type must be c-svc, nu-svc, one-class, epsilon-svr or nu-svr, got '"
                + name + "'");
    }

    /**
     * The type of {@code svm-train -s number}.
     *
     * @throws IllegalArgumentException for a number outside 0..4
     */
    public static SvmType fromLibsvmNumber(int number) {
        if (number < 0 || number >= values().length) {
            throw new IllegalArgumentException("svm_type must be 0..4 (0 C-SVC, 1 nu-SVC, 2 one-class SVM, "
                    + "3 epsilon-SVR, 4 nu-SVR), got " + number);
        }
        return values()[number];
    }
}
