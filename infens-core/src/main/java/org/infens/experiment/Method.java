package org.infens.experiment;

import java.util.List;
import java.util.Objects;
import org.infens.boost.FourierBandwidth;
import org.infens.data.Dataset;
import org.infens.select.ParamGrid;
import org.infens.spec.Spec;

/**
 * One column of a paper table: a learner spec and the grid its parameters are chosen from by cross-validation on
 * the training set (Lin &amp; Li 2008, Sec. 7), with a smaller variant for {@code --quick}.
 *
 * <p>A method is identified by what it computes, not by its name: two tables that list the same spec and grid
 * (SVM-Stump in Lin &amp; Li 2008, Tables 2 and 5, and in Lin 2005, Table 5.3) share their cells, which are computed
 * once.
 *
 * @param name      the column title, as the paper writes it (e.g. {@code SVM-Stump})
 * @param spec      the learner spec (e.g. {@code svm(kernel=stump)}), see {@link org.infens.spec.Learners}
 * @param grid      the grid axes in {@link ParamGrid#parse} form; empty when the spec is used as is (a fixed C, or a
 *                  learner that selects its own parameters such as {@code adaboost(T=cv)})
 * @param quickSpec the spec used by {@code --quick}
 * @param quickGrid the grid used by {@code --quick}
 * @param bandwidth null, or the axis of Gaussian bandwidths the method also selects from (see {@link Bandwidth})
 * @param folds     the folds of the cross-validation that selects from the grid: 5 (Lin &amp; Li 2008, Shen &amp; Liu
 *                  2014), 3 (Zhao 2017)
 * @param measure   what this column reports, or null for its table's {@link Experiment#measure()} (Zhao 2017, Table
 *                  4.4 prints precision, recall and F1 of one computation in three columns, which share its cells)
 */
public record Method(String name, String spec, List<String> grid, String quickSpec, List<String> quickGrid,
                     Bandwidth bandwidth, int folds, Measure measure) {
    /** The folds of the papers that use five-fold cross-validation. */
    public static final int DEFAULT_FOLDS = 5;

    /**
     * An axis of Fourier bandwidths derived from each run's training data: sigma = f * sigma0 for each factor f,
     * sigma0 = {@link FourierBandwidth#of} the training set (sqrt(tr(Cov(x)) / 2), the Gaussian gamma = 1 /
     * tr(Cov(x))), set at {@code sigmaKey} (dotted for a nested spec) and crossed with the method's grid, so that
     * cross-validation chooses sigma and C together.
     *
     * <p>Why not a fixed axis, or the Gaussian SVM's choice: Shen &amp; Liu 2014, Sec. VI-A, take sigma from the RBF
     * SVM's cross-validation ("Ideally one can cross validate sigma with CGEns, which needs extra computation
     * overhead"). On twonorm, heart and pima that selection ends at the smallest gamma of Lin &amp; Li 2008's grid,
     * 2^-15 with C up to 2^15 (an almost linear kernel, which an exact SVM uses well), i.e. sigma = 128: random
     * features of that width are almost constant on data scaled to [-1, 1], and RFF predicted the majority class (quick
     * protocol: twonorm 49.9%, heart 49.1%, pima 33.6% test error; CGEns-Fourier on pima too). A grid around the data's
     * own scale holds only bandwidths the features can resolve.
     *
     * @param sigmaKey the parameter that receives sigma, e.g. {@code weak.sigma}
     * @param factors  the multiples of sigma0 to try, in order (ties go to the first): widest first
     */
    public record Bandwidth(String sigmaKey, List<Double> factors) {
        /** Validates the key and the factors. */
        public Bandwidth {
            Objects.requireNonNull(sigmaKey, "sigmaKey");
            factors = List.copyOf(factors);
            if (factors.isEmpty()) {
                throw new IllegalArgumentException("bandwidth factors must not be empty");
            }
            for (double f : factors) {
                if (!(f > 0) || Double.isInfinite(f)) {
                    throw new IllegalArgumentException("bandwidth factors must be > 0 and finite, got " + f);
                }
            }
        }

        /** The bandwidths to try on {@code train}: each factor times {@link FourierBandwidth#of} it. */
        public double[] sigmas(Dataset train) {
            double sigma0 = FourierBandwidth.of(train);
            double[] out = new double[factors.size()];
            for (int k = 0; k < out.length; k++) {
                out[k] = factors.get(k) * sigma0;
            }
            return out;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(sigmaKey).append("=");
            for (int k = 0; k < factors.size(); k++) {
                sb.append(k == 0 ? "" : ",").append(Spec.formatNumber(factors.get(k)));
            }
            return sb.append(" x sqrt(tr(Cov(x))/2)").toString();
        }
    }

    /**
     * Validates that both specs and grids parse, that both specs have a place for a bandwidth's sigma, and that
     * the folds are at least 2.
     */
    public Method {
        Objects.requireNonNull(name, "name");
        if (folds < 2) {
            throw new IllegalArgumentException("folds must be >= 2, got " + folds);
        }
        for (String text : new String[] {spec, quickSpec}) {
            Spec s = Spec.parse(text);
            if (bandwidth != null) {
                ParamGrid.set(s, bandwidth.sigmaKey(), 1); // fails, naming the key, if there is nowhere to put sigma
            }
        }
        grid = List.copyOf(grid);
        quickGrid = List.copyOf(quickGrid);
        if (!grid.isEmpty()) {
            ParamGrid.parse(grid.toArray(new String[0]));
        }
        if (!quickGrid.isEmpty()) {
            ParamGrid.parse(quickGrid.toArray(new String[0]));
        }
    }

    /** A method whose {@code --quick} variant is the same. */
    public static Method of(String name, String spec, String... grid) {
        return new Method(name, spec, List.of(grid), spec, List.of(grid), null, DEFAULT_FOLDS, null);
    }

    /** This method with another {@code --quick} variant. */
    public Method withQuick(String quickSpecText, String... quickGridAxes) {
        return new Method(name, spec, grid, quickSpecText, List.of(quickGridAxes), bandwidth, folds, measure);
    }

    /**
     * This method with the bandwidths {@code factors} times the training data's own ({@link Bandwidth}) crossed
     * with its grid, in the full protocol and in {@code --quick}.
     */
    public Method withDataBandwidth(String sigmaKey, double... factors) {
        List<Double> f = new java.util.ArrayList<>();
        for (double v : factors) {
            f.add(v);
        }
        return new Method(name, spec, grid, quickSpec, quickGrid, new Bandwidth(sigmaKey, f), folds, measure);
    }

    /** This method with its grid searched by {@code k}-fold cross-validation. */
    public Method withFolds(int k) {
        return new Method(name, spec, grid, quickSpec, quickGrid, bandwidth, k, measure);
    }

    /**
     * This computation as another column: named {@code columnName} and reporting {@code columnMeasure} (its cells are
     * this method's, since the identity does not include the name or the measure).
     */
    public Method as(String columnName, Measure columnMeasure) {
        return new Method(columnName, spec, grid, quickSpec, quickGrid, bandwidth, folds, columnMeasure);
    }

    /** What this column reports in {@code table}: its own measure, else the table's. */
    public Measure measureIn(Experiment table) {
        return measure != null ? measure : table.measure();
    }

    /** The spec of the full protocol or of {@code --quick}. */
    public Spec spec(boolean quick) {
        return Spec.parse(quick ? quickSpec : spec);
    }

    /** The grid of the full protocol or of {@code --quick}; null when the spec is used as is. */
    public ParamGrid grid(boolean quick) {
        List<String> g = quick ? quickGrid : grid;
        return g.isEmpty() ? null : ParamGrid.parse(g.toArray(new String[0]));
    }

    /**
     * The candidate specs (one without a grid), simplest first; with a {@link Bandwidth}, sigma is left to the
     * learner (the data's bandwidth).
     */
    public List<Spec> candidates(boolean quick) {
        ParamGrid g = grid(quick);
        return g == null ? List.of(spec(quick)) : g.expand(spec(quick));
    }

    /** What identifies the computation: the spec, the grid and the bandwidth's source (not the name). */
    String identity(boolean quick) {
        List<String> g = quick ? quickGrid : grid;
        return spec(quick) + (g.isEmpty() ? "" : " grid " + String.join("; ", g))
                + (bandwidth == null ? "" : " bandwidth " + bandwidth)
                + (folds == DEFAULT_FOLDS ? "" : " folds " + folds);
    }
}
