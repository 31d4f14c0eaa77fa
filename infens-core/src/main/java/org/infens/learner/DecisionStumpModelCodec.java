package org.infens.learner;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.infens.Provenance;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;
import org.infens.io.ModelFields;

/**
 * The {@code stump} body of a model file:
 * <pre>
 *   "model": {"labels": ["1", "-1"], "feature": 3, "threshold": 0.25, "above": 0, "below": 1, "features": [...]}
 * </pre>
 * {@code feature} is -1 for a constant stump; {@code features} is optional (see {@link ModelFields}).
 */
public final class DecisionStumpModelCodec implements ModelBodyCodec<DecisionStumpModel> {
    @Override
    public String type() {
        return "stump";
    }

    @Override
    public Class<DecisionStumpModel> modelClass() {
        return DecisionStumpModel.class;
    }

    @Override
    public ObjectNode encode(DecisionStumpModel model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ModelFields.putLabels(o, model.labels());
        o.put("feature", model.feature());
        o.set("threshold", JsonFields.number(model.threshold()));
        o.put("above", model.aboveClass());
        o.put("below", model.belowClass());
        ModelFields.putFeatureNames(o, model.featureNames());
        return o;
    }

    @Override
    public DecisionStumpModel decode(JsonNode body, String path, Provenance provenance) {
        int feature = JsonFields.toInt(JsonFields.field(body, "feature", path), JsonFields.join(path, "feature"));
        double threshold = JsonFields.toDouble(JsonFields.field(body, "threshold", path),
                JsonFields.join(path, "threshold"));
        int above = JsonFields.toInt(JsonFields.field(body, "above", path), JsonFields.join(path, "above"));
        int below = JsonFields.toInt(JsonFields.field(body, "below", path), JsonFields.join(path, "below"));
        return ModelFields.named(path, () -> new DecisionStumpModel(ModelFields.labels(body, path), feature,
                threshold, above, below, ModelFields.featureNames(body, path), provenance));
    }
}
