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
     * {@code .arff} with {@link ArffFormat#read(Path)}, anything else as LIBSVM ({@link LibsvmFormat#read(Path)}).
     *
     * @param file the file
     * @return the examples
     * @throws DataFormatException if the file is malformed
     * @throws IOException         if reading fails
     */
    public static Dataset read(Path file) throws IOException {
        Path name = file.getFileName();
        String lower = name == null ? "" : name.toString().toLowerCase(Locale.ROOT);
        if (lower.endsWith(".csv")) {
            return CsvFormat.read(file, CsvOptions.defaults());
        }
        if (lower.endsWith(".arff")) {
            return ArffFormat.read(file);
        }
        return LibsvmFormat.read(file);
    }
}
