package org.infens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.data.AtomicFiles;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.CFormat;
import org.infens.svm.SvmModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code infens predict}: LIBSVM's {@code svm-predict} for Infens (JSON) and LIBSVM model files. */
@Command(separator = " ", name = "predict", sortOptions = false, usageHelpAutoWidth = true,
        header = "Predict with a model, as LIBSVM's svm-predict.",
        description = "Writes the predicted label of each row of test_file to output_file, one per line, and"
                + " prints the accuracy, as LIBSVM's svm-predict. model_file may be an Infens model (JSON) or a"
                + " model made by LIBSVM's svm-train. When the model was trained on a CSV file with a header or"
                + " an ARFF file, the test file's columns are matched to the training columns by name (their order"
                + " may differ; a missing, extra or unseen column is an error).",
        customSynopsis = "infens predict [options] test_file model_file output_file")
final class PredictCommand implements Callable<Integer> {
    @Option(names = "-b", paramLabel = "probability_estimates", description = "0 only: probability estimates are "
            + "not supported yet")
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
        if (CliSupport.integer("-b", probability) != 0) {
            throw new UsageException("-b " + probability + ": probability estimates are not supported yet");
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
        Classifier model = CliSupport.readModel(modelFile);
        boolean precomputed = model instanceof SvmModel svm && svm.kernel().spec().name().equals("precomputed");
        Dataset data = precomputed || features == null ? CliSupport.readData(testFile, format, precomputed, dataOptions)
                : join(features);
        // a file that plainly does not belong to the model is refused or, for its labels, warned about
        TestFileChecks.checkFeatures(model, data, testFile.toString(),
                format != null ? format : precomputed || testFile.bundledName() != null ? "libsvm"
                        : CliSupport.formatByExtension(testFile.path()));
        // predictAll matches the test columns to a model trained on named features (CSV header, ARFF) by name;
        // aligning here first only makes an error name the test file
        Dataset test = data.alignTo(model.featureNames(), testFile.toString());
        List<Prediction> predicted = model.predictAll(test, Runtime.getRuntime().availableProcessors());
        Labels labels = model.labels();
        int correct = 0;
        StringBuilder sb = new StringBuilder(predicted.size() * 4);
        for (int i = 0; i < predicted.size(); i++) {
            String name = labels.name(predicted.get(i).classIndex());
            sb.append(name).append('\n');
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
        if (!quiet) {
            PrintWriter out = spec.commandLine().getOut();
            out.println(accuracyLine(correct, predicted.size()));
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

    /** svm-predict's line: {@code Accuracy = 86.6667% (234/270) (classification)}. */
    static String accuracyLine(int correct, int total) {
        return "Accuracy = " + CFormat.g((double) correct / total * 100) + "% (" + correct + "/" + total
                + ") (classification)";
    }
}
