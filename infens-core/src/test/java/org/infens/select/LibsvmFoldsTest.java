package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.LibsvmFormat;
import org.infens.kernel.Kernels;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.Test;

/**
 * {@link Folds#libsvm} against LIBSVM's own {@code svm_cross_validation} (libsvm.so 3.24; fixtures in
 * libsvm-cv/, made by libsvm-cv/make-fixtures.sh): cross-validating an SVM on those folds predicts every row as
 * LIBSVM does (at least 99.5% of rows; LIBSVM's single-precision kernel cache may flip a boundary row) and gives
 * svm-train's accuracy line. Different folds change many predictions of these sets, so this checks the folds.
 */
class LibsvmFoldsTest {
    private static Dataset read(String name) throws IOException {
        String path = name.startsWith("heart_scale") || name.startsWith("heart3") ? "/org/infens/io/libsvm/" + name
                : "libsvm-cv/" + name;
        try (InputStream in = Objects.requireNonNull(LibsvmFoldsTest.class.getResourceAsStream(path), path)) {
            return LibsvmFormat.read(new InputStreamReader(in, StandardCharsets.UTF_8), name);
        }
    }

    private static List<String> lines(String resource) throws IOException {
        try (InputStream in = Objects.requireNonNull(LibsvmFoldsTest.class.getResourceAsStream(resource), resource)) {
            return List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
        }
    }

    @Test
    void crossValidationOnLibsvmsFoldsPredictsAsLibsvm() throws IOException {
        int cases = 0;
        for (String line : lines("libsvm-cv/cases.tsv")) {
            String[] f = line.split("\t");
            if (f[0].equals("name")) {
                continue;
            }
            Dataset data = read(f[1]);
            int k = Integer.parseInt(f[2]);
            double gamma = Double.parseDouble(f[5]);
            SvmParams params = new SvmParams(Kernels.fromLibsvmType(Integer.parseInt(f[3]),
                    gamma == 0 ? Double.NaN : gamma, 0, 3), Double.parseDouble(f[4]), 1e-3, 100, true, Map.of(), 1);
            int[] predicted = CrossValidation.predict(new SvmTrainer(params), data, Folds.libsvm(data, k, 1));
            List<String> theirs = lines("libsvm-cv/" + f[0] + ".cv");
            assertEquals(data.size() + 1, theirs.size(), f[0]);
            int same = 0;
            int correct = 0;
            for (int i = 0; i < data.size(); i++) {
                String ours = data.labels().name(predicted[i]);
                if (ours.equals(Labels.canonical(theirs.get(i + 1)))) {
                    same++;
                }
                if (predicted[i] == data.classOf(i)) {
                    correct++;
                }
            }
            assertTrue(same >= 0.995 * data.size(), f[0] + ": " + same + " of " + data.size() + " predictions agree");
            assertEquals(theirs.get(0), "Cross Validation Accuracy = " + CFormat.g(100.0 * correct / data.size())
                    + "%", f[0]);
            cases++;
        }
        assertEquals(9, cases);
    }

    @Test
    void foldsPartitionTheRowsAndStratifyAsLibsvm() throws IOException {
        Dataset data = read("heart3_scale");
        for (int k : new int[] {2, 5, 7, data.size()}) {
            List<Fold> folds = Folds.libsvm(data, k, 1);
            int[] inTest = new int[data.size()];
            for (Fold fold : folds) {
                Arrays.stream(fold.test()).forEach(r -> inTest[r]++);
                assertEquals(data.size(), fold.trainSize() + fold.testSize());
            }
            assertTrue(Arrays.stream(inTest).allMatch(c -> c == 1), "the test sets partition the rows, k = " + k);
            for (Fold fold : folds) {
                // the training rows are the other folds' test rows, in LIBSVM's perm order
                List<Integer> expected = new ArrayList<>();
                for (Fold other : folds) {
                    if (other != fold) {
                        Arrays.stream(other.test()).forEach(expected::add);
                    }
                }
                assertEquals(expected, Arrays.stream(fold.train()).boxed().toList(), "k = " + k);
            }
            if (k < data.size()) {
                int[] total = data.classCounts();
                for (Fold fold : folds) {
                    int[] count = new int[total.length];
                    for (int r : fold.test()) {
                        count[data.classOf(r)]++;
                    }
                    for (int c = 0; c < total.length; c++) {
                        assertTrue(Math.abs(count[c] - (double) total[c] / k) < 1, "class " + c + ", k = " + k);
                    }
                }
            }
        }
    }

    @Test
    void theSeedIsSrandsAndChangesTheFolds() throws IOException {
        Dataset data = read("heart_scale");
        assertEquals(Folds.libsvm(data, 5, 1), Folds.libsvm(data, 5, 0), "srand(0) is srand(1) in glibc");
        assertEquals(Folds.libsvm(data, 5, 9), Folds.libsvm(data, 5, 9 + (1L << 32)), "an unsigned int seed");
        assertNotEquals(Folds.libsvm(data, 5, 1), Folds.libsvm(data, 5, 2));
        int[] first = Folds.libsvm(data, 5, 1).get(0).test();
        assertArrayEquals(first, Folds.libsvm(data, 5, 1).get(0).test(), "deterministic");
    }
}
