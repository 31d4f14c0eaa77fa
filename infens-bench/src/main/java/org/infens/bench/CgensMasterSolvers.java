package org.infens.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.infens.Classifier;
import org.infens.boost.ColumnGenerationModel;
import org.infens.boost.ColumnGenerationStep;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.SolverListener;

/**
 * The restricted masters of CGEns (Shen &amp; Liu 2014, Algorithm 1) and LPBoost on MNIST odd vs even, one fit per
 * learner spec: after every column, the CPU seconds of the fitting thread since the fit began (so one run gives the
 * whole time-against-columns curve of {@link CgensVersusLpBoost}, whose points are prefixes of one run), and per
 * CGEns master its coordinate-descent epochs and whether it met its tolerance. The data and row order are
 * {@link CgensVersusLpBoost}'s (the bundled 10,000 digits, shuffled with seed 2001, the first ROWS rows for
 * training); instead of ROWS, the name of a data set bundled with infens-core (e.g. {@code spambase}) trains on all
 * of its rows, in their order.
 *
 * <p>Usage: {@code CgensMasterSolvers ROWS|DATASET SPEC...}, e.g. {@code CgensMasterSolvers 10000 'cgens(weak=stump,
 * C=1, J=500, solver=ws)' 'cgens(weak=stump, C=1, J=500, solver=dcd)' 'lpboost(base=stump, C=1, columns=500)'}.
 * Prints one Markdown table row per spec: CPU seconds at 25, 50, 100, 200 and 500 columns (or the last column
 * reached), the masters solved and how many stopped before their tolerance, the most coordinate-descent epochs of a
 * master, the restricted relative duality gap (primal - dual) / primal after the last column and the largest over
 * all the masters (CGEns), and the training error. On a shared machine the CPU time is the fairer figure; the wall
 * time is printed beside the total.
 */
public final class CgensMasterSolvers {
    private static final int[] COLUMN_POINTS = {25, 50, 100, 200, 500};

    private CgensMasterSolvers() {
    }

    /** What the listener saw: CPU seconds after each column, and per CGEns master its epochs and convergence. */
    static final class Recorder implements SolverListener {
        private final ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        private final long start = bean.getCurrentThreadCpuTime();

        /** CPU seconds of this thread since the recorder was made. */
        double cpuSeconds() {
            return (bean.getCurrentThreadCpuTime() - start) / 1e9;
        }
        final List<Double> cpuAfterColumn = new ArrayList<>();
        int masters;
        int notConverged;
        int maxEpochs;

        private void column() {
            cpuAfterColumn.add(cpuSeconds());
        }

        @Override
        public void masterSvm(int rows, int columns, int epochs, boolean converged) {
            masters++;
            notConverged += converged ? 0 : 1;
            maxEpochs = Math.max(maxEpochs, epochs);
            column();
        }

        @Override
        public void linearProgram(int rows, int variables, long pivots, int coldStarts) {
            column();
        }
    }

    /** Runs the specs; see the class comment. */
    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: CgensMasterSolvers ROWS SPEC...");
        }
        Dataset train;
        if (args[0].chars().allMatch(Character::isDigit)) {
            Dataset all = CgensVersusLpBoost.mnistOddEven();
            int[] order = CgensVersusLpBoost.shuffledOrder(all.size());
            train = all.view(Arrays.copyOf(order, Integer.parseInt(args[0]))).compact();
        } else {
            train = BundledData.load(args[0]);
        }
        int rows = train.size();
        StringBuilder head = new StringBuilder("| learner | rows |");
        StringBuilder rule = new StringBuilder("|---|---:|");
        for (int c : COLUMN_POINTS) {
            head.append(" CPU s at ").append(c).append(" |");
            rule.append("---:|");
        }
        head.append(" total CPU (wall) s | masters not converged | most epochs | relative gap at the end |"
                + " largest relative gap | training error |");
        rule.append("---:|---:|---:|---:|---:|---:|");
        System.out.println(head);
        System.out.println(rule);
        for (int k = 1; k < args.length; k++) {
            Recorder recorder = new Recorder();
            long wall = System.nanoTime();
            Classifier model = Learners.create(args[k], new LearnerContext(7, 1, recorder)).fit(train);
            double wallSeconds = (System.nanoTime() - wall) / 1e9;
            double fitCpu = recorder.cpuSeconds();
            List<Double> cpu = recorder.cpuAfterColumn;
            StringBuilder row = new StringBuilder("| `" + args[k] + "` | " + rows + " |");
            for (int c : COLUMN_POINTS) {
                row.append(c <= cpu.size() ? String.format(Locale.ROOT, " %.2f |", cpu.get(c - 1)) : " - |");
            }
            String gap = "-";
            String largest = "-";
            if (model instanceof ColumnGenerationModel m && !m.trace().isEmpty()) {
                ColumnGenerationStep last = m.trace().get(m.trace().size() - 1);
                gap = String.format(Locale.ROOT, "%.1e", last.gap() / last.primalObjective());
                double most = 0;
                for (ColumnGenerationStep step : m.trace()) {
                    most = Math.max(most, step.gap() / step.primalObjective());
                }
                largest = String.format(Locale.ROOT, "%.1e", most);
            }
            row.append(String.format(Locale.ROOT, " %.2f (%.2f), %d columns | %s | %s | %s | %s | %.2f%% |", fitCpu,
                    wallSeconds, cpu.size(), recorder.masters > 0 ? recorder.notConverged + " of " + recorder.masters
                            : "-", recorder.masters > 0 ? Integer.toString(recorder.maxEpochs) : "-", gap, largest,
                    100 * (1 - Metrics.accuracy(model, train))));
            System.out.println(row);
            System.out.flush();
        }
    }
}
