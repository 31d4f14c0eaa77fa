#!/usr/bin/env bash
# SVM-Stump on the full Fashion-MNIST training set (Xiao, Rasul & Vollgraf 2017; 60,000 x 784, MIT licence) against
# the Gaussian kernel, both trained by `bin/infens train` as whole commands (own JVM, all cores): one binary pair
# (T-shirt/top against Shirt, the hardest, 12,000 rows) and all ten classes one-vs-one (45 pairs), each model then
# predicting the 10,000 test images. The stump kernel -||x-x'||_1 goes to the additive-kernel solver (chosen by
# `--solver auto` from 5,000 rows per pair on); the Gaussian kernel through LIBSVM's SMO.
#
#   infens-bench/fashion-mnist.sh          # about 30 minutes on 2 cores
#   CLASSES=pair infens-bench/fashion-mnist.sh   # the binary pair only
#
# Parameters: C = STUMP_C for the stump kernel and GAUSS_C for the Gaussian (default 1 for both), the Gaussian
# kernel's gamma = 1 / (d * variance of the pixels) = 0.0102 (scikit-learn's 'scale'), computed by this script from
# the training set. The committed results/fashion-mnist.md used the C that 3-fold cross-validation chose on every
# fourth row of the pair (SELECT below: `awk 'NR % 4 == 1' pair-train > pair-sub`, then
# `infens select --learner 'svm(kernel=stump)' --grid 'C=2^-11..2^1 step 2' --folds 3 --seed 1 pair-sub`: 2^-7, and
# `--learner 'svm(kernel=rbf(gamma=0.0102347))' --grid 'C=2^-3..2^7 step 2'`: 2), the same C for the ten classes;
# results/fashion-mnist-c1.md is the run with C = 1 for both. Needs the Debian package dataset-fashion-mnist (IDX files under
# /usr/share/datasets/fashion-mnist/), python3 and /usr/bin/time. Writes infens-bench/results/fashion-mnist.md.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
IDX="${IDX:-/usr/share/datasets/fashion-mnist}"
CLASSES="${CLASSES:-pair all}"
STUMP_C="${STUMP_C:-1}"
GAUSS_C="${GAUSS_C:-1}"
SELECT="${SELECT:-}"
WORK="$HERE/target/fashion-mnist"
OUT="${OUT:-$HERE/results/fashion-mnist.md}"
INFENS="env INFENS_DAEMON=0 $REPO/bin/infens"
export LC_ALL=C
mkdir -p "$WORK" "$(dirname "$OUT")"
[ -f "$IDX/train-images-idx3-ubyte.gz" ] || { echo "no Fashion-MNIST under $IDX (apt-get install dataset-fashion-mnist)" >&2; exit 1; }
[ -s "$WORK/fashion-mnist-train" ] || python3 "$HERE/fashion-mnist-to-libsvm.py" "$IDX" "$WORK"
# the pair: classes 0 (T-shirt/top) and 6 (Shirt)
for part in train test; do
  [ -s "$WORK/pair-$part" ] || awk '$1 == 0 || $1 == 6' "$WORK/fashion-mnist-$part" > "$WORK/pair-$part"
done
GAMMA=$(python3 - "$WORK/fashion-mnist-train" <<'EOF'
import sys
n = s = ss = 0
d = 784
for line in open(sys.argv[1]):
    n += 1
    for tok in line.split()[1:]:
        v = float(tok.split(":")[1]); s += v; ss += v * v
mean = s / (n * d)
print("%.6g" % (1 / (d * (ss / (n * d) - mean * mean))))
EOF
)
"$REPO/bin/infens" --version > /dev/null  # builds the jar if needed, outside the timings

rows=""
# run NAME DATA KERNEL_AND_C_FLAGS
run() {
  local name=$1 data=$2 flags=$3 log="$WORK/$1.log"
  /usr/bin/time -f '%e %U %S %M' -o "$log.time" $INFENS train $flags "$WORK/$data-train" "$WORK/$name.model" \
    > "$log" 2> "$log.err"
  /usr/bin/time -f '%e' -o "$log.ptime" $INFENS predict "$WORK/$data-test" "$WORK/$name.model" "$WORK/$name.pred" \
    > "$log.pred"
  read -r wall user sys rss < "$log.time"
  local acc nsv iter ptime
  acc=$(sed -n 's/^Accuracy = \([^ ]*\) .*/\1/p' "$log.pred")
  nsv=$(sed -n 's/^Total nSV = //p' "$log"); [ -n "$nsv" ] || nsv=$(sed -n 's/^nSV = \([0-9]*\),.*/\1/p' "$log")
  iter=$(sed -n 's/^optimization finished, #iter = //p' "$log" | awk '{ s += $1 } END { print s }')
  ptime=$(cat "$log.ptime")
  rows="$rows| $name | $wall | $(echo "$user + $sys" | bc) | $((rss / 1024)) | $iter | $nsv | $acc | $ptime |
"
  echo "  $name: ${wall} s, $((rss / 1024)) MB, test accuracy $acc" >&2
}

for c in $CLASSES; do
  data=$([ "$c" = pair ] && echo pair || echo fashion-mnist)
  run "$c-stump" "$data" "-t 5 -c $STUMP_C"
  run "$c-gaussian" "$data" "-t 2 -g $GAMMA -c $GAUSS_C"
done

{
  echo "# Fashion-MNIST: SVM-Stump (additive-kernel solver) against the Gaussian kernel (SMO)"
  echo
  echo "Made by \`infens-bench/fashion-mnist.sh\` at commit $(git -C "$REPO" rev-parse --short HEAD) on" \
    "$(date -u +%Y-%m-%d); $(nproc) cores, $(java -version 2>&1 | head -n 1); load average at the end" \
    "$(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "Data: Fashion-MNIST (Xiao, Rasul & Vollgraf 2017, MIT licence; Debian package dataset-fashion-mnist),"
  echo "converted by \`infens-bench/fashion-mnist-to-libsvm.py\` (pixels / 255, zeros left out: sparse rows)."
  echo "\`pair\`: T-shirt/top (0) against Shirt (6), 12,000 training and 2,000 test rows; \`all\`: the 60,000"
  echo "training rows of the ten classes one-vs-one (45 pairs) and the 10,000 test rows."
  echo "Commands: \`INFENS_DAEMON=0 bin/infens train -t 5 -c $STUMP_C\` (stump; the additive solver by"
  echo "\`--solver auto\`) and \`train -t 2 -g $GAMMA -c $GAUSS_C\` (Gaussian, gamma = 1/(d var x), SMO); then"
  echo "\`bin/infens predict\`.${SELECT:+ $SELECT}"
  echo "Wall and CPU seconds and peak resident memory of the training command; #iter summed over the pairs."
  echo
  echo "| run | train wall s | train CPU s | peak MB | #iter | nSV | test accuracy | predict wall s |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|"
  printf '%s' "$rows"
} > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
cat "$OUT"
