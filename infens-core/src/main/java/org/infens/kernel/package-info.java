/**
 * Kernels: everything that computes k(x, x').
 *
 * <p>Where each paper idea lives:
 * <ul>
 *   <li>LIBSVM's kernels: {@link org.infens.kernel.LinearKernel}, {@link org.infens.kernel.PolynomialKernel},
 *   {@link org.infens.kernel.GaussianKernel}, {@link org.infens.kernel.SigmoidKernel},
 *   {@link org.infens.kernel.PrecomputedKernel}.</li>
 *   <li>Kernels that embody infinitely many hypotheses (Lin &amp; Li 2008, Def. 1): the stump kernel (Def. 3, Thm. 4,
 *   Thm. 8) {@link org.infens.kernel.StumpKernel}; the perceptron kernel (Def. 9)
 *   {@link org.infens.kernel.PerceptronKernel}; the stump-region and decision-tree kernels (Def. 17, Thm. 18)
 *   {@link org.infens.kernel.StumpRegionKernel}, {@link org.infens.kernel.DecisionTreeKernel}; the Laplacian and
 *   exponential kernels (Lin &amp; Li 2008, Sec. 6.3, Lin 2005, Sec. 4.3.3) {@link org.infens.kernel.LaplacianKernel},
 *   {@link org.infens.kernel.ExponentialKernel}.</li>
 *   <li>The finite middle-stump kernel of SVM-Mid (Lin &amp; Li 2008, Sec. 7)
 *   {@link org.infens.kernel.MiddleStumpKernel}, and the histogram intersection kernel equivalent to the stump kernel
 *   (Thm. 4) {@link org.infens.kernel.HistogramIntersectionKernel}.</li>
 *   <li>Combinations: sums (Thm. 13) {@link org.infens.kernel.SumKernel}, scaling
 *   {@link org.infens.kernel.ScaledKernel}, products = XOR (Thm. 14) {@link org.infens.kernel.ProductKernel},
 *   AND/NAND/OR of neutral sets (Thm. 16) {@link org.infens.kernel.LogicCombinationKernel}, and the logic-rule
 *   kernel (Lin 2005, Lemma 3) {@link org.infens.kernel.LogicRuleKernel}; the neutral sets they need are
 *   {@link org.infens.kernel.NeutralKernel}s.</li>
 * </ul>
 *
 * <p>Conventions: a NaN gamma or Delta means "fix it from the training data in {@link
 * org.infens.kernel.Kernel#prepare}" (gamma = 1/d as LIBSVM, for every {@link org.infens.kernel.GammaKernel};
 * Delta from the feature ranges or the data radius);
 * until then the kernel is unprepared and refuses to evaluate. Every kernel writes itself as a
 * {@link org.infens.spec.Spec} that {@link org.infens.kernel.Kernels#fromSpec} turns back into an equal kernel.
 */
package org.infens.kernel;
