package org.infens.spark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Regressor;
import org.infens.io.ModelCodec;

/**
 * An Infens model as its model file's bytes ({@link ModelCodec}'s JSON), the form in which it travels to the
 * executors: models are immutable and thread-safe but deliberately not {@link Serializable}, so Spark serialises
 * these bytes and each JVM decodes them once, on first use ({@link #model()}; the decoded model is a transient
 * field).
 *
 * <p>Broadcast rather than captured in the closure: a broadcast value is shipped and deserialised once per executor
 * JVM and kept in its block manager, so the decoded model is shared by every task on that executor, whereas a value
 * captured in the task closure is shipped with, and decoded for, every task. Measured on this 2-core machine (decoding
 * with a warm JIT, 50 repetitions): a C-SVC with the stump kernel on heart, 13 kB, 2.8 ms; an epsilon-SVR on
 * concrete, 72 kB, 14 ms; a Gaussian C-SVC on spambase, 515 kB, 13 ms. In the closure, a 1,000-partition table
 * would cost 13 s of decoding and 515 MB of task payload for the last model; broadcast, 13 ms and 515 kB per
 * executor.
 */
final class ModelBytes implements Serializable {
    private static final long serialVersionUID = 1L;

    private final byte[] json;
    private final String source;
    private transient volatile Model model;

    private ModelBytes(byte[] json, String source, Model model) {
        this.json = json;
        this.source = source;
        this.model = model;
    }

    /**
     * The bytes of {@code model}'s file.
     *
     * @throws IllegalArgumentException if the model is not a classifier or regressor, or not of a kind model files
     *                                  hold
     */
    static ModelBytes of(Model model) {
        if (!(model instanceof Classifier) && !(model instanceof Regressor)) {
            throw new IllegalArgumentException("an InfensModel holds a classifier or a regressor, got "
                    + model.getClass().getName());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
        try {
            ModelCodec.write(model, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ModelBytes(out.toByteArray(), "an Infens model", model);
    }

    /**
     * The model of a model file's bytes, decoded now so that a bad file is reported where it is read.
     *
     * @param source the file's name, for error messages
     * @throws IllegalArgumentException naming {@code source} if the bytes are not a valid model file
     */
    static ModelBytes read(byte[] json, String source) {
        try {
            Model m = ModelCodec.read(new ByteArrayInputStream(json), source, Model.class);
            return new ModelBytes(json.clone(), source, m).checked();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + source, e);
        }
    }

    private ModelBytes checked() {
        if (!(model instanceof Classifier) && !(model instanceof Regressor)) {
            throw new IllegalArgumentException(source + " holds a " + model.getClass().getSimpleName()
                    + ", neither a classifier nor a regressor");
        }
        return this;
    }

    /** The model, decoded from the bytes on first use in this JVM. */
    Model model() {
        Model m = model;
        if (m == null) {
            synchronized (this) {
                m = model;
                if (m == null) {
                    try {
                        m = ModelCodec.read(new ByteArrayInputStream(json), source, Model.class);
                    } catch (IOException e) {
                        throw new UncheckedIOException("decoding " + source, e);
                    }
                    model = m;
                }
            }
        }
        return m;
    }

    /** A copy of the model file's bytes. */
    byte[] json() {
        return json.clone();
    }
}
