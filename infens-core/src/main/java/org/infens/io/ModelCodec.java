package org.infens.io;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonStringEncoder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.infens.Model;
import org.infens.Provenance;
import org.infens.Stored;
import org.infens.data.AtomicFiles;
import org.infens.data.Quote;
import org.infens.data.TextInput;

/**
 * Versioned JSON model files ({@code docs/model-format.md} describes the format).
 *
 * <p>A file is one JSON object: {@code format} ({@value #FORMAT}), {@code formatVersion} ({@value #FORMAT_VERSION}),
 * {@code type} (the kind of model, e.g. {@code svm}), {@code sha256}, {@code provenance} and the {@code model} body,
 * the model's state ({@link Stored#state()}) as {@link RecordJson} writes records. {@code sha256} is the SHA-256 (hex)
 * of the canonical form of the whole object without the {@code sha256} field, hashed as a canonical stream of values
 * (keys sorted, numbers by value, not by text; see {@link #checksum(JsonNode)}), so that a changed digit anywhere (a
 * corrupted file) is detected on reading, while re-indenting the file, or a JDK that formats doubles differently, is
 * harmless. Doubles are written in round-trip form and read back bit for bit.
 *
 * <p>Kinds of model: every line {@code type class-name [version]} of the resources
 * {@code META-INF/infens-model-types} (one per jar) names a {@link Stored} model class, the {@code type} its files
 * carry and the format version that introduced it (1 when not given); the class is loaded only when a file of its
 * type is read.
 *
 * <p>Versions: a file's {@code formatVersion} is the newest version among the types it holds, its own and its
 * members' (an {@code ovo} model of {@code svm}s holds both), so a model of the kinds version 1 had is still written as version
 * 1, byte for byte as before, and an Infens that reads only version 1 refuses a file with a kind it does not know by
 * its version ("has format version 2; this Infens reads versions up to 1") rather than by an unknown type. Version 2
 * added the one-class SVM and SVR kinds and the {@code calibrated} kind (probability estimates).
 *
 * <p>{@link #read(Path)} also reads LIBSVM's text model files ({@link LibsvmModelFormat}; one trained with
 * {@code svm-train -b 1} as the model with its probabilities, a {@code calibrated} classifier or an SVR with sigma),
 * told apart by the first non-blank character ({@code {} for JSON), so that every reader of models accepts both;
 * {@link #read(Path, Class)} checks the kind of model it gets. Errors: {@link IOException} when a file cannot be read
 * or written; {@link IllegalArgumentException} whose message starts with {@code model file <name>} when the content is
 * not a valid model file (not JSON or truncated, another format, a newer format version, a checksum mismatch, a
 * missing, ill-typed or invalid field, named with its path, e.g. {@code field 'model.rho[2]' must be finite, got NaN},
 * an unknown model type, another kind of model than asked for).
 */
public final class ModelCodec {
    /** The value of the {@code format} field. */
    public static final String FORMAT = "infens-model";
    /** The newest format version this code writes, and the newest it reads. */
    public static final int FORMAT_VERSION = 2;
    /** The resources that list the kinds of model: lines {@code type class-name}; {@code #} starts a comment. */
    public static final String TYPES_RESOURCE = "META-INF/infens-model-types";

    private ModelCodec() {
    }

    /** The kinds of model, read once from every {@link #TYPES_RESOURCE}: type to class name, and back. */
    private static final class Types {
        static final Map<String, String> CLASS_BY_TYPE = new TreeMap<>();
        static final Map<String, String> TYPE_BY_CLASS = new TreeMap<>();
        static final Map<String, Integer> VERSION_BY_TYPE = new TreeMap<>();

        static {
            ClassLoader loader = ModelCodec.class.getClassLoader();
            try {
                for (Enumeration<URL> e = loader.getResources(TYPES_RESOURCE); e.hasMoreElements(); ) {
                    try (BufferedReader r = new BufferedReader(new InputStreamReader(e.nextElement().openStream(),
                            StandardCharsets.UTF_8))) {
                        for (String line = r.readLine(); line != null; line = r.readLine()) {
                            String[] t = line.replaceFirst("#.*", "").trim().split("\\s+");
                            if ((t.length == 2 || t.length == 3) && CLASS_BY_TYPE.putIfAbsent(t[0], t[1]) == null) {
                                TYPE_BY_CLASS.put(t[1], t[0]);
                                VERSION_BY_TYPE.put(t[0], t.length == 3 ? Integer.parseInt(t[2]) : 1);
                            }
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + TYPES_RESOURCE, e);
            }
        }
    }

    /** The model types that model files may hold (the {@code type} field). */
    public static Set<String> types() {
        return Collections.unmodifiableSet(Types.CLASS_BY_TYPE.keySet());
    }

    /** The {@code type} of {@code model}'s files; an error naming its class if it is not a kind of model files hold. */
    static String typeOf(Model model) {
        String type = Types.TYPE_BY_CLASS.get(model.getClass().getName());
        if (type == null || !(model instanceof Stored<?>)) {
            throw new IllegalArgumentException("no model type for " + model.getClass().getName() + " (known types: "
                    + String.join(", ", types()) + "; a kind of model implements Stored and is listed in "
                    + TYPES_RESOURCE + ")");
        }
        return type;
    }

    /** The model class of files of type {@code type}; an error listing the known types if there is none. */
    static Class<?> kind(String type) {
        String name = Types.CLASS_BY_TYPE.get(type);
        if (name == null) {
            throw new IllegalArgumentException("unknown model type " + Quote.of(type) + " (known types: "
                    + String.join(", ", types()) + ")");
        }
        try {
            return Class.forName(name, true, ModelCodec.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(TYPES_RESOURCE + " names " + name + ", which is not on the class path", e);
        }
    }

    // ---------------------------------------------------------------- writing

    /**
     * Writes {@code model} to {@code file} atomically (a temporary file renamed over the target).
     *
     * @throws IOException              if the file cannot be written
     * @throws IllegalArgumentException if the model is not of a kind model files hold
     */
    public static void write(Model model, Path file) throws IOException {
        String text = render(model);
        AtomicFiles.write(file, w -> w.write(text));
    }

    /** Writes {@code model} to {@code out} as UTF-8 (flushed, not closed). */
    public static void write(Model model, OutputStream out) throws IOException {
        String text = render(model);
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        w.write(text);
        w.flush();
    }

    /** The file's JSON object for {@code model}, checksum included. */
    static ObjectNode toJson(Model model) {
        Objects.requireNonNull(model, "model");
        String type = typeOf(model);
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        JsonNode body = RecordJson.write(((Stored<?>) model).state());
        o.put("format", FORMAT);
        o.put("formatVersion", Math.max(Types.VERSION_BY_TYPE.get(type), membersVersion(body)));
        o.put("type", type);
        o.put("sha256", "");
        o.set("provenance", RecordJson.toJson(model.provenance()));
        o.set("model", body);
        o.put("sha256", checksum(o));
        return o;
    }

    /** The newest format version among the types of the models {@code node} holds ({@code {"type", "model"}}). */
    private static int membersVersion(JsonNode node) {
        int v = 1;
        if (node.isObject() && node.size() == 2 && node.path("type").isTextual() && node.has("model")) {
            v = Types.VERSION_BY_TYPE.getOrDefault(node.get("type").asText(), 1);
        }
        if (node.isContainerNode()) {
            for (JsonNode child : node) {
                v = Math.max(v, membersVersion(child));
            }
        }
        return v;
    }

    /**
     * The file's text for {@code model}: the JSON object laid out as {@link #layout} describes, ending with a line
     * break. Each number is formatted once, by the layout: the checksum hashes values, not text.
     */
    private static String render(Model model) {
        StringBuilder sb = new StringBuilder(1 << 16);
        layout(toJson(model), sb, 0);
        sb.append('\n');
        return sb.toString();
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads a model file: an Infens model file, or a LIBSVM text model file.
     *
     * @throws IOException              if the file cannot be read
     * @throws IllegalArgumentException naming the file if the content is not a valid model file
     */
    public static Model read(Path file) throws IOException {
        return read(file, Model.class);
    }

    /**
     * Reads a model file (an Infens model file, or a LIBSVM text model file) that must hold a model of class
     * {@code type}, e.g. {@code ModelCodec.read(path, SvmModel.class)} or {@code Classifier.class}.
     *
     * @throws IOException              if the file cannot be read
     * @throws IllegalArgumentException naming the file if the content is not a valid model file, or naming the file,
     *                                  the class asked for and the class found if it holds another kind of model
     */
    public static <M extends Model> M read(Path file, Class<M> type) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString(), type);
        }
    }

    /**
     * Reads a model from {@code in} (not closed), as {@link #read(Path, Class)}.
     *
     * @param source the name to use in error messages, e.g. the file name
     */
    public static <M extends Model> M read(InputStream in, String source, Class<M> type) throws IOException {
        BufferedInputStream buffered = new BufferedInputStream(in);
        // a LIBSVM model is text read as the data readers read theirs: past a byte-order mark, invalid UTF-8 named
        // with its line and byte offset (a plain InputStreamReader made them part of the first keyword, or U+FFFD)
        Model model = isJson(buffered) ? parse(buffered, source)
                : LibsvmModelFormat.read(TextInput.open(buffered, source), source);
        if (!type.isInstance(model)) {
            throw new IllegalArgumentException("model file " + source + " holds a model of class "
                    + model.getClass().getSimpleName() + ", not " + type.getSimpleName());
        }
        return type.cast(model);
    }

    /**
     * Whether the first character other than white space or a byte-order mark is '{', or there is none (an empty
     * file, which the JSON reader reports as such); the stream is reset.
     */
    private static boolean isJson(BufferedInputStream in) throws IOException {
        in.mark(1 << 16);
        try {
            int c;
            int read = 0;
            do {
                c = in.read();
            } while (++read < 1 << 16 && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0xEF || c == 0xBB
                    || c == 0xBF));
            return c == '{' || c == -1;
        } finally {
            in.reset();
        }
    }

    private static Model parse(InputStream in, String source) throws IOException {
        JsonNode root;
        try {
            root = JsonTreeReader.read(in);
        } catch (JsonParseException e) {
            // Jackson puts "[Source: REDACTED (`StreamReadFeature...` disabled); line: 25, ...]" in some messages
            throw new IllegalArgumentException("model file " + source + " is not valid JSON (truncated?): "
                    + firstLine(e.getOriginalMessage()).replaceAll("\\[Source: [^;\\]]*; ", "[") + " at line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr(), e);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("model file " + source + " is not valid JSON (truncated?): "
                    + firstLine(e.getOriginalMessage()), e);
        }
        if (root == null) {
            throw new IllegalArgumentException("model file " + source + " is empty");
        }
        return fromJson(root, source);
    }

    /**
     * The model a parsed model file describes.
     *
     * @param root   the file's JSON object
     * @param source the name to use in error messages
     */
    static Model fromJson(JsonNode root, String source) {
        if (!root.isObject() || !FORMAT.equals(root.path("format").asText(null))) {
            throw new IllegalArgumentException("model file " + source + " is not an Infens model file (no \"format\": \""
                    + FORMAT + "\")");
        }
        try {
            int version = (Integer) RecordJson.read(RecordJson.field(root, "formatVersion", ""), int.class,
                    "formatVersion", null);
            if (version > FORMAT_VERSION || version < 1) {
                throw new IllegalArgumentException("model file " + source + " has format version " + version
                        + "; this Infens reads versions up to " + FORMAT_VERSION);
            }
            String expected = (String) RecordJson.read(RecordJson.field(root, "sha256", ""), String.class, "sha256",
                    null);
            String actual = checksum(root);
            if (!expected.equalsIgnoreCase(actual)) {
                throw new IllegalArgumentException("model file " + source + " is corrupt: its sha256 checksum "
                        + Quote.of(expected) + " does not match its content (" + actual + ")");
            }
            String type = (String) RecordJson.read(RecordJson.field(root, "type", ""), String.class, "type", null);
            Class<?> kind;
            try {
                kind = kind(type);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("model file " + source + " holds a model of type " + Quote.of(type)
                        + ", which this Infens cannot read (known types: " + String.join(", ", types()) + ")", e);
            }
            Provenance provenance = RecordJson.fromJson(RecordJson.field(root, "provenance", ""), Provenance.class,
                    "provenance");
            return RecordJson.model(kind, RecordJson.field(root, "model", ""), "model", provenance);
        } catch (IllegalArgumentException e) {
            String m = e.getMessage();
            if (m != null && m.startsWith("model file ")) {
                throw e;
            }
            throw new IllegalArgumentException("model file " + source + ": " + m, e);
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    // ---------------------------------------------------------------- checksum and layout

    /**
     * The SHA-256 (hex) of {@code root} without its {@code sha256} field, computed over a canonical token stream
     * (see docs/model-format.md): object keys sorted, each value tagged by kind; integers as 8-byte two's
     * complement, other numbers as the 8 bytes of their IEEE-754 double, strings as UTF-8 with their length. Hashing
     * values rather than their text makes the checksum independent of how a JDK formats doubles
     * ({@link Double#toString} changed in JDK 19), so files written today still verify on later JDKs.
     */
    static String checksum(JsonNode root) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            ByteBuffer buf = ByteBuffer.allocate(1 << 14);
            digest(root, true, md, buf);
            md.update(buf.array(), 0, buf.position());
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 unavailable", e);
        }
    }

    private static void room(MessageDigest md, ByteBuffer buf, int bytes) {
        if (buf.remaining() < bytes) {
            md.update(buf.array(), 0, buf.position());
            buf.clear();
        }
    }

    private static void digestString(String s, MessageDigest md, ByteBuffer buf) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        room(md, buf, 5);
        buf.put((byte) 's').putInt(b.length);
        md.update(buf.array(), 0, buf.position());
        buf.clear();
        md.update(b);
    }

    private static void digest(JsonNode n, boolean top, MessageDigest md, ByteBuffer buf) {
        if (n.isObject()) {
            List<String> keys = new ArrayList<>();
            for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
                String k = it.next();
                if (!(top && k.equals("sha256"))) {
                    keys.add(k);
                }
            }
            Collections.sort(keys);
            room(md, buf, 5);
            buf.put((byte) '{').putInt(keys.size());
            for (String k : keys) {
                digestString(k, md, buf);
                digest(n.get(k), false, md, buf);
            }
        } else if (n.isArray()) {
            room(md, buf, 5);
            buf.put((byte) '[').putInt(n.size());
            for (int i = 0; i < n.size(); i++) {
                digest(n.get(i), false, md, buf);
            }
        } else if (n.isIntegralNumber() && n.canConvertToLong()) {
            room(md, buf, 9);
            buf.put((byte) 'i').putLong(n.longValue());
        } else if (n.isNumber()) {
            room(md, buf, 9);
            buf.put((byte) 'd').putLong(Double.doubleToLongBits(n.doubleValue()));
        } else if (n.isTextual()) {
            digestString(n.textValue(), md, buf);
        } else if (n.isBoolean()) {
            room(md, buf, 2);
            buf.put((byte) 'b').put((byte) (n.booleanValue() ? 1 : 0));
        } else if (n.isNull()) {
            room(md, buf, 1);
            buf.put((byte) 'n');
        } else {
            digestString(n.toString(), md, buf);
        }
    }

    /**
     * Appends the scalar {@code n} as Jackson writes it ({@code n.toString()}), without Jackson's serialiser for
     * the common node types: {@code toString()} creates a generator per value and, the first time, an
     * {@code ObjectMapper}, which made writing a model with 20,000 numbers take about a second in a cold JVM.
     * Finite doubles are {@link Double#toString} (Jackson's default), strings are escaped by
     * {@link JsonStringEncoder} (the escapes of Jackson's generator; {@code ModelCodecTest} compares the two).
     */
    static void scalar(JsonNode n, StringBuilder sb) {
        if (n instanceof DoubleNode) {
            double v = n.doubleValue();
            if (Double.isFinite(v)) {
                sb.append(v);
                return;
            }
        } else if (n instanceof IntNode || n instanceof LongNode) {
            sb.append(n.longValue());
            return;
        } else if (n instanceof TextNode) {
            quote(n.textValue(), sb);
            return;
        } else if (n instanceof BooleanNode) {
            sb.append(n.booleanValue());
            return;
        } else if (n instanceof NullNode) {
            sb.append("null");
            return;
        }
        sb.append(n.toString());
    }

    /** Whether {@code n} is an array of scalars only. */
    private static boolean isFlat(JsonNode n) {
        for (JsonNode c : n) {
            if (!c.isValueNode()) {
                return false;
            }
        }
        return true;
    }

    private static void quote(String s, StringBuilder sb) {
        sb.append('"');
        JsonStringEncoder.getInstance().quoteAsString(s, sb);
        sb.append('"');
    }

    /** An object whose fields are all scalars or arrays of scalars (a sparse row, a solver report). */
    private static boolean isFlatRecord(JsonNode n) {
        for (JsonNode v : n) {
            if (v.isObject()) {
                return false;
            }
            if (v.isArray()) {
                for (JsonNode c : v) {
                    if (!c.isValueNode()) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** {@code n} on one line with single spaces, e.g. {@code {"indices": [0, 2], "values": [0.5, 1.0]}}. */
    private static void inline(JsonNode n, StringBuilder sb) {
        if (n.isObject()) {
            sb.append('{');
            boolean first = true;
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                sb.append(first ? "" : ", ");
                first = false;
                quote(e.getKey(), sb);
                sb.append(": ");
                inline(e.getValue(), sb);
            }
            sb.append('}');
        } else if (n.isArray()) {
            sb.append('[');
            for (int i = 0; i < n.size(); i++) {
                sb.append(i > 0 ? ", " : "");
                inline(n.get(i), sb);
            }
            sb.append(']');
        } else {
            scalar(n, sb);
        }
    }

    /**
     * Appends {@code n} indented by two spaces per level, with arrays of scalars, and objects of scalars inside
     * arrays, on one line (a support vector, a coefficient row, a solver report per line).
     */
    private static void layout(JsonNode n, StringBuilder sb, int indent) {
        if (n.isObject()) {
            if (n.isEmpty()) {
                sb.append("{}");
                return;
            }
            sb.append("{\n");
            boolean first = true;
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if (!first) {
                    sb.append(",\n");
                }
                first = false;
                sb.append("  ".repeat(indent + 1));
                quote(e.getKey(), sb);
                sb.append(": ");
                layout(e.getValue(), sb, indent + 1);
            }
            sb.append('\n').append("  ".repeat(indent)).append('}');
        } else if (n.isArray()) {
            if (isFlat(n)) {
                sb.append('[');
                for (int i = 0; i < n.size(); i++) {
                    sb.append(i > 0 ? ", " : "");
                    scalar(n.get(i), sb);
                }
                sb.append(']');
                return;
            }
            sb.append("[\n");
            for (int i = 0; i < n.size(); i++) {
                if (i > 0) {
                    sb.append(",\n");
                }
                sb.append("  ".repeat(indent + 1));
                if (n.get(i).isObject() && isFlatRecord(n.get(i))) {
                    inline(n.get(i), sb);
                } else {
                    layout(n.get(i), sb, indent + 1);
                }
            }
            sb.append('\n').append("  ".repeat(indent)).append(']');
        } else {
            scalar(n, sb);
        }
    }
}
