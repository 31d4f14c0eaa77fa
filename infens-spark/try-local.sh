#!/usr/bin/env bash
# Tries the README's "On a Spark cluster" command lines in local[2]: select, cv and reproduce through
# bin/infens-spark (spark-submit when Spark is installed, otherwise java with Spark's jars from ~/.m2), each
# compared with bin/infens's output on the same arguments (the reported times left out). Exits non-zero at the first
# difference. About 15 s per command on 2 cores (Spark's start dominates), after the jars are built.
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
export SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
times='s/selection time = [^ ]* s//; s/cell(s) in [0-9]* s/cell(s)/; s#'"$tmp"'/[a-z]*#OUT#g'

check() {
    local name="$1"
    shift
    "$root/bin/infens" "$@" > "$tmp/$name.local"
    "$root/bin/infens-spark" "$1" --master 'local[2]' "${@:2}" > "$tmp/$name.spark" 2> "$tmp/$name.err" \
        || { cat "$tmp/$name.err" >&2; exit 1; }
    if diff <(sed -e "$times" "$tmp/$name.local") <(sed -e "$times" "$tmp/$name.spark") >&2; then
        echo "try-local: $name: the same as bin/infens" >&2
    else
        echo "try-local: $name: differs from bin/infens" >&2
        exit 1
    fi
}

check select select --learner 'svm(kernel=stump)' --grid 'C=2^-3..2^3 step 2' --folds 3 heart
check cv cv --learner 'adaboost(base=stump, T=20)' --folds 4 --seed 9 heart
check reproduce reproduce --experiments selftest --datasets heart --runs 1 --no-figures --fresh --out "$tmp/reproduce"
