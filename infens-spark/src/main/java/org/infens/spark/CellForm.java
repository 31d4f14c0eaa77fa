package org.infens.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.infens.experiment.Cell;
import org.infens.experiment.Measure;
import org.infens.experiment.Method;

/**
 * A {@code reproduce} {@link Cell} in a form Java serialisation carries to an executor: the cell's and its method's
 * components as strings, numbers and lists, rebuilt there through the records' own constructors, so the executor
 * computes the cell of the same {@link Cell#key()} ({@link SparkEngineTest} checks the round trip of every cell of
 * the bundled experiments).
 *
 * @param dataset   {@link Cell#dataset()}
 * @param run       {@link Cell#run()}
 * @param seed      {@link Cell#seed()}
 * @param quick     {@link Cell#quick()}
 * @param name      {@link Method#name()}
 * @param spec      {@link Method#spec()}
 * @param grid      {@link Method#grid()}
 * @param quickSpec {@link Method#quickSpec()}
 * @param quickGrid {@link Method#quickGrid()}
 * @param sigmaKey  {@link Method.Bandwidth#sigmaKey()}, or null without a bandwidth
 * @param factors   {@link Method.Bandwidth#factors()}, or null without a bandwidth
 * @param folds     {@link Method#folds()}
 * @param measure   the name of {@link Method#measure()}, or null
 */
record CellForm(String dataset, int run, long seed, boolean quick, String name, String spec, ArrayList<String> grid,
                String quickSpec, ArrayList<String> quickGrid, String sigmaKey, ArrayList<Double> factors, int folds,
                String measure) implements Serializable {
    /** The form of {@code cell}. */
    static CellForm of(Cell cell) {
        Method m = cell.method();
        Method.Bandwidth b = m.bandwidth();
        return new CellForm(cell.dataset(), cell.run(), cell.seed(), cell.quick(), m.name(), m.spec(),
                new ArrayList<>(m.grid()), m.quickSpec(), new ArrayList<>(m.quickGrid()),
                b == null ? null : b.sigmaKey(), b == null ? null : new ArrayList<>(b.factors()), m.folds(),
                m.measure() == null ? null : m.measure().name());
    }

    /** The cell. */
    Cell cell() {
        Method.Bandwidth b = sigmaKey == null ? null : new Method.Bandwidth(sigmaKey, List.copyOf(factors));
        Method m = new Method(name, spec, grid, quickSpec, quickGrid, b, folds,
                measure == null ? null : Measure.valueOf(measure));
        return new Cell(dataset, m, run, seed, quick);
    }
}
