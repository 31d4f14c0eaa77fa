package org.infens.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_node;
import libsvm.svm_parameter;
import libsvm.svm_problem;

/**
 * The {@code svm_train} command of LIBSVM's Java port, for whole-command timings: the Maven Central artifact
 * {@code tw.edu.ntu.csie:libsvm:3.24} holds only the library, not LIBSVM's {@code java/svm_train.java}. This class
 * does what that program does for C-SVC (read the file with a {@link StringTokenizer} as it does, set
 * {@code gamma = 1/max index} when {@code -g} is not given, train, save the model), for the options
 * {@code -s 0 -t -d -g -r -c -e -m -h -q}.
 *
 * <p>Usage: {@code java -cp infens-bench.jar org.infens.bench.LibsvmJavaTrain [options] training_file [model_file]}
 */
public final class LibsvmJavaTrain {
    private LibsvmJavaTrain() {
    }

    /**
     * Trains and saves a model, as {@code svm_train}.
     *
     * @param args svm-train options, the training file and optionally the model file
     * @throws IOException if reading or writing fails
     */
    public static void main(String[] args) throws IOException {
        svm_parameter p = BenchData.libsvmDefaults();
        int i = 0;
        for (; i < args.length && args[i].startsWith("-"); i += 2) {
            String v = args[i + 1 < args.length ? i + 1 : i];
            switch (args[i]) {
                case "-s" -> p.svm_type = Integer.parseInt(v);
                case "-t" -> p.kernel_type = Integer.parseInt(v);
                case "-d" -> p.degree = Integer.parseInt(v);
                case "-g" -> p.gamma = Double.parseDouble(v);
                case "-r" -> p.coef0 = Double.parseDouble(v);
                case "-c" -> p.C = Double.parseDouble(v);
                case "-e" -> p.eps = Double.parseDouble(v);
                case "-m" -> p.cache_size = Double.parseDouble(v);
                case "-h" -> p.shrinking = Integer.parseInt(v);
                case "-q" -> {
                    svm.svm_set_print_string_function(s -> { });
                    i--;
                }
                default -> throw new IllegalArgumentException("unsupported option " + args[i]);
            }
        }
        if (i >= args.length) {
            throw new IllegalArgumentException("usage: LibsvmJavaTrain [options] training_file [model_file]");
        }
        String input = args[i];
        String model = i + 1 < args.length ? args[i + 1] : Path.of(input).getFileName() + ".model";
        svm_problem prob = read(Path.of(input), p);
        String error = svm.svm_check_parameter(prob, p);
        if (error != null) {
            throw new IllegalArgumentException(error);
        }
        svm_model m = svm.svm_train(prob, p);
        svm.svm_save_model(model, m);
    }

    private static svm_problem read(Path file, svm_parameter p) throws IOException {
        List<Double> ys = new ArrayList<>();
        List<svm_node[]> xs = new ArrayList<>();
        int maxIndex = 0;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                StringTokenizer st = new StringTokenizer(line, " \t\n\r\f:");
                if (!st.hasMoreTokens()) {
                    continue;
                }
                ys.add(Double.valueOf(st.nextToken()));
                int m = st.countTokens() / 2;
                svm_node[] x = new svm_node[m];
                for (int j = 0; j < m; j++) {
                    x[j] = new svm_node();
                    x[j].index = Integer.parseInt(st.nextToken());
                    x[j].value = Double.parseDouble(st.nextToken());
                }
                if (m > 0) {
                    maxIndex = Math.max(maxIndex, x[m - 1].index);
                }
                xs.add(x);
            }
        }
        svm_problem prob = new svm_problem();
        prob.l = ys.size();
        prob.x = xs.toArray(new svm_node[0][]);
        prob.y = new double[prob.l];
        for (int i = 0; i < prob.l; i++) {
            prob.y[i] = ys.get(i);
        }
        if (p.gamma == 0 && maxIndex > 0) {
            p.gamma = 1.0 / maxIndex;
        }
        return prob;
    }
}
