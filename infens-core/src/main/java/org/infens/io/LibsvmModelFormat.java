package org.infens.io;

import org.infens.data.CFormat;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.infens.Provenance;
import org.infens.Version;
import org.infens.data.AtomicFiles;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;
import org.infens.data.TextInput;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.spec.Spec;
import org.infens.svm.SvmModel;

/**
 * LIBSVM's text model files ({@code svm-train} output, {@code svm-predict} input), for C-SVC models with LIBSVM's
 * kernels {@code -t 0..4} (linear, polynomial, rbf, sigmoid, precomputed).
 *
 * <p>Layout, as written by LIBSVM 3.24's {@code svm_save_model}: header lines {@code svm_type c_svc},
 * {@code kernel_type rbf}, {@code degree} (polynomial only), {@code gamma} (polynomial, rbf, sigmoid),
 * {@code coef0} (polynomial, sigmoid), {@code nr_class}, {@code total_sv}, {@code rho} (one per pair of classes),
 * {@code label}, {@code nr_sv}, then {@code SV} and one line per support vector: its {@code nr_class - 1}
 * coefficients, then {@code index:value} pairs with 1-based indices. That is exactly {@link SvmModel}'s layout.
 * For a precomputed kernel a support vector is {@code 0:serial}, its 1-based row number in the training file; as in
 * {@link org.infens.data.LibsvmFormat#readPrecomputed}, LIBSVM index {@code k} is then feature {@code k}.
 *
 * <p>Writing reproduces LIBSVM's text: {@code rho}, coefficients, {@code gamma} and {@code coef0} in {@code %.17g},
 * every token followed by a space on support-vector lines. Feature values are written in the shortest form that
 * reads back to the same double (LIBSVM uses {@code %.8g}, which loses digits); for values of up to 8 significant
 * digits both give the same text, so a file made by {@code svm-train} on such data is written back byte for byte.
 * Reading ignores {@code probA}/{@code probB} (probability outputs are not supported) and refuses other SVM types
 * and unknown keywords; errors name the file and line.
 */
public final class LibsvmModelFormat {
    private static final String[] KERNEL_NAMES = {"linear", "polynomial", "rbf", "sigmoid", "precomputed"};
    /** The most classes: their pairs, one {@code rho} value each, {@code k (k - 1) / 2}, must count in an int. */
    private static final int MAX_CLASSES = 65536;
    /** The most support vectors: one more than that, the row starts, must fit in an array. */
    private static final int MAX_SUPPORT_VECTORS = Integer.MAX_VALUE - 9;

    private LibsvmModelFormat() {
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads a LIBSVM model file.
     *
     * @throws IOException              if the file cannot be read
     * @throws IllegalArgumentException {@code file:line: field: what} if the content is not a C-SVC model file this
     *                                  class can read
     */
    public static SvmModel read(Path file) throws IOException {
        try (Reader in = TextInput.open(file)) {
            return read(in, file.toString());
        }
    }

    /**
     * Reads a LIBSVM model from {@code in} (not closed).
     *
     * @param source the name to use in error messages
     */
    public static SvmModel read(Reader in, String source) throws IOException {
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
        int kernelType = -1;
        int degree = 3;
        double gamma = Double.NaN;
        double coef0 = 0;
        int nrClass = -1;
        int totalSv = -1;
        double[] rho = null;
        String[] label = null;
        int[] nrSv = null;
        int lineNo = 0;
        int nrSvLine = 0;
        int labelLine = 0;
        int kernelLine = 0;
        int gammaLine = 0;
        String line;
        boolean sawSvmType = false;
        while (true) {
            line = r.readLine();
            lineNo++;
            if (line == null) {
                throw error(source, lineNo - 1, null, "the file ends before the SV section");
            }
            String[] t = line.trim().split("\\s+");
            String key = t[0];
            if (key.isEmpty()) {
                throw error(source, lineNo, null, "empty line in the header");
            }
            if (key.equals("SV")) {
                break;
            }
            switch (key) {
                case "svm_type":
                    expectCount(t, 1, source, lineNo);
                    if (!t[1].equals("c_svc")) {
                        throw error(source, lineNo, key, "svm_type " + Quote.of(t[1])
                                + " is not supported; Infens reads C-SVC models (c_svc)");
                    }
                    sawSvmType = true;
                    break;
                case "kernel_type":
                    kernelLine = lineNo;
                    expectCount(t, 1, source, lineNo);
                    kernelType = List.of(KERNEL_NAMES).indexOf(t[1]);
                    if (kernelType < 0) {
                        throw error(source, lineNo, key, "unknown kernel_type " + Quote.of(t[1]) + "; LIBSVM's are "
                            + String.join(", ", KERNEL_NAMES));
                    }
                    break;
                case "degree":
                    expectCount(t, 1, source, lineNo);
                    degree = parseInt(t[1], source, lineNo, key);
                    break;
                case "gamma":
                    expectCount(t, 1, source, lineNo);
                    gamma = parseNumber(t[1], source, lineNo, key);
                    gammaLine = lineNo;
                    break;
                case "coef0":
                    expectCount(t, 1, source, lineNo);
                    coef0 = parseNumber(t[1], source, lineNo, key);
                    break;
                case "nr_class":
                    expectCount(t, 1, source, lineNo);
                    nrClass = parseInt(t[1], source, lineNo, key);
                    if (nrClass < 2 || nrClass > MAX_CLASSES) {
                        throw error(source, lineNo, key, "nr_class must be between 2 and " + MAX_CLASSES
                                + " (rho has one value per pair of classes, at most "
                                + MAX_CLASSES * (MAX_CLASSES - 1L) / 2 + "), got " + nrClass);
                    }
                    break;
                case "total_sv":
                    expectCount(t, 1, source, lineNo);
                    totalSv = parseInt(t[1], source, lineNo, key);
                    if (totalSv < 0 || totalSv > MAX_SUPPORT_VECTORS) {
                        throw error(source, lineNo, key, "total_sv must be between 0 and " + MAX_SUPPORT_VECTORS
                                + " (the most rows an array holds), got " + totalSv);
                    }
                    break;
                case "rho":
                    requireClasses(nrClass, source, lineNo, key);
                    expectCount(t, (int) ((long) nrClass * (nrClass - 1) / 2), source, lineNo);
                    rho = new double[t.length - 1];
                    for (int i = 0; i < rho.length; i++) {
                        rho[i] = parseNumber(t[i + 1], source, lineNo, key);
                    }
                    break;
                case "label":
                    labelLine = lineNo;
                    requireClasses(nrClass, source, lineNo, key);
                    expectCount(t, nrClass, source, lineNo);
                    label = new String[nrClass];
                    for (int i = 0; i < nrClass; i++) {
                        parseInt(t[i + 1], source, lineNo, key);
                        label[i] = t[i + 1];
                    }
                    break;
                case "nr_sv":
                    requireClasses(nrClass, source, lineNo, key);
                    expectCount(t, nrClass, source, lineNo);
                    nrSv = new int[nrClass];
                    nrSvLine = lineNo;
                    for (int i = 0; i < nrClass; i++) {
                        nrSv[i] = parseInt(t[i + 1], source, lineNo, key);
                        if (nrSv[i] < 0) {
                            throw error(source, lineNo, key, "negative count " + nrSv[i]);
                        }
                    }
                    break;
                case "probA":
                case "probB":
                case "prob_density_marks":
                    break; // probability information: not used
                default:
                    throw error(source, lineNo, null, "unknown keyword " + Quote.of(key) + " in the model header");
            }
        }
        int svLine = lineNo;
        if (!sawSvmType) {
            throw missing(source, svLine, "svm_type");
        }
        if (kernelType < 0) {
            throw missing(source, svLine, "kernel_type");
        }
        if (nrClass < 0) {
            throw missing(source, svLine, "nr_class");
        }
        if (totalSv < 0) {
            throw missing(source, svLine, "total_sv");
        }
        if (rho == null) {
            throw missing(source, svLine, "rho");
        }
        if (label == null) {
            throw missing(source, svLine, "label");
        }
        if (nrSv == null) {
            throw missing(source, svLine, "nr_sv");
        }
        long sum = 0;
        for (int c : nrSv) {
            sum += c;
        }
        if (sum != totalSv) {
            throw error(source, nrSvLine, "nr_sv", "the counts add up to " + sum + " but total_sv is " + totalSv);
        }
        if ((kernelType == 1 || kernelType == 2 || kernelType == 3) && Double.isNaN(gamma)) {
            throw missing(source, svLine, "gamma");
        }

        // grown line by line, not sized from the header: a corrupt total_sv must not allocate gigabytes
        double[][] coef = new double[nrClass - 1][];
        List<double[]> svCoef = new ArrayList<>();
        List<int[]> idx = new ArrayList<>();
        List<double[]> val = new ArrayList<>();
        int dimension = 0;
        for (int s = 0; s < totalSv; s++) {
            line = r.readLine();
            lineNo++;
            if (line == null) {
                throw error(source, lineNo - 1, null, "the file ends after " + s + " of " + totalSv
                        + " support vectors");
            }
            String[] t = line.trim().split("\\s+");
            if (t.length < nrClass - 1 || t[0].isEmpty()) {
                throw error(source, lineNo, "coefficients", "expected " + (nrClass - 1) + " coefficients, got "
                        + (t[0].isEmpty() ? 0 : t.length));
            }
            double[] sc = new double[nrClass - 1];
            for (int c = 0; c < nrClass - 1; c++) {
                if (t[c].indexOf(':') >= 0) {
                    throw error(source, lineNo, "coefficients", "expected " + (nrClass - 1)
                            + " coefficients before the features, got " + c);
                }
                sc[c] = parseNumber(t[c], source, lineNo, "coefficient " + (c + 1));
            }
            svCoef.add(sc);
            int n = t.length - (nrClass - 1);
            int[] ix = new int[n];
            double[] vx = new double[n];
            boolean precomputed = kernelType == 4;
            int prev = precomputed ? -1 : 0;
            for (int k = 0; k < n; k++) {
                String tok = t[nrClass - 1 + k];
                int colon = tok.indexOf(':');
                if (colon <= 0 || colon == tok.length() - 1) {
                    throw error(source, lineNo, "feature", "expected index:value, got " + Quote.of(tok));
                }
                int index = parseInt(tok.substring(0, colon), source, lineNo, "feature index");
                if (index <= prev) {
                    throw error(source, lineNo, "feature " + index, index < (precomputed ? 0 : 1)
                            ? "indices start at " + (precomputed ? 0 : 1)
                            : "indices must be increasing (after " + prev + ")");
                }
                prev = index;
                ix[k] = precomputed ? index : index - 1;
                vx[k] = parseNumber(tok.substring(colon + 1), source, lineNo, "feature " + index);
            }
            if (precomputed && (n == 0 || ix[0] != 0)) {
                throw error(source, lineNo, "feature 0", "a precomputed-kernel support vector must start with"
                        + " 0:<serial number>");
            }
            dimension = Math.max(dimension, precomputed ? prev + 1 : prev);
            idx.add(ix);
            val.add(vx);
        }
        int[] rowStart = new int[totalSv + 1];
        for (int s = 0; s < totalSv; s++) {
            rowStart[s + 1] = Math.addExact(rowStart[s], idx.get(s).length);
        }
        for (int c = 0; c < nrClass - 1; c++) {
            coef[c] = new double[totalSv];
            for (int s = 0; s < totalSv; s++) {
                coef[c][s] = svCoef.get(s)[c];
            }
        }
        int[] fi = new int[rowStart[totalSv]];
        double[] fv = new double[fi.length];
        for (int s = 0; s < totalSv; s++) {
            System.arraycopy(idx.get(s), 0, fi, rowStart[s], idx.get(s).length);
            System.arraycopy(val.get(s), 0, fv, rowStart[s], val.get(s).length);
        }
        Labels labels;
        try {
            labels = Labels.of(label);
        } catch (IllegalArgumentException e) {
            throw error(source, labelLine, "label", e.getMessage());
        }
        int[] y = new int[totalSv];
        for (int c = 0, s = 0; c < nrClass; c++) {
            for (int t = 0; t < nrSv[c]; t++) {
                y[s++] = c;
            }
        }
        Dataset sv = Dataset.sparse(rowStart, fi, fv, dimension, y, labels, null);
        Kernel kernel;
        try {
            kernel = Kernels.fromLibsvmType(kernelType, gamma, coef0, degree);
        } catch (IllegalArgumentException e) {
            throw error(source, kernelLine, "kernel_type", e.getMessage());
        }
        if (!kernel.isPrepared()) {
            throw error(source, gammaLine, "gamma", "gamma " + CFormat.g(gamma, 17) + " leaves the kernel "
                    + kernel.spec().name() + " without its constant; svm-train writes the gamma it used, > 0");
        }
        String params = "svm(kernel=" + kernel.spec() + ")";
        Provenance prov = new Provenance("libsvm", params, 0L, sv.fingerprint(), Provenance.UNKNOWN_DIMENSION,
                "LIBSVM model file, read by Infens " + Version.VERSION);
        return new SvmModel(new SvmModel.State(labels, kernel, nrSv, rho, coef, List.of(), sv, List.of()), prov);
    }

    // ---------------------------------------------------------------- writing

    /**
     * Writes {@code model} as a LIBSVM model file, atomically.
     *
     * @throws IllegalArgumentException if the model cannot be expressed in LIBSVM's format: a kernel other than
     *                                  linear, polynomial, rbf, sigmoid or precomputed, or labels that are not integers
     */
    public static void write(SvmModel model, Path file) throws IOException {
        String text = format(model);
        AtomicFiles.write(file, w -> w.write(text));
    }

    /** Writes {@code model} in LIBSVM's format to {@code out} (not closed). */
    public static void write(SvmModel model, Writer out) throws IOException {
        out.write(format(model));
        out.flush();
    }

    /** The model file text (see {@link #write(SvmModel, Path)}). */
    public static String format(SvmModel model) {
        Spec spec = model.kernel().spec();
        int type = libsvmType(spec);
        for (String l : model.labels().names()) {
            if (!l.matches("[+-]?\\d+")) {
                throw new IllegalArgumentException("LIBSVM model files need integer labels; label " + Quote.of(l)
                        + " is not one");
            }
        }
        int k = model.labels().size();
        Dataset sv = model.supportVectors();
        StringBuilder sb = new StringBuilder(64 + sv.size() * 16 * Math.max(1, sv.dimension()));
        sb.append("svm_type c_svc\n");
        sb.append("kernel_type ").append(KERNEL_NAMES[type]).append('\n');
        if (type == 1) {
            sb.append("degree ").append(spec.integer("degree", 3)).append('\n');
        }
        if (type == 1 || type == 2 || type == 3) {
            double gamma = spec.number("gamma", Double.NaN);
            if (Double.isNaN(gamma)) {
                throw new IllegalArgumentException("the model's kernel " + spec + " has no gamma");
            }
            sb.append("gamma ").append(CFormat.g(gamma, 17)).append('\n');
        }
        if (type == 1 || type == 3) {
            sb.append("coef0 ").append(CFormat.g(spec.number("coef0", 0), 17)).append('\n');
        }
        sb.append("nr_class ").append(k).append('\n');
        sb.append("total_sv ").append(sv.size()).append('\n');
        sb.append("rho");
        for (double v : model.rho()) {
            sb.append(' ').append(CFormat.g(v, 17));
        }
        sb.append("\nlabel");
        for (String l : model.labels().names()) {
            sb.append(' ').append(Long.parseLong(l.startsWith("+") ? l.substring(1) : l));
        }
        sb.append("\nnr_sv");
        for (int c : model.classSupportCounts()) {
            sb.append(' ').append(c);
        }
        sb.append("\nSV\n");
        double[][] coef = model.coefficients();
        for (int s = 0; s < sv.size(); s++) {
            for (int c = 0; c < k - 1; c++) {
                sb.append(CFormat.g(coef[c][s], 17)).append(' ');
            }
            if (type == 4) {
                sb.append("0:").append((long) sv.get(s, 0)).append(" \n");
                continue;
            }
            for (int e = 0, n = sv.storedCount(s); e < n; e++) {
                double v = sv.storedValue(s, e);
                if (v != 0) {
                    sb.append(sv.storedIndex(s, e) + 1).append(':').append(shortest(v)).append(' ');
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The LIBSVM kernel type (0..3) of a kernel spec, or a clear error. */
    static int libsvmType(Spec spec) {
        switch (spec.name()) {
            case "linear":
                return 0;
            case "poly":
            case "polynomial":
                return 1;
            case "rbf":
            case "gaussian":
                return 2;
            case "sigmoid":
                return 3;
            case "precomputed":
                return 4;
            default:
                throw new IllegalArgumentException("kernel " + spec + " cannot be written as a LIBSVM model file"
                        + " (LIBSVM knows linear, poly, rbf, sigmoid and precomputed); use the JSON model format");
        }
    }

    /**
     * The shortest decimal text that reads back as {@code v}, in C style: {@code 1} rather than {@code 1.0},
     * {@code 1e-05} rather than {@code 1.0E-5}.
     */
    static String shortest(double v) {
        for (int p = 1; p <= 17; p++) {
            String s = CFormat.g(v, p);
            if (Double.parseDouble(s) == v) {
                return s;
            }
        }
        return CFormat.g(v, 17);
    }

    // ---------------------------------------------------------------- helpers

    private static IllegalArgumentException error(String source, int line, String field, String what) {
        return new IllegalArgumentException(source + (line > 0 ? ":" + line : "") + ": "
                + (field == null ? "" : field + ": ") + what);
    }

    private static IllegalArgumentException missing(String source, int line, String key) {
        return error(source, line, null, "the header has no " + key + " line before SV");
    }

    private static void requireClasses(int nrClass, String source, int line, String key) {
        if (nrClass < 0) {
            throw error(source, line, key, "nr_class must come before " + key);
        }
    }

    private static void expectCount(String[] tokens, int n, String source, int line) {
        if (tokens.length - 1 != n) {
            throw error(source, line, tokens[0], "expected " + n + (n == 1 ? " value" : " values") + ", got "
                    + (tokens.length - 1));
        }
    }

    private static int parseInt(String s, String source, int line, String field) {
        try {
            return Integer.parseInt(s.startsWith("+") ? s.substring(1) : s);
        } catch (NumberFormatException e) {
            throw error(source, line, field, Quote.of(s) + " is not an integer");
        }
    }

    private static double parseNumber(String s, String source, int line, String field) {
        String t = s.toLowerCase(Locale.ROOT);
        String u = t.startsWith("+") || t.startsWith("-") ? t.substring(1) : t;
        if (u.equals("inf") || u.equals("infinity") || u.equals("nan")) {
            // svm-predict would read them, and every decision value would be NaN or infinite: -1 for every row
            throw error(source, line, field, Quote.of(s) + " is not a finite number");
        }
        boolean ok = !u.isEmpty();
        for (int i = 0; i < u.length() && ok; i++) {
            char c = u.charAt(i);
            ok = (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == '+' || c == '-';
        }
        if (ok) {
            double v;
            try {
                v = Double.parseDouble(t);
            } catch (NumberFormatException e) {
                v = Double.NaN;
            }
            if (Double.isFinite(v)) {
                return v;
            }
            if (!Double.isNaN(v)) {
                throw error(source, line, field, Quote.of(s) + " is not a finite number");
            }
        }
        throw error(source, line, field, Quote.of(s) + " is not a number");
    }
}
