package org.infens.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.data.Synthetic;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The files LIBSVM reads in compare-selection.sh hold Infens's folds and the stump kernel, exactly. */
class SameFoldsTest {
    @TempDir
    Path dir;

    @Test
    void foldFilesHoldTheFoldsOfInfensSelectAndTheExactStumpKernel() throws IOException {
        Dataset data = Synthetic.Problem.THREENORM.generate(23, 3, 7);
        Path file = dir.resolve("data");
        LibsvmFormat.write(data, file);
        Dataset read = LibsvmFormat.read(file);
        SameFolds.writeFolds(read, 4, 11, dir);
        SameFolds.writeStump(read, SameFolds.readAssignment(dir), dir);
        // as infens select: the folds of the file as read (classes indexed by first appearance, not Synthetic.LABELS)
        List<Fold> folds = Folds.stratified(read, 4, 11);
        int[] foldOf = SameFolds.readAssignment(dir);
        for (int f = 0; f < 4; f++) {
            int[] test = folds.get(f).test();
            int[] train = folds.get(f).train();
            for (int i : test) {
                assertEquals(f + 1, foldOf[i]);
            }
            Dataset testRows = LibsvmFormat.read(dir.resolve("fold" + (f + 1) + ".test"));
            for (int a = 0; a < test.length; a++) {
                assertArrayEquals(data.row(test[a]), testRows.row(a));
            }
            List<String> kernel = Files.readAllLines(dir.resolve("fold" + (f + 1) + ".train.stump"));
            assertEquals(train.length, kernel.size());
            for (int a = 0; a < train.length; a++) {
                String[] tokens = kernel.get(a).split(" ");
                int i = train[a];
                assertEquals(data.labels().name(data.classOf(i)), tokens[0]);
                assertEquals("0:" + (i + 1), tokens[1]);
                assertEquals(data.size() + 2, tokens.length);
                for (int j = 0; j < data.size(); j++) {
                    double l1 = 0;
                    for (int d = 0; d < 3; d++) {
                        l1 += Math.abs(data.get(i, d) - data.get(j, d));
                    }
                    assertEquals((j + 1) + ":" + (-l1), tokens[j + 2]);
                }
            }
        }
    }
}
