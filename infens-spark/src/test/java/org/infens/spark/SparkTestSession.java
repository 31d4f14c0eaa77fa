package org.infens.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The one {@code local[2]} {@link SparkSession} of the module's tests, started on first use and shared by every test
 * class of the JVM (Surefire runs them in one fork): starting Spark takes seconds, a test of small data far less.
 * Spark's own shutdown hook stops it when the JVM ends. The web UI is off and shuffles use 2 partitions.
 */
final class SparkTestSession {
    private SparkTestSession() {
    }

    private static final class Holder {
        static final SparkSession SPARK = SparkSession.builder()
                .master("local[2]")
                .appName("infens-spark tests")
                .config("spark.ui.enabled", "false")
                .config("spark.sql.shuffle.partitions", "2")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .getOrCreate();
    }

    /** The shared session. */
    static SparkSession get() {
        return Holder.SPARK;
    }
}
