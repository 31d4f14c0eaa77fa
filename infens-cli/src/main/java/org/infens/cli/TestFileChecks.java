package org.infens.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Provenance;
import org.infens.calibrate.CalibratedClassifier;
import org.infens.data.DataFormatException;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;
import org.infens.kernel.Kernel;
import org.infens.kernelboost.KernelPerceptronModel;
import org.infens.learner.PerceptronModel;
import org.infens.multiclass.OneVsOneModel;
import org.infens.multiclass.OneVsRestModel;
import org.infens.quasilinear.QuasiLinearModel;
import org.infens.svm.OneClassSvmModel;
import org.infens.svm.SvmModel;
import org.infens.svm.SvrModel;

/**
 * What {@code predict} checks before it scores a test file against a model, so that a file that plainly does not
 * belong to the model is not scored silently (issue 19: a model trained on 13 numeric features, given a CSV file
 * of one feature column and yes/no labels, printed {@code Accuracy = 0% (0/4)} and exited 0).
 *
 * <p>Features (an error naming the file). A model trained on named features matches the test columns by name
 * ({@link Dataset#alignTo}); this class adds the case of a model without names (trained on a LIBSVM file or a CSV
 * file without a header), whose columns can only be read by position. A test file in a format that states every
 * column (CSV, ARFF) must then have as many feature columns as the model has features: fewer means the model would
 * read columns the file does not have, more means columns the model does not know. A LIBSVM test file is never
 * refused for its indices: an absent index is a zero and an index the model never saw is unused, and svm-predict
 * reads both, so Infens does too. Every model Infens trains records the number of features of its training data
 * ({@link org.infens.Provenance#dimension()}), whatever its kind. Model files written before that was recorded, and
 * LIBSVM model files, lack it: for those it is read off the models that keep rows or weights of the training
 * dimension (SVMs, kernel Perceptrons, Perceptrons, and one-vs-one, one-vs-rest and quasi-linear models of them), and
 * a model read from a LIBSVM model file knows only the last index its support vectors use, so for it only a test
 * file with fewer columns is refused. Older files of other kinds of model are not checked.
 *
 * <p>Labels (a warning, the accuracy still printed): when no label of the test file is one of the model's, every
 * row counts as a mistake, which is almost always a wrong file or a label column read as a feature. svm-predict
 * prints such an accuracy without comment; Infens says so on standard error.
 */
final class TestFileChecks {
    private TestFileChecks() {
    }

    /**
     * The number of features the model was trained on: as recorded in its provenance, or, in older files, where the
     * model keeps it (see the class comment).
     */
    static OptionalInt dimension(Model model) {
        if (kernel(model).map(k -> k.spec().name().equals("precomputed")).orElse(false)) {
            return OptionalInt.empty(); // its test rows are kernel values, one per training row
        }
        int recorded = model.provenance().dimension();
        if (recorded != Provenance.UNKNOWN_DIMENSION) {
            return OptionalInt.of(recorded);
        }
        if (model instanceof CalibratedClassifier calibrated) {
            return dimension(calibrated.base());
        }
        if (model instanceof SvmModel svm) {
            return OptionalInt.of(svm.supportVectors().dimension());
        }
        if (model instanceof OneClassSvmModel svm) {
            return OptionalInt.of(svm.supportVectors().dimension());
        }
        if (model instanceof SvrModel svm) {
            return OptionalInt.of(svm.supportVectors().dimension());
        }
        if (model instanceof KernelPerceptronModel kp) {
            return OptionalInt.of(kp.supportRows().dimension());
        }
        if (model instanceof PerceptronModel p) {
            return OptionalInt.of(p.weights().length);
        }
        List<? extends Classifier> members = model instanceof OneVsOneModel o ? o.members()
                : model instanceof OneVsRestModel o ? o.members()
                : model instanceof QuasiLinearModel q ? q.members() : List.of();
        int most = -1;
        for (Classifier m : members) {
            OptionalInt d = dimension(m);
            if (d.isEmpty()) {
                return OptionalInt.empty();
            }
            most = Math.max(most, d.getAsInt());
        }
        return most < 0 ? OptionalInt.empty() : OptionalInt.of(most);
    }

    /**
     * The kernel of an SVM of any formulation, or of the SVM a calibrated model calibrates (its test rows are kernel
     * values when it is {@code precomputed}), or empty for other models.
     */
    static Optional<Kernel> kernel(Model model) {
        if (model instanceof CalibratedClassifier calibrated) {
            return kernel(calibrated.base());
        }
        if (model instanceof SvmModel m) {
            return Optional.of(m.kernel());
        }
        if (model instanceof OneClassSvmModel m) {
            return Optional.of(m.kernel());
        }
        if (model instanceof SvrModel m) {
            return Optional.of(m.kernel());
        }
        return Optional.empty();
    }

    /**
     * Refuses a test file whose feature columns plainly differ from the model's (see the class comment).
     *
     * @param model  the model
     * @param test   the test data as read
     * @param file   the test file's name, for the message
     * @param format the format the file was read in: {@code libsvm}, {@code csv} or {@code arff}
     * @throws DataFormatException naming the file and both numbers of features
     */
    static void checkFeatures(Model model, Dataset test, String file, String format) {
        if (!model.featureNames().isEmpty() || format.equals("libsvm")) {
            return; // names are matched by Dataset.alignTo; LIBSVM indices are read as svm-predict reads them
        }
        OptionalInt known = dimension(model);
        if (known.isEmpty()) {
            return;
        }
        int d = known.getAsInt();
        boolean exact = model.provenance().dimension() != Provenance.UNKNOWN_DIMENSION
                || !model.provenance().trainer().equals("libsvm");
        int columns = test.dimension();
        if (columns < d || columns > d && exact) {
            String names = test.hasFeatureNames() ? " " + Quote.list(test.featureNames()) : "";
            throw new DataFormatException(file, 0, null, columns + " feature column" + (columns == 1 ? "" : "s")
                    + names + ", but the model " + (exact ? "was trained on " : "reads ") + d
                    + (exact ? "" : " or more") + " features without names, so the columns are read by position"
                    + " and must be the model's (a LIBSVM test file may leave out zeros)");
        }
    }

    /**
     * svm-predict-style warning when no label of {@code test} is one of the model's, or null when some are (or the
     * file has no rows).
     */
    static String labelWarning(Labels model, Dataset test, String file) {
        List<String> seen = new ArrayList<>();
        int[] counts = test.classCounts();
        for (int c = 0; c < counts.length; c++) {
            if (counts[c] > 0) {
                String name = test.labels().name(c);
                if (model.indexOf(name) >= 0) {
                    return null;
                }
                seen.add(name);
            }
        }
        if (seen.isEmpty()) {
            return null;
        }
        return "WARNING: no label of " + file + " " + Quote.list(seen) + " is a label of the model "
                + Quote.list(model.names()) + "; every row counts as a mistake";
    }
}
