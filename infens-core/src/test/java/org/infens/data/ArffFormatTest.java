package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class ArffFormatTest {
    private static final String HEADER = "% a comment\n@RELATION weather\n\n"
            + "@attribute outlook {sunny, overcast, 'rain y'}\n"
            + "@attribute 'temp erature' numeric   % trailing comment\n"
            + "@ATTRIBUTE humidity REAL\n"
            + "@attribute windy {TRUE, FALSE}\n"
            + "@attribute play {yes, no, maybe}\n"
            + "@data\n";

    private static Dataset read(String text, String cls, boolean drop) throws IOException {
        return ArffFormat.read(new StringReader(text), "w.arff", cls, drop);
    }

    private static String error(String text) {
        return assertThrows(DataFormatException.class, () -> read(text, null, false)).getMessage();
    }

    @Test
    void nominalAttributesBecomeOneHotFeatures() throws IOException {
        Dataset d = read(HEADER + "sunny,85,85,FALSE,no\n'rain y', 70.5 ,96,TRUE,yes\n"
                + "% comment row\novercast,64,65,TRUE,no\n", null, false);
        assertEquals(3, d.size());
        // outlook (3) + temperature + humidity + windy (2) = 7 features
        assertEquals(7, d.dimension());
        assertArrayEquals(new double[] {1, 0, 0, 85, 85, 0, 1}, d.row(0));
        assertArrayEquals(new double[] {0, 0, 1, 70.5, 96, 1, 0}, d.row(1));
        assertArrayEquals(new double[] {0, 1, 0, 64, 65, 1, 0}, d.row(2));
        // declared order, restricted to values that occur ("maybe" never does)
        assertEquals(Labels.of("yes", "no"), d.labels());
        assertArrayEquals(new int[] {1, 0, 1}, d.classIndices());
    }

    @Test
    void sparseRowsAndWeights() throws IOException {
        Dataset dense = read(HEADER + "sunny,0,3,TRUE,yes\nsunny,2,0,TRUE,no,{0.5}\n", null, false);
        Dataset sparse = read(HEADER + "{2 3, 4 yes}\n{1 2, 4 no}, {0.5}\n", null, false);
        // omitted nominal values are the first declared value (sunny, TRUE), as in Weka
        assertEquals(dense.fingerprint(), sparse.fingerprint());
        assertEquals(0.5, sparse.weight(1));
        assertEquals(1.0, sparse.weight(0));
    }

    @Test
    void classAttributeByNameAndNumericClasses() throws IOException {
        Dataset d = read(HEADER + "sunny,85,85,FALSE,no\n", "temp erature", false);
        assertEquals(Labels.of("85"), d.labels());
        assertEquals(3 + 1 + 2 + 3, d.dimension()); // play becomes 3 one-hot features
        Dataset w = read(HEADER + "sunny,85,85,FALSE,no\n", "WINDY", false);
        assertEquals(Labels.of("FALSE"), w.labels());
        String numeric = "@relation r\n@attribute x numeric\n@attribute c integer\n@data\n1,-1\n2,1.0\n3,-1\n";
        Dataset n = read(numeric, null, false);
        assertEquals(Labels.of("-1", "1"), n.labels());
        assertArrayEquals(new int[] {0, 1, 0}, n.classIndices());
        // real values are labels too, a regression's targets (as LIBSVM files hold them)
        Dataset real = read(numeric + "4,0.5\n5,-2.25e1\n", null, false);
        assertEquals(Labels.of("-1", "1", "0.5", "-22.5"), real.labels());
        assertArrayEquals(new double[] {-1, 1, -1, 0.5, -22.5}, real.targets());
        String unknown = assertThrows(DataFormatException.class, () -> read(numeric, "nope", false)).getMessage();
        assertTrue(unknown.contains("'nope' is not declared; attributes are ['x', 'c']"), unknown);
    }

    @Test
    void missingValuesAreRejectedOrDropped() throws IOException {
        String text = HEADER + "sunny,?,85,FALSE,no\novercast,64,65,TRUE,yes\n{1 ?, 4 no}\n";
        assertEquals("w.arff:10: attribute 'temp erature': missing value '?'; rows with missing values are rejected "
                + "unless they are dropped (--drop-missing, dropMissing)", error(text));
        Dataset d = read(text, null, true);
        assertEquals(1, d.size());
        assertArrayEquals(new double[] {0, 1, 0, 64, 65, 1, 0}, d.row(0));
    }

    @Test
    void errorsNameLineAndAttribute() {
        assertTrue(error("@relation r\n@attribute s string\n@attribute c {a}\n@data\n")
                .startsWith("w.arff:2: attribute 's': type string is not supported"));
        assertTrue(error("@relation r\n@attribute d date 'yyyy'\n@attribute c {a}\n@data\n")
                .startsWith("w.arff:2: attribute 'd': type date is not supported"));
        assertEquals("w.arff:10: attribute 'humidity': 'wet' is not a number",
                error(HEADER + "sunny,1,wet,TRUE,yes\n"));
        assertEquals("w.arff:10: attribute 'outlook': 'snow' is not one of the declared values ['sunny', "
                + "'overcast', 'rain y']", error(HEADER + "snow,1,2,TRUE,yes\n"));
        assertEquals("w.arff:10: expected 5 values, found 4", error(HEADER + "sunny,1,2,TRUE\n"));
        assertTrue(error(HEADER).startsWith("w.arff: no examples"));
        assertTrue(error("@relation r\n@attribute x numeric\n").startsWith("w.arff: no @data section"));
    }
}
