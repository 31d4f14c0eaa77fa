package org.infens.cli;

import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.infens.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PredictCommandTest {
    @TempDir
    Path dir;

    /** Models made by svm-train 3.24; the accuracy line and predictions svm-predict printed are the fixtures. */
    @ParameterizedTest
    @CsvSource({"heart_scale, rbf", "heart_scale, poly", "heart_scale, sigmoid", "heart3_scale, rbf"})
    void libsvmModelGivesSvmPredictsOutput(String data, String model) throws IOException {
        Path out = dir.resolve("out.txt");
        Result r = run("predict", fixture(dir, data).toString(), fixture(dir, data + "." + model + ".model").toString(),
                out.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(fixture(dir, data + "." + model + ".accuracy")), r.out());
        assertEquals(Files.readString(fixture(dir, data + "." + model + ".predict")), Files.readString(out));
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
        Result b = run("predict", "-b", "1", data.toString(), model.toString(), dir.resolve("o").toString());
        assertEquals(2, b.code());
        assertEquals(List.of("infens: -b 1: probability estimates are not supported yet"), b.errLines());
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
}
