package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * The numbers the readers parse (the LIBSVM reader's fast path and {@link Numbers#parseFinite}, both through
 * fastdoubleparser) against the correctly rounded double, on the inputs where parsers go wrong: exact halfway cases
 * between adjacent doubles and their nearest neighbours in decimal, subnormals, the edges of the range, huge
 * exponents and hundreds of digits.
 *
 * <p>The reference is {@link #nearest}: {@link Double#parseDouble}'s candidate, corrected by comparing the exact
 * decimal value ({@link BigDecimal}) with the candidate and its neighbours, ties to even. This is what
 * {@code Double.parseDouble} specifies; the correction matters because Java 17's implementation misrounds some long
 * inputs near halfway points (JDK-4396272, fixed in Java 19). Where the two agree, the test is a comparison with
 * {@code Double.parseDouble} itself.
 */
class NumberParsingTest {

    /** The double nearest to the decimal {@code s} (ties to even; infinite beyond the largest double's half ulp). */
    static double nearest(String s) {
        BigDecimal x = new BigDecimal(s);
        if (x.signum() == 0) {
            return s.startsWith("-") ? -0.0 : 0.0;
        }
        double c = Double.parseDouble(s);
        if (Double.isInfinite(c)) {
            BigDecimal max = new BigDecimal(Double.MAX_VALUE);
            BigDecimal halfUlp = new BigDecimal(Math.ulp(Double.MAX_VALUE)).divide(BigDecimal.valueOf(2));
            if (x.abs().compareTo(max.add(halfUlp)) < 0) {
                c = Math.copySign(Double.MAX_VALUE, c);
            } else {
                return c;
            }
        }
        double best = c;
        BigDecimal bestError = x.subtract(new BigDecimal(c)).abs();
        for (double d : new double[] {Math.nextDown(c), Math.nextUp(c)}) {
            if (Double.isInfinite(d)) {
                continue;
            }
            BigDecimal error = x.subtract(new BigDecimal(d)).abs();
            int cmp = error.compareTo(bestError);
            if (cmp < 0 || cmp == 0 && (Double.doubleToRawLongBits(d) & 1) == 0) {
                best = d;
                bestError = error;
            }
        }
        if (best == 0 && x.signum() < 0) {
            return -0.0;
        }
        return best;
    }

    /** What the LIBSVM reader reads for the value {@code s} (fast path, or the reference line reader). */
    private static double viaReader(String s) throws IOException {
        return LibsvmFormat.read(new StringReader("1 1:" + s + "\n"), "t").get(0, 0);
    }

    /** What the fast line scanner alone reads, or NaN if it declines. */
    private static double viaFastPath(String s) {
        char[] b = ("1 1:" + s).toCharArray();
        LibsvmFormat.Row row = new LibsvmFormat.Row();
        int n = LibsvmFormat.fastLine(b, 0, b.length, false, row);
        return n == 1 ? row.value[0] : Double.NaN;
    }

    private static void check(String s) throws IOException {
        check(s, nearest(s));
    }

    private static void check(String s, double expected) throws IOException {
        if (Double.isInfinite(expected)) {
            assertThrows(NumberFormatException.class, () -> Numbers.parseFinite(s), s);
            assertThrows(DataFormatException.class, () -> viaReader(s), s);
            return;
        }
        assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(Numbers.parseFinite(s)), s);
        double read = viaReader(s);
        // -0 is stored as an absent 0
        assertEquals(Double.doubleToRawLongBits(expected == 0 ? 0.0 : expected), Double.doubleToRawLongBits(read), s);
        double fast = viaFastPath(s);
        if (!Double.isNaN(fast)) { // it may decline, and the reference line reader reads the value
            assertEquals(Double.doubleToRawLongBits(expected), Double.doubleToRawLongBits(fast), "fast path: " + s);
        }
    }

    /** Checks {@code s} and that the fast path decides it (does not leave it to the reference line reader). */
    private static void checkDecided(String s) throws IOException {
        check(s);
        assertFalse(Double.isNaN(viaFastPath(s)), "the fast path decides " + s);
    }

    /** Exact decimal text of the midpoint between {@code d} and the next double up. */
    private static BigDecimal midpoint(double d) {
        BigDecimal up = d == Double.MAX_VALUE ? new BigDecimal(d).add(new BigDecimal(Math.ulp(d))) // overflow edge
                : new BigDecimal(Math.nextUp(d));
        return new BigDecimal(d).add(up).divide(BigDecimal.valueOf(2));
    }

    /** The midpoint, and the decimals just below and above it at 15, 16, 17, 20, 25 and all of its digits. */
    private static List<String> aroundMidpoint(double d) {
        BigDecimal m = midpoint(d);
        List<String> out = new ArrayList<>();
        out.add(m.toString());
        out.add(m.toPlainString().length() < 2000 ? m.toPlainString() : m.toString());
        for (int digits : new int[] {15, 16, 17, 20, 25}) {
            out.add(m.round(new MathContext(digits, java.math.RoundingMode.FLOOR)).toString());
            out.add(m.round(new MathContext(digits, java.math.RoundingMode.CEILING)).toString());
        }
        BigDecimal tiny = BigDecimal.ONE.movePointLeft(m.scale() + 5);
        out.add(m.subtract(tiny).toString());
        out.add(m.add(tiny).toString());
        return out;
    }

    @Provide
    Arbitrary<Double> doubles() {
        Arbitrary<Double> anyBits = Arbitraries.longs().between(0, 0x7FEFFFFFFFFFFFFFL).map(Double::longBitsToDouble);
        Arbitrary<Double> subnormal = Arbitraries.longs().between(1, 0x000FFFFFFFFFFFFFL)
                .map(Double::longBitsToDouble);
        Arbitrary<Double> moderate = Arbitraries.doubles().between(1e-6, 1e6).ofScale(12);
        Arbitrary<Double> integers = Arbitraries.longs().between(1L << 52, 1L << 62).map(l -> (double) l);
        return Arbitraries.oneOf(anyBits, subnormal, moderate, integers);
    }

    @Property(tries = 500, seed = "424242")
    void halfwayCasesAndTheirNeighbours(@ForAll("doubles") double d) throws IOException {
        for (String s : aroundMidpoint(d)) {
            check(s);
            check("-" + s);
        }
    }

    /**
     * Short decimals (at most 17 characters, the LIBSVM reader's exact fast path takes up to 15 significant digits)
     * next to halfway points, with 14 to 17 significant digits: where a fast path that took one digit too many would
     * round twice.
     */
    @Property(tries = 1000, seed = "424242")
    void shortDecimalsNextToHalfwayPoints(@ForAll("moderate") double d) throws IOException {
        BigDecimal m = midpoint(d);
        for (int digits = 14; digits <= 17; digits++) {
            for (java.math.RoundingMode mode : new java.math.RoundingMode[] {java.math.RoundingMode.FLOOR,
                java.math.RoundingMode.CEILING, java.math.RoundingMode.HALF_EVEN}) {
                String s = m.round(new MathContext(digits, mode)).toPlainString();
                check(s);
                check("-" + s);
            }
        }
    }

    @Provide
    Arbitrary<Double> moderate() {
        return Arbitraries.doubles().between(1e-5, 1e10).ofScale(15);
    }

    @Property(tries = 1500, seed = "424242")
    void printedDoubles(@ForAll("doubles") double d) throws IOException {
        for (double v : new double[] {d, -d}) {
            checkDecided(Double.toString(v));
            checkDecided(String.format(Locale.ROOT, "%.17g", v));
            checkDecided(CFormat.g(v, 6));
            checkDecided(CFormat.g(v, 17));
        }
    }

    /** Digit strings: up to 40 integer and 40 fraction digits, exponents over and beyond the double range. */
    @Provide
    Arbitrary<String> digitStrings() {
        Arbitrary<String> sign = Arbitraries.of("", "-", "+");
        Arbitrary<String> intPart = Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(40);
        Arbitrary<String> fraction = Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(40)
                .map(f -> f.isEmpty() ? "" : "." + f);
        Arbitrary<String> exponent = Arbitraries.oneOf(Arbitraries.just(""),
                Arbitraries.integers().between(-400, 400).map(e -> "e" + e),
                Arbitraries.integers().between(0, 30).map(e -> "E+" + e));
        return Combinators.combine(sign, intPart, fraction, exponent).as((a, b, c, e) -> a + b + c + e)
                .filter(Numbers::isDecimal);
    }

    @Property(tries = 3000, seed = "424242")
    void digitStrings(@ForAll("digitStrings") String s) throws IOException {
        check(s);
    }

    @Test
    void edgesOfTheRange() throws IOException {
        String[] cases = {"0", "-0", "+0", "0.0", "0e999999999", "-0e-999999999", "1", "+1", "1.", ".1", "0.1",
            "0.3", "9007199254740992", "9007199254740993", "9007199254740995", "1e22", "1e23", "8.98846567431158e307",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.797693134862315807e308",
            "1.7976931348623159e308", "1e309", "4.9e-324", "5e-324", "2.4703282292062327e-324",
            "2.4703282292062328e-324", "2e-324", "1e-400", "2.2250738585072011e-308", "2.2250738585072012e-308",
            "2.2250738585072014e-308", "0.000000000000000000000000000001234", "123456789012345678901234567890",
            "1" + "0".repeat(308), "1" + "0".repeat(309), "0." + "0".repeat(330) + "1",
            "1." + "0".repeat(800) + "1", "9".repeat(800), "0.1" + "0".repeat(1000) + "1e-5"};
        for (String s : cases) {
            check(s);
        }
        // exponents beyond BigDecimal's scale
        check("1e99999999999999999999", Double.POSITIVE_INFINITY);
        check("-1e2147483648", Double.NEGATIVE_INFINITY);
        check("1e-99999999999999999999", 0.0);
        check("-1e-2147483649", -0.0);
        check("0e99999999999999999999", 0.0);
    }

    /** Java 17's Double.parseDouble agrees with the exact reference on nearly all of these inputs. */
    @Test
    void theReferenceIsDoubleParseDoubleWhereThatRoundsCorrectly() {
        SplittableRandom rng = new SplittableRandom(3);
        int differ = 0;
        int n = 2000;
        for (int i = 0; i < n; i++) {
            double d = Double.longBitsToDouble(rng.nextLong(0x7FEFFFFFFFFFFFFFL));
            for (String s : aroundMidpoint(d)) {
                if (Double.doubleToRawLongBits(Double.parseDouble(s)) != Double.doubleToRawLongBits(nearest(s))) {
                    differ++;
                }
            }
        }
        assertEquals(true, differ < n / 10, differ + " of " + n * 10 + " differ");
    }
}
