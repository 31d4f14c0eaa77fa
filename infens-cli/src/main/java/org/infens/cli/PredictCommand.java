package org.infens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.ProbabilisticClassifier;
import org.infens.Regressor;
import org.infens.calibrate.CalibratedClassifier;
import org.infens.data.AtomicFiles;
import org.infens.data.DataFiles;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.CFormat;
import org.infens.eval.Metrics;
import org.infens.svm.OneClassSvmModel;
import org.infens.svm.SvrModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code infens predict}: LIBSVM's {@code svm-predict} for Infens (JSON) and LIBSVM model files, of classifiers (the
 * one-class SVM's labels are 1 and -1) and of regressions (epsilon-SVR, nu-SVR), with {@code -b 1} the probability
 * estimates of models trained for them (Platt's sigmoids with pairwise coupling, Lin, Lin &amp; Weng 2007 and Wu, Lin
 * &amp; Weng 2004; the Laplace model of an SVR's residuals, Lin &amp; Weng 2004), as {@code svm-predict -b 1} writes
 * them.
 */
@Command(separator = " ", name = "predict", sortOptions = false, usageHelpAutoWidth = true,
        header = "Predict with a model, as LIBSVM's svm-predict.",
        description = "Writes the predicted label of each row of test_file to output_file, one per line, and"
                + " prints the accuracy, as LIBSVM's svm-predict; for a regression model (epsilon-SVR, nu-SVR) the"
                + " predicted value of each row, and the mean squared error and squared correlation coefficient"
                + " against the test file's labels, read as the targets. model_file may be an Infens model (JSON) or"
                + " a model made by LIBSVM's svm-train. When the model was trained on a CSV file with a header or"
                + " an ARFF file, the test file's columns are matched to the training columns by name (their order"
                + " may differ; a missing, extra or unseen column is an error). With -b 1 and a model trained for"
                + " probability estimates (train -b 1, svm-train -b 1, or a calibrated(...) spec), the output file"
                + " starts with the line 'labels' and the model's labels, then each row's label (the most probable)"
                + " and one probability per class in that order; a regression prints the Laplace scale sigma of its"
                + " residuals and writes its values as without -b.",
        customSynopsis = "infens predict [options] test_file model_file output_file")
final class PredictCommand implements Callable<Integer> {
    /** A label svm-predict writes as a number ({@code %g} with -b 1). */
    private static final java.util.regex.Pattern NUMBER =
            java.util.regex.Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    @Option(names = "-b", paramLabel = "probability_estimates", description = "whether to predict probability "
            + "estimates, 0 or 1 (default 0); for one-class SVM only 0 is supported")
    String probability = "0";

    @Option(names = "-q", description = "quiet mode (no outputs)")
    boolean quiet;

    @Option(names = "--format", paramLabel = "FORMAT", description = "test data format: libsvm, csv or arff "
            + "(default: by extension)")
    String format;

    @Mixin
    DataFileOptions dataOptions = new DataFileOptions();

    @Mixin
    HelpOption help = new HelpOption();

    @Parameters(index = "0", paramLabel = "test_file", converter = DataSource.Converter.class,
            description = "a data file (LIBSVM, CSV or ARFF) or a bundled data set: NAME or bundled:NAME (infens datasets)")
    DataSource testFile;

    @Parameters(index = "1", paramLabel = "model_file")
    Path modelFile;

    @Parameters(index = "2", paramLabel = "output_file")
    Path outputFile;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        int b = CliSupport.integer("-b", probability);
        if (b != 0 && b != 1) {
            throw new UsageException("-b " + probability + ": probability_estimates must be 0 or 1");
        }
        // a regular test file is read on another thread while this one reads the model (they take about as long);
        // it is read as features, and read again in the kernel-values layout if the model turns out to be
        // precomputed. A pipe (e.g. bash's <(...)) can be read only once, so it is read after the model.
        CompletableFuture<Dataset> features = testFile.bundledName() == null && !Files.isRegularFile(testFile.path())
                ? null
                : CompletableFuture.supplyAsync(() -> {
                    try {
                        return CliSupport.readData(testFile, format, false, dataOptions);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
        Model model = CliSupport.readModel(modelFile);
        boolean supportsProbabilities = model instanceof ProbabilisticClassifier
                || model instanceof SvrModel svr && svr.sigma().isPresent();
        List<String> summary = new ArrayList<>();
        if (b == 1 && !supportsProbabilities) {
            // svm-predict's message (its spelling), and its exit status 1
            throw new IllegalArgumentException("model file " + modelFile + ": Model does not support probabiliy"
                    + " estimates (" + (model instanceof OneClassSvmModel ? "a one-class SVM has none"
                    : model instanceof org.infens.svm.SvmModel || model instanceof SvrModel ? "train it with -b 1"
                    : "fit calibrated(base=...) for probabilities") + ")");
        }
        if (b == 0 && supportsProbabilities) {
            summary.add("Model supports probability estimates, but disabled in prediction.");
        }
        if (b == 0 && model instanceof CalibratedClassifier calibrated) {
            model = calibrated.base(); // svm-predict without -b: the vote of the pairs
        }
        boolean precomputed = TestFileChecks.kernel(model).map(k -> k.spec().name().equals("precomputed"))
                .orElse(false);
        Dataset data = precomputed || features == null ? CliSupport.readData(testFile, format, precomputed, dataOptions)
                : join(features);
        // a file that plainly does not belong to the model is refused or, for its labels, warned about
        TestFileChecks.checkFeatures(model, data, testFile.toString(),
                format != null ? format : precomputed || testFile.bundledName() != null ? "libsvm"
                        : DataFiles.format(testFile.path()));
        // predicting matches the test columns to a model trained on named features (CSV header, ARFF) by name;
        // aligning here first only makes an error name the test file
        Dataset test = data.alignTo(model.featureNames(), testFile.toString());
        int threads = Runtime.getRuntime().availableProcessors();
        if (model instanceof Regressor regressor) {
            double[] target = test.targets(); // a label that is not a number: an error naming the file and line
            double[] predicted = regressor.predictAll(test, threads);
            StringBuilder sb = new StringBuilder(predicted.length * 20);
            for (double v : predicted) {
                sb.append(CFormat.g(v, 17)).append('\n');
            }
            String text = sb.toString();
            AtomicFiles.write(outputFile, w -> w.write(text));
            if (b == 1) {
                summary.add("Prob. model for test data: target value = predicted value + z,");
                summary.add("z: Laplace distribution e^(-|z|/sigma)/(2sigma),sigma="
                        + CFormat.g(((SvrModel) model).sigma().getAsDouble()));
            }
            summary.addAll(regressionLines(predicted, target));
        } else {
            // with -b 1 svm-predict writes a header line "labels 1 -1" and, per row, the label (the most probable,
            // "%g") and one probability per class in that order ("%g")
            Classifier classifier = (Classifier) model;
            List<Prediction> predicted = classifier.predictAll(test, threads);
            Labels labels = classifier.labels();
            int correct = 0;
            StringBuilder sb = new StringBuilder(predicted.size() * (b == 1 ? 12 * labels.size() : 4));
            if (b == 1) {
                sb.append("labels");
                for (String l : labels.names()) {
                    sb.append(' ').append(l);
                }
                sb.append('\n');
            }
            for (int i = 0; i < predicted.size(); i++) {
                String name = labels.name(predicted.get(i).classIndex());
                if (b == 1) {
                    sb.append(NUMBER.matcher(name).matches() ? CFormat.g(Double.parseDouble(name)) : name);
                    for (double p : predicted.get(i).probabilities()) {
                        sb.append(' ').append(CFormat.g(p));
                    }
                } else {
                    sb.append(name);
                }
                sb.append('\n');
                if (name.equals(test.labels().name(test.classOf(i)))) {
                    correct++;
                }
            }
            String text = sb.toString();
            AtomicFiles.write(outputFile, w -> w.write(text));
            String warning = TestFileChecks.labelWarning(labels, test, testFile.toString());
            if (warning != null) { // on standard error and also with -q, as svm-train's warnings
                spec.commandLine().getErr().println(warning);
                spec.commandLine().getErr().flush();
            }
            summary.add(accuracyLine(correct, predicted.size()));
        }
        if (!quiet) {
            PrintWriter out = spec.commandLine().getOut();
            summary.forEach(out::println);
            out.flush();
        }
        return 0;
    }

    /** The read data, or the read's own exception (as if it had run on this thread). */
    private static Dataset join(CompletableFuture<Dataset> read) throws IOException {
        try {
            return read.join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }

    /**
     * svm-predict's lines for a regression: {@code Mean squared error = 0.413585 (regression)} and
     * {@code Squared correlation coefficient = 0.590283 (regression)}.
     */
    static List<String> regressionLines(double[] predicted, double[] target) {
        return List.of("Mean squared error = " + CFormat.g(Metrics.meanSquaredError(predicted, target))
                + " (regression)", "Squared correlation coefficient = "
                + CFormat.g(Metrics.squaredCorrelation(predicted, target)) + " (regression)");
    }

    /** svm-predict's line: {@code Accuracy = 86.6667% (234/270) (classification)}. */
    static String accuracyLine(int correct, int total) {
        return "Accuracy = " + CFormat.g((double) correct / total * 100) + "% (" + correct + "/" + total
                + ") (classification)";
    }
}
