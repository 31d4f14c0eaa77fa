/**
 * Infens on Apache Spark: Spark ML pipeline stages that fit any Infens learner spec on a DataFrame
 * ({@link org.infens.spark.InfensEstimator}) and score DataFrames on the executors
 * ({@link org.infens.spark.InfensModel}).
 *
 * <p>Spark is a {@code provided} dependency (Spark 4.x for Scala 2.13, Java 17): the cluster, or
 * {@code spark-submit}, brings it. Infens models are immutable and thread-safe but not {@link java.io.Serializable}:
 * they travel between the driver and the executors as their model files' bytes
 * ({@link org.infens.io.ModelCodec}), never through Java serialisation of their classes.
 */
package org.infens.spark;
