package org.infens.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Map;
import org.infens.spec.Spec;

/**
 * The JSON form of a {@link Spec}, as kernels and learners are stored in model files:
 * <pre>
 *   {"name": "rbf", "args": {"gamma": 0.5}}
 *   {"name": "sum", "args": {"a": {"name": "stump", "args": {}}, "b": "perceptron", "w": [1.0, 2.0]}}
 * </pre>
 * Argument values map as follows: a number is a JSON number (a non-finite one is {@code {"number": "inf"}},
 * {@code "-inf"} or {@code "nan"}, so that it cannot be taken for a word); a word is a JSON string; a nested spec is
 * an object as above; a vector is an array of numbers and a matrix an array of such arrays (non-finite entries as
 * the strings {@code "inf"}, {@code "-inf"}, {@code "nan"}). {@code fromJson(toJson(s))} equals {@code s}, doubles
 * included bit for bit.
 */
public final class SpecJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SpecJson() {
    }

    /** The JSON form of {@code spec}. */
    public static ObjectNode toJson(Spec spec) {
        ObjectNode o = NODES.objectNode();
        o.put("name", spec.name());
        ObjectNode args = o.putObject("args");
        for (String key : spec.keys()) {
            args.set(key, value(spec.get(key)));
        }
        return o;
    }

    private static JsonNode value(Object v) {
        if (v instanceof Double d) {
            if (Double.isFinite(d)) {
                return NODES.numberNode(d);
            }
            ObjectNode o = NODES.objectNode();
            o.set("number", JsonFields.number(d));
            return o;
        }
        if (v instanceof String s) {
            return NODES.textNode(s);
        }
        if (v instanceof Spec s) {
            return toJson(s);
        }
        if (v instanceof double[] a) {
            return JsonFields.numbers(a);
        }
        if (v instanceof double[][] m) {
            ArrayNode rows = NODES.arrayNode(m.length);
            for (double[] row : m) {
                rows.add(JsonFields.numbers(row));
            }
            return rows;
        }
        throw new IllegalArgumentException("unsupported spec value type " + v.getClass().getSimpleName());
    }

    /**
     * The spec a JSON object describes.
     *
     * @param node the object
     * @param path where the object is in its file, for error messages (e.g. {@code model.kernel})
     * @throws IllegalArgumentException naming the field if the object is not a spec
     */
    public static Spec fromJson(JsonNode node, String path) {
        String name = JsonFields.text(JsonFields.field(node, "name", path), JsonFields.join(path, "name"));
        Spec spec;
        try {
            spec = Spec.of(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field '" + JsonFields.join(path, "name") + "': " + e.getMessage(), e);
        }
        JsonNode args = node.get("args");
        if (args == null || args.isNull()) {
            return spec;
        }
        String argsPath = JsonFields.join(path, "args");
        JsonFields.object(args, argsPath);
        for (Iterator<Map.Entry<String, JsonNode>> it = args.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String p = JsonFields.join(argsPath, e.getKey());
            try {
                spec = spec.with(e.getKey(), fromValue(e.getValue(), p));
            } catch (IllegalArgumentException ex) {
                if (ex.getMessage() != null && ex.getMessage().startsWith("field '")) {
                    throw ex;
                }
                throw new IllegalArgumentException("field '" + p + "': " + ex.getMessage(), ex);
            }
        }
        return spec;
    }

    private static Object fromValue(JsonNode v, String path) {
        if (v.isNumber()) {
            return v.doubleValue();
        }
        if (v.isTextual()) {
            return v.textValue();
        }
        if (v.isObject()) {
            if (v.has("number")) {
                return JsonFields.toDouble(v.get("number"), JsonFields.join(path, "number"));
            }
            return fromJson(v, path);
        }
        if (v.isArray()) {
            if (v.size() > 0 && v.get(0).isArray()) {
                double[][] m = new double[v.size()][];
                for (int i = 0; i < m.length; i++) {
                    m[i] = JsonFields.toDoubles(v.get(i), path + "[" + i + "]");
                }
                return m;
            }
            return JsonFields.toDoubles(v, path);
        }
        throw JsonFields.wrongType(path, "a number, word, spec, vector or matrix", v);
    }
}
