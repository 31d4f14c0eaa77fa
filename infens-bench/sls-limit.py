#!/usr/bin/python3
"""The limit that CGEns-SLS (001 Algorithm 2) converges to, on a bundled multi-class set (default vowel).

CGEns-SLS with decision stumps solves the simplex least-squares problem (10) over the columns it has generated; run
to convergence it solves (10) over every middle stump of the training set. That limit is computed here directly
from the closed form (11), b = (1' S^-1 L / 1' S^-1 1)', U = S^-1 (L - 1 b'), with S = K + I / C, for two kernels K:
  - the middle-stump kernel H H' (every stump s(x_d - t), t a midpoint of adjacent training values of feature d),
    the counting measure CGEns-SLS's column generation works over;
  - the stump kernel Delta_S - ||x - x'||_1 of 002 (uniform measure over thresholds in the feature ranges).
Test error of the decision rule (15) on random 75/25 splits (001's protocol), at every C of a grid (chosen on the
test set: an optimistic bound for the limit, not a cross-validated figure). Features are scaled to [-1, 1].

Usage: /usr/bin/python3 infens-bench/sls-limit.py [dataset=vowel] [runs=5]   (numpy and scikit-learn from Debian:
apt-get install python3-sklearn; scikit-learn only reads the LIBSVM file). Results: infens-bench/results/001-tables1-3.md.
"""
import gzip
import sys

import numpy as np
from sklearn.datasets import load_svmlight_file

name = sys.argv[1] if len(sys.argv) > 1 else "vowel"
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
path = f"infens-core/src/main/resources/org/infens/data/{name}.libsvm.gz"
X, y = load_svmlight_file(gzip.open(path))
X = X.toarray()
lo, hi = X.min(0), X.max(0)
X = 2 * (X - lo) / np.where(hi > lo, hi - lo, 1) - 1
classes = np.unique(y)
l = len(classes) - 1
# simplex codes: l + 1 unit vectors in R^l with pairwise inner products -1/l
E = np.eye(l + 1) - 1.0 / (l + 1)
u, s, _ = np.linalg.svd(E)
codes = u[:, :l] * np.sqrt(s[:l])
codes /= np.linalg.norm(codes, axis=1, keepdims=True)
assert np.allclose(codes @ codes.T, np.where(np.eye(l + 1) == 1, 1, -1.0 / l))


def middle_stumps(train, other):
    htr, hte = [], []
    for d in range(train.shape[1]):
        v = np.unique(train[:, d])
        mids = (v[1:] + v[:-1]) / 2
        htr.append(np.where(train[:, [d]] > mids[None, :], 1.0, -1.0))
        hte.append(np.where(other[:, [d]] > mids[None, :], 1.0, -1.0))
    htr, hte = np.hstack(htr), np.hstack(hte)
    return htr @ htr.T, hte @ htr.T


def stump_kernel(train, other):
    delta = (train.max(0) - train.min(0)).sum()
    dist = lambda a, b: np.abs(a[:, None, :] - b[None, :, :]).sum(2)
    return delta - dist(train, train), delta - dist(other, train)


grid = range(-15, 4, 2)
rng = np.random.default_rng(2001)
errors = {k: {c: [] for c in grid} for k in ("middle-stump", "stump")}
for run in range(runs):
    order = rng.permutation(len(y))
    cut = int(0.75 * len(y))
    tr, te = order[:cut], order[cut:]
    L = codes[np.searchsorted(classes, y[tr])]
    for kernel, make in (("middle-stump", middle_stumps), ("stump", stump_kernel)):
        ktr, kte = make(X[tr], X[te])
        for c in grid:
            S = ktr + np.eye(len(tr)) / 2.0 ** c
            s1 = np.linalg.solve(S, np.ones(len(tr)))
            sl = np.linalg.solve(S, L)
            b = sl.sum(0) / s1.sum()
            U = sl - np.outer(s1, b)
            scores = (kte @ U + b) @ codes.T
            errors[kernel][c].append(np.mean(classes[scores.argmax(1)] != y[te]))
print(f"{name}: {runs} random 75/25 splits, test error % of the closed form (11) at each C")
print("log2 C  " + "  ".join(f"{c:>6d}" for c in grid))
for kernel in errors:
    print(f"{kernel:>12s}: " + "  ".join(f"{100 * np.mean(errors[kernel][c]):6.2f}" for c in grid))
