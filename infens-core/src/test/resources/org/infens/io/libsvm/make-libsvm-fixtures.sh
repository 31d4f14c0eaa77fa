#!/usr/bin/env bash
# Regenerates the LIBSVM model fixtures with the real LIBSVM tools (Debian libsvm-tools 3.24+ds-6:
# /usr/bin/svm-train, /usr/bin/svm-predict) on heart_scale (copied from
# /usr/share/doc/liblinear-tools/examples/heart_scale, the data set LIBSVM ships; 270 rows, 13 features, labels +1/-1).
#
# For each model NAME: heart_scale.NAME.model (svm-train output), heart_scale.NAME.predict (svm-predict's
# predicted label, or value for regression, per row of the data the model was trained on) and
# heart_scale.NAME.accuracy (what svm-predict printed). The other formulations (-s 1..4; for regression the labels
# +1/-1 are the targets) and models with probability information (-b 1) are there for the reader and writer of
# every svm_type; svm-train -b 1 draws its internal folds from rand(), unseeded, so it is deterministic too. heart3 is heart_scale relabelled into three
# classes (label 3 when feature 13 is 1, else the original label) to exercise one-vs-one models. heart_pre is
# the first 80 rows of heart_scale as a precomputed linear kernel (LIBSVM's -t 4 format: 0:serial then K values),
# made by the python3 snippet below.
# LibsvmModelFormatTest requires our predicted labels to equal svm-predict's exactly (tolerance: none), predicted
# values of regression within 1e-12 relative (svm-predict prints 17 digits; the kernel sums may be added in another
# order), and the accuracy line svm-predict printed (stored in NAME.accuracy), or its two regression lines, to match
# ours character for character.
set -euo pipefail
cd "$(dirname "$0")"
cp /usr/share/doc/liblinear-tools/examples/heart_scale heart_scale
awk '{ if ($0 ~ / 13:1 *$/) { $1 = "3" } print }' heart_scale > heart3_scale
python3 - <<'PY'
rows = []
for line in open("heart_scale").read().split("\n")[:80]:
    t = line.split()
    x = {int(k): float(v) for k, v in (f.split(":") for f in t[1:])}
    rows.append((t[0], x))
with open("heart_pre", "w") as out:
    for i, (y, x) in enumerate(rows):
        ks = [sum(v * z.get(k, 0.0) for k, v in x.items()) for _, z in rows]
        out.write(y + " 0:%d " % (i + 1) + " ".join("%d:%.17g" % (j + 1, k) for j, k in enumerate(ks)) + "\n")
PY
train() { # name data flags...
    local name=$1 data=$2; shift 2
    svm-train -q "$@" "$data" "$data.$name.model"
    svm-predict "$data" "$data.$name.model" "$data.$name.predict" > "$data.$name.accuracy"
}
train rbf heart_scale
train linear heart_scale -t 0 -c 0.5
train poly heart_scale -t 1 -d 2 -g 0.1 -r 1 -c 2
train sigmoid heart_scale -t 3 -g 0.01 -r -0.5 -c 4
train weighted heart_scale -t 2 -g 0.2 -c 3 -w1 2 -w-1 0.5
train rbf heart3_scale -g 0.1 -c 10
train linear heart3_scale -t 0
train precomputed heart_pre -t 4 -c 0.5
train nusvc heart_scale -s 1 -n 0.3
train oneclass heart_scale -s 2 -n 0.2 -g 0.5
train epsvr heart_scale -s 3 -p 0.2 -c 2 -t 1 -d 2 -g 0.1 -r 1
train nusvr heart_scale -s 4 -n 0.4 -t 0
train nusvcprob heart3_scale -s 1 -n 0.2 -b 1
train svcprob heart_scale -b 1 -c 2
train epsvrprob heart_scale -s 3 -b 1
train oneclass heart_pre -s 2 -t 4 -n 0.3
