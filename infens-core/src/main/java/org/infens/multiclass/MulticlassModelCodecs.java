package org.infens.multiclass;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Provenance;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;
import org.infens.io.ModelCodec;
import org.infens.io.ModelFields;

/**
 * Model-file bodies of the multi-class wrappers; members are written with {@link ModelCodec#encodeMember}:
 * <pre>
 *   ovo: "model": {"labels": [...], "first": [0, 0, 1], "second": [1, 2, 2], "members": [{"type": ..., "model": ...}, ...]}
 *   ovr: "model": {"labels": [...], "classes": [0, 1, 2], "members": [...]}
 * </pre>
 * plus the optional {@code features} ({@link ModelFields}).
 */
public final class MulticlassModelCodecs {
    private MulticlassModelCodecs() {
    }

    /** The array of {@code members}, each written with {@link ModelCodec#encodeMember}; shared by every ensemble codec. */
    public static ArrayNode members(List<? extends Classifier> members, ModelCodec codecs) {
        ArrayNode a = JsonNodeFactory.instance.arrayNode();
        for (Classifier m : members) {
            a.add(codecs.encodeMember(m));
        }
        return a;
    }

    /** The classifiers of the {@code members} array of {@code body}, read with {@link ModelCodec#decodeMember}. */
    public static List<Classifier> members(JsonNode body, String path, Provenance provenance, ModelCodec codecs) {
        String mp = JsonFields.join(path, "members");
        JsonNode a = JsonFields.array(JsonFields.field(body, "members", path), mp);
        List<Classifier> out = new ArrayList<>();
        for (int i = 0; i < a.size(); i++) {
            Model m = codecs.decodeMember(a.get(i), mp + "[" + i + "]", provenance);
            if (!(m instanceof Classifier c)) {
                throw new IllegalArgumentException("field '" + mp + "[" + i + "]' is not a classifier");
            }
            out.add(c);
        }
        return out;
    }


    /** The {@code ovo} body. */
    public static final class OneVsOne implements ModelBodyCodec<OneVsOneModel> {
        @Override
        public String type() {
            return "ovo";
        }

        @Override
        public Class<OneVsOneModel> modelClass() {
            return OneVsOneModel.class;
        }

        @Override
        public ObjectNode encode(OneVsOneModel model) {
            // members are encoded by type through a registry: the standard one when none is given
            return encode(model, ModelCodec.standard());
        }

        @Override
        public ObjectNode encode(OneVsOneModel model, ModelCodec codecs) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            ModelFields.putLabels(o, model.labels());
            o.set("first", JsonFields.integers(model.firstClasses()));
            o.set("second", JsonFields.integers(model.secondClasses()));
            o.set("members", members(model.members(), codecs));
            ModelFields.putFeatureNames(o, model.featureNames());
            return o;
        }

        @Override
        public OneVsOneModel decode(JsonNode body, String path, Provenance provenance) {
            return decode(body, path, provenance, ModelCodec.standard());
        }

        @Override
        public OneVsOneModel decode(JsonNode body, String path, Provenance provenance, ModelCodec codecs) {
            int[] first = JsonFields.toInts(JsonFields.field(body, "first", path), JsonFields.join(path, "first"));
            int[] second = JsonFields.toInts(JsonFields.field(body, "second", path), JsonFields.join(path, "second"));
            List<Classifier> members = members(body, path, provenance, codecs);
            return ModelFields.named(path, () -> new OneVsOneModel(ModelFields.labels(body, path), first, second,
                    members, ModelFields.featureNames(body, path), provenance));
        }
    }

    /** The {@code ovr} body. */
    public static final class OneVsRest implements ModelBodyCodec<OneVsRestModel> {
        @Override
        public String type() {
            return "ovr";
        }

        @Override
        public Class<OneVsRestModel> modelClass() {
            return OneVsRestModel.class;
        }

        @Override
        public ObjectNode encode(OneVsRestModel model) {
            // members are encoded by type through a registry: the standard one when none is given
            return encode(model, ModelCodec.standard());
        }

        @Override
        public ObjectNode encode(OneVsRestModel model, ModelCodec codecs) {
            ObjectNode o = JsonNodeFactory.instance.objectNode();
            ModelFields.putLabels(o, model.labels());
            o.set("classes", JsonFields.integers(model.classes()));
            o.set("members", members(model.members(), codecs));
            ModelFields.putFeatureNames(o, model.featureNames());
            return o;
        }

        @Override
        public OneVsRestModel decode(JsonNode body, String path, Provenance provenance) {
            return decode(body, path, provenance, ModelCodec.standard());
        }

        @Override
        public OneVsRestModel decode(JsonNode body, String path, Provenance provenance, ModelCodec codecs) {
            int[] classes = JsonFields.toInts(JsonFields.field(body, "classes", path),
                    JsonFields.join(path, "classes"));
            List<Classifier> members = members(body, path, provenance, codecs);
            return ModelFields.named(path, () -> new OneVsRestModel(ModelFields.labels(body, path), classes, members,
                    ModelFields.featureNames(body, path), provenance));
        }
    }
}
