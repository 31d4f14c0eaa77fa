package org.infens.spark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * An Infens {@link Dataset} as compact bytes, the form in which a data set travels to the executors for distributed
 * model selection ({@link SparkEngine}): {@code Dataset} is immutable but deliberately not {@link Serializable}, so
 * Spark serialises these bytes, broadcast once per executor, and each JVM decodes them once, on first use
 * ({@link #dataset()}; the decoded set is a transient field).
 *
 * <p>The bytes hold exactly what the search reads: storage (dense row-major values, or compressed sparse rows with
 * their stored entries, explicit zeros included), dimension, labels in their order, class index per row, weights
 * when the set has them, and feature names; every double is written as its 64 bits, so the decoded set is the same
 * set, value for value. A view is written as the rows it shows. Not kept: the file and lines a reader remembers for
 * {@link Dataset#targets()}'s message, which the driver checks before any job is sent.
 *
 * <p>Binary rather than LIBSVM text: no formatting or parsing of doubles (a round trip through text is exact only
 * with 17 significant digits, and costs a parse per value on every executor), and dense storage stays dense. The
 * layout (big-endian, {@link DataOutputStream}): the magic {@code INFD}, a version (1), rows, dimension, a flag for
 * sparse, the labels (count, then each name), the feature names (count, then each), the class indices, a flag for
 * weights and the weights, then the values: dense, rows times dimension doubles; sparse, rows + 1 offsets, then the
 * stored feature indices and values. A set is limited to a Java array's 2 GB of bytes.
 */
final class DatasetBytes implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final int MAGIC = 0x494E4644; // "INFD"
    private static final int VERSION = 1;

    private final byte[] bytes;
    private transient volatile Dataset dataset;

    private DatasetBytes(byte[] bytes, Dataset dataset) {
        this.bytes = bytes;
        this.dataset = dataset;
    }

    /** The bytes of {@code data}. */
    static DatasetBytes of(Dataset data) {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream(64 + 16 * data.size()
                + 8 * (data.isSparse() ? 0 : data.size() * data.dimension()));
        try (DataOutputStream out = new DataOutputStream(buffer)) {
            write(data, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new DatasetBytes(buffer.toByteArray(), data);
    }

    /** The data set, decoded from the bytes on first use in this JVM. */
    Dataset dataset() {
        Dataset d = dataset;
        if (d == null) {
            synchronized (this) {
                d = dataset;
                if (d == null) {
                    d = decode(bytes);
                    dataset = d;
                }
            }
        }
        return d;
    }

    /** A copy of the encoded set's bytes. */
    byte[] bytes() {
        return bytes.clone();
    }

    private static void write(Dataset data, DataOutputStream out) throws IOException {
        int n = data.size();
        int d = data.dimension();
        out.writeInt(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(n);
        out.writeInt(d);
        out.writeBoolean(data.isSparse());
        List<String> labels = data.labels().names();
        out.writeInt(labels.size());
        for (String s : labels) {
            out.writeUTF(s);
        }
        List<String> names = data.featureNames();
        out.writeInt(names.size());
        for (String s : names) {
            out.writeUTF(s);
        }
        for (int i = 0; i < n; i++) {
            out.writeInt(data.classOf(i));
        }
        out.writeBoolean(data.hasWeights());
        if (data.hasWeights()) {
            for (int i = 0; i < n; i++) {
                out.writeDouble(data.weight(i));
            }
        }
        if (!data.isSparse()) {
            double[] row = new double[d];
            for (int i = 0; i < n; i++) {
                data.copyRow(i, row);
                for (double v : row) {
                    out.writeDouble(v);
                }
            }
            return;
        }
        int start = 0;
        out.writeInt(start);
        for (int i = 0; i < n; i++) {
            start += data.storedCount(i);
            out.writeInt(start);
        }
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < data.storedCount(i); k++) {
                out.writeInt(data.storedIndex(i, k));
            }
        }
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < data.storedCount(i); k++) {
                out.writeDouble(data.storedValue(i, k));
            }
        }
    }

    /**
     * The data set of bytes written by {@link #of}.
     *
     * @throws IllegalArgumentException if the bytes are not such a set
     */
    static Dataset decode(byte[] bytes) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            if (in.readInt() != MAGIC) {
                throw new IllegalArgumentException("not an encoded Infens data set (no INFD magic)");
            }
            int version = in.readInt();
            if (version != VERSION) {
                throw new IllegalArgumentException("encoded data set of version " + version + ", this reads "
                        + VERSION);
            }
            int n = in.readInt();
            int d = in.readInt();
            boolean sparse = in.readBoolean();
            Labels labels = Labels.of(strings(in));
            List<String> names = strings(in);
            int[] y = new int[n];
            for (int i = 0; i < n; i++) {
                y[i] = in.readInt();
            }
            double[] weights = null;
            if (in.readBoolean()) {
                weights = new double[n];
                for (int i = 0; i < n; i++) {
                    weights[i] = in.readDouble();
                }
            }
            Dataset data;
            if (!sparse) {
                double[] x = new double[Math.multiplyExact(n, d)];
                for (int k = 0; k < x.length; k++) {
                    x[k] = in.readDouble();
                }
                data = Dataset.dense(x, d, y, labels, weights);
            } else {
                int[] rowStart = new int[n + 1];
                for (int i = 0; i <= n; i++) {
                    rowStart[i] = in.readInt();
                }
                int nnz = rowStart[n];
                int[] index = new int[nnz];
                for (int k = 0; k < nnz; k++) {
                    index[k] = in.readInt();
                }
                double[] value = new double[nnz];
                for (int k = 0; k < nnz; k++) {
                    value[k] = in.readDouble();
                }
                data = Dataset.sparse(rowStart, index, value, d, y, labels, weights);
            }
            return names.isEmpty() ? data : data.withFeatureNames(names);
        } catch (IOException e) {
            throw new IllegalArgumentException("encoded data set cut short: " + e.getMessage(), e);
        }
    }

    private static List<String> strings(DataInputStream in) throws IOException {
        int count = in.readInt();
        List<String> out = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            out.add(in.readUTF());
        }
        return out;
    }
}
