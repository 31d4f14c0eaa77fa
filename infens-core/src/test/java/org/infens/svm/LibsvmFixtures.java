package org.infens.svm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;

/**
 * Reads the LIBSVM parity fixtures under {@code src/test/resources/org/infens/svm/libsvm} (made by
 * {@code scripts/fixtures/make-libsvm-fixtures.sh}; see the README there): the case table, the data sets, the
 * models written by {@code svm-train} and the labels written by {@code svm-predict}.
 */
final class LibsvmFixtures {
    static final String ROOT = "/org/infens/svm/libsvm/";

    private LibsvmFixtures() {
    }

    /** One binary sub-problem as svm-train reported it. */
    record PairStats(String pair, long iterations, double objective, double rho, int supportVectors,
                     int boundedSupportVectors) {
    }

    /** One svm-train run: its name, files, options and the report of each pair, in LIBSVM's pair order. */
    record Case(String name, String train, String test, String options, List<PairStats> pairs,
                int totalSupportVectors) {
        /** The value of a single-letter option such as {@code -c}, or {@code fallback}. */
        String option(String flag, String fallback) {
            String[] t = options.trim().split("\\s+");
            for (int i = 0; i + 1 < t.length; i++) {
                if (t[i].equals(flag)) {
                    return t[i + 1];
                }
            }
            return fallback;
        }

        double cost() {
            return Double.parseDouble(option("-c", "1"));
        }

        int kernelType() {
            return Integer.parseInt(option("-t", "2"));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** Every case of {@code cases.csv}, in file order. */
    static List<Case> cases() {
        Map<String, List<String[]>> rows = new LinkedHashMap<>();
        for (String line : lines("cases.csv")) {
            if (line.startsWith("case,") || line.isBlank()) {
                continue;
            }
            String[] f = line.split(",");
            rows.computeIfAbsent(f[0], k -> new ArrayList<>()).add(f);
        }
        List<Case> out = new ArrayList<>();
        for (List<String[]> r : rows.values()) {
            List<PairStats> pairs = new ArrayList<>();
            for (String[] f : r) {
                pairs.add(new PairStats(f[4], Long.parseLong(f[5]), Double.parseDouble(f[6]),
                        Double.parseDouble(f[7]), Integer.parseInt(f[8]), Integer.parseInt(f[9])));
            }
            String[] f = r.get(0);
            out.add(new Case(f[0], f[1], f[2], f[3], pairs, Integer.parseInt(f[10])));
        }
        return out;
    }

    /** A case by name. */
    static Case byName(String name) {
        for (Case c : cases()) {
            if (c.name().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException("no fixture case " + name);
    }

    /** Path of a fixture file. */
    static Path path(String relative) {
        URL url = LibsvmFixtures.class.getResource(ROOT + relative);
        if (url == null) {
            throw new IllegalStateException("missing test resource " + ROOT + relative
                    + "; run scripts/fixtures/make-libsvm-fixtures.sh");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A data set of {@code data/}, read as LIBSVM format. */
    static Dataset data(String name) {
        try {
            return org.infens.data.LibsvmFormat.read(path("data/" + name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The labels svm-predict wrote for a case's test file, one per row. */
    static List<String> predictions(String caseName) {
        List<String> out = new ArrayList<>();
        for (String line : lines("predictions/" + caseName + ".pred")) {
            if (!line.isBlank()) {
                out.add(Labels.canonical(line.trim()));
            }
        }
        return out;
    }

    /** The kernel svm-train used, as an Infens kernel (precomputed {@code -t 4} fixtures hold the stump kernel). */
    static Kernel kernel(Case c) {
        switch (c.kernelType()) {
            case 0:
                return new org.infens.kernel.LinearKernel();
            case 1:
                return new org.infens.kernel.PolynomialKernel(Double.parseDouble(c.option("-g", "NaN")),
                        Double.parseDouble(c.option("-r", "0")), Integer.parseInt(c.option("-d", "3")));
            case 2:
                return new org.infens.kernel.GaussianKernel(Double.parseDouble(c.option("-g", "NaN")));
            case 4:
                return org.infens.kernel.StumpKernel.simplified();
            default:
                throw new IllegalArgumentException("unsupported kernel type in case " + c);
        }
    }

    /**
     * svm-train's model file of a case as an {@link SvmModel} with the given kernel, so that its decision values
     * can be computed with the same code as ours. For precomputed-kernel models ({@code 0:serial} rows) the
     * support vectors are looked up in {@code train} by serial number (1-based).
     */
    static SvmModel libsvmModel(Case c, Dataset train, Kernel kernel) {
        List<String> lines = gzipLines("models/" + c.name() + ".model.gz");
        int k = -1;
        String[] labelNames = null;
        int[] nrSv = null;
        double[] rho = null;
        int at = 0;
        for (; at < lines.size(); at++) {
            String[] t = lines.get(at).trim().split("\\s+");
            switch (t[0]) {
                case "nr_class" -> k = Integer.parseInt(t[1]);
                case "rho" -> {
                    rho = new double[t.length - 1];
                    for (int i = 1; i < t.length; i++) {
                        rho[i - 1] = Double.parseDouble(t[i]);
                    }
                }
                case "label" -> {
                    labelNames = new String[t.length - 1];
                    for (int i = 1; i < t.length; i++) {
                        labelNames[i - 1] = Labels.canonical(t[i]);
                    }
                }
                case "nr_sv" -> {
                    nrSv = new int[t.length - 1];
                    for (int i = 1; i < t.length; i++) {
                        nrSv[i - 1] = Integer.parseInt(t[i]);
                    }
                }
                default -> {
                }
            }
            if (t[0].equals("SV")) {
                at++;
                break;
            }
        }
        if (k < 2 || labelNames == null || nrSv == null || rho == null) {
            throw new IllegalStateException("incomplete model header in " + c.name());
        }
        int l = lines.size() - at;
        double[][] coef = new double[k - 1][l];
        int d = train.dimension();
        double[][] x = new double[l][];
        int[] cls = new int[l];
        for (int s = 0, cl = 0, seen = 0; s < l; s++) {
            while (seen == nrSv[cl]) {
                cl++;
                seen = 0;
            }
            seen++;
            cls[s] = cl;
            String[] t = lines.get(at + s).trim().split("\\s+");
            for (int r = 0; r < k - 1; r++) {
                coef[r][s] = Double.parseDouble(t[r]);
            }
            x[s] = new double[d];
            for (int u = k - 1; u < t.length; u++) {
                int colon = t[u].indexOf(':');
                int index = Integer.parseInt(t[u].substring(0, colon));
                double v = Double.parseDouble(t[u].substring(colon + 1));
                if (index == 0) {
                    train.copyRow((int) v - 1, x[s]);
                } else {
                    x[s][index - 1] = v;
                }
            }
        }
        Labels labels = Labels.of(labelNames);
        Dataset sv = Dataset.dense(x, cls, labels);
        return new SvmModel(new SvmModel.State(labels, kernel, nrSv, rho, coef, List.of(), sv, List.of()),
                new Provenance("libsvm", c.options(), 0L, sv.fingerprint(), Provenance.UNKNOWN_DIMENSION, "3.24"));
    }

    private static List<String> lines(String relative) {
        try {
            return Files.readAllLines(path(relative), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> gzipLines(String relative) {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(path(relative)));
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            List<String> out = new ArrayList<>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank()) {
                    out.add(line);
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
