package org.infens.io;

import org.infens.data.CFormat;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.infens.Check;
import org.infens.Model;
import org.infens.Provenance;
import org.infens.Version;
import org.infens.calibrate.CalibratedClassifier;
import org.infens.calibrate.Sigmoid;
import org.infens.data.AtomicFiles;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;
import org.infens.data.TextInput;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.spec.Spec;
import org.infens.svm.OneClassSvmModel;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmType;
import org.infens.svm.SvrModel;

/**
 * LIBSVM's text model files ({@code svm-train} output, {@code svm-predict} input) of LIBSVM's five formulations
 * (Chang &amp; Lin 2011, LIBSVM: a library for support vector machines): C-SVC and nu-SVC ({@link SvmModel}), the
 * one-class SVM ({@link OneClassSvmModel}), epsilon-SVR and nu-SVR ({@link SvrModel}), with LIBSVM's kernels
 * {@code -t 0..4} (linear, polynomial, rbf, sigmoid, precomputed).
 *
 * <p>Layout, as written by LIBSVM 3.24's {@code svm_save_model}: header lines {@code svm_type} ({@code c_svc},
 * {@code nu_svc}, {@code one_class}, {@code epsilon_svr}, {@code nu_svr}), {@code kernel_type rbf}, {@code degree}
 * (polynomial only), {@code gamma} (polynomial, rbf, sigmoid), {@code coef0} (polynomial, sigmoid), {@code nr_class},
 * {@code total_sv}, {@code rho} (one per pair of classes), {@code label}, {@code probA} and {@code probB} (one per
 * pair, where trained with {@code -b 1}), {@code nr_sv}, then {@code SV} and one line per support vector: its
 * {@code nr_class - 1} coefficients, then {@code index:value} pairs with 1-based indices. For classification that
 * is exactly {@link SvmModel}'s layout. The one-class SVM and the SVRs have one decision function: {@code nr_class 2},
 * a single {@code rho}, one coefficient per support vector, and no {@code label} or {@code nr_sv} line; an SVR
 * trained with {@code -b 1} has one {@code probA} value (the scale of its Laplace model of the residuals) and no
 * {@code probB}. For a precomputed kernel a support vector is {@code 0:serial}, its 1-based row number in the
 * training file; as in {@link org.infens.data.LibsvmFormat#readPrecomputed}, LIBSVM index {@code k} is then feature
 * {@code k}.
 *
 * <p>Writing reproduces LIBSVM's text: {@code rho}, coefficients, {@code probA}, {@code probB}, {@code gamma} and
 * {@code coef0} in {@code %.17g}, every token followed by a space on support-vector lines. Feature values are written
 * in the shortest form that reads back to the same double (LIBSVM uses {@code %.8g}, which loses digits); for values
 * of up to 8 significant digits both give the same text, so a file made by {@code svm-train} on such data is written
 * back byte for byte.
 *
 * <p>Reading is strict: an unknown keyword, a line a type does not have ({@code label} in a regression model), a
 * count that disagrees with the lines, a number that is not finite are refused, the message naming the file, the
 * line and the field. The probability information ({@code probA}, {@code probB}) of a model trained with
 * {@code svm-train -b 1} makes it the Infens model with the same estimates ({@link Contents#probabilityModel()}):
 * a {@link CalibratedClassifier} over the {@link SvmModel}, one {@link Sigmoid} (probA, probB) per pair of classes,
 * for classification; the {@link SvrModel} with the Laplace scale sigma = probA for regression. {@link #read} returns
 * that model, so that every reader of model files ({@link ModelCodec#read(Path)}) gets the probabilities;
 * {@link #readContents} also gives the lines' values apart. Writing does the reverse: a {@link CalibratedClassifier}
 * over an {@link SvmModel} is written as its base with the sigmoids as {@code probA} and {@code probB}, an SVR with
 * sigma with {@code probA}. The {@code prob_density_marks} line of later LIBSVM versions (one-class probabilities)
 * is skipped.
 */
public final class LibsvmModelFormat {
    private static final String[] KERNEL_NAMES = {"linear", "polynomial", "rbf", "sigmoid", "precomputed"};
    /** The most classes: their pairs, one {@code rho} value each, {@code k (k - 1) / 2}, must count in an int. */
    private static final int MAX_CLASSES = 65536;
    /** The most support vectors: one more than that, the row starts, must fit in an array. */
    private static final int MAX_SUPPORT_VECTORS = Integer.MAX_VALUE - 9;

    private LibsvmModelFormat() {
    }

    /**
     * What a LIBSVM model file holds: the model and the probability information {@code svm-train -b 1} adds to it.
     *
     * @param model the model: an {@link SvmModel} ({@code c_svc}, {@code nu_svc}), a {@link OneClassSvmModel}
     *              ({@code one_class}) or an {@link SvrModel} ({@code epsilon_svr}, {@code nu_svr}); given a
     *              {@link CalibratedClassifier} over an {@link SvmModel} (and no probA, probB), its base, the
     *              sigmoids giving probA and probB
     * @param probA the {@code probA} line: for classification one value per pair of classes (A of Platt's sigmoid
     *              1 / (1 + exp(A f + B)) fitted to that pair's decision values, Lin, Lin &amp; Weng 2007), for
     *              regression one value (the scale of the Laplace model of the residuals); empty when absent
     * @param probB the {@code probB} line, one value per pair of classes (B of the sigmoid; classification only);
     *              empty when absent
     */
    public record Contents(Model model, double[] probA, double[] probB) {
        /**
         * Checks that the model is of a kind LIBSVM's files hold and that the probability information has LIBSVM's
         * shape for it: both lines or neither, one value per pair, for classification; {@code probA} alone, one
         * value, for regression, the scale of a Laplace distribution, {@code >= 0} (and the SVR's own sigma, when it
         * has one, which is taken as probA when none is given); none for the one-class SVM (svm-train refuses
         * {@code -s 2 -b 1}). A {@link CalibratedClassifier} over an {@link SvmModel} gives its base and sigmoids.
         */
        public Contents {
            Check.notNull("model", model);
            probA = Check.finite("probA", probA);
            probB = Check.finite("probB", probB);
            if (model instanceof CalibratedClassifier calibrated) {
                if (!(calibrated.base() instanceof SvmModel)) {
                    throw new IllegalArgumentException("a LIBSVM model file holds the probabilities of an SVM, not"
                            + " of a " + calibrated.base().getClass().getSimpleName() + "; use the JSON model format");
                }
                if (probA.length != 0 || probB.length != 0) {
                    throw new IllegalArgumentException("a calibrated model brings its own probA and probB; got "
                            + probA.length + " and " + probB.length + " values besides");
                }
                List<Sigmoid> sigmoids = calibrated.sigmoids();
                probA = new double[sigmoids.size()];
                probB = new double[sigmoids.size()];
                for (int p = 0; p < probA.length; p++) {
                    probA[p] = sigmoids.get(p).a();
                    probB[p] = sigmoids.get(p).b();
                }
                model = calibrated.base();
            }
            if (model instanceof SvrModel svr && svr.sigma().isPresent() && probA.length == 0) {
                probA = new double[] {svr.sigma().getAsDouble()};
            }
            if (model instanceof SvmModel svm) {
                int k = svm.labels().size();
                int pairs = k * (k - 1) / 2;
                if ((probA.length == 0) != (probB.length == 0)) {
                    throw new IllegalArgumentException("probA and probB go together: got " + probA.length + " and "
                            + probB.length + " values");
                }
                if (probA.length != 0 && (probA.length != pairs || probB.length != pairs)) {
                    throw new IllegalArgumentException("probA and probB need one value per pair of classes, " + pairs
                            + ", got " + probA.length + " and " + probB.length);
                }
            } else if (model instanceof SvrModel svr) {
                if (probA.length > 1 || probB.length != 0) {
                    throw new IllegalArgumentException("a regression's probability information is one probA value"
                            + " and no probB, got " + probA.length + " and " + probB.length);
                }
                if (probA.length == 1 && probA[0] < 0) {
                    throw new IllegalArgumentException("a regression's probA is the scale sigma of the Laplace model"
                            + " of its residuals, >= 0; got " + probA[0]);
                }
                if (probA.length == 1 && svr.sigma().isPresent() && svr.sigma().getAsDouble() != probA[0]) {
                    throw new IllegalArgumentException("probA " + probA[0] + " is not the SVR's own sigma "
                            + svr.sigma().getAsDouble());
                }
            } else if (model instanceof OneClassSvmModel) {
                if (probA.length != 0 || probB.length != 0) {
                    throw new IllegalArgumentException("a one-class SVM has no probability information in LIBSVM's"
                            + " files, got probA and probB of " + probA.length + " and " + probB.length + " values");
                }
            } else {
                throw new IllegalArgumentException("a LIBSVM model file holds an SVM (C-SVC, nu-SVC, one-class,"
                        + " epsilon-SVR or nu-SVR), not a " + model.getClass().getSimpleName()
                        + "; use the JSON model format");
            }
        }

        /**
         * A model with the probability information it carries, if any: a {@link CalibratedClassifier} over an
         * {@link SvmModel} (its sigmoids), an {@link SvrModel} with sigma; none for other models.
         */
        public Contents(Model model) {
            this(model, new double[0], new double[0]);
        }

        /**
         * The model with its probability information as Infens models carry it: for classification with probA and
         * probB, a {@link CalibratedClassifier} over {@link #model()} whose pair p has the sigmoid
         * (probA[p], probB[p]) (its probabilities are those of LIBSVM's {@code svm_predict_probability}); for
         * regression with probA, the {@link SvrModel} with sigma = probA[0]; else {@link #model()}.
         */
        public Model probabilityModel() {
            if (probA.length == 0) {
                return model;
            }
            if (model instanceof SvrModel svr) {
                return svr.sigma().isPresent() ? svr : new SvrModel(svr.state().withSigma(probA[0]),
                        calibrated(svr.provenance()));
            }
            SvmModel svm = (SvmModel) model;
            List<Sigmoid> sigmoids = new ArrayList<>(probA.length);
            for (int p = 0; p < probA.length; p++) {
                sigmoids.add(new Sigmoid(probA[p], probB[p]));
            }
            return new CalibratedClassifier(new CalibratedClassifier.State(svm, sigmoids),
                    calibrated(svm.provenance()));
        }

        /** {@code base}'s provenance with the parameters {@code calibrated(base=...)}, as the trainers write them. */
        private static Provenance calibrated(Provenance base) {
            return new Provenance(base.trainer(), "calibrated(base=" + base.parameters() + ")", base.seed(),
                    base.dataFingerprint(), base.dimension(), base.libraryVersion());
        }

        /**
         * Whether the file holds probability information for its model: LIBSVM's {@code svm_check_probability_model}
         * ({@code probA} and {@code probB} for classification, {@code probA} for regression).
         */
        public boolean hasProbabilities() {
            return probA.length > 0;
        }

        /** The {@code probA} values (a copy). */
        @Override
        public double[] probA() {
            return probA.clone();
        }

        /** The {@code probB} values (a copy). */
        @Override
        public double[] probB() {
            return probB.clone();
        }
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads a LIBSVM model file, with its probability estimates when it has them
     * ({@link Contents#probabilityModel()}).
     *
     * @return an {@link SvmModel}, {@link OneClassSvmModel} or {@link SvrModel}, by the file's {@code svm_type}; a
     *         {@link CalibratedClassifier} over the {@link SvmModel} when the file has {@code probA} and
     *         {@code probB}; the {@link SvrModel} with sigma when a regression's file has {@code probA}
     * @throws IOException              if the file cannot be read
     * @throws IllegalArgumentException {@code file:line: field: what} if the content is not a model file this class
     *                                  can read
     */
    public static Model read(Path file) throws IOException {
        return readContents(file).probabilityModel();
    }

    /**
     * Reads a LIBSVM model from {@code in} (not closed), as {@link #read(Path)}.
     *
     * @param source the name to use in error messages
     */
    public static Model read(Reader in, String source) throws IOException {
        return readContents(in, source).probabilityModel();
    }

    /**
     * Reads a LIBSVM model file with its probability information ({@code probA}, {@code probB}).
     *
     * @throws IOException              if the file cannot be read
     * @throws IllegalArgumentException {@code file:line: field: what} if the content is not a model file this class
     *                                  can read
     */
    public static Contents readContents(Path file) throws IOException {
        try (Reader in = TextInput.open(file)) {
            return readContents(in, file.toString());
        }
    }

    /**
     * Reads a LIBSVM model with its probability information from {@code in} (not closed), as
     * {@link #readContents(Path)}.
     *
     * @param source the name to use in error messages
     */
    public static Contents readContents(Reader in, String source) throws IOException {
        BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
        SvmType type = null;
        int kernelType = -1;
        int degree = 3;
        double gamma = Double.NaN;
        double coef0 = 0;
        int nrClass = -1;
        int totalSv = -1;
        double[] rho = null;
        String[] label = null;
        int[] nrSv = null;
        double[] probA = null;
        double[] probB = null;
        int lineNo = 0;
        int nrClassLine = 0;
        int nrSvLine = 0;
        int labelLine = 0;
        int kernelLine = 0;
        int gammaLine = 0;
        int probALine = 0;
        int probBLine = 0;
        String line;
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
                    type = svmType(t[1], source, lineNo);
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
                    nrClassLine = lineNo;
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
                    rho = pairValues(t, nrClass, source, lineNo);
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
                case "probA":
                    probALine = lineNo;
                    probA = pairValues(t, nrClass, source, lineNo);
                    break;
                case "probB":
                    probBLine = lineNo;
                    probB = pairValues(t, nrClass, source, lineNo);
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
                case "prob_density_marks":
                    break; // the one-class probabilities of later LIBSVM versions: not used
                default:
                    throw error(source, lineNo, null, "unknown keyword " + Quote.of(key) + " in the model header");
            }
        }
        int svLine = lineNo;
        if (type == null) {
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
        boolean classification = type == SvmType.C_SVC || type == SvmType.NU_SVC;
        if (classification) {
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
            if ((probA == null) != (probB == null)) {
                throw error(source, probA == null ? probBLine : probALine, probA == null ? "probB" : "probA",
                        "probA and probB go together (svm-train -b 1 writes both); the other is missing");
            }
        } else {
            String name = "svm_type " + type.libsvmName();
            if (nrClass != 2) {
                throw error(source, nrClassLine, "nr_class", name + " has one decision function: nr_class must be 2,"
                        + " got " + nrClass);
            }
            if (label != null) {
                throw error(source, labelLine, "label", name + " has no label line (LIBSVM writes label and nr_sv"
                        + " for classification only)");
            }
            if (nrSv != null) {
                throw error(source, nrSvLine, "nr_sv", name + " has no nr_sv line (LIBSVM writes label and nr_sv"
                        + " for classification only)");
            }
            if (type == SvmType.ONE_CLASS && (probA != null || probB != null)) {
                throw error(source, probA != null ? probALine : probBLine, probA != null ? "probA" : "probB",
                        name + " has no probability information (svm-train refuses -s 2 -b 1)");
            }
            if (probB != null) {
                throw error(source, probBLine, "probB", name + " has no probB line (a regression's probability"
                        + " information is probA alone)");
            }
            if (probA != null && probA[0] < 0) {
                throw error(source, probALine, "probA", "the scale sigma of the Laplace model of the residuals must"
                        + " be >= 0, got " + CFormat.g(probA[0], 17));
            }
        }
        if ((kernelType == 1 || kernelType == 2 || kernelType == 3) && Double.isNaN(gamma)) {
            throw missing(source, svLine, "gamma");
        }

        // grown line by line, not sized from the header: a corrupt total_sv must not allocate gigabytes
        int m = nrClass - 1;
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
            if (t.length < m || t[0].isEmpty()) {
                throw error(source, lineNo, "coefficients", "expected " + m
                        + (m == 1 ? " coefficient" : " coefficients") + ", got " + (t[0].isEmpty() ? 0 : t.length));
            }
            double[] sc = new double[m];
            for (int c = 0; c < m; c++) {
                if (t[c].indexOf(':') >= 0) {
                    throw error(source, lineNo, "coefficients", "expected " + m
                            + (m == 1 ? " coefficient" : " coefficients") + " before the features, got " + c);
                }
                sc[c] = parseNumber(t[c], source, lineNo, "coefficient " + (c + 1));
            }
            svCoef.add(sc);
            int n = t.length - m;
            int[] ix = new int[n];
            double[] vx = new double[n];
            boolean precomputed = kernelType == 4;
            int prev = precomputed ? -1 : 0;
            for (int k = 0; k < n; k++) {
                String tok = t[m + k];
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
        double[][] coef = new double[m][totalSv];
        for (int c = 0; c < m; c++) {
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
            labels = classification ? Labels.of(label) : OneClassSvmModel.LABELS;
        } catch (IllegalArgumentException e) {
            throw error(source, labelLine, "label", e.getMessage());
        }
        int[] y = new int[totalSv];
        if (classification) {
            for (int c = 0, s = 0; c < nrClass; c++) {
                for (int t = 0; t < nrSv[c]; t++) {
                    y[s++] = c;
                }
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
        String params = "svm(" + (type == SvmType.C_SVC ? "" : "type=" + type.specName() + ", ") + "kernel="
                + kernel.spec() + ")";
        Provenance prov = new Provenance("libsvm", params, 0L, sv.fingerprint(), Provenance.UNKNOWN_DIMENSION,
                "LIBSVM model file, read by Infens " + Version.VERSION);
        Model model = switch (type) {
            case C_SVC, NU_SVC -> new SvmModel(new SvmModel.State(labels, kernel, nrSv, rho, coef, List.of(), sv,
                    List.of(), type.specName()), prov);
            case ONE_CLASS -> new OneClassSvmModel(new OneClassSvmModel.State(kernel, rho[0], coef[0], List.of(), sv,
                    List.of()), prov);
            case EPSILON_SVR, NU_SVR -> new SvrModel(new SvrModel.State(kernel, rho[0], coef[0], List.of(), sv,
                    List.of(), type.specName()), prov);
        };
        return new Contents(model, probA == null ? new double[0] : probA, probB == null ? new double[0] : probB);
    }

    /** The formulation named on an {@code svm_type} line, or an error naming LIBSVM's five. */
    private static SvmType svmType(String name, String source, int line) {
        for (SvmType t : SvmType.values()) {
            if (t.libsvmName().equals(name)) {
                return t;
            }
        }
        throw error(source, line, "svm_type", "unknown svm_type " + Quote.of(name) + "; LIBSVM's are "
                + String.join(", ", Arrays.stream(SvmType.values()).map(SvmType::libsvmName).toList()));
    }

    /** The values of a line with one number per pair of classes ({@code rho}, {@code probA}, {@code probB}). */
    private static double[] pairValues(String[] t, int nrClass, String source, int line) {
        requireClasses(nrClass, source, line, t[0]);
        expectCount(t, (int) ((long) nrClass * (nrClass - 1) / 2), source, line);
        double[] v = new double[t.length - 1];
        for (int i = 0; i < v.length; i++) {
            v[i] = parseNumber(t[i + 1], source, line, t[0]);
        }
        return v;
    }

    // ---------------------------------------------------------------- writing

    /**
     * Writes {@code model} as a LIBSVM model file, atomically, with its probability information ({@link Contents}).
     *
     * @param model an {@link SvmModel}, {@link OneClassSvmModel} or {@link SvrModel} (with sigma or not), or a
     *              {@link CalibratedClassifier} over an {@link SvmModel}
     * @throws IllegalArgumentException if the model cannot be expressed in LIBSVM's format: another kind of model, a
     *                                  kernel other than linear, polynomial, rbf, sigmoid or precomputed, or
     *                                  classification labels that are not integers
     */
    public static void write(Model model, Path file) throws IOException {
        write(new Contents(model), file);
    }

    /** Writes a model with its probability information as a LIBSVM model file, atomically (see {@link #format}). */
    public static void write(Contents contents, Path file) throws IOException {
        String text = format(contents);
        AtomicFiles.write(file, w -> w.write(text));
    }

    /** Writes {@code model} in LIBSVM's format to {@code out} (not closed). */
    public static void write(Model model, Writer out) throws IOException {
        out.write(format(new Contents(model)));
        out.flush();
    }

    /** The model file text of {@code model} (see {@link #write(Model, Path)}). */
    public static String format(Model model) {
        return format(new Contents(model));
    }

    /**
     * The model file text of a model and its probability information, as {@code svm_save_model} writes it: the
     * {@code probA} and {@code probB} lines after {@code label} (classification) or {@code rho} (regression).
     *
     * @throws IllegalArgumentException as {@link #write(Model, Path)}
     */
    public static String format(Contents contents) {
        Model model = contents.model();
        SvmType type;
        Kernel kernel;
        Dataset sv;
        double[] rho;
        double[][] coef;
        Labels labels = null;
        int[] nrSv = null;
        if (model instanceof SvmModel m) {
            type = m.type();
            kernel = m.kernel();
            sv = m.supportVectors();
            rho = m.rho();
            coef = m.coefficients();
            labels = m.labels();
            nrSv = m.classSupportCounts();
            for (String l : labels.names()) {
                if (!l.matches("[+-]?\\d+")) {
                    throw new IllegalArgumentException("LIBSVM model files need integer labels; label " + Quote.of(l)
                            + " is not one");
                }
            }
        } else if (model instanceof OneClassSvmModel m) {
            type = SvmType.ONE_CLASS;
            kernel = m.kernel();
            sv = m.supportVectors();
            rho = new double[] {m.state().rho()};
            coef = new double[][] {m.state().coefficients()};
        } else if (model instanceof SvrModel m) {
            type = m.type();
            kernel = m.kernel();
            sv = m.supportVectors();
            rho = new double[] {m.state().rho()};
            coef = new double[][] {m.state().coefficients()};
        } else {
            throw new IllegalStateException("Contents admits no " + model.getClass().getSimpleName());
        }
        Spec spec = kernel.spec();
        int kernelType = libsvmType(spec);
        int k = coef.length + 1;
        StringBuilder sb = new StringBuilder(64 + sv.size() * 16 * Math.max(1, sv.dimension()));
        sb.append("svm_type ").append(type.libsvmName()).append('\n');
        sb.append("kernel_type ").append(KERNEL_NAMES[kernelType]).append('\n');
        if (kernelType == 1) {
            sb.append("degree ").append(spec.integer("degree", 3)).append('\n');
        }
        if (kernelType == 1 || kernelType == 2 || kernelType == 3) {
            double gamma = spec.number("gamma", Double.NaN);
            if (Double.isNaN(gamma)) {
                throw new IllegalArgumentException("the model's kernel " + spec + " has no gamma");
            }
            sb.append("gamma ").append(CFormat.g(gamma, 17)).append('\n');
        }
        if (kernelType == 1 || kernelType == 3) {
            sb.append("coef0 ").append(CFormat.g(spec.number("coef0", 0), 17)).append('\n');
        }
        sb.append("nr_class ").append(k).append('\n');
        sb.append("total_sv ").append(sv.size()).append('\n');
        appendValues(sb, "rho", rho);
        if (labels != null) {
            sb.append("label");
            for (String l : labels.names()) {
                sb.append(' ').append(Long.parseLong(l.startsWith("+") ? l.substring(1) : l));
            }
            sb.append('\n');
        }
        if (contents.hasProbabilities()) {
            appendValues(sb, "probA", contents.probA());
        }
        if (contents.probB().length > 0) {
            appendValues(sb, "probB", contents.probB());
        }
        if (nrSv != null) {
            sb.append("nr_sv");
            for (int c : nrSv) {
                sb.append(' ').append(c);
            }
            sb.append('\n');
        }
        sb.append("SV\n");
        for (int s = 0; s < sv.size(); s++) {
            for (int c = 0; c < k - 1; c++) {
                sb.append(CFormat.g(coef[c][s], 17)).append(' ');
            }
            if (kernelType == 4) {
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

    /** A header line {@code key v1 v2 ...} with the values in {@code %.17g}. */
    private static void appendValues(StringBuilder sb, String key, double[] values) {
        sb.append(key);
        for (double v : values) {
            sb.append(' ').append(CFormat.g(v, 17));
        }
        sb.append('\n');
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
