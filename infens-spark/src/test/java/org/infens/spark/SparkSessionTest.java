package org.infens.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.apache.spark.sql.Encoders;
import org.junit.jupiter.api.Test;

/** The test session starts on Java 17 with the module's JVM flags and runs a job on its two executor threads. */
class SparkSessionTest {
    @Test
    void runsAJobOnTwoPartitions() {
        var numbers = SparkTestSession.get().createDataset(List.of(1L, 2L, 3L, 4L, 5L), Encoders.LONG()).repartition(2);
        assertEquals(2, numbers.rdd().getNumPartitions());
        assertEquals(15L, numbers.javaRDD().reduce(Long::sum));
    }
}
