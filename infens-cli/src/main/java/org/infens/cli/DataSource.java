package org.infens.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.infens.data.BundledData;
import org.infens.data.Quote;
import org.infens.spec.Suggestion;
import picocli.CommandLine;

/**
 * A data argument of a command: a file, or a data set bundled with Infens ({@code infens datasets} lists them).
 *
 * <p>{@code bundled:NAME} always means the bundled set. A bare {@code NAME} means it only when no file of that name
 * exists (relative to the working directory): a file always wins, so a directory holding a file called
 * {@code heart} reads that file. The choice is made when the data is read.
 */
final class DataSource {
    /** The prefix that names a bundled set whatever files exist. */
    static final String PREFIX = "bundled:";

    private final String argument;

    DataSource(String argument) {
        this.argument = argument;
    }

    /** picocli's converter for positional parameters of this type: the argument as given, resolved when read. */
    static final class Converter implements CommandLine.ITypeConverter<DataSource> {
        @Override
        public DataSource convert(String value) {
            return new DataSource(value);
        }
    }

    /**
     * The bundled set this argument names, or null for a file.
     *
     * @throws UsageException for {@code bundled:NAME} with an unknown name (naming the nearest one)
     */
    String bundledName() {
        if (argument.startsWith(PREFIX)) {
            String name = argument.substring(PREFIX.length());
            if (!BundledData.names().contains(name)) {
                throw new UsageException(argument + ": no bundled data set named " + Quote.of(name)
                        + Suggestion.didYouMean(name, BundledData.names()) + "; 'infens datasets' lists them");
            }
            return name;
        }
        return BundledData.names().contains(argument) && !Files.exists(path()) ? argument : null;
    }

    /** The file this argument names (meaningful when {@link #bundledName()} is null). */
    Path path() {
        return Path.of(argument);
    }

    /**
     * For a file that does not exist: {@code "; did you mean the bundled data set 'x'? ..."} when a bundled name is
     * near the argument, else null.
     */
    String missingFileHint() {
        if (argument.indexOf('/') >= 0 || Files.exists(path())) {
            return null;
        }
        return Suggestion.nearest(argument, BundledData.names()).map(n -> "no such file, nor a bundled data set"
                + " (did you mean '" + n + "'? 'infens datasets' lists them)").orElse(null);
    }

    /** The name a default output file is made from: the file's name, or the bundled set's name. */
    String baseName() {
        String bundled = bundledName();
        if (bundled != null) {
            return bundled;
        }
        Path name = path().getFileName();
        return name == null ? argument : name.toString();
    }

    /** The argument as given, as messages name it. */
    @Override
    public String toString() {
        return argument;
    }
}
