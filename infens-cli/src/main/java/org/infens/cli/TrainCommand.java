package org.infens.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.calibrate.CalibratedClassifier;
import org.infens.calibrate.CalibratedTrainer;
import org.infens.calibrate.FoldListener;
import org.infens.calibrate.LaplaceTrainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;
import org.infens.eval.Metrics;
import org.infens.data.CFormat;
import org.infens.io.LibsvmModelFormat;
import org.infens.io.ModelCodec;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.select.CrossValidation;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.spec.Spec;
import org.infens.svm.BinaryStats;
import org.infens.svm.OneClassSvmModel;
import org.infens.svm.OneClassSvmTrainer;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmSolver;
import org.infens.svm.SvmTrainer;
import org.infens.svm.SvmType;
import org.infens.svm.SvrModel;
import org.infens.svm.SvrTrainer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code infens train}: LIBSVM's {@code svm-train}, flag for flag, for LIBSVM's five formulations ({@code -s 0..4}:
 * C-SVC, nu-SVC, the one-class SVM, epsilon-SVR, nu-SVR; Chang &amp; Lin 2011, LIBSVM: a library for support vector
 * machines), each with every kernel, the ensemble kernels as {@code -t 5..10} or {@code --kernel SPEC}.
 */
@Command(separator = " ", name = "train", sortOptions = false, usageHelpAutoWidth = true,
        header = "Train an SVM with LIBSVM's svm-train flags (and the ensemble kernels).",
        description = "Same flags and output as LIBSVM's svm-train, for its five SVM types (-s 0..4: C-SVC, nu-SVC,"
                + " one-class SVM, epsilon-SVR, nu-SVR) and its probability estimates (-b 1), plus the kernels that"
                + " embody infinite ensembles. Writes the"
                + " model (JSON, or LIBSVM's format with --model-format libsvm) to model_file, by default"
                + " <training_set_file name>.model in the current directory. For regression (-s 3, -s 4) the labels"
                + " of the training file are the real-valued targets.",
        customSynopsis = "infens train [options] training_set_file [model_file]",
        footer = {"", "SVM types (-s): 0 C-SVC (-c), 1 nu-SVC (-n), 2 one-class SVM (-n), 3 epsilon-SVR (-c, -p),",
                "  4 nu-SVR (-c, -n).",
                "Kernel types (-t): 0 linear, 1 polynomial, 2 rbf (default), 3 sigmoid, 4 precomputed,",
                "  5 stump, 6 perceptron, 7 laplacian, 8 exponential, 9 middle-stump, 10 hik.",
                "Examples:",
                "  infens train -t 5 -c 0.5 heart",
                "  infens train --kernel 'rbf(gamma=0.5)' -v 5 heart",
                "  infens train -c inf -t 5 heart hard.model            (hard margin)",
                "  infens train -s 3 -t 5 -c 4 -p 0.1 data.txt          (epsilon-SVR, an ensemble of stumps)",
                "  infens train -s 2 -n 0.05 heart novelty.model        (one-class SVM)",
                "  infens train -b 1 heart                              (with probability estimates)"})
final class TrainCommand implements Callable<Integer> {
    /** svm-train's names of the types, by {@link SvmType#ordinal()}. */
    private static final String[] TYPE_NAMES = {"C-SVC", "nu-SVC", "one-class SVM", "epsilon-SVR", "nu-SVR"};

    @Option(names = "-s", paramLabel = "svm_type", description = "type of SVM (default 0): 0 C-SVC, 1 nu-SVC, "
            + "2 one-class SVM, 3 epsilon-SVR, 4 nu-SVR")
    String svmType = "0";

    @Option(names = "-t", paramLabel = "kernel_type", description = "kernel type, 0..10 (default 2, see below)")
    String kernelType;

    @Option(names = "--kernel", paramLabel = "SPEC",
            description = "kernel spec instead of -t, e.g. stump, perceptron, 'rbf(gamma=0.5)', "
                    + "'sum(a=stump, b=perceptron)'; -g/-r/-d fill gamma/coef0/degree if the spec omits them")
    String kernelSpec;

    @Option(names = "-d", paramLabel = "degree", description = "degree in the kernel function (default 3)")
    String degree;

    @Option(names = "-g", paramLabel = "gamma", description = "gamma in the kernel function (default 1/k)")
    String gamma;

    @Option(names = "-r", paramLabel = "coef0", description = "coef0 in the kernel function (default 0)")
    String coef0;

    @Option(names = "-c", paramLabel = "cost", description = "the parameter C of C-SVC, epsilon-SVR and nu-SVR "
            + "(default 1; inf for a hard-margin C-SVC)")
    String cost = "1";

    @Option(names = "-n", paramLabel = "nu", description = "the parameter nu of nu-SVC, one-class SVM and nu-SVR "
            + "(default 0.5)")
    String nu;

    @Option(names = "-p", paramLabel = "epsilon", description = "the epsilon in the loss function of epsilon-SVR "
            + "(default 0.1)")
    String epsilonSvr;

    @Option(names = "-m", paramLabel = "cachesize", description = "cache memory size in MB (default 100)")
    String cacheSize = "100";

    @Option(names = "-e", paramLabel = "epsilon", description = "tolerance of termination criterion (default 0.001)")
    String eps = "0.001";

    @Option(names = "-h", paramLabel = "shrinking", description = "whether to use the shrinking heuristics, 0 or 1 "
            + "(default 1)")
    String shrinking = "1";

    @Option(names = "-b", paramLabel = "probability_estimates", description = "whether to train a C-SVC, nu-SVC or"
            + " SVR model for probability estimates, 0 or 1 (default 0): Platt's sigmoid per pair of classes, or the"
            + " Laplace scale of an SVR's residuals, fitted on 5 internal folds drawn as svm-train draws them (--seed);"
            + " prints the lines of those 5 trainings too, as svm-train")
    String probability = "0";

    @Option(names = "--weight", paramLabel = "LABEL=WEIGHT", description = "as -wi weight: set C of class i to "
            + "weight*C, for C-SVC (write -w1 2 -w-1 0.5 as in LIBSVM)")
    List<String> weights = new java.util.ArrayList<>();

    @Option(names = "-v", paramLabel = "n", description = "n-fold cross validation mode")
    String folds;

    @Option(names = "-q", description = "quiet mode (no outputs)")
    boolean quiet;

    @Mixin
    ThreadsOption threadsOption = new ThreadsOption();

    @Option(names = "--solver", paramLabel = "SOLVER", description = "auto (default), smo or additive: additive "
            + "kernels (stump, hik, their sums) train by sorted-sweep decomposition from "
            + SvmTrainer.AUTO_ADDITIVE_ROWS + " rows on; smo forces LIBSVM's solver")
    String solver = "auto";

    @Option(names = "--seed", paramLabel = "S", description = "seed of the cross-validation folds (-v) and of the "
            + "internal folds of -b 1, given to the C library's srand as LIBSVM would (default 1: svm-train's own "
            + "folds, which -v -b 1 continues into each fold's internal folds, as svm-train)")
    long seed = 1;

    @Option(names = "--format", paramLabel = "FORMAT", description = "data format: libsvm, csv or arff "
            + "(default: by extension, .csv, .arff, else libsvm; gzip files are decompressed, .csv.gz is csv)")
    String format;

    @Option(names = "--precomputed", description = "the data holds precomputed kernel values (same as -t 4)")
    boolean precomputed;

    @Option(names = "--model-format", paramLabel = "FORMAT", description = "json (default) or libsvm (for LIBSVM's "
            + "kernels and integer labels; readable by svm-predict)")
    String modelFormat = "json";

    @Mixin
    TrainingFiles files = new TrainingFiles();

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** Whether {@code -b 1} asks for probability estimates. */
    private boolean probabilities;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SvmType type = svmType();
        int b = CliSupport.integer("-b", probability);
        if (b != 0 && b != 1) {
            throw new UsageException("-b " + probability + ": probability_estimates must be 0 or 1");
        }
        if (b == 1 && type == SvmType.ONE_CLASS) {
            // svm_check_parameter's message
            throw new UsageException("-b 1: one-class SVM probability output not supported yet (-s 2)");
        }
        probabilities = b == 1;
        if (!modelFormat.equals("json") && !modelFormat.equals("libsvm")) {
            throw new UsageException("--model-format: " + Quote.of(modelFormat) + " is not json or libsvm");
        }
        threadsOption.count();
        Kernel kernel = kernel();
        boolean pre = precomputed || kernel.spec().name().equals("precomputed");
        SvmParams params = params(kernel, type);
        Integer nFold = folds == null ? null : CliSupport.integer("-v", folds);
        if (nFold != null && nFold < 2) {
            throw new UsageException("-v " + nFold + ": n-fold cross validation: n must >= 2");
        }
        if (!weights.isEmpty() && type != SvmType.C_SVC) {
            // svm-train reads -wi for every type and uses it for C-SVC alone
            err.println("WARNING: -w sets the cost C of a class, for C-SVC only; ignored for "
                    + TYPE_NAMES[type.ordinal()]);
            err.flush();
        }

        Dataset data = CliSupport.readData(files.trainingFile, format, pre, files.options);
        if (type == SvmType.C_SVC) {
            // svm-train warns of a -wi whose class is not in the data and trains without it, so that scripts that
            // pass the same -wi flags to every data set run
            Map<String, Double> known = new LinkedHashMap<>();
            for (Map.Entry<String, Double> e : params.classWeights().entrySet()) {
                if (data.labels().indexOf(e.getKey()) < 0) {
                    err.println("WARNING: class label " + e.getKey() + " specified in weight is not found");
                    err.flush();
                } else {
                    known.put(e.getKey(), e.getValue());
                }
            }
            params = params.withClassWeights(known);
        }
        if (type.isRegression()) {
            data.targets(); // a label that is not a number: an error naming the file and line, before any training
        }
        if (nFold != null) {
            crossValidate(data, params, nFold, out);
            return 0;
        }
        Model model = trainAndReport(data, params, 0, out);
        writeModel(model, files.modelTarget());
        out.flush();
        return 0;
    }

    /** The formulation of {@code -s}: 0..4, as {@code svm_check_parameter} accepts. */
    private SvmType svmType() {
        int s = CliSupport.integer("-s", svmType);
        if (s < 0 || s >= TYPE_NAMES.length) {
            throw new UsageException("-s " + s + ": unknown svm type; svm_type is 0 C-SVC, 1 nu-SVC, 2 one-class SVM,"
                    + " 3 epsilon-SVR or 4 nu-SVR");
        }
        return SvmType.fromLibsvmNumber(s);
    }

    /**
     * Trains on {@code data} as {@link #fit} and prints what svm-train prints for that training, in its order (unless
     * quiet; the solver's warnings on standard error whatever the verbosity). With {@code -b 1}: for each pair of
     * classes, the lines of the 5 trainings of its internal cross-validation (each a whole {@code svm_train} with its
     * {@code Total nSV} line), then the pair's own lines; for an SVR, the 5 trainings' lines, svm_svr_probability's
     * two lines with sigma, then the SVR's lines.
     *
     * @param skippedDraws the {@code rand()} values drawn before this training's internal folds ({@code -v -b 1})
     */
    private Model trainAndReport(Dataset data, SvmParams params, long skippedDraws, PrintWriter out) {
        PrintWriter err = spec.commandLine().getErr();
        List<List<Model>> inner = new ArrayList<>();
        FoldListener listener = (pair, fold, m) -> {
            while (inner.size() <= pair) {
                inner.add(new ArrayList<>());
            }
            inner.get(pair).add(m);
        };
        if (probabilities && params.type().isRegression() && data.size() < CalibratedTrainer.DEFAULT_FOLDS) {
            // svm_svr_probability's svm_cross_validation
            err.println("WARNING: # folds > # data. Will use # folds = # data instead (i.e., leave-one-out cross"
                    + " validation)");
        }
        Model model = fit(data, params, skippedDraws, listener);
        Model solved = model instanceof CalibratedClassifier c ? c.base() : model;
        List<BinaryStats> stats = stats(solved);
        for (int p = 0; p < stats.size(); p++) {
            for (Model m : p < inner.size() ? inner.get(p) : List.<Model>of()) {
                warnUnconverged(stats(m), m, err);
                if (!quiet) {
                    printStats(params.type(), stats(m), out);
                    if (m instanceof SvmModel svm) {
                        out.println("Total nSV = " + svm.supportVectorCount());
                    }
                }
            }
            if (!quiet && solved instanceof SvrModel svr && svr.sigma().isPresent()) {
                out.println("Prob. model for test data: target value = predicted value + z,");
                out.println("z: Laplace distribution e^(-|z|/sigma)/(2sigma),sigma= " + CFormat.g(svr.sigma()
                        .getAsDouble()));
            }
            warnUnconverged(List.of(stats.get(p)), solved, err);
            if (!quiet) {
                printStats(params.type(), List.of(stats.get(p)), out);
            }
        }
        if (!quiet && solved instanceof SvmModel svm) {
            out.println("Total nSV = " + svm.supportVectorCount());
        }
        return model;
    }

    /**
     * Trains the formulation of {@code params} on {@code data} (its training rows in LIBSVM's order for a fold of
     * {@code -v}): C-SVC and nu-SVC by {@link SvmTrainer} (with the progress of long solves on standard error,
     * unless quiet), the one-class SVM by {@link OneClassSvmTrainer}, the SVRs by {@link SvrTrainer}; with
     * {@code -b 1}, a classifier's trainer inside {@link CalibratedTrainer} and an SVR's inside
     * {@link LaplaceTrainer}, 5 internal folds drawn from {@code srand(--seed)}'s {@code rand()} past
     * {@code skippedDraws} values, each internal model shown to {@code listener}. An error of the training (an
     * infeasible nu, a kernel that cannot be used) names the training file, and for an infeasible nu also the flag.
     */
    private Model fit(Dataset data, SvmParams params, long skippedDraws, FoldListener listener) {
        int folds = CalibratedTrainer.DEFAULT_FOLDS;
        try {
            return switch (params.type()) {
                case C_SVC, NU_SVC -> {
                    SvmTrainer t = quiet ? new SvmTrainer(params)
                            : new SvmTrainer(params).withProgress(new SolverProgress(spec.commandLine().getErr()));
                    yield probabilities ? CalibratedTrainer.of(t, folds, seed).withSkippedDraws(skippedDraws)
                            .withListener(listener).fit(data) : t.fit(data);
                }
                case ONE_CLASS -> new OneClassSvmTrainer(params).fit(data);
                case EPSILON_SVR, NU_SVR -> probabilities ? new LaplaceTrainer(new SvrTrainer(params), folds, seed)
                        .withSkippedDraws(skippedDraws).withListener(listener).fit(data)
                        : new SvrTrainer(params).fit(data);
            };
        } catch (IllegalArgumentException e) {
            String m = e.getMessage();
            boolean infeasible = m != null && m.startsWith("nu = ") && m.contains("infeasible");
            throw new IllegalArgumentException((infeasible ? "-n " + (nu == null ? "0.5 (the default)" : nu)
                    + ": specified nu is infeasible: " : "")
                    + files.trainingFile + ": " + m, e);
        }
    }

    /** The solver's reports of a model this command trains. */
    private static List<BinaryStats> stats(Model model) {
        if (model instanceof SvmModel m) {
            return m.stats();
        }
        if (model instanceof OneClassSvmModel m) {
            return m.stats();
        }
        return ((SvrModel) model).stats();
    }

    /**
     * Writes the model file, JSON or LIBSVM's text; with {@code -b 1}, a {@link CalibratedClassifier} (JSON kind
     * {@code calibrated}; in LIBSVM's text the SVM with the sigmoids as {@code probA}, {@code probB}) or an SVR with
     * sigma (LIBSVM's {@code probA}), through {@link LibsvmModelFormat.Contents}.
     */
    private void writeModel(Model model, Path target) throws java.io.IOException {
        if (modelFormat.equals("libsvm")) {
            LibsvmModelFormat.write(new LibsvmModelFormat.Contents(model), target);
            if (!model.featureNames().isEmpty()) {
                spec.commandLine().getErr().println("WARNING: LIBSVM model files cannot record the feature names of "
                        + files.trainingFile + "; predict will read test columns by position, so keep them in the same"
                        + " order (a JSON model matches them by name)");
            }
        } else {
            ModelCodec.write(model, target);
        }
    }

    private Kernel kernel() {
        double g = gamma == null ? Double.NaN : CliSupport.number("-g", gamma);
        double r = coef0 == null ? 0 : CliSupport.number("-r", coef0);
        int d = degree == null ? 3 : CliSupport.integer("-d", degree);
        if (kernelSpec != null) {
            if (kernelType != null) {
                throw new UsageException("give either -t or --kernel, not both");
            }
            Spec s;
            try {
                s = Spec.parse(kernelSpec);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--kernel " + Quote.of(kernelSpec) + ": " + e.getMessage());
            }
            if (gamma != null && !s.has("gamma") && g != 0) {
                s = s.with("gamma", g);
            }
            if (coef0 != null && !s.has("coef0")) {
                s = s.with("coef0", r);
            }
            if (degree != null && !s.has("degree")) {
                s = s.with("degree", d);
            }
            try {
                return Kernels.fromSpec(s);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--kernel " + Quote.of(kernelSpec) + ": " + e.getMessage());
            }
        }
        int t = kernelType == null ? (precomputed ? 4 : 2) : CliSupport.integer("-t", kernelType);
        if (precomputed && t != 4) {
            throw new UsageException("--precomputed goes with -t 4, not -t " + t);
        }
        try {
            return Kernels.fromLibsvmType(t, g, r, d);
        } catch (IllegalArgumentException e) {
            throw new UsageException("-t " + t + ": " + e.getMessage());
        }
    }

    /**
     * The parameters, checked as {@code svm_check_parameter} checks them: C for C-SVC and the SVRs, nu for nu-SVC, the
     * one-class SVM and nu-SVR, epsilon for epsilon-SVR. A flag the type does not read is parsed but not checked, as
     * svm-train ignores it ({@code -s 0 -n 1.5} trains a C-SVC).
     */
    private SvmParams params(Kernel kernel, SvmType type) {
        double c = CliSupport.number("-c", cost);
        double n = nu == null ? SvmParams.DEFAULT_NU : CliSupport.number("-n", nu);
        double p = epsilonSvr == null ? SvmParams.DEFAULT_EPSILON : CliSupport.number("-p", epsilonSvr);
        double e = CliSupport.number("-e", eps);
        double m = CliSupport.number("-m", cacheSize);
        int h = CliSupport.integer("-h", shrinking);
        if (h != 0 && h != 1) {
            throw new UsageException("-h " + h + ": shrinking must be 0 or 1");
        }
        Map<String, Double> w = new LinkedHashMap<>();
        for (String kv : weights) {
            int eq = kv.lastIndexOf('=');
            if (eq <= 0) {
                throw new UsageException("-w: expected -wLABEL WEIGHT, e.g. -w1 2, got " + Quote.of(kv));
            }
            String label = kv.substring(0, eq);
            w.put(label, CliSupport.number("-w" + label, kv.substring(eq + 1)));
        }
        SvmSolver s;
        try {
            s = SvmSolver.fromName(solver);
        } catch (IllegalArgumentException ex) {
            throw new UsageException("--solver: " + ex.getMessage());
        }
        try {
            return new SvmParams(kernel, type.usesC() ? c : SvmParams.DEFAULT_C, e, m, h == 1,
                    type == SvmType.C_SVC ? w : Map.of(), threadsOption.count(), s, type,
                    type.usesNu() ? n : SvmParams.DEFAULT_NU,
                    type == SvmType.EPSILON_SVR ? p : SvmParams.DEFAULT_EPSILON);
        } catch (IllegalArgumentException ex) {
            String msg = ex.getMessage();
            String flag = msg.startsWith("C ") ? "-c" : msg.startsWith("eps ") ? "-e"
                    : msg.startsWith("nu ") ? "-n" : msg.startsWith("epsilon ") ? "-p"
                    : msg.startsWith("cacheMegabytes") ? "-m" : msg.startsWith("weight") ? "-w"
                    : msg.startsWith("solver") ? "--solver" : null;
            throw new UsageException(flag == null ? msg : flag + ": " + msg);
        }
    }

    private void crossValidate(Dataset data, SvmParams params, int n, PrintWriter out) {
        int k = n;
        if (k > data.size()) {
            spec.commandLine().getErr().println("WARNING: # folds > # data. Will use # folds = # data instead "
                    + "(i.e., leave-one-out cross validation)");
            k = data.size();
        }
        SvmType type = params.type();
        if ((type == SvmType.C_SVC || type == SvmType.NU_SVC) && probabilities) {
            crossValidateProbabilities(data, params, Folds.libsvm(data, k, seed), out);
            return;
        }
        if (type == SvmType.C_SVC || type == SvmType.NU_SVC) {
            crossValidateClasses(data, params, Folds.libsvm(data, k, seed), out);
            return;
        }
        // svm_cross_validation does not stratify the one-class SVM and regression
        double[] value = outOfFold(data, params, Folds.libsvmUnstratified(data.size(), k, seed), out);
        if (type == SvmType.ONE_CLASS) {
            // svm-train compares the +1/-1 predictions with the labels of the file
            int correct = 0;
            for (int r = 0; r < value.length; r++) {
                if (data.labels().name(data.classOf(r)).equals(Labels.formatNumber(value[r]))) {
                    correct++;
                }
            }
            out.println("Cross Validation Accuracy = " + CFormat.g(100.0 * correct / data.size()) + "%");
        } else {
            double[] target = data.targets();
            out.println("Cross Validation Mean squared error = " + CFormat.g(Metrics.meanSquaredError(value, target)));
            out.println("Cross Validation Squared correlation coefficient = "
                    + CFormat.g(Metrics.squaredCorrelation(value, target)));
        }
        out.flush();
    }

    /**
     * The out-of-fold predictions of the one-class SVM (+1 or -1) or of a regression, as {@code svm_cross_validation}
     * computes them: fold by fold, in fold order, a model trained on the fold's training rows (in LIBSVM's order)
     * predicts its test rows; each fold's report is printed as svm-train prints it. The folds run one after another,
     * each with all the threads for its kernel columns. With {@code -b 1} each SVR also fits its Laplace scale (not
     * used by the values), its internal folds drawn where svm-train's one {@code rand()} stands: after the
     * cross-validation's shuffle (one value per row) and the folds before (one value per training row each).
     */
    private double[] outOfFold(Dataset data, SvmParams params, List<Fold> fs, PrintWriter out) {
        double[] value = new double[data.size()];
        int threads = threadsOption.count();
        long draws = data.size();
        for (Fold f : fs) {
            Model model = trainAndReport(data.view(f.train()), params, draws, out);
            draws += f.train().length;
            Dataset test = data.view(f.test());
            double[] v;
            if (model instanceof OneClassSvmModel oneClass) {
                List<Prediction> p = oneClass.predictRows(test, threads);
                v = new double[p.size()];
                for (int t = 0; t < v.length; t++) {
                    v[t] = Double.parseDouble(OneClassSvmModel.LABELS.name(p.get(t).classIndex()));
                }
            } else {
                v = ((SvrModel) model).predictRows(test, threads);
            }
            int[] rows = f.test();
            for (int t = 0; t < rows.length; t++) {
                value[rows[t]] = v[t];
            }
        }
        return value;
    }

    /**
     * {@code svm-train -v k -b 1} for C-SVC and nu-SVC, as {@code svm_cross_validation} with probability: fold by
     * fold, in fold order, the calibrated model of the fold's training rows predicts its test rows by the largest
     * probability ({@code svm_predict_probability}, which may differ from the vote), each fold's lines printed as
     * svm-train prints them. svm-train draws everything from one {@code rand()}: the folds' shuffle (one value per
     * row), then each fold's calibration in turn ((c - 1) values per training row for c classes: each pair's rows
     * once), so fold f's internal folds are drawn past those values ({@link CalibratedTrainer#withSkippedDraws}). A
     * fold whose training rows are of one class predicts it, as svm-train (no pair, no draws). The folds run one after
     * another, each with all the threads for its kernel columns.
     */
    private void crossValidateProbabilities(Dataset data, SvmParams params, List<Fold> fs, PrintWriter out) {
        int[] predicted = new int[data.size()];
        int threads = threadsOption.count();
        long draws = data.size();
        for (Fold f : fs) {
            int only = singleClass(data, f.train());
            if (only != SEVERAL_CLASSES) {
                predictWithoutModel(only, f.test(), predicted, out);
                continue;
            }
            Classifier model = (Classifier) trainAndReport(data.view(f.train()), params, draws, out);
            draws += (long) (model.labels().size() - 1) * f.train().length;
            List<Prediction> p = model.predictRows(data.view(f.test()), threads);
            int[] rows = f.test();
            for (int t = 0; t < rows.length; t++) {
                predicted[rows[t]] = data.labels().indexOf(model.labels().name(p.get(t).classIndex()));
            }
        }
        int correct = Metrics.correct(predicted, data);
        out.println("Cross Validation Accuracy = " + CFormat.g(100.0 * correct / data.size()) + "%");
        out.flush();
    }

    private void crossValidateClasses(Dataset data, SvmParams params, List<Fold> fs, PrintWriter out) {
        // svm-train turns a fold whose training rows hold a single class into a model that predicts that class,
        // with a warning; SvmTrainer refuses such a training set, so those folds are predicted here
        int[] onlyClass = new int[fs.size()];
        List<Fold> trained = new ArrayList<>();
        for (int f = 0; f < fs.size(); f++) {
            onlyClass[f] = singleClass(data, fs.get(f).train());
            if (onlyClass[f] == SEVERAL_CLASSES) {
                trained.add(fs.get(f));
            }
        }
        CrossValidation.Result<SvmModel> result;
        try {
            result = CrossValidation.run(new SvmTrainer(params.withThreads(1)), data, trained, threadsOption.count());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(files.trainingFile + ": " + e.getMessage(), e);
        }
        int[] predicted = result.predicted();
        Iterator<SvmModel> models = result.models().iterator();
        for (int f = 0; f < fs.size(); f++) {
            if (onlyClass[f] != SEVERAL_CLASSES) {
                predictWithoutModel(onlyClass[f], fs.get(f).test(), predicted, out);
                continue;
            }
            SvmModel m = models.next();
            warnUnconverged(m.stats(), m, spec.commandLine().getErr());
            if (!quiet) {
                printStats(params.type(), m.stats(), out);
                out.println("Total nSV = " + m.supportVectorCount());
            }
        }
        int correct = Metrics.correct(predicted, data);
        out.println("Cross Validation Accuracy = " + CFormat.g(100.0 * correct / data.size()) + "%");
        out.flush();
    }

    /** The class of all of {@code rows}, or -1 if they hold two classes or more. */
    /** {@link #singleClass}: the training rows hold several classes, so a model is trained. */
    private static final int SEVERAL_CLASSES = -1;
    /** {@link #singleClass}: the fold has no training rows (a class of fewer rows than folds can leave one empty). */
    private static final int NO_ROWS = -2;

    /**
     * The test rows of a fold that trains no model: those of a one-class training set are predicted as that class
     * with svm-train's warning; those of an empty one (svm-train then trains on nothing and prints 0%) count as
     * errors, with a warning.
     */
    private void predictWithoutModel(int only, int[] test, int[] predicted, PrintWriter out) {
        for (int r : test) {
            predicted[r] = only >= 0 ? only : -1;
        }
        if (!quiet) {
            out.println(only >= 0 ? "WARNING: training data in only one class. See README for details."
                    : "WARNING: a fold has no training rows (a class has fewer rows than folds); its "
                    + test.length + " test rows count as errors.");
            out.println("Total nSV = 0");
        }
    }

    /** The one class of {@code rows}, {@link #SEVERAL_CLASSES}, or {@link #NO_ROWS} if there are none. */
    private static int singleClass(Dataset data, int[] rows) {
        if (rows.length == 0) {
            return NO_ROWS;
        }
        int c = data.classOf(rows[0]);
        for (int r : rows) {
            if (data.classOf(r) != c) {
                return SEVERAL_CLASSES;
            }
        }
        return c;
    }

    /**
     * svm-train's warning for a problem stopped by the iteration cap, on standard error and also with {@code -q}
     * (as svm-train, which prints it with fprintf(stderr) whatever the verbosity); the classes are named for a
     * problem of a classifier's pair.
     */
    static void warnUnconverged(List<BinaryStats> stats, Model model, PrintWriter err) {
        for (BinaryStats s : stats) {
            if (!s.converged()) {
                err.println("WARNING: reaching max number of iterations" + (model instanceof SvmModel m
                        ? " (classes " + m.labels().name(s.positiveClass()) + " and "
                        + m.labels().name(s.negativeClass()) + ")" : "") + "; the model may be far from optimal");
            }
        }
        err.flush();
    }

    /**
     * What svm-train prints after each problem it solves, in its order: {@code optimization finished, #iter = N};
     * the parameter of the other formulation that has the same solution ({@link BinaryStats#equivalent()}), where
     * {@code solve_c_svc} ({@code nu = }, with equal class costs), {@code solve_nu_svc} ({@code C = }),
     * {@code solve_epsilon_svr} ({@code nu = }) and {@code solve_nu_svr} ({@code epsilon = }) print it;
     * {@code obj = ..., rho = ...}; {@code nSV = ..., nBSV = ...}. svm-train's "*" progress marks are not reproduced.
     */
    static void printStats(SvmType type, List<BinaryStats> stats, PrintWriter out) {
        String equivalent = switch (type) {
            case C_SVC, EPSILON_SVR -> "nu = ";
            case NU_SVC -> "C = ";
            case NU_SVR -> "epsilon = ";
            case ONE_CLASS -> null;
        };
        for (BinaryStats s : stats) {
            out.println("optimization finished, #iter = " + s.iterations());
            if (equivalent != null && Double.isFinite(s.equivalent())) {
                out.println(equivalent + CFormat.f(s.equivalent(), 6));
            }
            out.println("obj = " + CFormat.f(s.objective(), 6) + ", rho = " + CFormat.f(s.rho(), 6));
            out.println("nSV = " + s.supportVectors() + ", nBSV = " + s.boundedSupportVectors());
        }
    }
}
