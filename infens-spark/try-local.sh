#!/usr/bin/env bash
# Tries the README's "On a Spark cluster" command lines in local[2]: select, cv, reproduce and fit through
# bin/infens-spark (spark-submit when Spark is installed, otherwise java with Spark's jars from ~/.m2), each
# compared with bin/infens's output on the same arguments (the reported times left out; fit's model files byte for
# byte), and the Estimator example org.infens.spark.examples.FitAndScore against bin/infens fit + bin/infens predict
# on the same file, learner and seed: the same accuracy line, and its saved data/model.json byte for byte the model file infens fit writes.
# Exits non-zero at the first difference, its last line on stderr saying which. About 15 s per command on 2 cores
# (Spark's start dominates), after the jars are built. `mvn verify` runs it (TryLocalIT, with INFENS_SPARK_SUBMIT=0:
# the Spark jars the build resolved, not an installed Spark), its output in infens-spark/target/try-local.log.
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
export SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}"
# every bin/infens command in its own JVM: no background server left running after the script
export INFENS_DAEMON=0
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
times='s/selection time = [^ ]* s//; s/Training time = [^ ]* s//; s/cell(s) in [0-9]* s/cell(s)/; s#'"$tmp"'/[a-z.]*#OUT#g'

# runs a command, its stdout to $tmp/NAME.out; on failure shows its stderr and stops
run() {
    local name="$1"
    shift
    "$@" > "$tmp/$name.out" 2> "$tmp/$name.err" || {
        cat "$tmp/$name.err" >&2
        echo "try-local: $name: failed: $*" >&2
        exit 1
    }
}

check() {
    local name="$1"
    shift
    run "$name.local" "$root/bin/infens" "$@"
    run "$name.spark" "$root/bin/infens-spark" "$1" --master 'local[2]' "${@:2}"
    if diff <(sed -e "$times" "$tmp/$name.local.out") <(sed -e "$times" "$tmp/$name.spark.out") >&2; then
        echo "try-local: $name: the same as bin/infens" >&2
    else
        echo "try-local: $name: bin/infens-spark's output differs from bin/infens's (diff above)" >&2
        exit 1
    fi
}

check select select --learner 'svm(kernel=stump)' --grid 'C=2^-3..2^3 step 2' --folds 3 heart
check cv cv --learner 'adaboost(base=stump, T=20)' --folds 4 --seed 9 heart
check reproduce reproduce --experiments selftest --datasets heart --runs 1 --no-figures --fresh --out "$tmp/reproduce"

# the Estimator example: fit, save, load, score, against infens fit and infens predict
heart="$root/infens-core/src/main/resources/org/infens/data/heart_scale"
learner='random-forest(trees=10)'
run fit "$root/bin/infens" fit --learner "$learner" --seed 7 "$heart" "$tmp/fit.model"
run predict "$root/bin/infens" predict "$heart" "$tmp/fit.model" "$tmp/predict.labels"
run example "$root/bin/infens-spark" --class org.infens.spark.examples.FitAndScore --master 'local[2]' "$heart" \
    "$learner" "$tmp/example-model" 7
if ! diff "$tmp/predict.out" "$tmp/example.out" >&2; then
    echo "try-local: FitAndScore: its accuracy line differs from bin/infens predict's (diff above)" >&2
    exit 1
elif ! cmp "$tmp/fit.model" "$tmp/example-model/data/model.json" >&2; then
    echo "try-local: FitAndScore: its data/model.json differs from bin/infens fit's model file" >&2
    exit 1
fi
echo "try-local: FitAndScore: the accuracy of bin/infens predict, the model file of bin/infens fit" >&2

# boosting with stumps on feature blocks (3 partitions): the same printed lines and the same model file
fit=(fit --learner 'lpboost(base=stump, C=0.1, columns=30)' heart)
"$root/bin/infens" "${fit[@]}" "$tmp/local.model" > "$tmp/blocks.local"
"$root/bin/infens-spark" "${fit[@]}" --master 'local[2]' --partitions 3 "$tmp/spark.model" > "$tmp/blocks.spark" \
    2> "$tmp/blocks.err" || { cat "$tmp/blocks.err" >&2; exit 1; }
if diff <(sed -e "$times" "$tmp/blocks.local") <(sed -e "$times" "$tmp/blocks.spark") >&2 \
    && cmp -s "$tmp/local.model" "$tmp/spark.model"; then
    echo "try-local: fit: the same output and model file as bin/infens" >&2
else
    echo "try-local: fit: differs from bin/infens" >&2
    exit 1
fi
