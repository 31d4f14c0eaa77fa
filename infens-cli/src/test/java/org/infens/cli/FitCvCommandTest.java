package org.infens.cli;

import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.infens.cli.CliTestSupport.Result;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.eval.Metrics;
import org.infens.select.CrossValidation;
import org.infens.select.Folds;
import org.infens.spec.Learners;
import org.infens.spec.LearnerContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code infens fit}, {@code cv} and {@code learners}, checked against {@code infens train} on the same SVM. */
class FitCvCommandTest {
    @TempDir
    Path dir;

    private String data() throws IOException {
        return fixture(dir, "heart_scale").toString();
    }

    /**
     * Issue 19: {@code --learner 'svm(<100,000 characters>=1)'} was echoed whole, twice; so were the other parts of
     * a learner spec a user writes. Each is cut as {@link org.infens.data.Quote} cuts input.
     */
    @Test
    void longLearnerSpecsAreCut() throws IOException {
        String a = "a".repeat(100_000);
        for (String spec : new String[] {"svm(" + a + "=1)", a, "svm(kernel=" + a + ")", "svm(C=" + a + ")",
                "svm(C=1," + a + ")", "adaboost(base=" + a + ")", "svm(kernel=rbf(" + a + "=1))", "svm(C=1" + a,
                "svm(solver=" + a + ")", "cgens(weak=" + a + ")", "svm(C=[" + a + "])", "a-" + a + "!"}) {
            MainTest.assertShortOneLine(run("fit", "--learner", spec, data(), dir.resolve("m").toString()), 2, "fit",
                    "--learner", spec);
        }
        Result grid = run("select", "--learner", "svm", "--grid", "C=" + a, data());
        MainTest.assertShortOneLine(grid, 2, "select", "--grid", a);
    }

    @Test
    void fitWritesAModelThatPredictsAsTheSameSvmFromTrain() throws IOException {
        Path fitted = dir.resolve("fit.model");
        Result r = run("fit", "--learner", "svm(kernel=stump, C=0.5)", data(), fitted.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Learner = svm(kernel=stump, C=0.5)\nTraining accuracy = "), r.out());
        Path trained = dir.resolve("train.model");
        assertEquals(0, run("train", "-q", "-t", "5", "-c", "0.5", data(), trained.toString()).code());

        Path p1 = dir.resolve("p1");
        Path p2 = dir.resolve("p2");
        Result a = run("predict", data(), fitted.toString(), p1.toString());
        Result b = run("predict", data(), trained.toString(), p2.toString());
        assertEquals(0, a.code(), a.err());
        assertEquals(0, b.code(), b.err());
        assertEquals(b.out(), a.out());
        assertEquals(Files.readAllLines(p2), Files.readAllLines(p1));
        // the training accuracy fit prints is predict's accuracy on the training file
        Matcher m = Pattern.compile("Accuracy = (\\S+)% \\((\\d+)/(\\d+)\\)").matcher(a.out());
        assertTrue(m.find(), a.out());
        assertTrue(r.out().contains("Training accuracy = " + m.group(1) + "% (" + m.group(2) + "/" + m.group(3)
                + ")"), r.out());
    }

    /**
     * Regression: keys were printed back lower-cased ({@code cgens(..., j=20, ...)}) and c45 named its key minLeaf
     * where every other learner writes min-leaf.
     */
    @Test
    void specKeysAreEchoedAndNamedOneWay() throws IOException {
        Result r = run("fit", "--learner", "cgens(J=5)", data(), dir.resolve("cg.model").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Learner = cgens(weak=stump, C=1, J=5, "), r.out());
        r = run("fit", "--learner", "c45(minLeaf=3)", data(), dir.resolve("c45.model").toString());
        assertEquals(0, r.code(), r.err()); // the old spelling is read
        assertTrue(r.out().startsWith("Learner = c45(confidence=0.25, min-leaf=3)\n"), r.out());
        r = run("fit", "--learner", "c45(min-leaf=0)", data());
        assertEquals(2, r.code());
        assertEquals(List.of("infens: --learner 'c45(min-leaf=0)': c45: min-leaf must be finite and >= 1, got 0.0"),
                r.errLines());
        r = run("cv", "--learner", "svm(kernal=stump)", data());
        assertEquals(2, r.code());
        assertEquals(List.of("infens: --learner 'svm(kernal=stump)': unknown parameter 'kernal' for svm (did you mean"
                + " 'kernel'?); allowed: type, kernel, C, nu, epsilon, eps, cache, shrinking, solver, probability,"
                + " weights, seed"), r.errLines());
        r = run("cv", "--learner", "svm(kernel=stmp)", data());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("infens: --learner 'svm(kernel=stmp)': svm: unknown kernel 'stmp' (did you mean"
                + " 'stump'?); known kernels: "), r.err());
        Result learners = run("learners");
        assertTrue(learners.out().contains("c45(confidence=0.25, min-leaf=2)")
                && learners.out().contains("max-T=1500"), learners.out());
        assertFalse(learners.out().contains("minLeaf") || learners.out().contains("maxT"), learners.out());
    }

    @Test
    void cvPoolsTheFoldsOfSelect() throws IOException {
        Result cv = run("cv", "--learner", "svm(kernel=perceptron, C=2)", "--folds", "5", "--seed", "3", data());
        assertEquals(0, cv.code(), cv.err());
        // the same learner on Folds.stratified(data, 5, 3), the folds of `select --folds 5 --seed 3`
        Dataset d = LibsvmFormat.read(Path.of(data()));
        int[] predicted = CrossValidation.predict(Learners.create("svm(kernel=perceptron, C=2)", new LearnerContext(3, 1)), d,
                Folds.stratified(d, 5, 3));
        String pooled = "Cross Validation Accuracy = " + CFormat.g(100.0 * Metrics.correct(predicted, d) / d.size())
                + "%";
        List<String> lines = cv.out().lines().toList();
        assertEquals(pooled, lines.get(lines.size() - 1));
        assertEquals(7, lines.size(), cv.out());
        // the fold accuracies average to the printed mean (equal-sized folds up to one row)
        double sum = 0;
        for (int f = 0; f < 5; f++) {
            Matcher m = Pattern.compile("Fold " + (f + 1) + ": accuracy = (\\S+)% \\(").matcher(lines.get(f));
            assertTrue(m.find(), lines.get(f));
            sum += Double.parseDouble(m.group(1));
        }
        Matcher mean = Pattern.compile("Mean fold accuracy = (\\S+)% \\+- (\\S+) ").matcher(lines.get(5));
        assertTrue(mean.find(), lines.get(5));
        assertEquals(sum / 5, Double.parseDouble(mean.group(1)), 0.006);
    }

    /**
     * Classes of fewer rows than folds: LIBSVM's stratified folds then leave some folds without test rows; cv says so
     * and averages the others, and select's fold mean leaves them out (an error and NaN before). The pooled accuracy
     * is over every row.
     */
    @Test
    void foldsWithoutTestRowsAreNamedAndLeftOutOfTheMeans() throws IOException {
        StringBuilder rows = new StringBuilder();
        for (int c = 0; c < 10; c++) {
            for (int r = 0; r < 3; r++) {
                rows.append(c).append(" 1:").append(c + 0.1 * r).append(" 2:").append(0.3 * r).append('\n');
            }
        }
        Path rare = dir.resolve("rare.txt");
        Files.writeString(rare, rows);
        Result cv = run("cv", "--learner", "svm(C=4)", "-k", "5", rare.toString());
        assertEquals(0, cv.code(), cv.err());
        List<String> lines = cv.out().lines().toList();
        long empty = lines.stream().filter(l -> l.endsWith(": no test rows (every class has fewer rows than folds)"))
                .count();
        assertEquals(2, empty, cv.out());
        double sum = 0;
        int scored = 0;
        Matcher m = Pattern.compile("Fold \\d+: accuracy = ([0-9.]+)% \\(10 rows\\)").matcher(cv.out());
        while (m.find()) {
            sum += Double.parseDouble(m.group(1));
            scored++;
        }
        assertEquals(3, scored, cv.out());
        assertTrue(cv.out().contains("Mean fold accuracy = " + CFormat.f(sum / scored, 2) + "%"), cv.out());
        Result select = run("select", "--learner", "svm", "--grid", "C=4", "-k", "5", rare.toString());
        assertEquals(0, select.code(), select.err());
        assertFalse(select.out().toLowerCase(java.util.Locale.ROOT).contains("nan"), select.out());
        // one row per class, two folds: LIBSVM's folds give one fold every row, so the other trains on none; the
        // error names the fold rather than the file's training data
        Path six = dir.resolve("six.txt");
        Files.writeString(six, "1 1:1\n2 1:2\n3 1:3\n4 1:4\n5 1:5\n6 1:6\n");
        Result one = run("cv", "--learner", "svm", "-k", "2", six.toString());
        assertEquals(1, one.code());
        assertTrue(one.err().startsWith("infens: " + six + ": fold 2 of 2 (0 training rows): training data has no"
                + " examples"), one.err());
        Result grid = run("select", "--learner", "svm", "--grid", "C=1,2", "-k", "2", six.toString());
        assertEquals(1, grid.code());
        assertTrue(grid.err().contains("fold 2 of 2 (0 training rows): training data has no examples"), grid.err());
    }

    @Test
    void cvDoesNotDependOnThreads() throws IOException {
        Result one = run("cv", "--learner", "svm(kernel=rbf(gamma=0.1))", "--threads", "1", data());
        Result two = run("cv", "--learner", "svm(kernel=rbf(gamma=0.1))", "--threads", "2", data());
        assertEquals(0, one.code(), one.err());
        assertEquals(0, two.code(), two.err());
        assertTrue(one.out().contains("Cross Validation Accuracy = "), one.out());
        assertEquals(one.out(), two.out());
    }

    @Test
    void badLearnerSpecsAreOneLineUsageErrors() throws IOException {
        Result r = run("fit", "--learner", "svn", data());
        assertEquals(2, r.code());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("infens: --learner 'svn': unknown learner 'svn' (did you mean 'svm'?); known learners: "), r.err());
        assertTrue(r.err().contains("svm"), r.err());

        r = run("cv", "--learner", "svm(C=0)", data());
        assertEquals(2, r.code());
        assertEquals(List.of("infens: --learner 'svm(C=0)': svm: C must be > 0, got 0.0"), r.errLines());

        r = run("fit", "--learner", "svm(kernel=stump", data());
        assertEquals(2, r.code());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("infens: --learner 'svm(kernel=stump': "), r.err());

        r = run("fit", data());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--learner"), r.err());

        r = run("cv", "--learner", "svm", "--folds", "1", data());
        assertEquals(List.of("infens: --folds must be >= 2, got 1"), r.errLines());
        assertFalse(Files.exists(dir.resolve("heart_scale.model")));
    }

    @Test
    void learnersListsEveryLearnerWithItsDefaults() {
        Result r = run("learners");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("  svm(type=c-svc, kernel=rbf, C=1, nu=0.5, epsilon=0.1, eps=0.001, cache=100, shrinking=1,"
                + " solver=auto, probability=0, weights={})\n"), r.out());
        assertTrue(r.out().contains("Kernels (kernel=SPEC): "), r.out());
        assertTrue(r.out().contains("stump"), r.out());
    }
}
