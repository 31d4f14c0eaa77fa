package org.infens.cli;

import java.io.IOException;
import org.infens.data.Dataset;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * The data file (or bundled data set, {@link DataSource}) of {@code infens cv} and {@code infens select}, with the
 * options that say how it is read and {@code --help} (picocli mixin).
 */
final class DataArgument {
    @Mixin
    DataFileOptions options = new DataFileOptions();

    @Mixin
    HelpOption help = new HelpOption();

    @Parameters(index = "0", paramLabel = "data_file", converter = DataSource.Converter.class,
            description = "a data file (LIBSVM, CSV or ARFF) or a bundled data set: NAME or bundled:NAME (infens datasets)")
    DataSource file;

    /** Reads the data file in {@code format} (null: by extension). */
    Dataset read(String format) throws IOException {
        return CliSupport.readData(file, format, false, options);
    }
}
