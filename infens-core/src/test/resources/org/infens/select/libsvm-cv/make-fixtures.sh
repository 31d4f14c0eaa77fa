#!/usr/bin/env bash
# Regenerates LIBSVM's own cross-validation results, per row, for LibsvmFoldsTest: cv.c calls svm_cross_validation
# of Debian's libsvm3 3.24+ds-6 (/usr/lib/x86_64-linux-gnu/libsvm.so.3; gcc 12.2.0, glibc 2.36, whose rand() LIBSVM
# draws its folds from). For each line of cases.tsv (name, data file, folds, kernel type, C, gamma; gamma 0 is
# svm-train's default 1/k) it writes NAME.cv: svm-train's "Cross Validation Accuracy" line for these options, then
# the out-of-fold predicted label of every row.
# Data: heart_scale and heart3_scale are the LIBSVM fixtures of org/infens/io/libsvm; heart60 is heart_scale's
# first 60 rows (for leave-one-out); heart_neg is heart_scale with its first -1 row moved to the top, so that
# LIBSVM's class order swaps -1/+1 back.
# LibsvmFoldsTest requires the same accuracy line and at least 99.5% equal predictions (LIBSVM caches kernel values
# in single precision, which can flip a prediction at the boundary).
set -euo pipefail
cd "$(dirname "$0")"
src=../../io/libsvm
head -60 "$src/heart_scale" > heart60
{ grep -m1 '^-1' "$src/heart_scale"; awk 'f || !/^-1/ { print; next } { f = 1 }' "$src/heart_scale"; } > heart_neg
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/cv" cv.c -l:libsvm.so.3
while IFS=$'\t' read -r name data folds kernel c gamma; do
    [[ "$name" == name ]] && continue
    file="$data"
    [[ -f "$file" ]] || file="$src/$data"
    "$tmp/cv" "$file" "$folds" 0 "$kernel" "$c" "$gamma" 0.5 0.1 > "$name.cv"
    # the accuracy line must be svm-train's own
    [[ "$(head -1 "$name.cv")" == "$(svm-train -q -v "$folds" -t "$kernel" -c "$c" \
        $( [[ "$gamma" == 0 ]] || echo "-g $gamma" ) "$file")" ]] || { echo "$name: svm-train disagrees" >&2; exit 1; }
done < cases.tsv
