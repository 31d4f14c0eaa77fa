package org.infens.boost;

import java.util.Objects;
import org.infens.Provenance;
import org.infens.data.LabelledRows;
import org.infens.learner.DecisionStumpModel;
import org.infens.learner.DecisionStumpTrainer;
import org.infens.learner.Stump;
import org.infens.learner.StumpColumns;
import org.infens.learner.StumpSearch;

/** The exact stump oracle of {@link ColumnOracle#stumps}, over columns held here or elsewhere. */
final class StumpColumnOracle implements ColumnOracle {
    private final LabelledRows rows;
    private final StumpColumns columns;
    private final double[] y;
    private final double[] signed;
    private final Provenance provenance;

    StumpColumnOracle(LabelledRows rows, StumpColumns columns) {
        this.rows = Objects.requireNonNull(rows, "rows");
        this.columns = Objects.requireNonNull(columns, "columns");
        if (columns.size() != rows.size()) {
            throw new IllegalArgumentException("columns hold " + columns.size() + " rows, the labels "
                    + rows.size());
        }
        this.y = ColumnOracle.signs(rows);
        this.signed = new double[rows.size()];
        this.provenance = DecisionStumpTrainer.provenance(rows);
    }

    @Override
    public Column mostViolated(double[] dualWeights) {
        if (dualWeights.length != y.length) {
            throw new IllegalArgumentException("dualWeights has " + dualWeights.length + " entries, expected "
                    + y.length);
        }
        for (int i = 0; i < y.length; i++) {
            signed[i] = dualWeights[i] * y[i];
        }
        StumpSearch.Result r = columns.best(signed);
        Stump stump = r.stump();
        DecisionStumpModel h = DecisionStumpModel.binary(rows.labels(), stump, rows.featureNames(), provenance);
        double[] out = new double[y.length];
        if (stump.isConstant()) {
            java.util.Arrays.fill(out, stump.direction());
        } else {
            StumpColumns.Split split = columns.split(stump.feature(), stump.threshold());
            for (int i = 0; i < out.length; i++) {
                out[i] = split.isAbove(i) ? stump.direction() : -stump.direction();
            }
        }
        return new Column(h, out, r.edge());
    }
}
