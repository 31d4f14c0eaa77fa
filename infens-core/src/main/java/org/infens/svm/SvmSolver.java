package org.infens.svm;

import java.util.Locale;
import org.infens.data.Quote;

/**
 * Which solver trains a C-SVC. Both solve the same dual to the same stopping rule (LIBSVM's maximal violating pair
 * below eps), so their models agree to that tolerance.
 */
public enum SvmSolver {
    /**
     * The additive decomposition where the kernel has an {@link org.infens.kernel.AdditiveForm} and the binary
     * problem has at least {@link SvmTrainer#AUTO_ADDITIVE_ROWS} rows, SMO otherwise.
     */
    AUTO,
    /** LIBSVM's SMO with a kernel-column cache ({@link org.infens.svm.smo.Smo#solve}); any kernel. */
    SMO,
    /**
     * Decomposition with large working sets whose gradient is refreshed by sorted-sweep kernel products
     * ({@link org.infens.svm.smo.Smo#solveAdditive}): O(n d) memory and no n x n structure; additive kernels only
     * (stump, histogram intersection, their positive multiples and sums).
     */
    ADDITIVE;

    /** The name in specs and on the command line: {@code auto}, {@code smo}, {@code additive}. */
    public String specName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The solver named {@code name} ({@code auto}, {@code smo} or {@code additive}, any case).
     *
     * @throws IllegalArgumentException naming the accepted values otherwise
     */
    public static SvmSolver fromName(String name) {
        for (SvmSolver s : values()) {
            if (s.specName().equalsIgnoreCase(name.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("solver must be auto, smo or additive, got " + Quote.of(name));
    }
}
