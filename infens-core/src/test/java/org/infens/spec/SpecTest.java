package org.infens.spec;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The spec grammar: parsing, rendering round trips, value types and errors. */
class SpecTest {
    @Test
    void withoutRemovesTheMatchingKeyInPlace() {
        Spec s = Spec.parse("svm(kernel=stump, Max_T=3, C=2)");
        assertEquals(Spec.parse("svm(kernel=stump, C=2)"), s.without("max-t"));
        assertEquals("svm(kernel=stump, C=2)", s.without("maxT").toString());
        assertTrue(s == s.without("gamma"), "no such key: the spec itself");
    }

    /** Maps from class label to number (class weights): labels canonical, order kept, round trip, errors. */
    @Test
    void mapsTakeClassLabelsToNumbers() {
        Spec s = Spec.parse("svm(weights={ -1 : 2^3, +1: 0.5, yes:1 })");
        java.util.Map<String, Double> m = s.labelMap("weights");
        assertEquals(List.of("-1", "1", "yes"), List.copyOf(m.keySet()));
        assertEquals(List.of(8.0, 0.5, 1.0), List.copyOf(m.values()));
        assertEquals("svm(weights={-1: 8, 1: 0.5, yes: 1})", s.toString());
        assertEquals(s, Spec.parse(s.toString()));
        assertEquals(s, Spec.parse("svm(weights={yes: 1, 1.0: 0.5, -1: 8})"), "maps are equal in any order");
        assertEquals("svm(weights={})", Spec.parse("svm(weights={})").toString());
        m.put("2", 3.0);
        assertEquals(3, s.labelMap("weights").size(), "a copy comes out");
        assertEquals("svm(weights={-1: 4})", Spec.of("svm").with("weights", java.util.Map.of("-1.0", 4)).toString());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Spec.parse("svm(weights={1:2, 1.0:3})"))
                .getMessage().endsWith("class label '1' given twice"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Spec.parse("svm(weights={1 2})"))
                .getMessage().endsWith("expected ':'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Spec.parse("svm(C=2)").labelMap("C"))
                .getMessage().contains("must be a map {label: number, ...}"));
    }

    @Test
    void parsesNestedSpecsNumbersAndPowersOfTwo() {
        Spec s = Spec.parse(" svm( kernel = rbf(gamma=2^-3), C=8, shrink=no ) ");
        assertEquals("svm", s.name());
        assertEquals(8.0, s.number("C", 0));
        assertEquals("no", s.word("shrink", null));
        assertEquals(0.125, s.spec("kernel").number("gamma", 0));
        assertEquals(Double.POSITIVE_INFINITY, Spec.parse("svm(C=inf)").number("C", 0));
        assertEquals(-1.5e-3, Spec.parse("a(x=-1.5e-3)").number("x", 0));
    }

    @Test
    void roundTripsExactlyIncludingArraysAndAwkwardDoubles() {
        double awkward = 0.1 + 0.2;
        Spec s = Spec.of("middle-stump").with("thresholds", new double[][] {{awkward, -3}, {}, {1e-300}})
                .with("v", new double[] {Math.PI, 1e17}).with("inner", Spec.of("rbf").with("gamma", awkward));
        Spec back = Spec.parse(s.toString());
        assertEquals(s, back);
        assertEquals(awkward, back.spec("inner").number("gamma", 0));
        assertArrayEquals(new double[] {Math.PI, 1e17}, back.vector("v"));
    }

    @Test
    void bareNameAndArgumentlessSpecAreTheSameValue() {
        Spec a = Spec.of("sum").with("a", Spec.of("stump")).with("b", "perceptron");
        Spec b = Spec.parse("sum(a=stump, b=perceptron())");
        assertEquals(a, b);
        assertEquals(a, Spec.parse(a.toString()));
        assertEquals("stump", b.spec("a").name());
        assertEquals("perceptron", b.word("b", null));
    }

    @Test
    void errorsNameTheColumnAndTheProblem() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Spec.parse("svm(C=abc"));
        assertTrue(e.getMessage().contains("column"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Spec.parse("svm(C=1, C=2)"));
        assertTrue(e.getMessage().contains("given twice"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Spec.parse("svm(C=1) x"));
        assertTrue(e.getMessage().contains("unexpected"), e.getMessage());
        Spec fractional = Spec.parse("svm(C=1.5)");
        e = assertThrows(IllegalArgumentException.class, () -> fractional.integer("C", 0));
        assertTrue(e.getMessage().contains("integer"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Spec.parse("svm(foo=1)").requireOnly("C", "kernel"));
        assertTrue(e.getMessage().contains("allowed: C, kernel"), e.getMessage());
    }

    @Test
    void deepNestingIsAClearErrorNotAStackOverflow() {
        String deep = "scale(kernel=".repeat(5000) + "stump" + ")".repeat(5000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Spec.parse(deep));
        assertTrue(e.getMessage().contains("nested more than"), e.getMessage());
        String arrays = "a(x=" + "[".repeat(5000) + "]".repeat(5000) + ")";
        assertThrows(IllegalArgumentException.class, () -> Spec.parse(arrays));
        String ok = "scale(kernel=".repeat(20) + "stump" + ")".repeat(20);
        Spec spec = Spec.parse(ok);
        int levels = 0;
        while (spec.has("kernel")) {
            spec = spec.spec("kernel");
            levels++;
        }
        assertEquals(20, levels);
        assertEquals("stump", spec.name());
    }

    @Test
    void withNormalisesKeysAsTheParserDoes() {
        assertEquals(Spec.parse("adaboost(base=stump, T=25)"), Spec.parse("adaboost(base=stump, T=500)").with("T", 25));
        assertEquals(Spec.parse("cgens(J=25, C=2)"), Spec.parse("cgens(J=500, C=1)").with("J", 25).with("C", 2));
        assertEquals("svm(C=1)", Spec.of("svm").with("C", 1).toString());
        // lookups and the allowed keys compare the same way
        Spec cg = Spec.parse("cgens(J=7)");
        assertTrue(cg.has("J") && cg.has("j"));
        assertEquals(7, cg.integer("J", 0));
        cg.requireOnly("J");
        Spec.parse("svm(c=1)").requireOnly("C"); // every key matches whatever its case, C as well
    }

    /** Regression: keys were lower-cased (T printed back as t, J as j) in echoes and messages. */
    @Test
    void keysPrintBackAsWrittenAndMatchWhateverTheirCaseAndSeparators() {
        assertEquals("adaboost(base=stump, T=25)", Spec.parse("adaboost(base=stump, T=25)").toString());
        assertEquals("cgens(J=20, Weak=stump)", Spec.parse("cgens(J=20, Weak=stump)").toString());
        assertEquals("adaboost(T=7)", Spec.parse("adaboost(t=500)").with("T", 7).toString());
        // min-leaf, minLeaf, min_leaf and minleaf are one key: old spellings in model files still parse and mean it
        for (String written : new String[] {"min-leaf", "minLeaf", "min_leaf", "minleaf", "MIN-LEAF"}) {
            Spec s = Spec.parse("c45(" + written + "=5)");
            assertEquals(5, s.integer("min-leaf", 0), written);
            assertEquals(List.of(written), s.keys());
            s.requireOnly("confidence", "min-leaf");
            assertEquals(Spec.parse("c45(min-leaf=5)"), s, written);
            assertEquals(Spec.parse("c45(min-leaf=5)").hashCode(), s.hashCode(), written);
        }
        assertEquals(Spec.parse("a(x=1, y=2)"), Spec.parse("a(y=2, x=1)"));
        // the key as written is named in messages
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Spec.parse("adaboost(T=many)").number("t", 0));
        assertTrue(e.getMessage().startsWith("adaboost: T must be a number"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Spec.parse("c45(minLeaf=1, min-leaf=2)"));
        assertTrue(e.getMessage().contains("parameter 'min-leaf' given twice (as 'minLeaf' before)"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Spec.parse("adaboost(Tx=3)").requireOnly("T"));
        assertTrue(e.getMessage().startsWith("unknown parameter 'Tx' for adaboost"), e.getMessage());
    }

    /** Regression: an unknown key listed the allowed ones but did not say which was meant. */
    @Test
    void unknownKeysSuggestTheNearestAllowedKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Spec.parse("svm(kernal=stump)").requireOnly("kernel", "C", "eps", "cache", "shrinking"));
        assertEquals("unknown parameter 'kernal' for svm (did you mean 'kernel'?); allowed: kernel, C, eps, cache,"
                + " shrinking", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Spec.parse("svm(shrink=0)").requireOnly("kernel", "C", "eps", "cache", "shrinking"));
        assertTrue(e.getMessage().contains("(did you mean 'shrinking'?)"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Spec.parse("svm(colour=0)").requireOnly("kernel", "C", "eps", "cache", "shrinking"));
        assertEquals("unknown parameter 'colour' for svm; allowed: kernel, C, eps, cache, shrinking", e.getMessage());
    }

    @Test
    void suggestionsAreTheNearestKnownWordWithinAFewEdits() {
        List<String> known = List.of("adaboost", "adaboost-mh", "lpboost", "random-forest", "svm", "stump");
        assertEquals("adaboost", Suggestion.nearest("adaboots", known).orElseThrow()); // a swap is one edit
        assertEquals("random-forest", Suggestion.nearest("randomforest", known).orElseThrow());
        assertEquals("random-forest", Suggestion.nearest("random-forrest", known).orElseThrow());
        assertEquals("svm", Suggestion.nearest("SVN", known).orElseThrow());
        assertTrue(Suggestion.nearest("ridge", known).isEmpty());
        assertTrue(Suggestion.nearest("xy", known).isEmpty());
        // independent reference values of the optimal string alignment distance
        assertEquals(3, Suggestion.distance("kitten", "sitting"));
        assertEquals(1, Suggestion.distance("ab", "ba"));
        assertEquals(3, Suggestion.distance("ca", "abc"));
        assertEquals(0, Suggestion.distance("", ""));
        assertEquals(4, Suggestion.distance("", "abcd"));
    }
}
