package org.infens.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.infens.data.Dataset;
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
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmSolver;
import org.infens.svm.SvmTrainer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code infens train}: LIBSVM's {@code svm-train}, flag for flag, for C-SVC, with the ensemble kernels as
 * {@code -t 5..10} or {@code --kernel SPEC}.
 */
@Command(separator = " ", name = "train", sortOptions = false, usageHelpAutoWidth = true,
        header = "Train a C-SVC with LIBSVM's svm-train flags (and the ensemble kernels).",
        description = "Same flags and output as LIBSVM's svm-train (C-SVC only), plus the kernels that embody"
                + " infinite ensembles. Writes the model (JSON, or LIBSVM's format with --model-format libsvm) to"
                + " model_file, by default <training_set_file name>.model in the current directory.",
        customSynopsis = "infens train [options] training_set_file [model_file]",
        footer = {"", "Kernel types (-t): 0 linear, 1 polynomial, 2 rbf (default), 3 sigmoid, 4 precomputed,",
                "  5 stump, 6 perceptron, 7 laplacian, 8 exponential, 9 middle-stump, 10 hik.",
                "Examples:",
                "  infens train -t 5 -c 0.5 heart",
                "  infens train --kernel 'rbf(gamma=0.5)' -v 5 heart",
                "  infens train -c inf -t 5 heart hard.model            (hard margin)"})
final class TrainCommand implements Callable<Integer> {
    @Option(names = "-s", paramLabel = "svm_type", description = "type of SVM: 0 C-SVC (the only one supported)")
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

    @Option(names = "-c", paramLabel = "cost", description = "the parameter C (default 1; inf for a hard margin)")
    String cost = "1";

    @Option(names = "-n", paramLabel = "nu", description = "accepted and ignored (nu-SVC is not supported)")
    String nu;

    @Option(names = "-p", paramLabel = "epsilon", description = "accepted and ignored (SVR is not supported)")
    String epsilonSvr;

    @Option(names = "-m", paramLabel = "cachesize", description = "cache memory size in MB (default 100)")
    String cacheSize = "100";

    @Option(names = "-e", paramLabel = "epsilon", description = "tolerance of termination criterion (default 0.001)")
    String eps = "0.001";

    @Option(names = "-h", paramLabel = "shrinking", description = "whether to use the shrinking heuristics, 0 or 1 "
            + "(default 1)")
    String shrinking = "1";

    @Option(names = "-b", paramLabel = "probability_estimates", description = "0 only: probability estimates are "
            + "not supported yet")
    String probability = "0";

    @Option(names = "--weight", paramLabel = "LABEL=WEIGHT", description = "as -wi weight: set C of class i to "
            + "weight*C (write -w1 2 -w-1 0.5 as in LIBSVM)")
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

    @Option(names = "--seed", paramLabel = "S", description = "seed of the cross-validation folds, given to the C "
            + "library's srand as LIBSVM would (default 1: svm-train's own folds)")
    long seed = 1;

    @Option(names = "--format", paramLabel = "FORMAT", description = "data format: libsvm, csv or arff "
            + "(default: by extension, .csv, .arff, else libsvm)")
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

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        int svm = CliSupport.integer("-s", svmType);
        if (svm != 0) {
            String[] names = {"C-SVC", "nu-SVC", "one-class SVM", "epsilon-SVR", "nu-SVR"};
            String name = svm >= 0 && svm < names.length ? " (" + names[svm] + ")" : "";
            throw new UsageException("svm_type " + svm + name + " is not supported; Infens trains C-SVC (-s 0)");
        }
        if (CliSupport.integer("-b", probability) != 0) {
            throw new UsageException("-b " + probability + ": probability estimates are not supported yet");
        }
        if (!modelFormat.equals("json") && !modelFormat.equals("libsvm")) {
            throw new UsageException("--model-format: " + Quote.of(modelFormat) + " is not json or libsvm");
        }
        threadsOption.count();
        Kernel kernel = kernel();
        boolean pre = precomputed || kernel.spec().name().equals("precomputed");
        SvmParams params = params(kernel);
        Integer nFold = folds == null ? null : CliSupport.integer("-v", folds);
        if (nFold != null && nFold < 2) {
            throw new UsageException("-v " + nFold + ": n-fold cross validation: n must >= 2");
        }

        Dataset data = CliSupport.readData(files.trainingFile, format, pre, files.options);
        for (String label : params.classWeights().keySet()) {
            if (data.labels().indexOf(label) < 0) {
                throw new UsageException("-w" + label + ": class " + label + " is not in the training data (labels: "
                        + String.join(", ", data.labels().names()) + ")");
            }
        }
        if (nFold != null) {
            crossValidate(data, params, nFold, out);
            return 0;
        }
        SvmModel model;
        try {
            SvmTrainer trainer = new SvmTrainer(params);
            model = (quiet ? trainer : trainer.withProgress(new SolverProgress(spec.commandLine().getErr())))
                    .fit(data);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(files.trainingFile + ": " + e.getMessage(), e);
        }
        warnUnconverged(model, spec.commandLine().getErr());
        if (!quiet) {
            printStats(model.stats(), out);
            out.println("Total nSV = " + model.supportVectorCount());
        }
        Path target = files.modelTarget();
        if (modelFormat.equals("libsvm")) {
            LibsvmModelFormat.write(model, target);
            if (!model.featureNames().isEmpty()) {
                spec.commandLine().getErr().println("WARNING: LIBSVM model files cannot record the feature names of "
                        + files.trainingFile + "; predict will read test columns by position, so keep them in the same"
                        + " order (a JSON model matches them by name)");
            }
        } else {
            ModelCodec.write(model, target);
        }
        out.flush();
        return 0;
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

    private SvmParams params(Kernel kernel) {
        double c = CliSupport.number("-c", cost);
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
            return new SvmParams(kernel, c, e, m, h == 1, w, threadsOption.count(), s);
        } catch (IllegalArgumentException ex) {
            String msg = ex.getMessage();
            String flag = msg.startsWith("C ") ? "-c" : msg.startsWith("eps") ? "-e"
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
        List<Fold> fs = Folds.libsvm(data, k, seed);
        // svm-train turns a fold whose training rows hold a single class into a model that predicts that class,
        // with a warning; SvmTrainer refuses such a training set, so those folds are predicted here
        int[] onlyClass = new int[fs.size()];
        List<Fold> trained = new ArrayList<>();
        for (int f = 0; f < fs.size(); f++) {
            onlyClass[f] = singleClass(data, fs.get(f).train());
            if (onlyClass[f] < 0) {
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
            if (onlyClass[f] >= 0) {
                for (int r : fs.get(f).test()) {
                    predicted[r] = onlyClass[f];
                }
                if (!quiet) {
                    out.println("WARNING: training data in only one class. See README for details.");
                    out.println("Total nSV = 0");
                }
                continue;
            }
            SvmModel m = models.next();
            warnUnconverged(m, spec.commandLine().getErr());
            if (!quiet) {
                printStats(m.stats(), out);
                out.println("Total nSV = " + m.supportVectorCount());
            }
        }
        int correct = Metrics.correct(predicted, data);
        out.println("Cross Validation Accuracy = " + CFormat.g(100.0 * correct / data.size()) + "%");
        out.flush();
    }

    /** The class of all of {@code rows}, or -1 if they hold two classes or more. */
    private static int singleClass(Dataset data, int[] rows) {
        int c = data.classOf(rows[0]);
        for (int r : rows) {
            if (data.classOf(r) != c) {
                return -1;
            }
        }
        return c;
    }

    /**
     * svm-train's warning for a problem stopped by the iteration cap, on standard error and also with {@code -q}
     * (as svm-train, which prints it with fprintf(stderr) whatever the verbosity).
     */
    static void warnUnconverged(SvmModel model, PrintWriter err) {
        for (BinaryStats s : model.stats()) {
            if (!s.converged()) {
                err.println("WARNING: reaching max number of iterations (classes "
                        + model.labels().name(s.positiveClass()) + " and " + model.labels().name(s.negativeClass())
                        + "); the model may be far from optimal");
            }
        }
        err.flush();
    }

    /** What svm-train prints after each binary problem (its "*" progress and nu lines are not reproduced). */
    static void printStats(List<BinaryStats> stats, PrintWriter out) {
        for (BinaryStats s : stats) {
            out.println("optimization finished, #iter = " + s.iterations());
            out.println("obj = " + CFormat.f(s.objective(), 6) + ", rho = " + CFormat.f(s.rho(), 6));
            out.println("nSV = " + s.supportVectors() + ", nBSV = " + s.boundedSupportVectors());
        }
    }
}
