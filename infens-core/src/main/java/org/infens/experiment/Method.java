package org.infens.experiment;

import java.util.List;
import java.util.Objects;
import org.infens.select.ParamGrid;
import org.infens.spec.Spec;

/**
 * One column of a paper table: a learner spec and the grid its parameters are chosen from by cross-validation on
 * the training set (002 Sec. 7), with a smaller variant for {@code --quick}.
 *
 * <p>A method is identified by what it computes, not by its name: two tables that list the same spec and grid
 * (SVM-Stump in 002 Tables 2 and 5, and in 000 Table 5.3) share their cells, which are computed once.
 *
 * @param name      the column title, as the paper writes it (e.g. {@code SVM-Stump})
 * @param spec      the learner spec (e.g. {@code svm(kernel=stump)}), see {@link org.infens.spec.Learners}
 * @param grid      the grid axes in {@link ParamGrid#parse} form; empty when the spec is used as is (a fixed C, or a
 *                  learner that selects its own parameters such as {@code adaboost(T=cv)})
 * @param quickSpec the spec used by {@code --quick}
 * @param quickGrid the grid used by {@code --quick}
 * @param bandwidth null, or where the method's Gaussian bandwidth comes from (see {@link Bandwidth})
 */
public record Method(String name, String spec, List<String> grid, String quickSpec, List<String> quickGrid,
                     Bandwidth bandwidth) {
    /**
     * A bandwidth taken from a Gaussian SVM's selection, as 001 Sec. VI-A does for its Fourier weak learners: "We
     * cross validate this bandwidth parameter sigma with the SVM and use the same sigma for sampling Fourier weak
     * learners for use in CGEns." On each run's training set, the {@code source} method's cross-validation is run
     * (the same folds and seed as the source's own cell, so the same choice); its gamma of exp(-gamma ||x - x'||^2)
     * becomes sigma = 1 / sqrt(2 gamma), the bandwidth of theta ~ N(0, sigma^-2 I), whose random features
     * approximate that kernel; it is set at {@code sigmaKey} (dotted for a nested spec) before the method's own grid
     * is searched.
     *
     * @param source   a method whose spec has {@code kernel=rbf(gamma=..)}
     * @param sigmaKey the parameter that receives sigma, e.g. {@code weak.sigma}
     */
    public record Bandwidth(Method source, String sigmaKey) {
        /** Validates that the source is a Gaussian-kernel method. */
        public Bandwidth {
            Objects.requireNonNull(source, "source");
            Objects.requireNonNull(sigmaKey, "sigmaKey");
            for (boolean quick : new boolean[] {false, true}) {
                Spec s = source.spec(quick);
                if (!s.has("kernel") || !s.spec("kernel").name().equals("rbf")) {
                    throw new IllegalArgumentException("bandwidth source " + source.name()
                            + " must have kernel=rbf(gamma=..), got " + s);
                }
            }
        }

        /** sigma = 1 / sqrt(2 gamma) for the gamma of the source's selected spec. */
        public double sigma(Spec selected) {
            double gamma = selected.spec("kernel").number("gamma", Double.NaN);
            if (!(gamma > 0) || Double.isInfinite(gamma)) {
                throw new IllegalArgumentException("gamma must be > 0 and finite, got " + gamma + " in " + selected);
            }
            return 1 / Math.sqrt(2 * gamma);
        }
    }

    /** Validates that both specs and grids parse, and that both specs have a place for a bandwidth's sigma. */
    public Method {
        Objects.requireNonNull(name, "name");
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
        return new Method(name, spec, List.of(grid), spec, List.of(grid), null);
    }

    /** This method with another {@code --quick} variant. */
    public Method withQuick(String quickSpecText, String... quickGridAxes) {
        return new Method(name, spec, grid, quickSpecText, List.of(quickGridAxes), bandwidth);
    }

    /**
     * This method with its bandwidth taken from {@code gaussian}'s selection on each run ({@link Bandwidth}); the
     * sigma in its specs is a placeholder.
     */
    public Method withBandwidthFrom(Method gaussian, String sigmaKey) {
        return new Method(name, spec, grid, quickSpec, quickGrid, new Bandwidth(gaussian, sigmaKey));
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
     * The candidate specs (one without a grid), simplest first; with a {@link Bandwidth}, sigma is still the
     * placeholder of the spec.
     */
    public List<Spec> candidates(boolean quick) {
        ParamGrid g = grid(quick);
        return g == null ? List.of(spec(quick)) : g.expand(spec(quick));
    }

    /** What identifies the computation: the spec, the grid and the bandwidth's source (not the name). */
    String identity(boolean quick) {
        List<String> g = quick ? quickGrid : grid;
        return spec(quick) + (g.isEmpty() ? "" : " grid " + String.join("; ", g))
                + (bandwidth == null ? "" : " " + bandwidth.sigmaKey() + " from [" + bandwidth.source().identity(quick)
                + "]");
    }
}
