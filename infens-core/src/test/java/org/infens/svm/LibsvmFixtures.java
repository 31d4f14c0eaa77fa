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
 * {@code scripts/fixtures/make-libsvm-fixtures.sh}; see the README there): the case tables ({@code cases.csv} for
 * C-SVC, {@code formulations.csv} for {@code -s 0..4} with and without {@code -b 1}), the data sets, the models
 * written by {@code svm-train} and the labels or values written by {@code svm-predict}.
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
            return LibsvmFixtures.option(options, flag, fallback);
        }

        double cost() {
            return real(options, "-c", "1");
        }

        int kernelType() {
            return Integer.parseInt(option("-t", "2"));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * One svm-train run of {@code formulations.csv}: its options ({@code -s}, {@code -t}, {@code -c}, {@code -n},
     * {@code -p}, {@code -b}, always {@code -e 0.001 -m 100}), the report of each pair in LIBSVM's pair order (one
     * pair, {@code 0-1}, for the one-class SVM and regression), what svm-train printed beside it ({@code nu = }
     * for C-SVC and epsilon-SVR, {@code C = } for nu-SVC, {@code epsilon = } for nu-SVR; NaN where it printed
     * none), the total number of support vectors, and the sigma of the Laplace model of an SVR trained with
     * {@code -b 1} (NaN otherwise).
     */
    record Formulation(String name, String train, String test, String options, List<PairStats> pairs,
                       List<Double> printedEquivalent, int totalSupportVectors, double sigma) {
        /** The value of a single-letter option such as {@code -n}, or {@code fallback}. */
        String option(String flag, String fallback) {
            return LibsvmFixtures.option(options, flag, fallback);
        }

        /** The formulation ({@code -s}). */
        SvmType type() {
            return SvmType.values()[Integer.parseInt(option("-s", "0"))];
        }

        /** Whether it was trained with {@code -b 1} (Platt scaling or the Laplace model of residuals). */
        boolean probability() {
            return option("-b", "0").equals("1");
        }

        /**
         * The Infens parameters of the run: the same kernel, C, nu, epsilon (LIBSVM's {@code -p}) and eps, with
         * shrinking (svm-train's default {@code -h 1}) and LIBSVM's defaults for what the options leave out.
         */
        SvmParams params() {
            return SvmParams.of(kernel(options)).withType(type())
                    .withC(real(options, "-c", "1"))
                    .withNu(real(options, "-n", "0.5"))
                    .withEpsilon(real(options, "-p", "0.1"))
                    .withEps(real(options, "-e", "0.001"))
                    .withShrinking(option("-h", "1").equals("1"));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** The value of the single-letter option {@code flag} in svm-train options, or {@code fallback}. */
    static String option(String options, String flag, String fallback) {
        String[] t = options.trim().split("\\s+");
        for (int i = 0; i + 1 < t.length; i++) {
            if (t[i].equals(flag)) {
                return t[i + 1];
            }
        }
        return fallback;
    }

    /**
     * A real-valued svm-train option as the fixtures' svm-train used it. Debian's build of svm-train 3.24
     * (libsvm-tools 3.24+ds-6) reads them with {@code strtof}, not upstream's {@code atof}: the value it trains with
     * is the text's single-precision rounding (its model files say {@code gamma 0.076923079788684845} for
     * {@code -g 0.076923076923076927}, {@code coef0 1} for {@code -r 1.00000001}; {@code -n 0.30000002} and
     * {@code -c 100.000003} train exactly as 0.3 and 100 do, {@code -n 0.30000003} and {@code -c 100.000004} do
     * not). {@link Float#parseFloat} rounds the same way (both round correctly).
     */
    static double real(String options, String flag, String fallback) {
        return Float.parseFloat(option(options, flag, fallback));
    }

    /** Every run of {@code formulations.csv}, in file order. */
    static List<Formulation> formulations() {
        Map<String, List<String[]>> rows = new LinkedHashMap<>();
        for (String line : lines("formulations.csv")) {
            if (line.startsWith("case,") || line.isBlank()) {
                continue;
            }
            String[] f = line.split(",", -1);
            rows.computeIfAbsent(f[0], k -> new ArrayList<>()).add(f);
        }
        List<Formulation> out = new ArrayList<>();
        for (List<String[]> r : rows.values()) {
            List<PairStats> pairs = new ArrayList<>();
            List<Double> printed = new ArrayList<>();
            for (String[] f : r) {
                pairs.add(new PairStats(f[4], Long.parseLong(f[5]), Double.parseDouble(f[6]),
                        Double.parseDouble(f[7]), Integer.parseInt(f[8]), Integer.parseInt(f[9])));
                String equivalent = !f[11].isEmpty() ? f[11] : !f[12].isEmpty() ? f[12] : f[13];
                printed.add(equivalent.isEmpty() ? Double.NaN : Double.parseDouble(equivalent));
            }
            String[] f = r.get(0);
            out.add(new Formulation(f[0], f[1], f[2], f[3], pairs, printed, Integer.parseInt(f[10]),
                    f[14].isEmpty() ? Double.NaN : Double.parseDouble(f[14])));
        }
        return out;
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

    /** The values svm-predict wrote for a regression run's test file (17 significant digits), one per row. */
    static double[] predictedValues(String caseName) {
        List<String> lines = lines("predictions/" + caseName + ".pred");
        return lines.stream().filter(l -> !l.isBlank()).mapToDouble(l -> Double.parseDouble(l.trim())).toArray();
    }

    /** The lines svm-predict wrote for a run's test file, as written (with -b 1: the labels line first). */
    static List<String> predictionLines(String caseName) {
        return lines("predictions/" + caseName + ".pred").stream().filter(l -> !l.isBlank()).toList();
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
        return kernel(c.options());
    }

    /** The kernel of svm-train options, as an Infens kernel (precomputed {@code -t 4}: the stump kernel). */
    static Kernel kernel(String options) {
        switch (Integer.parseInt(option(options, "-t", "2"))) {
            case 0:
                return new org.infens.kernel.LinearKernel();
            case 1:
                return new org.infens.kernel.PolynomialKernel(real(options, "-g", "NaN"), real(options, "-r", "0"),
                        Integer.parseInt(option(options, "-d", "3")));
            case 2:
                return new org.infens.kernel.GaussianKernel(real(options, "-g", "NaN"));
            case 4:
                return org.infens.kernel.StumpKernel.simplified();
            default:
                throw new IllegalArgumentException("unsupported kernel type in options " + options);
        }
    }

    /**
     * svm-train's model file of a case as an {@link SvmModel} with the given kernel, so that its decision values
     * can be computed with the same code as ours. For precomputed-kernel models ({@code 0:serial} rows) the
     * support vectors are looked up in {@code train} by serial number (1-based).
     */
    static SvmModel libsvmModel(Case c, Dataset train, Kernel kernel) {
        return libsvmModel(c.name(), c.options(), train, kernel);
    }

    /** svm-train's C-SVC or nu-SVC model {@code models/<name>.model.gz} as an {@link SvmModel}, as above. */
    static SvmModel libsvmModel(String name, String options, Dataset train, Kernel kernel) {
        List<String> lines = gzipLines("models/" + name + ".model.gz");
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
            throw new IllegalStateException("incomplete model header in " + name);
        }
        int l = lines.size() - at;
        double[][] coef = new double[k - 1][l];
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
            x[s] = supportVector(t, k - 1, train);
        }
        Labels labels = Labels.of(labelNames);
        Dataset sv = Dataset.dense(x, cls, labels);
        return new SvmModel(new SvmModel.State(labels, kernel, nrSv, rho, coef, List.of(), sv, List.of()),
                new Provenance("libsvm", options, 0L, sv.fingerprint(), Provenance.UNKNOWN_DIMENSION, "3.24"));
    }

    /**
     * svm-train's model file of a one-class SVM or a regression as its single function f(x) = sum_s coef_s
     * k(sv_s, x) - rho: the {@code rho} line, then one {@code coef index:value ...} line per support vector (a
     * precomputed-kernel model's {@code 0:serial} rows looked up in {@code train}, 1-based).
     */
    record SingleFunctionFile(double rho, double[] coefficients, Dataset supportVectors) {
    }

    /** Reads the single function of a one-class or regression model file ({@code models/<name>.model.gz}). */
    static SingleFunctionFile singleFunction(String name, Dataset train) {
        List<String> lines = gzipLines("models/" + name + ".model.gz");
        double rho = Double.NaN;
        int at = 0;
        for (; at < lines.size(); at++) {
            String[] t = lines.get(at).trim().split("\\s+");
            if (t[0].equals("rho")) {
                rho = Double.parseDouble(t[1]);
            }
            if (t[0].equals("SV")) {
                at++;
                break;
            }
        }
        int l = lines.size() - at;
        double[] coef = new double[l];
        double[][] x = new double[l][];
        for (int s = 0; s < l; s++) {
            String[] t = lines.get(at + s).trim().split("\\s+");
            coef[s] = Double.parseDouble(t[0]);
            x[s] = supportVector(t, 1, train);
        }
        Labels one = Labels.of("sv");
        return new SingleFunctionFile(rho, coef, Dataset.dense(x, new int[l], one));
    }

    /**
     * The value(s) of a header line of a model file ({@code gamma}, {@code coef0}, {@code rho}, ...) as written, or
     * null if it has none.
     */
    static String modelHeader(String name, String key) {
        for (String line : gzipLines("models/" + name + ".model.gz")) {
            String[] t = line.trim().split("\\s+", 2);
            if (t[0].equals("SV")) {
                break;
            }
            if (t[0].equals(key)) {
                return t[1].trim();
            }
        }
        return null;
    }

    /** svm-train's one-class model of a run as a {@link OneClassSvmModel} with the given kernel. */
    static OneClassSvmModel libsvmOneClassModel(String name, Dataset train, Kernel kernel) {
        SingleFunctionFile f = singleFunction(name, train);
        return new OneClassSvmModel(new OneClassSvmModel.State(kernel, f.rho(), f.coefficients(), List.of(),
                f.supportVectors(), List.of()), provenance(name, f.supportVectors()));
    }

    /** svm-train's regression model of a run as an {@link SvrModel} with the given kernel. */
    static SvrModel libsvmSvrModel(String name, SvmType type, Dataset train, Kernel kernel) {
        SingleFunctionFile f = singleFunction(name, train);
        return new SvrModel(new SvrModel.State(kernel, f.rho(), f.coefficients(), List.of(), f.supportVectors(),
                List.of(), type.specName()), provenance(name, f.supportVectors()));
    }

    private static Provenance provenance(String name, Dataset sv) {
        return new Provenance("libsvm", name, 0L, sv.fingerprint(), Provenance.UNKNOWN_DIMENSION, "3.24");
    }

    /**
     * The features of a support vector line's tokens from {@code from} on: {@code index:value} pairs, or a
     * precomputed kernel's {@code 0:serial}, which stands for row serial - 1 of {@code train}.
     */
    private static double[] supportVector(String[] t, int from, Dataset train) {
        double[] x = new double[train.dimension()];
        for (int u = from; u < t.length; u++) {
            int colon = t[u].indexOf(':');
            int index = Integer.parseInt(t[u].substring(0, colon));
            double v = Double.parseDouble(t[u].substring(colon + 1));
            if (index == 0) {
                train.copyRow((int) v - 1, x);
            } else {
                x[index - 1] = v;
            }
        }
        return x;
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
