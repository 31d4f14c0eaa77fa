package org.infens.cli;

import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.infens.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;

class DemoCommandTest {
    @Test
    void demoPrintsOneLinePerLearnerWithSensibleAccuracy() {
        Result r = run("demo", "--threads", "2");
        assertEquals(0, r.code(), r.err());
        Pattern line = Pattern.compile("(?m)^(SVM-\\w+) +.*?(\\d+\\.\\d)% \\+- (\\d+\\.\\d)% +(\\d+\\.\\d) +\\d+\\.\\d s$");
        Matcher m = line.matcher(r.out());
        List<String> learners = new java.util.ArrayList<>();
        while (m.find()) {
            learners.add(m.group(1));
            double acc = Double.parseDouble(m.group(2));
            // heart: the papers report 81-84% for these learners; anything below 70% means something broke
            assertTrue(acc > 70 && acc <= 100, m.group());
            assertTrue(Double.parseDouble(m.group(4)) > 0 && Double.parseDouble(m.group(4)) <= 216, m.group());
        }
        assertEquals(List.of("SVM-Stump", "SVM-Perc", "SVM-Gauss"), learners, r.out());
    }

    @Test
    void tableAlignsColumns() {
        String t = DemoCommand.table(List.of(new DemoCommand.Line("A", "C=2^1", 0.8, 0.01, 12.5, 1.25),
                new DemoCommand.Line("Longer", "C in [2^-3, 2^1]", 0.755, 0.0249, 100, 10)));
        String[] lines = t.split("\n");
        assertEquals(4, lines.length);
        assertEquals(lines[0].length(), lines[1].length());
        assertEquals(lines[2].length(), lines[3].length());
        assertTrue(lines[2].contains("80.0% +- 1.0%") && lines[3].contains("75.5% +- 2.5%"), t);
        assertEquals("2^-3", DemoCommand.powerOfTwo(0.125));
        assertEquals("0.3", DemoCommand.powerOfTwo(0.3));
    }
}
