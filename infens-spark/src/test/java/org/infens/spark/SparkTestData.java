package org.infens.spark;

import static org.apache.spark.sql.functions.monotonically_increasing_id;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.infens.data.BundledData;

/**
 * The bundled data sets as Spark reads them: the LIBSVM file copied out of infens-core's jar and read by Spark's own
 * {@code libsvm} data source (a {@code label} double and a {@code features} sparse vector per row), independently of
 * the module's conversion, with an {@code id} column numbering the rows in file order. The local reference is the
 * same file read by {@link BundledData#load}.
 */
final class SparkTestData {
    private SparkTestData() {
    }

    /** Bundled set {@code name} ({@code heart}, {@code iris}, {@code concrete}, ...) as a one-partition DataFrame. */
    static Dataset<Row> libsvm(String name, Path dir) {
        String resource = name.equals("heart") ? "heart_scale" : name + ".libsvm.gz";
        Path file = dir.resolve(name + ".libsvm");
        try (InputStream in = BundledData.class.getResourceAsStream(resource)) {
            InputStream text = resource.endsWith(".gz") ? new GZIPInputStream(in) : in;
            Files.copy(text, file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return SparkTestSession.get().read().format("libsvm").load(file.toString()).coalesce(1)
                .withColumn("id", monotonically_increasing_id());
    }
}
