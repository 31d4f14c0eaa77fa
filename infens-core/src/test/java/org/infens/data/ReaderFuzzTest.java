package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reader on a corpus of mutated files ({@link FuzzCorpus}): no hang, no exception but a
 * {@link DataFormatException} (an {@link IllegalArgumentException}) or an {@link IOException}, every message names
 * the file and the line (line 0 only for what concerns the whole file), is at most {@link #MAX_EXTRA} characters
 * longer than the file name and holds no control character; what is read holds only finite values and printable
 * labels. Variants that LIBSVM's {@code svm-train} accepts, and the byte-order mark and blank lines Infens accepts
 * besides, read exactly as their seed. A larger or another corpus for a longer hunt: {@code -Dfuzz.seed=S
 * -Dfuzz.perSeed=N} (default 20261126 and 50 mutations per seed file).
 */
class ReaderFuzzTest {
    /** Bound on a message's length beyond the file name. */
    static final int MAX_EXTRA = 300;

    /** Errors that concern the whole file and carry line 0. */
    private static final Pattern FILE_LEVEL = Pattern.compile(": (no examples|no @data section|no @attribute "
            + "declarations|empty range file|missing '<lower> <upper>' line|missing 'x' section|the file ends in the "
            + "'y' section|two features are named|class attribute: )");

    @TempDir
    Path dir;

    /** Line breaks of {@code b} plus one: the lines a message may name. */
    private static int lines(byte[] b) {
        int n = 1;
        for (int i = 0; i < b.length; i++) {
            if (b[i] == '\r' || b[i] == '\n' && (i == 0 || b[i - 1] != '\r')) {
                n++;
            }
        }
        return n;
    }

    /** Checks an error's message; returns its kind for the tally. */
    static String checkError(DataFormatException e, Path file, byte[] content, Object what) {
        String m = e.getMessage();
        String where = what + ": " + m.substring(0, Math.min(m.length(), 400));
        assertEquals(file.toString(), e.source(), where);
        assertTrue(m.startsWith(file + ":"), where);
        assertTrue(m.length() <= file.toString().length() + MAX_EXTRA, m.length() + " characters: " + where);
        assertEquals(-1, Fields.firstForbidden(m), "no control character in the message: " + where);
        if (e.line() == 0) {
            assertTrue(FILE_LEVEL.matcher(m).find(), "line 0 only for the whole file: " + where);
            return "file-level";
        }
        assertTrue(e.line() >= 1 && e.line() <= lines(content), "line " + e.line() + " of " + lines(content)
                + ": " + where);
        return e.field() != null ? "field" : "line";
    }

    /** Checks what a reader accepted: finite values, labels and names without control characters. */
    static void checkRead(Object read, Object what) {
        if (read instanceof Dataset d) {
            for (int i = 0; i < d.size(); i++) {
                for (int k = 0; k < d.storedCount(i); k++) {
                    assertTrue(Double.isFinite(d.storedValue(i, k)), what + ": row " + i);
                }
            }
            for (String label : d.labels().names()) {
                assertEquals(-1, Fields.firstForbidden(label), what + ": label " + Quote.of(label));
            }
            for (String name : d.featureNames()) {
                assertEquals(-1, Fields.firstForbidden(name), what + ": feature name " + Quote.of(name));
            }
        } else {
            Scaling s = (Scaling) read;
            for (int f = 0; f < s.dimension(); f++) {
                assertTrue(Double.isFinite(s.min(f)) && Double.isFinite(s.max(f)), what + ": feature " + f);
            }
        }
    }

    @Test
    void mutatedFilesReadOrGiveAClearError() {
        List<FuzzCorpus.Case> cases = FuzzCorpus.hostile(Long.getLong("fuzz.seed", 20261126),
                Integer.getInteger("fuzz.perSeed", 50));
        Map<String, Integer> tally = new TreeMap<>();
        // a generous bound on the whole corpus (it takes seconds): a hang fails instead of stalling the build
        assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
            for (FuzzCorpus.Case c : cases) {
                Path f = c.write(dir);
                String outcome;
                try {
                    checkRead(c.format().read(f), c);
                    outcome = "read";
                } catch (DataFormatException e) {
                    outcome = checkError(e, f, c.bytes(), c);
                } catch (IOException e) {
                    assertTrue(String.valueOf(e.getMessage()).contains(f.toString()), c + ": " + e);
                    outcome = "io";
                } catch (RuntimeException e) {
                    throw new AssertionError(c + ": " + e, e);
                }
                if (c.mutation().equals("none")) {
                    assertEquals("read", outcome, c + " is a seed");
                }
                tally.merge(c.format() + " " + outcome, 1, Integer::sum);
            }
        });
        // neither side is vacuous: every format reads some mutated files and refuses others
        for (FuzzCorpus.Format format : FuzzCorpus.Format.values()) {
            assertTrue(tally.getOrDefault(format + " read", 0) > 1, format + ": " + tally);
            assertTrue(tally.getOrDefault(format + " field", 0) + tally.getOrDefault(format + " line", 0) > 10,
                    format + ": " + tally);
        }
    }

    @Test
    void benignVariantsReadAsTheirSeed() throws IOException {
        List<FuzzCorpus.Case> cases = FuzzCorpus.benign();
        assertTrue(cases.size() > 30);
        List<String> failures = new ArrayList<>();
        for (FuzzCorpus.Case c : cases) {
            Object seed = c.format().read(
                    new FuzzCorpus.Case("seed-" + c.name(), c.format(), c.seed(), "none", c.seed()).write(dir));
            Object variant;
            try {
                variant = c.format().read(c.write(dir));
            } catch (DataFormatException e) {
                failures.add(c + ": " + e.getMessage());
                continue;
            }
            assertSame(seed, variant, c.toString());
        }
        assertEquals(List.of(), failures);
    }

    private static void assertSame(Object expected, Object actual, String what) {
        if (expected instanceof Dataset e) {
            Dataset a = (Dataset) actual;
            assertEquals(e.labels(), a.labels(), what);
            assertEquals(e.featureNames(), a.featureNames(), what);
            assertEquals(e.size(), a.size(), what);
            assertEquals(e.dimension(), a.dimension(), what);
            assertArrayEquals(e.classIndices(), a.classIndices(), what);
            for (int i = 0; i < e.size(); i++) {
                assertArrayEquals(e.row(i), a.row(i), 0.0, what + ": row " + i);
                assertEquals(e.weight(i), a.weight(i), what + ": weight " + i);
            }
        } else {
            Scaling e = (Scaling) expected;
            Scaling a = (Scaling) actual;
            assertEquals(e.lower(), a.lower(), what);
            assertEquals(e.upper(), a.upper(), what);
            assertEquals(e.dimension(), a.dimension(), what);
            for (int f = 0; f < e.dimension(); f++) {
                assertEquals(e.min(f), a.min(f), what);
                assertEquals(e.max(f), a.max(f), what);
                assertEquals(e.isScaled(f), a.isScaled(f), what);
            }
        }
    }
}
