package org.infens.boost;

import java.util.Objects;
import org.infens.Provenance;
import org.infens.Version;
import org.infens.data.Dataset;
import org.infens.learner.DecisionStumpModel;
import org.infens.learner.StumpSearch;

/** The exact stump oracle of {@link ColumnOracle#stumps}. */
final class StumpColumnOracle implements ColumnOracle {
    private final Dataset data;
    private final StumpSearch search;
    private final double[] y;
    private final double[] signed;
    private final Provenance provenance;

    StumpColumnOracle(Dataset data) {
        this.data = Objects.requireNonNull(data, "data");
        this.y = ColumnOracle.signs(data);
        this.search = new StumpSearch(data);
        this.signed = new double[data.size()];
        this.provenance = new Provenance("stump", "stump", 0L, data.fingerprint(), data.dimension(), Version.VERSION);
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
        StumpSearch.Result r = search.best(signed);
        DecisionStumpModel h = DecisionStumpModel.binary(data.labels(), r.stump(), data.featureNames(),
                provenance);
        double[] out = new double[y.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = r.stump().output(data, i);
        }
        return new Column(h, out, r.edge());
    }
}
