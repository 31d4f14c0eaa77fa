package org.infens.spark;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.infens.cli.Main;

/**
 * The command line {@code bin/infens-spark} (and {@code spark-submit --class org.infens.spark.SparkMain}): the
 * {@code infens} command with {@code select}, {@code cv} and {@code reproduce} computed on a Spark cluster, and
 * {@code fit} of boosting with stumps on feature-partitioned data ({@link SparkEngine}); every other command runs on
 * the driver as {@code infens} runs it. It prints (and writes) what {@code infens} prints; only the times differ.
 *
 * <p>Two options of its own, taken out before the {@code infens} arguments are read, anywhere on the line:
 * {@code --master URL} (as {@code spark-submit}'s; without it, the master {@code spark-submit} set, else
 * {@code local[*]}) and {@code --partitions N} (the Spark tasks one command's work is spread over; default 0, one per
 * grid-search job, fold or cell; for {@code fit}, the feature blocks, by default Spark's default parallelism; the
 * results do not depend on it). Started directly rather than by
 * {@code spark-submit}, Spark logs only warnings and errors, to standard error.
 */
public final class SparkMain {
    private SparkMain() {
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        if (System.getProperty("log4j2.configurationFile") == null) {
            // before Spark's first log line (spark-submit has configured logging already, and this changes nothing)
            System.setProperty("log4j2.configurationFile", "org/infens/spark/infens-spark-log4j2.properties");
        }
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        int code = run(args, out, System.err);
        out.flush();
        System.exit(code);
    }

    /**
     * Runs the command line without exiting: the Spark options are taken out, a session is started (or the running
     * one taken) and the rest goes to {@link Main#run(String[], PrintStream, PrintStream, org.infens.cli.Engine)}.
     *
     * @return the exit status ({@code 2} for a bad {@code --master} or {@code --partitions}, with one line on
     *         {@code err})
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        List<String> rest = new ArrayList<>();
        String master = null;
        int partitions = 0;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String option = a.startsWith("--master") ? "--master" : a.startsWith("--partitions") ? "--partitions"
                    : null;
            if (option == null || !(a.equals(option) || a.startsWith(option + "="))) {
                rest.add(a);
                continue;
            }
            String value;
            if (a.equals(option)) {
                if (i + 1 >= args.length) {
                    err.println("infens-spark: " + option + " needs a value");
                    return 2;
                }
                value = args[++i];
            } else {
                value = a.substring(option.length() + 1);
            }
            if (option.equals("--master")) {
                master = value;
            } else {
                try {
                    partitions = Integer.parseInt(value);
                } catch (NumberFormatException e) {
                    partitions = -1;
                }
                if (partitions < 0) {
                    err.println("infens-spark: --partitions must be an integer >= 0 (0: one per unit of work), got '"
                            + value + "'");
                    return 2;
                }
            }
        }
        SparkSession.Builder builder = SparkSession.builder().appName("infens " + String.join(" ", rest));
        if (master != null) {
            builder.master(master);
        } else if (System.getProperty("spark.master") == null) {
            builder.master("local[*]");
        }
        SparkSession spark;
        try {
            spark = builder.getOrCreate();
        } catch (RuntimeException e) {
            err.println("infens-spark: --master " + (master == null ? "(spark-submit's)" : "'" + master + "'")
                    + ": cannot start Spark: " + e.getMessage());
            return 2;
        }
        return Main.run(rest.toArray(new String[0]), out, err, new SparkEngine(spark, partitions));
    }
}
