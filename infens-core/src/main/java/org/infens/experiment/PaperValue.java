package org.infens.experiment;

/**
 * A number a paper published for one cell of a table: the mean over the paper's runs and its standard error, or
 * only a value (the paper's Table 6 times, the large data sets' single test errors), in which case the standard
 * error is NaN.
 *
 * @param mean          the published value, in the table's unit (percent test error or seconds)
 * @param standardError its published standard error, or NaN when the paper gives none
 */
public record PaperValue(double mean, double standardError) {
    /** Validates: the mean is finite, the standard error is NaN or {@code >= 0}. */
    public PaperValue {
        if (!Double.isFinite(mean)) {
            throw new IllegalArgumentException("mean must be finite, got " + mean);
        }
        if (!Double.isNaN(standardError) && !(standardError >= 0 && Double.isFinite(standardError))) {
            throw new IllegalArgumentException("standardError must be >= 0 or NaN, got " + standardError);
        }
    }

    /** Whether the paper gave a standard error. */
    public boolean hasStandardError() {
        return !Double.isNaN(standardError);
    }
}
