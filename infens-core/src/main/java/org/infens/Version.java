package org.infens;

/** The library version, as recorded in model files and provenance. */
public final class Version {
    /** The Infens version string. */
    public static final String VERSION = "0.1.0";

    private Version() {
    }
}
