package org.infens.boost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;
import org.infens.io.ModelCodec;
import org.infens.io.ModelFields;
import org.infens.multiclass.MulticlassModelCodecs;

/**
 * Model-file bodies of the finite ensembles; members are written with {@link ModelCodec#encodeMember}:
 * <pre>
 *   adaboost: "model": {"labels": [...], "weights": [...], "errors": [...], "members": [{"type": ..., "model": ...}, ...]}
 *   lpboost:  "model": {"labels": [...], "weights": [...], "members": [...]}
 * </pre>
 * plus the optional {@code features} ({@link ModelFields}).
 */
public final class BoostModelCodecs {
    private BoostModelCodecs() {
    }


    private static ObjectNode common(Ensemble model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ModelFields.putLabels(o, model.labels());
        o.set("weights", JsonFields.numbers(model.weights()));
        return o;
    }

    private static double[] doubles(JsonNode body, String path, String field) {
        return JsonFields.toDoubles(JsonFields.field(body, field, path), JsonFields.join(path, field));
    }

    /** The {@code adaboost} body. */
    public static final class AdaBoost implements ModelBodyCodec<AdaBoostModel> {
        @Override
        public String type() {
            return "adaboost";
        }

        @Override
        public Class<AdaBoostModel> modelClass() {
            return AdaBoostModel.class;
        }

        @Override
        public ObjectNode encode(AdaBoostModel model) {
            // members are encoded by type through a registry: the standard one when none is given
            return encode(model, ModelCodec.standard());
        }

        @Override
        public ObjectNode encode(AdaBoostModel model, ModelCodec codecs) {
            ObjectNode o = common(model);
            o.set("errors", JsonFields.numbers(model.errors()));
            o.set("members", MulticlassModelCodecs.members(model.members(), codecs));
            ModelFields.putFeatureNames(o, model.featureNames());
            return o;
        }

        @Override
        public AdaBoostModel decode(JsonNode body, String path, Provenance provenance) {
            return decode(body, path, provenance, ModelCodec.standard());
        }

        @Override
        public AdaBoostModel decode(JsonNode body, String path, Provenance provenance, ModelCodec codecs) {
            double[] weights = doubles(body, path, "weights");
            double[] errors = doubles(body, path, "errors");
            List<Classifier> members = MulticlassModelCodecs.members(body, path, provenance, codecs);
            return ModelFields.named(path, () -> new AdaBoostModel(ModelFields.labels(body, path), members, weights,
                    errors, ModelFields.featureNames(body, path), provenance));
        }
    }

    /** The {@code lpboost} body. */
    public static final class LpBoost implements ModelBodyCodec<LpBoostModel> {
        @Override
        public String type() {
            return "lpboost";
        }

        @Override
        public Class<LpBoostModel> modelClass() {
            return LpBoostModel.class;
        }

        @Override
        public ObjectNode encode(LpBoostModel model) {
            // members are encoded by type through a registry: the standard one when none is given
            return encode(model, ModelCodec.standard());
        }

        @Override
        public ObjectNode encode(LpBoostModel model, ModelCodec codecs) {
            ObjectNode o = common(model);
            o.set("members", MulticlassModelCodecs.members(model.members(), codecs));
            ModelFields.putFeatureNames(o, model.featureNames());
            return o;
        }

        @Override
        public LpBoostModel decode(JsonNode body, String path, Provenance provenance) {
            return decode(body, path, provenance, ModelCodec.standard());
        }

        @Override
        public LpBoostModel decode(JsonNode body, String path, Provenance provenance, ModelCodec codecs) {
            double[] weights = doubles(body, path, "weights");
            List<Classifier> members = MulticlassModelCodecs.members(body, path, provenance, codecs);
            return ModelFields.named(path, () -> new LpBoostModel(ModelFields.labels(body, path), members, weights,
                    ModelFields.featureNames(body, path), provenance));
        }
    }
}
