package org.infens.cli;

import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.infens.cli.CliTestSupport.Result;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class PredictCommandTest {
    @TempDir
    Path dir;

    /** Models made by svm-train 3.24; the accuracy line and predictions svm-predict printed are the fixtures. */
    @ParameterizedTest
    @CsvSource({"heart_scale, rbf", "heart_scale, poly", "heart_scale, sigmoid", "heart3_scale, rbf",
            "heart_scale, nusvc", "heart_scale, oneclass"})
    void libsvmModelGivesSvmPredictsOutput(String data, String model) throws IOException {
        Path out = dir.resolve("out.txt");
        Result r = run("predict", fixture(dir, data).toString(), fixture(dir, data + "." + model + ".model").toString(),
                out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(fixture(dir, data + "." + model + ".accuracy")), r.out());
        assertEquals(Files.readString(fixture(dir, data + "." + model + ".predict")), Files.readString(out));
    }

    /**
     * Regression models made by svm-train 3.24 (epsilon-SVR, nu-SVR): one value per line in svm-predict's
     * {@code %.17g}, within 1e-12 relative of svm-predict's (the kernel sums may be added in another order), and its
     * two summary lines character for character.
     */
    @ParameterizedTest
    @CsvSource({"heart_scale, epsvr", "heart_scale, nusvr"})
    void regressionModelGivesSvmPredictsValuesAndLines(String data, String model) throws IOException {
        Path out = dir.resolve("out.txt");
        Result r = run("predict", fixture(dir, data).toString(), fixture(dir, data + "." + model + ".model").toString(),
                out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(fixture(dir, data + "." + model + ".accuracy")), r.out());
        List<String> theirs = Files.readAllLines(fixture(dir, data + "." + model + ".predict"));
        List<String> ours = Files.readAllLines(out);
        assertEquals(theirs.size(), ours.size());
        for (int i = 0; i < ours.size(); i++) {
            double v = Double.parseDouble(ours.get(i));
            assertEquals(org.infens.data.CFormat.g(v, 17), ours.get(i), "%.17g");
            double t = Double.parseDouble(theirs.get(i));
            assertEquals(t, v, 1e-12 * Math.abs(t), "row " + (i + 1));
        }
    }

    /** The regression lines of svm-predict, and a test file whose label is not a number named with its line. */
    @Test
    void regressionLinesAndTargetsThatAreNotNumbers() throws IOException {
        assertEquals(List.of("Mean squared error = 1 (regression)",
                "Squared correlation coefficient = 1 (regression)"),
                PredictCommand.regressionLines(new double[] {1, 2, 3, 4}, new double[] {2, 3, 4, 5}),
                "every error -1, an exact line");
        Path test = dir.resolve("test.txt");
        Files.writeString(test, "0.5 1:0.1\n\n1 1:-0.2\nhigh 1:0.3\n");
        Result r = run("predict", test.toString(), fixture(dir, "heart_scale.epsvr.model").toString(),
                dir.resolve("out.txt").toString());
        assertEquals(1, r.code());
        assertEquals("infens: " + test + ":4: label: 'high' is not a number; regression needs a numeric target in"
                + " every row\n", r.err());
    }

    @Test
    void accuracyLineFormat() {
        assertEquals("Accuracy = 86.6667% (234/270) (classification)", PredictCommand.accuracyLine(234, 270));
        assertEquals("Accuracy = 100% (3/3) (classification)", PredictCommand.accuracyLine(3, 3));
    }

    @Test
    void jsonModelFromTrainAndQuietMode() throws IOException {
        Path data = fixture(dir, "heart_scale");
        Path model = dir.resolve("m.json");
        assertEquals(0, run("train", "-q", "-t", "5", data.toString(), model.toString()).code());
        Path out = dir.resolve("out.txt");
        Result r = run("predict", data.toString(), model.toString(), out.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("Accuracy = \\d+(\\.\\d+)?% \\(\\d+/270\\) \\(classification\\)\n"), r.out());
        List<String> labels = Files.readAllLines(out);
        assertEquals(270, labels.size());
        assertTrue(labels.stream().allMatch(l -> l.equals("1") || l.equals("-1")));
        Result q = run("predict", "-q", data.toString(), model.toString(), out.toString());
        assertEquals("", q.out());
    }

    /** Our model written in LIBSVM's format, read by the real svm-predict: same predictions as infens predict. */
    @Test
    void svmPredictAgreesOnOurModels() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/svm-predict")), "LIBSVM's svm-predict is not installed");
        Path data = fixture(dir, "heart3_scale");
        for (String t : new String[] {"0", "1", "2", "3"}) {
            Path model = dir.resolve("m" + t + ".model");
            Result tr = run("train", "-q", "-t", t, "-g", "0.1", "-c", "2", "--model-format", "libsvm",
                    data.toString(), model.toString());
            assertEquals(0, tr.code(), tr.err());
            Path ours = dir.resolve("ours.txt");
            Result r = run("predict", data.toString(), model.toString(), ours.toString());
            assertEquals(0, r.code(), r.err());
            String theirLine = CliTestSupport.exec(dir, "/usr/bin/svm-predict", data.toString(), model.toString(),
                    dir.resolve("theirs.txt").toString());
            assertEquals(theirLine, r.out(), "-t " + t);
            assertEquals(Files.readString(dir.resolve("theirs.txt")), Files.readString(ours), "-t " + t);
        }
    }

    @Test
    void csvWithWordLabelsByExtensionOrFlag() throws IOException {
        StringBuilder sb = new StringBuilder("x1,x2,class\n");
        for (int i = 0; i < 40; i++) {
            double a = (i % 7) / 7.0;
            double b = (i % 5) / 5.0;
            sb.append(a).append(',').append(b).append(',').append(a + b > 0.9 ? "yes" : "no").append('\n');
        }
        Path csv = dir.resolve("d.csv");
        Files.writeString(csv, sb.toString());
        Path model = dir.resolve("m.json");
        Result t = run("train", "-q", "-t", "0", "-c", "100", csv.toString(), model.toString());
        assertEquals(0, t.code(), t.err());
        Path out = dir.resolve("o.txt");
        Result p = run("predict", csv.toString(), model.toString(), out.toString());
        assertEquals(0, p.code(), p.err());
        assertTrue(p.out().startsWith("Accuracy = "), p.out());
        assertTrue(Files.readAllLines(out).stream().allMatch(l -> l.equals("yes") || l.equals("no")));
        Path txt = dir.resolve("d.txt");
        Files.copy(csv, txt);
        assertEquals(0, run("predict", "--format", "csv", txt.toString(), model.toString(), out.toString()).code());
        Result libsvm = run("train", "-q", "-t", "0", "--model-format", "libsvm", csv.toString(),
                dir.resolve("m.model").toString());
        assertEquals(1, libsvm.code());
        assertEquals(List.of("infens: LIBSVM model files need integer labels; label 'no' is not one"),
                libsvm.errLines());
    }

    @Test
    void errors() throws IOException {
        Path data = fixture(dir, "heart_scale");
        Path model = fixture(dir, "heart_scale.rbf.model");
        // svm-predict's message, with its spelling and its exit status 1, naming the model file
        Result b = run("predict", "-b", "1", data.toString(), model.toString(), dir.resolve("o").toString());
        assertEquals(1, b.code());
        assertEquals(List.of("infens: model file " + model + ": Model does not support probabiliy estimates (train"
                + " it with -b 1)"), b.errLines());
        assertFalse(Files.exists(dir.resolve("o")), "nothing written");
        Result b2 = run("predict", "-b", "2", data.toString(), model.toString(), dir.resolve("o").toString());
        assertEquals(2, b2.code());
        assertEquals(List.of("infens: -b 2: probability_estimates must be 0 or 1"), b2.errLines());
        Path absent = dir.resolve("absent.model");
        Result m = run("predict", data.toString(), absent.toString(), dir.resolve("o").toString());
        assertEquals(1, m.code());
        assertEquals(List.of("infens: can't open file " + absent + ": no such file"), m.errLines());
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"format\": \"infens-model\", \"formatVersion\": 1, ");
        Result j = run("predict", data.toString(), broken.toString(), dir.resolve("o").toString());
        assertEquals(1, j.code());
        assertTrue(j.err().startsWith("infens: model file " + broken + " is not valid JSON"), j.err());
        // the test file is read while the model is: a bad model is still the error reported first, and a bad test
        // file is reported with its line once the model is read
        Path malformed = dir.resolve("malformed.txt");
        Files.writeString(malformed, "+1 1:0.5\n-1 2:x\n");
        Result both = run("predict", malformed.toString(), absent.toString(), dir.resolve("o").toString());
        assertEquals(List.of("infens: can't open file " + absent + ": no such file"), both.errLines());
        Result bad = run("predict", malformed.toString(), model.toString(), dir.resolve("o").toString());
        assertEquals(1, bad.code());
        assertEquals(1, bad.errLines().size(), bad.err());
        assertTrue(bad.err().startsWith("infens: " + malformed + ":2:"), bad.err());
        assertTrue(!Files.exists(dir.resolve("o")), "no output for a failed prediction");
        Result missing = run("predict", data.toString(), model.toString());
        assertEquals(2, missing.code());
        assertEquals(1, missing.errLines().size(), missing.err());
    }

    /** Heart's 270 rows as CSV with a header: the first {@code features} columns (13 at most, then zeros) and the label. */
    private Path heartCsv(String name, int features) throws IOException {
        List<String> lines = Files.readAllLines(fixture(dir, "heart_scale"));
        StringBuilder sb = new StringBuilder();
        for (int f = 1; f <= features; f++) {
            sb.append("f").append(f).append(',');
        }
        sb.append("label\n");
        for (String line : lines) {
            String[] tokens = line.trim().split("\\s+");
            double[] x = new double[Math.max(features, 13)];
            for (int k = 1; k < tokens.length; k++) {
                String[] iv = tokens[k].split(":");
                x[Integer.parseInt(iv[0]) - 1] = Double.parseDouble(iv[1]);
            }
            for (int f = 0; f < features; f++) {
                sb.append(x[f]).append(',');
            }
            sb.append(tokens[0]).append('\n');
        }
        Path csv = dir.resolve(name);
        Files.writeString(csv, sb.toString());
        return csv;
    }

    /**
     * Issue 19: a LIBSVM model file that starts with a UTF-8 byte-order mark was refused ({@code unknown keyword
     * '\ufeffsvm_type'}), and one with an invalid UTF-8 byte named a replacement character instead of the byte. The
     * mark is skipped; the byte is named with file, line and byte offset, on one line.
     */
    @Test
    void libsvmModelFileWithByteOrderMarkOrInvalidUtf8() throws IOException {
        byte[] text = Files.readAllBytes(fixture(dir, "heart_scale.rbf.model"));
        byte[] marked = org.infens.data.FuzzCorpus.withByteOrderMark(text);
        Path bom = dir.resolve("bom.model");
        Files.write(bom, marked);
        Path out = dir.resolve("out.txt");
        Result r = run("predict", fixture(dir, "heart_scale").toString(), bom.toString(), out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(fixture(dir, "heart_scale.rbf.accuracy")), r.out());
        byte[] broken = text.clone();
        broken["svm_type c_svc\n".length()] = (byte) 0xFF;
        Path bad = dir.resolve("bad.model");
        Files.write(bad, broken);
        Result refused = run("predict", fixture(dir, "heart_scale").toString(), bad.toString(), out.toString());
        assertEquals(1, refused.code(), refused.out());
        assertEquals(1, refused.errLines().size(), refused.err());
        assertTrue(refused.err().startsWith("infens: " + bad + ":2: invalid UTF-8 at byte offset 15 (byte 1 of the"
                + " line): 0xFF"), refused.err());
    }

    /**
     * Issue 19: a model trained on heart's 13 features, given a CSV file with one feature column and yes/no labels,
     * printed {@code Accuracy = 0% (0/4)} and exited 0. A model without feature names reads columns by position, so
     * a CSV or ARFF test file must have its number of features; the error names the file and both numbers.
     */
    @Test
    void csvFileWhoseColumnsCannotBeTheModelsIsAnErrorNamingTheFile() throws IOException {
        Path model = dir.resolve("heart.json");
        assertEquals(0, run("train", "-q", fixture(dir, "heart_scale").toString(), model.toString()).code());
        Path out = dir.resolve("out.txt");
        Path two = dir.resolve("two.csv");
        Files.writeString(two, "age,sick\n0.5,yes\n-0.2,no\n0.1,yes\n0.9,no\n");
        Result r = run("predict", two.toString(), model.toString(), out.toString());
        assertEquals(1, r.code(), r.out());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("infens: " + two + ": 1 feature column ['age'], but the model was trained on 13"
                + " features without names"), r.err());
        assertTrue(!Files.exists(out), "nothing written");
        for (int features : new int[] {12, 14}) {
            Path csv = heartCsv("heart" + features + ".csv", features);
            Result wrong = run("predict", csv.toString(), model.toString(), out.toString());
            assertEquals(1, wrong.code(), wrong.out());
            assertTrue(wrong.err().contains(csv + ": " + features + " feature columns"), wrong.err());
        }
        // the same 13 columns by position: read, and predicted as the LIBSVM file is
        Result same = run("predict", heartCsv("heart13.csv", 13).toString(), model.toString(), out.toString());
        assertEquals(0, same.code(), same.err());
        assertEquals("", same.err());
        String csvPredictions = Files.readString(out);
        assertEquals(same.out(), run("predict", fixture(dir, "heart_scale").toString(), model.toString(),
                out.toString()).out());
        assertEquals(Files.readString(out), csvPredictions);
    }

    static List<String> learners() {
        return Learners.names();
    }

    /**
     * Issue 19, for every learner {@code infens learners} lists: a model trained on heart's 13 features without names
     * refuses a CSV file of one feature column and yes/no labels (AdaBoost, random forests, CGEns and the others
     * printed {@code Accuracy = 0% (0/4)} and exited 0, as their models did not say how many features they read), and
     * reads heart's own 13 columns as CSV, predicting as from the LIBSVM file.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("learners")
    void everyLearnersModelRefusesACsvFileWithOtherColumns(String learner) throws IOException {
        Path model = dir.resolve("heart.json");
        Path train = fixture(dir, "heart_scale");
        Result fit = run("fit", "-q", "--learner", learner, train.toString(), model.toString());
        assertEquals(0, fit.code(), fit.err());
        Path out = dir.resolve("out.txt");
        Path two = dir.resolve("two.csv");
        Files.writeString(two, "age,sick\n0.5,yes\n-0.2,no\n0.1,yes\n0.9,no\n");
        Result r = run("predict", two.toString(), model.toString(), out.toString());
        assertEquals(1, r.code(), learner + ": " + r.out() + r.err());
        assertEquals(List.of("infens: " + two + ": 1 feature column ['age'], but the model was trained on 13 features"
                + " without names, so the columns are read by position and must be the model's (a LIBSVM test file"
                + " may leave out zeros)"), r.errLines(), learner);
        Result same = run("predict", heartCsv("heart13.csv", 13).toString(), model.toString(), out.toString());
        assertEquals(0, same.code(), learner + ": " + same.err());
        String csvPredictions = Files.readString(out);
        assertEquals(same.out(), run("predict", train.toString(), model.toString(), out.toString()).out(), learner);
        assertEquals(Files.readString(out), csvPredictions, learner);
    }

    /**
     * A model read from a LIBSVM model file knows only the last index its support vectors use: a CSV file with fewer
     * columns is refused, one with more is read (the extra columns may be features every training row had zero).
     */
    @Test
    void libsvmModelFileRefusesOnlyFewerCsvColumns() throws IOException {
        Path model = fixture(dir, "heart_scale.rbf.model");
        Path out = dir.resolve("out.txt");
        Result fewer = run("predict", heartCsv("h12.csv", 12).toString(), model.toString(), out.toString());
        assertEquals(1, fewer.code(), fewer.out());
        assertTrue(fewer.err().contains("12 feature columns") && fewer.err().contains("reads 13 or more features"),
                fewer.err());
        Result more = run("predict", heartCsv("h14.csv", 14).toString(), model.toString(), out.toString());
        assertEquals(0, more.code(), more.err());
        assertEquals(Files.readString(fixture(dir, "heart_scale.rbf.accuracy")), more.out());
    }

    /**
     * A LIBSVM test file may leave out indices (zeros) or use indices the model never saw, and svm-predict reads
     * both: so does predict, with svm-predict's output (checked against the real one when it is installed).
     */
    @Test
    void libsvmTestFileWithFewerOrMoreIndicesIsReadAsSvmPredictReadsIt() throws Exception {
        Path test = dir.resolve("odd.txt");
        Files.writeString(test, "+1 1:0.5 2:1\n-1 1:-0.3 3:0.2 20:1\n+1 13:0.7 40:-1\n");
        Path model = fixture(dir, "heart_scale.rbf.model");
        Path out = dir.resolve("out.txt");
        Result r = run("predict", test.toString(), model.toString(), out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().matches("Accuracy = \\d+(\\.\\d+)?% \\(\\d/3\\) \\(classification\\)\n"), r.out());
        if (Files.isExecutable(Path.of("/usr/bin/svm-predict"))) {
            String theirLine = CliTestSupport.exec(dir, "/usr/bin/svm-predict", test.toString(), model.toString(),
                    dir.resolve("theirs.txt").toString());
            assertEquals(theirLine, r.out());
            assertEquals(Files.readString(dir.resolve("theirs.txt")), Files.readString(out));
        }
        Path json = dir.resolve("heart.json");
        assertEquals(0, run("train", "-q", fixture(dir, "heart_scale").toString(), json.toString()).code());
        Result fromJson = run("predict", test.toString(), json.toString(), out.toString());
        assertEquals(0, fromJson.code(), fromJson.err());
        assertEquals("", fromJson.err());
    }

    /**
     * Issue 19: when no label of the test file is one of the model's, every row counts as a mistake; predict says so
     * on standard error (also with -q, as svm-train's warnings) and still prints the accuracy.
     */
    @Test
    void noLabelInCommonIsAWarningAndTheAccuracyIsStillPrinted() throws IOException {
        Path model = fixture(dir, "heart_scale.rbf.model");
        Path test = dir.resolve("yes-no.txt");
        Files.writeString(test, "yes 1:0.5 2:1\nno 1:-0.3 3:0.2\nyes 4:0.1\n");
        Path out = dir.resolve("out.txt");
        Result r = run("predict", test.toString(), model.toString(), out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals("Accuracy = 0% (0/3) (classification)\n", r.out());
        assertEquals(List.of("WARNING: no label of " + test + " ['yes', 'no'] is a label of the model ['1', '-1'];"
                + " every row counts as a mistake"), r.errLines());
        assertEquals(3, Files.readAllLines(out).size());
        Result quiet = run("predict", "-q", test.toString(), model.toString(), out.toString());
        assertEquals("", quiet.out());
        assertEquals(r.errLines(), quiet.errLines());
        // one label in common: no warning (a class the model never saw is a legitimate test label)
        Files.writeString(test, "yes 1:0.5 2:1\n+1 1:-0.3 3:0.2\n");
        Result some = run("predict", test.toString(), model.toString(), out.toString());
        assertEquals(0, some.code());
        assertEquals("", some.err());
    }
}
