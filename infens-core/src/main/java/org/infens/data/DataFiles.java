package org.infens.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/** Reads a data file in the format its extension names. */
public final class DataFiles {
    private DataFiles() {
    }

    /**
     * Reads {@code file} by extension (ignoring case): {@code .csv} with {@link CsvOptions#defaults()},
     * {@code .arff} with {@link ArffFormat#read(Path)}, anything else as LIBSVM ({@link LibsvmFormat#read(Path)}); a
     * trailing {@code .gz} is not part of the extension ({@code train.csv.gz} is CSV), and gzip data is decompressed
     * whatever the name ({@link TextInput#open(Path)}).
     *
     * @param file the file
     * @return the examples
     * @throws DataFormatException if the file is malformed
     * @throws IOException         if reading fails
     */
    public static Dataset read(Path file) throws IOException {
        return switch (format(file)) {
            case "csv" -> CsvFormat.read(file, CsvOptions.defaults());
            case "arff" -> ArffFormat.read(file);
            default -> LibsvmFormat.read(file);
        };
    }

    /**
     * The format {@link #read} chooses for {@code file}: {@code csv}, {@code arff} or {@code libsvm}, by its
     * extension ignoring case and a trailing {@code .gz}.
     *
     * @param file the file (only its name is used)
     * @return the format's name
     */
    public static String format(Path file) {
        Path name = file.getFileName();
        String lower = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        if (lower.endsWith(".gz")) {
            lower = lower.substring(0, lower.length() - 3);
        }
        return lower.endsWith(".csv") ? "csv" : lower.endsWith(".arff") ? "arff" : "libsvm";
    }
}
