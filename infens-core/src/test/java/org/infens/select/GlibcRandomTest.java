package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link GlibcRandom} against rand() of GNU libc 2.36 (fixture glibc/rand.txt, made by glibc/make-fixture.sh). */
class GlibcRandomTest {
    private static List<String> fixture() throws IOException {
        try (InputStream in = GlibcRandomTest.class.getResourceAsStream("glibc/rand.txt")) {
            List<String> lines = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    lines.add(line);
                }
            }
            return lines;
        }
    }

    @Test
    void theFirstValuesOfEverySeedAreGlibcs() throws IOException {
        int seeds = 0;
        for (String line : fixture()) {
            String[] f = line.split(" ");
            if (f[0].equals("10000th")) {
                continue;
            }
            GlibcRandom r = new GlibcRandom(Long.parseLong(f[0]));
            for (int i = 1; i < f.length; i++) {
                assertEquals(Integer.parseInt(f[i]), r.next(), "seed " + f[0] + ", value " + i);
            }
            seeds++;
        }
        assertEquals(8, seeds);
    }

    @Test
    void theStreamStaysOnGlibcsFarIntoTheSequence() throws IOException {
        String last = fixture().stream().filter(l -> l.startsWith("10000th")).findFirst().orElseThrow();
        GlibcRandom r = new GlibcRandom(1);
        int v = 0;
        for (int i = 0; i < 10000; i++) {
            v = r.next();
        }
        assertEquals(Integer.parseInt(last.split(" ")[1]), v);
    }

    @Test
    void skippingIsDrawing() throws IOException {
        // skip(9999) then next() is glibc's 10000th value; skip(0) changes nothing; a negative count is refused
        String last = fixture().stream().filter(l -> l.startsWith("10000th")).findFirst().orElseThrow();
        GlibcRandom r = new GlibcRandom(1);
        r.skip(0);
        r.skip(9999);
        assertEquals(Integer.parseInt(last.split(" ")[1]), r.next());
        GlibcRandom drawn = new GlibcRandom(5);
        GlibcRandom skipped = new GlibcRandom(5);
        for (int i = 0; i < 37; i++) {
            drawn.next();
        }
        skipped.skip(37);
        assertEquals(drawn.next(), skipped.next());
        assertEquals("draws must be >= 0, got -1", org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> new GlibcRandom(1).skip(-1)).getMessage());
    }

    @Test
    void seedsAreCsUnsignedInts() {
        // srand takes an unsigned int: a seed is reduced to its low 32 bits, and 0 seeds as 1 (glibc's rule)
        assertEquals(new GlibcRandom(7).next(), new GlibcRandom(7L + (1L << 32)).next());
        assertEquals(new GlibcRandom(1).next(), new GlibcRandom(0).next());
    }
}
