package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Corrupt model files are refused with an {@link IllegalArgumentException} that names the file and the field, never
 * with another exception (issue 19 found {@code ArrayIndexOutOfBoundsException} and
 * {@code NegativeArraySizeException} for a negative {@code classSupportCounts} or {@code dimension}).
 *
 * <p>Fuzz-like and exhaustive over fields: for one golden file of every model type (see {@link GoldenModelsTest}),
 * every field of the file at every depth (of an array, its first and last element) is replaced by each of a list of
 * awkward values (null, negative, zero, past int range, int's largest and ten million (a {@code dimension} of dense
 * rows that overflowed or exhausted memory while it was trusted), huge, fractional, the non-finite strings, a word, a
 * boolean, an empty array or object), removed, or, for an array, shortened or lengthened; the checksum is recomputed so that
 * the reader gets past it. Every mutation must either load, and then predict the golden test rows (a changed value
 * may well be a valid model) with no exception but an {@link IllegalArgumentException}, or be refused with an
 * {@link IllegalArgumentException} whose message names the file and a field by its whole path (the mutated field, one
 * that contains it, or, where fields disagree, the one that disagrees: {@code weights has 15 entries, expected 0}
 * when the hypotheses were emptied).
 */
class CorruptModelFileTest {
    /** One golden file of every model type, with dense, sparse and named data among them. */
    private static final List<String> FILES = List.of("svm-sparse", "svm-stump-named", "svm-precomputed",
            "kernel-perceptron-sparse", "kernelboost-perceptron", "adaboost-c45", "lpboost-perceptron",
            "adaboost-mh-named", "cgens-fourier", "rff", "cgens-sls-named", "random-forest-multiclass",
            "quasilinear-multiclass", "ovo-svm", "ovr-c45", "c45-named", "stump-multiclass", "perceptron-named",
            "svm-nu-svc", "one-class-svm", "svr-nu-named");

    private static final JsonNodeFactory F = JsonNodeFactory.instance;
    /** A field of the body or the provenance, by its whole path: {@code field 'model.members[2].weights[0]'}. */
    private static final Pattern NAMES_A_FIELD = Pattern.compile("field '(model|provenance)[.\\[']");

    private static final List<JsonNode> VALUES = List.of(F.nullNode(), F.numberNode(-1), F.numberNode(0),
            F.numberNode(2147483648L), F.numberNode(-2147483649L), F.numberNode(Integer.MAX_VALUE),
            F.numberNode(10_000_000), F.numberNode(1e308), F.numberNode(0.5),
            F.textNode("nan"), F.textNode("inf"), F.textNode("-inf"), F.textNode("x"), F.booleanNode(true),
            F.arrayNode(), F.objectNode());

    @TestFactory
    Stream<DynamicTest> everyMutationOfEveryFieldLoadsOrNamesTheField() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (GoldenModelsTest.Golden g : GoldenModelsTest.goldens()) {
            if (FILES.contains(g.name())) {
                tests.add(DynamicTest.dynamicTest(g.name(), () -> mutateEveryField(g)));
            }
        }
        assertTrue(tests.size() == FILES.size(), "missing golden files among " + FILES);
        return tests.stream();
    }

    private static void mutateEveryField(GoldenModelsTest.Golden g) throws IOException {
        JsonNode root;
        try (InputStream in = Files.newInputStream(GoldenModelsTest.dir().resolve(g.name() + ".model"))) {
            root = JsonTreeReader.read(in);
        }
        Dataset test = GoldenModelsTest.testData(g).view(new int[] {0, 1});
        String source = g.name() + ".model";
        List<List<Object>> paths = new ArrayList<>();
        fields(root, new ArrayList<>(), paths);
        int loaded = 0;
        int refused = 0;
        for (List<Object> path : paths) {
            if (path.equals(List.of("sha256"))) {
                continue;
            }
            JsonNode parent = at(root, path.subList(0, path.size() - 1));
            Object last = path.get(path.size() - 1);
            JsonNode original = at(root, path);
            for (JsonNode value : replacements(original)) {
                if (value == null) {
                    remove(parent, last);
                } else {
                    set(parent, last, value);
                }
                ((ObjectNode) root).put("sha256", ModelCodec.checksum(root));
                String what = g.name() + ": " + describe(path) + " in " + shown(parent);
                try {
                    org.infens.Model model = ModelCodec.fromJson(root, source);
                    try {
                        if (model instanceof Classifier c) {
                            c.predictAll(test, 1);
                        } else {
                            ((org.infens.Regressor) model).predictAll(test, 1);
                        }
                    } catch (IllegalArgumentException e) {
                        // a model whose features no longer match the data's names: refused clearly
                    }
                    loaded++;
                } catch (IllegalArgumentException e) {
                    String m = e.getMessage();
                    assertTrue(m.startsWith("model file " + source), what + ": " + m);
                    assertTrue(NAMES_A_FIELD.matcher(m).find() || path.size() == 1,
                            what + ": the message does not name the field: " + m);
                    refused++;
                } catch (RuntimeException e) {
                    throw new AssertionError(what + ": " + e, e);
                }
                if (value == null && parent instanceof ArrayNode a) {
                    a.insert((Integer) last, original);
                } else {
                    set(parent, last, original);
                }
            }
        }
        assertTrue(refused > 0 && loaded > 0, g.name() + ": " + refused + " refused, " + loaded + " loaded");
    }

    /** What replaces {@code original}: each value, null to remove it, and for an array a longer copy. */
    private static List<JsonNode> replacements(JsonNode original) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode v : VALUES) {
            if (!v.equals(original)) {
                out.add(v);
            }
        }
        out.add(null);
        if (original instanceof ArrayNode a && !a.isEmpty()) {
            ArrayNode longer = a.deepCopy();
            longer.add(a.get(a.size() - 1).deepCopy());
            out.add(longer);
        }
        return out;
    }

    /** Every node's path: each object field, and the first and last element of each array. */
    private static void fields(JsonNode node, List<Object> path, List<List<Object>> out) {
        if (!path.isEmpty()) {
            out.add(List.copyOf(path));
        }
        if (node.isObject()) {
            for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                path.add(k);
                fields(node.get(k), path, out);
                path.remove(path.size() - 1);
            }
        } else if (node.isArray() && !node.isEmpty()) {
            int[] ends = node.size() == 1 ? new int[] {0} : new int[] {0, node.size() - 1};
            for (int i : ends) {
                path.add(i);
                fields(node.get(i), path, out);
                path.remove(path.size() - 1);
            }
        }
    }

    private static JsonNode at(JsonNode node, List<Object> path) {
        JsonNode n = node;
        for (Object p : path) {
            n = p instanceof String s ? n.get(s) : n.get((Integer) p);
        }
        return n;
    }

    private static void set(JsonNode parent, Object key, JsonNode value) {
        if (parent instanceof ObjectNode o) {
            o.set((String) key, value);
        } else {
            ((ArrayNode) parent).set((Integer) key, value);
        }
    }

    private static void remove(JsonNode parent, Object key) {
        if (parent instanceof ObjectNode o) {
            o.remove((String) key);
        } else {
            ((ArrayNode) parent).remove((int) (Integer) key);
        }
    }

    /** The path as messages write it: {@code model.rho[1]}. */
    private static String describe(List<Object> path) {
        StringBuilder sb = new StringBuilder();
        for (Object p : path) {
            if (p instanceof Integer i) {
                sb.append('[').append(i).append(']');
            } else {
                sb.append(sb.length() == 0 ? "" : ".").append(p);
            }
        }
        return sb.toString();
    }

    private static String shown(JsonNode parent) {
        String s = String.valueOf(parent);
        return s.length() > 160 ? s.substring(0, 160) + "..." : s;
    }
}
