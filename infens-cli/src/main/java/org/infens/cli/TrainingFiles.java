package org.infens.cli;

import java.nio.file.Path;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * The training set (a file or bundled data set, {@link DataSource}) and model file of {@code infens train} and
 * {@code infens fit}, with the options that say how the training set is read and {@code --help} (picocli mixin).
 */
final class TrainingFiles {
    @Mixin
    DataFileOptions options = new DataFileOptions();

    @Mixin
    HelpOption help = new HelpOption();

    @Parameters(index = "0", paramLabel = "training_set_file", converter = DataSource.Converter.class,
            description = "a data file (LIBSVM, CSV or ARFF) or a bundled data set: NAME or bundled:NAME (infens datasets)")
    DataSource trainingFile;

    @Parameters(index = "1", arity = "0..1", paramLabel = "model_file",
            description = "where the model goes (default: <training_set_file name>.model)")
    Path modelFile;

    /** The model file: as given, else svm-train's default ({@link #defaultModelFile}). */
    Path modelTarget() {
        return modelFile != null ? modelFile : defaultModelFile(trainingFile);
    }

    /**
     * svm-train's default model file: the training file's name (or the bundled set's) plus {@code .model}, in the
     * current directory.
     */
    static Path defaultModelFile(DataSource trainingFile) {
        return Path.of(trainingFile.baseName() + ".model");
    }
}
