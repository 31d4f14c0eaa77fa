package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** C's %g by hand (glibc printf results) and the strict decimal grammar. */
class NumbersTest {

    @Test
    void formatGMatchesGlibcPrintf() {
        assertEquals("0.10000000000000001", CFormat.g(0.1, 17));
        assertEquals("0.69999999999999996", CFormat.g(0.7, 17));
        assertEquals("-1", CFormat.g(-1, 17));
        assertEquals("97", CFormat.g(97, 17));
        assertEquals("1e-05", CFormat.g(1e-5, 6));
        assertEquals("0.0001", CFormat.g(1e-4, 6));
        assertEquals("1.23457e+08", CFormat.g(123456789, 6));
        assertEquals("100000", CFormat.g(100000, 6));
        assertEquals("1e+06", CFormat.g(1e6, 6));
        assertEquals("2.22045e-16", CFormat.g(2.220446049250313e-16, 6));
        assertEquals("-0.666667", CFormat.g(-2.0 / 3, 6));
        assertEquals("1e+100", CFormat.g(1e100, 6));
        assertEquals("0.5", CFormat.g(0.5, 6));
        assertEquals("0", CFormat.g(0, 6));
        assertEquals("0.12", CFormat.g(0.125, 2)); // an exact tie: glibc rounds half to even
        assertEquals("1e+01", CFormat.g(9.9999999, 1));
    }

    @Test
    void parseFiniteAcceptsOnlyPlainDecimals() {
        assertEquals(1.5, Numbers.parseFinite("1.5"));
        assertEquals(-0.001, Numbers.parseFinite("-1e-3"));
        assertEquals(5.0, Numbers.parseFinite("+5."));
        assertEquals(0.5, Numbers.parseFinite(".5"));
        for (String s : new String[] {"", "abc", "1d", "2f", "0x1p3", " 1", "1 ", "1e", ".", "-", "1..2", "1e+"}) {
            assertThrows(NumberFormatException.class, () -> Numbers.parseFinite(s), s);
        }
        assertTrue(assertThrows(NumberFormatException.class, () -> Numbers.parseFinite("-Infinity")).getMessage()
                .contains("not finite"));
        assertFalse(Numbers.isDecimal("NaN"));
    }
}
