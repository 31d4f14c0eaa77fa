/**
 * Small applications that show the Spark ML stages at work, run with {@code spark-submit --class} on the shaded jar
 * ({@code infens-spark/target/infens-spark.jar}), or with {@code bin/infens-spark --class} where Spark is not
 * installed; {@code infens-spark/try-local.sh} runs them in {@code local[2]} and checks their output against
 * {@code bin/infens}.
 */
package org.infens.spark.examples;
