package org.infens.boost;

/**
 * Parameters of {@link LpBoostTrainer}.
 *
 * @param C       the soft-margin parameter of Lin &amp; Li 2008, (P4), {@code > 0}; {@code Double.POSITIVE_INFINITY}
 *                for the hard margin (Lin 2005, Table 5.2's LPBoost-Stump)
 * @param columns the most columns (hypotheses) column generation adds, {@code >= 1}; Lin &amp; Li 2008, Sec. 7 stops at
 *                1000
 */
public record LpBoostParams(double C, int columns) {
    /** The default C: 1. */
    public static final double DEFAULT_C = 1.0;
    /** The papers' cap on the number of columns: 1000 (Lin &amp; Li 2008, Sec. 7). */
    public static final int DEFAULT_COLUMNS = 1000;

    /** Validates every field. */
    public LpBoostParams {
        if (!(C > 0)) {
            throw new IllegalArgumentException("C must be > 0, got " + C);
        }
        if (columns < 1) {
            throw new IllegalArgumentException("columns must be >= 1, got " + columns);
        }
    }

    /** The defaults: C = 1, 1000 columns. */
    public static LpBoostParams defaults() {
        return new LpBoostParams(DEFAULT_C, DEFAULT_COLUMNS);
    }

    /** Whether this is the hard margin (C = infinity). */
    public boolean hardMargin() {
        return Double.isInfinite(C);
    }

    /** A copy with {@code newC}. */
    public LpBoostParams withC(double newC) {
        return new LpBoostParams(newC, columns);
    }
}
