/**
 * Multi-class classification from binary learners: one-versus-one ({@link org.infens.multiclass.OneVsOneTrainer},
 * {@code ovo(base=...)}: a binary model per pair of classes and a vote, ties to the lower class index as LIBSVM
 * breaks them) and one-versus-rest ({@link org.infens.multiclass.OneVsRestTrainer}, {@code ovr(base=...)}: a
 * binary model per class against all others and the largest decision value).
 *
 * <p>Both train their binary problems in parallel, with a seed per problem split from the wrapper's seed in a fixed
 * order (pairs (0,1), (0,2), ..., (1,2), ...; classes 0, 1, ...) before any thread starts, so the model does not
 * depend on the number of threads. Only classes that have rows in the training data take part; a model predicts
 * only those.
 */
package org.infens.multiclass;
