package org.infens.data;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * C's {@code printf} number conversions {@code %.Pg} and {@code %.Pf}, digit for digit as glibc prints them, so that
 * Infens writes the same text as LIBSVM's tools ({@code svm-predict} prints labels with {@code %g}, accuracy with
 * {@code %g%%}; {@code svm-train} prints {@code obj} and {@code rho} with {@code %f} and saves coefficients with
 * {@code %.17g}).
 *
 * <p>Java's {@link String#format} differs from C in two ways that matter here: {@code %g} never removes trailing
 * zeros, and rounding starts from the shortest decimal representation of the double rather than its exact binary
 * value. These methods round the exact value ({@code new BigDecimal(double)}) half-to-even, as glibc does in the
 * default rounding mode.
 */
public final class CFormat {
    private CFormat() {
    }

    /** C's {@code %g}: six significant digits, trailing zeros removed. */
    public static String g(double value) {
        return g(value, 6);
    }

    /**
     * C's {@code %.Pg}: {@code precision} significant digits (0 counts as 1), fixed notation when the decimal
     * exponent X satisfies {@code -4 <= X < precision}, otherwise {@code d.ddde+XX}; trailing zeros and a trailing
     * decimal point removed. Non-finite values print as {@code inf}, {@code -inf} and {@code nan}.
     *
     * @param value     the number
     * @param precision significant digits, {@code >= 0}
     * @return the text C would print
     */
    public static String g(double value, int precision) {
        if (precision < 0) {
            throw new IllegalArgumentException("precision must be >= 0, got " + precision);
        }
        if (Double.isNaN(value)) {
            return "nan";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        String sign = (value < 0 || (value == 0 && 1 / value < 0)) ? "-" : "";
        if (value == 0) {
            return sign + "0";
        }
        int p = precision == 0 ? 1 : precision;
        BigDecimal r = new BigDecimal(Math.abs(value)).round(new MathContext(p, RoundingMode.HALF_EVEN));
        int exponent = r.precision() - r.scale() - 1;
        if (exponent >= -4 && exponent < p) {
            String fixed = r.setScale(p - 1 - exponent, RoundingMode.UNNECESSARY).toPlainString();
            return sign + stripZeros(fixed);
        }
        String mantissa = stripZeros(r.movePointLeft(exponent).setScale(p - 1, RoundingMode.UNNECESSARY)
                .toPlainString());
        int absExp = Math.abs(exponent);
        return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (absExp < 10 ? "0" : "") + absExp;
    }

    /**
     * C's {@code %.Pf}: {@code decimals} digits after the decimal point, the exact value rounded half-to-even; a
     * negative value that rounds to zero keeps its sign ({@code -0.000000}), as in C.
     *
     * @param value    the number
     * @param decimals digits after the decimal point, {@code >= 0}
     * @return the text C would print
     */
    public static String f(double value, int decimals) {
        if (decimals < 0) {
            throw new IllegalArgumentException("decimals must be >= 0, got " + decimals);
        }
        if (Double.isNaN(value)) {
            return "nan";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "inf" : "-inf";
        }
        String sign = (value < 0 || (value == 0 && 1 / value < 0)) ? "-" : "";
        return sign + new BigDecimal(Math.abs(value)).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
    }

    private static String stripZeros(String s) {
        if (s.indexOf('.') < 0) {
            return s;
        }
        int end = s.length();
        while (s.charAt(end - 1) == '0') {
            end--;
        }
        if (s.charAt(end - 1) == '.') {
            end--;
        }
        return s.substring(0, end);
    }
}
