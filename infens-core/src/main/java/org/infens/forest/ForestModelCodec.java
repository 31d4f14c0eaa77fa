package org.infens.forest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.infens.Provenance;
import org.infens.data.Labels;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;

/**
 * The {@code forest} body of a model file: a {@link ForestModel}.
 * <pre>
 *   "model": {
 *     "labels": ["1", "-1"],
 *     "features": ["age", ...],                 (optional: only when the training data had names)
 *     "trees": [{"feature": [0, -1, -1], "threshold": [0.5, 0, 0], "left": [1, -1, -1], "right": [2, -1, -1],
 *                "leafClass": [0, 1, 0]}, ...]
 *   }
 * </pre>
 * One entry per node in each array (003 Table 3.1's layout); {@code feature} is -1 at leaves.
 */
public final class ForestModelCodec implements ModelBodyCodec<ForestModel> {
    @Override
    public String type() {
        return "forest";
    }

    @Override
    public Class<ForestModel> modelClass() {
        return ForestModel.class;
    }

    @Override
    public ObjectNode encode(ForestModel model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.set("labels", JsonFields.strings(model.labels().names()));
        if (!model.featureNames().isEmpty()) {
            o.set("features", JsonFields.strings(model.featureNames()));
        }
        ArrayNode trees = o.putArray("trees");
        for (DecisionTree t : model.trees()) {
            ObjectNode to = trees.addObject();
            to.set("feature", JsonFields.integers(t.feature()));
            to.set("threshold", JsonFields.numbers(t.threshold()));
            to.set("left", JsonFields.integers(t.left()));
            to.set("right", JsonFields.integers(t.right()));
            to.set("leafClass", JsonFields.integers(t.leafClass()));
        }
        return o;
    }

    @Override
    public ForestModel decode(JsonNode body, String path, Provenance provenance) {
        Labels labels = Labels.of(JsonFields.texts(body, "labels", path));
        List<String> features = body.has("features") ? JsonFields.texts(body, "features", path) : List.of();
        String tp = JsonFields.join(path, "trees");
        JsonNode treesNode = JsonFields.array(JsonFields.field(body, "trees", path), tp);
        List<DecisionTree> trees = new ArrayList<>();
        for (int t = 0; t < treesNode.size(); t++) {
            JsonNode n = treesNode.get(t);
            String p = tp + "[" + t + "]";
            try {
                trees.add(new DecisionTree(
                        JsonFields.toInts(JsonFields.field(n, "feature", p), p + ".feature"),
                        JsonFields.toDoubles(JsonFields.field(n, "threshold", p), p + ".threshold"),
                        JsonFields.toInts(JsonFields.field(n, "left", p), p + ".left"),
                        JsonFields.toInts(JsonFields.field(n, "right", p), p + ".right"),
                        JsonFields.toInts(JsonFields.field(n, "leafClass", p), p + ".leafClass")));
            } catch (IllegalArgumentException e) {
                if (e.getMessage() != null && e.getMessage().startsWith("field '")) {
                    throw e;
                }
                throw new IllegalArgumentException("field '" + p + "': " + e.getMessage(), e);
            }
        }
        try {
            return new ForestModel(labels, trees, features, provenance);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field '" + path + "': " + e.getMessage(), e);
        }
    }
}
