package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.SplittableRandom;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/** The one mapping of records, specs and values to JSON ({@link RecordJson}). */
class RecordJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static Spec roundTrip(Spec s) throws Exception {
        String text = MAPPER.writeValueAsString(RecordJson.write(s));
        return (Spec) RecordJson.read(MAPPER.readTree(text), Spec.class, "kernel", null);
    }

    @Test
    void everyValueKindRoundTrips() throws Exception {
        Spec s = Spec.parse("sum(a=stump(delta=0.3), b=rbf(gamma=2^-7), w=[1, 0.1, -3e-9], m=[[1,2],[3,4.5]],"
                + " mode=and, C=inf, e=[])");
        Spec back = roundTrip(s);
        assertEquals(s, back);
        assertEquals(Double.POSITIVE_INFINITY, back.number("C", 0));
        assertEquals("and", back.word("mode", null));
        assertArrayEquals(new double[] {1, 0.1, -3e-9}, back.vector("w"));
        assertEquals(0, back.vector("e").length);
    }

    @Test
    void doublesRoundTripBitForBit() throws Exception {
        SplittableRandom rng = new SplittableRandom(7);
        double[] v = new double[500];
        for (int i = 0; i < v.length; i++) {
            do {
                v[i] = Double.longBitsToDouble(rng.nextLong());
            } while (!Double.isFinite(v[i]));
        }
        v[0] = Double.NaN;
        v[1] = Double.NEGATIVE_INFINITY;
        v[2] = Double.MIN_VALUE;
        v[3] = -0.0;
        Spec s = Spec.of("k").with("v", v).with("x", v[17]).with("n", Double.NaN);
        Spec back = roundTrip(s);
        double[] w = back.vector("v");
        for (int i = 0; i < v.length; i++) {
            assertEquals(Double.doubleToLongBits(v[i]), Double.doubleToLongBits(w[i]), "element " + i);
        }
        assertEquals(Double.doubleToLongBits(v[17]), Double.doubleToLongBits(back.number("x", 0)));
        assertTrue(Double.isNaN(back.number("n", 0)));
    }

    @Test
    void nonFiniteScalarIsNotAWord() throws Exception {
        JsonNode json = RecordJson.write(Spec.of("k").with("c", Double.POSITIVE_INFINITY).with("w", "inf-word"));
        assertTrue(json.get("args").get("c").isObject(), json.toString());
        assertTrue(json.get("args").get("w").isTextual());
    }

    private static Spec spec(String json) throws Exception {
        return (Spec) RecordJson.read(MAPPER.readTree(json), Spec.class, "model.kernel", null);
    }

    @Test
    void errorsNameTheField() throws Exception {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> spec("{\"args\": {}}"));
        assertEquals("missing field 'model.kernel.name'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> spec(
                "{\"name\": \"rbf\", \"args\": {\"gamma\": true}}"));
        assertTrue(e.getMessage().contains("'model.kernel.args.gamma'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> spec(
                "{\"name\": \"rbf\", \"args\": {\"v\": [1, \"x\"]}}"));
        assertTrue(e.getMessage().contains("'model.kernel.args.v[1]' must be a number"), e.getMessage());
    }
}
