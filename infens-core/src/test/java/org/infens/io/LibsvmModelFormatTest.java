package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.infens.Prediction;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.LibsvmFormat;
import org.infens.svm.SvmModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * LIBSVM model files made by the real svm-train 3.24, with svm-predict's output as the reference (fixtures and the
 * script that made them in src/test/resources/org/infens/io/libsvm; predicted labels must match exactly).
 */
class LibsvmModelFormatTest {
    @TempDir
    Path dir;

    private Path fixture(String name) throws IOException {
        Path p = dir.resolve(name);
        if (!Files.exists(p)) {
            try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("libsvm/" + name), name)) {
                Files.copy(in, p);
            }
        }
        return p;
    }

    @ParameterizedTest
    @CsvSource({"heart_scale, rbf", "heart_scale, linear", "heart_scale, poly", "heart_scale, sigmoid",
            "heart_scale, weighted", "heart3_scale, rbf", "heart3_scale, linear", "heart_pre, precomputed"})
    void predictionsEqualSvmPredict(String data, String model) throws IOException {
        boolean pre = model.equals("precomputed");
        Dataset test = pre ? LibsvmFormat.readPrecomputed(fixture(data)) : LibsvmFormat.read(fixture(data));
        SvmModel m = LibsvmModelFormat.read(fixture(data + "." + model + ".model"));
        List<String> expected = Files.readAllLines(fixture(data + "." + model + ".predict"));
        int[] predicted = Prediction.classIndices(m.predictAll(test, 1));
        assertEquals(expected.size(), predicted.length);
        int correct = 0;
        for (int i = 0; i < predicted.length; i++) {
            assertEquals(expected.get(i), m.labels().name(predicted[i]), "row " + (i + 1));
            correct += m.labels().name(predicted[i]).equals(test.labels().name(test.classOf(i))) ? 1 : 0;
        }
        String accuracy = "Accuracy = " + CFormat.g(100.0 * correct / predicted.length) + "% (" + correct + "/"
                + predicted.length + ") (classification)";
        assertEquals(Files.readString(fixture(data + "." + model + ".accuracy")).strip(), accuracy);
    }

    @ParameterizedTest
    @CsvSource({"heart_scale, rbf", "heart_scale, poly", "heart_scale, sigmoid", "heart3_scale, rbf",
            "heart3_scale, linear", "heart_pre, precomputed"})
    void writingReproducesSvmTrainsFileByteForByte(String data, String model) throws IOException {
        Path original = fixture(data + "." + model + ".model");
        SvmModel m = LibsvmModelFormat.read(original);
        Path copy = dir.resolve("copy.model");
        LibsvmModelFormat.write(m, copy);
        assertEquals(Files.readString(original), Files.readString(copy));
    }

    @Test
    void readModelHasLibsvmLayout() throws IOException {
        SvmModel m = LibsvmModelFormat.read(fixture("heart3_scale.rbf.model"));
        assertEquals(Labels.of("1", "3", "-1"), m.labels());
        assertArrayEquals(new int[] {33, 47, 46}, m.classSupportCounts());
        assertEquals(126, m.supportVectorCount());
        assertEquals(1.2182788468137167, m.rho()[0]);
        assertEquals(5.7438669059266694, m.coefficients()[0][0]);
        assertEquals("rbf", m.kernel().spec().name());
        assertEquals(0.10000000149011612, m.kernel().spec().number("gamma", 0));
        assertEquals(13, m.supportVectors().dimension());
    }

    @Test
    void jsonAndLibsvmCopiesPredictAlike() throws IOException {
        SvmModel m = LibsvmModelFormat.read(fixture("heart_scale.poly.model"));
        Path json = dir.resolve("m.json");
        ModelCodec.write(m, json);
        SvmModel back = (SvmModel) ModelCodec.read(json);
        Dataset test = LibsvmFormat.read(fixture("heart_scale"));
        for (int i = 0; i < test.size(); i++) {
            assertArrayEquals(m.predict(test, i).decisionValues(), back.predict(test, i).decisionValues(), 0.0);
        }
    }

    /**
     * Issue 19: {@link ModelCodec#read(Path)} read LIBSVM model files through a plain {@code InputStreamReader}, so
     * a UTF-8 byte-order mark became part of the first keyword ({@code unknown keyword '\ufeffsvm_type'}) and an
     * invalid byte a replacement character, with no byte offset. It reads them as the data readers read their
     * files ({@link org.infens.data.TextInput}): the mark skipped, invalid UTF-8 named with file, line and offset.
     */
    @Test
    void modelCodecReadsLibsvmModelsAsTheDataReadersReadFiles() throws IOException {
        Path original = fixture("heart_scale.rbf.model");
        byte[] text = Files.readAllBytes(original);
        byte[] marked = org.infens.data.FuzzCorpus.withByteOrderMark(text);
        Path bom = dir.resolve("bom.model");
        Files.write(bom, marked);
        SvmModel expected = LibsvmModelFormat.read(original);
        SvmModel read = ModelCodec.read(bom, SvmModel.class);
        Dataset test = LibsvmFormat.read(fixture("heart_scale"));
        for (int i = 0; i < test.size(); i++) {
            assertArrayEquals(expected.predict(test, i).decisionValues(), read.predict(test, i).decisionValues(), 0.0);
        }
        byte[] broken = text.clone();
        int line2 = "svm_type c_svc\n".length();
        broken[line2] = (byte) 0xFF; // the 'k' of kernel_type
        Path bad = dir.resolve("bad.model");
        Files.write(bad, broken);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ModelCodec.read(bad));
        assertTrue(e.getMessage().startsWith(bad + ":2: invalid UTF-8 at byte offset " + line2
                + " (byte 1 of the line): 0xFF"), e.getMessage());
    }

    // ---------------------------------------------------------------- errors

    private static IllegalArgumentException fails(String text) {
        return assertThrows(IllegalArgumentException.class,
                () -> LibsvmModelFormat.read(new StringReader(text), "m.model"));
    }

    private static final String HEADER = "svm_type c_svc\nkernel_type rbf\ngamma 0.5\nnr_class 2\ntotal_sv 2\n"
            + "rho 0.1\nlabel 1 -1\nnr_sv 1 1\nSV\n";

    @Test
    void wellFormedSmallModelReads() throws IOException {
        SvmModel m = LibsvmModelFormat.read(new StringReader(HEADER + "1 1:0.5 3:1 \n-1 2:-1\n"), "m.model");
        assertEquals(3, m.supportVectors().dimension());
        assertEquals(1.0, m.supportVectors().get(0, 2));
    }

    @Test
    void errorsNameFileLineAndField() {
        assertEquals("m.model:1: svm_type: svm_type 'nu_svc' is not supported; Infens reads C-SVC models (c_svc)",
                fails(HEADER.replace("c_svc", "nu_svc")).getMessage());
        assertEquals("m.model:10: the file ends after 1 of 2 support vectors",
                fails(HEADER + "1 1:0.5\n").getMessage());
        assertEquals("m.model:11: feature 2: 'x' is not a number", fails(HEADER + "1 1:0.5\n-1 2:x\n").getMessage());
        assertEquals("m.model:10: feature 1: indices must be increasing (after 3)",
                fails(HEADER + "1 3:0.5 1:1\n-1 2:1\n").getMessage());
        assertEquals("m.model:8: the header has no rho line before SV",
                fails(HEADER.replace("rho 0.1\n", "")).getMessage());
        assertEquals("m.model:6: rho: expected 1 value, got 2", fails(HEADER.replace("rho 0.1", "rho 0.1 0.2"))
                .getMessage());
        assertEquals("m.model:3: unknown keyword 'gama' in the model header",
                fails(HEADER.replace("gamma", "gama")).getMessage());
        assertEquals("m.model:8: nr_sv: the counts add up to 3 but total_sv is 2",
                fails(HEADER.replace("nr_sv 1 1", "nr_sv 2 1")).getMessage());
        assertEquals("m.model: the file ends before the SV section", fails("").getMessage());
    }

    /** Issue 19: a nan coefficient or rho inf was read, and the model predicted -1 for every row. */
    @Test
    void nonFiniteNumbersAreRefusedNamingLineAndField() {
        assertEquals("m.model:6: rho: 'nan' is not a finite number",
                fails(HEADER.replace("rho 0.1", "rho nan") + "1 1:0.5\n-1 2:1\n").getMessage());
        assertEquals("m.model:6: rho: 'inf' is not a finite number",
                fails(HEADER.replace("rho 0.1", "rho inf") + "1 1:0.5\n-1 2:1\n").getMessage());
        assertEquals("m.model:11: coefficient 1: 'NaN' is not a finite number",
                fails(HEADER + "1 1:0.5\nNaN 2:1\n").getMessage());
        assertEquals("m.model:3: gamma: '-Infinity' is not a finite number",
                fails(HEADER.replace("gamma 0.5", "gamma -Infinity") + "1 1:0.5\n-1 2:1\n").getMessage());
        assertEquals("m.model:10: feature 1: '1e999' is not a finite number",
                fails(HEADER + "1 1:1e999\n-1 2:1\n").getMessage());
    }

    /** A corrupt count is an error naming the file and line, not gigabytes allocated (it was an OutOfMemoryError). */
    @Test
    void countsAreCheckedAgainstTheLinesNotTrusted() {
        assertEquals("m.model:10: the file ends after 1 of 2000000000 support vectors",
                fails(HEADER.replace("total_sv 2", "total_sv 2000000000").replace("nr_sv 1 1",
                        "nr_sv 1000000000 1000000000") + "1 1:0.5\n").getMessage());
    }

    /**
     * Issue 19: {@code nr_class 2147483647} was refused with an overflowed count ({@code rho: expected -1073741823
     * values}), and {@code nr_sv} counts that overflow an int added up to a negative number. The counts are bounded
     * with a message that says why, and added without overflow.
     */
    @Test
    void classAndSupportVectorCountsAreBoundedWithoutOverflow() {
        assertEquals("m.model:4: nr_class: nr_class must be between 2 and 65536 (rho has one value per pair of"
                + " classes, at most 2147450880), got 2147483647",
                fails(HEADER.replace("nr_class 2", "nr_class 2147483647")).getMessage());
        assertEquals("m.model:6: rho: expected 2147450880 values, got 1",
                fails(HEADER.replace("nr_class 2", "nr_class 65536")).getMessage());
        assertEquals("m.model:5: total_sv: total_sv must be between 0 and 2147483638 (the most rows an array"
                + " holds), got 2147483647", fails(HEADER.replace("total_sv 2", "total_sv 2147483647")).getMessage());
        assertEquals("m.model:8: nr_sv: the counts add up to 2147483648 but total_sv is 0",
                fails(HEADER.replace("total_sv 2", "total_sv 0").replace("nr_sv 1 1", "nr_sv 2147483647 1"))
                        .getMessage());
    }

    /**
     * Issue 19: a 1 MB {@code svm_type} or {@code label} value was quoted whole in the message. Every value a
     * message quotes is cut as {@link org.infens.data.Quote} cuts it, with its length.
     */
    @Test
    void longValuesAreQuotedCut() {
        String mb = "x".repeat(1_000_000);
        for (String text : List.of(HEADER.replace("c_svc", mb), HEADER.replace("label 1 -1", "label " + mb + " -1"),
                HEADER.replace("kernel_type rbf", "kernel_type " + mb), HEADER.replace("gamma", mb),
                HEADER.replace("nr_class 2", "nr_class " + mb), HEADER + "1 " + mb + "\n-1 2:1\n",
                HEADER + "1 " + mb + ":1\n-1 2:1\n")) {
            String m = fails(text).getMessage();
            assertTrue(m.length() < 200 && m.contains("(1000000 characters)"), m.substring(0, Math.min(200,
                    m.length())));
        }
    }

    /**
     * Every token of the header and of the first and last support-vector lines of a model svm-train wrote, replaced
     * by each of a list of awkward values or emptied: the file reads (and then predicts the heart data with no
     * exception but an IllegalArgumentException), or it is refused with an IllegalArgumentException naming the file
     * and line.
     */
    @Test
    void everyMutatedTokenReadsOrNamesFileAndLine() throws IOException {
        List<String> lines = Files.readAllLines(fixture("heart_scale.rbf.model"));
        Dataset heart = LibsvmFormat.read(fixture("heart_scale")).view(new int[] {0, 1, 2});
        int sv = lines.indexOf("SV");
        List<Integer> mutated = new java.util.ArrayList<>();
        for (int l = 0; l <= sv + 1; l++) {
            mutated.add(l);
        }
        mutated.add(lines.size() - 1);
        String[] values = {"nan", "inf", "-inf", "-1", "0", "2147483648", "1e999", "x", "0.5", "1:nan", "-1:1",
            "2147483648:1", ""};
        int refused = 0;
        for (int l : mutated) {
            String[] tokens = lines.get(l).trim().split(" ");
            for (int k = 0; k < tokens.length; k++) {
                for (String v : values) {
                    String[] t = tokens.clone();
                    t[k] = v;
                    List<String> copy = new java.util.ArrayList<>(lines);
                    copy.set(l, String.join(" ", t));
                    String what = "line " + (l + 1) + " token " + k + " = '" + v + "'";
                    try {
                        SvmModel m = LibsvmModelFormat.read(new StringReader(String.join("\n", copy) + "\n"),
                                "m.model");
                        try {
                            m.predictAll(heart, 1);
                        } catch (IllegalArgumentException e) {
                            // refused clearly
                        }
                    } catch (IllegalArgumentException e) {
                        assertTrue(e.getMessage().matches("m\\.model:[1-9][0-9]*: .*"), what + ": " + e.getMessage());
                        refused++;
                    } catch (RuntimeException e) {
                        throw new AssertionError(what + ": " + e, e);
                    }
                }
            }
        }
        assertTrue(refused > 100, refused + " refused");
    }

    @Test
    void unsupportedModelsAreRefusedOnWriting() throws IOException {
        SvmModel testKernel = ModelCodecTest.model(2, true, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LibsvmModelFormat.format(testKernel));
        assertTrue(e.getMessage().startsWith("kernel laplacian"), e.getMessage());
        String text = Files.readString(fixture("heart_scale.rbf.model"));
        assertTrue(text.contains("label 1 -1"));
        SvmModel rbf = LibsvmModelFormat.read(new StringReader(text), "x");
        SvmModel renamed = new SvmModel(new SvmModel.State(Labels.of("yes", "no"), rbf.kernel(),
                rbf.classSupportCounts(), rbf.rho(), rbf.coefficients(), List.of(), rbf.supportVectors(), List.of()),
                rbf.provenance());
        assertEquals("LIBSVM model files need integer labels; label 'yes' is not one",
                assertThrows(IllegalArgumentException.class, () -> LibsvmModelFormat.format(renamed)).getMessage());
    }

    @Test
    void shortestFormIsCStyleAndExact() {
        assertEquals("1", LibsvmModelFormat.shortest(1.0));
        assertEquals("0.166667", LibsvmModelFormat.shortest(0.166667));
        assertEquals("1e-05", LibsvmModelFormat.shortest(1e-5));
        assertEquals("-0.1", LibsvmModelFormat.shortest(-0.1));
        double third = 1.0 / 3;
        assertEquals(third, Double.parseDouble(LibsvmModelFormat.shortest(third)));
    }
}
