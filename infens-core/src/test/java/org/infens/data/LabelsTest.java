package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LabelsTest {

    @Test
    void numericFormsAreCanonical() {
        for (String s : List.of("+1", "1", "1.0", "1.", "01", "1e0", " 1 ", "0.1e1")) {
            assertEquals("1", Labels.canonical(s), s);
        }
        assertEquals("-1", Labels.canonical("-1.000"));
        assertEquals("0", Labels.canonical("-0"));
        assertEquals("0.5", Labels.canonical("+.50"));
        assertEquals("2.5E-7", Labels.canonical("2.5e-7"));
        assertEquals("1000", Labels.canonical("1e3"));
    }

    @Test
    void wordsAreKeptTrimmed() {
        assertEquals("cat", Labels.canonical(" cat\t"));
        assertEquals("Cat", Labels.canonical("Cat"));
        // not plain decimals: kept as words (Double.parseDouble would accept all of these)
        for (String s : List.of("2f", "1d", "0x10", "0x1p0", "NaN", "Infinity", "-Infinity", "1e")) {
            assertEquals(s, Labels.canonical(s), s);
        }
        assertThrows(IllegalArgumentException.class, () -> Labels.canonical("  "));
    }

    @Test
    void equalNumericLabelsAreOneClass() {
        Labels l = Labels.of("+1", "-1");
        assertEquals(0, l.indexOf("1.0"));
        assertEquals(1, l.indexOf("-1.0"));
        assertEquals(-1, l.indexOf("2"));
        assertEquals(List.of("1", "-1"), l.names());
        assertThrows(IllegalArgumentException.class, () -> Labels.of("1", "1.0"));
        assertTrue(l.isNumeric());
        assertEquals(-1.0, l.numericValue(1));
        assertFalse(Labels.of("1", "NaN").isNumeric());
        assertThrows(IllegalStateException.class, () -> Labels.of("a").numericValue(0));
    }

    @Test
    void unionAppendsNewLabelsInOrder() {
        Labels a = Labels.of("1", "-1");
        Labels b = Labels.of("3", "-1", "dog");
        assertEquals(Labels.of("1", "-1", "3", "dog"), a.union(b));
        assertEquals(Labels.of("3", "-1", "dog", "1"), b.union(a));
        assertSame(a, a.union(Labels.of("-1.0")));
        assertEquals(a, Labels.of(List.of("1.0", "-1")));
        assertEquals(a.hashCode(), Labels.of("1", "-1").hashCode());
    }

    @Test
    void formatNumberWritesIntegersWithoutPoint() {
        assertEquals("3", Labels.formatNumber(3.0));
        assertEquals("-3", Labels.formatNumber(-3.0));
        assertEquals("0.1", Labels.formatNumber(0.1));
        assertEquals("1.0E15", Labels.formatNumber(1e15));
        assertEquals("999999999999999", Labels.formatNumber(999999999999999.0));
    }

    @Test
    void libsvmOrderPutsOneBeforeMinusOneInBinaryProblemsOnly() {
        assertEquals(List.of(1, 0), Labels.of("-1", "1").libsvmOrder(List.of(0, 1)));
        assertEquals(List.of(0, 1), Labels.of("1", "-1").libsvmOrder(List.of(0, 1)));
        assertEquals(List.of(0, 1), Labels.of("1", "-1").libsvmOrder(List.of(1, 0)));
        assertEquals(List.of(0, 1), Labels.of("-1", "2").libsvmOrder(List.of(0, 1)));
        assertEquals(List.of(0, 1, 2), Labels.of("-1", "1", "2").libsvmOrder(List.of(0, 1, 2)));
    }
}
