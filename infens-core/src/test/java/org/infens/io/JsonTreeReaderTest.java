package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@link JsonTreeReader} makes the tree {@link ObjectMapper#readTree} makes, node types included. */
class JsonTreeReaderTest {
    private static JsonNode read(String text) throws IOException {
        return JsonTreeReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void sameTreeAsObjectMapper() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        for (String doc : new String[] {
            "{\"a\": 1, \"b\": [1.5, -0.0, 1e308, 4.9e-324, 3, 3000000000, 123456789012345678901234567890],"
                    + " \"c\": {\"d\": null, \"e\": true, \"f\": false, \"g\": \"\\u00e9\\n\\\"x\\\"\"}, \"a\": 2}",
            "[]", "[[], {}, [[1]]]", "  \"text\"  ", "-12", "0.1", "{\"k\": 0.30000000000000004}"}) {
            JsonNode ours = read(doc);
            JsonNode theirs = mapper.readTree(doc);
            assertEquals(theirs, ours, doc);
            assertEquals(theirs.toString(), ours.toString(), doc);
        }
        assertEquals("IntNode", read("[7]").get(0).getClass().getSimpleName());
        assertEquals("LongNode", read("[3000000000]").get(0).getClass().getSimpleName());
        assertEquals("DoubleNode", read("[7.0]").get(0).getClass().getSimpleName());
    }

    @Test
    void emptyInputIsNullAndBadInputIsAParseError() throws IOException {
        assertNull(read(""));
        assertNull(read(" \n\t"));
        for (String bad : new String[] {"{\"a\": 1", "{\"a\": 1} {", "[1, 2] x", "{\"a\" 1}", "[1,]x", "nul"}) {
            assertThrows(JsonParseException.class, () -> read(bad), bad);
        }
    }
}
