package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.data.TransposedRows;

/**
 * A kernel computed from the inner product and the squared norms of its arguments: linear, polynomial, sigmoid,
 * and (through ||x-x'||^2 = ||x||^2 + ||x'||^2 - 2 x.x') the Gaussian kernel. The evaluator computes each row's
 * squared norm once, as LIBSVM's {@code x_square}.
 */
public interface DotProductKernel extends Kernel {
    /** k from the inner product {@code dot} = x.x' and the squared norms of x and x'. */
    double fromDot(double dot, double squaredNormX, double squaredNormY);

    @Override
    default double value(Dataset a, int i, Dataset b, int j) {
        Checks.requirePrepared(this);
        return fromDot(a.dot(i, b, j), a.squaredNorm(i), b.squaredNorm(j));
    }

    @Override
    default Evaluator evaluator(Dataset a, Dataset b) {
        Checks.requirePrepared(this);
        double[] na = Kernels.squaredNorms(a);
        double[] nb = a == b ? na : Kernels.squaredNorms(b);
        return new Evaluator() {
            @Override
            public double value(int i, int j) {
                return fromDot(a.dot(i, b, j), na[i], nb[j]);
            }

            @Override
            public void row(int i, int[] js, int from, int to, double[] out) {
                a.dots(i, b, js, from, to, out);
                double ni = na[i];
                for (int t = from; t < to; t++) {
                    out[t] = fromDot(out[t], ni, nb[js[t]]);
                }
            }

            @Override
            public Columns columns(int[] rows, long maxBytes) {
                TransposedRows t = TransposedColumns.transpose(a, b, rows, maxBytes - 8L * rows.length);
                if (t == null) {
                    return null;
                }
                double[] norms = new double[rows.length]; // nb by position, permuted with the rows
                for (int p = 0; p < rows.length; p++) {
                    norms[p] = nb[rows[p]];
                }
                return new TransposedColumns(a, t) {
                    @Override
                    void compute(double[] x, int i, int from, int to, double[] out) {
                        t.dots(x, from, to, out);
                        double ni = na[i];
                        for (int p = from; p < to; p++) {
                            out[p] = fromDot(out[p], ni, norms[p]);
                        }
                    }

                    @Override
                    public void swap(int p, int q) {
                        super.swap(p, q);
                        double s = norms[p];
                        norms[p] = norms[q];
                        norms[q] = s;
                    }

                    @Override
                    public long bytes() {
                        return super.bytes() + 8L * norms.length;
                    }
                };
            }
        };
    }
}
