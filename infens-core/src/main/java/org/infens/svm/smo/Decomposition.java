package org.infens.svm.smo;

import java.util.Arrays;
import org.infens.data.Dataset;
import org.infens.kernel.AdditiveExpansion;
import org.infens.kernel.AdditiveForm;
import org.infens.kernel.Kernel;
import org.infens.kernel.SortedFeatures;

/**
 * The dual of {@link Smo} solved by decomposition for additive kernels, whose kernel-times-vector products cost
 * O(n d) by sorted sweeps ({@link SortedFeatures}): the gradient of every variable is kept exact without any kernel
 * column of length n, so memory is O(n d) and the work of a working set does not grow with n^2.
 *
 * <p>Each outer iteration
 * <ol>
 *   <li>checks LIBSVM's stopping rule on the whole gradient: the maximal violation
 *   m(a) - M(a) = max over I_up of -y_t G_t - min over I_low of -y_t G_t below eps, so a solution is one
 *   {@link Solver} itself would accept, and rho and the objective are computed from the gradient as it does;</li>
 *   <li>takes as working set B every free variable (0 &lt; a_t &lt; C_t) and new variables from the ends of the
 *   violation order, alternately the largest -y_t G_t in I_up and the smallest in I_low, as ThunderSVM selects them
 *   (Wen, Shi, Li, He &amp; Chen, "ThunderSVM: A Fast SVM Library on GPUs and CPUs", JMLR 2018):
 *   {@value #FIRST} the first time, {@value #NEW} after. Keeping the free variables is what makes the method
 *   converge: with the stump kernel they are few (about 2,000 of 100,000 ringnorm rows, 6,600 of 10^6) but all
 *   coupled, and a fixed-size working set that keeps only part of them (ThunderSVM's rule, which keeps the younger
 *   half) took 250 outer iterations on 100,000 ringnorm rows where this takes 22, and 1.8 times the time;</li>
 *   <li>solves the sub-problem on B, the other variables fixed, with {@link Solver} itself: LIBSVM's SMO (WSS 2,
 *   shrinking, a kernel-column cache over B's rows) to the tolerance max(eps, {@value #INNER_FRACTION} times the
 *   gap), started from the gradient this class keeps instead of from kernel columns;</li>
 *   <li>adds the change to the gradient: G += y o K (y o delta a_B), one sorted sweep per feature over every row.</li>
 * </ol>
 * When the rule is met, the gradient is computed once more from scratch, so that rounding gathered by the
 * incremental updates cannot end the solve early.
 *
 * <p>Measured on ringnorm (d = 20, C = 1, eps = 1e-3, one thread, CPU time): 100,000 rows, 4.2 s against SMO's
 * 126 s (22 outer iterations, 313,000 SMO iterations inside them against SMO's 221,000 on the whole problem, dual
 * objectives 5e-9 apart); 10^6 rows, 96 s with a 1 GB cache for the working sets (170 outer iterations, 40,600
 * support vectors of which 6,600 free). Almost all of the time is the SMO inside the working sets. As whole
 * commands on two cores, with Q in single precision (infens-bench/results/additive-scale.md): 10^5 rows 4.7-5.4 s
 * against SMO's 47-48 s, 10^6 rows 86-91 s with a peak of 1.7-1.8 GB.
 *
 * <p>The problem's iteration cap bounds the SMO iterations summed over working sets; reaching it, or a run of outer
 * iterations that change nothing, ends the solve as not converged.
 */
final class Decomposition {
    /** Working-set variables taken the first time, when nothing is free yet. */
    static final int FIRST = 1024;
    /** New variables taken each later time, beside the free ones. */
    static final int NEW = 512;
    /** The fraction of the gap to which a working set is solved (ThunderSVM's 0.1): loosely early, to eps at last. */
    static final double INNER_FRACTION = 0.1;
    /** Free variables kept at most in a working set (the most violating ones when there are more). */
    static final int MAX_FREE = 1 << 15;
    /** The largest kernel cache a working set takes by itself, beyond the problem's own cache size. */
    static final long AUTO_CACHE_LIMIT = 1L << 30;
    /** Outer iterations in a row without any change before the solve is declared stuck. */
    private static final int STUCK = 5;

    private final Smo.Problem problem;
    private final Kernel kernel;
    private final AdditiveForm form;
    private final Dataset rows;
    private final SortedFeatures sorted;
    private final Smo.Progress progress;
    private final int l;
    private final byte[] y;
    private final double[] c;
    private final double[] p;
    private final double[] alpha;
    private final double[] g;
    private final double eps;
    private final double[] scratch;
    private final int first;
    private final int fresh;
    /** The working sets' Q kept whole between them, while it fits {@link #blockBudget}; then null. */
    private BlockQ block;
    private final long blockBudget;

    Decomposition(Smo.Problem problem, Kernel kernel, AdditiveForm form, Dataset rows, SortedFeatures sorted,
                  Smo.Progress progress) {
        this(problem, kernel, form, rows, sorted, progress, FIRST, NEW, Math.max(problem.cacheBytes(),
                Math.min(AUTO_CACHE_LIMIT, Runtime.getRuntime().maxMemory() / 4)));
    }

    /**
     * As the other constructor with other working-set sizes ({@code first} variables at first, {@code fresh} after)
     * and the most memory the working sets' Q may take whole ({@code blockBudget} bytes; beyond it each working set
     * gets a kernel cache of the problem's size).
     */
    Decomposition(Smo.Problem problem, Kernel kernel, AdditiveForm form, Dataset rows, SortedFeatures sorted,
                  Smo.Progress progress, int first, int fresh, long blockBudget) {
        if (first < 2 || fresh < 2) {
            throw new IllegalArgumentException("working sets need at least 2 new variables, got " + first + ", "
                    + fresh);
        }
        this.first = first;
        this.fresh = fresh;
        this.problem = problem;
        this.l = problem.y().length;
        if (rows.size() != l || sorted.size() != l) {
            throw new IllegalArgumentException("the problem has " + l + " variables but the rows " + rows.size()
                    + " (sorted: " + sorted.size() + ")");
        }
        this.kernel = kernel;
        this.form = form;
        this.rows = rows;
        this.sorted = sorted;
        this.progress = progress;
        this.y = problem.y();
        this.c = problem.upperBound();
        this.p = problem.linear();
        this.alpha = problem.initialAlpha() == null ? new double[l] : problem.initialAlpha().clone();
        this.g = new double[l];
        this.eps = problem.eps();
        this.scratch = new double[l];
        this.blockBudget = blockBudget;
        this.block = new BlockQ(problem.kernel(), y);
    }

    /** Whether t is in I_up(a): a_t &lt; C_t with y_t = +1, or a_t &gt; 0 with y_t = -1. */
    private boolean inUp(int t) {
        return y[t] == 1 ? alpha[t] < c[t] : alpha[t] > 0;
    }

    /** Whether t is in I_low(a): a_t &gt; 0 with y_t = +1, a_t &lt; C_t with y_t = -1. */
    private boolean inLow(int t) {
        return y[t] == 1 ? alpha[t] > 0 : alpha[t] < c[t];
    }

    Smo.Result run() {
        refreshGradient();
        boolean[] inSet = new boolean[l];
        Selector up = new Selector(first);
        Selector low = new Selector(first);
        Smo.Workspace workspace = new Smo.Workspace();
        long inner = 0;
        long outer = 0;
        int unchanged = 0;
        boolean converged = false;
        boolean refreshed = true;
        double gap;
        while (true) {
            gap = gap();
            if (gap < eps) {
                if (refreshed) {
                    converged = true;
                    break;
                }
                // recompute the gradient from scratch before believing the incremental one
                refreshGradient();
                refreshed = true;
                continue;
            }
            if (inner >= problem.maxIterations() || unchanged >= STUCK) {
                break;
            }
            int[] ws = workingSet(outer == 0 ? first : fresh, inSet, up, low);
            Smo.Result r = solveBlock(ws, gap, problem.maxIterations() - inner, workspace);
            inner += r.iterations();
            outer++;
            int changed = 0;
            int[] js = new int[ws.length];
            double[] delta = new double[ws.length];
            for (int s = 0; s < ws.length; s++) {
                int t = ws[s];
                double d = r.alpha()[s] - alpha[t];
                if (d != 0) {
                    js[changed] = t;
                    delta[changed++] = y[t] * d;
                    alpha[t] = r.alpha()[s];
                }
            }
            unchanged = changed == 0 ? unchanged + 1 : 0;
            if (changed > 0) {
                addProduct(js, delta, changed);
                refreshed = false;
            }
            if (progress != null) {
                progress.update(outer, inner, gap);
            }
        }
        double rho = rho();
        double v = 0;
        for (int t = 0; t < l; t++) {
            v += alpha[t] * (g[t] + p[t]);
        }
        return new Smo.Result(alpha.clone(), g.clone(), rho, v / 2, inner, converged, gap);
    }

    /** G = p + y o K (y o a), from every non-zero a_t. */
    private void refreshGradient() {
        System.arraycopy(p, 0, g, 0, l);
        int[] js = new int[l];
        double[] beta = new double[l];
        int count = 0;
        for (int t = 0; t < l; t++) {
            if (alpha[t] != 0) {
                js[count] = t;
                beta[count++] = y[t] * alpha[t];
            }
        }
        if (count > 0) {
            addProduct(js, beta, count);
        }
    }

    /** G += y o K (sum over t &lt; count of delta[t] e_js[t]): the sorted-sweep product. */
    private void addProduct(int[] js, double[] delta, int count) {
        AdditiveExpansion e = AdditiveExpansion.of(form, rows, js, delta, count);
        sorted.evaluate(e, scratch, problem.pool(), problem.threads());
        for (int t = 0; t < l; t++) {
            g[t] += y[t] * scratch[t];
        }
    }

    /**
     * The maximal violation m(a) - M(a) over all variables (LIBSVM's gmax + gmax2), with m(a) = max over I_up of
     * -y_t G_t and M(a) = min over I_low of -y_t G_t.
     */
    private double gap() {
        double m = Double.NEGATIVE_INFINITY;
        double mm = Double.POSITIVE_INFINITY;
        for (int t = 0; t < l; t++) {
            double f = -y[t] * g[t];
            if (inUp(t) && f > m) {
                m = f;
            }
            if (inLow(t) && f < mm) {
                mm = f;
            }
        }
        return m - mm;
    }

    /**
     * The free variables (the {@value #MAX_FREE} most violating ones if there are more) and up to {@code fresh} new
     * ones from the ends of the violation order, in increasing index order.
     */
    private int[] workingSet(int fresh, boolean[] inSet, Selector up, Selector low) {
        Arrays.fill(inSet, false);
        int free = 0;
        for (int t = 0; t < l; t++) {
            if (alpha[t] > 0 && alpha[t] < c[t]) {
                free++;
            }
        }
        int[] ws = new int[Math.min(free, MAX_FREE) + fresh];
        int size = 0;
        if (free <= MAX_FREE) {
            for (int t = 0; t < l; t++) {
                if (alpha[t] > 0 && alpha[t] < c[t]) {
                    inSet[t] = true;
                    ws[size++] = t;
                }
            }
        } else {
            // a free variable violates by max(m(a) - F_t, F_t - M(a)) with F_t = -y_t G_t
            double m = Double.NEGATIVE_INFINITY;
            double mm = Double.POSITIVE_INFINITY;
            for (int t = 0; t < l; t++) {
                double f = -y[t] * g[t];
                m = inUp(t) ? Math.max(m, f) : m;
                mm = inLow(t) ? Math.min(mm, f) : mm;
            }
            Selector most = new Selector(MAX_FREE);
            most.reset(MAX_FREE);
            for (int t = 0; t < l; t++) {
                if (alpha[t] > 0 && alpha[t] < c[t]) {
                    double f = -y[t] * g[t];
                    most.offer(Math.max(m - f, f - mm), t);
                }
            }
            for (int t : most.sorted()) {
                inSet[t] = true;
                ws[size++] = t;
            }
        }
        size += select(fresh, inSet, up, low, ws, size);
        int[] out = Arrays.copyOf(ws, size);
        Arrays.sort(out);
        return out;
    }

    /**
     * Solves the sub-problem on the working set ws with the other variables fixed:
     * min 1/2 a_B^T Q_BB a_B + (G_B - Q_BB a_B)^T a_B over the box, y_B^T a_B unchanged. Q_BB a_B and G_bar_B (the
     * part of G_B from variables of B at their upper bound) come from the kernel's additive expansions, so the
     * solver starts without computing a kernel column.
     */
    private Smo.Result solveBlock(int[] ws, double gap, long iterationsLeft, Smo.Workspace workspace) {
        if (block != null && BlockQ.bytes(Math.max(ws.length, block.size())) <= blockBudget) {
            return solveHeldBlock(ws, gap, iterationsLeft);
        }
        block = null; // too large: from now on each working set is solved with a kernel cache of its own
        int size = ws.length;
        Dataset block = rows.view(ws).compact();
        int[] position = new int[size];
        for (int s = 0; s < size; s++) {
            position[s] = s;
        }
        Start b = start(ws, block, position);
        double innerEps = Math.max(eps, INNER_FRACTION * gap);
        long cap = Math.max(1, Math.min(iterationsLeft, Smo.Problem.defaultMaxIterations(size)));
        Smo.Problem sub = new Smo.Problem(kernel.evaluator(block, block), b.y, b.c, b.p, b.alpha, innerEps,
                problem.shrinking(), cacheBytes(size), problem.pool(), problem.threads(), problem.featuresPerRow(),
                cap);
        return new Solver(sub, workspace, b.g, b.gBar).run();
    }

    /**
     * {@link #solveBlock} with the working set's Q held whole by {@link #block}: the variables it shares with the
     * last working set keep their rows. {@code ws} is reordered to the block's positions (the result's alpha is in
     * that order).
     */
    private Smo.Result solveHeldBlock(int[] ws, double gap, long iterationsLeft) {
        int[] order = block.hold(ws, problem.pool(), problem.threads());
        System.arraycopy(order, 0, ws, 0, ws.length);
        int size = ws.length;
        Start b = start(ws, rows, ws);
        double innerEps = Math.max(eps, INNER_FRACTION * gap);
        long cap = Math.max(1, Math.min(iterationsLeft, Smo.Problem.defaultMaxIterations(size)));
        Smo.Problem sub = new Smo.Problem(problem.kernel(), b.y, b.c, b.p, b.alpha, innerEps, problem.shrinking(), 0,
                null, 1, 1, cap);
        return new Solver(sub, block, b.g, b.gBar).run();
    }

    /**
     * The start of the sub-problem on the working set ws, y, C, alpha and G of its variables, their linear term
     * p_B = G_B - y_B o Q_BB a_B and G_bar_B = y_B o Q_BB (C o 1[a = C])_B, both by the additive expansions of the
     * block's rows in {@code over}: variable ws[s] is row {@code at[s]} there.
     */
    private Start start(int[] ws, Dataset over, int[] at) {
        int size = ws.length;
        byte[] yB = new byte[size];
        double[] cB = new double[size];
        double[] aB = new double[size];
        double[] gB = new double[size];
        int[] nonzero = new int[size];
        double[] beta = new double[size];
        int nnz = 0;
        int[] atUpper = new int[size];
        double[] upperBeta = new double[size];
        int nUpper = 0;
        for (int s = 0; s < size; s++) {
            int t = ws[s];
            yB[s] = y[t];
            cB[s] = c[t];
            aB[s] = alpha[t];
            gB[s] = g[t];
            if (aB[s] != 0) {
                nonzero[nnz] = at[s];
                beta[nnz++] = y[t] * aB[s];
            }
            if (aB[s] >= cB[s]) {
                atUpper[nUpper] = at[s];
                upperBeta[nUpper++] = y[t] * cB[s];
            }
        }
        AdditiveExpansion qa = AdditiveExpansion.of(form, over, nonzero, beta, nnz);
        AdditiveExpansion bar = nUpper == 0 ? null : AdditiveExpansion.of(form, over, atUpper, upperBeta, nUpper);
        double[] pB = new double[size];
        double[] gBarB = new double[size];
        for (int s = 0; s < size; s++) {
            pB[s] = gB[s] - yB[s] * qa.value(over, at[s]);
            gBarB[s] = bar == null ? 0 : yB[s] * bar.value(over, at[s]);
        }
        return new Start(yB, cB, aB, gB, pB, gBarB);
    }

    /** A working set's sub-problem as {@link #start} sets it up, one entry per variable of the set. */
    private record Start(byte[] y, double[] c, double[] alpha, double[] g, double[] p, double[] gBar) {
    }

    /**
     * The kernel cache of a working set of {@code size} variables: the problem's cache size, or more when the
     * whole block of K would fit in {@value #AUTO_CACHE_LIMIT} bytes and a quarter of the heap. With LIBSVM's 100 MB
     * the final working sets of 10^6 ringnorm rows (7,000 variables, 400 MB of columns then, in double precision)
     * recomputed their columns over and over: 166 s against 96 s with a 1 GB cache.
     */
    private long cacheBytes(int size) {
        long whole = (long) size * size * Double.BYTES + (long) size * 64;
        long limit = Math.min(AUTO_CACHE_LIMIT, Runtime.getRuntime().maxMemory() / 4);
        return Math.max(problem.cacheBytes(), Math.min(whole, limit));
    }

    /**
     * Adds up to {@code count} variables not yet in the set to {@code ws[from..]}: alternately the one with the
     * largest -y_t G_t in I_up and the one with the smallest in I_low, ties by index (ThunderSVM's selection).
     *
     * @return the number added
     */
    private int select(int count, boolean[] inSet, Selector up, Selector low, int[] ws, int from) {
        up.reset(count);
        low.reset(count);
        for (int t = 0; t < l; t++) {
            if (inSet[t]) {
                continue;
            }
            double f = -y[t] * g[t];
            if (inUp(t)) {
                up.offer(f, t);
            }
            if (inLow(t)) {
                low.offer(-f, t);
            }
        }
        int[] ups = up.sorted();
        int[] lows = low.sorted();
        int a = 0;
        int b = 0;
        int added = 0;
        while (added < count && (a < ups.length || b < lows.length)) {
            while (a < ups.length && inSet[ups[a]]) {
                a++;
            }
            if (a < ups.length && added < count) {
                inSet[ups[a]] = true;
                ws[from + added++] = ups[a++];
            }
            while (b < lows.length && inSet[lows[b]]) {
                b++;
            }
            if (b < lows.length && added < count) {
                inSet[lows[b]] = true;
                ws[from + added++] = lows[b++];
            }
        }
        return added;
    }

    /** rho as LIBSVM: the mean of y_t G_t over free variables, else the middle of the interval the bounded allow. */
    private double rho() {
        int free = 0;
        double sumFree = 0;
        double ub = Double.POSITIVE_INFINITY;
        double lb = Double.NEGATIVE_INFINITY;
        for (int t = 0; t < l; t++) {
            double yg = y[t] * g[t];
            if (alpha[t] >= c[t]) {
                if (y[t] == -1) {
                    ub = Math.min(ub, yg);
                } else {
                    lb = Math.max(lb, yg);
                }
            } else if (alpha[t] <= 0) {
                if (y[t] == 1) {
                    ub = Math.min(ub, yg);
                } else {
                    lb = Math.max(lb, yg);
                }
            } else {
                free++;
                sumFree += yg;
            }
        }
        return free > 0 ? sumFree / free : (ub + lb) / 2;
    }

    /** The k best (score, index) pairs offered, by larger score, then smaller index: a bounded min-heap. */
    static final class Selector {
        private double[] score;
        private int[] index;
        private int size;
        private int capacity;

        Selector(int max) {
            score = new double[max];
            index = new int[max];
        }

        /** Empties the selector, to keep the best {@code k}. */
        void reset(int k) {
            if (k > score.length) {
                score = new double[k];
                index = new int[k];
            }
            capacity = k;
            size = 0;
        }

        /** Whether (s1, i1) ranks below (s2, i2). */
        private static boolean below(double s1, int i1, double s2, int i2) {
            return s1 < s2 || (s1 == s2 && i1 > i2);
        }

        void offer(double s, int i) {
            if (capacity == 0) {
                return;
            }
            if (size < capacity) {
                int k = size++;
                while (k > 0) {
                    int parent = (k - 1) >>> 1;
                    if (!below(s, i, score[parent], index[parent])) {
                        break;
                    }
                    score[k] = score[parent];
                    index[k] = index[parent];
                    k = parent;
                }
                score[k] = s;
                index[k] = i;
                return;
            }
            if (!below(score[0], index[0], s, i)) {
                return;
            }
            int k = 0;
            while (true) {
                int child = 2 * k + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && below(score[child + 1], index[child + 1], score[child], index[child])) {
                    child++;
                }
                if (!below(score[child], index[child], s, i)) {
                    break;
                }
                score[k] = score[child];
                index[k] = index[child];
                k = child;
            }
            score[k] = s;
            index[k] = i;
        }

        /** The held indices, best first. */
        int[] sorted() {
            int[] out = new int[size];
            Integer[] byRank = new Integer[size];
            for (int k = 0; k < size; k++) {
                byRank[k] = k;
            }
            Arrays.sort(byRank, (x, z) -> below(score[x], index[x], score[z], index[z]) ? 1
                    : below(score[z], index[z], score[x], index[x]) ? -1 : 0);
            for (int k = 0; k < size; k++) {
                out[k] = index[byRank[k]];
            }
            return out;
        }
    }
}
