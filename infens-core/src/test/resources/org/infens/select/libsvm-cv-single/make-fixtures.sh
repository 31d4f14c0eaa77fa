#!/usr/bin/env bash
# Regenerates LIBSVM's own cross-validation results of the one-class SVM and regression, per row, for
# LibsvmUnstratifiedFoldsTest: ../libsvm-cv/cv.c calls svm_cross_validation of Debian's libsvm3 3.24+ds-6
# (/usr/lib/x86_64-linux-gnu/libsvm.so.3; gcc 12.2.0, glibc 2.36, whose rand() LIBSVM draws its folds from), which
# does not stratify these types. For each line of cases.tsv (name, data file, folds, svm_type, nu, p) it writes
# NAME.cv: svm-train's summary line(s) for these options (checked against svm-train -q -v itself), then the
# out-of-fold prediction of every row.
# Data: heart_scale (the LIBSVM fixture of org/infens/io/libsvm; for regression its labels +1/-1 are the targets)
# and heart60, its first 60 rows (for leave-one-out; the file of ../libsvm-cv).
# nu and p are exact in single precision: Debian's svm-train rounds -c, -g, -r, -n and -p to float (a model it
# writes with -p 0.3 is LIBSVM's with -p 0.30000001192092896), and so would disagree with the library called here.
# LibsvmUnstratifiedFoldsTest requires the values within 1e-6 relative (regression; LIBSVM caches kernel values in
# single precision, as Infens does, but adds in another order) and at least 99.5% equal labels (one-class).
set -euo pipefail
cd "$(dirname "$0")"
src=../../io/libsvm
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/cv" ../libsvm-cv/cv.c -l:libsvm.so.3
while IFS=$'\t' read -r name data folds type nu p; do
    [[ "$name" == name ]] && continue
    file="../libsvm-cv/$data"
    [[ -f "$file" ]] || file="$src/$data"
    # rbf kernel, gamma 1/k, C 1: svm-train's defaults
    "$tmp/cv" "$file" "$folds" "$type" 2 1 0 "$nu" "$p" > "$name.cv"
    lines=$([[ "$type" == 2 ]] && echo 1 || echo 2)
    [[ "$(head -"$lines" "$name.cv")" == "$(svm-train -q -v "$folds" -s "$type" -n "$nu" -p "$p" "$file")" ]] \
        || { echo "$name: svm-train disagrees" >&2; exit 1; }
done < cases.tsv
