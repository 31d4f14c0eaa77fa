package org.infens.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads one JSON document into a Jackson tree with the streaming parser of jackson-core, the nodes
 * {@code ObjectMapper.readTree} makes (int, long and big-integer nodes by size, double nodes for fractions, later
 * duplicate keys replacing earlier ones), without an {@code ObjectMapper}: creating one loads databind's
 * deserialisation machinery, which in a new JVM cost more than parsing a 10,000-row SVM model itself (measured:
 * {@code infens predict} of a 450 KB model file spent 0.17 s creating the mapper, 0.12 s parsing with it).
 */
final class JsonTreeReader {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonTreeReader() {
    }

    /**
     * The document in {@code in}, or null when {@code in} holds only white space.
     *
     * @throws JsonParseException if the text is not one JSON value (malformed, truncated, or followed by more text)
     */
    static JsonNode read(InputStream in) throws IOException {
        try (JsonParser p = FACTORY.createParser(in)) {
            if (p.nextToken() == null) {
                return null;
            }
            JsonNode root = value(p, JsonNodeFactory.instance);
            if (p.nextToken() != null) {
                throw new JsonParseException(p, "unexpected text after the JSON value");
            }
            return root;
        }
    }

    private static JsonNode value(JsonParser p, JsonNodeFactory f) throws IOException {
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT: {
                ObjectNode o = f.objectNode();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    p.nextToken();
                    o.set(key, value(p, f));
                }
                return o;
            }
            case START_ARRAY: {
                ArrayNode a = f.arrayNode();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    a.add(value(p, f));
                }
                return a;
            }
            case VALUE_STRING:
                return f.textNode(p.getText());
            case VALUE_NUMBER_INT:
                switch (p.getNumberType()) {
                    case INT:
                        return f.numberNode(p.getIntValue());
                    case LONG:
                        return f.numberNode(p.getLongValue());
                    default:
                        return f.numberNode(p.getBigIntegerValue());
                }
            case VALUE_NUMBER_FLOAT:
                return f.numberNode(p.getDoubleValue());
            case VALUE_TRUE:
                return f.booleanNode(true);
            case VALUE_FALSE:
                return f.booleanNode(false);
            case VALUE_NULL:
                return f.nullNode();
            default:
                throw new JsonParseException(p, "unexpected " + t);
        }
    }
}
