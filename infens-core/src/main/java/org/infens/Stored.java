package org.infens;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A model that model files hold ({@link org.infens.io.ModelCodec}): its whole state is one record, {@link #state()},
 * which one generic mapping writes and reads field by field, and the model is rebuilt from it by its public
 * constructor {@code (S state, Provenance provenance)}. A new kind of model costs its fields and nothing more: the
 * record, validated in its compact constructor (every field, with messages that start with the field's name and show
 * the value, e.g. {@code rho[2] must be finite, got NaN}, so that a corrupt file is refused naming the field), and one
 * line {@code type class-name} in {@code META-INF/infens-model-types}.
 *
 * <p>The mapping writes a record as a JSON object, one field per component in declaration order, named as the
 * component; doubles as numbers (non-finite ones as the strings {@code "inf"}, {@code "-inf"}, {@code "nan"}),
 * {@code Labels} and lists of names as arrays of strings, kernels and weak hypotheses as their specs, data sets
 * (support vectors) as their rows, nested records as objects (or arrays, {@link AsArray}) and models held by a model (an
 * ensemble's members) as {@code {"type": ..., "model": ...}} with their own state. {@code docs/model-format.md} gives
 * every model's fields.
 *
 * @param <S> the record of the model's state
 */
public interface Stored<S extends Record> extends Model {
    /** The model's state: the record its file holds, from which {@code new M(state, provenance)} rebuilds it. */
    S state();

    /**
     * The value of a record component that a file may lack, as JSON text (e.g. {@code "[]"}, {@code "false"}): fields
     * added to a model kind within a format version are optional this way, so that older files still read. An
     * optional list is not written when it is empty.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    @interface IfAbsent {
        /** The JSON text of the value. */
        String value();

        /**
         * Whether the field is left out of a file when it holds this value (so that a field added to a kind leaves
         * the files of models that do not use it byte for byte as before).
         */
        boolean omitDefault() default false;
    }

    /** A record written as a JSON array of its components in order, for compact tables (a training trace). */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    @interface AsArray {
    }
}
