#!/usr/bin/python3
"""An outside reference for AdaBoostMhTrainer: discrete AdaBoost.MH with vote vectors written from Schapire & Singer,
"Improved boosting algorithms using confidence-rated predictions" (1999), Sec. 7, and Kegl, "The return of
AdaBoost.MH: multi-class Hamming trees" (2014), in numpy, without reading Infens's code beyond its documented tie rule.

Data: the bundled vowel set (990 rows, 10 features, 11 classes), raw values; training rows are those with index
i % 4 != 0, test rows i % 4 == 0. Each round: the stump phi(x) = +1 if x_f > t else -1 (t the middle of two adjacent
distinct training values of feature f, or -infinity for the constant stump phi = +1) and votes v_l = sign(mu_l),
mu_l = sum_i W_il Y_il phi(x_i) (0 votes +1), of largest edge gamma = sum_l |mu_l|; ties go to the first in the order
constant stump, feature 0, 1, ..., thresholds ascending (Infens's documented rule); alpha = 1/2 ln((1+gamma)/(1-gamma));
W_il *= exp(-alpha Y_il v_l phi(x_i)), then W is normalised. W starts at 1/(nK).

Output (stdout): a header, then one line per round "t feature threshold v_1..v_K alpha gap", where gap is the best
edge minus the largest edge of any other candidate stump (the test needs no near-ties), then the predicted test
classes (labels as in the file), one line. Written with numpy 1.24.2 / scikit-learn 1.2.1 (Debian python3-numpy, python3-sklearn):

    /usr/bin/python3 adaboost-mh-reference.py ../../../../../main/resources/org/infens/data/vowel.libsvm.gz 100 \
        > adaboost-mh-vowel.txt

Given a folder of splits written by SplitFits (infens-bench) instead, it prints each run's test error:
    /usr/bin/python3 adaboost-mh-reference.py /tmp/splits-vehicle 10 500

With a third argument "real", the real variant instead (Sec. 4: domain-partitioning stumps): each round the stump
(feature f, threshold t as above; no constant stump) of smallest Z = 2 sum_l (sqrt(W+_Ll W-_Ll) + sqrt(W+_Rl W-_Rl)),
L the rows with x_f <= t and R the others, W+ the weight of the pairs with Y = +1 and W- of the others; ties to the
first, features and thresholds ascending; confidences c_bl = 1/2 ln((W+_bl + eps) / (W-_bl + eps)), eps = 1/(nK);
W_il *= exp(-Y_il c_b(i)l), normalised. Lines "t feature threshold below_1..below_K above_1..above_K gap":

    /usr/bin/python3 adaboost-mh-reference.py ../../../../../main/resources/org/infens/data/vowel.libsvm.gz 60 real \
        > adaboost-mh-real-vowel.txt
"""
import gzip
import os
import sys

import numpy as np
import sklearn
from sklearn.datasets import load_svmlight_file


def boost(Xtr, ytr, T, Xte, out=None):
    """T rounds on (Xtr, ytr); returns the predicted classes of Xte and the smallest gap. Writes rounds to out."""
    classes = np.unique(ytr)
    n, p = Xtr.shape
    K = len(classes)
    Y = np.where(ytr[:, None] == classes[None, :], 1.0, -1.0)
    W = np.full((n, K), 1.0 / (n * K))
    F = np.zeros((len(Xte), K))
    orders = [np.argsort(Xtr[:, f], kind="stable") for f in range(p)]
    min_gap = np.inf
    for t in range(T):
        WY = W * Y
        mu = np.cumsum(WY, 0)[-1]                          # sequential sum, as a sweep adds
        cands = [(np.abs(mu).sum(), -1, -np.inf)]          # (edge, feature, threshold)
        for f in range(p):
            o = orders[f]
            xs = Xtr[o, f]
            prefix = np.cumsum(WY[o], 0)
            for k in np.nonzero(xs[1:] > xs[:-1])[0]:
                cands.append((np.abs(mu - 2 * prefix[k]).sum(), f, 0.5 * (xs[k] + xs[k + 1])))
        edges = np.array([c[0] for c in cands])
        b = int(np.argmax(edges))                          # first maximum: the documented order
        gap = edges[b] - np.max(np.delete(edges, b))
        min_gap = min(min_gap, gap)
        gamma, f, th = cands[b]
        phi = np.ones(n) if f < 0 else np.where(Xtr[:, f] > th, 1.0, -1.0)
        v = np.where((WY * phi[:, None]).sum(0) >= 0, 1.0, -1.0)
        alpha = 0.5 * np.log((1 + gamma) / (1 - gamma))
        W = W * np.exp(-alpha * Y * v[None, :] * phi[:, None])
        W /= W.sum()
        phit = np.ones(len(Xte)) if f < 0 else np.where(Xte[:, f] > th, 1.0, -1.0)
        F += alpha * v[None, :] * phit[:, None]
        if out:
            print(t, f, repr(float(th)), " ".join(str(int(x)) for x in v), repr(float(alpha)), f"{gap:.3e}", file=out)
    return classes[np.argmax(F, 1)], min_gap


def boost_real(Xtr, ytr, T, Xte, out=None):
    """The real variant, T rounds; returns the predicted classes of Xte and the smallest gap between the best Z and
    the next candidate's."""
    classes = np.unique(ytr)
    n, p = Xtr.shape
    K = len(classes)
    Y = np.where(ytr[:, None] == classes[None, :], 1.0, -1.0)
    W = np.full((n, K), 1.0 / (n * K))
    eps = 1.0 / (n * K)
    F = np.zeros((len(Xte), K))
    orders = [np.argsort(Xtr[:, f], kind="stable") for f in range(p)]
    min_gap = np.inf
    for t in range(T):
        Wp, Wm = W * (Y > 0), W * (Y < 0)
        totp, totm = Wp.sum(0), Wm.sum(0)
        cands = []                                        # (Z, feature, threshold, W+ left, W- left)
        for f in range(p):
            o = orders[f]
            xs = Xtr[o, f]
            cp, cm = np.cumsum(Wp[o], 0), np.cumsum(Wm[o], 0)
            for k in np.nonzero(xs[1:] > xs[:-1])[0]:
                lp, lm = cp[k], cm[k]
                rp, rm = np.maximum(totp - lp, 0), np.maximum(totm - lm, 0)
                z = 2 * np.sum(np.sqrt(lp * lm) + np.sqrt(rp * rm))
                cands.append((z, f, 0.5 * (xs[k] + xs[k + 1]), lp, lm))
        zs = np.array([c[0] for c in cands])
        b = int(np.argmin(zs))                            # first minimum
        gap = np.min(np.delete(zs, b)) - zs[b]
        min_gap = min(min_gap, gap)
        _, f, th, lp, lm = cands[b]
        below = 0.5 * np.log((lp + eps) / (lm + eps))
        above = 0.5 * np.log((np.maximum(totp - lp, 0) + eps) / (np.maximum(totm - lm, 0) + eps))
        W = W * np.exp(-Y * np.where((Xtr[:, f] > th)[:, None], above, below))
        W /= W.sum()
        F += np.where((Xte[:, f] > th)[:, None], above, below)
        if out:
            print(t, f, repr(float(th)), " ".join(repr(float(c)) for c in below),
                  " ".join(repr(float(c)) for c in above), f"{gap:.3e}", file=out)
    return classes[np.argmax(F, 1)], min_gap


if os.path.isdir(sys.argv[1]):
    folder, runs, T = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    for r in range(runs):
        Xtr, ytr = load_svmlight_file(f"{folder}/train-{r}")
        Xte, yte = load_svmlight_file(f"{folder}/test-{r}", n_features=Xtr.shape[1])
        pred, gap = boost(Xtr.toarray(), ytr, T, Xte.toarray())
        print(f"run {r}: test error {100 * np.mean(pred != yte):.4f} (smallest gap {gap:.1e})")
    sys.exit(0)
path, T = sys.argv[1], int(sys.argv[2])
real = len(sys.argv) > 3 and sys.argv[3] == "real"
X, y = load_svmlight_file(gzip.open(path))
X = X.toarray()
idx = np.arange(len(y))
Xtr, ytr, Xte = X[idx % 4 != 0], y[idx % 4 != 0], X[idx % 4 == 0]
print(f"# {'real ' if real else ''}AdaBoost.MH reference: vowel, {len(ytr)} training rows (i % 4 != 0), {len(Xte)} "
      f"test rows, T = {T}; numpy {np.__version__}, scikit-learn {sklearn.__version__}")
print("# round feature threshold " + ("below... above... gap" if real else "votes... alpha gap"))
pred, min_gap = (boost_real if real else boost)(Xtr, ytr, T, Xte, sys.stdout)
print("# predicted test classes")
print(" ".join(str(int(c)) for c in pred))
print(f"# smallest gap {min_gap:.3e}")
