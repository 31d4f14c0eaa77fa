package org.infens.boost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.infens.data.Labels;
import org.infens.io.JsonFields;
import org.infens.io.SpecJson;

/** The JSON parts the column-generation model codecs share: labels, hypotheses, trace, feature names. */
final class EnsembleJson {
    private EnsembleJson() {
    }

    static void putCommon(ObjectNode o, Labels labels, List<WeakHypothesis> hypotheses, List<String> features) {
        ArrayNode l = o.putArray("labels");
        for (String name : labels.names()) {
            l.add(name);
        }
        if (!features.isEmpty()) {
            ArrayNode f = o.putArray("features");
            for (String name : features) {
                f.add(name);
            }
        }
        ArrayNode h = o.putArray("hypotheses");
        for (WeakHypothesis w : hypotheses) {
            h.add(SpecJson.toJson(w.spec()));
        }
    }

    static void putTrace(ObjectNode o, List<ColumnGenerationStep> trace, boolean converged) {
        o.put("converged", converged);
        ArrayNode t = o.putArray("trace");
        for (ColumnGenerationStep s : trace) {
            t.add(JsonFields.numbers(new double[] {s.columns(), s.score(), s.primalObjective(), s.dualObjective()}));
        }
    }

    static Labels labels(JsonNode body, String at) {
        String p = JsonFields.join(at, "labels");
        JsonNode node = JsonFields.array(JsonFields.field(body, "labels", at), p);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            names.add(JsonFields.text(node.get(i), p + "[" + i + "]"));
        }
        return Labels.of(names);
    }

    static List<String> features(JsonNode body, String at) {
        JsonNode node = body.get("features");
        List<String> names = new ArrayList<>();
        if (node != null && !node.isNull()) {
            String p = JsonFields.join(at, "features");
            JsonFields.array(node, p);
            for (int i = 0; i < node.size(); i++) {
                names.add(JsonFields.text(node.get(i), p + "[" + i + "]"));
            }
        }
        return names;
    }

    static List<WeakHypothesis> hypotheses(JsonNode body, String at) {
        String p = JsonFields.join(at, "hypotheses");
        JsonNode node = JsonFields.array(JsonFields.field(body, "hypotheses", at), p);
        List<WeakHypothesis> out = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            String hp = p + "[" + i + "]";
            try {
                out.add(WeakHypothesis.fromSpec(SpecJson.fromJson(node.get(i), hp)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("field '" + hp + "': " + e.getMessage(), e);
            }
        }
        return out;
    }

    static List<ColumnGenerationStep> trace(JsonNode body, String at) {
        List<ColumnGenerationStep> out = new ArrayList<>();
        JsonNode node = body.get("trace");
        if (node != null && !node.isNull()) {
            String p = JsonFields.join(at, "trace");
            JsonFields.array(node, p);
            for (int i = 0; i < node.size(); i++) {
                double[] v = JsonFields.toDoubles(node.get(i), p + "[" + i + "]");
                if (v.length != 4) {
                    throw new IllegalArgumentException("field '" + p + "[" + i + "]' must hold 4 numbers, got "
                            + v.length);
                }
                out.add(new ColumnGenerationStep((int) v[0], v[1], v[2], v[3]));
            }
        }
        return out;
    }

    static boolean converged(JsonNode body) {
        JsonNode c = body.get("converged");
        return c != null && c.asBoolean(false);
    }
}
