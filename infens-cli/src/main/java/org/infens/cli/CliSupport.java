package org.infens.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.data.ArffFormat;
import org.infens.data.BundledData;
import org.infens.data.CsvFormat;
import org.infens.data.CsvOptions;
import org.infens.data.DataFiles;
import org.infens.data.DataFormatException;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.data.Quote;
import org.infens.io.LibsvmModelFormat;
import org.infens.io.ModelCodec;
import picocli.CommandLine;

/** Helpers shared by the subcommands: number parsing as LIBSVM's tools accept it, data and model reading. */
final class CliSupport {
    private CliSupport() {
    }

    /**
     * A number given to option {@code option}: a decimal number, {@code inf}/{@code infinity} (for a hard margin,
     * {@code -c inf}) or a power of two {@code 2^k}.
     *
     * @throws UsageException naming the option and the text
     */
    static double number(String option, String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        String u = t.startsWith("+") || t.startsWith("-") ? t.substring(1) : t;
        if (u.equals("inf") || u.equals("infinity")) {
            return t.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        try {
            int caret = t.indexOf('^');
            if (caret > 0) {
                return Math.pow(plain(t.substring(0, caret)), plain(t.substring(caret + 1)));
            }
            return plain(t);
        } catch (NumberFormatException e) {
            throw new UsageException(option + ": " + Quote.of(text) + " is not a number");
        }
    }

    private static double plain(String t) {
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (!((c >= '0' && c <= '9') || c == '.' || c == 'e' || c == '+' || c == '-')) {
                throw new NumberFormatException(t);
            }
        }
        double v = Double.parseDouble(t);
        if (Double.isNaN(v)) {
            throw new NumberFormatException(t);
        }
        return v;
    }

    /** An integer given to option {@code option}. */
    static int integer(String option, String text) {
        try {
            return Integer.parseInt(text.trim().startsWith("+") ? text.trim().substring(1) : text.trim());
        } catch (NumberFormatException e) {
            throw new UsageException(option + ": " + Quote.of(text) + " is not an integer");
        }
    }

    /**
     * Rewrites LIBSVM's per-class weight flags {@code -wLABEL value} (e.g. {@code -w1 2 -w-1 0.5}), which picocli
     * cannot declare, into {@code --weight LABEL=value}. {@code args[0]} is the subcommand ({@code train}). Only
     * tokens before the first positional argument are rewritten, as {@code svm-train} stops reading options there:
     * an option of {@code train} that takes a value skips the next token, and the first token that is not an option
     * (nor such a value) ends the rewriting, so {@code train -q data -wx.model} keeps {@code -wx.model} as is.
     *
     * @throws UsageException for a {@code -w} without a label suffix or a {@code -wLABEL} without a value
     */
    static String[] rewriteWeightFlags(String[] args) {
        CommandLine.Model.CommandSpec train = new CommandLine(new TrainCommand()).getCommandSpec();
        List<String> out = new ArrayList<>(args.length);
        boolean options = true;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!options || i == 0) {
                out.add(a);
                continue;
            }
            if (a.equals("-w")) {
                throw new UsageException("-w needs the class label as a suffix, e.g. -w1 5 (C of class 1 is 5*C)");
            }
            if (a.length() > 2 && a.startsWith("-w") && !a.startsWith("--")) {
                if (i + 1 >= args.length) {
                    throw new UsageException(a + ": missing weight value");
                }
                out.add("--weight");
                out.add(a.substring(2) + "=" + args[++i]);
                continue;
            }
            out.add(a);
            if (a.equals("--")) {
                options = false;
            } else if (a.startsWith("-") && a.length() > 1) {
                CommandLine.Model.OptionSpec o = train.findOption(a);
                if (o != null && o.arity().max() > 0 && i + 1 < args.length) {
                    out.add(args[++i]); // the option's value, whatever it looks like (-r -1)
                }
            } else {
                options = false; // the first positional argument
            }
        }
        return out.toArray(new String[0]);
    }

    /**
     * Reads a data file or a bundled data set ({@link DataSource}).
     *
     * @param source      the file or bundled set
     * @param format      {@code libsvm}, {@code csv}, {@code arff}, or null to choose by extension
     * @param precomputed whether the file holds precomputed kernel values (LIBSVM's {@code -t 4} format)
     * @param options     how CSV and ARFF files are read; a CSV-only option with another format, or any of them
     *                    with LIBSVM data (bundled sets are LIBSVM data), is a usage error
     */
    static Dataset readData(DataSource source, String format, boolean precomputed, DataFileOptions options)
            throws IOException {
        String bundled = source.bundledName();
        if (bundled != null) {
            if (format != null && !format.equals("libsvm")) {
                throw new UsageException("--format " + format + ": " + source + " is a bundled data set, LIBSVM data");
            }
            if (precomputed) {
                throw new UsageException(source + " is a bundled data set of features, not precomputed kernel values");
            }
            if (options.csvOnlyGiven() || options.labelColumn != null || options.dropMissing) {
                throw new UsageException((options.noHeader ? "--no-header" : options.delimiter != null ? "--delimiter"
                        : options.labelColumn != null ? "--label-column" : "--drop-missing") + " applies to CSV and"
                        + " ARFF files only, and " + source + " is a bundled data set, LIBSVM data");
            }
            return BundledData.load(bundled);
        }
        String hint = source.missingFileHint();
        if (hint != null) {
            throw new NoSuchFileException(source.toString(), null, hint);
        }
        return readData(source.path(), format, precomputed, options);
    }

    private static Dataset readData(Path file, String format, boolean precomputed, DataFileOptions options)
            throws IOException {
        String f = format != null ? format : precomputed ? "libsvm" : DataFiles.format(file);
        if (!f.equals("libsvm") && !f.equals("csv") && !f.equals("arff")) {
            throw new UsageException("--format: " + Quote.of(format) + " is not one of libsvm, csv, arff");
        }
        if (precomputed && !f.equals("libsvm")) {
            throw new UsageException((format != null ? "--format " + format : file.toString()) + ": precomputed"
                    + " kernel values are read only in the LIBSVM format");
        }
        if (!f.equals("csv") && options.csvOnlyGiven()) {
            throw new UsageException((options.noHeader ? "--no-header" : "--delimiter") + " applies to CSV files"
                    + " only, and " + file + " is read as " + f.toUpperCase(Locale.ROOT));
        }
        if (f.equals("libsvm") && (options.labelColumn != null || options.dropMissing)) {
            throw new UsageException((options.labelColumn != null ? "--label-column" : "--drop-missing")
                    + " applies to CSV and ARFF files only, and " + file + " is read as LIBSVM");
        }
        switch (f) {
            case "csv": {
                CsvOptions csv;
                try {
                    csv = new CsvOptions(!options.noHeader, options.labelColumn, options.delimiterChar(),
                            options.dropMissing);
                } catch (IllegalArgumentException e) {
                    throw new UsageException("--delimiter: " + e.getMessage());
                }
                try {
                    return CsvFormat.read(file, csv);
                } catch (DataFormatException e) {
                    String m = e.getMessage();
                    if (m.endsWith("if the file uses another delimiter, set it")) {
                        throw new IllegalArgumentException(m + " with --delimiter C, e.g. --delimiter ';'", e);
                    }
                    if (m.endsWith("read it without one")) {
                        throw new IllegalArgumentException(m + " (--no-header)", e);
                    }
                    throw e;
                }
            }
            case "arff":
                return ArffFormat.read(file, options.labelColumn, options.dropMissing);
            default:
                return precomputed ? LibsvmFormat.readPrecomputed(file) : LibsvmFormat.read(file);
        }
    }

    /**
     * Reads a model file, JSON or LIBSVM text ({@link ModelCodec#read(Path)}): a {@link Classifier} or a
     * {@link org.infens.Regressor}.
     *
     * @throws IllegalArgumentException naming the file if it holds neither
     */
    static Model readModel(Path file) throws IOException {
        Model model = ModelCodec.read(file);
        if (!(model instanceof Classifier) && !(model instanceof org.infens.Regressor)) {
            throw new IllegalArgumentException("model file " + file + " holds a model of class "
                    + model.getClass().getSimpleName() + ", which is neither a Classifier nor a Regressor");
        }
        return model;
    }

    /** The first line of a message (picocli adds suggestions on further lines). */
    static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        String t = s.strip();
        int nl = t.indexOf('\n');
        return (nl < 0 ? t : t.substring(0, nl)).strip();
    }
}
