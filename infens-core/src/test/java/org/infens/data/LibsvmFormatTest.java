package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibsvmFormatTest {

    private static Dataset read(String text) throws IOException {
        return LibsvmFormat.read(new StringReader(text), "t.txt");
    }

    private static String error(String text) {
        return assertThrows(DataFormatException.class, () -> read(text)).getMessage();
    }

    @Test
    void readsValuesLabelsCommentsAndBlankLines() throws IOException {
        Dataset d = read("# header comment\n+1 1:0.5 3:-2 # trailing\n\n  \t\n-1 2:1e-3\t4:7\r\n1.0 1:1 2:2 3:3 4:4\n"
                + "-1\n");
        assertEquals(4, d.size());
        assertEquals(4, d.dimension());
        assertEquals(Labels.of("1", "-1"), d.labels());
        assertArrayEquals(new int[] {0, 1, 0, 1}, d.classIndices());
        assertArrayEquals(new double[] {0.5, 0, -2, 0}, d.row(0));
        assertArrayEquals(new double[] {0, 1e-3, 0, 7}, d.row(1));
        assertArrayEquals(new double[] {1, 2, 3, 4}, d.row(2));
        assertArrayEquals(new double[] {0, 0, 0, 0}, d.row(3));
    }

    @Test
    void wordLabelsInFirstAppearanceOrder() throws IOException {
        Dataset d = read("cat 1:1\ndog 1:2\ncat 1:3\nbird 2:1\n");
        assertEquals(Labels.of("cat", "dog", "bird"), d.labels());
        assertArrayEquals(new int[] {0, 1, 0, 2}, d.classIndices());
    }

    @Test
    void storageFollowsTheDensityRule() throws IOException {
        // 2 rows x 4 features: 4 non-zeros = density 0.5 -> dense; 3 -> sparse
        assertFalse(read("1 1:1 2:1\n2 3:1 4:1\n").isSparse());
        assertTrue(read("1 1:1 2:1\n2 4:1\n").isSparse());
        // explicit zeros do not count
        assertTrue(read("1 1:1 2:0\n2 3:0 4:1\n").isSparse());
    }

    @Test
    void errorsNameFileLineAndField() {
        assertEquals("t.txt:2: feature 3: 'abc' is not a number", error("1 1:1\n1 3:abc\n"));
        assertEquals("t.txt:1: feature 2: feature indices must be strictly increasing, but it follows feature 5",
                error("1 5:1 2:1\n"));
        assertEquals("t.txt:1: feature 3: feature indices must be strictly increasing, but it follows feature 3",
                error("1 3:1 3:1\n"));
        assertTrue(error("1 1:NaN\n").startsWith("t.txt:1: feature 1: 'NaN' is not finite"));
        assertTrue(error("1 1:inf\n").startsWith("t.txt:1: feature 1: 'inf' is not finite"));
        assertTrue(error("1 1:1e999\n").startsWith("t.txt:1: feature 1: '1e999' is out of the range"));
        assertEquals("t.txt:1: feature 1: '2f' is not a number", error("1 1:2f\n"));
        assertTrue(error("1 qid:3 1:1\n").startsWith("t.txt:1: qid: ranking data (SVMlight qid:) is not supported"));
        assertTrue(error("1 0:1\n").startsWith("t.txt:1: feature 0: feature indices start at 1"));
        assertTrue(error("1 -1:1\n").startsWith("t.txt:1: feature index '-1': not a non-negative integer"));
        assertTrue(error("1 1:1 abc\n").startsWith("t.txt:1: token 'abc': expected <index>:<value>"));
        assertTrue(error("1:1 2:2\n").startsWith("t.txt:1: label: the line starts with '1:1'"));
        assertTrue(error("").startsWith("t.txt: no examples"));
        assertTrue(error("# only a comment\n\n").startsWith("t.txt: no examples"));
    }

    @Test
    void readsPrecomputedKernelFiles() throws IOException {
        Dataset d = LibsvmFormat.readPrecomputed(new StringReader("1 0:1 1:4 2:2\n-1 0:2 1:2 2:5\n"), "k.txt");
        assertEquals(3, d.dimension());
        assertArrayEquals(new double[] {1, 4, 2}, d.row(0));
        assertArrayEquals(new double[] {2, 2, 5}, d.row(1));
        String noSerial = assertThrows(DataFormatException.class, () -> LibsvmFormat.readPrecomputed(
                new StringReader("1 1:4 2:2\n"), "k.txt")).getMessage();
        assertTrue(noSerial.startsWith("k.txt:1: feature 1: the first feature of a precomputed-kernel line must be "
                + "0:<serial number>"), noSerial);
        String badSerial = assertThrows(DataFormatException.class, () -> LibsvmFormat.readPrecomputed(
                new StringReader("1 0:1 1:4\n1 0:1.5 1:2\n"), "k.txt")).getMessage();
        assertTrue(badSerial.startsWith("k.txt:2: feature 0 (serial number): '1.5' is not a positive integer"),
                badSerial);
        String zeroSerial = assertThrows(DataFormatException.class, () -> LibsvmFormat.readPrecomputed(
                new StringReader("1 0:0 1:4\n"), "k.txt")).getMessage();
        assertTrue(zeroSerial.contains("'0' is not a positive integer"), zeroSerial);
        String missing = assertThrows(DataFormatException.class, () -> LibsvmFormat.readPrecomputed(
                new StringReader("1\n"), "k.txt")).getMessage();
        assertTrue(missing.startsWith("k.txt:1: feature 0 (serial number): missing"), missing);
    }

    @Test
    void writeFormatsNumbersShortestAndSkipsZeros() throws IOException {
        Dataset d = Dataset.dense(new double[][] {{1.0, 0, 0.1, -2.5e-7}, {0, 0, 0, 3}}, new int[] {0, 1},
                Labels.of("+1", "-1"));
        StringWriter w = new StringWriter();
        LibsvmFormat.write(d, w);
        assertEquals("1 1:1 3:0.1 4:-2.5E-7\n-1 4:3\n", w.toString());
    }

    @Test
    void writeRejectsLabelsTheFormatCannotHold() {
        Dataset d = Dataset.dense(new double[][] {{1}}, new int[] {0}, Labels.of("very good"));
        assertThrows(IllegalArgumentException.class, () -> LibsvmFormat.write(d, new StringWriter()));
    }

    @Test
    void randomRoundTripThroughAFileIsExact(@TempDir Path dir) throws IOException {
        SplittableRandom rng = new SplittableRandom(7);
        int n = 50;
        int dim = 12;
        double[][] x = new double[n][dim];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = rng.nextInt(3);
            for (int f = 0; f < dim; f++) {
                if (rng.nextDouble() < 0.3) {
                    x[i][f] = rng.nextBoolean() ? rng.nextGaussian() * Math.pow(10, rng.nextInt(-8, 9))
                            : rng.nextInt(-5, 6);
                }
            }
        }
        x[0][dim - 1] = 1; // keep the dimension
        Dataset d = Dataset.dense(x, y, Labels.of("2", "0.5", "-3"));
        Path p = dir.resolve("round.txt");
        LibsvmFormat.write(d, p);
        Dataset back = LibsvmFormat.read(p);
        assertEquals(dim, back.dimension());
        for (int i = 0; i < n; i++) {
            assertArrayEquals(x[i], back.row(i), 0.0, "row " + i);
            assertEquals(d.labels().name(y[i]), back.labels().name(back.classOf(i)));
        }
        assertTrue(Files.list(dir).allMatch(f -> f.getFileName().toString().equals("round.txt")),
                "no temporary file is left behind");
    }

    @Test
    void readsTheRealHeartScaleFile() throws IOException {
        Dataset heart = BundledData.load("heart");
        assertEquals(270, heart.size());
        assertEquals(13, heart.dimension());
        assertEquals(Labels.of("1", "-1"), heart.labels());
        assertArrayEquals(new int[] {120, 150}, heart.classCounts());
        // first line: +1 1:0.708333 2:1 3:1 4:-0.320755 5:-0.105023 6:-1 7:1 8:-0.419847 9:-1 10:-0.225806 12:1 13:-1
        assertArrayEquals(new double[] {0.708333, 1, 1, -0.320755, -0.105023, -1, 1, -0.419847, -1, -0.225806, 0, 1,
            -1}, heart.row(0));
    }

    /** Line ends as readLine splits them (LF, CR, CRLF), lines longer than the reader's buffer, chunked input. */
    @Test
    void lineEndsAndLongLinesAsReadLine() throws IOException {
        StringBuilder lf = new StringBuilder();
        StringBuilder mixed = new StringBuilder();
        String[] ends = {"\n", "\r\n", "\r"};
        SplittableRandom rng = new SplittableRandom(3);
        for (int r = 0; r < 300; r++) {
            StringBuilder line = new StringBuilder(r % 3 == 0 ? "+1" : "-1");
            int features = r == 150 ? 9000 : rng.nextInt(0, 30);
            for (int f = 1; f <= features; f++) {
                line.append(' ').append(f).append(':').append(rng.nextGaussian());
            }
            String text = r % 17 == 0 ? "  # comment only" : line.toString();
            lf.append(text).append('\n');
            mixed.append(text).append(ends[rng.nextInt(3)]);
        }
        mixed.setLength(mixed.length() - 1); // last line without its terminator (or a lone CR of a CRLF)
        Dataset expected = read(lf.toString());
        for (Reader in : new Reader[] {new StringReader(mixed.toString()), oneCharAtATime(mixed.toString())}) {
            Dataset got = LibsvmFormat.read(in, "mixed");
            assertEquals(expected.size(), got.size());
            assertEquals(expected.dimension(), got.dimension());
            assertArrayEquals(expected.classIndices(), got.classIndices());
            for (int i = 0; i < expected.size(); i++) {
                for (int f = 0; f < expected.dimension(); f++) {
                    assertEquals(expected.get(i, f), got.get(i, f));
                }
            }
        }
        String crlfError = assertThrows(DataFormatException.class,
                () -> read("1 1:1\r\n\r\n2 1:2\r\r\n3 2:x\r\n")).getMessage();
        assertTrue(crlfError.contains(":5:"), crlfError);
    }

    /** A reader that returns one char per read call, to put every position at a buffer boundary. */
    private static Reader oneCharAtATime(String s) {
        return new java.io.FilterReader(new StringReader(s)) {
            @Override
            public int read(char[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, 1));
            }
        };
    }
}
