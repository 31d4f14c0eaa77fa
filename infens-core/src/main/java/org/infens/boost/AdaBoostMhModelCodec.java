package org.infens.boost;

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
import org.infens.io.ModelFields;

/**
 * The {@code adaboost-mh} body of a model file: one entry per round.
 * <pre>
 *   "model": {"labels": ["1", "2", "3"], "feature": [4, 0], "threshold": [0.25, "-inf"],
 *             "votes": [[1, -1, -1], [-1, 1, -1]], "alpha": [0.61, 0.4], "normalizer": [0.83, 0.9], "features": [...]}
 * </pre>
 * A threshold of {@code "-inf"} is the constant stump.
 */
public final class AdaBoostMhModelCodec implements ModelBodyCodec<AdaBoostMhModel> {
    @Override
    public String type() {
        return "adaboost-mh";
    }

    @Override
    public Class<AdaBoostMhModel> modelClass() {
        return AdaBoostMhModel.class;
    }

    @Override
    public ObjectNode encode(AdaBoostMhModel model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ModelFields.putLabels(o, model.labels());
        List<MultiClassStump> members = model.members();
        int[] feature = new int[members.size()];
        double[] threshold = new double[members.size()];
        ArrayNode votes = o.arrayNode();
        for (int t = 0; t < feature.length; t++) {
            feature[t] = members.get(t).feature();
            threshold[t] = members.get(t).threshold();
            votes.add(JsonFields.numbers(members.get(t).votes()));
        }
        o.set("feature", JsonFields.integers(feature));
        o.set("threshold", JsonFields.numbers(threshold));
        o.set("votes", votes);
        o.set("alpha", JsonFields.numbers(model.weights()));
        o.set("normalizer", JsonFields.numbers(model.normalizers()));
        ModelFields.putFeatureNames(o, model.featureNames());
        return o;
    }

    @Override
    public AdaBoostMhModel decode(JsonNode body, String path, Provenance provenance) {
        Labels labels = ModelFields.labels(body, path);
        int[] feature = JsonFields.toInts(JsonFields.field(body, "feature", path), JsonFields.join(path, "feature"));
        double[] threshold = JsonFields.toDoubles(JsonFields.field(body, "threshold", path),
                JsonFields.join(path, "threshold"));
        double[] alpha = JsonFields.toDoubles(JsonFields.field(body, "alpha", path), JsonFields.join(path, "alpha"));
        double[] normalizer = JsonFields.toDoubles(JsonFields.field(body, "normalizer", path),
                JsonFields.join(path, "normalizer"));
        String vp = JsonFields.join(path, "votes");
        JsonNode votes = JsonFields.array(JsonFields.field(body, "votes", path), vp);
        if (votes.size() != feature.length || threshold.length != feature.length) {
            throw new IllegalArgumentException("field '" + path + "': " + feature.length + " features, "
                    + threshold.length + " thresholds and " + votes.size() + " vote vectors must agree");
        }
        List<MultiClassStump> members = new ArrayList<>();
        for (int t = 0; t < feature.length; t++) {
            double[] v = JsonFields.toDoubles(votes.get(t), vp + "[" + t + "]");
            int at = t;
            members.add(ModelFields.named(path + ".members[" + at + "]",
                    () -> new MultiClassStump(labels, feature[at], threshold[at], v, provenance)));
        }
        return ModelFields.named(path, () -> new AdaBoostMhModel(labels, members, alpha, normalizer,
                ModelFields.featureNames(body, path), provenance));
    }
}
