package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.LinearKernel;
import org.junit.jupiter.api.Test;

/** A hard margin on classes the kernel cannot separate is an error, not a silently useless model. */
class HardMarginTest {
    @Test
    void nonSeparableDataWithInfiniteCIsAClearError() {
        // XOR: no linear separator exists, so the hard-margin dual is unbounded and SMO never converges
        Dataset xor = Dataset.dense(new double[][] {{0, 0}, {1, 1}, {0, 1}, {1, 0}}, new int[] {0, 0, 1, 1},
                Labels.of("1", "-1"));
        SvmTrainer trainer = new SvmTrainer(SvmParams.of(new LinearKernel()).withC(Double.POSITIVE_INFINITY));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> trainer.fit(xor));
        assertTrue(e.getMessage().contains("not separable") && e.getMessage().contains("finite C"), e.getMessage());
    }
}
