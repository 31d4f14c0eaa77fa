package org.infens.cli;

import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.infens.select.FoldLoop.centredSquaredCorrelation;
import static org.infens.select.FoldLoop.meanSquaredError;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Model;
import org.infens.Regressor;
import org.infens.cli.CliTestSupport.Result;
import org.infens.data.BundledData;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.io.ModelCodec;
import org.infens.select.Fold;
import org.infens.select.FoldLoop;
import org.infens.select.Folds;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.infens.svm.OneClassSvmModel;
import org.infens.svm.SvrModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code infens fit}, {@code cv} and {@code select} with regression specs, checked against fold loops and measures
 * computed here from the library's trainers; the data: y = sin(2 x_1) + x_2 / 2 + x_3 noise-free plus noise of sd
 * 0.1, in LIBSVM format, drawn from a seeded {@link SplittableRandom}.
 */
class RegressionCommandsTest {
    private static final String SVR = "svm(type=epsilon-svr, kernel=stump, C=1, epsilon=0.1)";

    @TempDir
    Path dir;

    /** Writes {@code n} rows of the regression set (seed {@code seed}) to {@code dir/name}. */
    static Path write(Path dir, String name, int n, long seed) throws IOException {
        SplittableRandom rng = new SplittableRandom(seed);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            double x1 = 2 * rng.nextDouble() - 1;
            double x2 = 2 * rng.nextDouble() - 1;
            double x3 = 2 * rng.nextDouble() - 1;
            double y = Math.sin(2 * x1) + x2 / 2 + 0.1 * rng.nextGaussian();
            sb.append(y).append(" 1:").append(x1).append(" 2:").append(x2).append(" 3:").append(x3).append('\n');
        }
        return Files.writeString(dir.resolve(name), sb.toString());
    }

    /** Out-of-fold values by a fold loop over the library's trainer of {@code spec} ({@link FoldLoop}). */
    private static double[] foldLoop(String spec, Dataset data, List<Fold> folds) {
        return FoldLoop.values(Learners.createRegressor(Spec.parse(spec), new LearnerContext(1, 1)), data, folds);
    }

    @Test
    void cvPrintsEachFoldsAndThePooledErrorsOfPlainFolds() throws IOException {
        Path file = write(dir, "r.txt", 60, 1);
        Dataset data = LibsvmFormat.read(file);
        double[] y = data.targets();
        List<Fold> folds = Folds.random(data, 4, 3);
        double[] v = foldLoop(SVR, data, folds);
        Result r = run("cv", "--learner", SVR, "--folds", "4", "--seed", "3", "--threads", "1", file.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(4 + 1 + 2, lines.size(), r.out());
        for (int f = 0; f < 4; f++) {
            int[] test = folds.get(f).test();
            assertTrue(lines.get(f).startsWith("Fold " + (f + 1) + ": mean squared error = "
                    + CFormat.g(meanSquaredError(FoldLoop.at(v, test), FoldLoop.at(y, test)))
                    + ", squared correlation coefficient = "), lines.get(f));
            assertTrue(lines.get(f).endsWith(" (" + test.length + " rows)"), lines.get(f));
        }
        assertTrue(lines.get(4).startsWith("Mean fold mean squared error = "), lines.get(4));
        assertEquals("Cross Validation Mean squared error = " + CFormat.g(meanSquaredError(v, y)), lines.get(5));
        assertNumber(centredSquaredCorrelation(v, y), "Cross Validation Squared correlation coefficient = ",
                lines.get(6));
        // the same with two threads; -q keeps svm-train -v's two lines
        Result two = run("cv", "--learner", SVR, "--folds", "4", "--seed", "3", "--threads", "2", file.toString());
        assertEquals(r.out(), two.out());
        Result quiet = run("cv", "-q", "--learner", SVR, "--folds", "4", "--seed", "3", file.toString());
        assertEquals(lines.subList(5, 7), quiet.out().lines().toList());
    }

    /** The bundled regression set (UCI Concrete Compressive Strength) by name: cv's pooled lines, as a fold loop. */
    @Test
    void cvReadsTheBundledRegressionSet() {
        String spec = "svm(type=epsilon-svr, kernel=stump, C=1, epsilon=1)";
        Dataset data = BundledData.load("concrete");
        List<Fold> folds = Folds.random(data, 3, 1);
        double[] v = foldLoop(spec, data, folds);
        Result r = run("cv", "-q", "--learner", spec, "--folds", "3", "concrete");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("Cross Validation Mean squared error = " + CFormat.g(meanSquaredError(v, data.targets())), lines.get(0));
        assertNumber(centredSquaredCorrelation(v, data.targets()),
                "Cross Validation Squared correlation coefficient = ", lines.get(1));
    }

    /** {@code line} is {@code prefix} and a number within %g's six digits of {@code expected}. */
    private static void assertNumber(double expected, String prefix, String line) {
        assertTrue(line.startsWith(prefix), line);
        assertEquals(expected, Double.parseDouble(line.substring(prefix.length())), 1e-5 * Math.abs(expected), line);
    }

    @Test
    void selectChoosesTheLowestErrorAndWritesItsModel() throws IOException {
        Path file = write(dir, "r.txt", 50, 2);
        Dataset data = LibsvmFormat.read(file);
        double[] y = data.targets();
        List<Fold> folds = Folds.random(data, 3, 1);
        Path model = dir.resolve("best.model");
        String base = "svm(type=epsilon-svr, kernel=stump)";
        Result r = run("select", "--learner", base, "--grid", "C=2^-6..2^2 step 2", "--grid", "epsilon=0.05, 0.3",
                "--folds", "3", "--threads", "2", "-o", model.toString(), file.toString());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(1 + 10 + 3, lines.size(), r.out());
        assertTrue(lines.get(0).contains("log2 C") && lines.get(0).contains("pooled MSE"), lines.get(0));
        // the argmin of the pooled error of each cell's fold loop, ties to the first
        String best = null;
        double bestMse = Double.POSITIVE_INFINITY;
        int bestLine = -1;
        int line = 1;
        for (int c = -6; c <= 2; c += 2) {
            for (String eps : new String[] {"0.05", "0.3"}) {
                String spec = "svm(type=epsilon-svr, kernel=stump, C=" + Spec.formatNumber(Math.scalb(1.0, c))
                        + ", epsilon=" + eps + ")";
                double m = meanSquaredError(foldLoop(spec, data, folds), y);
                assertTrue(lines.get(line).contains(" " + CFormat.g(m) + " "), spec + ": " + lines.get(line));
                if (m < bestMse) {
                    bestMse = m;
                    best = spec;
                    bestLine = line;
                }
                line++;
            }
        }
        assertTrue(lines.get(bestLine).endsWith(" *"), lines.get(bestLine));
        assertTrue(lines.get(12).startsWith("Best = " + best + ", cross-validation mean squared error = "
                + CFormat.g(bestMse) + " (mean "), lines.get(12));
        assertEquals("Model written to " + model, lines.get(13));
        SvrModel saved = ModelCodec.read(model, SvrModel.class);
        Regressor direct = Learners.createRegressor(Spec.parse(best), new LearnerContext(1, 1)).fit(data);
        assertArrayEquals(direct.predictAll(data, 1), saved.predictAll(data, 1));
        // one thread prints the same, times aside
        Result one = run("select", "--learner", base, "--grid", "C=2^-6..2^2 step 2", "--grid", "epsilon=0.05, 0.3",
                "--folds", "3", "--threads", "1", file.toString());
        assertEquals(withoutTime(r.out()).replace("Model written to " + model + "\n", ""), withoutTime(one.out()));
        // a nested axis of a regression learner resolves as a classifier's does
        Result gamma = run("select", "--learner", "svm(type=nu-svr, kernel=rbf)", "--grid", "gamma=2^-1..2^1 step 2",
                "-q", "--folds", "3", file.toString());
        assertEquals(0, gamma.code(), gamma.err());
        assertTrue(gamma.out().startsWith("Best = svm(type=nu-svr, kernel=rbf(gamma="), gamma.out());
    }

    private static String withoutTime(String out) {
        return out.replaceAll("selection time = \\S+ s", "");
    }

    @Test
    void fitPrintsTheTrainingErrorAndWritesTheModel() throws IOException {
        Path file = write(dir, "r.txt", 40, 5);
        Dataset data = LibsvmFormat.read(file);
        Path model = dir.resolve("r.model");
        Result r = run("fit", "--learner", SVR, file.toString(), model.toString());
        assertEquals(0, r.code(), r.err());
        SvrModel saved = ModelCodec.read(model, SvrModel.class);
        double[] v = saved.predictAll(data, 1);
        List<String> lines = r.out().lines().toList();
        assertEquals("Learner = " + SVR, lines.get(0));
        assertEquals("Training mean squared error = " + CFormat.g(meanSquaredError(v, data.targets())), lines.get(1));
        assertNumber(centredSquaredCorrelation(v, data.targets()), "Training squared correlation coefficient = ",
                lines.get(2));
        assertArrayEquals(Learners.createRegressor(Spec.parse(SVR), new LearnerContext(1, 1)).fit(data)
                .predictAll(data, 1), v);
    }

    /**
     * A one-class SVM is a classifier of LIBSVM's labels 1 and -1: fit trains and saves it and scores it against the
     * file's labels, and cv cross-validates it (stratified folds, as any classifier's), as svm-train -s 2 scores it.
     */
    @Test
    void oneClassFitsAndCrossValidatesAsAClassifier() throws IOException {
        String heart = fixture(dir, "heart_scale").toString();
        Path model = dir.resolve("oc.model");
        Result fit = run("fit", "--learner", "svm(type=one-class, kernel=rbf, nu=0.5)", heart, model.toString());
        assertEquals(0, fit.code(), fit.err());
        assertTrue(fit.out().contains("Training accuracy = "), fit.out());
        Model m = ModelCodec.read(model);
        assertTrue(m instanceof OneClassSvmModel, m.getClass().toString());
        Result cv = run("cv", "--learner", "svm(type=one-class, kernel=rbf, nu=0.5)", "-q", heart);
        assertEquals(0, cv.code(), cv.err());
        assertTrue(cv.out().startsWith("Cross Validation Accuracy = "), cv.out());
    }

    /** A label that is not a number stops fit, cv and select with one line naming the file and the line. */
    @Test
    void aNonNumericTargetNamesTheFileAndLine() throws IOException {
        List<String> rows = new ArrayList<>(Files.readAllLines(write(dir, "ok.txt", 20, 1)));
        rows.add(3, "# a comment line, counted");
        rows.set(7, "high" + rows.get(7).substring(rows.get(7).indexOf(' ')));
        Path bad = Files.write(dir.resolve("bad.txt"), rows);
        String expected = "infens: " + bad + ":8: label: 'high' is not a number; regression needs a numeric target"
                + " in every row";
        for (String[] args : new String[][] {
                {"fit", "--learner", SVR, bad.toString(), dir.resolve("m").toString()},
                {"cv", "--learner", SVR, "--folds", "3", bad.toString()},
                {"select", "--learner", SVR, "--grid", "C=1,2", "--folds", "3", bad.toString()}}) {
            Result r = run(args);
            assertEquals(1, r.code(), args[0] + ": " + r.err());
            assertEquals(List.of(expected), r.errLines(), args[0]);
        }
        // the same file is a classification's data: the label is a class
        Result classes = run("fit", "--learner", "svm(kernel=stump)", "-q", bad.toString(),
                dir.resolve("c").toString());
        assertEquals(0, classes.code(), classes.err());
    }
}
