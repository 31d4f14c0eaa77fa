package org.infens.boost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.infens.Provenance;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;

/**
 * The {@code cgens} body of a model file: a {@link ColumnGenerationModel} (CGEns or the RFF baseline).
 * <pre>
 *   "model": {
 *     "labels": ["1", "-1"],
 *     "features": ["age", ...],                       (optional, when the training data had names)
 *     "hypotheses": [{"name": "stump", "args": {"feature": 3, "threshold": 0.25, "direction": -1}},
 *                    {"name": "fourier", "args": {"theta": [0.1, -2.3], "kappa": 1.7}}, ...],
 *     "weights": [0.52, -0.31, ...],
 *     "bias": -0.07,
 *     "converged": false,
 *     "trace": [[1, 42.0, 88.1, 88.1], ...]           ([J, score, primal, dual] per iteration; may be empty)
 *   }
 * </pre>
 */
public final class ColumnGenerationModelCodec implements ModelBodyCodec<ColumnGenerationModel> {
    @Override
    public String type() {
        return "cgens";
    }

    @Override
    public Class<ColumnGenerationModel> modelClass() {
        return ColumnGenerationModel.class;
    }

    @Override
    public ObjectNode encode(ColumnGenerationModel model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        EnsembleJson.putCommon(o, model.labels(), model.hypotheses(), model.featureNames());
        o.set("weights", JsonFields.numbers(model.weights()));
        o.set("bias", JsonFields.number(model.bias()));
        EnsembleJson.putTrace(o, model.trace(), model.converged());
        return o;
    }

    @Override
    public ColumnGenerationModel decode(JsonNode body, String path, Provenance provenance) {
        double[] w = JsonFields.toDoubles(JsonFields.field(body, "weights", path), JsonFields.join(path, "weights"));
        double b = JsonFields.toDouble(JsonFields.field(body, "bias", path), JsonFields.join(path, "bias"));
        try {
            return new ColumnGenerationModel(EnsembleJson.labels(body, path), EnsembleJson.hypotheses(body, path), w,
                    b, EnsembleJson.trace(body, path), EnsembleJson.converged(body),
                    EnsembleJson.features(body, path), provenance);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field '" + path + "': " + e.getMessage(), e);
        }
    }
}
