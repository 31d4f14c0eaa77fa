package org.infens.learner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.infens.Provenance;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;
import org.infens.io.ModelFields;

/**
 * The {@code perceptron} body of a model file:
 * <pre>
 *   "model": {"labels": ["1", "-1"], "weights": [0.41, -0.2, ...], "bias": 0.07, "features": [...]}
 * </pre>
 * {@code features} is optional (see {@link ModelFields}).
 */
public final class PerceptronModelCodec implements ModelBodyCodec<PerceptronModel> {
    @Override
    public String type() {
        return "perceptron";
    }

    @Override
    public Class<PerceptronModel> modelClass() {
        return PerceptronModel.class;
    }

    @Override
    public ObjectNode encode(PerceptronModel model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ModelFields.putLabels(o, model.labels());
        o.set("weights", JsonFields.numbers(model.weights()));
        o.set("bias", JsonFields.number(model.bias()));
        ModelFields.putFeatureNames(o, model.featureNames());
        return o;
    }

    @Override
    public PerceptronModel decode(JsonNode body, String path, Provenance provenance) {
        double[] w = JsonFields.toDoubles(JsonFields.field(body, "weights", path), JsonFields.join(path, "weights"));
        double b = JsonFields.toDouble(JsonFields.field(body, "bias", path), JsonFields.join(path, "bias"));
        return ModelFields.named(path, () -> new PerceptronModel(ModelFields.labels(body, path), w, b,
                ModelFields.featureNames(body, path), provenance));
    }
}
