package org.infens.multiclass;

import java.util.List;
import org.infens.Check;
import org.infens.Classifier;
import org.infens.PairwiseClassifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A one-versus-one model ({@link OneVsOneTrainer}): binary members for pairs of classes (a, b), each with the
 * labels of a and b (in either order). Prediction: every member votes for a or b; the class with most votes wins,
 * ties to the lower class index (LIBSVM's rule). Decision values: one per pair, in pair order, the member's decision
 * value (positive for a): the {@link PairwiseClassifier} layout, with the pairs of {@link #firstClasses()} and
 * {@link #secondClasses()}, so the model can be calibrated into probabilities ({@code org.infens.calibrate}) when
 * every pair of its classes has a member.
 *
 * <p>Immutable and thread-safe.
 */
public final class OneVsOneModel extends StoredClassifier<OneVsOneModel.State> implements PairwiseClassifier {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels   all classes
     * @param first    per member the class a of its pair
     * @param second   per member the class b of its pair, {@code != a}
     * @param members  the binary models, one per pair, each with the labels of a and b in either order
     * @param features the training features' names, or empty
     */
    public record State(Labels labels, int[] first, int[] second, List<Classifier> members,
                        @IfAbsent("[]") List<String> features) implements ClassifierState {
        /** Checks that every pair is two distinct classes and its member separates them. */
        public State {
            Check.notNull("labels", labels);
            members = Check.nonEmpty("members", members);
            Check.length("first", first.length, members.size());
            Check.length("second", second.length, members.size());
            first = Check.range("first", first, 0, labels.size());
            second = Check.range("second", second, 0, labels.size());
            for (int p = 0; p < first.length; p++) {
                Check.that(first[p] != second[p], "second[" + p + "]", "must differ from first[" + p + "], got "
                        + second[p]);
                BinaryProblems.swapped(members.get(p), p, labels.name(first[p]), labels.name(second[p]));
            }
            features = List.copyOf(features);
        }

        /** Class a of each pair (a copy). */
        @Override
        public int[] first() {
            return first.clone();
        }

        /** Class b of each pair (a copy). */
        @Override
        public int[] second() {
            return second.clone();
        }
    }

    /** Whether member p's class 0 is b rather than a (a trainer may order its labels its own way). */
    private final boolean[] swapped;

    /** The model of {@code state}. */
    public OneVsOneModel(State state, Provenance provenance) {
        super(state, provenance);
        this.swapped = new boolean[state().first.length];
        for (int p = 0; p < swapped.length; p++) {
            swapped[p] = BinaryProblems.swapped(state().members.get(p), p, state().labels.name(state().first[p]),
                    state().labels.name(state().second[p]));
        }
    }

    /** The binary members, in pair order. */
    public List<Classifier> members() {
        return state().members;
    }

    /** Class a of each pair (a copy). */
    @Override
    public int[] firstClasses() {
        return state().first();
    }

    /** Class b of each pair (a copy). */
    @Override
    public int[] secondClasses() {
        return state().second();
    }

    /**
     * The class of most votes, and one decision value per pair, in pair order: the member's decision value, positive
     * for the pair's first class.
     */
    @Override
    public Prediction predict(Dataset data, int i) {
        int[] votes = new int[state().labels.size()];
        double[] out = new double[swapped.length];
        for (int p = 0; p < out.length; p++) {
            Prediction m = state().members.get(p).predict(data, i);
            boolean forFirst = (m.classIndex() == 0) != swapped[p];
            votes[forFirst ? state().first[p] : state().second[p]]++;
            double v = m.decisionValues()[0];
            out[p] = swapped[p] ? -v : v;
        }
        return new Prediction(ArgMax.first(votes), out);
    }
}
