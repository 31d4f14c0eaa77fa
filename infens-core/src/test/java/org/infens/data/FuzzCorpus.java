package org.infens.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * Mutated data files made from the bundled data, for the readers' fuzz tests (here and in the command-line tests):
 * seed files in every format the readers take (LIBSVM dense and sparse, a precomputed kernel, CSV, ARFF dense and
 * sparse, a range file), each changed by seeded mutations: byte flips, truncation, a byte-order mark at the start or
 * inside, NUL and other control characters, invalid UTF-8, huge numbers, {@code inf}/{@code nan}/{@code 1.#INF}/hex
 * floats, duplicate and unordered indices, CR/LF mixes, empty lines, trailing blanks and a few stacked at once.
 *
 * <p>Besides the hostile cases, {@link #benign} makes variants that must read exactly as the seed does: {@code +1}
 * labels, values in other spellings ({@code 5e-1}, {@code 0.50}, {@code +0.5}), trailing blanks, CRLF line ends,
 * blank lines, a byte-order mark.
 */
public final class FuzzCorpus {
    private FuzzCorpus() {
    }

    /** The formats, each with its reader. */
    public enum Format {
        /** LIBSVM text ({@link LibsvmFormat#read(Path)}). */
        LIBSVM(".txt"),
        /** LIBSVM precomputed kernel ({@link LibsvmFormat#readPrecomputed(Path)}). */
        PRECOMPUTED(".txt"),
        /** CSV with a header ({@link CsvFormat#read(Path, CsvOptions)}). */
        CSV(".csv"),
        /** ARFF ({@link ArffFormat#read(Path)}). */
        ARFF(".arff"),
        /** A range file of {@code svm-scale -s} ({@link Scaling#read(Path)}). */
        RANGE(".range");

        /** The file name's extension. */
        public final String extension;

        Format(String extension) {
            this.extension = extension;
        }

        /**
         * Reads {@code file} with this format's reader.
         *
         * @return a data set, or a {@link Scaling} for range files
         */
        public Object read(Path file) throws IOException {
            return switch (this) {
                case LIBSVM -> LibsvmFormat.read(file);
                case PRECOMPUTED -> LibsvmFormat.readPrecomputed(file);
                case CSV -> CsvFormat.read(file, CsvOptions.defaults());
                case ARFF -> ArffFormat.read(file);
                case RANGE -> Scaling.read(file);
            };
        }
    }

    /**
     * One file of the corpus.
     *
     * @param name     a name for messages and the file, unique in the corpus
     * @param format   the format and reader
     * @param bytes    the file's content
     * @param mutation what was done to the seed
     * @param seed     the seed file's content
     */
    public record Case(String name, Format format, byte[] bytes, String mutation, byte[] seed) {
        /** Writes the file into {@code dir}. */
        public Path write(Path dir) throws IOException {
            return Files.write(dir.resolve(name + format.extension), bytes);
        }

        @Override
        public String toString() {
            return name + " (" + mutation + ")";
        }
    }

    private record Seed(String name, Format format, byte[] bytes) {
    }

    // ------------------------------------------------------------------ seeds

    /** {@code lines} lines of a bundled resource, evenly spaced (bundled sets are often sorted by class). */
    private static byte[] resource(String resource, int lines) {
        try (InputStream raw = Objects.requireNonNull(BundledData.class.getResourceAsStream(resource), resource);
             InputStream in = resource.endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
            String[] all = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
            StringBuilder sb = new StringBuilder();
            int n = Math.min(lines, all.length);
            for (int k = 0; k < n; k++) {
                sb.append(all[(int) ((long) k * all.length / n)]).append('\n');
            }
            return sb.toString().getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Seed> seeds() {
        List<Seed> seeds = new ArrayList<>();
        byte[] heart = resource("heart_scale", 40);
        seeds.add(new Seed("heart", Format.LIBSVM, heart));
        seeds.add(new Seed("glass", Format.LIBSVM, resource("glass.libsvm.gz", 30)));
        seeds.add(new Seed("dna", Format.LIBSVM, resource("dna.libsvm.gz", 15)));
        Dataset h = read(heart);
        // precomputed linear kernel of 20 heart rows, as svm-train -t 4 takes it
        StringBuilder pre = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            pre.append(h.labels().name(h.classOf(i))).append(" 0:").append(i + 1);
            for (int j = 0; j < 20; j++) {
                double k = 0;
                for (int f = 0; f < h.dimension(); f++) {
                    k += h.get(i, f) * h.get(j, f);
                }
                pre.append(' ').append(j + 1).append(':').append(CFormat.g(k, 6));
            }
            pre.append('\n');
        }
        seeds.add(new Seed("heart-pre", Format.PRECOMPUTED, utf8(pre.toString())));
        StringWriter csv = new StringWriter();
        try {
            CsvFormat.write(h.view(range(30)), csv);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        seeds.add(new Seed("heart", Format.CSV, utf8(csv.toString())));
        seeds.add(new Seed("words", Format.CSV, utf8("\"sepal length\",width,\"kind, of\"\n5.1,3.5,setosa\n"
                + "4.9, 3 ,setosa\n7,3.2,\"versi \"\"color\"\"\"\n6.4,3.2,versicolor\n6.3,3.3,virginica\n"
                + "5.8,2.7,virginica\n")));
        seeds.add(new Seed("iris", Format.ARFF, utf8(irisArff())));
        seeds.add(new Seed("weather", Format.ARFF, utf8("% the weather data\n@relation weather\n"
                + "@attribute outlook {sunny, overcast, rainy}\n@attribute temperature numeric\n"
                + "@attribute 'relative humidity' real\n@attribute windy {TRUE, FALSE}\n@attribute play {yes, no}\n"
                + "@data\nsunny,85,85,FALSE,no\n{0 overcast, 1 83, 2 86, 4 yes}\nrainy,70,96,FALSE,yes,{2}\n"
                + "{1 65, 2 70, 3 FALSE, 4 yes} {0.5}\n'sunny',72,95,\"FALSE\",no % comment\n")));
        StringWriter range = new StringWriter();
        try {
            Scaling.fit(h).write(range);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        seeds.add(new Seed("heart", Format.RANGE, utf8(range.toString())));
        return seeds;
    }

    private static int[] range(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = i;
        }
        return r;
    }

    private static String irisArff() {
        Dataset iris = read(resource("iris.libsvm.gz", 160));
        String[] names = {"setosa", "versicolor", "virginica"};
        StringBuilder sb = new StringBuilder("@RELATION iris\n\n@ATTRIBUTE sepallength REAL\n"
                + "@ATTRIBUTE sepalwidth REAL\n@ATTRIBUTE petallength REAL\n@ATTRIBUTE petalwidth REAL\n"
                + "@ATTRIBUTE class {setosa,versicolor,virginica}\n\n@DATA\n");
        for (int i = 0; i < iris.size(); i += 5) {
            for (int f = 0; f < 4; f++) {
                sb.append(Labels.formatNumber(iris.get(i, f))).append(',');
            }
            sb.append(names[Integer.parseInt(iris.labels().name(iris.classOf(i)))]).append('\n');
        }
        return sb.toString();
    }

    private static Dataset read(byte[] libsvm) {
        try {
            return LibsvmFormat.read(new java.io.StringReader(new String(libsvm, StandardCharsets.UTF_8)), "seed");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String text(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------ mutations

    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final byte[][] INVALID_UTF8 = {{(byte) 0xFF}, {(byte) 0xFE}, {(byte) 0x80}, {(byte) 0xC3},
        {(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xE2, (byte) 0x82},
        {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, {(byte) 0xE9}};
    private static final String[] CONTROLS = {"\0", "\u0001", "\u0007", "\u0008", "\u000b", "\u000c", "\u001b",
        "\u001f", "\u007f", "\u0085", "\u009b", "\u2028", "\uFEFF", "\u00a0", "\u200b"};
    private static final String[] ODD_NUMBERS = {"inf", "-inf", "+inf", "nan", "NaN", "Infinity", "1.#INF",
        "-1.#IND", "1.#QNAN", "0x1p3", "0X1.8P1", "1d", "2f", "1e999", "-1e999", "1e-999", "4.9e-324", "1e", "e1",
        ".", "-", "+", "1..2", "1.2.3", "--1", "1e+", "1,5", "\u0661", "١٢", "1_000", "0b101", "1e2147483648"};
    private static final Pattern NUMBER = Pattern.compile("(?<![\\w.])[-+]?\\d+(\\.\\d*)?([eE][-+]?\\d+)?(?![\\w.])");
    /** index:value; the look-behind keeps the search linear in a million-digit token. */
    private static final Pattern FEATURE = Pattern.compile("(?<![\\w.:+-])(\\d+):(\\S+)");

    /** The bytes with a UTF-8 byte-order mark before them. */
    public static byte[] withByteOrderMark(byte[] b) {
        return insert(b, 0, BOM);
    }

    private static byte[] insert(byte[] b, int at, byte[] what) {
        byte[] out = new byte[b.length + what.length];
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(what, 0, out, at, what.length);
        System.arraycopy(b, at, out, at + what.length, b.length - at);
        return out;
    }

    /** The offset of the start of a random line, or of a random position inside a random line. */
    private static int somewhere(byte[] b, SplittableRandom rng) {
        return b.length == 0 ? 0 : rng.nextInt(b.length + 1);
    }

    /** Replaces one random regex match in the text with {@code replacement.apply(match, rng)}. */
    private static byte[] replaceOne(byte[] b, Pattern p, SplittableRandom rng,
            BiFunction<Matcher, SplittableRandom, String> replacement) {
        String t = text(b);
        Matcher m = p.matcher(t);
        List<int[]> spans = new ArrayList<>();
        while (m.find()) {
            spans.add(new int[] {m.start(), m.end()});
        }
        if (spans.isEmpty()) {
            return b;
        }
        int[] s = spans.get(rng.nextInt(spans.size()));
        m = p.matcher(t);
        m.find(s[0]);
        return utf8(t.substring(0, s[0]) + replacement.apply(m, rng) + t.substring(s[1]));
    }

    private static String digits(SplittableRandom rng, int n) {
        StringBuilder sb = new StringBuilder(n);
        sb.append((char) ('1' + rng.nextInt(9)));
        for (int k = 1; k < n; k++) {
            sb.append((char) ('0' + rng.nextInt(10)));
        }
        return sb.toString();
    }

    /** One hostile mutation, chosen at random; returns its description in {@code what[0]}. */
    private static byte[] mutate(byte[] b, Format format, SplittableRandom rng, String[] what) {
        int kind = rng.nextInt(16);
        switch (kind) {
            case 0: {
                int at = rng.nextInt(Math.max(1, b.length));
                byte[] out = b.clone();
                if (out.length > 0) {
                    out[at] ^= (byte) (1 << rng.nextInt(8));
                }
                what[0] = "bit flip at byte " + at;
                return out;
            }
            case 1: {
                int at = rng.nextInt(b.length + 1);
                what[0] = "truncated to " + at + " bytes";
                return java.util.Arrays.copyOf(b, at);
            }
            case 2: {
                boolean start = rng.nextBoolean();
                int at = start ? 0 : somewhere(b, rng);
                what[0] = "byte-order mark at byte " + at + (start ? " (and another)" : "");
                byte[] out = insert(b, at, BOM);
                return start && rng.nextBoolean() ? insert(out, 0, BOM) : out;
            }
            case 3: {
                String c = CONTROLS[rng.nextInt(CONTROLS.length)];
                int at = utf8Boundary(b, somewhere(b, rng));
                what[0] = "U+" + String.format("%04X", (int) c.charAt(0)) + " at byte " + at;
                return insert(b, at, utf8(c));
            }
            case 4: {
                byte[] bad = INVALID_UTF8[rng.nextInt(INVALID_UTF8.length)];
                int at = somewhere(b, rng);
                what[0] = "invalid UTF-8 " + hex(bad) + " at byte " + at;
                return insert(b, at, bad);
            }
            case 5: {
                int n = rng.nextInt(10) == 0 ? 1_000_000 : 20 + rng.nextInt(100_000);
                String big = rng.nextBoolean() ? digits(rng, n) : "0." + "0".repeat(n) + "1";
                what[0] = "a number of " + big.length() + " characters";
                return replaceOne(b, NUMBER, rng, (m, r) -> r.nextBoolean() ? big : big + "e" + (r.nextInt(800) - 400));
            }
            case 6: {
                String odd = ODD_NUMBERS[rng.nextInt(ODD_NUMBERS.length)];
                what[0] = "a number replaced by '" + odd + "'";
                return replaceOne(b, NUMBER, rng, (m, r) -> odd);
            }
            case 7: {
                what[0] = "a feature repeated";
                return replaceOne(b, FEATURE, rng, (m, r) -> m.group() + " " + m.group());
            }
            case 8: {
                what[0] = "two features swapped";
                return replaceOne(b, Pattern.compile("(?<![\\w.:+-])(\\d+:\\S+)([ \\t]+)(\\d+:\\S+)"), rng,
                        (m, r) -> m.group(3) + m.group(2) + m.group(1));
            }
            case 9: {
                String[] ends = {"\r\n", "\r", "\n\n", "\n \n", "\r\r\n", "\n\t\n"};
                String end = ends[rng.nextInt(ends.length)];
                what[0] = "line ends changed to " + end.replace("\r", "CR").replace("\n", "LF") + " at random";
                StringBuilder sb = new StringBuilder();
                for (char c : text(b).toCharArray()) {
                    sb.append(c == '\n' && rng.nextInt(3) == 0 ? end : String.valueOf(c));
                }
                return utf8(sb.toString());
            }
            case 10: {
                String[] blanks = {" ", "\t", "  \t", "\u00a0", " \f"};
                String blank = blanks[rng.nextInt(blanks.length)];
                what[0] = "blanks '" + blank + "' at line ends";
                return utf8(text(b).replace("\n", blank + "\n"));
            }
            case 11: {
                String t = text(b);
                String[] lines = t.split("\n", -1);
                int k = rng.nextInt(lines.length);
                boolean dup = rng.nextBoolean();
                what[0] = (dup ? "line repeated: " : "line removed: ") + (k + 1);
                List<String> out = new ArrayList<>(List.of(lines));
                if (dup) {
                    out.add(k, lines[k]);
                } else {
                    out.remove(k);
                }
                return utf8(String.join("\n", out));
            }
            case 12: {
                String[] odd = {"\u00e9", "\u65e5", "\uD83D\uDE00", "\u00a0", "\u2028", "#", ":", ",", "\"", "'",
                    "{", "}", "%", "?", "@", "\\", "-", "+", "e", "."};
                String s = odd[rng.nextInt(odd.length)];
                int at = utf8Boundary(b, somewhere(b, rng));
                what[0] = "'" + s + "' inserted at byte " + at;
                return insert(b, at, utf8(s));
            }
            case 13: {
                what[0] = "a feature index changed";
                String[] idx = {"0", "-1", "2147483647", "2147483646", "99999999999", "007", "a", ""};
                String i = idx[rng.nextInt(idx.length)];
                return replaceOne(b, FEATURE, rng, (m, r) -> i + ":" + m.group(2));
            }
            case 14: {
                what[0] = "empty";
                return rng.nextBoolean() ? new byte[0] : utf8(rng.nextBoolean() ? "\n\n" : "# nothing\n");
            }
            default: {
                int n = 2 + rng.nextInt(3);
                byte[] out = b;
                StringBuilder sb = new StringBuilder("stacked:");
                for (int k = 0; k < n; k++) {
                    String[] w = new String[1];
                    out = mutate(out, format, rng, w);
                    sb.append(' ').append(w[0]).append(';');
                }
                what[0] = sb.toString();
                return out;
            }
        }
    }

    /** {@code at} moved back to the start of the UTF-8 sequence it falls in. */
    private static int utf8Boundary(byte[] b, int at) {
        while (at > 0 && at < b.length && (b[at] & 0xC0) == 0x80) {
            at--;
        }
        return at;
    }

    private static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(sb.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%02X", x & 0xFF));
        }
        return sb.toString();
    }

    /**
     * The hostile corpus: {@code perSeed} mutated files from every seed, from a fixed seed.
     *
     * @param seed    the random seed
     * @param perSeed mutations per seed file
     * @return the cases, seeds first (unchanged, as a check that they read)
     */
    public static List<Case> hostile(long seed, int perSeed) {
        SplittableRandom rng = new SplittableRandom(seed);
        List<Case> cases = new ArrayList<>();
        for (Seed s : seeds()) {
            cases.add(new Case(s.name + "-" + s.format.name().toLowerCase(Locale.ROOT) + "-seed", s.format, s.bytes,
                    "none", s.bytes));
            for (int k = 0; k < perSeed; k++) {
                String[] what = new String[1];
                byte[] b = mutate(s.bytes, s.format, rng, what);
                cases.add(new Case(s.name + "-" + s.format.name().toLowerCase(Locale.ROOT) + "-" + k, s.format, b,
                        what[0], s.bytes));
            }
        }
        return cases;
    }

    /**
     * Variants of every seed that must read as the seed does: what LIBSVM's {@code svm-train} accepts ({@code +1}
     * labels, {@code 1e3}-style and padded values, trailing blanks, CRLF line ends) and what Infens accepts on
     * purpose besides (a byte-order mark, blank lines).
     */
    public static List<Case> benign() {
        List<Case> cases = new ArrayList<>();
        for (Seed s : seeds()) {
            String t = text(s.bytes);
            String base = s.name + "-" + s.format.name().toLowerCase(Locale.ROOT);
            cases.add(new Case(base + "-crlf", s.format, utf8(t.replace("\n", "\r\n")), "CRLF line ends", s.bytes));
            cases.add(new Case(base + "-trailing", s.format, utf8(t.replace("\n", " \t \n")), "trailing blanks",
                    s.bytes));
            cases.add(new Case(base + "-bom", s.format, insert(s.bytes, 0, BOM), "byte-order mark", s.bytes));
            if (s.format != Format.RANGE) {
                cases.add(new Case(base + "-blank-lines", s.format, utf8(t.replace("\n", "\n\n")), "blank lines",
                        s.bytes));
            }
            if (s.format == Format.LIBSVM || s.format == Format.PRECOMPUTED) {
                Matcher m = Pattern.compile("(?m)^1 ").matcher(t);
                cases.add(new Case(base + "-plus", s.format, utf8(m.replaceAll("+1 ")), "+1 labels", s.bytes));
                StringBuilder sb = new StringBuilder();
                Matcher f = FEATURE.matcher(t);
                int k = 0;
                while (f.find()) {
                    String v = f.group(2);
                    double x = Double.parseDouble(v);
                    String[] spellings = {CFormat.g(x, 17), Double.toString(x),
                        v.contains("e") ? v : v.contains(".") ? v + "0" : v + ".0", v.startsWith("-") ? v : "+" + v};
                    String spelled = spellings[k++ % spellings.length];
                    f.appendReplacement(sb, f.group(1) + ":" + Matcher.quoteReplacement(spelled));
                }
                f.appendTail(sb);
                cases.add(new Case(base + "-spellings", s.format, utf8(sb.toString()),
                        "values spelled as %.17g, as Java prints them, with a trailing 0 or a +", s.bytes));
            }
        }
        return cases;
    }

    /**
     * Writes both corpora into {@code dir}/hostile and {@code dir}/benign, to look at them or feed them to other
     * tools.
     *
     * @param args the directory (default {@code fuzz-corpus})
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "fuzz-corpus");
        for (String kind : new String[] {"hostile", "benign"}) {
            Path sub = Files.createDirectories(dir.resolve(kind));
            for (Case c : kind.equals("hostile") ? hostile(1, 60) : benign()) {
                c.write(sub);
            }
        }
    }
}
