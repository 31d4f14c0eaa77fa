package org.infens.boost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.infens.Provenance;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;

/**
 * The {@code cgens-sls} body of a model file: a {@link SimplexLeastSquaresModel}. As {@link ColumnGenerationModelCodec},
 * with {@code "weights"} a matrix [tau][j] (l = K - 1 rows of J), {@code "biases"} (l values) and {@code "codes"}
 * (K rows of l, the simplex codes, stored so a file does not depend on how they are constructed).
 */
public final class SimplexLeastSquaresModelCodec implements ModelBodyCodec<SimplexLeastSquaresModel> {
    @Override
    public String type() {
        return "cgens-sls";
    }

    @Override
    public Class<SimplexLeastSquaresModel> modelClass() {
        return SimplexLeastSquaresModel.class;
    }

    @Override
    public ObjectNode encode(SimplexLeastSquaresModel model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        EnsembleJson.putCommon(o, model.labels(), model.hypotheses(), model.featureNames());
        o.set("codes", matrix(model.codes()));
        o.set("weights", matrix(model.weights()));
        o.set("biases", JsonFields.numbers(model.biases()));
        EnsembleJson.putTrace(o, model.trace(), model.converged());
        return o;
    }

    private static ArrayNode matrix(double[][] m) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        for (double[] row : m) {
            a.add(JsonFields.numbers(row));
        }
        return a;
    }

    private static double[][] matrix(JsonNode body, String name, String path) {
        String p = JsonFields.join(path, name);
        JsonNode node = JsonFields.array(JsonFields.field(body, name, path), p);
        double[][] m = new double[node.size()][];
        for (int r = 0; r < m.length; r++) {
            m[r] = JsonFields.toDoubles(node.get(r), p + "[" + r + "]");
        }
        return m;
    }

    @Override
    public SimplexLeastSquaresModel decode(JsonNode body, String path, Provenance provenance) {
        double[] b = JsonFields.toDoubles(JsonFields.field(body, "biases", path), JsonFields.join(path, "biases"));
        try {
            return new SimplexLeastSquaresModel(EnsembleJson.labels(body, path), matrix(body, "codes", path),
                    EnsembleJson.hypotheses(body, path), matrix(body, "weights", path), b,
                    EnsembleJson.trace(body, path), EnsembleJson.converged(body), EnsembleJson.features(body, path),
                    provenance);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field '" + path + "': " + e.getMessage(), e);
        }
    }
}
