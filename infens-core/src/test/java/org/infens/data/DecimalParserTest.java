package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Locale;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The reader's fast decimal parser gives exactly {@link Double#parseDouble}'s double, or declines. */
class DecimalParserTest {

    /** Fast result, checked bit for bit against {@link Double#parseDouble} when the fast path decides. */
    private static boolean check(String s) {
        double fast = DecimalParser.parse(s.toCharArray(), 0, s.length());
        if (Double.isNaN(fast)) {
            return false;
        }
        double ref = Double.parseDouble(s);
        assertEquals(Double.doubleToRawLongBits(ref), Double.doubleToRawLongBits(fast), s);
        return true;
    }

    /** Finite doubles spread over the whole range (random bit patterns) and around 1 (typical data). */
    @Provide
    Arbitrary<Double> doubles() {
        Arbitrary<Double> anyBits = Arbitraries.longs().map(Double::longBitsToDouble).filter(Double::isFinite);
        Arbitrary<Double> moderate = Arbitraries.doubles().between(-1e6, 1e6);
        Arbitrary<Double> scaled = Combinators.combine(Arbitraries.doubles().between(-10, 10),
                Arbitraries.integers().between(-40, 40)).as((m, e) -> m * Math.pow(10, e));
        return Arbitraries.oneOf(anyBits, moderate, scaled);
    }

    @Property(tries = 20_000, seed = "4217")
    void doubleToString(@ForAll("doubles") double v) {
        check(Double.toString(v));
    }

    @Property(tries = 20_000, seed = "9151")
    void printf17g(@ForAll("doubles") double v) {
        check(String.format(Locale.ROOT, "%.17g", v));
        check(CFormat.g(v, 17));
    }

    @Property(tries = 20_000, seed = "6029")
    void printf6g(@ForAll("doubles") double v) {
        check(String.format(Locale.ROOT, "%.6g", v));
        check(CFormat.g(v, 6));
    }

    /** Random digit strings: sign, up to 25 integer and fraction digits, an exponent or none. */
    @Provide
    Arbitrary<String> digitStrings() {
        Arbitrary<String> sign = Arbitraries.of("", "-", "+");
        Arbitrary<String> intPart = Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(25);
        Arbitrary<String> fraction = Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(25)
                .map(f -> f.isEmpty() ? "" : "." + f);
        Arbitrary<String> exponent = Arbitraries.oneOf(Arbitraries.just(""),
                Arbitraries.integers().between(-360, 330).map(e -> "e" + e),
                Arbitraries.integers().between(0, 30).map(e -> "E+" + e));
        return Combinators.combine(sign, intPart, fraction, exponent).as((a, b, c, d) -> a + b + c + d)
                .filter(Numbers::isDecimal);
    }

    @Property(tries = 50_000, seed = "7741")
    void randomDigitStrings(@ForAll("digitStrings") String s) {
        check(s);
    }

    @Property(tries = 5_000, seed = "3373")
    void neverAcceptsWhatTheGrammarRejects(@ForAll String s) {
        if (!Numbers.isDecimal(s)) {
            assertTrue(Double.isNaN(DecimalParser.parse(s.toCharArray(), 0, s.length())), s);
        }
    }

    @Test
    void edgeCases() {
        String[] decided = {"0", "-0", "+0", "0.0", "-0e999999999999", "1", "-1", "1.5", "+5.", ".5", "-1e-3",
                "9007199254740992", "9007199254740995", "9223372036854775808", "922340000000000.0000", "1e22",
                "123456789012345678e-3",
                "9999999999999999999", "0.1", "0.3", "1.7976931348623157e308", "2.2250738585072014e-308",
                "1.9524858985437699", "-0.074494231094476435", "0.000000000000000000000000000001234"};
        for (String s : decided) {
            assertTrue(check(s), s);
        }
        String[] declined = {"", "-", ".", "e5", "1e", "1e+", "1x", "1d", "NaN", "Infinity", "0x1p3", " 1", "1 ",
                "12345678901234567890", "1e400", "4.9e-324", "2.2250738585072011e-308", "1.7976931348623159e308"};
        for (String s : declined) {
            assertTrue(Double.isNaN(DecimalParser.parse(s.toCharArray(), 0, s.length())), s);
        }
        for (String s : new String[] {"1e23", "9007199254740993", "9007199254740993e-3", "2.5e-324", "1e-320"}) {
            check(s); // exact halfway cases and subnormals may be declined
        }
        assertEquals(2.5, DecimalParser.parse("x 2.5 y".toCharArray(), 2, 5));
    }

    /** A million %.17g values from a fixed seed: all exact, and nearly all decided here (the point of the path). */
    @Test
    void decidesNearlyAllSeventeenDigitValues() {
        SplittableRandom r = new SplittableRandom(42);
        int decided = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            double v = r.nextGaussian() * Math.pow(10, r.nextInt(-8, 9));
            if (check(CFormat.g(v, 17)) & check(Double.toString(v))) {
                decided++;
            }
        }
        assertTrue(decided > 0.99 * n, decided + " of " + n);
    }

    @Test
    void powersOfFiveMatchBigIntegerArithmetic() {
        BigInteger two128 = BigInteger.ONE.shiftLeft(128);
        BigInteger mask = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
        for (int q = DecimalParser.MIN_Q; q <= DecimalParser.MAX_Q; q++) {
            BigInteger c;
            if (q >= 0) {
                c = BigInteger.valueOf(5).pow(q);
                int shift = 128 - c.bitLength();
                c = shift >= 0 ? c.shiftLeft(shift) : c.shiftRight(-shift);
            } else {
                BigInteger p5 = BigInteger.valueOf(5).pow(-q);
                int z = p5.subtract(BigInteger.ONE).bitLength(); // smallest z with 2^z >= 5^-q
                int b = q >= -27 ? z + 127 : 2 * z + 128;
                c = BigInteger.ONE.shiftLeft(b).divide(p5).add(BigInteger.ONE);
                while (c.compareTo(two128) >= 0) {
                    c = c.shiftRight(1);
                }
            }
            int t = 2 * (q - DecimalParser.MIN_Q);
            assertEquals(c.shiftRight(64).longValue(), DecimalParser.Pow5.TABLE[t], "high word of 5^" + q);
            assertEquals(c.and(mask).longValue(), DecimalParser.Pow5.TABLE[t + 1], "low word of 5^" + q);
        }
    }
}
