package org.infens.learner;

import org.infens.data.Dataset;

/**
 * A decision stump h(x) = s * sign(x_f - a) on one feature f with threshold a and direction s in {-1, +1}, or the
 * constant hypothesis h(x) = s (Lin &amp; Li 2008, Sec. 2.2; the base learner of Lin 2005, Sec. 5 and
 * Lin &amp; Li 2008, Sec. 7).
 *
 * <p>Our choice for sign(0), which the papers leave open because a middle stump's threshold lies strictly between
 * two training values: h(x) = s when x_f &gt; a and h(x) = -s otherwise (x_f = a counts as below). A feature beyond
 * the data's dimension reads as 0, as sparse rows do.
 *
 * @param feature   the feature f tested, or -1 for the constant hypothesis
 * @param threshold the threshold a (ignored by the constant hypothesis, written as 0 there)
 * @param direction s, -1 or +1
 */
public record Stump(int feature, double threshold, int direction) {
    /** Validates the fields. */
    public Stump {
        if (direction != 1 && direction != -1) {
            throw new IllegalArgumentException("direction must be -1 or +1, got " + direction);
        }
        if (feature < -1) {
            throw new IllegalArgumentException("feature must be >= 0, or -1 for a constant, got " + feature);
        }
        if (Double.isNaN(threshold)) {
            throw new IllegalArgumentException("threshold must not be NaN");
        }
    }

    /** The constant hypothesis h(x) = {@code direction}. */
    public static Stump constant(int direction) {
        return new Stump(-1, 0.0, direction);
    }

    /** Whether this is the constant hypothesis. */
    public boolean isConstant() {
        return feature < 0;
    }

    /** h(x) for a row whose feature f has value {@code value}: s if value &gt; a, else -s (constant: s). */
    public int output(double value) {
        if (feature < 0) {
            return direction;
        }
        return value > threshold ? direction : -direction;
    }

    /** h(x) of row {@code i} of {@code data}. */
    public int output(Dataset data, int i) {
        if (feature < 0) {
            return direction;
        }
        double x = feature < data.dimension() ? data.get(i, feature) : 0.0;
        return output(x);
    }

    /** The stump with the opposite direction (-h). */
    public Stump negate() {
        return new Stump(feature, threshold, -direction);
    }
}
