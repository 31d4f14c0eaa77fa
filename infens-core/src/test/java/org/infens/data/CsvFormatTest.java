package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CsvFormatTest {

    private static Dataset read(String text, CsvOptions o) throws IOException {
        return CsvFormat.read(new StringReader(text), "d.csv", o);
    }

    private static String error(String text, CsvOptions o) {
        return assertThrows(DataFormatException.class, () -> read(text, o)).getMessage();
    }

    @Test
    void defaultsUseHeaderAndLastColumn() throws IOException {
        Dataset d = read("age,chol,class\n63, 233 ,yes\n\n41,0,no\n50,1e2,+1\n", CsvOptions.defaults());
        assertEquals(3, d.size());
        assertEquals(2, d.dimension());
        assertEquals(Labels.of("yes", "no", "1"), d.labels());
        assertArrayEquals(new double[] {63, 233}, d.row(0));
        assertArrayEquals(new double[] {41, 0}, d.row(1));
        assertArrayEquals(new double[] {50, 100}, d.row(2));
    }

    @Test
    void labelColumnByNameOrIndexAndOtherDelimiters() throws IOException {
        String text = "a;label;b\n1;x;2\n3;y;4\n";
        CsvOptions semi = CsvOptions.defaults().withDelimiter(';');
        Dataset byName = read(text, semi.withLabelColumn("label"));
        Dataset byIndex = read(text, semi.withLabelColumn("1"));
        assertEquals(byName.fingerprint(), byIndex.fingerprint());
        assertArrayEquals(new double[] {3, 4}, byName.row(1));
        assertEquals(Labels.of("x", "y"), byName.labels());
        Dataset noHeader = read("1\t2\tc\n", new CsvOptions(false, null, '\t'));
        assertArrayEquals(new double[] {1, 2}, noHeader.row(0));
        Dataset firstCol = read("c,1,2\n", new CsvOptions(false, "0", ','));
        assertArrayEquals(new double[] {1, 2}, firstCol.row(0));
        assertEquals("c", firstCol.labels().name(0));
        assertTrue(error(text, semi.withLabelColumn("nope")).startsWith("d.csv:1: label column: 'nope' is neither"));
        assertTrue(error(text, semi.withLabelColumn("3")).startsWith("d.csv:1: label column: index 3 is not in"));
    }

    @Test
    void quotedFieldsFollowRfc4180() throws IOException {
        Dataset d = read("\"x, 1\",\"lab\"\"el\"\n\"1.5\",\"a, \"\"quoted\"\" label\"\n2,plain\n",
                CsvOptions.defaults());
        assertEquals(Labels.of("a, \"quoted\" label", "plain"), d.labels());
        assertArrayEquals(new double[] {1.5}, d.row(0));
        assertArrayEquals(new double[] {2}, d.row(1));
        // a quoted field may span lines, but no label or name may hold a line break (it would break the
        // line-based files labels are written to)
        assertEquals("d.csv:2: column 'c' (index 1): 'a\\nb' contains U+000A (LINE FEED (LF)), which is not"
                + " allowed in a field", error("\"x, 1\",c\n\"1.5\",\"a\nb\"\nz,c\n", CsvOptions.defaults()));
        // the second record (dropped for its missing value) started on line 2 and spans line 3, so the next one
        // is on line 4
        assertEquals("d.csv:4: column 'x, 1' (index 0): 'z' is not a number",
                error("\"x, 1\",c\n?,\"a\nb\"\nz,c\n", CsvOptions.defaults().withDropMissing(true)));
        assertTrue(error("a,b\n\"1,x\n", CsvOptions.defaults()).contains("unterminated quoted field"));
    }

    @Test
    void missingValuesAreRejectedOrDropped() throws IOException {
        String text = "a,b,c\n1,2,x\n3,,y\n4,?,z\n5,6,?\n7,8,w\n";
        assertEquals("d.csv:3: column 'b' (index 1): missing value (empty field); rows with missing values are "
                + "rejected unless they are dropped (--drop-missing, CsvOptions.dropMissing)",
                error(text, CsvOptions.defaults()));
        Dataset d = read(text, CsvOptions.defaults().withDropMissing(true));
        assertEquals(2, d.size());
        assertArrayEquals(new double[] {1, 2}, d.row(0));
        assertArrayEquals(new double[] {7, 8}, d.row(1));
        assertEquals(Labels.of("x", "w"), d.labels());
        assertTrue(error("a,b\n,x\n", CsvOptions.defaults().withDropMissing(true)).startsWith("d.csv: no examples"));
    }

    @Test
    void errorsNameLineAndColumn() {
        assertEquals("d.csv:3: column 'chol' (index 1): 'high' is not a number",
                error("age,chol,c\n1,2,a\n3,high,b\n", CsvOptions.defaults()));
        assertEquals("d.csv:2: column 2 (index 1): 'NaN' is not finite; NaN and infinite values are not allowed",
                error("1,2,a\n3,NaN,b\n", CsvOptions.defaults().withHeader(false)));
        assertEquals("d.csv:2: expected 3 fields, found 2", error("a,b,c\n1,x\n", CsvOptions.defaults()));
        assertTrue(error("", CsvOptions.defaults()).startsWith("d.csv: no examples"));
        assertTrue(error("a,b\n", CsvOptions.defaults()).startsWith("d.csv: no examples"));
        assertThrows(IllegalArgumentException.class, () -> new CsvOptions(true, null, '"'));
    }

    @Test
    void writeThenReadRoundTrips(@TempDir Path dir) throws IOException {
        Dataset d = Dataset.dense(new double[][] {{0.1, 0, -3}, {1e-9, 2.5, 0}}, new int[] {0, 1},
                Labels.of("a,b", "say \"hi\""));
        Path p = dir.resolve("out.csv");
        CsvFormat.write(d, p);
        assertTrue(Files.readString(p).startsWith("x1,x2,x3,label\n0.1,0,-3,\"a,b\"\n"));
        Dataset back = CsvFormat.read(p, CsvOptions.defaults());
        assertEquals(d.fingerprint(), back.fingerprint());
    }

    /**
     * A header-less file read with a header would lose its first row: a first line of numbers whose label is a class
     * of the other rows is refused (naming line 1 and the way out); a real header of numbered features is read.
     */
    @Test
    void aFirstRowOfDataReadAsAHeaderIsRefusedNotDropped() throws IOException {
        String rows = "5.1,3.5,setosa\n4.9,3.0,setosa\n7.0,3.2,versicolor\n";
        String m = error(rows, CsvOptions.defaults());
        assertTrue(m.startsWith("d.csv:1: the header line looks like a row of data") && m.contains("'setosa'")
                && m.endsWith("read it without one"), m);
        assertEquals(3, read(rows, new CsvOptions(false, null, ',')).size(), "without a header every row is read");
        assertTrue(error("1,2,0\n3,4,1\n5,6,0\n", CsvOptions.defaults()).contains("'0' is a class"));
        assertTrue(error("1,2,+1\n3,4,1\n", CsvOptions.defaults()).contains("'+1' is a class"), "labels compare "
                + "in canonical form");
        // numbered features with a named label column, a named feature, or a label no row has: a header
        assertEquals(2, read("0,1,y\n5.1,3.5,a\n4.9,3.0,b\n", CsvOptions.defaults()).size());
        assertEquals(2, read("0,x,1\n5.1,3.5,1\n4.9,3.0,0\n", CsvOptions.defaults()).size());
        assertEquals(2, read("0,1,2\n5.1,3.5,1\n4.9,3.0,0\n", CsvOptions.defaults()).size());
        // pandas' header of a frame made from an array numbers the columns in order, the label's too
        assertEquals(3, read("0,1,2\n5.1,3.5,2\n4.9,3.0,0\n4.1,2.0,1\n", CsvOptions.defaults()).size());
        assertEquals(3, read("1,2,3\n5.1,3.5,3\n4.9,3.0,0\n4.1,2.0,1\n", CsvOptions.defaults()).size());
        assertTrue(error("0,2,1\n5.1,3.5,1\n4.9,3.0,0\n", CsvOptions.defaults()).contains("'1' is a class"));
    }
}
