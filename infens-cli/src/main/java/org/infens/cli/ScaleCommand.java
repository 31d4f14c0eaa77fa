package org.infens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.infens.data.AtomicFiles;
import org.infens.data.CFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code infens scale}: LIBSVM's {@code svm-scale}, with the same output byte for byte on well-formed LIBSVM data.
 *
 * <p>This is a text-to-text tool, reimplemented here from svm-scale's definition rather than through
 * {@code org.infens.data.Scaling}, because byte-identical output needs svm-scale's exact rules: a feature's range
 * includes 0 for every row that omits it; single-valued features are dropped; the minimum and maximum map exactly to
 * the lower and upper limits and other values to {@code lower + (upper-lower)*(v-min)/(max-min)}; targets print with
 * {@code %.17g}, features as {@code index:%g}, zeros are omitted; range files hold {@code %.17g} numbers; with
 * {@code -r}, features the range file does not list are dropped with a warning (as svm-scale 3.24). Unlike
 * svm-scale, malformed lines are errors naming the file and line instead of being read as far as they parse.
 */
@Command(separator = " ", name = "scale", sortOptions = false, usageHelpAutoWidth = true,
        header = "Scale a LIBSVM data file, as LIBSVM's svm-scale.",
        description = "Scales each feature of a LIBSVM data file to [lower, upper] exactly as LIBSVM's svm-scale"
                + " (same output, byte for byte); the scaled data go to standard output.",
        customSynopsis = "infens scale [options] data_file")
final class ScaleCommand implements Callable<Integer> {
    @Option(names = "-l", paramLabel = "lower", description = "x scaling lower limit (default -1)")
    String lowerText = "-1";

    @Option(names = "-u", paramLabel = "upper", description = "x scaling upper limit (default +1)")
    String upperText = "1";

    @Option(names = "-y", arity = "2", paramLabel = "y_lower y_upper",
            description = "y scaling limits (default: no y scaling)")
    List<String> yLimits;

    @Option(names = "-s", paramLabel = "save_filename", description = "save scaling parameters to save_filename")
    Path saveFile;

    @Option(names = "-r", paramLabel = "restore_filename",
            description = "restore scaling parameters from restore_filename")
    Path restoreFile;

    @Option(names = "--help", usageHelp = true, description = "show this help")
    boolean help;

    @Parameters(index = "0", paramLabel = "data_file")
    Path dataFile;

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    private double lower;
    private double upper;
    private double yLower;
    private double yUpper;
    private boolean yScaling;
    private double yMin = -Double.MAX_VALUE;
    private double yMax = Double.MAX_VALUE;
    private double[] featureMin;
    private double[] featureMax;
    private long newNonzeros;

    /** One parsed data line. */
    private record Row(String targetText, double target, int[] index, double[] value) {
    }

    @Override
    public Integer call() throws IOException {
        lower = CliSupport.number("-l", lowerText);
        upper = CliSupport.number("-u", upperText);
        if (yLimits != null) {
            yLower = CliSupport.number("-y", yLimits.get(0));
            yUpper = CliSupport.number("-y", yLimits.get(1));
            yScaling = true;
        }
        if (!(upper > lower) || (yScaling && !(yUpper > yLower))) {
            throw new UsageException("inconsistent lower/upper specification");
        }
        if (restoreFile != null && saveFile != null) {
            throw new UsageException("cannot use -r and -s simultaneously");
        }
        List<String> lines = Files.readAllLines(dataFile, StandardCharsets.UTF_8);
        Row[] rows = new Row[lines.size()];
        int maxIndex = 0;
        long nonzeros = 0;
        for (int i = 0; i < rows.length; i++) {
            rows[i] = parse(lines.get(i), i + 1);
            for (int idx : rows[i].index) {
                maxIndex = Math.max(maxIndex, idx);
            }
            nonzeros += rows[i].index.length;
        }
        List<String> restore = null;
        if (restoreFile != null) {
            restore = Files.readAllLines(restoreFile, StandardCharsets.UTF_8);
            maxIndex = Math.max(maxIndex, restoreMaxIndex(restore));
        }
        featureMax = new double[maxIndex + 1];
        featureMin = new double[maxIndex + 1];
        Arrays.fill(featureMax, -Double.MAX_VALUE);
        Arrays.fill(featureMin, Double.MAX_VALUE);
        yMax = -Double.MAX_VALUE;
        yMin = Double.MAX_VALUE;
        for (Row r : rows) {
            if (!Double.isNaN(r.target)) {
                yMax = Math.max(yMax, r.target);
                yMin = Math.min(yMin, r.target);
            }
            int next = 1;
            for (int k = 0; k < r.index.length; k++) {
                for (int i = next; i < r.index[k]; i++) {
                    featureMax[i] = Math.max(featureMax[i], 0);
                    featureMin[i] = Math.min(featureMin[i], 0);
                }
                featureMax[r.index[k]] = Math.max(featureMax[r.index[k]], r.value[k]);
                featureMin[r.index[k]] = Math.min(featureMin[r.index[k]], r.value[k]);
                next = r.index[k] + 1;
            }
            for (int i = next; i <= maxIndex; i++) {
                featureMax[i] = Math.max(featureMax[i], 0);
                featureMin[i] = Math.min(featureMin[i], 0);
            }
        }
        if (restore != null) {
            applyRestore(restore, maxIndex);
        }
        if (yScaling) {
            for (Row r : rows) {
                if (Double.isNaN(r.target)) {
                    throw new IllegalArgumentException(dataFile + ": label '" + r.targetText
                            + "' is not a number, so it cannot be scaled with -y");
                }
            }
        }
        if (saveFile != null) {
            StringBuilder sb = new StringBuilder();
            if (yScaling) {
                sb.append("y\n").append(g17(yLower)).append(' ').append(g17(yUpper)).append('\n')
                        .append(g17(yMin)).append(' ').append(g17(yMax)).append('\n');
            }
            sb.append("x\n").append(g17(lower)).append(' ').append(g17(upper)).append('\n');
            for (int i = 1; i <= maxIndex; i++) {
                if (featureMin[i] != featureMax[i]) {
                    sb.append(i).append(' ').append(g17(featureMin[i])).append(' ').append(g17(featureMax[i]))
                            .append('\n');
                }
            }
            String text = sb.toString();
            AtomicFiles.write(saveFile, w -> w.write(text));
        }
        StringBuilder out = new StringBuilder(lines.size() * 64);
        for (Row r : rows) {
            out.append(target(r)).append(' ');
            int next = 1;
            for (int k = 0; k < r.index.length; k++) {
                for (int i = next; i < r.index[k]; i++) {
                    feature(i, 0, out);
                }
                feature(r.index[k], r.value[k], out);
                next = r.index[k] + 1;
            }
            for (int i = next; i <= maxIndex; i++) {
                feature(i, 0, out);
            }
            out.append('\n');
        }
        PrintWriter pw = spec.commandLine().getOut();
        pw.print(out);
        pw.flush();
        if (newNonzeros > nonzeros) {
            PrintWriter err = spec.commandLine().getErr();
            err.print("WARNING: original #nonzeros " + nonzeros + "\n"
                    + "       > new      #nonzeros " + newNonzeros + "\n"
                    + "If feature values are non-negative and sparse, use -l 0 rather than the default -l -1\n");
            err.flush();
        }
        return 0;
    }

    private static String g17(double v) {
        return CFormat.g(v, 17);
    }

    private Row parse(String line, int lineNo) {
        String[] t = line.trim().split("[ \t]+");
        if (t[0].isEmpty()) {
            throw new IllegalArgumentException(dataFile + ":" + lineNo + ": empty line");
        }
        double target;
        try {
            target = CliSupport.number("label", t[0]);
        } catch (UsageException e) {
            target = Double.NaN;
        }
        int[] idx = new int[t.length - 1];
        double[] val = new double[t.length - 1];
        int prev = 0;
        for (int k = 1; k < t.length; k++) {
            int colon = t[k].indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException(dataFile + ":" + lineNo + ": feature " + k + ": expected"
                        + " index:value, got '" + t[k] + "'");
            }
            int index;
            try {
                index = Integer.parseInt(t[k].substring(0, colon));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(dataFile + ":" + lineNo + ": feature index '"
                        + t[k].substring(0, colon) + "' is not an integer");
            }
            if (index <= prev) {
                throw new IllegalArgumentException(dataFile + ":" + lineNo + ": feature " + index + ": "
                        + (index < 1 ? "indices start at 1" : "indices must be increasing (after " + prev + ")"));
            }
            double v;
            try {
                v = CliSupport.number("feature " + index, t[k].substring(colon + 1));
            } catch (UsageException e) {
                throw new IllegalArgumentException(dataFile + ":" + lineNo + ": " + e.getMessage());
            }
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException(dataFile + ":" + lineNo + ": feature " + index + ": '"
                        + t[k].substring(colon + 1) + "' is not a finite number");
            }
            idx[k - 1] = index;
            val[k - 1] = v;
            prev = index;
        }
        return new Row(t[0], target, idx, val);
    }

    private int restoreMaxIndex(List<String> restore) {
        int max = 0;
        int start = restore.size() > 0 && restore.get(0).trim().equals("y") ? 3 : 0;
        for (int i = start + 2; i < restore.size(); i++) {
            String[] t = restore.get(i).trim().split("\\s+");
            if (t.length == 3) {
                try {
                    max = Math.max(max, Integer.parseInt(t[0]));
                } catch (NumberFormatException e) {
                    throw restoreError(i + 1, "'" + t[0] + "' is not a feature index");
                }
            }
        }
        return max;
    }

    private void applyRestore(List<String> restore, int maxIndex) {
        int i = 0;
        if (!restore.isEmpty() && restore.get(0).trim().equals("y")) {
            double[] lim = pair(restore, 1);
            double[] range = pair(restore, 2);
            yLower = lim[0];
            yUpper = lim[1];
            yMin = range[0];
            yMax = range[1];
            yScaling = true;
            i = 3;
        }
        if (i >= restore.size() || !restore.get(i).trim().equals("x")) {
            throw restoreError(i + 1, "expected the line 'x'");
        }
        double[] lim = pair(restore, i + 1);
        lower = lim[0];
        upper = lim[1];
        int next = 1;
        for (int j = i + 2; j < restore.size(); j++) {
            String line = restore.get(j).trim();
            if (line.isEmpty()) {
                continue;
            }
            String[] t = line.split("\\s+");
            if (t.length != 3) {
                throw restoreError(j + 1, "expected 'index min max'");
            }
            int idx = Integer.parseInt(t[0]);
            if (idx < next) {
                throw restoreError(j + 1, "feature indices must be increasing");
            }
            double min = restoreNumber(t[1], j + 1);
            double max = restoreNumber(t[2], j + 1);
            for (int f = next; f < idx; f++) {
                unseen(f);
            }
            featureMin[idx] = min;
            featureMax[idx] = max;
            next = idx + 1;
        }
        for (int f = next; f <= maxIndex; f++) {
            unseen(f);
        }
    }

    /** A feature of the data that the range file does not list: svm-scale 3.24 warns and drops it. */
    private void unseen(int f) {
        if (featureMin[f] != featureMax[f]) {
            PrintWriter err = spec.commandLine().getErr();
            err.print("WARNING: feature index " + f + " appeared in file " + dataFile + " was not seen in the scaling"
                    + " factor file " + restoreFile + ". The feature is scaled to 0.\n");
            err.flush();
            featureMin[f] = 0;
            featureMax[f] = 0;
        }
    }

    private double[] pair(List<String> lines, int i) {
        if (i >= lines.size()) {
            throw restoreError(i + 1, "the file ends early");
        }
        String[] t = lines.get(i).trim().split("\\s+");
        if (t.length != 2) {
            throw restoreError(i + 1, "expected two numbers");
        }
        return new double[] {restoreNumber(t[0], i + 1), restoreNumber(t[1], i + 1)};
    }

    private double restoreNumber(String s, int line) {
        try {
            return CliSupport.number("value", s);
        } catch (UsageException e) {
            throw restoreError(line, "'" + s + "' is not a number");
        }
    }

    private IllegalArgumentException restoreError(int line, String what) {
        return new IllegalArgumentException(restoreFile + ":" + line + ": " + what);
    }

    private String target(Row r) {
        if (Double.isNaN(r.target)) {
            return r.targetText;
        }
        double v = r.target;
        if (yScaling) {
            if (v == yMin) {
                v = yLower;
            } else if (v == yMax) {
                v = yUpper;
            } else {
                v = yLower + (yUpper - yLower) * (v - yMin) / (yMax - yMin);
            }
        }
        return g17(v);
    }

    private void feature(int index, double value, StringBuilder out) {
        if (featureMax[index] == featureMin[index]) {
            return;
        }
        double v;
        if (value == featureMin[index]) {
            v = lower;
        } else if (value == featureMax[index]) {
            v = upper;
        } else {
            v = lower + (upper - lower) * (value - featureMin[index]) / (featureMax[index] - featureMin[index]);
        }
        if (v != 0) {
            out.append(index).append(':').append(CFormat.g(v)).append(' ');
            newNonzeros++;
        }
    }
}
