package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.Regressor;
import org.infens.calibrate.CalibratedClassifier;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.LibsvmFormat;
import org.infens.eval.Metrics;
import org.infens.svm.OneClassSvmModel;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmType;
import org.infens.svm.SvrModel;
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
        SvmModel m = (SvmModel) LibsvmModelFormat.read(fixture(data + "." + model + ".model"));
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
        SvmModel m = (SvmModel) LibsvmModelFormat.read(original);
        Path copy = dir.resolve("copy.model");
        LibsvmModelFormat.write(m, copy);
        assertEquals(Files.readString(original), Files.readString(copy));
    }

    /**
     * The other formulations: svm-predict's labels (nu-SVC, one-class SVM) exactly, its values (epsilon-SVR, nu-SVR)
     * within 1e-12 relative (it prints 17 digits and may add the kernel expansion in another order), and its
     * summary lines character for character.
     */
    @ParameterizedTest
    @CsvSource({"heart_scale, nusvc", "heart_scale, oneclass", "heart_scale, epsvr", "heart_scale, nusvr",
            "heart3_scale, nusvcprob", "heart_scale, svcprob", "heart_scale, epsvrprob", "heart_pre, oneclass"})
    void everySvmTypePredictsAsSvmPredict(String data, String model) throws IOException {
        boolean pre = data.equals("heart_pre");
        Dataset test = pre ? LibsvmFormat.readPrecomputed(fixture(data)) : LibsvmFormat.read(fixture(data));
        Model m = LibsvmModelFormat.read(fixture(data + "." + model + ".model"));
        List<String> expected = Files.readAllLines(fixture(data + "." + model + ".predict"));
        List<String> printed = Files.readAllLines(fixture(data + "." + model + ".accuracy"));
        assertEquals(test.size(), expected.size());
        if (m instanceof Regressor r) {
            double[] v = r.predictAll(test, 1);
            double[] y = test.targets();
            for (int i = 0; i < v.length; i++) {
                double theirs = Double.parseDouble(expected.get(i));
                assertEquals(theirs, v[i], 1e-12 * Math.max(1, Math.abs(theirs)), "row " + (i + 1));
            }
            assertEquals(printed.subList(printed.size() - 2, printed.size()), List.of(
                    "Mean squared error = " + CFormat.g(Metrics.meanSquaredError(v, y)) + " (regression)",
                    "Squared correlation coefficient = " + CFormat.g(Metrics.squaredCorrelation(v, y))
                            + " (regression)"));
            return;
        }
        // svm-predict without -b predicts by the vote of the pairs: a model with probA and probB, read as a
        // CalibratedClassifier, votes through its base
        Classifier c = m instanceof CalibratedClassifier calibrated ? calibrated.base() : (Classifier) m;
        assertEquals(model.endsWith("prob"), m instanceof CalibratedClassifier, "read with its probabilities");
        int[] predicted = Prediction.classIndices(c.predictAll(test, 1));
        int correct = 0;
        for (int i = 0; i < predicted.length; i++) {
            assertEquals(expected.get(i), c.labels().name(predicted[i]), "row " + (i + 1));
            correct += c.labels().name(predicted[i]).equals(test.labels().name(test.classOf(i))) ? 1 : 0;
        }
        assertEquals(printed.get(printed.size() - 1), "Accuracy = " + CFormat.g(100.0 * correct / predicted.length)
                + "% (" + correct + "/" + predicted.length + ") (classification)");
    }

    /** Each svm_type is read as its model class and written back byte for byte, with its probA and probB lines. */
    @ParameterizedTest
    @CsvSource({"heart_scale, nusvc, SvmModel, nu-svc, 0", "heart_scale, oneclass, OneClassSvmModel, one-class, 0",
            "heart_scale, epsvr, SvrModel, epsilon-svr, 0", "heart_scale, nusvr, SvrModel, nu-svr, 0",
            "heart3_scale, nusvcprob, SvmModel, nu-svc, 3", "heart_scale, svcprob, SvmModel, c-svc, 1",
            "heart_scale, epsvrprob, SvrModel, epsilon-svr, 1", "heart_pre, oneclass, OneClassSvmModel, one-class, 0"})
    void everySvmTypeReadsAsItsModelAndWritesBackByteForByte(String data, String model, String kind, String type,
                                                             int probabilities) throws IOException {
        Path original = fixture(data + "." + model + ".model");
        LibsvmModelFormat.Contents read = LibsvmModelFormat.readContents(original);
        assertEquals(kind, read.model().getClass().getSimpleName());
        String actualType = read.model() instanceof SvmModel s ? s.type().specName()
                : read.model() instanceof SvrModel s ? s.type().specName() : "one-class";
        assertEquals(type, actualType);
        assertEquals(probabilities, read.probA().length);
        assertEquals(kind.equals("SvrModel") ? 0 : probabilities, read.probB().length, "regression has probA alone");
        assertEquals(probabilities > 0, read.hasProbabilities());
        Path copy = dir.resolve("copy.model");
        LibsvmModelFormat.write(read, copy);
        assertEquals(Files.readString(original), Files.readString(copy));
        if (probabilities == 0) {
            assertEquals(Files.readString(original), LibsvmModelFormat.format(read.model()));
        }
    }

    /** The layout of a one-class and a regression model: one decision function, LIBSVM's coefficients and rho. */
    @Test
    void singleFunctionModelsHaveLibsvmLayout() throws IOException {
        List<String> lines = Files.readAllLines(fixture("heart_scale.oneclass.model"));
        OneClassSvmModel one = (OneClassSvmModel) LibsvmModelFormat.read(fixture("heart_scale.oneclass.model"));
        int sv = lines.indexOf("SV");
        assertEquals(Integer.parseInt(lines.get(4).split(" ")[1]), one.supportVectorCount());
        assertEquals(Double.parseDouble(lines.get(5).split(" ")[1]), one.state().rho());
        assertEquals(Double.parseDouble(lines.get(sv + 1).split(" ")[0]), one.state().coefficients()[0]);
        SvrModel svr = (SvrModel) LibsvmModelFormat.read(fixture("heart_scale.epsvr.model"));
        assertEquals(SvmType.EPSILON_SVR, svr.type());
        assertEquals("poly", svr.kernel().spec().name());
        assertEquals(13, svr.supportVectors().dimension());
    }

    @Test
    void contentsCheckTheShapeOfTheProbabilityInformation() throws IOException {
        Model svc = LibsvmModelFormat.read(fixture("heart_scale.rbf.model"));
        Model svr = LibsvmModelFormat.read(fixture("heart_scale.epsvr.model"));
        Model one = LibsvmModelFormat.read(fixture("heart_scale.oneclass.model"));
        double[] none = {};
        assertEquals("probA and probB go together: got 1 and 0 values", assertThrows(IllegalArgumentException.class,
                () -> new LibsvmModelFormat.Contents(svc, new double[] {1}, none)).getMessage());
        assertEquals("probA and probB need one value per pair of classes, 1, got 2 and 2",
                assertThrows(IllegalArgumentException.class, () -> new LibsvmModelFormat.Contents(svc,
                        new double[] {1, 2}, new double[] {1, 2})).getMessage());
        assertEquals("a regression's probability information is one probA value and no probB, got 1 and 1",
                assertThrows(IllegalArgumentException.class, () -> new LibsvmModelFormat.Contents(svr,
                        new double[] {1}, new double[] {1})).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new LibsvmModelFormat.Contents(one,
                new double[] {1}, none)).getMessage().startsWith("a one-class SVM has no probability information"));
        assertEquals("probA[0] must be finite, got NaN", assertThrows(IllegalArgumentException.class,
                () -> new LibsvmModelFormat.Contents(svr, new double[] {Double.NaN}, none)).getMessage());
        Model forest;
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("golden/bagging.model"))) {
            forest = ModelCodec.read(in, "bagging.model", Model.class);
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> LibsvmModelFormat.format(forest)).getMessage()
                .startsWith("a LIBSVM model file holds an SVM (C-SVC, nu-SVC, one-class, epsilon-SVR or nu-SVR), not"
                        + " a "), "another kind of model");
        assertEquals("a regression's probA is the scale sigma of the Laplace model of its residuals, >= 0; got -1.0",
                assertThrows(IllegalArgumentException.class, () -> new LibsvmModelFormat.Contents(svr,
                        new double[] {-1}, none)).getMessage());
        double[] a = {0.5};
        LibsvmModelFormat.Contents c = new LibsvmModelFormat.Contents(svr, a, none);
        a[0] = 7;
        assertEquals(0.5, c.probA()[0], "copied in");
        c.probA()[0] = 9;
        assertEquals(0.5, c.probA()[0], "copied out");
    }

    /**
     * The probability information becomes the model's: probA/probB of a classifier the sigmoids of a
     * {@link CalibratedClassifier} over the file's {@link SvmModel} (its base is {@code readContents}'s model, bit
     * for bit), probA of a regression the SVR's sigma; {@code Contents} of those models gives the lines back, and
     * refuses what a LIBSVM file cannot hold.
     */
    @Test
    void probabilityInformationIsTheModels() throws IOException {
        for (String name : List.of("heart_scale.svcprob", "heart3_scale.nusvcprob")) {
            LibsvmModelFormat.Contents contents = LibsvmModelFormat.readContents(fixture(name + ".model"));
            CalibratedClassifier read = (CalibratedClassifier) LibsvmModelFormat.read(fixture(name + ".model"));
            assertEquals(LibsvmModelFormat.format(contents.model()), LibsvmModelFormat.format(read.base()));
            for (int p = 0; p < contents.probA().length; p++) {
                assertEquals(contents.probA()[p], read.sigmoids().get(p).a());
                assertEquals(contents.probB()[p], read.sigmoids().get(p).b());
            }
            LibsvmModelFormat.Contents back = new LibsvmModelFormat.Contents(read);
            assertSame(read.base(), back.model());
            assertArrayEquals(contents.probA(), back.probA());
            assertArrayEquals(contents.probB(), back.probB());
            assertEquals(Files.readString(fixture(name + ".model")), LibsvmModelFormat.format(read));
            assertTrue(read.provenance().parameters().startsWith("calibrated(base=svm("),
                    read.provenance().parameters());
            assertEquals("a calibrated model brings its own probA and probB; got 1 and 1 values besides",
                    assertThrows(IllegalArgumentException.class, () -> new LibsvmModelFormat.Contents(read,
                            new double[] {1}, new double[] {1})).getMessage());
        }
        LibsvmModelFormat.Contents contents = LibsvmModelFormat.readContents(fixture("heart_scale.epsvrprob.model"));
        SvrModel svr = (SvrModel) LibsvmModelFormat.read(fixture("heart_scale.epsvrprob.model"));
        assertEquals(contents.probA()[0], svr.sigma().orElseThrow());
        assertTrue(((SvrModel) contents.model()).sigma().isEmpty(), "readContents keeps the lines apart");
        assertArrayEquals(contents.probA(), new LibsvmModelFormat.Contents(svr).probA());
        assertEquals(Files.readString(fixture("heart_scale.epsvrprob.model")), LibsvmModelFormat.format(svr));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new LibsvmModelFormat.Contents(svr,
                new double[] {svr.sigma().getAsDouble() + 1}, new double[0])).getMessage()
                .endsWith("is not the SVR's own sigma " + svr.sigma().getAsDouble()));
        // no probabilities: the models as before
        assertTrue(LibsvmModelFormat.read(fixture("heart_scale.rbf.model")) instanceof SvmModel);
        assertTrue(((SvrModel) LibsvmModelFormat.read(fixture("heart_scale.epsvr.model"))).sigma().isEmpty());
        // a calibrated model of something else than an SVM
        Model boosted;
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("golden/calibrated-adaboost.model"),
                "golden/calibrated-adaboost.model")) {
            boosted = ModelCodec.read(in, "calibrated-adaboost.model", Model.class);
        }
        assertEquals("a LIBSVM model file holds the probabilities of an SVM, not of a AdaBoostModel; use the JSON"
                + " model format", assertThrows(IllegalArgumentException.class,
                () -> LibsvmModelFormat.format(boosted)).getMessage());
    }

    /** A regression's probA is a scale: a negative one is refused naming the file, line and field. */
    @Test
    void aNegativeSigmaIsRefused() {
        String text = "svm_type epsilon_svr\nkernel_type linear\nnr_class 2\ntotal_sv 1\nrho 0\nprobA -2\nSV\n"
                + "1 1:1 \n";
        assertEquals("m.model:6: probA: the scale sigma of the Laplace model of the residuals must be >= 0, got -2",
                assertThrows(IllegalArgumentException.class,
                        () -> LibsvmModelFormat.read(new StringReader(text), "m.model")).getMessage());
    }

    @Test
    void readModelHasLibsvmLayout() throws IOException {
        SvmModel m = (SvmModel) LibsvmModelFormat.read(fixture("heart3_scale.rbf.model"));
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
        SvmModel m = (SvmModel) LibsvmModelFormat.read(fixture("heart_scale.poly.model"));
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
        SvmModel expected = (SvmModel) LibsvmModelFormat.read(original);
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
        SvmModel m = (SvmModel) LibsvmModelFormat.read(new StringReader(HEADER + "1 1:0.5 3:1 \n-1 2:-1\n"), "m.model");
        assertEquals(3, m.supportVectors().dimension());
        assertEquals(1.0, m.supportVectors().get(0, 2));
    }

    @Test
    void errorsNameFileLineAndField() {
        assertEquals("m.model:1: svm_type: unknown svm_type 'nu-svc'; LIBSVM's are c_svc, nu_svc, one_class,"
                + " epsilon_svr, nu_svr", fails(HEADER.replace("c_svc", "nu-svc")).getMessage());
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

    private static final String ONE_CLASS = "svm_type one_class\nkernel_type rbf\ngamma 0.5\nnr_class 2\n"
            + "total_sv 2\nrho 0.1\nSV\n1 1:0.5\n0.5 2:-1\n";

    /** Lines a type does not have are refused, naming the line and saying why. */
    @Test
    void eachSvmTypeHasItsOwnLines() throws IOException {
        assertTrue(LibsvmModelFormat.read(new StringReader(ONE_CLASS), "m.model") instanceof OneClassSvmModel);
        String svr = ONE_CLASS.replace("one_class", "epsilon_svr");
        assertTrue(LibsvmModelFormat.read(new StringReader(svr), "m.model") instanceof SvrModel);
        assertEquals("m.model:7: label: svm_type one_class has no label line (LIBSVM writes label and nr_sv for"
                + " classification only)", fails(ONE_CLASS.replace("rho 0.1\n", "rho 0.1\nlabel 1 -1\n"))
                .getMessage());
        assertEquals("m.model:7: nr_sv: svm_type nu_svr has no nr_sv line (LIBSVM writes label and nr_sv for"
                + " classification only)", fails(ONE_CLASS.replace("one_class", "nu_svr")
                .replace("rho 0.1\n", "rho 0.1\nnr_sv 1 1\n")).getMessage());
        assertEquals("m.model:4: nr_class: svm_type epsilon_svr has one decision function: nr_class must be 2, got 3",
                fails(svr.replace("nr_class 2", "nr_class 3").replace("rho 0.1", "rho 0.1 0.2 0.3")).getMessage());
        assertEquals("m.model:7: probB: svm_type epsilon_svr has no probB line (a regression's probability"
                + " information is probA alone)", fails(svr.replace("rho 0.1\n", "rho 0.1\nprobA 0.3\nprobB 1\n")
                .replace("probA 0.3\n", "")).getMessage());
        assertEquals("m.model:7: probA: svm_type one_class has no probability information (svm-train refuses -s 2"
                + " -b 1)", fails(ONE_CLASS.replace("rho 0.1\n", "rho 0.1\nprobA 0.3\n")).getMessage());
        assertEquals("m.model:8: probA: probA and probB go together (svm-train -b 1 writes both); the other is"
                + " missing", fails(HEADER.replace("label 1 -1\n", "label 1 -1\nprobA 2\n") + "1 1:0.5\n-1 2:1\n")
                .getMessage());
        assertEquals("m.model:6: probA: expected 1 value, got 2",
                fails(svr.replace("rho 0.1\n", "probA 1 2\n")).getMessage());
        assertEquals("m.model:8: coefficients: expected 1 coefficient before the features, got 0",
                fails(ONE_CLASS.replace("1 1:0.5", "1:0.5")).getMessage());
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
                        SvmModel m = (SvmModel) LibsvmModelFormat.read(new StringReader(String.join("\n", copy) + "\n"),
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
        SvmModel rbf = (SvmModel) LibsvmModelFormat.read(new StringReader(text), "x");
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
