package org.infens.kernelboost;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.util.ArrayList;
import java.util.List;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.io.JsonFields;
import org.infens.io.ModelBodyCodec;
import org.infens.io.SpecJson;
import org.infens.io.SvmModelCodec;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.spec.Spec;

/**
 * The {@code kernel-perceptron} body of a model file (docs/model-format.md):
 * <pre>
 *   "model": {
 *     "labels": ["1", "-1"],
 *     "kernel": {"name": "rbf", "args": {"gamma": 0.5}},
 *     "supportClasses": [0, 1, ...],
 *     "coefficients": [1.0, -1.0, ...],
 *     "supportRows": {"dimension": 2, "storage": "dense", "rows": [[0.5, 1.0], ...]},
 *     "features": ["a", "b"],
 *     "mistakesPerEpoch": [12, 3, 0],
 *     "mistakeSteps": [1, 2, 5, ...]
 *   }
 * </pre>
 * {@code supportRows} is the object of {@link SvmModelCodec#encodeRows}; {@code features} is present only when the
 * model has feature names. A learned kernel (kernel boosting) is the spec {@code learned(...)} with its templates and
 * coefficients ({@link org.infens.kernel.LearnedKernel}), so it needs nothing here.
 */
public final class KernelPerceptronModelCodec implements ModelBodyCodec<KernelPerceptronModel> {
    @Override
    public String type() {
        return "kernel-perceptron";
    }

    @Override
    public Class<KernelPerceptronModel> modelClass() {
        return KernelPerceptronModel.class;
    }

    @Override
    public ObjectNode encode(KernelPerceptronModel model) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        ArrayNode labels = o.putArray("labels");
        for (String name : model.labels().names()) {
            labels.add(name);
        }
        o.set("kernel", SpecJson.toJson(model.kernel().spec()));
        o.set("supportClasses", JsonFields.integers(model.supportRows().classIndices()));
        o.set("coefficients", JsonFields.numbers(model.coefficients()));
        o.set("supportRows", SvmModelCodec.encodeRows(model.supportRows()));
        if (!model.featureNames().isEmpty()) {
            ArrayNode features = o.putArray("features");
            for (String name : model.featureNames()) {
                features.add(name);
            }
        }
        o.set("mistakesPerEpoch", JsonFields.integers(model.mistakesPerEpoch()));
        o.set("mistakeSteps", JsonFields.integers(model.mistakeSteps()));
        return o;
    }

    @Override
    public KernelPerceptronModel decode(JsonNode body, String path, Provenance provenance) {
        Labels labels = Labels.of(texts(JsonFields.field(body, "labels", path), JsonFields.join(path, "labels")));
        String kernelPath = JsonFields.join(path, "kernel");
        Spec spec = SpecJson.fromJson(JsonFields.field(body, "kernel", path), kernelPath);
        Kernel kernel;
        try {
            kernel = Kernels.fromSpec(spec);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field '" + kernelPath + "': " + e.getMessage(), e);
        }
        int[] classes = JsonFields.toInts(JsonFields.field(body, "supportClasses", path),
                JsonFields.join(path, "supportClasses"));
        for (int c : classes) {
            if (c < 0 || c >= labels.size()) {
                throw new IllegalArgumentException("field '" + JsonFields.join(path, "supportClasses")
                        + "' holds class index " + c + " outside [0, " + labels.size() + ")");
            }
        }
        double[] coefficients = JsonFields.toDoubles(JsonFields.field(body, "coefficients", path),
                JsonFields.join(path, "coefficients"));
        Dataset rows = SvmModelCodec.decodeRows(JsonFields.field(body, "supportRows", path),
                JsonFields.join(path, "supportRows"), classes, labels);
        JsonNode featuresNode = body.get("features");
        if (featuresNode != null && !featuresNode.isNull()) {
            String fp = JsonFields.join(path, "features");
            try {
                rows = rows.withFeatureNames(texts(featuresNode, fp));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("field '" + fp + "': " + e.getMessage(), e);
            }
        }
        int[] perEpoch = JsonFields.toInts(JsonFields.field(body, "mistakesPerEpoch", path),
                JsonFields.join(path, "mistakesPerEpoch"));
        int[] steps = JsonFields.toInts(JsonFields.field(body, "mistakeSteps", path),
                JsonFields.join(path, "mistakeSteps"));
        try {
            return new KernelPerceptronModel(labels, kernel, rows, coefficients, perEpoch, steps, provenance);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field '" + path + "': " + e.getMessage(), e);
        }
    }

    /** An array of strings. */
    private static List<String> texts(JsonNode node, String path) {
        JsonFields.array(node, path);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            out.add(JsonFields.text(node.get(i), path + "[" + i + "]"));
        }
        return out;
    }
}
