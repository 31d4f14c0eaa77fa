package org.infens.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * Data sets shipped inside the library, loaded by name.
 *
 * <ul>
 *   <li>{@code heart}: the UCI Statlog (Heart) data set as LIBSVM ships it ({@code heart_scale}): 270 rows, 13
 *       features scaled to [-1, 1], labels {@code 1} (first seen) and {@code -1}. Licence CC BY 4.0; see
 *       {@code org/infens/data/README.md} for attribution and provenance.</li>
 * </ul>
 */
public final class BundledData {
    private static final Map<String, String> RESOURCES = Map.of("heart", "heart_scale");

    private BundledData() {
    }

    /** Names of the bundled data sets, sorted. */
    public static List<String> names() {
        return RESOURCES.keySet().stream().sorted().toList();
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
            throw new IllegalArgumentException("no bundled data set named '" + name + "'; available: " + names());
        }
        try (InputStream in = BundledData.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource org/infens/data/" + resource + " is missing from the jar");
            }
            try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                return LibsvmFormat.read(r, "bundled:" + resource);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading bundled data set '" + name + "'", e);
        }
    }
}
