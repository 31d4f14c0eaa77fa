package org.infens.quasilinear;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.infens.Model;
import org.infens.Provenance;
import org.infens.data.Labels;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;
import org.infens.io.ModelCodec;
import org.infens.svm.SvmModel;

/**
 * The {@code quasilinear} body of a model file: a {@link QuasiLinearModel}.
 * <pre>
 *   "model": {
 *     "labels": ["a", "b", "c"],
 *     "features": [...],                            (optional)
 *     "members": [{"type": "svm", "model": {... "kernel": {"name": "quasi-linear", "args": {"centres": ...}}}}]
 *   }
 * </pre>
 * Each member is an SVM written by {@link ModelCodec#encodeMember}; its kernel spec holds the partitions' centres
 * and widths, so the file is complete.
 */
public final class QuasiLinearModelCodec implements ModelBodyCodec<QuasiLinearModel> {
    @Override
    public String type() {
        return "quasilinear";
    }

    @Override
    public Class<QuasiLinearModel> modelClass() {
        return QuasiLinearModel.class;
    }

    @Override
    public ObjectNode encode(QuasiLinearModel model) {
        return encode(model, ModelCodec.standard());
    }

    @Override
    public ObjectNode encode(QuasiLinearModel model, ModelCodec codecs) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.set("labels", JsonFields.strings(model.labels().names()));
        if (!model.featureNames().isEmpty()) {
            o.set("features", JsonFields.strings(model.featureNames()));
        }
        ArrayNode members = o.putArray("members");
        for (SvmModel m : model.members()) {
            members.add(codecs.encodeMember(m));
        }
        return o;
    }

    @Override
    public QuasiLinearModel decode(JsonNode body, String path, Provenance provenance) {
        return decode(body, path, provenance, ModelCodec.standard());
    }

    @Override
    public QuasiLinearModel decode(JsonNode body, String path, Provenance provenance, ModelCodec codecs) {
        Labels labels = Labels.of(JsonFields.texts(body, "labels", path));
        List<String> features = body.has("features") ? JsonFields.texts(body, "features", path) : List.of();
        String mp = JsonFields.join(path, "members");
        JsonNode membersNode = JsonFields.array(JsonFields.field(body, "members", path), mp);
        List<SvmModel> members = new ArrayList<>();
        for (int b = 0; b < membersNode.size(); b++) {
            Model m = codecs.decodeMember(membersNode.get(b), mp + "[" + b + "]", provenance);
            if (!(m instanceof SvmModel svm)) {
                throw new IllegalArgumentException("field '" + mp + "[" + b + "]' must be an svm model");
            }
            members.add(svm);
        }
        try {
            return new QuasiLinearModel(labels, members, features, provenance);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field '" + path + "': " + e.getMessage(), e);
        }
    }
}
