package org.infens.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Reading and writing the JSON values of model files, with errors that name the field: {@code missing field
 * 'model.rho'}, {@code field 'model.rho[1]' must be a number, got "x"}. Body codecs ({@link ModelBodyCodec}) use
 * these so that every model type reports problems the same way.
 *
 * <p>Numbers: finite doubles are JSON numbers written in Java's round-trip form ({@link Double#toString}), so they
 * read back bit for bit; the non-finite values, which JSON cannot hold as numbers, are the strings {@code "inf"},
 * {@code "-inf"} and {@code "nan"}.
 */
public final class JsonFields {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonFields() {
    }

    /** A double as a JSON value: a number if finite, else {@code "inf"}, {@code "-inf"} or {@code "nan"}. */
    public static JsonNode number(double v) {
        if (Double.isNaN(v)) {
            return NODES.textNode("nan");
        }
        if (Double.isInfinite(v)) {
            return NODES.textNode(v > 0 ? "inf" : "-inf");
        }
        return NODES.numberNode(v);
    }

    /** Doubles as a JSON array (see {@link #number(double)}). */
    public static ArrayNode numbers(double[] values) {
        ArrayNode a = NODES.arrayNode(values.length);
        for (double v : values) {
            a.add(number(v));
        }
        return a;
    }

    /** Integers as a JSON array. */
    public static ArrayNode integers(int[] values) {
        ArrayNode a = NODES.arrayNode(values.length);
        for (int v : values) {
            a.add(v);
        }
        return a;
    }

    /**
     * The field {@code name} of the object {@code node}, which is at {@code path} in the file ({@code ""} for the
     * top level).
     *
     * @throws IllegalArgumentException if {@code node} is not an object or has no such field
     */
    public static JsonNode field(JsonNode node, String name, String path) {
        object(node, path);
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("missing field '" + join(path, name) + "'");
        }
        return v;
    }

    /** The path of field {@code name} inside {@code path}. */
    public static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    /** {@code node} as an object; a clear error naming {@code path} otherwise. */
    public static ObjectNode object(JsonNode node, String path) {
        if (!(node instanceof ObjectNode o)) {
            throw wrongType(path, "an object", node);
        }
        return o;
    }

    /** {@code node} as an array; a clear error naming {@code path} otherwise. */
    public static ArrayNode array(JsonNode node, String path) {
        if (!(node instanceof ArrayNode a)) {
            throw wrongType(path, "an array", node);
        }
        return a;
    }

    /** {@code node} as a string; a clear error naming {@code path} otherwise. */
    public static String text(JsonNode node, String path) {
        if (!node.isTextual()) {
            throw wrongType(path, "a string", node);
        }
        return node.textValue();
    }

    /** {@code node} as a double (a number, or one of the strings of {@link #number(double)}). */
    public static double toDouble(JsonNode node, String path) {
        if (node.isNumber()) {
            return node.doubleValue();
        }
        if (node.isTextual()) {
            switch (node.textValue()) {
                case "inf":
                    return Double.POSITIVE_INFINITY;
                case "-inf":
                    return Double.NEGATIVE_INFINITY;
                case "nan":
                    return Double.NaN;
                default:
                    break;
            }
        }
        throw wrongType(path, "a number", node);
    }

    /** {@code node} as a long; it must be an integral JSON number. */
    public static long toLong(JsonNode node, String path) {
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw wrongType(path, "an integer", node);
        }
        return node.longValue();
    }

    /** {@code node} as an int; it must be an integral JSON number in int range. */
    public static int toInt(JsonNode node, String path) {
        if (!node.isIntegralNumber() || !node.canConvertToInt()) {
            throw wrongType(path, "an integer", node);
        }
        return node.intValue();
    }

    /** {@code node} as an array of doubles. */
    public static double[] toDoubles(JsonNode node, String path) {
        ArrayNode a = array(node, path);
        double[] out = new double[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = toDouble(a.get(i), path + "[" + i + "]");
        }
        return out;
    }

    /** {@code node} as an array of ints. */
    public static int[] toInts(JsonNode node, String path) {
        ArrayNode a = array(node, path);
        int[] out = new int[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = toInt(a.get(i), path + "[" + i + "]");
        }
        return out;
    }

    /** An error saying that the field at {@code path} must be {@code what}, showing (the start of) what it is. */
    public static IllegalArgumentException wrongType(String path, String what, JsonNode got) {
        String shown = got == null ? "nothing" : got.toString();
        if (shown.length() > 40) {
            shown = shown.substring(0, 37) + "...";
        }
        return new IllegalArgumentException("field '" + path + "' must be " + what + ", got " + shown);
    }

    /** An array of strings. */
    public static ArrayNode strings(List<String> values) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        values.forEach(a::add);
        return a;
    }

    /** The array of strings in field {@code name} of {@code node} (at {@code path}), required. */
    public static List<String> texts(JsonNode node, String name, String path) {
        String p = join(path, name);
        JsonNode a = array(field(node, name, path), p);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            out.add(text(a.get(i), p + "[" + i + "]"));
        }
        return out;
    }
}
