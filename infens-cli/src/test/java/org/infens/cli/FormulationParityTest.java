package org.infens.cli;

import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.infens.cli.CliTestSupport.Result;
import org.infens.data.BundledData;
import org.infens.data.LibsvmFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code infens train -s 0..4} and {@code infens predict} against svm-train and svm-predict 3.24 (Debian
 * libsvm-tools), case by case from {@code formulations/cases.tsv} (fixtures and the script that made them:
 * {@code scripts/fixtures/make-formulation-fixtures.sh}; tolerances in {@code formulations/README.md}):
 * <ul>
 *   <li>train prints svm-train's lines in its order (its "*" progress marks and "-h 0" hint aside), with each
 *   problem's objective and the equivalent parameter (nu, C, epsilon) within 1e-3 relative and nSV, nBSV and Total
 *   nSV within 1%;</li>
 *   <li>our model predicts the test file as svm-train's model does on at least 99.5% of rows (labels equal, values
 *   within 1e-6 relative), through its LIBSVM file and its JSON file alike;</li>
 *   <li>svm-train's model read by {@code infens predict} gives svm-predict's predictions (labels exactly, values
 *   within 1e-12 relative) and its summary lines, and our LIBSVM model read by svm-predict gives ours (when
 *   svm-predict is installed; the committed fixtures check the rest without it);</li>
 *   <li>train -v prints svm-train's report of every fold and its summary lines character for character (the same
 *   folds, Folds.libsvm and Folds.libsvmUnstratified, and the same solver).</li>
 *   <li>with {@code -b 1} (issue 20's probability cases): train prints the lines of the internal cross-validation's
 *   trainings too, and an SVR's sigma within 1e-3 relative; predict -b 1's output file (svm-predict's
 *   {@code labels} line, then each row's label and probabilities) gives the labels of svm-predict -b 1 on at least
 *   99.5% of rows and every probability within 1e-3, for our model against svm-train's, our LIBSVM model read by
 *   svm-predict -b 1 and svm-train's model read by predict -b 1 (every label, probabilities within 1e-5: the same
 *   model, printed with 6 digits); train -v -b 1's summary lines are svm-train's character for character (the
 *   same rand() stream through the folds and each fold's internal folds).</li>
 * </ul>
 * The stump kernel ({@code -t 5}) is compared with svm-train on the precomputed kernel -||x - x'||_1.
 */
class FormulationParityTest {
    private static final String DIR = "/org/infens/cli/formulations/";
    /** infens-core's LIBSVM parity data (core:NAME in cases.tsv). */
    private static final String CORE_DATA = "/org/infens/svm/libsvm/data/";
    private static final Path SVM_PREDICT = Path.of("/usr/bin/svm-predict");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?(e[-+]?\\d+)?");

    @TempDir
    Path dir;

    /** One line of cases.tsv. */
    record Case(String name, String train, String test, String options, String infens) {
        boolean crossValidation() {
            return options.contains("-v ");
        }

        boolean stump() {
            return !infens.equals("-") && infens.contains("-t 5");
        }

        boolean probability() {
            return options.contains("-b 1");
        }

        boolean regression() {
            return options.contains("-s 3") || options.contains("-s 4");
        }

        List<String> infensOptions() {
            return Arrays.asList((infens.equals("-") ? options : infens).split(" "));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        for (String line : text(DIR + "cases.tsv").split("\n")) {
            String[] f = line.split("\t");
            if (!f[0].equals("name")) {
                out.add(new Case(f[0], f[1], f[2], f[3], f[4]));
            }
        }
        return out;
    }

    private static String text(String resource) throws IOException {
        try (InputStream in = Objects.requireNonNull(FormulationParityTest.class.getResourceAsStream(resource),
                resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static List<String> lines(String resource) throws IOException {
        return List.of(text(resource).split("\n"));
    }

    /** The command-line argument for a data name of cases.tsv (see the fixture script). */
    private String data(String name) throws IOException {
        if (name.startsWith("bundled:")) {
            return name;
        }
        boolean core = name.startsWith("core:");
        String file = core ? name.substring("core:".length()) : name;
        Path p = dir.resolve(file);
        if (!Files.exists(p)) {
            InputStream in = FormulationParityTest.class.getResourceAsStream((core ? CORE_DATA : DIR) + file);
            if (in == null) {
                return CliTestSupport.fixture(dir, name).toString();
            }
            try (in) {
                Files.copy(in, p);
            }
        }
        return p.toString();
    }

    /** A data file svm-predict can read: a bundled set written out in the LIBSVM format. */
    private String file(String name) throws IOException {
        if (!name.startsWith("bundled:")) {
            return data(name);
        }
        Path p = dir.resolve(name.substring("bundled:".length()) + ".libsvm");
        LibsvmFormat.write(BundledData.load(name.substring("bundled:".length())), p);
        return p.toString();
    }

    /** {@code infens first options... rest...}, run in this JVM. */
    private static Result infens(String first, List<String> options, String... rest) {
        List<String> args = new ArrayList<>(List.of(first));
        args.addAll(options);
        args.addAll(List.of(rest));
        return run(args.toArray(new String[0]));
    }

    /**
     * svm-train's report without its progress marks ("*", "." lines), blank lines and the hint the solver prints
     * among them when it reconstructs the gradient of few free variables ("WARNING: using -h 0 may be faster").
     */
    private static List<String> report(String out) {
        List<String> kept = new ArrayList<>();
        for (String l : out.split("\n")) {
            if (!l.isBlank() && !l.matches("[.*]+") && !l.equals("WARNING: using -h 0 may be faster")) {
                kept.add(l);
            }
        }
        return kept;
    }

    private static String shape(String line) {
        return NUMBER.matcher(line).replaceAll("#");
    }

    private static List<Double> numbers(String line) {
        List<Double> out = new ArrayList<>();
        Matcher m = NUMBER.matcher(line);
        while (m.find()) {
            out.add(Double.parseDouble(m.group()));
        }
        return out;
    }

    /** Our report against svm-train's, line for line (see the class comment for the tolerances). */
    private static void assertSameReport(List<String> theirs, List<String> ours, String what) {
        assertEquals(theirs.stream().map(FormulationParityTest::shape).toList(),
                ours.stream().map(FormulationParityTest::shape).toList(), what + ": the lines of svm-train's report");
        for (int i = 0; i < theirs.size(); i++) {
            String t = theirs.get(i);
            List<Double> a = numbers(t);
            List<Double> b = numbers(ours.get(i));
            String where = what + ", line " + (i + 1) + ": " + t + " against " + ours.get(i);
            if (t.startsWith("obj = ")) {
                assertEquals(a.get(0), b.get(0), 1e-3 * Math.abs(a.get(0)) + 1e-6, where);
            } else if (t.startsWith("nSV = ") || t.startsWith("Total nSV")) {
                for (int k = 0; k < a.size(); k++) {
                    assertEquals(a.get(k), b.get(k), Math.max(1, Math.ceil(0.01 * a.get(k))), where);
                }
            } else if (t.startsWith("nu = ") || t.startsWith("C = ") || t.startsWith("epsilon = ")) {
                assertEquals(a.get(0), b.get(0), 1e-3 * Math.abs(a.get(0)) + 1e-6, where);
            } else if (t.startsWith("z: Laplace distribution")) {
                double sigma = a.get(a.size() - 1);
                assertEquals(sigma, b.get(b.size() - 1), 1e-3 * sigma, where);
            } else if (t.startsWith("Cross Validation")) {
                assertEquals(t, ours.get(i), where);
            }
        }
    }

    /**
     * Whether two prediction files agree: every row for {@code all}, else at least 99.5% of them; labels equal,
     * values within {@code relative}.
     */
    private static void assertSamePredictions(List<String> theirs, List<String> ours, double relative, boolean all,
                                              String what) {
        assertEquals(theirs.size(), ours.size(), what + ": rows");
        int same = 0;
        for (int i = 0; i < theirs.size(); i++) {
            double a = Double.parseDouble(theirs.get(i));
            double b = Double.parseDouble(ours.get(i));
            boolean ok = a == b || Math.abs(a - b) <= relative * Math.abs(a);
            assertTrue(ok || !all, what + ", row " + (i + 1) + ": " + theirs.get(i) + " against " + ours.get(i));
            same += ok ? 1 : 0;
        }
        assertTrue(same >= 0.995 * theirs.size(), what + ": " + same + " of " + theirs.size() + " rows agree");
    }

    /**
     * Whether two output files of predict -b 1 for a classifier agree: the same {@code labels} line; labels equal on
     * every row for {@code all}, else on at least 99.5% of them; each probability within {@code tolerance}.
     */
    private static void assertSameProbabilities(List<String> theirs, List<String> ours, double tolerance, boolean all,
                                                String what) {
        assertEquals(theirs.size(), ours.size(), what + ": rows");
        assertTrue(theirs.get(0).startsWith("labels "), what + ": " + theirs.get(0));
        assertEquals(theirs.get(0), ours.get(0), what + ": the labels line");
        int same = 0;
        for (int i = 1; i < theirs.size(); i++) {
            String[] a = theirs.get(i).split(" ");
            String[] b = ours.get(i).split(" ");
            String where = what + ", row " + i + ": " + theirs.get(i) + " against " + ours.get(i);
            assertEquals(a.length, b.length, where);
            boolean label = a[0].equals(b[0]);
            assertTrue(label || !all, where);
            same += label ? 1 : 0;
            for (int k = 1; k < a.length; k++) {
                assertEquals(Double.parseDouble(a[k]), Double.parseDouble(b[k]), tolerance, where);
            }
        }
        assertTrue(same >= 0.995 * (theirs.size() - 1), what + ": " + same + " of " + (theirs.size() - 1)
                + " labels agree");
    }

    /** The prediction files compared as the case's kind wants (see the class comment). */
    private static void assertSameOutput(Case c, List<String> theirs, List<String> ours, boolean sameModel,
                                         String what) {
        if (c.probability() && !c.regression()) {
            assertSameProbabilities(theirs, ours, sameModel ? 1e-5 : 1e-3, sameModel, what);
        } else {
            assertSamePredictions(theirs, ours, sameModel ? 1e-12 : c.regression() ? 1e-6 : 0, sameModel, what);
        }
    }

    /** {@code infens predict}, with {@code -b 1} for a case trained with it. */
    private static Result predict(Case c, String test, Path model, Path output) {
        return c.probability() ? run("predict", "-b", "1", test, model.toString(), output.toString())
                : run("predict", test, model.toString(), output.toString());
    }

    @ParameterizedTest
    @MethodSource("cases")
    void trainAndPredictAsSvmTrainAndSvmPredict(Case c) throws IOException, InterruptedException {
        String train = data(c.train());
        if (c.crossValidation()) {
            Result r = infens("train", c.infensOptions(), train);
            assertEquals(0, r.code(), r.err());
            assertSameReport(report(text(DIR + c.name() + ".cv")), report(r.out()), c.name());
            return;
        }
        String test = data(c.test());
        // a LIBSVM model file cannot hold the stump kernel: its JSON model stands for it
        Path ours = dir.resolve(c.name() + ".model");
        Result r = c.stump() ? infens("train", c.infensOptions(), train, ours.toString())
                : infens("train", c.infensOptions(), "--model-format", "libsvm", train, ours.toString());
        assertEquals(0, r.code(), r.err());
        assertSameReport(report(text(DIR + c.name() + ".train")), report(r.out()), c.name());

        List<String> expected = lines(DIR + c.name() + ".predict");
        Path predicted = dir.resolve(c.name() + ".pred");
        Result ourRun = predict(c, test, ours, predicted);
        assertEquals(0, ourRun.code(), ourRun.err());
        List<String> ourPredictions = Files.readAllLines(predicted);
        assertSameOutput(c, expected, ourPredictions, false, c.name() + " (our model)");
        Path json = dir.resolve(c.name() + ".json");
        Result j = infens("train", c.infensOptions(), "-q", train, json.toString());
        assertEquals(0, j.code(), j.err());
        Path predictedJson = dir.resolve(c.name() + ".json.pred");
        assertEquals(0, predict(c, test, json, predictedJson).code());
        assertSameOutput(c, ourPredictions, Files.readAllLines(predictedJson), true,
                c.name() + " (our JSON model against our LIBSVM model)");
        if (c.stump()) {
            return; // svm-train's model holds a precomputed kernel, for test rows of kernel values
        }

        Path theirs = dir.resolve(c.name() + ".libsvm.model");
        try (InputStream in = new GZIPInputStream(Objects.requireNonNull(
                getClass().getResourceAsStream(DIR + c.name() + ".model.gz")))) {
            Files.copy(in, theirs);
        }
        Path cross = dir.resolve(c.name() + ".cross.pred");
        Result p = predict(c, test, theirs, cross);
        assertEquals(0, p.code(), p.err());
        assertSameOutput(c, expected, Files.readAllLines(cross), true, c.name() + " (svm-train's model)");
        assertEquals(text(DIR + c.name() + ".predict.out"), p.out(), c.name() + ": svm-predict's summary");
        if (Files.isExecutable(SVM_PREDICT)) {
            Path byLibsvm = dir.resolve(c.name() + ".svm-predict.pred");
            List<String> command = new ArrayList<>(List.of(SVM_PREDICT.toString()));
            if (c.probability()) {
                command.addAll(List.of("-b", "1"));
            }
            command.addAll(List.of(file(c.test()), ours.toString(), byLibsvm.toString()));
            CliTestSupport.exec(dir, command.toArray(new String[0]));
            assertSameOutput(c, ourPredictions, Files.readAllLines(byLibsvm), true,
                    c.name() + " (our model read by svm-predict)");
        }
    }
}
