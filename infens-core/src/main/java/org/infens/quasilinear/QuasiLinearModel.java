package org.infens.quasilinear;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.QuasiLinearKernel;
import org.infens.svm.SvmModel;

/**
 * A quasi-linear SVM (003): one binary {@link SvmModel} with a {@link QuasiLinearKernel} per binary problem. Two
 * classes: one member, class 0 against class 1. More: one member per class c, c against the rest (one-vs-all, 003
 * Sec. 4.1), predicting the class whose member has the largest decision value (ties to the lower index). Decision
 * values: the members' decision values, positive for class 0 (two classes) or for member c's class. Immutable.
 */
public final class QuasiLinearModel implements Classifier {
    private final Labels labels;
    private final SvmModel[] members;
    private final List<String> featureNames;
    private final Provenance provenance;

    QuasiLinearModel(Labels labels, List<SvmModel> members, List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        this.members = members.toArray(new SvmModel[0]);
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
        int expected = labels.size() == 2 ? 1 : labels.size();
        if (this.members.length != expected) {
            throw new IllegalArgumentException(labels.size() + " classes need " + expected + " binary members, got "
                    + this.members.length);
        }
        for (SvmModel m : this.members) {
            if (!m.labels().names().equals(List.of("1", "-1"))) {
                throw new IllegalArgumentException("binary members must have labels [1, -1], got " + m.labels());
            }
        }
    }

    /** The binary SVMs, one per binary problem (see the class comment). */
    public List<SvmModel> members() {
        return List.of(members);
    }

    /** The number M of local linear partitions of member {@code b}'s kernel. */
    public int partitionCount(int b) {
        return ((QuasiLinearKernel) members[b].kernel()).partitionCount();
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public List<String> featureNames() {
        return featureNames;
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        double[] out = new double[members.length];
        for (int b = 0; b < members.length; b++) {
            out[b] = members[b].predict(data, i).decisionValues()[0];
        }
        return prediction(out);
    }

    private Prediction prediction(double[] dec) {
        if (members.length == 1) {
            return new Prediction(dec[0] > 0 ? 0 : 1, dec);
        }
        int best = 0;
        for (int c = 1; c < dec.length; c++) {
            if (dec[c] > dec[best]) {
                best = c;
            }
        }
        return new Prediction(best, dec);
    }

    /** Predictions of every row through the members' batch predictions (their kernel columns). */
    @Override
    public List<Prediction> predictRows(Dataset data, int threads) {
        List<List<Prediction>> byMember = new ArrayList<>();
        for (SvmModel m : members) {
            byMember.add(m.predictRows(data, threads));
        }
        List<Prediction> out = new ArrayList<>(data.size());
        for (int i = 0; i < data.size(); i++) {
            double[] dec = new double[members.length];
            for (int b = 0; b < members.length; b++) {
                dec[b] = byMember.get(b).get(i).decisionValues()[0];
            }
            out.add(prediction(dec));
        }
        return out;
    }
}
