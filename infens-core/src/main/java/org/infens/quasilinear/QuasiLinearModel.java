package org.infens.quasilinear;

import java.util.ArrayList;
import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.QuasiLinearKernel;
import org.infens.multiclass.ArgMax;
import org.infens.svm.SvmModel;

/**
 * A quasi-linear SVM (Zhao 2017): one binary {@link SvmModel} with a {@link QuasiLinearKernel} per binary problem. Two
 * classes: one member, class 0 against class 1. More: one member per class c, c against the rest (one-vs-all, Zhao 2017
 * Sec. 4.1), predicting the class whose member has the largest decision value (ties to the lower index). Decision
 * values: the members' decision values, positive for class 0 (two classes) or for member c's class. Immutable.
 */
public final class QuasiLinearModel extends StoredClassifier<QuasiLinearModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels   the classes
     * @param features the training features' names, or empty
     * @param members  the binary SVMs, labels {@code [1, -1]}, each with a quasi-linear kernel whose spec holds the
     *                 partitions' centres and widths: one for two classes, else one per class
     */
    public record State(Labels labels, @IfAbsent("[]") List<String> features, List<SvmModel> members)
            implements ClassifierState {
        /** Checks the number of members, their labels and kernels. */
        public State {
            Check.notNull("labels", labels);
            features = List.copyOf(features);
            members = List.copyOf(members);
            Check.length("members", members.size(), labels.size() == 2 ? 1 : labels.size());
            for (int b = 0; b < members.size(); b++) {
                Check.that(members.get(b).labels().names().equals(List.of("1", "-1")), "members[" + b + "]",
                        "must have labels [1, -1], got " + members.get(b).labels());
                Check.that(members.get(b).kernel() instanceof QuasiLinearKernel, "members[" + b + "]",
                        "must have a quasi-linear kernel, got " + members.get(b).kernel().spec().name());
            }
        }
    }

    /** The model of {@code state}. */
    public QuasiLinearModel(State state, Provenance provenance) {
        super(state, provenance);
    }

    /** The binary SVMs, one per binary problem (see the class comment). */
    public List<SvmModel> members() {
        return state().members;
    }

    /** The number M of local linear partitions of member {@code b}'s kernel. */
    public int partitionCount(int b) {
        return ((QuasiLinearKernel) state().members.get(b).kernel()).partitionCount();
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        double[] out = new double[state().members.size()];
        for (int b = 0; b < out.length; b++) {
            out[b] = state().members.get(b).predict(data, i).decisionValues()[0];
        }
        return prediction(out);
    }

    private static Prediction prediction(double[] dec) {
        return new Prediction(dec.length == 1 ? (dec[0] > 0 ? 0 : 1) : ArgMax.first(dec), dec);
    }

    /** Predictions of every row through the members' batch predictions (their kernel columns). */
    @Override
    public List<Prediction> predictRows(Dataset data, int threads) {
        List<List<Prediction>> byMember = new ArrayList<>();
        for (SvmModel m : state().members) {
            byMember.add(m.predictRows(data, threads));
        }
        List<Prediction> out = new ArrayList<>(data.size());
        for (int i = 0; i < data.size(); i++) {
            double[] dec = new double[byMember.size()];
            for (int b = 0; b < dec.length; b++) {
                dec[b] = byMember.get(b).get(i).decisionValues()[0];
            }
            out.add(prediction(dec));
        }
        return out;
    }
}
