package org.infens.boost;

/**
 * Parameters of {@link AdaBoostTrainer}.
 *
 * @param rounds       T, the number of boosting rounds when it is fixed ({@code T=100}); ignored when
 *                     {@code selectRounds}
 * @param selectRounds whether T is chosen by stratified cross-validation ({@code T=cv}) from
 *                     {step, 2 step, ..., maxRounds}, as Lin &amp; Li 2008, Sec. 7 does with {10, 20, ..., 1500}
 * @param folds        the number of cross-validation folds for {@code T=cv} (Lin &amp; Li 2008: 5)
 * @param maxRounds    the largest T tried by {@code T=cv} (Lin &amp; Li 2008: 1500)
 * @param step         the step between the T tried by {@code T=cv} (Lin &amp; Li 2008: 10); must divide
 *                     {@code maxRounds}
 */
public record AdaBoostParams(int rounds, boolean selectRounds, int folds, int maxRounds, int step) {
    /** The default fixed T: 100 (Lin 2005, Table 5.2's smaller setting). */
    public static final int DEFAULT_ROUNDS = 100;
    /** The default number of folds for {@code T=cv}: 5. */
    public static final int DEFAULT_FOLDS = 5;
    /** The default largest T for {@code T=cv}: 1500 (Lin &amp; Li 2008, Sec. 7). */
    public static final int DEFAULT_MAX_ROUNDS = 1500;
    /** The default step for {@code T=cv}: 10 (Lin &amp; Li 2008, Sec. 7). */
    public static final int DEFAULT_STEP = 10;

    /** Validates every field. */
    public AdaBoostParams {
        if (rounds < 1) {
            throw new IllegalArgumentException("T must be >= 1, got " + rounds);
        }
        if (folds < 2) {
            throw new IllegalArgumentException("folds must be >= 2, got " + folds);
        }
        if (step < 1) {
            throw new IllegalArgumentException("step must be >= 1, got " + step);
        }
        if (maxRounds < step) {
            throw new IllegalArgumentException("max-T must be >= step = " + step + ", got " + maxRounds);
        }
        if (maxRounds % step != 0) {
            throw new IllegalArgumentException("max-T must be a multiple of step = " + step + ", got " + maxRounds);
        }
    }

    /** T fixed at {@code rounds}. */
    public static AdaBoostParams fixed(int rounds) {
        return new AdaBoostParams(rounds, false, DEFAULT_FOLDS, DEFAULT_MAX_ROUNDS, DEFAULT_STEP);
    }

    /** T chosen by {@code folds}-fold cross-validation from {step, 2 step, ..., maxRounds}. */
    public static AdaBoostParams crossValidated(int folds, int maxRounds, int step) {
        return new AdaBoostParams(DEFAULT_ROUNDS, true, folds, maxRounds, step);
    }

    /** The defaults: T = 100. */
    public static AdaBoostParams defaults() {
        return fixed(DEFAULT_ROUNDS);
    }

    /** The spec arguments after {@code base=}, e.g. {@code T=100} or {@code T=cv, folds=5, max-T=1500, step=10}. */
    String describe() {
        return selectRounds ? "T=cv, folds=" + folds + ", max-T=" + maxRounds + ", step=" + step : "T=" + rounds;
    }
}
