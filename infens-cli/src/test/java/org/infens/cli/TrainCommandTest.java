package org.infens.cli;

import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.infens.Model;
import org.infens.cli.CliTestSupport.Result;
import org.infens.io.LibsvmModelFormat;
import org.infens.io.ModelCodec;
import org.infens.svm.SvmModel;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class TrainCommandTest {
    @TempDir
    Path dir;

    private String data() throws IOException {
        return fixture(dir, "heart_scale").toString();
    }

    private void assertOneLineError(Result r, int code, String message) {
        assertEquals(code, r.code(), r.err());
        assertEquals(List.of("infens: " + message), r.errLines());
    }

    @Test
    void trainsPrintsSvmTrainReportAndWritesAJsonModel() throws IOException {
        Path model = dir.resolve("h.model");
        Result r = run("train", data(), model.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("optimization finished, #iter = \\d+\n"
                + "nu = \\d+\\.\\d{6}\n"
                + "obj = -?\\d+\\.\\d{6}, rho = -?\\d+\\.\\d{6}\n"
                + "nSV = \\d+, nBSV = \\d+\n"
                + "Total nSV = \\d+\n"), r.out());
        Model m = ModelCodec.read(model);
        SvmModel svm = assertInstanceOf(SvmModel.class, m);
        assertTrue(r.out().endsWith("Total nSV = " + svm.supportVectorCount() + "\n"));
        assertEquals("rbf", svm.kernel().spec().name());
        assertEquals(1.0 / 13, svm.kernel().spec().number("gamma", 0), 1e-15, "default gamma 1/k");
    }

    @Test
    void matchesSvmTrainOnHeartScale() throws IOException {
        // svm-train 3.24 on heart_scale with default flags: 132 SVs (64 + 68), rho 0.42446205176771579
        // (fixture heart_scale.rbf.model); the SMO solvers agree to the solver tolerance (-e 0.001)
        Path model = dir.resolve("h.model");
        assertEquals(0, run("train", "-q", "--model-format", "libsvm", data(), model.toString()).code());
        SvmModel ours = (SvmModel) LibsvmModelFormat.read(model);
        SvmModel theirs = (SvmModel) LibsvmModelFormat.read(fixture(dir, "heart_scale.rbf.model"));
        assertEquals(theirs.supportVectorCount(), ours.supportVectorCount());
        assertEquals(theirs.rho()[0], ours.rho()[0], 1e-3);
    }

    @Test
    void crossValidationPrintsTheAccuracyLineAsSvmTrain() throws IOException {
        Result q = run("train", "-q", "-v", "5", data());
        assertEquals(0, q.code(), q.err());
        assertTrue(q.out().matches("Cross Validation Accuracy = \\d+(\\.\\d+)?%\n"), q.out());
        Result loud = run("train", "-v", "5", "-t", "5", "-c", "0.5", data());
        assertEquals(0, loud.code(), loud.err());
        assertEquals(5, loud.out().split("optimization finished", -1).length - 1, "one report per fold");
        assertTrue(loud.out().matches("(?s).*\nCross Validation Accuracy = \\d+(\\.\\d+)?%\n"), loud.out());
        assertFalse(Files.exists(dir.resolve("heart_scale.model")), "-v writes no model");
    }

    /** The first line of a LIBSVM cross-validation fixture of infens-core (org/infens/select/libsvm-cv). */
    private static String libsvmAccuracyLine(String name) throws IOException {
        try (var in = TrainCommandTest.class.getResourceAsStream("/org/infens/select/libsvm-cv/" + name + ".cv")) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")[0];
        }
    }

    @Test
    void crossValidationUsesSvmTrainsFoldsAndPrintsItsAccuracy() throws IOException {
        // svm-train 3.24's accuracy lines on the same files (fixtures made by libsvm-cv/make-fixtures.sh)
        assertEquals(libsvmAccuracyLine("heart_rbf_5") + "\n", run("train", "-q", "-v", "5", data()).out());
        assertEquals(libsvmAccuracyLine("heart_linear_3") + "\n",
                run("train", "-q", "-v", "3", "-t", "0", data()).out());
        assertEquals(libsvmAccuracyLine("heart_rbf_4_g") + "\n",
                run("train", "-q", "-v", "4", "-c", "0.5", "-g", "0.25", data()).out());
        Path heart60 = dir.resolve("heart60");
        Files.write(heart60, Files.readAllLines(Path.of(data())).subList(0, 60));
        Result loo = run("train", "-q", "-v", "100", heart60.toString());
        assertEquals(libsvmAccuracyLine("heart60_loo") + "\n", loo.out());
        assertEquals(List.of("WARNING: # folds > # data. Will use # folds = # data instead (i.e., leave-one-out "
                + "cross validation)"), loo.errLines(), "svm-train's warning, word for word");
    }

    @Test
    void aFoldTrainedOnOneClassPredictsThatClassAsSvmTrain() throws IOException {
        // svm-train 3.24 on these three rows prints 33.3333% for -v 2 (its second fold trains on the two rows of
        // class 1, warns and predicts 1) and 0% for -v 3 (leave-one-out; the fold that leaves out the -1 row
        // trains on class 1 alone)
        Path three = dir.resolve("three");
        Files.writeString(three, "1 1:1\n-1 1:2\n1 1:3\n");
        assertEquals("Cross Validation Accuracy = 33.3333%\n", run("train", "-q", "-v", "2", three.toString()).out());
        assertEquals("Cross Validation Accuracy = 0%\n", run("train", "-q", "-v", "3", three.toString()).out());
        Result loud = run("train", "-v", "2", three.toString());
        assertEquals(0, loud.code(), loud.err());
        assertTrue(loud.out().endsWith("Total nSV = 2\nWARNING: training data in only one class. See README for "
                + "details.\nTotal nSV = 0\nCross Validation Accuracy = 33.3333%\n"), loud.out());
        // training on one class outside cross-validation stays an error
        Path one = dir.resolve("one");
        Files.writeString(one, "1 1:1\n1 1:2\n");
        assertEquals(1, run("train", "-q", one.toString(), dir.resolve("one.model").toString()).code());
    }

    @Test
    void crossValidationIsDeterministicAndThreadIndependent() throws IOException {
        Result a = run("train", "-q", "-v", "4", "-t", "6", "--seed", "7", data());
        Result b = run("train", "-q", "-v", "4", "-t", "6", "--seed", "7", "--threads", "3", data());
        for (Result r : List.of(a, b)) {
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.err());
            assertTrue(r.out().matches("Cross Validation Accuracy = \\d+(\\.\\d+)?%\n"), r.out());
        }
        assertEquals(a.out(), b.out());
    }

    @Test
    void newKernelsByTypeAndBySpec() throws IOException {
        for (String[] args : new String[][] {{"-t", "5"}, {"-t", "6"}, {"-t", "7", "-g", "0.1"}, {"-t", "8"},
                {"-t", "9"}, {"-t", "10"}, {"--kernel", "stump"}, {"--kernel", "rbf(gamma=0.5)"},
                {"--kernel", "sum(a=stump, b=perceptron)"}, {"--kernel", "laplacian", "-g", "0.25"}}) {
            Path model = dir.resolve("k.model");
            String[] all = new String[args.length + 4];
            all[0] = "train";
            all[1] = "-q";
            System.arraycopy(args, 0, all, 2, args.length);
            all[args.length + 2] = data();
            all[args.length + 3] = model.toString();
            Result r = run(all);
            assertEquals(0, r.code(), String.join(" ", args) + ": " + r.err());
            SvmModel m = (SvmModel) ModelCodec.read(model);
            if (args[0].equals("--kernel")) {
                assertEquals(args[1].replaceAll("\\(.*", ""), m.kernel().spec().name());
            }
            if (args[0].equals("--kernel") && args.length == 4) {
                assertEquals(0.25, m.kernel().spec().number("gamma", 0), "-g fills the spec's gamma");
            }
        }
    }

    @Test
    void classWeightsAndHardMarginAreAccepted() throws IOException {
        Path model = dir.resolve("w.model");
        Result r = run("train", "-q", "-t", "2", "-g", "0.2", "-c", "3", "-w1", "2", "-w-1", "0.5", "--model-format",
                "libsvm", data(), model.toString());
        assertEquals(0, r.code(), r.err());
        // svm-train 3.24 with the same flags: fixture heart_scale.weighted.model
        SvmModel theirs = (SvmModel) LibsvmModelFormat.read(fixture(dir, "heart_scale.weighted.model"));
        SvmModel ours = (SvmModel) LibsvmModelFormat.read(model);
        assertEquals(theirs.supportVectorCount(), ours.supportVectorCount());
        assertEquals(theirs.rho()[0], ours.rho()[0], 1e-3);
        Path separable = dir.resolve("separable.txt");
        Files.writeString(separable, "1 1:2 2:1\n1 1:3 2:-1\n1 1:1.5 2:0\n-1 1:-1 2:0.5\n-1 1:-2 2:-1\n-1 1:0 2:2\n");
        Result hard = run("train", "-c", "inf", "-t", "0", separable.toString(), dir.resolve("hard.model").toString());
        assertEquals(0, hard.code(), hard.err());
        assertTrue(hard.out().contains("nBSV = 0"), hard.out());
        SvmModel h = (SvmModel) ModelCodec.read(dir.resolve("hard.model"));
        assertTrue(h.provenance().parameters().contains("C=inf"), h.provenance().parameters());
    }

    @Test
    void defaultModelFileIsNamedAfterTheTrainingFile() {
        assertEquals(Path.of("heart_scale.model"), TrainingFiles.defaultModelFile(new DataSource("/a/b/heart_scale")));
        assertEquals(Path.of("x.csv.model"), TrainingFiles.defaultModelFile(new DataSource("x.csv")));
        assertEquals(Path.of("heart.model"), TrainingFiles.defaultModelFile(new DataSource("bundled:heart")));
    }

    @Test
    void precomputedKernelTrainsAndPredictsAsLibsvm() throws IOException {
        Path model = dir.resolve("p.model");
        Result r = run("train", "-q", "-t", "4", "-c", "0.5", fixture(dir, "heart_pre").toString(), model.toString());
        assertEquals(0, r.code(), r.err());
        Path out = dir.resolve("p.out");
        Result p = run("predict", fixture(dir, "heart_pre").toString(), model.toString(), out.toString());
        assertEquals(0, p.code(), p.err());
        assertEquals(Files.readString(fixture(dir, "heart_pre.precomputed.accuracy")), p.out());
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a second open of a used pipe blocks
    void aPrecomputedTestFileCanComeThroughAPipe() throws Exception {
        // predict reads a regular test file while it reads the model, and reads it again if the model is
        // precomputed; a pipe can be read once only, so it must be read after the model
        Path model = dir.resolve("p.model");
        assertEquals(0, run("train", "-q", "-t", "4", "-c", "0.5", fixture(dir, "heart_pre").toString(),
                model.toString()).code());
        Path fifo = dir.resolve("test.fifo");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        Assumptions.assumeTrue(made, "mkfifo is not available");
        byte[] data = Files.readAllBytes(fixture(dir, "heart_pre"));
        Thread writer = new Thread(() -> {
            try {
                Files.write(fifo, data);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        Result p = run("predict", fifo.toString(), model.toString(), dir.resolve("p.out").toString());
        writer.join(10_000);
        assertEquals(0, p.code(), p.err());
        assertEquals(Files.readString(fixture(dir, "heart_pre.precomputed.accuracy")), p.out());
    }

    // ---------------------------------------------------------------- errors

    @Test
    void missingFile() {
        Path absent = dir.resolve("absent.txt");
        assertOneLineError(run("train", absent.toString()), 1, "can't open file " + absent + ": no such file");
    }

    @Test
    void theAdditiveSolverRefusesAKernelItCannotServeAndAnUnknownSolverIsNamed() throws IOException {
        assertOneLineError(run("train", "--solver", "additive", "-t", "2", data(), dir.resolve("m").toString()), 1,
                data() + ": solver=additive needs an additive kernel (stump, hik, their positive"
                        + " multiples and sums), got 'rbf(gamma=0.07692307692307693)'; use solver=smo or solver=auto");
        assertOneLineError(run("train", "--solver", "fast", "-t", "5", data()), 2,
                "--solver: solver must be auto, smo or additive, got 'fast'");
        assertFalse(Files.exists(dir.resolve("m")));
        // the same kernel by the additive solver and by SMO: one model to svm-train's tolerance
        Result additive = run("train", "--solver", "additive", "-t", "5", data(), dir.resolve("a").toString());
        Result smo = run("train", "--solver", "smo", "-t", "5", data(), dir.resolve("s").toString());
        assertEquals(0, additive.code(), additive.err());
        assertEquals(0, smo.code(), smo.err());
        assertEquals(objective(smo.out()), objective(additive.out()), 1e-3 * Math.abs(objective(smo.out())));
    }

    private static double objective(String report) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("obj = (-?[0-9.]+),").matcher(report);
        assertTrue(m.find(), report);
        return Double.parseDouble(m.group(1));
    }

    @Test
    void malformedLineNamesFileAndLine() throws IOException {
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "1 1:0.5 2:1\n-1 1:abc\n");
        Result r = run("train", bad.toString());
        assertEquals(1, r.code());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("infens: " + bad + ":2: "), r.err());
    }

    @Test
    void emptyFile() throws IOException {
        Path empty = dir.resolve("empty.txt");
        Files.writeString(empty, "");
        Result r = run("train", empty.toString());
        assertEquals(1, r.code());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("infens: " + empty), r.err());
    }

    @Test
    void singleClassData() throws IOException {
        Path one = dir.resolve("one.txt");
        Files.writeString(one, "1 1:0.5\n1 1:0.7\n1 1:-0.2\n");
        assertOneLineError(run("train", one.toString()), 1,
                one + ": training data has only one class (label 1); C-SVC needs at least two (a one-class SVM learns"
                + " from one)");
    }

    /**
     * A class of fewer rows than folds: svm-train's stratified folds put each single-row class in the last fold, so
     * with one row per class the other fold trains on nothing; svm-train prints 0% (its empty model predicts no
     * class), and so do we, with a warning, for the vote and for -b 1 (an uncaught index exception before).
     */
    @Test
    void aFoldWithoutTrainingRowsCountsItsRowsAsErrors() throws IOException {
        Path six = dir.resolve("six.txt");
        Files.writeString(six, "1 1:1\n2 1:2\n3 1:3\n4 1:4\n5 1:5\n6 1:6\n");
        for (String b : new String[] {"0", "1"}) {
            Result r = run("train", "-b", b, "-v", "2", six.toString());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("WARNING: a fold has no training rows (a class has fewer rows than folds); its"
                    + " 6 test rows count as errors."), r.out());
            assertTrue(r.out().endsWith("Cross Validation Accuracy = 0%\n"), r.out());
        }
    }

    @Test
    void unknownOption() throws IOException {
        assertOneLineError(run("train", "-x", "1", data()), 2,
                "unknown option '-x' for infens train; 'infens train --help' lists the options");
    }

    @Test
    void badCost() throws IOException {
        assertOneLineError(run("train", "-c", "abc", data()), 2, "-c: 'abc' is not a number");
        assertOneLineError(run("train", "-c", "-1", data()), 2, "-c: C must be > 0, got -1.0");
        assertOneLineError(run("train", "-c", "0", data()), 2, "-c: C must be > 0, got 0.0");
    }

    /** Issue 19: a value of 100,000 characters for a number option ({@code -c}) was echoed whole. */
    @Test
    void longOptionValuesAreCut() throws IOException {
        String a = "a".repeat(100_000);
        for (String option : new String[] {"-c", "-g", "-t", "-d", "-r", "-e", "-m", "-w1", "--kernel",
                "--model-format"}) {
            MainTest.assertShortOneLine(run("train", option, a, data()), 2, "train", option, a);
        }
    }

    /**
     * Regression ({@code -s 3}, {@code -s 4}) reads real-valued labels from CSV and ARFF files as from LIBSVM files:
     * the same rows written in the three formats (the Friedman #1 fixture) train the same SVR, whose predictions of
     * each file agree on every row, with the same mean squared error and squared correlation lines.
     */
    @Test
    void regressionReadsRealValuedLabelsFromCsvAndArff() throws IOException {
        Path libsvm = dir.resolve("friedman1");
        try (java.io.InputStream in = java.util.Objects.requireNonNull(
                getClass().getResourceAsStream("/org/infens/cli/formulations/friedman1"))) {
            Files.copy(in, libsvm);
        }
        org.infens.data.Dataset d = org.infens.data.LibsvmFormat.read(libsvm);
        StringBuilder csv = new StringBuilder();
        StringBuilder arff = new StringBuilder("@relation friedman1\n");
        for (int j = 0; j < d.dimension(); j++) {
            csv.append('x').append(j + 1).append(',');
            arff.append("@attribute x").append(j + 1).append(" numeric\n");
        }
        csv.append("y\n");
        arff.append("@attribute y numeric\n@data\n");
        for (int r = 0; r < d.size(); r++) {
            StringBuilder row = new StringBuilder();
            for (int j = 0; j < d.dimension(); j++) {
                row.append(d.get(r, j)).append(',');
            }
            row.append(d.labels().name(d.classOf(r))).append('\n');
            csv.append(row);
            arff.append(row);
        }
        Files.writeString(dir.resolve("friedman1.csv"), csv);
        Files.writeString(dir.resolve("friedman1.arff"), arff);
        List<Double> expected = null;
        String lines = null;
        for (String file : List.of("friedman1", "friedman1.csv", "friedman1.arff")) {
            Path data = dir.resolve(file);
            Path model = dir.resolve(file + ".json");
            Path out = dir.resolve(file + ".out");
            Result t = run("train", "-q", "-s", "3", "-c", "16", "-p", "0.5", data.toString(), model.toString());
            assertEquals(0, t.code(), file + ": " + t.err());
            Result p = run("predict", data.toString(), model.toString(), out.toString());
            assertEquals(0, p.code(), file + ": " + p.err());
            List<Double> values = Files.readAllLines(out).stream().map(Double::parseDouble).toList();
            if (expected == null) {
                expected = values;
                lines = p.out();
                assertTrue(lines.startsWith("Mean squared error = "), lines);
                continue;
            }
            assertEquals(lines, p.out(), file);
            for (int i = 0; i < values.size(); i++) {
                assertEquals(expected.get(i), values.get(i), 1e-12 * Math.abs(expected.get(i)), file + ", row " + i);
            }
        }
    }

    @Test
    void unknownSvmTypeAndProbability() throws IOException {
        assertOneLineError(run("train", "-s", "5", data()), 2,
                "-s 5: unknown svm type; svm_type is 0 C-SVC, 1 nu-SVC, 2 one-class SVM, 3 epsilon-SVR or 4 nu-SVR");
        assertOneLineError(run("train", "-s", "-1", data()), 2,
                "-s -1: unknown svm type; svm_type is 0 C-SVC, 1 nu-SVC, 2 one-class SVM, 3 epsilon-SVR or 4 nu-SVR");
        // svm_check_parameter's messages
        assertOneLineError(run("train", "-s", "2", "-b", "1", data()), 2,
                "-b 1: one-class SVM probability output not supported yet (-s 2)");
        assertOneLineError(run("train", "-b", "2", data()), 2, "-b 2: probability_estimates must be 0 or 1");
        assertOneLineError(run("train", "-b", "-1", data()), 2, "-b -1: probability_estimates must be 0 or 1");
        assertOneLineError(run("train", "-b", "x", data()), 2, "-b: 'x' is not an integer");
    }

    /** svm_check_parameter's checks, for the types that read each parameter, as one line naming the flag. */
    @Test
    void parameterErrorsNameTheFlag() throws IOException {
        assertOneLineError(run("train", "-s", "1", "-n", "0", data()), 2, "-n: nu must be in (0, 1], got 0.0");
        assertOneLineError(run("train", "-s", "2", "-n", "1.5", data()), 2, "-n: nu must be in (0, 1], got 1.5");
        assertOneLineError(run("train", "-s", "4", "-n", "-0.5", data()), 2, "-n: nu must be in (0, 1], got -0.5");
        assertOneLineError(run("train", "-s", "3", "-p", "-1", data()), 2,
                "-p: epsilon must be >= 0 and finite, got -1.0");
        assertOneLineError(run("train", "-s", "3", "-c", "0", data()), 2, "-c: C must be > 0, got 0.0");
        assertOneLineError(run("train", "-s", "4", "-c", "inf", data()), 2,
                "-c: C must be finite for nu-svr, got Infinity (a hard margin, C = inf, is for C-SVC)");
        assertOneLineError(run("train", "-s", "1", "-n", "x", data()), 2, "-n: 'x' is not a number");
        // heart_scale: 120 rows of class 1 and 150 of class -1, so nu <= 240 / 270 (svm-train: "specified nu is
        // infeasible", exit 1)
        assertOneLineError(run("train", "-s", "1", "-n", "0.95", data()), 1, "-n 0.95: specified nu is infeasible: "
                + data() + ": nu = 0.95 is infeasible for classes 1 (120 rows) and -1 (150 rows): nu must be <= 2"
                + " min(n1, n2) / (n1 + n2) = " + (240.0 / 270));
        assertFalse(Files.exists(dir.resolve("heart_scale.model")));
    }

    /**
     * As svm-train: a parameter the type does not read is not checked (-s 0 -n 1.5 trains the C-SVC of the
     * defaults), and -wi applies to C-SVC alone (for the other types a warning says it is ignored).
     */
    @Test
    void parametersATypeDoesNotReadAreIgnored() throws IOException {
        Path plain = dir.resolve("plain.model");
        Path ignoring = dir.resolve("ignoring.model");
        assertEquals(0, run("train", "-q", "--model-format", "libsvm", data(), plain.toString()).code());
        Result r = run("train", "-q", "-n", "1.5", "-p", "-1", "--model-format", "libsvm", data(),
                ignoring.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(Files.readString(plain), Files.readString(ignoring));
        assertEquals(0, run("train", "-q", "-s", "1", "-c", "-1", "-p", "-1", "--model-format", "libsvm", data(),
                plain.toString()).code());
        Result weighted = run("train", "-q", "-s", "1", "-w1", "2", "--model-format", "libsvm", data(),
                ignoring.toString());
        assertEquals(0, weighted.code(), weighted.err());
        assertEquals(List.of("WARNING: -w sets the cost C of a class, for C-SVC only; ignored for nu-SVC"),
                weighted.errLines());
        assertEquals(Files.readString(plain), Files.readString(ignoring));
        assertEquals(0, run("train", "-q", "-s", "4", "-p", "-1", data(), plain.toString()).code(),
                "nu-SVR does not read -p");
    }

    /** svm-train reads real-valued labels for regression; a label that is not a number names the file and line. */
    @Test
    void regressionLabelThatIsNotANumberNamesTheFileAndLine() throws IOException {
        Path file = dir.resolve("reg.txt");
        Files.writeString(file, "1.5 1:1\n# a comment\n2 1:2\nabc 1:3\n0.5 1:4\n");
        String message = file + ":4: label: 'abc' is not a number; regression needs a numeric target in every row";
        assertOneLineError(run("train", "-s", "3", file.toString(), dir.resolve("m").toString()), 1, message);
        assertOneLineError(run("train", "-s", "4", "-v", "2", file.toString()), 1, message);
        assertEquals(0, run("train", "-q", "-s", "2", file.toString(), dir.resolve("m").toString()).code(),
                "the one-class SVM does not read the labels");
    }

    /** One-class and regression print no Total nSV line; -v prints svm-train's summary lines of the type. */
    @Test
    void eachTypePrintsSvmTrainsLines() throws IOException {
        Result one = run("train", "-s", "2", data(), dir.resolve("one.model").toString());
        assertTrue(one.out().matches("optimization finished, #iter = \\d+\n"
                + "obj = -?\\d+\\.\\d{6}, rho = -?\\d+\\.\\d{6}\n"
                + "nSV = \\d+, nBSV = \\d+\n"), one.out());
        Result svr = run("train", "-s", "4", data(), dir.resolve("svr.model").toString());
        assertTrue(svr.out().matches("optimization finished, #iter = \\d+\n"
                + "epsilon = \\d+\\.\\d{6}\n"
                + "obj = -?\\d+\\.\\d{6}, rho = -?\\d+\\.\\d{6}\n"
                + "nSV = \\d+, nBSV = \\d+\n"), svr.out());
        Result cv = run("train", "-q", "-s", "3", "-v", "3", data());
        assertTrue(cv.out().matches("Cross Validation Mean squared error = [0-9.e-]+\n"
                + "Cross Validation Squared correlation coefficient = [0-9.e-]+\n"), cv.out());
        assertTrue(run("train", "-q", "-s", "2", "-v", "3", data()).out()
                .matches("Cross Validation Accuracy = [0-9.]+%\n"));
        assertInstanceOf(org.infens.svm.SvrModel.class, ModelCodec.read(dir.resolve("svr.model")));
    }

    @Test
    void badKernelChoices() throws IOException {
        Result t = run("train", "-t", "11", data());
        assertEquals(2, t.code());
        assertTrue(t.err().startsWith("infens: -t 11: kernel type must be in 0..10"), t.err());
        Result spec = run("train", "--kernel", "rbf(gamma=0.5", data());
        assertEquals(2, spec.code());
        assertTrue(spec.err().startsWith("infens: --kernel 'rbf(gamma=0.5': "), spec.err());
        Result unknown = run("train", "--kernel", "nosuch", data());
        assertEquals(2, unknown.code());
        assertEquals(1, unknown.errLines().size(), unknown.err());
        assertOneLineError(run("train", "-t", "5", "--kernel", "stump", data()), 2,
                "give either -t or --kernel, not both");
        assertOneLineError(run("train", "-v", "1", data()), 2, "-v 1: n-fold cross validation: n must >= 2");
    }

    @Test
    void debugAddsTheStackTrace() throws IOException {
        Result r = run("train", "--debug", "-s", "5", data());
        assertEquals(2, r.code());
        assertTrue(r.errLines().size() > 2, r.err());
        assertTrue(r.errLines().get(0).startsWith("infens: -s 5: unknown svm type"));
    }
}
