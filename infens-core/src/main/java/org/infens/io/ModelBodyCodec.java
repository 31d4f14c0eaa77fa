package org.infens.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.infens.Model;
import org.infens.Provenance;

/**
 * Encodes one kind of model as the {@code model} object of a model file, and back. {@link ModelCodec} keeps one
 * codec per {@link #type()} (the file's {@code type} field); a new model kind (AdaBoost, LPBoost, ...) adds a
 * codec and registers it, without changes to existing code: list its class in
 * {@code META-INF/services/org.infens.io.ModelBodyCodec} for {@link ModelCodec#standard()}, or pass it to
 * {@link ModelCodec#with}.
 *
 * <p>Implementations are stateless and thread-safe; decoding errors are {@link IllegalArgumentException}s that
 * name the field (use {@link JsonFields}); {@link ModelCodec} adds the file name.
 *
 * @param <M> the model class
 */
public interface ModelBodyCodec<M extends Model> {
    /** The {@code type} written in model files, e.g. {@code svm}; lower case, stable across versions. */
    String type();

    /** The model class this codec writes. */
    Class<M> modelClass();

    /** The {@code model} object for {@code model}; provenance is written by {@link ModelCodec}, not here. */
    ObjectNode encode(M model);

    /**
     * The model described by {@code body}.
     *
     * @param body       the file's {@code model} object
     * @param path       the body's path in the file ({@code model}), to prefix field names in errors
     * @param provenance the file's provenance, to give to the model
     * @throws IllegalArgumentException naming the field if the body is incomplete or inconsistent
     */
    M decode(JsonNode body, String path, Provenance provenance);

    /**
     * The {@code model} object for {@code model}, for codecs whose models hold other models (ensembles): they
     * override this and encode each member with {@link ModelCodec#encodeMember codecs.encodeMember}, so that a
     * registry extended with {@link ModelCodec#with} serves the members too. The default ignores {@code codecs}.
     */
    default ObjectNode encode(M model, ModelCodec codecs) {
        return encode(model);
    }

    /**
     * The model described by {@code body}; the counterpart of {@link #encode(Model, ModelCodec)}, decoding members
     * with {@link ModelCodec#decodeMember codecs.decodeMember}. The default ignores {@code codecs}.
     */
    default M decode(JsonNode body, String path, Provenance provenance, ModelCodec codecs) {
        return decode(body, path, provenance);
    }
}
