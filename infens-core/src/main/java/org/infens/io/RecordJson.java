package org.infens.io;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.infens.Model;
import org.infens.Provenance;
import org.infens.Stored;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.spec.Spec;

/**
 * The one mapping between records and JSON, over their {@link RecordComponent}s: model files write every model's
 * state ({@link Stored}) through it, and the experiments their result lines. A record is an object whose fields are
 * its components, in declaration order and by name; reading calls the record's canonical constructor, whose compact
 * form validates, and names the field of any value it refuses ({@code field 'model.rho[2]' must be finite, got NaN}).
 *
 * <p>Values: {@code double} as a JSON number in round-trip form, read back bit for bit, or, where not finite, as the
 * string {@code "inf"}, {@code "-inf"} or {@code "nan"} (JSON has no such numbers); {@code int}, {@code long},
 * {@code boolean}, {@code String} as themselves; arrays ({@code int[]}, {@code double[]}, {@code double[][]}) and
 * {@code List}s as arrays; {@link Labels} as the array of its names; a {@link Spec}, a {@link Kernel} (by its spec,
 * read with {@link Kernels#fromSpec}) and any class with {@code spec()} and a static {@code fromSpec(Spec)} (a weak
 * hypothesis) as the spec object below; a {@link Dataset} (support vectors) as its rows, features only; a model held
 * by a model (an ensemble's member) as {@code {"type": ..., "model": state}}; a record as an object, or, when marked
 * {@link Stored.AsArray}, as the array of its components. A missing field is an error unless its component is marked
 * {@link Stored.IfAbsent}; such an optional field is not written when it is an empty list, or when it holds its
 * default and is marked {@link Stored.IfAbsent#omitDefault()}; unknown fields are ignored.
 *
 * <p>Specs: {@code {"name": "rbf", "args": {"gamma": 0.5}}}; an argument is a number (a non-finite one as
 * {@code {"number": "inf"}}, so that it cannot be taken for a word), a word (string), a nested spec, a vector (array of
 * numbers) or a matrix (array of such arrays).
 *
 * <p>Hand-written over Jackson's tree model rather than with Jackson's record binding: that needs an
 * {@code ObjectMapper}, whose start-up in a new JVM is most of a small command's time (a process reading a five-field
 * record took 0.35 s of CPU with an {@code ObjectMapper}, 0.07 s through this class, medians of 7; {@code infens
 * predict} on the heart data takes 0.45 s in all), and it could not name fields in errors, read kernels and members,
 * or keep the version-1 layout.
 */
public final class RecordJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Placeholder labels of rows read from a file: the record that holds them gives them their classes. */
    private static final Labels NO_LABELS = Labels.of("0");
    private static final Map<String, JsonNode> DEFAULTS = new ConcurrentHashMap<>();
    /** The most elements an array may have on common JVMs. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    private RecordJson() {
    }

    /** The JSON object of {@code record}. */
    public static ObjectNode toJson(Record record) {
        return (ObjectNode) write(record);
    }

    /**
     * The record of class {@code type} that {@code node} describes (a record that holds models, an ensemble's state,
     * is read with its model through {@link ModelCodec}, which gives the members the file's provenance).
     *
     * @param path where {@code node} is, for messages ({@code ""} at the top level)
     * @throws IllegalArgumentException naming the field if a field is missing, ill-typed or refused by the record
     */
    public static <R extends Record> R fromJson(JsonNode node, Class<R> type, String path) {
        return type.cast(read(node, type, path, null));
    }

    /** A double as a JSON value: a number if finite, else {@code "inf"}, {@code "-inf"} or {@code "nan"}. */
    public static JsonNode number(double v) {
        if (Double.isNaN(v)) {
            return NODES.textNode("nan");
        }
        if (Double.isInfinite(v)) {
            return NODES.textNode(v > 0 ? "inf" : "-inf");
        }
        return NODES.numberNode(v);
    }

    // ---------------------------------------------------------------- writing

    /** The JSON value of {@code v}, as the class comment maps it. */
    static JsonNode write(Object v) {
        if (v instanceof Double d) {
            return number(d);
        } else if (v instanceof Integer i) {
            return NODES.numberNode(i);
        } else if (v instanceof Long l) {
            return NODES.numberNode(l);
        } else if (v instanceof Boolean b) {
            return NODES.booleanNode(b);
        } else if (v instanceof String s) {
            return NODES.textNode(s);
        } else if (v instanceof double[] a) {
            ArrayNode out = NODES.arrayNode(a.length);
            for (double x : a) {
                out.add(number(x));
            }
            return out;
        } else if (v instanceof int[] a) {
            ArrayNode out = NODES.arrayNode(a.length);
            for (int x : a) {
                out.add(x);
            }
            return out;
        } else if (v instanceof double[][] m) {
            ArrayNode out = NODES.arrayNode(m.length);
            for (double[] row : m) {
                out.add(write(row));
            }
            return out;
        } else if (v instanceof List<?> list) {
            ArrayNode out = NODES.arrayNode(list.size());
            for (Object x : list) {
                out.add(write(x));
            }
            return out;
        } else if (v instanceof Labels l) {
            return write(l.names());
        } else if (v instanceof Spec s) {
            return spec(s);
        } else if (v instanceof Kernel k) {
            return spec(k.spec());
        } else if (v instanceof Dataset d) {
            return rows(d);
        } else if (v instanceof Stored<?> m) {
            ObjectNode o = NODES.objectNode();
            o.put("type", ModelCodec.typeOf(m));
            o.set("model", write(m.state()));
            return o;
        } else if (v instanceof Record r) {
            return record(r);
        }
        return spec(specOf(v));
    }

    private static JsonNode record(Record r) {
        RecordComponent[] components = r.getClass().getRecordComponents();
        if (r.getClass().isAnnotationPresent(Stored.AsArray.class)) {
            ArrayNode a = NODES.arrayNode(components.length);
            for (RecordComponent c : components) {
                a.add(write(get(c, r)));
            }
            return a;
        }
        ObjectNode o = NODES.objectNode();
        for (RecordComponent c : components) {
            JsonNode value = write(get(c, r));
            Stored.IfAbsent absent = c.getAnnotation(Stored.IfAbsent.class);
            boolean omit = absent != null && (value.isArray() && value.isEmpty()
                    || absent.omitDefault() && value.equals(parse(absent.value())));
            if (!omit) {
                o.set(c.getName(), value);
            }
        }
        return o;
    }

    private static Object get(RecordComponent c, Record r) {
        try {
            Method m = c.getAccessor();
            m.setAccessible(true);
            return m.invoke(r);
        } catch (InvocationTargetException e) {
            throw rethrow(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + c, e);
        }
    }

    private static Spec specOf(Object v) {
        try {
            if (v.getClass().getMethod("spec").invoke(v) instanceof Spec s) {
                return s;
            }
        } catch (ReflectiveOperationException e) {
            // not a spec-described value: the error below
        }
        throw new IllegalArgumentException("no JSON form for a " + v.getClass().getName());
    }

    private static ObjectNode spec(Spec spec) {
        ObjectNode o = NODES.objectNode();
        o.put("name", spec.name());
        ObjectNode args = o.putObject("args");
        for (String key : spec.keys()) {
            Object v = spec.get(key);
            if (v instanceof Double d && !Double.isFinite(d)) {
                args.putObject(key).set("number", number(d));
            } else {
                args.set(key, write(v));
            }
        }
        return o;
    }

    /** Rows (features only) as {@code {"dimension": d, "storage": "dense"|"sparse", "rows": [...]}}. */
    private static ObjectNode rows(Dataset data) {
        ObjectNode o = NODES.objectNode();
        o.put("dimension", data.dimension());
        o.put("storage", data.isSparse() ? "sparse" : "dense");
        ArrayNode rows = o.putArray("rows");
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
                r.set("indices", write(idx));
                r.set("values", write(val));
            } else {
                rows.add(write(data.row(i)));
            }
        }
        return o;
    }

    // ---------------------------------------------------------------- reading

    /**
     * The value of type {@code type} that {@code node} describes.
     *
     * @param provenance what to give the models held by the value (an ensemble's members), or null
     */
    static Object read(JsonNode node, Type type, String path, Provenance provenance) {
        Class<?> c = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        if (c == double.class || c == Double.class) {
            return toDouble(node, path);
        } else if (c == int.class || c == Integer.class) {
            return (int) toLong(node, path, Integer.MIN_VALUE, Integer.MAX_VALUE);
        } else if (c == long.class || c == Long.class) {
            return toLong(node, path, Long.MIN_VALUE, Long.MAX_VALUE);
        } else if (c == boolean.class || c == Boolean.class) {
            if (!node.isBoolean()) {
                throw wrongType(path, "true or false", node);
            }
            return node.booleanValue();
        } else if (c == String.class) {
            if (!node.isTextual()) {
                throw wrongType(path, "a string", node);
            }
            return node.textValue();
        } else if (c == double[].class) {
            double[] out = new double[array(node, path).size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = toDouble(node.get(i), path + "[" + i + "]");
            }
            return out;
        } else if (c == int[].class) {
            int[] out = new int[array(node, path).size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = (int) toLong(node.get(i), path + "[" + i + "]", Integer.MIN_VALUE, Integer.MAX_VALUE);
            }
            return out;
        } else if (c == double[][].class) {
            double[][] out = new double[array(node, path).size()][];
            for (int i = 0; i < out.length; i++) {
                out[i] = (double[]) read(node.get(i), double[].class, path + "[" + i + "]", provenance);
            }
            return out;
        } else if (c == List.class) {
            Type element = ((ParameterizedType) type).getActualTypeArguments()[0];
            List<Object> out = new ArrayList<>(array(node, path).size());
            for (int i = 0; i < node.size(); i++) {
                out.add(read(node.get(i), element, path + "[" + i + "]", provenance));
            }
            return out;
        } else if (c == Labels.class) {
            String[] names = new String[array(node, path).size()];
            for (int i = 0; i < names.length; i++) {
                names[i] = (String) read(node.get(i), String.class, path + "[" + i + "]", null);
            }
            return named(path, () -> Labels.of(names));
        } else if (c == Spec.class) {
            return spec(node, path);
        } else if (c == Dataset.class) {
            return rows(node, path);
        } else if (Model.class.isAssignableFrom(c)) {
            return member(node, c, path, provenance);
        } else if (c.isRecord()) {
            return record(node, c, path, provenance);
        }
        Spec spec = spec(node, path);
        if (Kernel.class.isAssignableFrom(c)) {
            Kernel k = named(path, () -> Kernels.fromSpec(spec));
            if (!k.isPrepared()) {
                throw new IllegalArgumentException("field '" + path + "' holds the kernel " + Quote.of(spec.toString())
                        + " without its data-dependent constants, which a trained model's kernel has");
            }
            return k;
        }
        return named(path, () -> fromSpec(c, spec));
    }

    private static Object record(JsonNode node, Class<?> type, String path, Provenance provenance) {
        RecordComponent[] components = type.getRecordComponents();
        Object[] args = new Object[components.length];
        if (type.isAnnotationPresent(Stored.AsArray.class)) {
            if (array(node, path).size() != components.length) {
                throw new IllegalArgumentException("field '" + path + "' must hold " + components.length
                        + " values, got " + node.size());
            }
            for (int i = 0; i < args.length; i++) {
                args[i] = read(node.get(i), components[i].getGenericType(), path + "[" + i + "]", provenance);
            }
        } else {
            object(node, path);
            for (int i = 0; i < args.length; i++) {
                RecordComponent c = components[i];
                JsonNode v = node.get(c.getName());
                if (v == null || v.isNull()) {
                    Stored.IfAbsent absent = c.getAnnotation(Stored.IfAbsent.class);
                    if (absent == null) {
                        throw new IllegalArgumentException("missing field '" + join(path, c.getName()) + "'");
                    }
                    v = parse(absent.value());
                }
                args[i] = read(v, c.getGenericType(), join(path, c.getName()), provenance);
            }
        }
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < types.length; i++) {
            types[i] = components[i].getType();
        }
        try {
            return construct(type.getDeclaredConstructor(types), path, args);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("record " + type.getName() + " has no canonical constructor", e);
        }
    }

    /** A member {@code {"type": ..., "model": ...}} of type {@code expected}, given {@code provenance}. */
    private static Model member(JsonNode node, Class<?> expected, String path, Provenance provenance) {
        if (provenance == null) {
            throw new IllegalStateException("the models a record holds (" + path + ") are read as part of a model "
                    + "file, which gives them its provenance: use ModelCodec");
        }
        String typePath = join(path, "type");
        JsonNode typeNode = field(node, "type", path);
        if (!typeNode.isTextual()) {
            throw wrongType(typePath, "a string", typeNode);
        }
        Class<?> kind = named(typePath, () -> ModelCodec.kind(typeNode.textValue()));
        if (!expected.isAssignableFrom(kind)) {
            throw new IllegalArgumentException("field '" + path + "' holds a model of type "
                    + Quote.of(typeNode.textValue()) + ", not a " + expected.getSimpleName());
        }
        return model(kind, field(node, "model", path), join(path, "model"), provenance);
    }

    /**
     * The model of class {@code kind} ({@link Stored}) whose state {@code body} holds, made by its constructor
     * {@code (state, provenance)}.
     */
    static Model model(Class<?> kind, JsonNode body, String path, Provenance provenance) {
        for (Constructor<?> c : kind.getConstructors()) {
            Class<?>[] p = c.getParameterTypes();
            if (p.length == 2 && p[0].isRecord() && p[1] == Provenance.class) {
                return (Model) construct(c, path, read(body, p[0], path, provenance), provenance);
            }
        }
        throw new IllegalStateException(kind.getName() + " has no public constructor (state record, Provenance)");
    }

    private static Object construct(Constructor<?> c, String path, Object... args) {
        try {
            c.setAccessible(true);
            return c.newInstance(args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof IllegalArgumentException iae) {
                throw named(path, c.getDeclaringClass(), iae);
            }
            throw rethrow(e);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot construct " + c.getDeclaringClass().getName(), e);
        }
    }

    private static RuntimeException rethrow(InvocationTargetException e) {
        if (e.getCause() instanceof RuntimeException r) {
            throw r;
        }
        if (e.getCause() instanceof Error err) {
            throw err;
        }
        return new IllegalStateException(e.getCause());
    }

    private static Object fromSpec(Class<?> type, Spec spec) {
        try {
            Method m = type.getMethod("fromSpec", Spec.class);
            if (Modifier.isStatic(m.getModifiers()) && type.isAssignableFrom(m.getReturnType())) {
                return m.invoke(null, spec);
            }
        } catch (InvocationTargetException e) {
            throw rethrow(e);
        } catch (ReflectiveOperationException e) {
            // not spec-described: the error below
        }
        throw new IllegalStateException("no JSON mapping for " + type.getName());
    }

    private static Spec spec(JsonNode node, String path) {
        String namePath = join(path, "name");
        JsonNode name = field(node, "name", path);
        if (!name.isTextual()) {
            throw wrongType(namePath, "a string", name);
        }
        Spec spec = named(namePath, () -> Spec.of(name.textValue()));
        JsonNode args = node.get("args");
        if (args == null || args.isNull()) {
            return spec;
        }
        String argsPath = join(path, "args");
        object(args, argsPath);
        for (Iterator<Map.Entry<String, JsonNode>> it = args.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String p = join(argsPath, e.getKey());
            Object value = specValue(e.getValue(), p);
            Spec s = spec;
            spec = named(p, () -> s.with(e.getKey(), value));
        }
        return spec;
    }

    private static Object specValue(JsonNode v, String path) {
        if (v.isNumber()) {
            return v.doubleValue();
        } else if (v.isTextual()) {
            return v.textValue();
        } else if (v.isObject()) {
            return v.has("number") ? toDouble(v.get("number"), join(path, "number")) : spec(v, path);
        } else if (v.isArray()) {
            return read(v, v.size() > 0 && v.get(0).isArray() ? double[][].class : double[].class, path, null);
        }
        throw wrongType(path, "a number, word, spec, vector or matrix", v);
    }

    /** Rows written by {@link #rows(Dataset)}, with the placeholder label {@code "0"}: their holder relabels them. */
    private static Dataset rows(JsonNode node, String path) {
        int dimension = (int) toLong(field(node, "dimension", path), join(path, "dimension"), 0, Integer.MAX_VALUE);
        String storagePath = join(path, "storage");
        String storage = (String) read(field(node, "storage", path), String.class, storagePath, null);
        String rowsPath = join(path, "rows");
        JsonNode rows = array(field(node, "rows", path), rowsPath);
        int n = rows.size();
        if (storage.equals("dense")) {
            // the rows present are checked against the dimension before anything is allocated: a corrupt dimension
            // (2147483647, or 10000000 for 13 values a row) must be this error, not an overflow or out of memory
            long values = 0;
            for (int i = 0; i < n; i++) {
                String rp = rowsPath + "[" + i + "]";
                int length = array(rows.get(i), rp).size();
                if (length != dimension) {
                    throw new IllegalArgumentException("field '" + rp + "' has " + length
                            + " values, expected dimension " + dimension);
                }
                values += length;
            }
            if (values > MAX_ARRAY) {
                throw new IllegalArgumentException("field '" + rowsPath + "' holds " + values + " values, more than"
                        + " one array holds (" + MAX_ARRAY + ")");
            }
            double[] x = new double[(int) values];
            for (int i = 0; i < n; i++) {
                double[] r = (double[]) read(rows.get(i), double[].class, rowsPath + "[" + i + "]", null);
                System.arraycopy(r, 0, x, i * dimension, dimension);
            }
            return named(path, () -> Dataset.dense(x, dimension, new int[n], NO_LABELS, null));
        } else if (storage.equals("sparse")) {
            int[] rowStart = new int[n + 1];
            List<int[]> indices = new ArrayList<>(n);
            List<double[]> values = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                String rp = rowsPath + "[" + i + "]";
                indices.add((int[]) read(field(rows.get(i), "indices", rp), int[].class, rp + ".indices", null));
                values.add((double[]) read(field(rows.get(i), "values", rp), double[].class, rp + ".values", null));
                if (indices.get(i).length != values.get(i).length) {
                    throw new IllegalArgumentException("field '" + rp + "' has " + indices.get(i).length
                            + " indices but " + values.get(i).length + " values");
                }
                rowStart[i + 1] = Math.addExact(rowStart[i], indices.get(i).length);
            }
            int[] fi = new int[rowStart[n]];
            double[] fv = new double[fi.length];
            for (int i = 0; i < n; i++) {
                System.arraycopy(indices.get(i), 0, fi, rowStart[i], indices.get(i).length);
                System.arraycopy(values.get(i), 0, fv, rowStart[i], values.get(i).length);
            }
            return named(path, () -> Dataset.sparse(rowStart, fi, fv, dimension, new int[n], NO_LABELS, null));
        }
        throw new IllegalArgumentException("field '" + storagePath + "' must be \"sparse\" or \"dense\", got "
                + Quote.of(storage));
    }

    // ---------------------------------------------------------------- JSON values, with errors naming the field

    /** The field {@code name} of the object {@code node} at {@code path}; an error naming it if it is missing. */
    static JsonNode field(JsonNode node, String name, String path) {
        JsonNode v = object(node, path).get(name);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("missing field '" + join(path, name) + "'");
        }
        return v;
    }

    /** The path of field {@code name} inside {@code path}. */
    static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    private static ObjectNode object(JsonNode node, String path) {
        if (!(node instanceof ObjectNode o)) {
            throw wrongType(path, "an object", node);
        }
        return o;
    }

    private static ArrayNode array(JsonNode node, String path) {
        if (!(node instanceof ArrayNode a)) {
            throw wrongType(path, "an array", node);
        }
        return a;
    }

    private static double toDouble(JsonNode node, String path) {
        if (node.isNumber()) {
            return node.doubleValue();
        }
        if (node.isTextual()) {
            switch (node.textValue()) {
                case "inf":
                    return Double.POSITIVE_INFINITY;
                case "-inf":
                    return Double.NEGATIVE_INFINITY;
                case "nan":
                    return Double.NaN;
                default:
                    break;
            }
        }
        throw wrongType(path, "a number", node);
    }

    /** An integer in {@code [min, max]}: an integral JSON number, or a fraction-less one such as {@code 3.0}. */
    private static long toLong(JsonNode node, String path, long min, long max) {
        boolean integral = node.isIntegralNumber() ? node.canConvertToLong()
                : node.isNumber() && node.doubleValue() == Math.rint(node.doubleValue())
                && Math.abs(node.doubleValue()) < 0x1p63;
        if (!integral) {
            throw wrongType(path, "an integer", node);
        }
        long v = node.longValue();
        if (v < min || v > max) {
            throw new IllegalArgumentException("field '" + path + "' must be in [" + min + ", " + max + "], got "
                    + Quote.of(node.toString()));
        }
        return v;
    }

    private static IllegalArgumentException wrongType(String path, String what, JsonNode got) {
        return new IllegalArgumentException("field '" + path + "' must be " + what + ", got "
                + Quote.of(got == null ? "nothing" : got.toString()));
    }

    /** The JSON value of an {@link Stored.IfAbsent} text (parsed once; never modified). */
    private static JsonNode parse(String json) {
        return DEFAULTS.computeIfAbsent(json, text -> {
            try {
                return JsonTreeReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** {@code value}'s result, an {@link IllegalArgumentException} from it naming the field at {@code path}. */
    private static <T> T named(String path, java.util.function.Supplier<T> value) {
        try {
            return value.get();
        } catch (IllegalArgumentException e) {
            throw named(path, null, e);
        }
    }

    /**
     * {@code e} naming the field at {@code path}: a message that starts with the name of one of {@code record}'s
     * components ({@code rho[2] must be finite, got NaN}, as {@link org.infens.Check} writes them) names that field
     * ({@code field 'model.rho[2]' must be finite, got NaN}); other messages are prefixed with the path; messages
     * that already name a field are kept.
     */
    private static IllegalArgumentException named(String path, Class<?> record, IllegalArgumentException e) {
        String m = String.valueOf(e.getMessage());
        if (m.startsWith("field '") || m.startsWith("missing field '")) {
            return e;
        }
        if (record != null && record.isRecord()) {
            for (RecordComponent c : record.getRecordComponents()) {
                String name = c.getName();
                boolean names = m.startsWith(name)
                        && (m.length() == name.length() || "[. ".indexOf(m.charAt(name.length())) >= 0);
                if (names) {
                    int end = m.indexOf(' ');
                    String field = end < 0 ? m : m.substring(0, end);
                    return new IllegalArgumentException("field '" + join(path, field) + "'"
                            + (end < 0 ? "" : m.substring(end)), e);
                }
            }
        }
        return new IllegalArgumentException("field '" + path + "': " + m, e);
    }
}
