package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** {@link CFormat} against glibc's printf (fixture made by make-cformat-fixture.sh next to it; exact match). */
class CFormatTest {
    @Test
    void matchesGlibcPrintfOnFixture() throws IOException {
        int lines = 0;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Objects.requireNonNull(
                getClass().getResourceAsStream("cformat-fixture.txt")), StandardCharsets.US_ASCII))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] f = line.split("\t");
                double d = Double.longBitsToDouble(Long.parseUnsignedLong(f[0], 16));
                assertEquals(f[1], CFormat.g(d), () -> "%g of " + f[0]);
                assertEquals(f[2], CFormat.g(d, 3), () -> "%.3g of " + f[0]);
                assertEquals(f[3], CFormat.g(d, 8), () -> "%.8g of " + f[0]);
                assertEquals(f[4], CFormat.g(d, 17), () -> "%.17g of " + f[0]);
                assertEquals(f[5], CFormat.f(d, 6), () -> "%f of " + f[0]);
                lines++;
            }
        }
        assertTrue(lines > 2000, "fixture read completely");
    }

    @Test
    void nonFiniteAndPrecisionZero() {
        assertEquals("inf", CFormat.g(Double.POSITIVE_INFINITY));
        assertEquals("-inf", CFormat.g(Double.NEGATIVE_INFINITY, 17));
        assertEquals("nan", CFormat.g(Double.NaN));
        assertEquals("2", CFormat.g(2.4, 0));
        assertEquals("1e+01", CFormat.g(9.6, 0));
    }

    @Test
    void seventeenDigitsRoundTrip() {
        double[] xs = {0.1, 1.0 / 3, Math.PI, 1e-300, 123.456, -0.42446205176771579};
        for (double x : xs) {
            assertEquals(x, Double.parseDouble(CFormat.g(x, 17)));
        }
    }
}
