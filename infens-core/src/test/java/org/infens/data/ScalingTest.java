package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Parity with LIBSVM 3.24's svm-scale; fixtures made by src/test/resources/org/infens/data/svmscale/make-fixtures.sh.
 * svm-scale prints scaled values with %g, so {@link Scaling#apply} is compared as %g text (exactly) and numerically
 * within 5e-6 relative; {@link Scaling#writeScaled} output and range files are compared byte for byte.
 */
class ScalingTest {

    private static String resource(String name) throws IOException {
        try (InputStream in = ScalingTest.class.getResourceAsStream("svmscale/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Dataset data(String name) throws IOException {
        if (name.equals("heart_scale")) {
            return BundledData.load("heart");
        }
        return LibsvmFormat.read(new StringReader(resource(name)), name);
    }

    private static String rangeText(Scaling s) throws IOException {
        StringWriter w = new StringWriter();
        s.write(w);
        return w.toString();
    }

    private static String scaledText(Scaling s, Dataset data) throws IOException {
        StringWriter w = new StringWriter();
        s.writeScaled(data, w);
        return w.toString();
    }

    /** Compares {@code s} on {@code data} with svm-scale's output {@code fixture}: rows, and text byte for byte. */
    private static void assertScalesAsTool(Scaling s, Dataset data, String fixture) throws IOException {
        String tool = resource(fixture);
        assertMatchesTool(s.apply(data), tool);
        assertEquals(tool, scaledText(s, data), fixture + " byte for byte");
    }

    /** Compares our scaled rows with svm-scale's text output, row by row and feature by feature. */
    private static void assertMatchesTool(Dataset ours, String toolOutput) {
        String[] lines = toolOutput.split("\n");
        assertEquals(ours.size(), lines.length, "row count");
        for (int i = 0; i < lines.length; i++) {
            String[] tok = lines[i].trim().split(" ");
            assertEquals(Labels.canonical(tok[0]), ours.labels().name(ours.classOf(i)), "label of row " + i);
            List<Integer> seen = new ArrayList<>();
            for (int t = 1; t < tok.length; t++) {
                int colon = tok[t].indexOf(':');
                int f = Integer.parseInt(tok[t].substring(0, colon)) - 1;
                String text = tok[t].substring(colon + 1);
                double mine = ours.get(i, f);
                assertEquals(text, CFormat.g(mine, 6), "row " + i + " feature " + (f + 1));
                double theirs = Double.parseDouble(text);
                assertTrue(Math.abs(mine - theirs) <= 5e-6 * Math.abs(theirs), "row " + i + " feature " + (f + 1));
                seen.add(f);
            }
            // every feature the tool omitted is zero in ours
            for (int f = 0; f < ours.dimension(); f++) {
                if (!seen.contains(f)) {
                    assertEquals(0.0, ours.get(i, f), "row " + i + " feature " + (f + 1) + " omitted by svm-scale");
                }
            }
        }
    }

    @Test
    void fitMatchesSvmScaleOnGridData() throws IOException {
        Dataset grid = data("grid.txt");
        Scaling s = Scaling.fit(grid, -1, 1);
        assertEquals(resource("grid.range"), rangeText(s));
        assertScalesAsTool(s, grid, "grid.scaled");
        Scaling s01 = Scaling.fit(grid, 0, 1);
        assertEquals(resource("grid01.range"), rangeText(s01));
        assertScalesAsTool(s01, grid, "grid01.scaled");
    }

    @Test
    void fitMatchesSvmScaleOnHeart() throws IOException {
        Dataset heart = data("heart_scale");
        Scaling s = Scaling.fit(heart);
        assertEquals(resource("heart.range"), rangeText(s));
        assertScalesAsTool(s, heart, "heart.scaled");
        Scaling s01 = Scaling.fit(heart, 0, 1);
        assertEquals(resource("heart01.range"), rangeText(s01));
        assertScalesAsTool(s01, heart, "heart01.scaled");
    }

    @Test
    void restoredRangesMatchSvmScaleOnWiderAndNarrowerData() throws IOException {
        Scaling s = Scaling.read(new StringReader(resource("grid.range")), "grid.range");
        assertEquals(resource("grid.range"), rangeText(s), "read then write reproduces the file");
        Dataset wide = data("grid-wide.txt");
        assertEquals(10, wide.dimension());
        Dataset scaledWide = s.apply(wide);
        assertEquals(10, scaledWide.dimension());
        assertMatchesTool(scaledWide, resource("grid-wide.scaled"));
        assertEquals(resource("grid-wide.scaled"), scaledText(s, wide));
        Dataset narrow = data("grid-narrow.txt");
        assertEquals(2, narrow.dimension());
        Dataset scaledNarrow = s.apply(narrow);
        assertEquals(8, scaledNarrow.dimension());
        assertMatchesTool(scaledNarrow, resource("grid-narrow.scaled"));
        assertEquals(resource("grid-narrow.scaled"), scaledText(s, narrow));
    }

    @Test
    void unlistedFeaturesAreTheOnesSvmScaleWarnsAbout() throws IOException {
        Scaling s = Scaling.read(new StringReader(resource("grid.range")), "grid.range");
        StringBuilder warnings = new StringBuilder();
        for (int f : s.unlistedFeatures(data("grid-wide.txt"))) {
            warnings.append("WARNING: feature index ").append(f + 1).append(" appeared in file grid-wide.txt was not"
                    + " seen in the scaling factor file grid.range. The feature is scaled to 0.\n");
        }
        assertEquals(resource("grid-wide.warnings"), warnings.toString());
        assertEquals(0, s.unlistedFeatures(data("grid-narrow.txt")).length);
        Dataset grid = data("grid.txt");
        assertEquals(0, Scaling.fit(grid).unlistedFeatures(grid).length, "a fitted scaling lists all its features");
        // feature 2 is listed but constant: dropped without a warning, as svm-scale does
        Scaling listed = Scaling.read(new StringReader("x\n-1 1\n1 0 1\n2 5 5\n"), "r.txt");
        Dataset d = Dataset.dense(new double[][] {{0, 1, 4}, {1, 2, 0}}, new int[] {0, 0}, Labels.of("1"));
        assertArrayEquals(new int[] {2}, listed.unlistedFeatures(d));
        assertFalse(listed.isScaled(1));
    }

    @Test
    void targetScalingMatchesSvmScale() throws IOException {
        Dataset grid = data("grid.txt");
        Scaling s = Scaling.fit(grid).withTarget(Scaling.Target.fit(grid, 0, 1));
        assertEquals(new Scaling.Target(0, 1, -1, 2), s.target().orElseThrow());
        assertEquals(resource("yrange.range"), rangeText(s));
        assertScalesAsTool(s, grid, "grid-y.scaled");
        Scaling r = Scaling.read(new StringReader(resource("yrange.range")), "yrange.range");
        assertEquals(resource("yrange.range"), rangeText(r), "read then write reproduces the file");
        assertEquals(s.target(), r.target());
        assertScalesAsTool(r, data("grid-narrow.txt"), "grid-narrow-y.scaled");
        assertEquals(List.of("0.6666666666666666", "1", "0"), s.apply(grid).labels().names());
        Dataset words = Dataset.dense(new double[][] {{1}, {2}}, new int[] {0, 1}, Labels.of("1", "b"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Scaling.Target.fit(words, 0, 1));
        assertEquals("label 'b' is not a number, so it cannot be scaled (target scaling, svm-scale -y)",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> r.writeScaled(words, new StringWriter()));
        Dataset longWord = Dataset.dense(new double[][] {{1}, {2}}, new int[] {0, 1},
                Labels.of("1", "b".repeat(100_000)));
        String m = assertThrows(IllegalArgumentException.class, () -> Scaling.Target.fit(longWord, 0, 1))
                .getMessage();
        assertTrue(m.length() < 200 && m.contains("(100000 characters) is not a number"),
                m.substring(0, Math.min(200, m.length())));
        assertEquals("1 \nb 1:1 \n", scaledText(Scaling.fit(words, 0, 1), words), "a word label is kept");
    }

    @Test
    void closedFormOnSmallCase() {
        // feature 0: {1, 3, 2} -> [-1, 1]; feature 1 constant 7 -> 0; feature 2: {0, 0, 4}
        Dataset d = Dataset.dense(new double[][] {{1, 7, 0}, {3, 7, 0}, {2, 7, 4}}, new int[] {0, 1, 0},
                Labels.of("a", "b"));
        Scaling s = Scaling.fit(d, -1, 1);
        Dataset t = s.apply(d);
        double[][] expected = {{-1, 0, -1}, {1, 0, -1}, {0, 0, 1}};
        for (int i = 0; i < 3; i++) {
            for (int f = 0; f < 3; f++) {
                assertEquals(expected[i][f], t.get(i, f), 1e-15, "row " + i + " feature " + f);
            }
        }
        assertFalse(s.isScaled(1));
        assertEquals(0.5, s.scale(0, 2.5), 1e-15);
        assertEquals(d.labels(), t.labels());
        assertEquals(1, t.classOf(1));
    }

    @Test
    void sparseAndDenseInputGiveTheSameScaling() throws IOException {
        Dataset grid = data("grid.txt");
        Dataset dense = grid.toDense();
        assertEquals(rangeText(Scaling.fit(grid, -1, 1)), rangeText(Scaling.fit(dense, -1, 1)));
        assertEquals(Scaling.fit(grid).apply(grid).fingerprint(), Scaling.fit(dense).apply(dense).fingerprint());
    }

    @Test
    void writeAndReadFileRoundTrip(@TempDir Path dir) throws IOException {
        Scaling s = Scaling.fit(data("grid.txt"), -0.5, 2);
        Path p = dir.resolve("range.txt");
        s.write(p);
        assertEquals(rangeText(s), Files.readString(p));
        Scaling r = Scaling.read(p);
        assertEquals(-0.5, r.lower());
        assertEquals(2.0, r.upper());
        for (int f = 0; f < s.dimension(); f++) {
            assertEquals(s.isScaled(f), r.isScaled(f));
            if (s.isScaled(f)) {
                assertEquals(s.min(f), r.min(f));
                assertEquals(s.max(f), r.max(f));
            }
        }
    }

    @Test
    void rejectsBadBoundsAndRangeFiles() throws IOException {
        Dataset d = Dataset.dense(new double[][] {{1}}, new int[] {0}, Labels.of("1"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Scaling.fit(d, 1, 1));
        assertTrue(e.getMessage().contains("lower = 1.0"), e.getMessage());
        DataFormatException y = assertThrows(DataFormatException.class,
                () -> Scaling.read(new StringReader("y\n0 1\n2 1\nx\n-1 1\n"), "y.txt"));
        assertEquals("y.txt:3: y range: minimum 2 exceeds maximum 1", y.getMessage());
        DataFormatException noX = assertThrows(DataFormatException.class,
                () -> Scaling.read(new StringReader("y\n0 1\n-1 2\n"), "y.txt"));
        assertEquals("y.txt: missing 'x' section", noX.getMessage());
        DataFormatException bad = assertThrows(DataFormatException.class,
                () -> Scaling.read(new StringReader("x\n-1 1\n2 0 1\n1 0 1\n"), "r.txt"));
        assertEquals("r.txt:4: feature 1: feature indices must be strictly increasing, but it follows feature 2",
                bad.getMessage());
        DataFormatException num = assertThrows(DataFormatException.class,
                () -> Scaling.read(new StringReader("x\n-1 1\n1 0 abc\n"), "r.txt"));
        assertEquals("r.txt:3: feature 1 maximum: 'abc' is not a number", num.getMessage());
    }
}
