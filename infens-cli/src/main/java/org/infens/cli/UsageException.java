package org.infens.cli;

/** A command-line usage error (a bad option value, an unsupported flag): exit code 2. */
final class UsageException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** An error with a one-line message. */
    UsageException(String message) {
        super(message);
    }
}
