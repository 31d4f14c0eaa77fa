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
 */
public record Method(String name, String spec, List<String> grid, String quickSpec, List<String> quickGrid) {
    /** Validates that both specs and grids parse. */
    public Method {
        Objects.requireNonNull(name, "name");
        Spec.parse(spec);
        Spec.parse(quickSpec);
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
        return new Method(name, spec, List.of(grid), spec, List.of(grid));
    }

    /** This method with another {@code --quick} variant. */
    public Method withQuick(String quickSpecText, String... quickGridAxes) {
        return new Method(name, spec, grid, quickSpecText, List.of(quickGridAxes));
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

    /** The candidate specs (one without a grid), simplest first. */
    public List<Spec> candidates(boolean quick) {
        ParamGrid g = grid(quick);
        return g == null ? List.of(spec(quick)) : g.expand(spec(quick));
    }

    /** What identifies the computation: the spec and the grid (not the name). */
    String identity(boolean quick) {
        List<String> g = quick ? quickGrid : grid;
        return spec(quick) + (g.isEmpty() ? "" : " grid " + String.join("; ", g));
    }
}
