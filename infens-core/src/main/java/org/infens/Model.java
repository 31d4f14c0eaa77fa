package org.infens;

/**
 * A trained model: immutable and safe to use from several threads at once.
 *
 * <p>Every model records where it came from ({@link #provenance()}), so a saved model can be traced back to its
 * parameters, seed, data and library version.
 */
public interface Model {
    /** Where this model came from. */
    Provenance provenance();
}
