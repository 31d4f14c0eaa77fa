package org.infens.select;

import java.util.Arrays;
import java.util.List;
import org.infens.Regressor;
import org.infens.Trainer;
import org.infens.data.Dataset;

/**
 * The reference a regression's cross-validation is checked against, written by hand and without
 * {@link CrossValidation}: a plain fold loop over the trainer and the measures from their definitions. Shared by the
 * library's tests and, through infens-core's test jar, the command line's.
 */
public final class FoldLoop {
    private FoldLoop() {
    }

    /**
     * Out-of-fold values: for each fold in turn, {@code trainer} fitted on its training rows predicts its test rows,
     * each row alone; NaN for rows in no fold's test set.
     */
    public static double[] values(Trainer<? extends Regressor> trainer, Dataset data, List<Fold> folds) {
        double[] v = new double[data.size()];
        Arrays.fill(v, Double.NaN);
        for (Fold f : folds) {
            Regressor model = trainer.fit(data.view(f.train()));
            Dataset test = data.view(f.test());
            for (int i = 0; i < test.size(); i++) {
                v[f.test()[i]] = model.predict(test, i);
            }
        }
        return v;
    }

    /** The entries {@code rows} of {@code values}, in that order. */
    public static double[] at(double[] values, int[] rows) {
        double[] out = new double[rows.length];
        for (int i = 0; i < rows.length; i++) {
            out[i] = values[rows[i]];
        }
        return out;
    }

    /** The mean of (v_i - y_i)^2. */
    public static double meanSquaredError(double[] v, double[] y) {
        double s = 0;
        for (int i = 0; i < v.length; i++) {
            s += (v[i] - y[i]) * (v[i] - y[i]);
        }
        return s / v.length;
    }

    /** The squared correlation of v and y from centred sums (not svm-predict's raw sums). */
    public static double centredSquaredCorrelation(double[] v, double[] y) {
        double mv = 0;
        double my = 0;
        for (int i = 0; i < v.length; i++) {
            mv += v[i] / v.length;
            my += y[i] / v.length;
        }
        double cvy = 0;
        double cvv = 0;
        double cyy = 0;
        for (int i = 0; i < v.length; i++) {
            cvy += (v[i] - mv) * (y[i] - my);
            cvv += (v[i] - mv) * (v[i] - mv);
            cyy += (y[i] - my) * (y[i] - my);
        }
        return cvy * cvy / (cvv * cyy);
    }
}
