package org.infens.calibrate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.LibsvmFormat;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.LinearKernel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmType;

/**
 * Reads the fixtures of {@code src/test/resources/org/infens/calibrate/libsvm} (made by
 * {@code scripts/fixtures/make-probability-fixtures.sh}; the README there says how): the cases, their data, the
 * {@code probA}/{@code probB} of svm-train's model files and what svm-predict -b 1 wrote.
 */
final class ProbabilityFixtures {
    static final String ROOT = "/org/infens/calibrate/libsvm/";

    private ProbabilityFixtures() {
    }

    /** One svm-train -b 1 run: its name, training file and options. */
    record Case(String name, String train, String options) {
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

        /** The formulation of {@code -s}. */
        SvmType type() {
            return SvmType.values()[Integer.parseInt(option("-s", "0"))];
        }

        /** svm-train's parameters as Infens parameters (kernel, C, nu, eps, class weights); gamma 1/d when not given. */
        SvmParams params(Dataset data) {
            Kernel kernel = switch (Integer.parseInt(option("-t", "2"))) {
                case 0 -> new LinearKernel();
                case 2 -> new GaussianKernel(Double.parseDouble(option("-g", "" + 1.0 / data.dimension())));
                default -> throw new IllegalArgumentException("unsupported kernel in case " + name);
            };
            return SvmParams.of(kernel).withType(type()).withC(Double.parseDouble(option("-c", "1")))
                    .withNu(Double.parseDouble(option("-n", "0.5")))
                    .withEps(Double.parseDouble(option("-e", "0.001")))
                    .withClassWeights(classWeights());
        }

        /** The class weights of {@code -wLABEL WEIGHT} options. */
        Map<String, Double> classWeights() {
            Map<String, Double> w = new TreeMap<>();
            String[] t = options.trim().split("\\s+");
            for (int i = 0; i + 1 < t.length; i++) {
                if (t[i].startsWith("-w")) {
                    w.put(t[i].substring(2), Double.parseDouble(t[i + 1]));
                }
            }
            return w;
        }

        /** The training data (heart_scale is the bundled copy). */
        Dataset data() {
            if (train.equals("heart_scale")) {
                return BundledData.load("heart");
            }
            try (BufferedReader r = reader("data/" + train, false)) {
                return LibsvmFormat.read(r, train);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** What svm-train wrote in a model file's header: class labels, probA and probB. */
    record Header(List<String> labels, double[] probA, double[] probB) {
    }

    /** What svm-predict -b 1 wrote: the labels line, and per row the label and probabilities. */
    record Output(List<String> labels, List<String> predicted, List<double[]> probabilities) {
    }

    /** Every case of {@code cases.txt}. */
    static List<Case> cases() {
        List<Case> out = new ArrayList<>();
        for (String line : lines("cases.txt", false)) {
            if (!line.startsWith("#") && !line.isBlank()) {
                String[] f = line.split("\\|");
                out.add(new Case(f[0], f[1], f[2]));
            }
        }
        return out;
    }

    /** The header of a case's model file. */
    static Header header(Case c) {
        List<String> labels = List.of();
        double[] a = null;
        double[] b = null;
        for (String line : lines("models/" + c.name() + ".model.gz", true)) {
            String[] t = line.trim().split("\\s+");
            if (t[0].equals("SV")) {
                break;
            }
            switch (t[0]) {
                case "label" -> {
                    List<String> l = new ArrayList<>();
                    for (int i = 1; i < t.length; i++) {
                        l.add(Labels.canonical(t[i]));
                    }
                    labels = List.copyOf(l);
                }
                case "probA" -> a = numbers(t);
                case "probB" -> b = numbers(t);
                default -> {
                }
            }
        }
        return new Header(labels, a, b);
    }

    /** A case's svm-predict -b 1 output on its training file. */
    static Output output(Case c) {
        List<String> labels = List.of();
        List<String> predicted = new ArrayList<>();
        List<double[]> probabilities = new ArrayList<>();
        for (String line : lines("predictions/" + c.name() + ".pred", false)) {
            String[] t = line.trim().split("\\s+");
            if (t[0].equals("labels")) {
                List<String> l = new ArrayList<>();
                for (int i = 1; i < t.length; i++) {
                    l.add(Labels.canonical(t[i]));
                }
                labels = List.copyOf(l);
                continue;
            }
            predicted.add(t[0]);
            probabilities.add(numbers(t));
        }
        return new Output(labels, predicted, probabilities);
    }

    private static double[] numbers(String[] t) {
        double[] v = new double[t.length - 1];
        for (int i = 1; i < t.length; i++) {
            v[i - 1] = Double.parseDouble(t[i]);
        }
        return v;
    }

    private static List<String> lines(String relative, boolean gzip) {
        try (BufferedReader r = reader(relative, gzip)) {
            List<String> out = new ArrayList<>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(line);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static BufferedReader reader(String relative, boolean gzip) throws IOException {
        InputStream in = ProbabilityFixtures.class.getResourceAsStream(ROOT + relative);
        if (in == null) {
            throw new IllegalStateException("missing test resource " + ROOT + relative
                    + "; run scripts/fixtures/make-probability-fixtures.sh");
        }
        return new BufferedReader(new InputStreamReader(gzip ? new GZIPInputStream(in) : in, StandardCharsets.UTF_8));
    }
}
