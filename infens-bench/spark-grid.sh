#!/usr/bin/env bash
# A 110-cell grid search on Spark against the local command (issue 21, point 6, grid half): whole-command wall times
# of the same `select` (SVM-Gauss, log2 gamma in {-15, -13, ..., 3} x log2 C in {-5, -3, ..., 15}: 10 x 11 cells,
# 5 folds, the grid of Lin & Li 2008, Sec. 7) by
#   local-t1      bin/infens select --threads 1
#   local         bin/infens select (default --threads: all cores)
#   spark-local1  bin/infens-spark select --master 'local[1]'
#   spark-local2  bin/infens-spark select --master 'local[2]'
# run in turn (local-t1, local, spark-local1, spark-local2, then again: RUNS rounds), so that a drift of the shared
# machine's speed falls on all four alike. Each run's wall, user and system seconds come from /usr/bin/time; the
# report gives medians and the ratios overhead = spark-local1 / local-t1 and speed-up = spark-local1 / spark-local2,
# as medians of the per-round ratios, and checks that every run printed the same table and selection (the times
# in it left out).
#
#   infens-bench/spark-grid.sh                       # german (1,000 x 24), 3 rounds: about 15 minutes on 2 cores
#   RUNS=5 DATA=pima infens-bench/spark-grid.sh      # another bundled set (infens datasets) or a LIBSVM file
#
# Environment: DATA (default german), RUNS (rounds, default 3), OUT (default infens-bench/results/spark-grid.md).
# bin/infens-spark runs Spark from ~/.m2 through java when spark-submit is not installed (INFENS_SPARK_SUBMIT=0
# forces that). Do not edit sources while it runs: both launchers rebuild their jar when a source is newer.
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
data="${DATA:-german}"
runs="${RUNS:-3}"
out="${OUT:-$root/infens-bench/results/spark-grid.md}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export LC_ALL=C SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}" INFENS_DAEMON=0
args=(--learner 'svm(kernel=rbf)' --grid 'gamma=2^-15..2^3 step 2' --grid 'C=2^-5..2^15 step 2' --folds 5 "$data")
names=(local-t1 local spark-local1 spark-local2)
command_of() {
    case "$1" in
        local-t1) echo "bin/infens select --threads 1" ;;
        local) echo "bin/infens select" ;;
        spark-local1) echo "bin/infens-spark select --master local[1]" ;;
        spark-local2) echo "bin/infens-spark select --master local[2]" ;;
    esac
}

# builds both jars, the class-data archive and Spark's class path outside the timings
"$root/bin/infens" --version > /dev/null
"$root/bin/infens-spark" --version > /dev/null 2>&1

load_start="$(cut -d' ' -f1-3 /proc/loadavg)"
start="$(date -u +%Y-%m-%dT%H:%MZ)"
for r in $(seq "$runs"); do
    # start-up alone: the JVM, and for bin/infens-spark a local[1] Spark session (SparkMain starts it first)
    /usr/bin/time -f '%e %U %S' -o "$work/start-local.$r.time" "$root/bin/infens" --version > /dev/null
    /usr/bin/time -f '%e %U %S' -o "$work/start-spark.$r.time" "$root/bin/infens-spark" --version --master 'local[1]' \
        > /dev/null 2>&1
    for name in "${names[@]}"; do
        read -r -a cmd <<< "$(command_of "$name")"
        /usr/bin/time -f '%e %U %S' -o "$work/$name.$r.time" "$root/${cmd[0]}" "${cmd[@]:1}" "${args[@]}" \
            > "$work/$name.$r.out" 2> "$work/$name.$r.err" \
            || { cat "$work/$name.$r.err" >&2; echo "spark-grid: $name (round $r) failed" >&2; exit 1; }
        sed -i -e 's/selection time = [^ ]* s//' -e 's/cell(s) in [0-9]* s/cell(s)/' "$work/$name.$r.out"
        echo "spark-grid: round $r $name $(cut -d' ' -f1 "$work/$name.$r.time") s" >&2
    done
done
load_end="$(cut -d' ' -f1-3 /proc/loadavg)"

# the same printed table and selection in every run
for f in "$work"/*.out; do
    cmp -s "$work/local-t1.1.out" "$f" || { diff "$work/local-t1.1.out" "$f" >&2;
        echo "spark-grid: $(basename "$f" .out) printed another table than local-t1.1" >&2; exit 1; }
done

commit="$(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- . 2> /dev/null || echo '+changes')"
python3 - "$work" "$runs" "$out" "$data" "$commit" "$start" "$load_start" "$load_end" "$(nproc)" \
    "$(awk '/MemTotal/ {printf "%.1f", $2 / 1048576}' /proc/meminfo)" "$(java -version 2>&1 | head -1)" \
    "${names[@]}" start-local start-spark <<'PY'
import statistics as st, sys
work, runs, out, data, commit, start, load0, load1, cores, mem, java = sys.argv[1:12]
names = sys.argv[12:-2]
runs = int(runs)
t = {n: [list(map(float, open(f"{work}/{n}.{r}.time").read().split()[:3])) for r in range(1, runs + 1)]
     for n in sys.argv[12:]}
wall = {n: [x[0] for x in t[n]] for n in t}
cpu = {n: [x[1] + x[2] for x in t[n]] for n in t}
cmd = {"local-t1": "bin/infens select --threads 1", "local": "bin/infens select",
       "spark-local1": "bin/infens-spark select --master 'local[1]'",
       "spark-local2": "bin/infens-spark select --master 'local[2]'",
       "start-local": "bin/infens --version", "start-spark": "bin/infens-spark --version --master 'local[1]'"}
def ratio(a, b):
    return [x / y for x, y in zip(wall[a], wall[b])]
best = [l for l in open(f"{work}/local-t1.1.out") if l.startswith("Best")]
lines = []
w = lines.append
w("# Spark grid search against the local command (issue 21, point 6, grid half)")
w("")
w("110-cell SVM-Gauss grid (log2 gamma in {-15, -13, ..., 3} x log2 C in {-5, -3, ..., 15}, the grid of Lin & Li")
w(f"2008, Sec. 7), 5 folds, on `{data}`, each command timed whole (JVM and Spark start-up, reading the data, the")
w("search, printing), the four commands in turn for each round. Produced by `infens-bench/spark-grid.sh`:")
w("")
w("    RUNS=%d DATA=%s infens-bench/spark-grid.sh" % (runs, data))
w("")
w("Common arguments: `--learner 'svm(kernel=rbf)' --grid 'gamma=2^-15..2^3 step 2' --grid 'C=2^-5..2^15 step 2'")
w(f"--folds 5 {data}`.")
w("")
w(f"- commit {commit}, {start}; {java}; {cores} cores, {mem} GiB")
w("- bin/infens-spark through java with Spark 4.2.0's jars from ~/.m2 (no spark-submit installed); Spark's")
w("  `local[N]` runs its tasks in the driver's JVM")
w(f"- machine load (1, 5, 15 min) {load0} at the start, {load1} at the end: the machine is shared with other")
w("  engineers' builds and experiments, so the absolute times are noisy; the ratios are taken round by round")
busy = float(load0.split()[0]) >= float(cores) or float(load1.split()[0]) >= float(cores)
if busy:
    w("- the load was at or above the number of cores: a second thread (local default threads, local[2]) had no")
    w("  free core to run on, so their figures measure the shared machine, not the speed-up two idle cores give")
w("")
w("| command | wall s, median (min-max) | CPU s (user + sys), median |")
w("|---|---|---|")
for n in names + ["start-local", "start-spark"]:
    w(f"| `{cmd[n]}` | {st.median(wall[n]):.1f} ({min(wall[n]):.1f}-{max(wall[n]):.1f}) | {st.median(cpu[n]):.1f} |")
w("")
w("| ratio (wall, per round, median (min-max)) | value |")
w("|---|---|")
for label, a, b in [("overhead: local[1] / local --threads 1", "spark-local1", "local-t1"),
                    ("speed-up: local[1] / local[2]", "spark-local1", "spark-local2"),
                    ("local --threads 1 / local (default threads)", "local-t1", "local"),
                    ("local[2] / local (default threads)", "spark-local2", "local")]:
    r = ratio(a, b)
    w(f"| {label} | {st.median(r):.2f} ({min(r):.2f}-{max(r):.2f}) |")
w("")
w(f"Every run of the four commands printed the same table of 110 cells and the same selection (the times in it")
w(f"left out): {best[0].strip() if best else '(no Best line)'}")
w("")
w("The last two rows are start-up alone, timed in the same rounds: the JVM (and the class-data archive) for")
w("bin/infens; for bin/infens-spark also the class path of Spark's jars and a local[1] Spark session.")
w("")
w("Per round (wall s): " + "; ".join(f"{n} " + ", ".join(f"{x:.1f}" for x in wall[n]) for n in names) + ".")
open(out, "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
PY
