package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Feature names from CSV headers and ARFF attributes, and aligning a test set to a model's names. */
class FeatureNamesTest {
    private static Dataset csv(String text) throws IOException {
        return CsvFormat.read(new StringReader(text), "t.csv", CsvOptions.defaults());
    }

    private static Dataset arff(String text) throws IOException {
        return ArffFormat.read(new StringReader(text), "t.arff", null, false);
    }

    private static final String WEATHER = "@relation w\n@attribute temp numeric\n"
            + "@attribute color {red, green, blue}\n@attribute class {yes, no}\n@data\n";

    @Test
    void csvHeaderNamesTheFeaturesExceptTheLabel() throws IOException {
        assertEquals(List.of("a", "b"), csv("a,b,cls\n1,2,x\n").featureNames());
        Dataset mid = CsvFormat.read(new StringReader("a,cls,b\n1,x,2\n"), "t.csv",
                CsvOptions.defaults().withLabelColumn("cls"));
        assertEquals(List.of("a", "b"), mid.featureNames());
        Dataset noHeader = CsvFormat.read(new StringReader("1,2,x\n"), "t.csv", CsvOptions.defaults().withHeader(false));
        assertFalse(noHeader.hasFeatureNames());
        assertEquals(List.of(), noHeader.featureNames());
    }

    @Test
    void csvHeaderNamesMustBeDistinctAndNonEmpty() {
        String twice = assertThrows(DataFormatException.class, () -> csv("a,a,cls\n1,2,x\n")).getMessage();
        assertEquals("t.csv:1: column 'a' (index 1): the header names two columns 'a'; feature columns need"
                + " distinct names", twice);
        assertTrue(assertThrows(DataFormatException.class, () -> csv("a,,cls\n1,2,x\n")).getMessage()
                .contains("empty column name"));
    }

    /** Regression: a semicolon file read with ',' used to give one label column and no features. */
    @Test
    void singleFieldRecordsNameTheDelimiter() {
        String m = assertThrows(DataFormatException.class, () -> csv("a;b;cls\n1;2;x\n")).getMessage();
        assertEquals("t.csv:1: the first record has a single field when split at the delimiter ',' (and every"
                + " record must have as many); if the file uses another delimiter, set it", m);
    }

    @Test
    void arffNamesNumericAttributesAndOneHotValues() throws IOException {
        Dataset d = arff(WEATHER + "1.5, green, yes\n");
        assertEquals(List.of("temp", "color=red", "color=green", "color=blue"), d.featureNames());
        assertFalse(LibsvmFormat.read(new StringReader("1 1:2\n"), "t.txt").hasFeatureNames());
    }

    @Test
    void namesSurviveDerivedSets() throws IOException {
        Dataset d = csv("a,b,cls\n1,2,x\n3,4,y\n5,6,x\n");
        List<String> n = List.of("a", "b");
        assertEquals(n, d.view(new int[] {2, 0}).featureNames());
        assertEquals(n, d.view(new int[] {2, 0}).compact().featureNames());
        assertEquals(n, d.withWeights(new double[] {1, 2, 3}).featureNames());
        assertEquals(n, d.toDense().featureNames());
        assertEquals(n, d.withLabels(Labels.of("y", "x")).featureNames());
        assertEquals(List.of(), d.withDimension(3).featureNames());
    }

    @Test
    void withFeatureNamesChecksCountAndDistinctness() {
        Dataset d = Dataset.dense(new double[][] {{1, 2}}, new int[] {0}, Labels.of("x"));
        assertEquals(List.of("p", "q"), d.withFeatureNames(List.of("p", "q")).featureNames());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> d.withFeatureNames(List.of("p")))
                .getMessage().contains("names has 1 entries but there are 2 features"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> d.withFeatureNames(List.of("p", "p")))
                .getMessage().contains("'p' is given twice"));
        String longName = "n".repeat(100_000); // a CSV header of one long name, twice: quoted cut (issue 19)
        String m = assertThrows(IllegalArgumentException.class, () -> d.withFeatureNames(List.of(longName, longName)))
                .getMessage();
        assertTrue(m.length() < 200 && m.contains("(100000 characters) is given twice"),
                m.substring(0, Math.min(200, m.length())));
    }

    /** Regression (HIGH): columns in another order were read by position, swapping the features. */
    @Test
    void alignToReordersColumnsByName() throws IOException {
        Dataset test = csv("b,a,cls\n2,1,x\n0,3,y\n");
        Dataset aligned = test.alignTo(List.of("a", "b"), "t.csv");
        assertEquals(List.of("a", "b"), aligned.featureNames());
        assertArrayEquals(new double[] {1, 2}, aligned.row(0));
        assertArrayEquals(new double[] {3, 0}, aligned.row(1));
        assertEquals(test.labels(), aligned.labels());
        assertArrayEquals(test.classIndices(), aligned.classIndices());
        assertSame(test, test.alignTo(List.of("b", "a"), "t.csv"));
        assertSame(test, test.alignTo(List.of(), "t.csv"));
    }

    @Test
    void alignToWorksOnSparseSetsAndKeepsWeights() {
        Dataset sparse = Dataset.sparse(new int[] {0, 1, 2}, new int[] {0, 2}, new double[] {5, 7}, 3,
                new int[] {0, 0}, Labels.of("x"), new double[] {2, 3}).withFeatureNames(List.of("c", "b", "a"));
        Dataset aligned = sparse.alignTo(List.of("a", "b", "c"), "s");
        assertTrue(aligned.isSparse());
        assertArrayEquals(new double[] {0, 0, 5}, aligned.row(0));
        assertArrayEquals(new double[] {7, 0, 0}, aligned.row(1));
        assertEquals(3.0, aligned.weight(1));
    }

    /** Regression: a CSV without one of the model's columns was accepted (and read shifted). */
    @Test
    void alignToNamesMissingAndExtraColumns() throws IOException {
        Dataset test = csv("a,cls\n1,x\n");
        assertEquals("t.csv: feature 'b' is missing; the model was trained on ['a', 'b']",
                assertThrows(DataFormatException.class, () -> test.alignTo(List.of("a", "b"), "t.csv"))
                        .getMessage());
        // none of the model's features: the first line was probably data read as a header
        Dataset headerless = csv("1,2,x\n3,4,y\n");
        assertEquals("t.csv: features ['a', 'b'] are missing; the model was trained on ['a', 'b'], and this data's"
                + " features are ['1', '2'] (its first line is read as a header: if it is data, add a header line"
                + " naming the model's features)", assertThrows(DataFormatException.class,
                        () -> headerless.alignTo(List.of("a", "b"), "t.csv")).getMessage());
        Dataset extra = csv("a,b,c,cls\n1,2,3,x\n");
        assertEquals("t.csv: feature 'c' is not in the model, which was trained on ['a', 'b']; remove it",
                assertThrows(DataFormatException.class, () -> extra.alignTo(List.of("a", "b"), "t.csv"))
                        .getMessage());
        Dataset unnamed = CsvFormat.read(new StringReader("1,2,x\n"), "u.csv", CsvOptions.defaults().withHeader(false));
        assertTrue(assertThrows(DataFormatException.class, () -> unnamed.alignTo(List.of("a", "b"), "u.csv"))
                .getMessage().startsWith("u.csv: the model was trained on named features ['a', 'b'] but this data has no"
                        + " feature names"));
    }

    /** Regression (HIGH): nominal values declared in another order swapped the one-hot features. */
    @Test
    void arffNominalValuesInAnotherOrderAreAligned() throws IOException {
        Dataset train = arff(WEATHER + "1, red, yes\n");
        Dataset test = arff("@relation w\n@attribute color {blue, green, red}\n@attribute temp numeric\n"
                + "@attribute class {yes, no}\n@data\nred, 2, no\nblue, 3, yes\n");
        Dataset aligned = test.alignTo(train.featureNames(), "t.arff");
        assertArrayEquals(new double[] {2, 1, 0, 0}, aligned.row(0));
        assertArrayEquals(new double[] {3, 0, 0, 1}, aligned.row(1));
    }

    @Test
    void arffValueUnseenInTrainingIsAnErrorOnlyWhenARowTakesIt() throws IOException {
        List<String> model = arff(WEATHER + "1, red, yes\n").featureNames();
        String header = "@relation w\n@attribute temp numeric\n@attribute color {red, green, blue, purple}\n"
                + "@attribute class {yes, no}\n@data\n";
        Dataset unused = arff(header + "1, blue, yes\n");
        assertArrayEquals(new double[] {1, 0, 0, 1}, unused.alignTo(model, "t.arff").row(0));
        Dataset used = arff(header + "1, blue, yes\n2, purple, no\n");
        assertEquals("t.arff: attribute 'color': value 'purple' (example 2) was not seen in training",
                assertThrows(DataFormatException.class, () -> used.alignTo(model, "t.arff")).getMessage());
        // fewer declared values than in training: the missing ones are columns of zeros
        Dataset fewer = arff("@relation w\n@attribute temp numeric\n@attribute color {blue}\n"
                + "@attribute class {yes, no}\n@data\n4, blue, yes\n");
        assertArrayEquals(new double[] {4, 0, 0, 1}, fewer.alignTo(model, "t.arff").row(0));
    }
}
