package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.kernel.Kernels;
import org.infens.svm.OneClassSvmTrainer;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmType;
import org.infens.svm.SvrTrainer;
import org.junit.jupiter.api.Test;

/**
 * {@link Folds#libsvmUnstratified} against LIBSVM's own {@code svm_cross_validation} of the one-class SVM and
 * regression (libsvm.so 3.24; fixtures in libsvm-cv-single/, made by its make-fixtures.sh): training each fold's rows
 * in the folds' order and predicting its test rows gives LIBSVM's out-of-fold prediction of every row (values within
 * 1e-6 relative, labels on at least 99.5% of rows) and svm-train's summary lines. Other folds change every value, so
 * this checks the folds row for row; the folds are cross-validated by {@link CrossValidation} (and scored by
 * {@link CrossValidation.RegressionScores}), so it checks those against LIBSVM too.
 */
class LibsvmUnstratifiedFoldsTest {
    private static Dataset read(String name) throws IOException {
        String path = name.startsWith("heart_scale") ? "/org/infens/io/libsvm/" + name : "libsvm-cv/" + name;
        try (InputStream in = Objects.requireNonNull(LibsvmUnstratifiedFoldsTest.class.getResourceAsStream(path),
                path)) {
            return LibsvmFormat.read(new InputStreamReader(in, StandardCharsets.UTF_8), name);
        }
    }

    private static List<String> lines(String resource) throws IOException {
        try (InputStream in = Objects.requireNonNull(LibsvmUnstratifiedFoldsTest.class.getResourceAsStream(resource),
                resource)) {
            return List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
        }
    }

    @Test
    void foldsPredictEveryRowAsSvmCrossValidation() throws IOException {
        int cases = 0;
        for (String line : lines("libsvm-cv-single/cases.tsv")) {
            String[] f = line.split("\t");
            if (f[0].equals("name")) {
                continue;
            }
            Dataset data = read(f[1]);
            int k = Integer.parseInt(f[2]);
            SvmType type = SvmType.fromLibsvmNumber(Integer.parseInt(f[3]));
            SvmParams params = SvmParams.of(Kernels.fromLibsvmType(2, Double.NaN, 0, 3)).withType(type)
                    .withNu(Double.parseDouble(f[4])).withEpsilon(Double.parseDouble(f[5]));
            List<Fold> folds = Folds.libsvmUnstratified(data.size(), k, 1);
            // cross-validation as the library runs it (two folds at once), as infens cv and select run it
            double[] value;
            if (type == SvmType.ONE_CLASS) {
                int[] classes = CrossValidation.predict(new OneClassSvmTrainer(params), data, folds, 2);
                value = new double[data.size()];
                for (int r = 0; r < value.length; r++) {
                    value[r] = Double.parseDouble(data.labels().name(classes[r]));
                }
            } else {
                value = CrossValidation.predictValues(new SvrTrainer(params), data, folds, 2);
            }
            List<String> expected = lines("libsvm-cv-single/" + f[0] + ".cv");
            int summary = type == SvmType.ONE_CLASS ? 1 : 2;
            assertEquals(data.size() + summary, expected.size(), f[0]);
            double[] target = data.targets();
            int same = 0;
            for (int r = 0; r < value.length; r++) {
                double theirs = Double.parseDouble(expected.get(summary + r));
                if (type == SvmType.ONE_CLASS) {
                    same += theirs == value[r] ? 1 : 0;
                } else {
                    assertEquals(theirs, value[r], 1e-6 * Math.max(1, Math.abs(theirs)), f[0] + " row " + (r + 1));
                    same++;
                }
            }
            assertTrue(same >= 0.995 * value.length, f[0] + ": " + same + " of " + value.length + " rows");
            if (type == SvmType.ONE_CLASS) {
                int correct = 0;
                for (int r = 0; r < value.length; r++) {
                    correct += value[r] == target[r] ? 1 : 0;
                }
                assertEquals(expected.get(0), "Cross Validation Accuracy = "
                        + CFormat.g(100.0 * correct / value.length) + "%", f[0]);
            } else {
                CrossValidation.RegressionScores scores = CrossValidation.RegressionScores.of(value, target, folds);
                assertEquals(expected.subList(0, 2), List.of(
                        "Cross Validation Mean squared error = " + CFormat.g(scores.meanSquaredError()),
                        "Cross Validation Squared correlation coefficient = "
                                + CFormat.g(scores.squaredCorrelation())), f[0]);
            }
            cases++;
        }
        assertEquals(6, cases);
    }

    @Test
    void foldsAreLibsvmsShuffleCutIntoSlices() {
        List<Fold> folds = Folds.libsvmUnstratified(10, 3, 1);
        assertEquals(3, folds.size());
        int[] sizes = {folds.get(0).test().length, folds.get(1).test().length, folds.get(2).test().length};
        assertArrayEquals(new int[] {3, 3, 4}, sizes, "slices [f*n/k, (f+1)*n/k)");
        boolean[] seen = new boolean[10];
        for (Fold f : folds) {
            assertEquals(10, f.train().length + f.test().length);
            for (int r : f.test()) {
                assertTrue(!seen[r], "test sets partition the rows");
                seen[r] = true;
            }
        }
        Dataset three = Dataset.dense(new double[10][1], new int[10], org.infens.data.Labels.of("1"));
        assertEquals(Folds.libsvmUnstratified(10, 10, 1), Folds.libsvm(three, 10, 1), "leave-one-out is the same");
        assertEquals(Folds.libsvmUnstratified(10, 3, 1), Folds.libsvmUnstratified(10, 3, 1 + (1L << 32)),
                "an unsigned int seed");
    }
}
