package org.infens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.infens.data.DataFiles;
import org.infens.data.Dataset;
import org.infens.data.Scaling;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code infens scale}: LIBSVM's {@code svm-scale}, with the same output byte for byte on well-formed LIBSVM data.
 *
 * <p>The rules are {@link Scaling}'s (fitting, range files with their {@code y} section, features a range file does
 * not list, the output text); this command handles the options, reads the data (LIBSVM text) and prints
 * svm-scale's messages. Unlike svm-scale, malformed lines are errors naming the file, line and field instead of being
 * read as far as they parse, and comments and blank lines are skipped. The "original #nonzeros" of the sparsity
 * warning counts non-zero values; svm-scale counts the file's {@code index:value} entries, explicit zeros included.
 */
@Command(separator = " ", name = "scale", sortOptions = false, usageHelpAutoWidth = true,
        header = "Scale a LIBSVM data file, as LIBSVM's svm-scale.",
        description = "Scales each feature of a LIBSVM data file to [lower, upper] exactly as LIBSVM's svm-scale"
                + " (same output, byte for byte); the scaled data go to standard output.",
        customSynopsis = "infens scale [options] data_file")
final class ScaleCommand implements Callable<Integer> {
    @Option(names = "-l", paramLabel = "lower", description = "x scaling lower limit (default -1)")
    String lowerText = "-1";

    @Option(names = "-u", paramLabel = "upper", description = "x scaling upper limit (default +1)")
    String upperText = "1";

    @Option(names = "-y", arity = "2", paramLabel = "y_lower y_upper",
            description = "y scaling limits (default: no y scaling)")
    List<String> yLimits;

    @Option(names = "-s", paramLabel = "save_filename", description = "save scaling parameters to save_filename")
    Path saveFile;

    @Option(names = "-r", paramLabel = "restore_filename",
            description = "restore scaling parameters from restore_filename")
    Path restoreFile;

    @Mixin
    HelpOption help = new HelpOption();

    @Parameters(index = "0", paramLabel = "data_file", converter = DataSource.Converter.class,
            description = "a LIBSVM data file or a bundled data set: NAME or bundled:NAME (infens datasets)")
    DataSource dataFile;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        double lower = CliSupport.number("-l", lowerText);
        double upper = CliSupport.number("-u", upperText);
        boolean yScaling = yLimits != null;
        double yLower = yScaling ? CliSupport.number("-y", yLimits.get(0)) : 0;
        double yUpper = yScaling ? CliSupport.number("-y", yLimits.get(1)) : 0;
        if (!(upper > lower) || (yScaling && !(yUpper > yLower))) {
            throw new UsageException("inconsistent lower/upper specification");
        }
        if (restoreFile != null && saveFile != null) {
            throw new UsageException("cannot use -r and -s simultaneously");
        }
        String format = dataFile.bundledName() != null ? "libsvm" : DataFiles.format(dataFile.path());
        if (!format.equals("libsvm")) {
            throw new UsageException(dataFile + ": infens scale reads LIBSVM data only (as svm-scale), not "
                    + format.toUpperCase(java.util.Locale.ROOT) + " files");
        }
        Dataset data = CliSupport.readData(dataFile, "libsvm", false, new DataFileOptions());
        PrintWriter err = spec.commandLine().getErr();
        Scaling scaling;
        if (restoreFile != null) {
            scaling = Scaling.read(restoreFile);
            for (int f : scaling.unlistedFeatures(data)) {
                err.print("WARNING: feature index " + (f + 1) + " appeared in file " + dataFile + " was not seen in"
                        + " the scaling factor file " + restoreFile + ". The feature is scaled to 0.\n");
            }
            err.flush();
        } else {
            scaling = Scaling.fit(data, lower, upper);
        }
        PrintWriter out = spec.commandLine().getOut();
        long written;
        try {
            // as in svm-scale, a restored y section takes precedence over -y
            if (yScaling && scaling.target().isEmpty()) {
                scaling = scaling.withTarget(Scaling.Target.fit(data, yLower, yUpper));
            }
            if (saveFile != null) {
                scaling.write(saveFile);
            }
            written = scaling.writeScaled(data, out);
        } catch (IllegalArgumentException e) { // a label that is not a number, with y scaling
            throw new IllegalArgumentException(dataFile + ": " + e.getMessage(), e);
        }
        out.flush();
        long nonzeros = 0;
        for (int i = 0; i < data.size(); i++) {
            for (int k = 0; k < data.storedCount(i); k++) {
                nonzeros += data.storedValue(i, k) != 0 ? 1 : 0;
            }
        }
        if (written > nonzeros) {
            err.print("WARNING: original #nonzeros " + nonzeros + "\n"
                    + "       > new      #nonzeros " + written + "\n"
                    + "If feature values are non-negative and sparse, use -l 0 rather than the default -l -1\n");
            err.flush();
        }
        return 0;
    }
}
