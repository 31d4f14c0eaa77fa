#!/usr/bin/env bash
# AdaBoost-Stump with T = 1000 on twonorm (d = 20): infens against scikit-learn's AdaBoostClassifier with depth-1
# trees (discrete SAMME, the same algorithm as 000 Algorithm 1 for two classes), and LPBoost-Stump with up to 1000
# columns on 2,000 rows. Whole processes are timed (start-up, reading the file, training, writing the model for
# infens); the sklearn figure also reports fit() alone. Needs Debian's python3-sklearn (/usr/bin/python3).
#   infens-bench/compare-sklearn-adaboost.sh            # sizes 10000 50000
#   SIZES="2000" infens-bench/compare-sklearn-adaboost.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="${WORK:-$(mktemp -d)}"
py=/usr/bin/python3
sizes="${SIZES:-10000 50000}"
gen() { # n seed file: twonorm as Synthetic.Problem.TWONORM defines it (a = 2/sqrt(d)), LIBSVM format
    "$py" - "$1" "$2" "$3" <<'PY'
import sys, numpy as np
n, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
d = 20; rng = np.random.default_rng(seed); a = 2 / np.sqrt(d)
y = np.where(rng.random(n) < 0.5, 1, -1); x = rng.standard_normal((n, d)) + a * y[:, None]
with open(out, "w") as f:
    for i in range(n):
        f.write(str(y[i]) + " " + " ".join("%d:%.6g" % (j + 1, x[i, j]) for j in range(d)) + "\n")
PY
}
sk() { # file
    "$py" - "$1" <<'PY'
import sys, time
from sklearn.datasets import load_svmlight_file
from sklearn.ensemble import AdaBoostClassifier
from sklearn.tree import DecisionTreeClassifier
x, y = load_svmlight_file(sys.argv[1]); x = x.toarray()
t = time.time()
m = AdaBoostClassifier(DecisionTreeClassifier(max_depth=1), n_estimators=1000, algorithm="SAMME").fit(x, y)
print("sklearn fit %.2f s, training accuracy %.4f, rounds %d" % (time.time() - t, m.score(x, y), len(m.estimators_)))
PY
}
secs() { local s e; s=$(date +%s.%N); "$@" >"$work/out.txt" 2>/dev/null; e=$(date +%s.%N); echo "$e - $s" | bc; }
"$root/bin/infens" --version >/dev/null 2>&1 # build the jar once, outside the timings
for n in $sizes; do
    gen "$n" "$n" "$work/twonorm$n"
    ti=$(secs "$root/bin/infens" fit --learner 'adaboost(base=stump, T=1000)' "$work/twonorm$n" "$work/ada$n.model")
    fi=$(grep 'Training time' "$work/out.txt" | sed 's/.*= //')
    ts=$(secs sk "$work/twonorm$n"); fs=$(cat "$work/out.txt")
    echo "n=$n  infens process ${ti}s (fit $fi)  sklearn process ${ts}s ($fs)  ratio $(echo "scale=1; $ts / $ti" | bc)x"
done
gen 2000 7 "$work/twonorm2000lp"
for c in 0.1 1; do
    tl=$(secs "$root/bin/infens" fit --learner "lpboost(base=stump, C=$c, columns=1000)" "$work/twonorm2000lp" "$work/lp.model")
    echo "lpboost C=$c n=2000: process ${tl}s; $(grep -E 'Members|Training time' "$work/out.txt" | tr '\n' ' ')"
done
