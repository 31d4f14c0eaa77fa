package org.infens.svm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/** Test-only stand-in for {@code org.infens.data.LibsvmFormat.read} until the data package lands. */
final class TestData {
    private TestData() {
    }

    static Dataset readLibsvm(Path file) throws IOException {
        List<String> names = new ArrayList<>();
        List<Integer> ys = new ArrayList<>();
        List<double[]> rows = new ArrayList<>();
        int d = 0;
        for (String line : Files.readAllLines(file)) {
            String[] t = line.trim().split("\\s+");
            if (t.length == 0 || t[0].isEmpty()) {
                continue;
            }
            String lab = Labels.canonical(t[0]);
            int c = names.indexOf(lab);
            if (c < 0) {
                c = names.size();
                names.add(lab);
            }
            ys.add(c);
            double[] r = new double[t.length - 1];
            int[] idx = new int[t.length - 1];
            for (int k = 1; k < t.length; k++) {
                int colon = t[k].indexOf(':');
                idx[k - 1] = Integer.parseInt(t[k].substring(0, colon));
                r[k - 1] = Double.parseDouble(t[k].substring(colon + 1));
                d = Math.max(d, idx[k - 1]);
            }
            double[] packed = new double[2 * r.length];
            for (int k = 0; k < r.length; k++) {
                packed[2 * k] = idx[k];
                packed[2 * k + 1] = r[k];
            }
            rows.add(packed);
        }
        double[][] x = new double[rows.size()][d];
        int[] y = new int[rows.size()];
        for (int i = 0; i < x.length; i++) {
            double[] p = rows.get(i);
            for (int k = 0; k < p.length; k += 2) {
                x[i][(int) p[k] - 1] = p[k + 1];
            }
            y[i] = ys.get(i);
        }
        return Dataset.dense(x, y, Labels.of(names));
    }
}
