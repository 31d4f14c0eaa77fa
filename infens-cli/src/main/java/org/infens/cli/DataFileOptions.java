package org.infens.cli;

import org.infens.data.Quote;
import picocli.CommandLine.Option;

/**
 * The options that say how a CSV or ARFF data file is read, shared by {@code infens train} and
 * {@code infens predict} (picocli mixin). Give predict the same options as train, so the test file is read the same
 * way; its columns are then matched to the model's by name.
 */
final class DataFileOptions {
    @Option(names = "--no-header", description = "CSV: the first line is data, not column names (the model then "
            + "records no feature names)")
    boolean noHeader;

    @Option(names = "--label-column", paramLabel = "NAME|INDEX", description = "CSV: the label column, by header "
            + "name or 0-based index (default: the last column); ARFF: the class attribute's name (default: the last)")
    String labelColumn;

    @Option(names = "--delimiter", paramLabel = "C", description = "CSV: the field separator, one character or "
            + "'tab' (default ',')")
    String delimiter;

    @Option(names = "--drop-missing", description = "CSV and ARFF: drop rows with a missing value (empty or '?') "
            + "instead of rejecting the file")
    boolean dropMissing;

    /** Whether any CSV-only option was given ({@code --no-header}, {@code --delimiter}). */
    boolean csvOnlyGiven() {
        return noHeader || delimiter != null;
    }

    /** The delimiter character ({@code ','} by default). */
    char delimiterChar() {
        if (delimiter == null) {
            return ',';
        }
        if (delimiter.equals("tab") || delimiter.equals("\\t") || delimiter.equals("\t")) {
            return '\t';
        }
        if (delimiter.length() != 1) {
            throw new UsageException("--delimiter: expected one character or 'tab', got " + Quote.of(delimiter));
        }
        return delimiter.charAt(0);
    }
}
