package org.infens.data;

import ch.randelshofer.fastdoubleparser.JavaDoubleParser;
import java.util.Locale;

/**
 * Strict number parsing and C-style number formatting shared by the readers and writers of this package.
 *
 * <p>{@link Double#parseDouble} accepts more than a data file should: {@code 1d}, {@code 2f}, hexadecimal
 * {@code 0x1p3}, {@code NaN}, {@code Infinity} and surrounding whitespace. Data files here hold plain decimal
 * numbers, so {@link #parseFinite} checks the decimal grammar first, parses with fastdoubleparser's
 * {@link JavaDoubleParser} (the correctly rounded double, as {@code Double.parseDouble}'s, several times faster on
 * long inputs) and then rejects values that are not finite.
 */
final class Numbers {
    private Numbers() {
    }

    /** Whether {@code s} is a plain decimal number: {@code [+-]? digits [. digits] ([eE] [+-]? digits)?}. */
    static boolean isDecimal(CharSequence s) {
        int n = s.length();
        int i = 0;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            i++;
        }
        int digits = 0;
        while (i < n && isDigit(s.charAt(i))) {
            i++;
            digits++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                i++;
            }
            int exp = 0;
            while (i < n && isDigit(s.charAt(i))) {
                i++;
                exp++;
            }
            if (exp == 0) {
                return false;
            }
        }
        return i == n;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * Parses a plain decimal number that must be finite.
     *
     * @throws NumberFormatException with a message (without file context) saying what is wrong, e.g.
     *                               {@code 'abc' is not a number}
     */
    static double parseFinite(String s) {
        if (!isDecimal(s)) {
            String t = s.toLowerCase(Locale.ROOT);
            if (t.startsWith("+") || t.startsWith("-")) {
                t = t.substring(1);
            }
            if (t.equals("nan") || t.equals("inf") || t.equals("infinity")) {
                throw new NumberFormatException(Quote.of(s)
                        + " is not finite; NaN and infinite values are not allowed");
            }
            throw new NumberFormatException(Quote.of(s) + " is not a number");
        }
        double v = JavaDoubleParser.parseDouble(s);
        if (!Double.isFinite(v)) {
            throw new NumberFormatException(Quote.of(s) + " is out of the range of a double");
        }
        return v;
    }

    /** Shortest round-trip text of a feature value: integers without {@code .0}, see {@link Labels#formatNumber}. */
    static String format(double v) {
        return Labels.formatNumber(v);
    }
}
