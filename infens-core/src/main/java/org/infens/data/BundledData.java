package org.infens.data;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;

/**
 * Data sets shipped inside the library, loaded by name. Every set is the UCI Machine Learning Repository's data
 * (licence CC BY 4.0; pima, no longer listed there, is the exception), converted offline from Debian packages by
 * {@code scripts/data/convert-datasets.R} (heart: copied from LIBSVM's {@code heart_scale}); the
 * repository's {@code docs/datasets.md} records for each set its source, citation, licence, Debian package and file,
 * missing-value handling, encoding, label mapping and checksum.
 *
 * <p>Binary sets (labels {@code 1} and {@code -1}):
 * <ul>
 *   <li>{@code breast}: Wisconsin breast cancer (original), 683 rows (the 699 less the 16 with a missing feature,
 *       as Lin &amp; Li 2008, Sec. 7 does), 10 features: the sample code number and the 9 cytological scores, as in
 *       Lin &amp; Li 2008, Table 1;</li>
 *   <li>{@code german}: Statlog German credit, numeric version, 1000 rows, 24 features;</li>
 *   <li>{@code heart}: Statlog heart, 270 rows, 13 features, as LIBSVM ships it ({@code heart_scale}, already
 *       scaled to [-1, 1]);</li>
 *   <li>{@code ionosphere}: 351 rows, 34 features; {@code pima}: Pima Indians diabetes, 768 rows, 8 features;
 *       {@code sonar}: 208 rows, 60 features;</li>
 *   <li>{@code votes84}: 1984 congressional voting records, 435 rows, 16 features (yes 1, no -1, "?" 0);</li>
 *   <li>{@code haberman}: Haberman's survival, 306 rows, 3 features;</li>
 *   <li>{@code spambase}: UCI Spambase (Hopkins, Reeber, Forman &amp; Suermondt 1999), 4601 e-mails, 57 features
 *       (48 word and 6 character frequencies in percent, 3 statistics of capital-letter runs), non-spam 1 (2788),
 *       spam -1 (1813), as R's kernlab ships it ({@code spam}); the set of Shen &amp; Liu 2014, Sec. VIII-B;</li>
 *   <li>{@code b-cancer}: the Ljubljana breast cancer data (Zwitter &amp; Soklic), 277 rows (the 286 less the 9 with
 *       a missing value), 9 nominal attributes coded 1, 2, ... in their declared order, no recurrence 1 (196),
 *       recurrence -1 (81); {@code titanic}: the 2201 people aboard the Titanic (Dawson 1995), 3 features (class
 *       1st, 2nd, 3rd, crew as 1-4; sex; age), not survived 1 (1490), survived -1 (711). Two of Raetsch's
 *       benchmark sets, which Shen &amp; Liu 2014's Tables I and II use.</li>
 * </ul>
 * Multi-class sets: {@code iris} (150 rows, 4 features, 3 classes), {@code wine} (178, 13, 3), {@code glass}
 * (214, 9, 6), {@code vehicle} (846, 18, 4), {@code dna} (3186, 180 binary, 3), {@code vowel} (990, 10, 11),
 * {@code segment} (2310, 19, 7), {@code satimage} (6435, 36, 6), {@code thyroid} (UCI's thyroid gland data, 215
 * rows, 5 features, normal 1, hypo 2, hyper 3; Raetsch's binary thyroid is normal against the others), {@code
 * waveform} (5000 rows of Breiman's waveform generator, 21 features, 3 classes, drawn once with a fixed seed as
 * UCI's Waveform file is).
 *
 * <p>Regression set (labels are the real-valued targets, {@link Dataset#targets()}): {@code concrete}, UCI Concrete
 * Compressive Strength (Yeh 1998, Modeling of strength of high-performance concrete using artificial neural
 * networks), 1030 rows, 8 features (the mixture's seven components in kg per m^3 and its age in days), the target the
 * compressive strength in MPa, as R's modeldata package gives it (two decimals).
 *
 * <p>Values are as the source gives them (not scaled, except heart); Lin &amp; Li 2008, Sec. 7 scales every feature to
 * [-1, 1] first, which {@link Scaling} does. Files are LIBSVM text ({@link LibsvmFormat}), gzip-compressed when their
 * resource name ends in {@code .gz}.
 */
public final class BundledData {
    private static final Map<String, String> RESOURCES = resources();

    private BundledData() {
    }

    private static Map<String, String> resources() {
        Map<String, String> r = new TreeMap<>();
        r.put("heart", "heart_scale");
        for (String name : List.of("breast", "german", "ionosphere", "pima", "sonar", "votes84", "haberman", "iris",
                "wine", "glass", "vehicle", "dna", "vowel", "segment", "satimage", "concrete", "spambase", "b-cancer",
                "titanic", "thyroid", "waveform")) {
            r.put(name, name + ".libsvm.gz");
        }
        return Map.copyOf(r);
    }

    /** Names of the bundled data sets, sorted. */
    public static List<String> names() {
        return RESOURCES.keySet().stream().sorted().toList();
    }

    /**
     * What a bundled data set is and where it comes from, as {@code infens datasets} lists it.
     *
     * @param name     the name {@link #load} takes
     * @param rows     the number of rows
     * @param features the number of features
     * @param classes  the number of classes; 0 for a regression set, whose labels are real-valued targets
     *                 ({@code regression} in {@code datasets.tsv})
     * @param title    the UCI data set it is (and the version taken, where that matters)
     * @param source   where the data set is published
     * @param licence  its licence
     */
    public record Description(String name, int rows, int features, int classes, String title, String source,
                              String licence) {
        /** The word {@code datasets.tsv} and {@code infens datasets} write in the classes column of a regression set. */
        public static final String REGRESSION = "regression";

        /** Whether this is a regression set: its labels are real-valued targets, not classes. */
        public boolean regression() {
            return classes == 0;
        }

        /** The number of classes as text, or {@value #REGRESSION} for a regression set. */
        public String classesText() {
            return regression() ? REGRESSION : String.valueOf(classes);
        }
    }

    /**
     * Every bundled data set's description, sorted by name, from {@code datasets.tsv} beside the data files (the
     * repository's {@code docs/datasets.md} tells each set's story in full).
     */
    public static List<Description> catalogue() {
        List<Description> out = new ArrayList<>();
        try (InputStream in = BundledData.class.getResourceAsStream("datasets.tsv")) {
            if (in == null) {
                throw new IllegalStateException("resource org/infens/data/datasets.tsv is missing from the jar");
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                out.add(new Description(f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                        f[3].equals(Description.REGRESSION) ? 0 : Integer.parseInt(f[3]), f[4], f[5], f[6]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading org/infens/data/datasets.tsv", e);
        }
        return List.copyOf(out);
    }

    /**
     * Loads a bundled data set.
     *
     * @param name one of {@link #names()}
     * @return the data set
     * @throws IllegalArgumentException if no data set has that name (the message lists the names)
     */
    public static Dataset load(String name) {
        String resource = name == null ? null : RESOURCES.get(name);
        if (resource == null) {
            throw new IllegalArgumentException("no bundled data set named " + Quote.of(name) + "; available: "
                    + names());
        }
        try (InputStream in = BundledData.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource org/infens/data/" + resource + " is missing from the jar");
            }
            InputStream text = resource.endsWith(".gz") ? new GZIPInputStream(in, 1 << 16)
                    : new BufferedInputStream(in);
            try (Reader r = TextInput.open(text, "bundled:" + resource)) {
                return LibsvmFormat.read(r, "bundled:" + resource);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading bundled data set '" + name + "'", e);
        }
    }
}
