#!/usr/bin/env bash
# Cross-validated grid search with LIBSVM's svm-train and svm-predict on folds written by
# org.infens.bench.SameFolds (DIR/fold<f>.train, DIR/fold<f>.test, and for the stump kernel
# DIR/fold<f>.train.stump, DIR/fold<f>.test.stump): for every cell, for every fold, one svm-train on the fold's
# training file and one svm-predict on its test file. This is what compare-selection.sh times for LIBSVM (its -v
# uses its own random folds).
#
#   libsvm-cv.sh DIR K stump LOG2C_FROM LOG2C_TO LOG2C_STEP
#   libsvm-cv.sh DIR K rbf   LOG2G_FROM LOG2G_TO LOG2G_STEP LOG2C_FROM LOG2C_TO LOG2C_STEP
#
# Options as infens's svm defaults and LIBSVM's: C-SVC, -e 0.001 -m 100, shrinking on. Cells in the order of
# `infens select` (gamma the slower axis, increasing values). Writes one line per (cell, fold) to DIR/cv.<kernel>:
#   log2g log2c fold correct total        (log2g is "-" for the stump kernel)
# and prints nothing. score with: python3 libsvm-cv-score.py (compare-selection.sh does it).
set -euo pipefail
SVM_TRAIN="${SVM_TRAIN:-/usr/bin/svm-train}"
SVM_PREDICT="${SVM_PREDICT:-/usr/bin/svm-predict}"
dir="$1"; k="$2"; kernel="$3"; shift 3
pow2() { awk -v e="$1" 'BEGIN { printf "%.17g", 2 ^ e }'; }
case "$kernel" in
  stump) gs="-"; read -r cf ct cs <<< "$*"; topt="-t 4"; suffix=".stump" ;;
  rbf) read -r gf gt gstep cf ct cs <<< "$*"; gs="$(seq "$gf" "$gstep" "$gt")"; topt="-t 2"; suffix="" ;;
  *) echo "kernel must be stump or rbf, got $kernel" >&2; exit 2 ;;
esac
out="$dir/cv.$kernel"
: > "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for lg in $gs; do
  gopt=""
  [ "$lg" = "-" ] || gopt="-g $(pow2 "$lg")"
  for lc in $(seq "$cf" "$cs" "$ct"); do
    c="$(pow2 "$lc")"
    for f in $(seq 1 "$k"); do
      # shellcheck disable=SC2086
      "$SVM_TRAIN" -q -s 0 $topt $gopt -c "$c" -e 0.001 -m 100 "$dir/fold$f.train$suffix" "$tmp/model"
      # svm-predict prints "Accuracy = 97.5% (39/40) (classification)"
      acc="$("$SVM_PREDICT" "$dir/fold$f.test$suffix" "$tmp/model" "$tmp/pred")"
      acc="${acc#*(}"; acc="${acc%%)*}"
      echo "$lg $lc $f ${acc%/*} ${acc#*/}" >> "$out"
    done
  done
done
