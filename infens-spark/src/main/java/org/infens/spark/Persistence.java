package org.infens.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.ml.param.Param;
import org.apache.spark.ml.param.ParamPair;
import org.apache.spark.ml.param.Params;
import org.apache.spark.sql.SparkSession;

/**
 * ML persistence of the module's stages, in the directory layout Spark's own stages use, so that a {@link
 * org.apache.spark.ml.Pipeline} or {@link org.apache.spark.ml.PipelineModel} holding them saves and loads as usual:
 * {@code PATH/metadata/part-00000}, one line of JSON with the stage's class, uid, Spark version, time stamp,
 * {@code paramMap} and {@code defaultParamMap} (Spark's {@code DefaultParamsWriter} layout, which Spark's loaders read
 * for the class name), and, for a model, {@code PATH/data/model.json}, the Infens model file itself
 * ({@link org.infens.io.ModelCodec}), which {@code infens predict -m} reads as it is. Files are written through
 * Hadoop's {@link FileSystem}, so the path may be on any file system Spark reaches (a local directory, HDFS, S3).
 */
final class Persistence {
    /** The Infens model file inside a saved model's directory. */
    static final String MODEL_FILE = "data/model.json";
    private static final String METADATA_FILE = "metadata/part-00000";
    private static final ObjectMapper JSON = new ObjectMapper();

    private Persistence() {
    }

    /** Writes {@code stage}'s metadata under {@code path}. */
    static void saveMetadata(Params stage, String path, SparkSession spark) {
        ObjectNode m = JSON.createObjectNode();
        m.put("class", stage.getClass().getName());
        m.put("timestamp", System.currentTimeMillis());
        m.put("sparkVersion", spark.version());
        m.put("uid", stage.uid());
        m.set("paramMap", params(stage.extractParamMap().toSeq().iterator(), stage, false));
        m.set("defaultParamMap", params(stage.extractParamMap().toSeq().iterator(), stage, true));
        write(path, METADATA_FILE, (m.toString() + "\n").getBytes(StandardCharsets.UTF_8),
                spark);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static ObjectNode params(scala.collection.Iterator<ParamPair<?>> pairs, Params stage, boolean defaults) {
        ObjectNode o = JSON.createObjectNode();
        while (pairs.hasNext()) {
            ParamPair<?> p = pairs.next();
            Param param = p.param();
            boolean set = stage.isSet(param);
            if (defaults ? stage.hasDefault(param) : set) {
                Object value = defaults ? stage.getDefault(param).get() : p.value();
                try {
                    o.set(param.name(), JSON.readTree(param.jsonEncode(value)));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return o;
    }

    /**
     * Reads the metadata under {@code path} into {@code stage} (its params; the uid is the caller's, read with
     * {@link #uid}).
     *
     * @throws IllegalArgumentException naming the file if it is missing, not such metadata, or of another class
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static void loadParams(Params stage, String path, JsonNode metadata) {
        for (String section : new String[] {"defaultParamMap", "paramMap"}) {
            for (Map.Entry<String, JsonNode> e : metadata.path(section).properties()) {
                if (!stage.hasParam(e.getKey())) {
                    throw new IllegalArgumentException(path + "/" + METADATA_FILE + ": " + section + " has "
                            + e.getKey() + ", which " + stage.getClass().getSimpleName() + " does not have");
                }
                Param param = stage.getParam(e.getKey());
                Object value = param.jsonDecode(e.getValue().toString());
                if (section.equals("paramMap")) {
                    stage.set(param, value);
                }
            }
        }
    }

    /**
     * The metadata JSON under {@code path}, checked to be that of a {@code type}.
     *
     * @throws IllegalArgumentException naming the file if it is missing or not metadata of {@code type}
     */
    static JsonNode metadata(String path, Class<?> type, SparkSession spark) {
        String file = path + "/" + METADATA_FILE;
        JsonNode m;
        try {
            m = JSON.readTree(new String(read(path, METADATA_FILE, spark), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": not Spark ML metadata (" + e.getMessage() + ")", e);
        }
        if (!m.path("class").isTextual() || !m.path("uid").isTextual()) {
            throw new IllegalArgumentException(file + ": not Spark ML metadata (no class or uid)");
        }
        if (!m.get("class").asText().equals(type.getName())) {
            throw new IllegalArgumentException(file + ": holds a " + m.get("class").asText() + ", not a "
                    + type.getName());
        }
        return m;
    }

    /** Writes {@code bytes} to {@code path/relative}. */
    static void write(String path, String relative, byte[] bytes, SparkSession spark) {
        Path file = new Path(path, relative);
        try {
            FileSystem fs = file.getFileSystem(spark.sparkContext().hadoopConfiguration());
            try (FSDataOutputStream out = fs.create(file, false)) {
                out.write(bytes);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("writing " + file, e);
        }
    }

    /**
     * The bytes of {@code path/relative}.
     *
     * @throws IllegalArgumentException naming the file if it does not exist
     */
    static byte[] read(String path, String relative, SparkSession spark) {
        Path file = new Path(path, relative);
        try {
            FileSystem fs = file.getFileSystem(spark.sparkContext().hadoopConfiguration());
            if (!fs.exists(file)) {
                throw new IllegalArgumentException(file + ": no such file; is " + path
                        + " a directory saved by an Infens stage's write().save(path)?");
            }
            FileStatus status = fs.getFileStatus(file);
            try (InputStream in = fs.open(file)) {
                byte[] bytes = in.readAllBytes();
                if (bytes.length != status.getLen()) {
                    throw new IOException("read " + bytes.length + " of " + status.getLen() + " bytes");
                }
                return bytes;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + file, e);
        }
    }
}
