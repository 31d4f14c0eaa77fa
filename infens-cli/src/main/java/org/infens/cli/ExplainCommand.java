package org.infens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.infens.Model;
import org.infens.calibrate.CalibratedClassifier;
import org.infens.data.AtomicFiles;
import org.infens.data.Quote;
import org.infens.io.ModelCodec;
import org.infens.kernel.AdditiveExpansion;
import org.infens.svm.SvmModel;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code infens explain MODEL}: what an SVM with an additive kernel learned, as the explicit ensemble of Lin &amp; Li
 * 2008, Thm. 8. With the stump kernel, the SVM is an ensemble of infinitely many decision stumps, and its decision
 * function is a finite sum of averaged stumps, one for each interval between adjacent support-vector values of a
 * feature, plus a bias: this command lists them (a table per pair of classes, ranked by how much each feature can
 * move the decision value), writes them all as CSV or JSON, and draws each feature's contribution g_d as a PNG.
 */
@Command(name = "explain", header = "Show the ensemble an additive-kernel SVM learned (stump, hik and their sums).",
        description = {"An SVM with the stump kernel is an ensemble of infinitely many decision stumps (Lin & Li 2008);"
                + " its decision function is f(x) = bias + sum over features d of g_d(x_d), each g_d piecewise linear:"
                + " a finite sum of averaged stumps, one per interval between adjacent support-vector values of the"
                + " feature (Thm. 8). The same holds for the histogram intersection kernel and sums of the two.",
                "Text (the default) ranks the features of each pair of classes by the range of g_d; --format csv or"
                        + " json lists every averaged stump: its feature, its interval [from, to] (-1 below from, +1"
                        + " above to, linear between), its weight; the bias; and slopes outside the intervals (zero"
                        + " when the weights sum to zero, as in C-SVC). --plots DIR draws g_d of every feature."})
final class ExplainCommand implements Callable<Integer> {
    @Mixin
    HelpOption help = new HelpOption();

    @Option(names = "--format", paramLabel = "FORMAT", description = "text (default), csv or json")
    String format = "text";

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "write the table here instead of to "
            + "standard output")
    Path output;

    @Option(names = "--plots", paramLabel = "DIR", description = "write each feature's contribution g_d as "
            + "DIR/pair-P-feature-D.png, and DIR/overview.png with the features that move f most")
    Path plots;

    @Option(names = "--top", paramLabel = "N", description = "text and overview: the N features with the widest "
            + "range of g_d (default 20; 0 for all)")
    int top = 20;

    @Parameters(index = "0", paramLabel = "model_file", description = "an Infens SVM model with an additive kernel")
    Path modelFile;

    @Override
    public Integer call() throws Exception {
        if (!List.of("text", "csv", "json").contains(format)) {
            throw new UsageException("--format: " + Quote.of(format) + " is not text, csv or json");
        }
        if (top < 0) {
            throw new UsageException("--top " + top + ": must be >= 0");
        }
        Model read = ModelCodec.read(modelFile, Model.class);
        // a model trained with -b 1 is explained by its SVM (its probabilities are a monotone map of each pair's f)
        Model unwrapped = read instanceof CalibratedClassifier c ? c.base() : read;
        if (!(unwrapped instanceof SvmModel model)) {
            throw new IllegalArgumentException("model file " + modelFile + " holds a model of " + Quote.of(
                    read.provenance().trainer()) + "; explain shows SVMs with an additive kernel (stump,"
                    + " histogram intersection)");
        }
        List<AdditiveExpansion> pairs = model.additiveExpansions().orElseThrow(() -> new IllegalArgumentException(
                modelFile + ": the model's kernel " + model.kernel().spec() + " is not additive; explain shows the "
                        + "ensembles of the stump and histogram intersection kernels and their sums"));
        List<Pair> explained = new ArrayList<>();
        int k = model.labels().size();
        int p = 0;
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                explained.add(new Pair(p, model.labels().name(a), model.labels().name(b), model.rho()[p],
                        pairs.get(p)));
                p++;
            }
        }
        List<String> names = model.featureNames();
        StringWriter text = new StringWriter();
        PrintWriter w = new PrintWriter(text);
        switch (format) {
            case "csv" -> csv(explained, names, w);
            case "json" -> json(explained, names, w);
            default -> text(explained, names, w);
        }
        w.flush();
        if (output == null) {
            help.out().print(text);
            help.out().flush();
        } else {
            AtomicFiles.write(output, out -> out.write(text.toString()));
        }
        if (plots != null) {
            Files.createDirectories(plots);
            FeaturePlots.write(explained, names, plots, top == 0 ? Integer.MAX_VALUE : top);
        }
        return 0;
    }

    /** One pair of classes: f = expansion - rho, positive for {@code positive}. */
    record Pair(int index, String positive, String negative, double rho, AdditiveExpansion expansion) {
        /** The averaged stumps, with the bias including -rho. */
        AdditiveExpansion.Ensemble ensemble() {
            return expansion.averagedStumps();
        }

        /** The range of g_d over its knots (where it is not constant outside them, the knots' span). */
        double range(int d) {
            double[] kn = expansion.knotsOf(d);
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            for (double t : kn) {
                double v = expansion.feature(d, t);
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
            return kn.length == 0 ? 0 : hi - lo;
        }
    }

    static String featureName(List<String> names, int d) {
        return d < names.size() ? names.get(d) : "";
    }

    /** Features of a pair by decreasing range of g_d, at most {@code top}. */
    static List<Integer> ranked(Pair pair, int top) {
        List<Integer> ds = new ArrayList<>();
        for (int d = 0; d < pair.expansion().dimension(); d++) {
            ds.add(d);
        }
        ds.sort(Comparator.comparingDouble((Integer d) -> -pair.range(d)).thenComparing(d -> d));
        return ds.subList(0, Math.min(top, ds.size()));
    }

    private void text(List<Pair> pairs, List<String> names, PrintWriter w) {
        for (Pair pair : pairs) {
            AdditiveExpansion.Ensemble e = pair.ensemble();
            w.printf(Locale.ROOT, "classes %s (f > 0) vs %s: f(x) = %.6g + sum over %d features of g_d(x_d); %d averaged"
                            + " stumps%n", pair.positive(), pair.negative(), e.bias() - pair.rho(),
                    pair.expansion().dimension(), e.stumps().size());
            int[] count = new int[pair.expansion().dimension()];
            for (AdditiveExpansion.AveragedStump s : e.stumps()) {
                count[s.feature()]++;
            }
            w.printf(Locale.ROOT, "  %-8s %-20s %8s %14s %14s %12s%n", "feature", "name", "stumps", "from", "to",
                    "range of g");
            for (int d : ranked(pair, top == 0 ? Integer.MAX_VALUE : top)) {
                w.printf(Locale.ROOT, "  %-8d %-20s %8d %14s %14s %12.4g%n", d + 1, featureName(names, d), count[d],
                        num(e.firstKnot()[d]), num(e.lastKnot()[d]), pair.range(d));
            }
            w.println();
        }
        w.println("Features are numbered from 1 as in LIBSVM files. --format csv or json lists every stump; --plots "
                + "DIR draws each g_d.");
    }

    private static void csv(List<Pair> pairs, List<String> names, PrintWriter w) {
        w.println("pair,positive,negative,feature,name,term,from,to,weight");
        for (Pair pair : pairs) {
            AdditiveExpansion.Ensemble e = pair.ensemble();
            String head = (pair.index() + 1) + "," + field(pair.positive()) + ","
                    + field(pair.negative()) + ",";
            w.println(head + ",,bias,,," + num(e.bias() - pair.rho()));
            for (AdditiveExpansion.AveragedStump s : e.stumps()) {
                w.println(head + (s.feature() + 1) + "," + field(featureName(names, s.feature()))
                        + ",stump," + num(s.from()) + "," + num(s.to()) + "," + num(s.weight()));
            }
            for (int d = 0; d < e.slopeBelow().length; d++) {
                if (e.slopeBelow()[d] != 0) {
                    w.println(head + (d + 1) + "," + field(featureName(names, d)) + ",slope-below,,"
                            + num(e.firstKnot()[d]) + "," + num(e.slopeBelow()[d]));
                }
                if (e.slopeAbove()[d] != 0) {
                    w.println(head + (d + 1) + "," + field(featureName(names, d)) + ",slope-above,"
                            + num(e.lastKnot()[d]) + ",," + num(e.slopeAbove()[d]));
                }
            }
        }
    }

    private static void json(List<Pair> pairs, List<String> names, PrintWriter w) throws IOException {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.put("model", "f(x) = bias + sum of weight * s(x) over the averaged stumps + slopes outside the knots; "
                + "s is -1 below from, +1 above to, linear between");
        ArrayNode out = root.putArray("pairs");
        for (Pair pair : pairs) {
            AdditiveExpansion.Ensemble e = pair.ensemble();
            ObjectNode o = out.addObject();
            o.put("positive", pair.positive());
            o.put("negative", pair.negative());
            o.put("bias", e.bias() - pair.rho());
            ArrayNode features = o.putArray("features");
            int dim = pair.expansion().dimension();
            ArrayNode[] stumps = new ArrayNode[dim];
            for (int d = 0; d < dim; d++) {
                ObjectNode f = features.addObject();
                f.put("feature", d + 1);
                f.put("name", featureName(names, d));
                f.put("slopeBelow", e.slopeBelow()[d]);
                f.put("slopeAbove", e.slopeAbove()[d]);
                stumps[d] = f.putArray("stumps");
            }
            for (AdditiveExpansion.AveragedStump s : e.stumps()) {
                stumps[s.feature()].addObject().put("from", s.from()).put("to", s.to()).put("weight", s.weight());
            }
        }
        w.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(root));
    }

    /** A CSV field, quoted when it holds a comma, a quote or a line break. */
    static String field(String s) {
        return s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")
                ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    /** A number in round-trip form ("NaN" in text where a feature has no knot). */
    static String num(double v) {
        return Double.isNaN(v) ? "" : org.infens.spec.Spec.formatNumber(v);
    }
}
