package org.infens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class OjAlgoTest {
    @Test
    void loadingOjAlgoPrintsNothingAndRestoresStandardOutput() throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream probe = new PrintStream(captured, true, StandardCharsets.UTF_8);
        System.setOut(probe);
        try {
            OjAlgo.load();
            // ojAlgo's debug logger, used for its hardware notice, must not write to the stream it was loaded under
            Class<?> logger = Class.forName("org.ojalgo.netio.BasicLogger");
            logger.getMethod("debug", Object.class).invoke(null, "must not appear");
            assertSame(probe, System.out);
        } finally {
            System.setOut(original);
        }
        assertEquals("", captured.toString(StandardCharsets.UTF_8));
    }
}
