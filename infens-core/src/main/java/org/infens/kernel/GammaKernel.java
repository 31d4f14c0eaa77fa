package org.infens.kernel;

import org.infens.data.Dataset;

/**
 * A kernel with LIBSVM's scale gamma, whose unset value means 1/d: the Gaussian, Laplacian and exponential kernels
 * exp(-gamma ||x - x'||) of Lin &amp; Li 2008, Sec. 6.3 and 7.2 (Lin 2005, Sec. 4.3.3), and LIBSVM's polynomial and
 * sigmoid kernels. The default and its preparation are written here once; each kernel gives its gamma and how to copy
 * itself with another one.
 *
 * <p>gamma unset (NaN) means 1/d, as LIBSVM's default (1 when the data have no features); {@link #prepare} fixes it
 * from the training data's dimension, and until then the kernel is unprepared ({@link Kernel#isPrepared}) and
 * refuses to evaluate.
 *
 * @param <K> the kernel's own type, which {@link #prepare} and {@link #withGamma} return
 */
public sealed interface GammaKernel<K extends GammaKernel<K>> extends Kernel
        permits GaussianKernel, LaplacianKernel, ExponentialKernel, PolynomialKernel, SigmoidKernel {
    /** The scale gamma, {@code > 0}, or NaN for 1/d (until {@link #prepare}). */
    double gamma();

    /** This kernel with another gamma and its other parameters unchanged (validated as by its constructor). */
    K withGamma(double gamma);

    /** Whether gamma is set. */
    @Override
    default boolean isPrepared() {
        return !Double.isNaN(gamma());
    }

    /** This kernel itself when gamma is set; else this kernel with gamma = 1/d of {@code training}. */
    @Override
    @SuppressWarnings("unchecked") // K is the implementing record itself: the interface is sealed to those records
    default K prepare(Dataset training) {
        return isPrepared() ? (K) this : withGamma(1.0 / Math.max(1, training.dimension()));
    }
}
