package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bundled data sets against independent references: sizes and class counts from the UCI documentation of each
 * set and from the papers (002 Table 1 training/test sizes are floor(0.6 n) and the rest; 000 Table 5.1; 003 Table
 * 4.1; 001 Table III's sets), first rows as the UCI files print them, and the conversion's recorded checksums.
 */
class BundledDataTest {

    /** What a set must look like: rows, features, and the count of each label (as the UCI pages give them). */
    record Expected(String name, int rows, int features, Map<String, Integer> classCounts) {
    }

    private static Map<String, Integer> counts(Object... labelAndCount) {
        Map<String, Integer> m = new LinkedHashMap<>();
        for (int k = 0; k < labelAndCount.length; k += 2) {
            m.put((String) labelAndCount[k], (Integer) labelAndCount[k + 1]);
        }
        return m;
    }

    static List<Expected> expected() {
        return List.of(
                // UCI breast-cancer-wisconsin: 458 benign, 241 malignant of 699; 16 rows with "?" (14 benign, 2
                // malignant) dropped -> 444 / 239. 10 features (002 Table 1 and 000 Table 5.1: 683 x 10).
                new Expected("breast", 683, 10, counts("1", 444, "-1", 239)),
                new Expected("german", 1000, 24, counts("1", 700, "-1", 300)),
                // heart_scale: 150 absence, 120 presence; heart_scale writes presence as +1.
                new Expected("heart", 270, 13, counts("1", 120, "-1", 150)),
                new Expected("ionosphere", 351, 34, counts("1", 126, "-1", 225)), // 126 bad, 225 good
                new Expected("pima", 768, 8, counts("1", 500, "-1", 268)),        // 500 negative, 268 positive
                new Expected("sonar", 208, 60, counts("1", 111, "-1", 97)),       // 111 mines, 97 rocks
                new Expected("votes84", 435, 16, counts("1", 267, "-1", 168)),    // 267 democrats, 168 republicans
                new Expected("haberman", 306, 3, counts("1", 225, "-1", 81)),     // 003 Table 4.1: 225 / 81
                new Expected("iris", 150, 4, counts("0", 50, "1", 50, "2", 50)),
                new Expected("wine", 178, 13, counts("0", 59, "1", 71, "2", 48)),
                new Expected("glass", 214, 9, counts("1", 70, "2", 76, "3", 17, "5", 13, "6", 9, "7", 29)),
                new Expected("vehicle", 846, 18, counts("1", 218, "2", 212, "3", 217, "4", 199)),
                new Expected("dna", 3186, 180, counts("1", 767, "2", 765, "3", 1654)),
                new Expected("vowel", 990, 10, counts("0", 90, "1", 90, "2", 90, "3", 90, "4", 90, "5", 90, "6",
                        90, "7", 90, "8", 90, "9", 90, "10", 90)),
                new Expected("segment", 2310, 19, counts("1", 330, "2", 330, "3", 330, "4", 330, "5", 330, "6",
                        330, "7", 330)),
                new Expected("satimage", 6435, 36, counts("1", 1533, "2", 703, "3", 1358, "4", 626, "5", 707,
                        "6", 1508)),
                // UCI Spambase: 4601 rows, 57 attributes, 1813 spam (39.4%), 2788 non-spam (UCI's coding 0)
                new Expected("spambase", 4601, 57, counts("1", 2788, "-1", 1813)),
                // UCI: 286 rows, 201 no-recurrence and 85 recurrence, 9 with a missing value (8 + 1 recurrence)
                new Expected("b-cancer", 277, 9, counts("1", 196, "-1", 81)),
                // Dawson 1995: 2201 aboard, 711 survived
                new Expected("titanic", 2201, 3, counts("1", 1490, "-1", 711)),
                // UCI new-thyroid: 150 normal, 35 hyper, 30 hypo
                new Expected("thyroid", 215, 5, counts("1", 150, "2", 30, "3", 35)),
                new Expected("waveform", 5000, 21, counts("1", 1619, "2", 1683, "3", 1698)));
    }

    @Test
    void servesExactlyTheDocumentedSets() {
        List<String> names = new ArrayList<>();
        for (Expected e : expected()) {
            names.add(e.name());
        }
        names.add("concrete");
        names.sort(null);
        assertEquals(names, BundledData.names());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BundledData.load("australian"));
        assertTrue(e.getMessage().contains("'australian'") && e.getMessage().contains("iris"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expected")
    void hasTheDocumentedShapeAndClassCountsAndFiniteValues(Expected expected) {
        Dataset d = BundledData.load(expected.name());
        assertEquals(expected.rows(), d.size(), "rows");
        assertEquals(expected.features(), d.dimension(), "features");
        Map<String, Integer> actual = new TreeMap<>();
        int[] perClass = d.classCounts();
        for (int c = 0; c < d.classCount(); c++) {
            actual.put(d.labels().name(c), perClass[c]);
        }
        assertEquals(new TreeMap<>(expected.classCounts()), actual, "class counts");
        for (int i = 0; i < d.size(); i++) {
            for (int k = 0; k < d.storedCount(i); k++) {
                assertTrue(Double.isFinite(d.storedValue(i, k)), "row " + i);
            }
        }
    }

    /** 002 Table 1: training = floor(0.6 n), test = the rest, and the number of features. */
    @Test
    void matchesTheSizesOf002Table1() {
        Object[][] table1 = {
            {"breast", 409, 274, 10}, {"german", 600, 400, 24}, {"heart", 162, 108, 13},
            {"ionosphere", 210, 141, 34}, {"pima", 460, 308, 8}, {"sonar", 124, 84, 60}, {"votes84", 261, 174, 16}};
        for (Object[] row : table1) {
            Dataset d = BundledData.load((String) row[0]);
            int train = (int) Math.floor(0.6 * d.size());
            assertEquals(row[1], train, row[0] + " training rows");
            assertEquals(row[2], d.size() - train, row[0] + " test rows");
            assertEquals(row[3], d.dimension(), row[0] + " features");
        }
    }

    /** First rows as the UCI files print them (label mapping as docs/datasets.md records). */
    @Test
    void firstRowsAreTheUciFirstRows() {
        assertFirstRow("breast", "1", 1000025, 5, 1, 1, 1, 2, 1, 3, 1, 1);               // ...,2 (benign)
        assertFirstRow("german", "1", 1, 6, 4, 12, 5, 5, 3, 4, 1, 67, 3, 2, 1, 2, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1);
        assertFirstRow("pima", "-1", 6, 148, 72, 35, 0, 33.6, 0.627, 50);               // tested positive
        assertFirstRow("haberman", "1", 30, 64, 1);
        assertFirstRow("glass", "1", 1.52101, 13.64, 4.49, 1.10, 71.78, 0.06, 8.75, 0.00, 0.00);
        assertFirstRow("iris", "0", 5.1, 3.5, 1.4, 0.2);
        assertFirstRow("wine", "0", 14.23, 1.71, 2.43, 15.6, 127, 2.8, 3.06, .28, 2.29, 5.64, 1.04, 3.92, 1065);
        // republican,n,y,n,y,y,y,n,n,n,y,?,y,y,y,n,y
        assertFirstRow("votes84", "-1", -1, 1, -1, 1, 1, 1, -1, -1, -1, 1, 0, 1, 1, 1, -1, 1);
        // spambase.data row 1 (spam, 1): 0,0.64,0.64,0,0.32,0,0,0,0,0,0,0.64,0,0,0,0.32,0,1.29,1.93,0,0.96,0,...,0,
        // 0,0,0.778,0,0,3.756,61,278,1
        double[] spam = new double[57];
        spam[1] = 0.64;
        spam[2] = 0.64;
        spam[4] = 0.32;
        spam[11] = 0.64;
        spam[15] = 0.32;
        spam[17] = 1.29;
        spam[18] = 1.93;
        spam[20] = 0.96;
        spam[51] = 0.778;
        spam[54] = 3.756;
        spam[55] = 61;
        spam[56] = 278;
        assertFirstRow("spambase", "-1", spam);
        // vowel-context.data row 1: 0 0 0 -3.639 0.418 -0.670 1.779 -0.168 1.627 -0.388 0.529 -0.874 -0.814 0
        assertFirstRow("vowel", "0", -3.639, 0.418, -0.670, 1.779, -0.168, 1.627, -0.388, 0.529, -0.874, -0.814);
        // breast-cancer.arff row 1: '40-49','premeno','15-19','0-2','yes','3','right','left_up','no',
        // 'recurrence-events'; each value's position in its declared list
        assertFirstRow("b-cancer", "-1", 4, 3, 4, 1, 1, 3, 2, 1, 2);
        // UCI new-thyroid row 1: 1,107,10.1,2.2,0.9,2.7 (class 1 normal)
        assertFirstRow("thyroid", "1", 107, 10.1, 2.2, 0.9, 2.7);
    }

    /** titanic is Dawson's table: the counts of every class, sex, age and outcome add up as the 1912 inquiry's. */
    @Test
    void titanicHasTheInquirysCounts() {
        Dataset d = BundledData.load("titanic");
        int[] survivedByClass = new int[5];
        int[] aboardByClass = new int[5];
        int women = 0;
        int children = 0;
        for (int i = 0; i < d.size(); i++) {
            int c = (int) d.get(i, 0);
            aboardByClass[c]++;
            survivedByClass[c] += d.labels().name(d.classOf(i)).equals("-1") ? 1 : 0;
            women += d.get(i, 1) == 2 ? 1 : 0;
            children += d.get(i, 2) == 1 ? 1 : 0;
        }
        // Dawson 1995, Table 1: 1st 325 (203 survived), 2nd 285 (118), 3rd 706 (178), crew 885 (212)
        assertArrayEquals(new int[] {0, 325, 285, 706, 885}, aboardByClass);
        assertArrayEquals(new int[] {0, 203, 118, 178, 212}, survivedByClass);
        assertEquals(470, women);
        assertEquals(109, children);
    }

    /**
     * waveform follows Breiman's generator (CART, Sec. 2.6.2) as UCI's waveform.c numbers the classes: with the
     * triangular waves w_c(i) = max(6 - |i - c|, 0) centred at c = 7, 11 and 15, a row is u w_a + (1 - u) w_b plus
     * N(0, 1) noise, u uniform on [0, 1], with the centres (7, 15), (7, 11), (11, 15) for classes 1, 2, 3: every class's
     * mean is (w_a + w_b) / 2, feature by feature.
     */
    @Test
    void waveformIsBreimansGenerator() {
        Dataset d = BundledData.load("waveform");
        int[][] pairs = {{7, 15}, {7, 11}, {11, 15}};
        for (int c = 0; c < 3; c++) {
            int k = d.labels().indexOf(String.valueOf(c + 1));
            double[] mean = new double[21];
            int n = 0;
            for (int i = 0; i < d.size(); i++) {
                if (d.classOf(i) == k) {
                    n++;
                    for (int f = 0; f < 21; f++) {
                        mean[f] += d.get(i, f);
                    }
                }
            }
            for (int f = 0; f < 21; f++) {
                int i = f + 1;
                double expected = (wave(pairs[c][0], i) + wave(pairs[c][1], i)) / 2;
                // the sd of a feature is at most sqrt(1 + 9/3) = 2 (noise plus u times a wave difference of at
                // most 6), so the mean of about 1650 rows is within 0.25 of the expected value by 5 standard errors
                assertEquals(expected, mean[f] / n, 0.25, "class " + (c + 1) + " feature " + i);
            }
        }
    }

    private static double wave(int centre, int i) {
        return Math.max(6 - Math.abs(i - centre), 0);
    }

    /**
     * The regression set: the UCI Concrete Compressive Strength data (1030 rows, 8 attributes, the strength in MPa as
     * the target), whose first and last rows are those of the UCI file (strength with two decimals), and whose
     * labels are all numbers.
     */
    @Test
    void concreteIsTheUciConcreteCompressiveStrengthData() {
        Dataset d = BundledData.load("concrete");
        assertEquals(1030, d.size(), "rows");
        assertEquals(8, d.dimension(), "features");
        double[] y = d.targets();
        // Concrete_Data row 1: 540, 0, 0, 162, 2.5, 1040, 676, 28 -> 79.99; row 1030: 260.9, 100.5, 78.3, 200.6,
        // 8.6, 864.5, 761.5, 28 -> 32.40
        assertArrayEquals(new double[] {540, 0, 0, 162, 2.5, 1040, 676, 28}, d.row(0), 0.0, "row 0");
        assertEquals(79.99, y[0], 0.0, "target of row 0");
        assertArrayEquals(new double[] {260.9, 100.5, 78.3, 200.6, 8.6, 864.5, 761.5, 28}, d.row(1029), 0.0,
                "row 1029");
        assertEquals(32.40, y[1029], 0.0, "target of row 1029");
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < d.size(); i++) {
            min = Math.min(min, y[i]);
            max = Math.max(max, y[i]);
            double age = d.row(i)[7];
            assertTrue(age >= 1 && age <= 365 && age == Math.rint(age), "row " + i + ": age " + age + " days");
        }
        // UCI: the strength ranges over 2.33 .. 82.6 MPa
        assertEquals(2.33, min, 0.0, "smallest strength");
        assertEquals(82.6, max, 0.0, "largest strength");
    }

    private static void assertFirstRow(String name, String label, double... values) {
        Dataset d = BundledData.load(name);
        assertEquals(label, d.labels().name(d.classOf(0)), name + " label");
        assertArrayEquals(values, d.row(0), 0.0, name + " row 0");
    }

    /**
     * Reproducibility: each converted file's uncompressed text has the SHA-256 that the conversion script recorded
     * in SHA256SUMS (its --check mode recomputes them from the Debian packages), and docs/datasets.md lists the same.
     */
    @Test
    void filesMatchTheRecordedChecksums() throws IOException {
        String sums = new String(resource("SHA256SUMS"), StandardCharsets.UTF_8);
        List<String> lines = sums.lines().toList();
        assertEquals(expected().size(), lines.size(),
                "one line per converted set (heart is copied as is; concrete, the regression set, is converted)");
        String docs = Files.readString(Path.of("..", "docs", "datasets.md"));
        for (String line : lines) {
            String hash = line.substring(0, 64);
            String file = line.substring(66);
            byte[] text = gunzip(resource(file + ".gz"));
            assertEquals(hash, sha256(text), file);
            assertTrue(docs.contains(hash), "docs/datasets.md records the checksum of " + file);
        }
        assertEquals("5defa0a4c4c5bdaf3f55ae3828310252e8565c13ee37ce279e0b86d82e7f4ce9",
                sha256(resource("heart_scale")), "heart_scale as copied from liblinear-tools");
    }

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = BundledData.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            return in.readAllBytes();
        }
    }

    private static byte[] gunzip(byte[] gz) throws IOException {
        try (InputStream in = new GZIPInputStream(new java.io.ByteArrayInputStream(gz))) {
            return in.readAllBytes();
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
