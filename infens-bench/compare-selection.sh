#!/usr/bin/env bash
# Model-selection speed against LIBSVM (issue 4): whole-command wall times of `infens select` and of LIBSVM doing
# the same cross-validated grid search, on the same folds, and the cells each side selects.
#
#   (a) SVM-Stump, log2 C in {-17, -15, ..., 3}, 5 folds: `bin/infens select --learner 'svm(kernel=stump)'` vs
#       LIBSVM 3.24 svm-train -t 4 on the precomputed simplified stump kernel -||x-x'||_1. LIBSVM's side is
#       (1) writing the kernel files (org.infens.bench.SameFolds stump: one JVM computes the n x n kernel once and
#       writes each fold's training and test lines) plus (2) libsvm-cv.sh: per cell and fold one svm-train on the
#       fold's training file and one svm-predict on its test file (every svm-train parses its kernel file again).
#   (b) SVM-Gauss over 002's grid (log2 gamma in {-15, ..., 3} x log2 C in {-5, ..., 15}, step 2: 110 cells, as
#       org.infens.experiment.PaperMethods): `infens select --learner 'svm(kernel=rbf(gamma=1))'` vs LIBSVM's own
#       grid.py (svm-grid, svm-train -v 5 per cell: LIBSVM's folds, drawn with rand()) and vs libsvm-cv.sh on
#       Infens's folds.
#   (c) the selected cells and their cross-validation accuracies, side by side; for the same-folds runs, the
#       number of cells whose pooled count of correct out-of-fold predictions differs.
#
# The folds: SameFolds folds DATA 5 SEED DIR writes Folds.stratified(data, 5, SEED) -- exactly the folds of
# `infens select --folds 5 --seed SEED` -- once, as DIR/folds (fold of each row) and DIR/fold<f>.{train,test}.
#
#   infens-bench/compare-selection.sh                       # full run (about 20-30 minutes on a loaded 2-core VM)
#   QUICK=1 RUNS=1 infens-bench/compare-selection.sh        # smoke test: 2 small sets, coarse grids
#
# Environment: RUNS (timed runs of the fast commands, after one warm-up; default 3), SLOW_RUNS (runs of commands
# expected to take over ~20 s, no warm-up; default 1), THREADS (infens --threads, default 1: LIBSVM is
# single-threaded), SEED (fold seed, default 1), DATA_SEED (synthetic data seed, default 1), STUMP_SETS, GAUSS_SETS
# (names among twonorm300 threenorm300 ringnorm300 twonorm1000 threenorm1000 ringnorm1000 heart), OUT.
# Do not edit sources while it runs: bin/infens rebuilds its jar when any src file or pom is newer, which would
# then happen inside a timed run.
# Needs: java, python3, hyperfine, svm-train, svm-predict, svm-grid (Debian libsvm-tools), bin/infens and
# infens-bench/target/infens-bench.jar (mvn -q -o -pl infens-bench -am package -DskipTests).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
QUICK="${QUICK:-0}"
RUNS="${RUNS:-3}"
SLOW_RUNS="${SLOW_RUNS:-1}"
THREADS="${THREADS:-1}"
SEED="${SEED:-1}"
DATA_SEED="${DATA_SEED:-1}"
K=5
INFENS="${INFENS:-$REPO/bin/infens}"
JAR="$HERE/target/infens-bench.jar"
JAVA="${JAVA:-java}"
SVM_GRID="${SVM_GRID:-/usr/bin/svm-grid}"
SVM_TRAIN="${SVM_TRAIN:-/usr/bin/svm-train}"
WORK="$HERE/target/compare-selection$( [ "$QUICK" = 1 ] && echo -quick || true)"
OUT="${OUT:-$HERE/results/compare-selection.md}"
SAMEFOLDS="$JAVA -cp $JAR org.infens.bench.SameFolds"
CV="$HERE/libsvm-cv.sh"
export LC_ALL=C

# grids (002 Sec. 7, PaperMethods): exponents from, to, step
STUMP_C="-17 3 2"
GAUSS_G="-15 3 2"
GAUSS_C="-5 15 2"
STUMP_SETS="${STUMP_SETS:-twonorm300 threenorm300 ringnorm300 heart twonorm1000 threenorm1000 ringnorm1000}"
GAUSS_SETS="${GAUSS_SETS:-twonorm300 threenorm300 ringnorm300 heart}"
if [ "$QUICK" = 1 ]; then
  STUMP_C="-17 3 4"; GAUSS_G="-15 3 6"; GAUSS_C="-5 15 5"
  STUMP_SETS="twonorm300 heart"; GAUSS_SETS="twonorm300"
fi
axis() { echo "$2=2^$3..2^$4 step $5"; }            # axis NAME KEY FROM TO STEP -> infens --grid
csv() { echo "$1,$2,$3"; }                          # grid.py's begin,end,step

[ -f "$JAR" ] || { echo "missing $JAR; run: mvn -q -o -pl infens-bench -am package -DskipTests" >&2; exit 1; }
command -v hyperfine > /dev/null || { echo "hyperfine is needed" >&2; exit 1; }
mkdir -p "$WORK" "$(dirname "$OUT")"
[ "${REPORT_ONLY:-0}" = 1 ] || "$INFENS" --version > /dev/null   # builds the CLI jar (and its class-data archive) outside the timings

# ---- data and folds (not timed) -------------------------------------------------------------------------------
for s in $(echo "$STUMP_SETS $GAUSS_SETS" | tr ' ' '\n' | sort -u); do
  [ "${REPORT_ONLY:-0}" = 1 ] && continue
  f="$WORK/$s"
  if [ ! -s "$f" ]; then
    case "$s" in
      heart) cp "$REPO/infens-core/src/main/resources/org/infens/data/heart_scale" "$f" ;;
      *[0-9]) $SAMEFOLDS generate "${s%%[0-9]*}" "${s##*[a-z]}" "$DATA_SEED" "$f" ;;
    esac
  fi
  $SAMEFOLDS folds "$f" "$K" "$SEED" "$f.folds"
done
rows() { grep -c . "$1"; }

RESULTS="$WORK/results.tsv"
if [ "${REPORT_ONLY:-0}" != 1 ]; then
LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
: > "$RESULTS"

# measure KEY COMMAND: runs COMMAND once (through bash, so it may redirect; a failure stops the script) and times
# it; if that took over 20 s, it is a slow command: SLOW_RUNS runs in all, this first one included, no warm-up;
# else hyperfine times RUNS more runs after one warm-up (the first run counts as an extra warm-up). Mean, sd and
# the number of runs go to RESULTS.
measure() {
  local key="$1" cmd="$2" t0 t1 first mean sd runs
  t0=$(date +%s.%N)
  bash -c "$cmd" > "$WORK/last.log" 2>&1 || { echo "FAILED: $cmd (see $WORK/last.log)" >&2; exit 1; }
  t1=$(date +%s.%N)
  first=$(python3 -c "print($t1 - $t0)")
  if python3 -c "import sys; sys.exit(0 if $first > 20 else 1)"; then
    local ts=("$first")
    for _ in $(seq 2 "$SLOW_RUNS"); do
      t0=$(date +%s.%N); bash -c "$cmd" > /dev/null 2>&1; t1=$(date +%s.%N)
      ts+=("$(python3 -c "print($t1 - $t0)")")
    done
    runs="${#ts[@]}"
    read -r mean sd < <(python3 -c 'import statistics,sys; v=[float(x) for x in sys.argv[1:]]; print(statistics.mean(v), statistics.stdev(v) if len(v)>1 else 0)' "${ts[@]}")
  else
    runs="$RUNS"
    hyperfine --warmup 1 --runs "$RUNS" --export-json "$WORK/h.json" "$cmd" > /dev/null
    read -r mean sd < <(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print(r["mean"], r["stddev"] or 0)' "$WORK/h.json")
  fi
  printf '%s\t%s\t%s\t%s\n' "$key" "$mean" "$sd" "$runs" >> "$RESULTS"
  printf '%-32s %9.3f s +- %.3f (%s runs)\n' "$key" "$mean" "$sd" "$runs" >&2
}

# ---- (a) SVM-Stump ---------------------------------------------------------------------------------------------
for s in $STUMP_SETS; do
  f="$WORK/$s"; d="$f.folds"
  icmd="$INFENS select --learner 'svm(kernel=stump)' --grid '$(axis C C $STUMP_C)' --folds $K --seed $SEED --threads $THREADS $f > $WORK/$s.stump.infens"
  measure "$s stump infens" "$icmd"
  kcmd="$SAMEFOLDS stump $f $d"
  measure "$s stump kernel-files" "$kcmd"
  lcmd="$CV $d $K stump $STUMP_C"
  measure "$s stump libsvm-cv" "$lcmd"
  cp "$d/cv.stump" "$WORK/$s.stump.libsvm"
done

# ---- (b) SVM-Gauss ---------------------------------------------------------------------------------------------
for s in $GAUSS_SETS; do
  f="$WORK/$s"; d="$f.folds"
  icmd="$INFENS select --learner 'svm(kernel=rbf(gamma=1))' --grid '$(axis g kernel.gamma $GAUSS_G)' --grid '$(axis C C $GAUSS_C)' --folds $K --seed $SEED --threads $THREADS $f > $WORK/$s.rbf.infens"
  measure "$s rbf infens" "$icmd"
  gcmd="$SVM_GRID -log2c $(csv $GAUSS_C) -log2g $(csv $GAUSS_G) -v $K -svmtrain $SVM_TRAIN -gnuplot null -out null -e 0.001 -m 100 $f > $WORK/$s.rbf.grid"
  measure "$s rbf grid.py" "$gcmd"
  lcmd="$CV $d $K rbf $GAUSS_G $GAUSS_C"
  measure "$s rbf libsvm-cv" "$lcmd"
  cp "$d/cv.rbf" "$WORK/$s.rbf.libsvm"
done
LOAD_END="$(cut -d' ' -f1-3 /proc/loadavg)"
echo "$LOAD_START" > "$WORK/load"; echo "$LOAD_END" >> "$WORK/load"
fi
# REPORT_ONLY=1: no measurement, the report is written again from WORK (results.tsv, outputs, load)
LOAD_START="$(sed -n 1p "$WORK/load")"; LOAD_END="$(sed -n 2p "$WORK/load")"

# ---- report ----------------------------------------------------------------------------------------------------
sizes=""
for s in $(echo "$STUMP_SETS $GAUSS_SETS" | tr ' ' '\n' | sort -u); do
  sizes="$sizes $s=$(rows "$WORK/$s")"
  [ -f "$WORK/$s.folds/fold1.train.stump" ] && sizes="$sizes:$(du -cb "$WORK/$s.folds/"*.stump | tail -1 | cut -f1)"
done
{
  echo "# Model-selection speed against LIBSVM, on the same folds"
  echo
  echo "Measured $(date -u +%Y-%m-%d) by \`infens-bench/compare-selection.sh\` (RUNS=$RUNS, SLOW_RUNS=$SLOW_RUNS, THREADS=$THREADS, SEED=$SEED$( [ "$QUICK" = 1 ] && echo ', QUICK=1')); description of the method in \`infens-bench/README.md\`."
  echo
  echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GB RAM, $(uname -sr); load average (1, 5, 15 min) at start $LOAD_START, at end $LOAD_END (above 0.5 means other work shared the two cores: then every time here is indicative; compare the sides within a row, not rows across runs)."
  echo "- LIBSVM: Debian $(dpkg-query -W -f='${Package} ${Version}' libsvm-tools 2>/dev/null || echo '?') (svm-train, svm-predict, grid.py as svm-grid), one thread; options -e 0.001 -m 100, shrinking on (Infens's svm defaults are the same)."
  echo "- infens: \`bin/infens select\` at commit $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo '?'), --tricks fast (the default: shared kernel columns and alpha seeding), --threads $THREADS; $($JAVA -version 2>&1 | head -1)."
  echo "- times: wall-clock seconds of whole commands (JVM or process start-up, reading, every fit and prediction), hyperfine mean ± sd; runs per command in the table (commands over ~20 s are run SLOW_RUNS times without warm-up)."
  echo "- data (rows[:bytes of the 10 stump kernel files]):$sizes. twonorm/threenorm/ringnorm: d = 20, \`SameFolds generate\` (org.infens.data.Synthetic, seed $DATA_SEED); heart: heart_scale as bundled (UCI Statlog heart, 270 x 13, scaled by LIBSVM's authors)."
  echo
  python3 - "$WORK" "$RESULTS" "$STUMP_SETS" "$GAUSS_SETS" <<'PY'
import math, re, sys
from collections import OrderedDict
work, results, stump_sets, gauss_sets = sys.argv[1], sys.argv[2], sys.argv[3].split(), sys.argv[4].split()
t = {}
for line in open(results):
    key, mean, sd, runs = line.rstrip("\n").split("\t")
    t[key] = (float(mean), float(sd), int(runs))

def fmt(key):
    m, s, r = t[key]
    return f"{m:.2f} ± {s:.2f} ({r})"

def selection_time(path):
    """the "selection time = X s" infens select prints (folds and grid search, inside the JVM; last timed run)"""
    for line in open(path):
        m = re.search(r"selection time = ([0-9.]+) s", line)
        if m:
            return float(m.group(1))
    return float("nan")

def infens_table(path):
    """cells {(log2 params...): (pooled %, mean %)} and the best cell, from `infens select`'s table"""
    cells, best = OrderedDict(), None
    for line in open(path):
        tok = line.split()
        if not tok or not re.fullmatch(r"-?\d+(\.\d+)?", tok[0]):
            continue
        star = tok[-1] == "*"
        if star:
            tok = tok[:-1]
        params = tuple(int(float(x)) for x in tok[:-3])
        cells[params] = (float(tok[-1]), float(tok[-3]))
        if star:
            best = params
    return cells, best

def libsvm_table(path):
    """cells {(log2 params...): (correct, total)} in file order; best = most correct, ties to the earlier cell"""
    cells = OrderedDict()
    for line in open(path):
        g, c, f, ok, n = line.split()
        key = (int(c),) if g == "-" else (int(g), int(c))
        a, b = cells.get(key, (0, 0))
        cells[key] = (a + int(ok), b + int(n))
    best = None
    for key, (ok, n) in cells.items():
        if best is None or ok > cells[best][0]:
            best = key
    return cells, best

def grid_best(path):
    """grid.py: cells {(log2g, log2c): rate} and its best (its last line: C gamma rate)"""
    cells, last = {}, None
    for line in open(path):
        m = re.match(r"\[\w+\] (\S+) (\S+) (\S+) \(best", line)
        if m:
            cells[(int(float(m.group(2))), int(float(m.group(1))))] = float(m.group(3))
        elif line.strip():
            last = line.split()
    c, g, rate = float(last[0]), float(last[1]), float(last[2])
    return cells, (int(round(math.log2(g))), int(round(math.log2(c)))), rate

def same(inf, lib):
    """cells whose pooled accuracy differs (in count of rows: pooled% * total / 100 rounded)"""
    diff = 0
    for key, (ok, n) in lib.items():
        if key not in inf or round(inf[key][0] * n / 100) != ok:
            diff += 1
    return diff

def cell(p):
    return "(" + ", ".join(str(x) for x in p) + ")"

n_stump = len(libsvm_table(f"{work}/{stump_sets[0]}.stump.libsvm")[0]) if stump_sets else 0
print(f"## (a) SVM-Stump selection: {n_stump} values of C, 5 folds ({5 * n_stump} fits)")
print()
print("| data | infens select s | of which grid search s | LIBSVM kernel files s | LIBSVM svm-train/predict loop s | LIBSVM total / infens | loop only / infens | best log2 C infens / LIBSVM | CV accuracy % infens / LIBSVM | cells that differ |")
print("|---|---:|---:|---:|---:|---:|---:|---|---|---:|")
for s in stump_sets:
    inf, ib = infens_table(f"{work}/{s}.stump.infens")
    lib, lb = libsvm_table(f"{work}/{s}.stump.libsvm")
    ti, tk, tl = t[f"{s} stump infens"][0], t[f"{s} stump kernel-files"][0], t[f"{s} stump libsvm-cv"][0]
    la = 100 * lib[lb][0] / lib[lb][1]
    print(f"| {s} | {fmt(s + ' stump infens')} | {selection_time(f'{work}/{s}.stump.infens'):.2f} | {fmt(s + ' stump kernel-files')} | {fmt(s + ' stump libsvm-cv')} "
          f"| {(tk + tl) / ti:.1f}x | {tl / ti:.1f}x | {ib[0]} / {lb[0]} | {inf[ib][0]:.2f} / {la:.2f} "
          f"| {same(inf, lib)} of {len(lib)} |")
print()
if gauss_sets:
    n_gauss = len(libsvm_table(f"{work}/{gauss_sets[0]}.rbf.libsvm")[0])
    print(f"## (b) SVM-Gauss selection: {n_gauss} (gamma, C) cells, 5 folds ({5 * n_gauss} fits)")
    print()
    print("| data | infens select s | of which grid search s | grid.py s (its own folds) | grid.py / infens | LIBSVM loop, same folds s | loop / infens | best (log2 gamma, log2 C) infens / loop / grid.py | CV accuracy % infens / loop / grid.py | cells that differ (loop) |")
    print("|---|---:|---:|---:|---:|---:|---:|---|---|---:|")
    for s in gauss_sets:
        inf, ib = infens_table(f"{work}/{s}.rbf.infens")
        lib, lb = libsvm_table(f"{work}/{s}.rbf.libsvm")
        gcells, gb, grate = grid_best(f"{work}/{s}.rbf.grid")
        ti, tg, tl = t[f"{s} rbf infens"][0], t[f"{s} rbf grid.py"][0], t[f"{s} rbf libsvm-cv"][0]
        la = 100 * lib[lb][0] / lib[lb][1]
        print(f"| {s} | {fmt(s + ' rbf infens')} | {selection_time(f'{work}/{s}.rbf.infens'):.2f} | {fmt(s + ' rbf grid.py')} | {tg / ti:.1f}x "
              f"| {fmt(s + ' rbf libsvm-cv')} | {tl / ti:.1f}x | {cell(ib)} / {cell(lb)} / {cell(gb)} "
              f"| {inf[ib][0]:.2f} / {la:.2f} / {grate:.2f} | {same(inf, lib)} of {len(lib)} |")
    print()
print("Columns: seconds are mean ± sd (runs); \"of which grid search\": the selection time `infens select` prints")
print("(folds and grid search inside the JVM, after start-up and reading; JIT warm-up falls inside it; last run).")
print("Ratios are LIBSVM's time over Infens's whole-command time (above 1: Infens is faster).")
print("\"cells that differ\": grid cells whose pooled count of correct")
print("out-of-fold predictions differs between `infens select` and LIBSVM on the same folds (0 = the same table).")
print("CV accuracy is pooled over the folds (correct / rows), as `svm-train -v` and grid.py report it.")
PY
} > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
cat "$OUT"
