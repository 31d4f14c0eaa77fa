package org.infens.cli;

/** Entry point of the {@code infens} command. */
public final class Main {
    private Main() {
    }

    /** Runs the command line. */
    public static void main(String[] args) {
        System.out.println("infens");
    }
}
