package org.infens.learner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.infens.Provenance;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;
import org.infens.io.ModelFields;

/**
 * The {@code c45} body of a model file, the arrays of {@link C45Model} with one entry per node (node 0 the root):
 * <pre>
 *   "model": {"labels": ["a", "b"], "feature": [3, -1, -1], "threshold": [0.5, 0, 0], "left": [1, -1, -1],
 *             "right": [2, -1, -1], "probabilities": [[0, 0], [0.9, 0.1], [0.2, 0.8]], "features": [...]}
 * </pre>
 */
public final class C45ModelCodec implements ModelBodyCodec<C45Model> {
    @Override
    public String type() {
        return "c45";
    }

    @Override
    public Class<C45Model> modelClass() {
        return C45Model.class;
    }

    @Override
    public ObjectNode encode(C45Model model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ModelFields.putLabels(o, model.labels());
        int n = model.size();
        int[] feature = new int[n];
        double[] threshold = new double[n];
        int[] left = new int[n];
        int[] right = new int[n];
        var probabilities = o.arrayNode();
        for (int k = 0; k < n; k++) {
            feature[k] = model.feature(k);
            threshold[k] = model.threshold(k);
            left[k] = model.left(k);
            right[k] = model.right(k);
            probabilities.add(JsonFields.numbers(model.probabilities(k)));
        }
        o.set("feature", JsonFields.integers(feature));
        o.set("threshold", JsonFields.numbers(threshold));
        o.set("left", JsonFields.integers(left));
        o.set("right", JsonFields.integers(right));
        o.set("probabilities", probabilities);
        ModelFields.putFeatureNames(o, model.featureNames());
        return o;
    }

    @Override
    public C45Model decode(JsonNode body, String path, Provenance provenance) {
        int[] feature = JsonFields.toInts(JsonFields.field(body, "feature", path), JsonFields.join(path, "feature"));
        double[] threshold = JsonFields.toDoubles(JsonFields.field(body, "threshold", path),
                JsonFields.join(path, "threshold"));
        int[] left = JsonFields.toInts(JsonFields.field(body, "left", path), JsonFields.join(path, "left"));
        int[] right = JsonFields.toInts(JsonFields.field(body, "right", path), JsonFields.join(path, "right"));
        String pp = JsonFields.join(path, "probabilities");
        JsonNode rows = JsonFields.array(JsonFields.field(body, "probabilities", path), pp);
        var labels = ModelFields.labels(body, path);
        int k = labels.size();
        double[] probability = new double[rows.size() * k];
        for (int r = 0; r < rows.size(); r++) {
            double[] p = JsonFields.toDoubles(rows.get(r), pp + "[" + r + "]");
            if (p.length != k) {
                throw new IllegalArgumentException("field '" + pp + "[" + r + "]' has " + p.length
                        + " values, expected one per class (" + k + ")");
            }
            System.arraycopy(p, 0, probability, r * k, k);
        }
        return ModelFields.named(path, () -> new C45Model(labels, feature, threshold, left, right, probability,
                ModelFields.featureNames(body, path), provenance));
    }
}
