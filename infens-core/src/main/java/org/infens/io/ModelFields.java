package org.infens.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.infens.data.Labels;

/**
 * The fields every classifier body shares, written the same way by every {@link ModelBodyCodec}: {@code labels}
 * (the class names in index order) and the optional {@code features} (the training features' names, written only
 * when there are names, as {@link SvmModelCodec} does).
 */
public final class ModelFields {
    private ModelFields() {
    }

    /** Writes {@code labels} into {@code body} as the array {@code labels}. */
    public static void putLabels(ObjectNode body, Labels labels) {
        ArrayNode a = body.putArray("labels");
        for (String name : labels.names()) {
            a.add(name);
        }
    }

    /** The {@code labels} field of {@code body} (at {@code path}). */
    public static Labels labels(JsonNode body, String path) {
        return Labels.of(strings(JsonFields.field(body, "labels", path), JsonFields.join(path, "labels")));
    }

    /** Writes {@code names} as the array {@code features} unless it is empty. */
    public static void putFeatureNames(ObjectNode body, List<String> names) {
        if (!names.isEmpty()) {
            ArrayNode a = body.putArray("features");
            for (String name : names) {
                a.add(name);
            }
        }
    }

    /** The optional {@code features} field of {@code body}, or an empty list. */
    public static List<String> featureNames(JsonNode body, String path) {
        JsonNode node = body.get("features");
        if (node == null || node.isNull()) {
            return List.of();
        }
        return strings(node, JsonFields.join(path, "features"));
    }

    private static List<String> strings(JsonNode node, String path) {
        JsonFields.array(node, path);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            out.add(JsonFields.text(node.get(i), path + "[" + i + "]"));
        }
        return out;
    }

    /**
     * Runs {@code decoding}, turning an {@link IllegalArgumentException} from a model constructor into one that
     * names {@code path} (messages that already name a field are kept).
     */
    public static <T> T named(String path, java.util.function.Supplier<T> decoding) {
        try {
            return decoding.get();
        } catch (IllegalArgumentException e) {
            String m = e.getMessage();
            if (m != null && (m.startsWith("field '") || m.startsWith("missing field"))) {
                throw e;
            }
            throw new IllegalArgumentException("field '" + path + "': " + m, e);
        }
    }
}
