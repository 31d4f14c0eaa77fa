package org.infens.cli;

import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.calibrate.CalibratedClassifier;
import org.infens.calibrate.CalibratedTrainer;
import org.infens.cli.CliTestSupport.Result;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.io.ModelCodec;
import org.infens.kernel.Kernels;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.infens.svm.SvrModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code -b 1} in {@code infens train} and {@code infens predict} beyond the svm-train/svm-predict parity of
 * {@link FormulationParityTest}: the model files of both formats, predict's output against the library's
 * {@link CalibratedClassifier}, {@code -b 0} on a model with probabilities, {@code --seed}, the precomputed kernel,
 * {@code explain} of a calibrated model, and the errors (svm-predict's message for a model without probabilities,
 * a label that is not a number).
 */
class ProbabilityCommandsTest {
    @TempDir
    Path dir;

    private String heart() throws IOException {
        return fixture(dir, "heart_scale").toString();
    }

    private String path(String name) {
        return dir.resolve(name).toString();
    }

    /** A command that must succeed. */
    private static Result ok(String... args) {
        Result r = run(args);
        assertEquals(0, r.code(), String.join(" ", args) + ": " + r.err());
        return r;
    }

    /**
     * A JSON model of kind calibrated and a LIBSVM model with probA and probB from the same training: both read as a
     * {@link CalibratedClassifier} with the same sigmoids; an SVR's JSON model keeps sigma, its LIBSVM file probA.
     */
    @Test
    void modelFilesOfBothFormatsHoldTheProbabilities() throws IOException {
        ok("train", "-q", "-b", "1", heart(), path("m.json"));
        ok("train", "-q", "-b", "1", "--model-format", "libsvm", heart(), path("m.model"));
        assertTrue(Files.readString(dir.resolve("m.json")).contains("\"type\": \"calibrated\""));
        List<String> header = Files.readAllLines(dir.resolve("m.model"));
        assertTrue(header.get(7).startsWith("probA ") && header.get(8).startsWith("probB "), header.toString());
        CalibratedClassifier json = (CalibratedClassifier) ModelCodec.read(dir.resolve("m.json"));
        CalibratedClassifier libsvm = (CalibratedClassifier) ModelCodec.read(dir.resolve("m.model"));
        assertEquals(json.sigmoids(), libsvm.sigmoids());
        assertEquals("probA " + CFormat.g(json.sigmoids().get(0).a(), 17), header.get(7));

        ok("train", "-q", "-s", "3", "-b", "1", heart(), path("r.json"));
        ok("train", "-q", "-s", "3", "-b", "1", "--model-format", "libsvm", heart(), path("r.model"));
        double sigma = ((SvrModel) ModelCodec.read(dir.resolve("r.json"))).sigma().orElseThrow();
        assertEquals(sigma, ((SvrModel) ModelCodec.read(dir.resolve("r.model"))).sigma().orElseThrow());
        assertTrue(Files.readAllLines(dir.resolve("r.model")).contains("probA " + CFormat.g(sigma, 17)));
        assertFalse(Files.readString(dir.resolve("r.model")).contains("probB"));
    }

    /**
     * predict -b 1 writes svm-predict's labels line and, per row, the most probable label and the probabilities of
     * the library's calibrated SVM trained with the same parameters, in {@code %g}; the accuracy counts those labels.
     */
    @Test
    void predictWritesTheLabelsLineAndTheProbabilities() throws IOException {
        ok("train", "-q", "-b", "1", "-c", "2", "-g", "0.25", heart(), path("m.json"));
        Result r = ok("predict", "-b", "1", heart(), path("m.json"), path("out"));
        Dataset data = LibsvmFormat.read(Path.of(heart()));
        SvmParams params = SvmParams.of(Kernels.fromLibsvmType(2, 0.25, 0, 3)).withC(2);
        CalibratedClassifier library = CalibratedTrainer.of(new SvmTrainer(params), 5, 1).fit(data);
        List<Prediction> expected = library.predictAll(data, 1);
        List<String> lines = Files.readAllLines(dir.resolve("out"));
        assertEquals("labels " + String.join(" ", library.labels().names()), lines.get(0));
        assertEquals(data.size() + 1, lines.size());
        int correct = 0;
        for (int i = 0; i < data.size(); i++) {
            Prediction p = expected.get(i);
            String label = library.labels().name(p.classIndex());
            StringBuilder line = new StringBuilder(label);
            for (double v : p.probabilities()) {
                line.append(' ').append(CFormat.g(v));
            }
            assertEquals(line.toString(), lines.get(i + 1), "row " + (i + 1));
            correct += label.equals(data.labels().name(data.classOf(i))) ? 1 : 0;
        }
        assertEquals(List.of(PredictCommand.accuracyLine(correct, data.size())), List.of(r.out().split("\n")));
        assertEquals("", ok("predict", "-q", "-b", "1", heart(), path("m.json"), path("out")).out());
    }

    /**
     * predict -b 0 on a model with probabilities: svm-predict's line, then the vote of the pairs, which is the
     * prediction of the same SVM trained without -b 1 (the calibrated model's base is fitted on all rows alike); an
     * SVR with sigma writes the same values with or without -b 1, and -b 1 adds the sigma lines.
     */
    @Test
    void withoutProbabilitiesTheModelVotesAsSvmPredict() throws IOException {
        ok("train", "-q", "-b", "1", "--model-format", "libsvm", heart(), path("b1.model"));
        ok("train", "-q", heart(), path("b0.model"));
        Result r = ok("predict", heart(), path("b1.model"), path("b1.out"));
        ok("predict", heart(), path("b0.model"), path("b0.out"));
        assertEquals("Model supports probability estimates, but disabled in prediction.", r.out().split("\n")[0]);
        assertEquals(Files.readAllLines(dir.resolve("b0.out")), Files.readAllLines(dir.resolve("b1.out")));
        assertFalse(ok("predict", "-q", heart(), path("b1.model"), path("b1.out")).out().contains("Model supports"));

        ok("train", "-q", "-s", "4", "-b", "1", heart(), path("r.json"));
        double sigma = ((SvrModel) ModelCodec.read(dir.resolve("r.json"))).sigma().orElseThrow();
        Result plain = ok("predict", heart(), path("r.json"), path("r0.out"));
        Result prob = ok("predict", "-b", "1", heart(), path("r.json"), path("r1.out"));
        assertEquals(Files.readAllLines(dir.resolve("r0.out")), Files.readAllLines(dir.resolve("r1.out")));
        List<String> p = List.of(prob.out().split("\n"));
        List<String> q = List.of(plain.out().split("\n"));
        assertEquals("Model supports probability estimates, but disabled in prediction.", q.get(0));
        assertEquals(List.of("Prob. model for test data: target value = predicted value + z,",
                "z: Laplace distribution e^(-|z|/sigma)/(2sigma),sigma=" + CFormat.g(sigma)), p.subList(0, 2));
        assertEquals(q.subList(1, 3), p.subList(2, 4), "the regression lines");
    }

    /** The internal folds come from --seed: another seed, other sigmoids; the same seed, the same file. */
    @Test
    void theSeedDrawsTheInternalFolds() throws IOException {
        ok("train", "-q", "-b", "1", heart(), path("s1.json"));
        ok("train", "-q", "-b", "1", "--seed", "1", heart(), path("s1again.json"));
        ok("train", "-q", "-b", "1", "--seed", "7", heart(), path("s7.json"));
        assertEquals(Files.readString(dir.resolve("s1.json")), Files.readString(dir.resolve("s1again.json")));
        CalibratedClassifier one = (CalibratedClassifier) ModelCodec.read(dir.resolve("s1.json"));
        CalibratedClassifier seven = (CalibratedClassifier) ModelCodec.read(dir.resolve("s7.json"));
        assertNotEquals(one.sigmoids(), seven.sigmoids());
        Dataset data = LibsvmFormat.read(Path.of(heart()));
        assertEquals(CalibratedTrainer.of(new SvmTrainer(SvmParams.of(Kernels.fromLibsvmType(2, Double.NaN, 0, 3))),
                5, 7).fit(data).sigmoids(), seven.sigmoids());
    }

    /** A calibrated model of a precomputed kernel reads its test file as kernel values, as its base does. */
    @Test
    void aPrecomputedKernelModelPredictsKernelValues() throws IOException {
        String pre = fixture(dir, "heart_pre").toString();
        ok("train", "-q", "-t", "4", "-b", "1", pre, path("pre.json"));
        ok("predict", "-b", "1", pre, path("pre.json"), path("pre.out"));
        Dataset data = LibsvmFormat.readPrecomputed(Path.of(pre));
        CalibratedClassifier library = CalibratedTrainer.of(new SvmTrainer(SvmParams.of(Kernels.fromLibsvmType(4,
                Double.NaN, 0, 3))), 5, 1).fit(data);
        List<String> lines = Files.readAllLines(dir.resolve("pre.out"));
        assertEquals(data.size() + 1, lines.size());
        for (int i = 0; i < data.size(); i++) {
            double[] p = library.predict(data, i).probabilities();
            assertEquals(CFormat.g(p[0]), lines.get(i + 1).split(" ")[1], "row " + (i + 1));
        }
    }

    /** explain shows the SVM of a model trained with -b 1, the same as without. */
    @Test
    void explainShowsTheCalibratedSvm() throws IOException {
        ok("train", "-q", "-t", "5", "-b", "1", heart(), path("b1.json"));
        ok("train", "-q", "-t", "5", heart(), path("b0.json"));
        assertEquals(ok("explain", path("b0.json")).out(), ok("explain", path("b1.json")).out());
    }

    /** svm-predict's refusals and the files and lines of bad labels, through -b 1. */
    @Test
    void errors() throws IOException {
        ok("train", "-q", "-s", "2", heart(), path("one.json"));
        Result one = run("predict", "-b", "1", heart(), path("one.json"), path("o"));
        assertEquals(1, one.code());
        assertEquals(List.of("infens: model file " + path("one.json") + ": Model does not support probabiliy"
                + " estimates (a one-class SVM has none)"), one.errLines());
        ok("train", "-q", "-s", "3", heart(), path("svr.json"));
        Result svr = run("predict", "-b", "1", heart(), path("svr.json"), path("o"));
        assertEquals(1, svr.code());
        assertEquals(List.of("infens: model file " + path("svr.json") + ": Model does not support probabiliy"
                + " estimates (train it with -b 1)"), svr.errLines());

        Path words = dir.resolve("words.txt");
        Files.writeString(words, "1 1:0.5\n2 1:0.25\n# a comment\nabc 1:1\n3 1:2\n4 1:3\n5 1:1.5\n");
        Result train = run("train", "-s", "3", "-b", "1", words.toString(), path("w.model"));
        assertEquals(1, train.code());
        assertEquals(1, train.errLines().size(), train.err());
        assertTrue(train.err().startsWith("infens: " + words + ":4: label"), train.err());
        ok("train", "-q", "-s", "3", "-b", "1", heart(), path("svr1.json"));
        Result predict = run("predict", "-b", "1", words.toString(), path("svr1.json"), path("o"));
        assertEquals(1, predict.code());
        assertTrue(predict.err().startsWith("infens: " + words + ":4: label"), predict.err());
        Model m = ModelCodec.read(dir.resolve("svr1.json"));
        assertTrue(((SvrModel) m).sigma().isPresent());
    }
}
