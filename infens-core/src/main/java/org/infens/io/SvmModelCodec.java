package org.infens.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.spec.Spec;
import org.infens.svm.BinaryStats;
import org.infens.svm.SvmModel;

/**
 * The {@code svm} body of a model file: an {@link SvmModel} in LIBSVM's layout.
 * <pre>
 *   "model": {
 *     "labels": ["1", "-1"],
 *     "kernel": {"name": "rbf", "args": {"gamma": 0.07692307692307693}},
 *     "classSupportCounts": [64, 68],
 *     "rho": [0.42446205176771579],
 *     "coefficients": [[1.0, 0.51048321289851639, ...]],
 *     "supportVectors": {"dimension": 13, "storage": "sparse",
 *                        "rows": [{"indices": [0, 1, 2], "values": [0.166667, 1.0, -0.333333]}, ...]},
 *     "solverStats": [{"positiveClass": 0, "negativeClass": 1, "objective": -100.87, "rho": 0.42,
 *                      "iterations": 162, "supportVectors": 132, "boundedSupportVectors": 107,
 *                      "converged": true}]
 *   }
 * </pre>
 * Support vectors are stored as the model holds them: {@code sparse} (0-based feature indices and values per row)
 * or {@code dense} ({@code rows} is an array of {@code dimension}-long arrays). The kernel is its {@link Spec}
 * ({@link SpecJson}), rebuilt with {@link Kernels#fromSpec}. {@code solverStats} may be absent.
 *
 * <p>{@code features} (optional, after {@code coefficients}): the names of the features the model was trained on
 * ({@link SvmModel#featureNames()}), e.g. {@code ["age", "color=red", "color=green"]}, one per support-vector
 * dimension. It is written only when the model has names, so files of models trained on LIBSVM data are unchanged,
 * and files without it (older ones included) load as models without names; the format version stays 1.
 */
public final class SvmModelCodec implements ModelBodyCodec<SvmModel> {
    private final Function<Spec, Kernel> kernels;

    /** The codec that rebuilds kernels with {@link Kernels#fromSpec}. */
    public SvmModelCodec() {
        this(Kernels::fromSpec);
    }

    /** A codec that rebuilds kernels with {@code kernels} (for kernels outside {@link Kernels}). */
    public SvmModelCodec(Function<Spec, Kernel> kernels) {
        this.kernels = Objects.requireNonNull(kernels, "kernels");
    }

    @Override
    public String type() {
        return "svm";
    }

    @Override
    public Class<SvmModel> modelClass() {
        return SvmModel.class;
    }

    @Override
    public ObjectNode encode(SvmModel model) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode o = f.objectNode();
        ArrayNode labels = o.putArray("labels");
        for (String name : model.labels().names()) {
            labels.add(name);
        }
        o.set("kernel", SpecJson.toJson(model.kernel().spec()));
        o.set("classSupportCounts", JsonFields.integers(model.classSupportCounts()));
        o.set("rho", JsonFields.numbers(model.rho()));
        ArrayNode coef = o.putArray("coefficients");
        for (double[] row : model.coefficients()) {
            coef.add(JsonFields.numbers(row));
        }
        if (!model.featureNames().isEmpty()) {
            ArrayNode features = o.putArray("features");
            for (String name : model.featureNames()) {
                features.add(name);
            }
        }
        o.set("supportVectors", encodeRows(model.supportVectors()));
        ArrayNode stats = o.putArray("solverStats");
        for (BinaryStats s : model.stats()) {
            ObjectNode so = stats.addObject();
            so.put("positiveClass", s.positiveClass());
            so.put("negativeClass", s.negativeClass());
            so.set("objective", JsonFields.number(s.objective()));
            so.set("rho", JsonFields.number(s.rho()));
            so.put("iterations", s.iterations());
            so.put("supportVectors", s.supportVectors());
            so.put("boundedSupportVectors", s.boundedSupportVectors());
            so.put("converged", s.converged());
        }
        return o;
    }

    /**
     * Rows of a data set as the {@code supportVectors} object (features only; classes are implied by counts). Other
     * codecs that store rows (e.g. the kernel Perceptron's) use the same object.
     */
    public static ObjectNode encodeRows(Dataset data) {
        ObjectNode sv = JsonNodeFactory.instance.objectNode();
        sv.put("dimension", data.dimension());
        sv.put("storage", data.isSparse() ? "sparse" : "dense");
        ArrayNode rows = sv.putArray("rows");
        for (int i = 0; i < data.size(); i++) {
            if (data.isSparse()) {
                int n = data.storedCount(i);
                int[] idx = new int[n];
                double[] val = new double[n];
                for (int k = 0; k < n; k++) {
                    idx[k] = data.storedIndex(i, k);
                    val[k] = data.storedValue(i, k);
                }
                ObjectNode r = rows.addObject();
                r.set("indices", JsonFields.integers(idx));
                r.set("values", JsonFields.numbers(val));
            } else {
                rows.add(JsonFields.numbers(data.row(i)));
            }
        }
        return sv;
    }

    @Override
    public SvmModel decode(JsonNode body, String path, Provenance provenance) {
        String at = path;
        JsonNode labelsNode = JsonFields.array(JsonFields.field(body, "labels", at), JsonFields.join(at, "labels"));
        List<String> names = new ArrayList<>();
        for (int i = 0; i < labelsNode.size(); i++) {
            names.add(JsonFields.text(labelsNode.get(i), JsonFields.join(at, "labels") + "[" + i + "]"));
        }
        Labels labels = Labels.of(names);
        Spec spec = SpecJson.fromJson(JsonFields.field(body, "kernel", at), JsonFields.join(at, "kernel"));
        Kernel kernel;
        try {
            kernel = kernels.apply(spec);
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            throw new IllegalArgumentException("field '" + JsonFields.join(at, "kernel") + "': " + e.getMessage(), e);
        }
        int[] counts = JsonFields.toInts(JsonFields.field(body, "classSupportCounts", at),
                JsonFields.join(at, "classSupportCounts"));
        double[] rho = JsonFields.toDoubles(JsonFields.field(body, "rho", at), JsonFields.join(at, "rho"));
        String coefPath = JsonFields.join(at, "coefficients");
        JsonNode coefNode = JsonFields.array(JsonFields.field(body, "coefficients", at), coefPath);
        double[][] coef = new double[coefNode.size()][];
        for (int r = 0; r < coef.length; r++) {
            coef[r] = JsonFields.toDoubles(coefNode.get(r), coefPath + "[" + r + "]");
        }
        int total = 0;
        for (int c : counts) {
            total += c;
        }
        if (counts.length != labels.size()) {
            throw new IllegalArgumentException("field '" + JsonFields.join(at, "classSupportCounts") + "' has "
                    + counts.length + " entries but there are " + labels.size() + " labels");
        }
        int[] y = new int[total];
        for (int c = 0, s = 0; c < counts.length; c++) {
            if (counts[c] < 0) {
                throw new IllegalArgumentException("field '" + JsonFields.join(at, "classSupportCounts") + "["
                        + c + "]' is negative");
            }
            for (int t = 0; t < counts[c]; t++) {
                y[s++] = c;
            }
        }
        Dataset sv = decodeRows(JsonFields.field(body, "supportVectors", at), JsonFields.join(at, "supportVectors"),
                y, labels);
        JsonNode featuresNode = body.get("features");
        if (featuresNode != null && !featuresNode.isNull()) {
            String fp = JsonFields.join(at, "features");
            JsonFields.array(featuresNode, fp);
            List<String> features = new ArrayList<>();
            for (int i = 0; i < featuresNode.size(); i++) {
                features.add(JsonFields.text(featuresNode.get(i), fp + "[" + i + "]"));
            }
            try {
                sv = sv.withFeatureNames(features);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("field '" + fp + "': " + e.getMessage(), e);
            }
        }
        List<BinaryStats> stats = new ArrayList<>();
        JsonNode statsNode = body.get("solverStats");
        if (statsNode != null && !statsNode.isNull()) {
            String sp = JsonFields.join(at, "solverStats");
            JsonFields.array(statsNode, sp);
            for (int i = 0; i < statsNode.size(); i++) {
                JsonNode s = statsNode.get(i);
                String p = sp + "[" + i + "]";
                stats.add(new BinaryStats(
                        JsonFields.toInt(JsonFields.field(s, "positiveClass", p), p + ".positiveClass"),
                        JsonFields.toInt(JsonFields.field(s, "negativeClass", p), p + ".negativeClass"),
                        JsonFields.toDouble(JsonFields.field(s, "objective", p), p + ".objective"),
                        JsonFields.toDouble(JsonFields.field(s, "rho", p), p + ".rho"),
                        JsonFields.toLong(JsonFields.field(s, "iterations", p), p + ".iterations"),
                        JsonFields.toInt(JsonFields.field(s, "supportVectors", p), p + ".supportVectors"),
                        JsonFields.toInt(JsonFields.field(s, "boundedSupportVectors", p),
                                p + ".boundedSupportVectors"),
                        !s.has("converged") || s.get("converged").asBoolean(true)));
            }
        }
        try {
            return new SvmModel(labels, kernel, sv, counts, coef, rho, stats, provenance);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("field '" + at + "': " + e.getMessage(), e);
        }
    }

    /** The {@code supportVectors} object back as a data set with class indices {@code y}; see {@link #encodeRows}. */
    public static Dataset decodeRows(JsonNode node, String path, int[] y, Labels labels) {
        int dimension = JsonFields.toInt(JsonFields.field(node, "dimension", path), JsonFields.join(path, "dimension"));
        String storage = JsonFields.text(JsonFields.field(node, "storage", path), JsonFields.join(path, "storage"));
        String rowsPath = JsonFields.join(path, "rows");
        JsonNode rows = JsonFields.array(JsonFields.field(node, "rows", path), rowsPath);
        if (rows.size() != y.length) {
            throw new IllegalArgumentException("field '" + rowsPath + "' has " + rows.size()
                    + " rows but the class support counts add up to " + y.length);
        }
        try {
            if (storage.equals("dense")) {
                double[] x = new double[rows.size() * dimension];
                for (int i = 0; i < rows.size(); i++) {
                    double[] r = JsonFields.toDoubles(rows.get(i), rowsPath + "[" + i + "]");
                    if (r.length != dimension) {
                        throw new IllegalArgumentException("field '" + rowsPath + "[" + i + "]' has " + r.length
                                + " values, expected dimension " + dimension);
                    }
                    System.arraycopy(r, 0, x, i * dimension, dimension);
                }
                return Dataset.dense(x, dimension, y, labels, null);
            }
            if (storage.equals("sparse")) {
                int[] rowStart = new int[rows.size() + 1];
                List<int[]> idx = new ArrayList<>();
                List<double[]> val = new ArrayList<>();
                for (int i = 0; i < rows.size(); i++) {
                    String rp = rowsPath + "[" + i + "]";
                    int[] ix = JsonFields.toInts(JsonFields.field(rows.get(i), "indices", rp), rp + ".indices");
                    double[] vx = JsonFields.toDoubles(JsonFields.field(rows.get(i), "values", rp), rp + ".values");
                    if (ix.length != vx.length) {
                        throw new IllegalArgumentException("field '" + rp + "' has " + ix.length + " indices but "
                                + vx.length + " values");
                    }
                    idx.add(ix);
                    val.add(vx);
                    rowStart[i + 1] = rowStart[i] + ix.length;
                }
                int[] fi = new int[rowStart[rows.size()]];
                double[] fv = new double[fi.length];
                for (int i = 0; i < rows.size(); i++) {
                    System.arraycopy(idx.get(i), 0, fi, rowStart[i], idx.get(i).length);
                    System.arraycopy(val.get(i), 0, fv, rowStart[i], val.get(i).length);
                }
                return Dataset.sparse(rowStart, fi, fv, dimension, y, labels, null);
            }
        } catch (IllegalArgumentException e) {
            String m = e.getMessage();
            if (m != null && m.startsWith("field '")) {
                throw e;
            }
            throw new IllegalArgumentException("field '" + path + "': " + m, e);
        }
        throw new IllegalArgumentException("field '" + JsonFields.join(path, "storage")
                + "' must be \"sparse\" or \"dense\", got \"" + storage + "\"");
    }
}
