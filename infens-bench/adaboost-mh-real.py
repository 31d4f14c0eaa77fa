#!/usr/bin/python3
"""Real AdaBoost.MH with domain-partitioning stumps, the other variant of Schapire & Singer, "Improved boosting
algorithms using confidence-rated predictions" (1999), Sec. 4 (with the smoothing of Sec. 4.2), on the splits
SplitFits wrote: does the variant explain a cell of Shen & Liu 2014, Table III (Infens implements the discrete
variant with vote vectors, Sec. 7; see AdaBoostMhTrainer)?

Each round picks the stump (feature f, threshold t between two adjacent distinct training values) of smallest
Z = 2 sum_blocks sum_l sqrt(W+_jl W-_jl) and gives block j and class l the confidence
c_jl = 1/2 ln((W+_jl + eps) / (W-_jl + eps)), eps = 1/(nK); W_il *= exp(-Y_il c_j(i)l), normalised. Prediction: the
class of largest summed confidence. Prints the mean test error (%) and its standard error over the runs.

Usage (numpy and scikit-learn from Debian: apt-get install python3-sklearn):
    java -cp infens-bench/target/infens-bench.jar org.infens.bench.SplitFits --write-splits /tmp/splits-vehicle \
        vehicle@75 100 1 'adaboost-mh(T=500)'
    /usr/bin/python3 infens-bench/adaboost-mh-real.py /tmp/splits-vehicle 100 500
Results: infens-bench/results/001-tables1-3.md.
"""
import sys

import numpy as np
from sklearn.datasets import load_svmlight_file


def best_stump(X, W, Y):
    best = (np.inf,)
    Wp, Wm = W * (Y > 0), W * (Y < 0)
    totp, totm = Wp.sum(0), Wm.sum(0)
    for f in range(X.shape[1]):
        o = np.argsort(X[:, f], kind="stable")
        xs = X[o, f]
        cp, cm = np.cumsum(Wp[o], 0), np.cumsum(Wm[o], 0)
        valid = np.nonzero(xs[1:] > xs[:-1])[0]
        if len(valid) == 0:
            continue
        lp, lm = cp[valid], cm[valid]
        rp, rm = np.maximum(totp - lp, 0), np.maximum(totm - lm, 0)
        z = 2 * (np.sqrt(lp * lm).sum(1) + np.sqrt(rp * rm).sum(1))
        k = int(np.argmin(z))
        if z[k] < best[0]:
            v = valid[k]
            best = (z[k], f, 0.5 * (xs[v] + xs[v + 1]), lp[k], lm[k], rp[k], rm[k])
    return best


def real_mh(X, y, T, Xt):
    classes = np.unique(y)
    n, K = len(y), len(classes)
    Y = np.where(y[:, None] == classes[None, :], 1.0, -1.0)
    W = np.full((n, K), 1.0 / (n * K))
    eps = 1.0 / (n * K)
    F = np.zeros((len(Xt), K))
    for _ in range(T):
        _, f, th, lp, lm, rp, rm = best_stump(X, W, Y)
        cl, cr = 0.5 * np.log((lp + eps) / (lm + eps)), 0.5 * np.log((rp + eps) / (rm + eps))
        W = W * np.exp(-Y * np.where((X[:, f] <= th)[:, None], cl, cr))
        W /= W.sum()
        F += np.where((Xt[:, f] <= th)[:, None], cl, cr)
    return classes[np.argmax(F, 1)]


folder, runs, T = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
errors = []
for r in range(runs):
    Xtr, ytr = load_svmlight_file(f"{folder}/train-{r}")
    Xte, yte = load_svmlight_file(f"{folder}/test-{r}", n_features=Xtr.shape[1])
    errors.append(100 * np.mean(real_mh(Xtr.toarray(), ytr, T, Xte.toarray()) != yte))
e = np.array(errors)
print(f"real AdaBoost.MH, T = {T}, {folder}: test error {e.mean():.2f} ± {e.std(ddof=1) / np.sqrt(runs):.2f} "
      f"over {runs} runs (first 10: {e[:10].mean():.2f})")
