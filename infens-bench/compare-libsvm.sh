#!/usr/bin/env bash
# Whole-command timings: LIBSVM's svm-train (C, Debian 3.24), `bin/infens train`, and LIBSVM's Java port 3.24
# (org.infens.bench.LibsvmJavaTrain, the port's svm_train), each a fresh process (JVM start-up and file parsing
# included), same options: C-SVC, -c 1 -e 0.001 -m 100, shrinking on (infens with its default --threads); then
# svm-predict against `bin/infens predict`, each with its own model of the same data. Infens runs twice: in its own
# JVM (INFENS_DAEMON=0, tool "infens") and through its background server (tool "infens (server)", warmed up by the
# command's first run and 3 s of waiting; see bin/infens and org.infens.cli.daemon.Server).
#
#   infens-bench/compare-libsvm.sh            # full run (several minutes on 2 cores)
#   RUNS=2 QUICK=1 infens-bench/compare-libsvm.sh   # smoke test on small n
#   ONLY_FORMULATIONS=1 infens-bench/compare-libsvm.sh   # only the other formulations and -b 1 (below), written
#                                                        # to results/compare-libsvm-formulations.md
#
# After C-SVC, the other formulations and probability estimates, interleaved as the Gaussian-kernel runs (svm-train,
# infens in its own JVM, infens through its server, in turn; medians of ALT_RUNS runs): the one-class SVM (-s 2),
# epsilon-SVR (-s 3, on Friedman #1 and on the bundled real regression set) and -b 1 (which trains five extra models
# per pair of classes in LIBSVM, and in Infens), in training and in prediction (svm-predict -b 1).
#
# INFENS=path overrides bin/infens and INFENS_DESC its description in the report.
# Needs: python3, svm-train, java, infens-bench/target/infens-bench.jar
# (mvn -q -o -pl infens-bench -am package -DskipTests), and bin/infens for the Infens rows.
# Uses hyperfine when installed (mean +- sd over RUNS runs after one warm-up), else /usr/bin/time. The Gaussian-kernel
# training cases on ringnorm and satellite also run interleaved (ALT_RUNS alternating runs of svm-train and infens,
# default 15; ALT_RUNS=0 skips them), whose median ratio holds up when the machine's load changes during the run.
# Prints a Markdown table and writes it, with a description of the machine, to infens-bench/results/compare-libsvm.md.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
RUNS="${RUNS:-5}"
QUICK="${QUICK:-0}"
ONLY_FORMULATIONS="${ONLY_FORMULATIONS:-0}"
SVM_TRAIN="${SVM_TRAIN:-/usr/bin/svm-train}"
INFENS="${INFENS:-$REPO/bin/infens}"
INF0="env INFENS_DAEMON=0 $INFENS"
INF1="env INFENS_DAEMON=1 $INFENS"
# how the CLI is told to use the simplified stump kernel -||x-x'||_1
INFENS_STUMP="${INFENS_STUMP:--t 5}"
JAR="$HERE/target/infens-bench.jar"
JAVA="${JAVA:-java}"
WORK="$HERE/target/compare$( [ "$QUICK" = 1 ] && echo -quick || true)"
if [ "$ONLY_FORMULATIONS" = 1 ]; then OUT="${OUT:-$HERE/results/compare-libsvm-formulations.md}"
else OUT="${OUT:-$HERE/results/compare-libsvm.md}"; fi
GEN="python3 $REPO/scripts/fixtures/mlbench_gen.py"
PRE="python3 $REPO/scripts/fixtures/precompute_stump.py"
export LC_ALL=C

N_BIG=10000       # ringnorm rows for the Gaussian kernel and Infens's stump kernel
N_PRE=2000        # rows for the precomputed stump kernel (the file grows as n^2: 2000 rows = ~95 MB)
N_LARGE=40000     # ringnorm rows for the larger Gaussian-kernel run (not in QUICK mode)
if [ "$QUICK" = 1 ]; then N_BIG=1000; N_PRE=300; fi

[ -f "$JAR" ] || { echo "missing $JAR; run: mvn -q -o -pl infens-bench -am package -DskipTests" >&2; exit 1; }
mkdir -p "$WORK" "$(dirname "$OUT")"

# ---- data ----------------------------------------------------------------------------------------------------
RING="$WORK/ringnorm$N_BIG"
[ -s "$RING" ] || $GEN ringnorm "$N_BIG" 20 100 > "$RING"
RINGP="$WORK/ringnorm$N_PRE"
head -n "$N_PRE" "$RING" > "$RINGP"
[ -s "$RINGP.stump" ] && [ "$RINGP" -ot "$RINGP.stump" ] || $PRE "$RINGP" "$RINGP" "$RINGP.stump" -
# real data: heart_scale (Debian liblinear-tools) and, when the Debian package r-cran-mlbench is installed or in
# the apt cache, Satellite (Landsat, UCI Statlog; 6435 x 36, 6 classes) converted from its .rda and scaled to
# [-1, 1] by svm-scale
HEART=/usr/share/doc/liblinear-tools/examples/heart_scale
[ -f "$HEART" ] || HEART="$REPO/infens-core/src/main/resources/org/infens/data/heart_scale" # the same file, bundled
cp "$HEART" "$WORK/heart_scale"
REAL_SETS="heart_scale"
SAT_RDA=/usr/lib/R/site-library/mlbench/data/Satellite.rda
SAT_SRC="$SAT_RDA"
if [ ! -f "$SAT_RDA" ]; then
  DEB="$(ls /var/cache/apt/archives/r-cran-mlbench_*.deb 2>/dev/null | head -n 1 || true)"
  if [ -n "$DEB" ]; then
    mkdir -p "$WORK/mlbench" && dpkg-deb -x "$DEB" "$WORK/mlbench"
    SAT_RDA="$WORK/mlbench$SAT_RDA"; SAT_SRC="$(basename "$DEB")"
  fi
fi
if [ -f "$SAT_RDA" ]; then
  if [ ! -s "$WORK/satellite" ]; then
    python3 "$REPO/scripts/fixtures/rda2libsvm.py" "$SAT_RDA" > "$WORK/satellite.raw" 2> /dev/null
    /usr/bin/svm-scale -l -1 -u 1 "$WORK/satellite.raw" > "$WORK/satellite"
  fi
  REAL_SETS="satellite heart_scale"
fi
# dna (UCI Statlog DNA, 3186 x 180 binary features, 3 classes; bundled): a sparse real set, 46 of 180 features set
zcat "$REPO/infens-core/src/main/resources/org/infens/data/dna.libsvm.gz" > "$WORK/dna"
REAL_SETS="$REAL_SETS dna"
for r in $REAL_SETS; do
  if [ "$QUICK" = 1 ]; then head -n 500 "$WORK/$r" > "$WORK/$r.tmp"; mv "$WORK/$r.tmp" "$WORK/$r"; fi
  head -n "$N_PRE" "$WORK/$r" > "$WORK/$r.pre"
  [ -s "$WORK/$r.pre.stump" ] || $PRE "$WORK/$r.pre" "$WORK/$r.pre" "$WORK/$r.pre.stump" -
done
rows() { grep -c . "$1" || true; }

COMMON="-c 1 -e 0.001 -m 100"
LOAD_START="$(cut -d' ' -f1-3 /proc/loadavg)"
RESULTS="$WORK/results.tsv"
: > "$RESULTS"

# measure TOOL DATA KERNEL N COMMAND...
measure() {
  local tool="$1" data="$2" kernel="$3" n="$4"; shift 4
  local cmd="$*"
  if ! bash -c "$cmd" > "$WORK/last.log" 2>&1; then
    echo "FAILED: $cmd (see $WORK/last.log)" >&2
    printf '%s\t%s\t%s\t%s\tNA\tNA\n' "$tool" "$data" "$kernel" "$n" >> "$RESULTS"
    return
  fi
  # the first run started the background server; let it warm up before the timed runs
  if [ "$tool" = "infens (server)" ]; then sleep 3; fi
  local mean sd
  if command -v hyperfine > /dev/null; then
    hyperfine -N --warmup 1 --runs "$RUNS" --export-json "$WORK/h.json" "$cmd" > /dev/null 2>&1 \
      || hyperfine --warmup 1 --runs "$RUNS" --export-json "$WORK/h.json" "$cmd" > /dev/null
    read -r mean sd < <(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print(r["mean"], r["stddev"] or 0)' "$WORK/h.json")
  else
    local ts=()
    for _ in $(seq "$RUNS"); do
      /usr/bin/time -f %e -o "$WORK/t" bash -c "$cmd" > /dev/null 2>&1
      ts+=("$(cat "$WORK/t")")
    done
    read -r mean sd < <(python3 -c 'import statistics,sys; v=[float(x) for x in sys.argv[1:]]; print(statistics.mean(v), statistics.stdev(v) if len(v)>1 else 0)' "${ts[@]}")
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$tool" "$data" "$kernel" "$n" "$mean" "$sd" >> "$RESULTS"
  printf '%-14s %-12s %-22s %6s  %8.3f s +- %.3f\n' "$tool" "$data" "$kernel" "$n" "$mean" "$sd" >&2
}

HAVE_INFENS=1
[ -x "$INFENS" ] || { HAVE_INFENS=0; echo "note: $INFENS not found; Infens rows skipped" >&2; }
JPORT="$JAVA -Xmx4g -cp $JAR org.infens.bench.LibsvmJavaTrain -q"

if [ "$ONLY_FORMULATIONS" != 1 ]; then
# Gaussian kernel: ringnorm with gamma = 0.05 = 1/d; real sets with the default gamma = 1/(number of features)
for name in ringnorm $REAL_SETS; do
  if [ "$name" = ringnorm ]; then f="$RING"; gopt="-g 0.05"; klabel="rbf gamma=0.05"
  else f="$WORK/$name"; gopt=""; klabel="rbf gamma=1/d"; fi
  n=$(rows "$f")
  measure svm-train "$name" "$klabel" "$n" "$SVM_TRAIN -q -t 2 $gopt $COMMON $f $WORK/m.svm"
  if [ $HAVE_INFENS = 1 ]; then
    measure infens "$name" "$klabel" "$n" "$INF0 train -q -t 2 $gopt $COMMON $f $WORK/m.inf"
    measure "infens (server)" "$name" "$klabel" "$n" "$INF1 train -q -t 2 $gopt $COMMON $f $WORK/m.inf"
  fi
  measure libsvm-java "$name" "$klabel" "$n" "$JPORT -t 2 $gopt $COMMON $f $WORK/m.jav"
done

# stump kernel: LIBSVM needs the precomputed Gram matrix (-t 4), so at most N_PRE rows; Infens computes
# -||x-x'||_1 itself, on the same rows and then on all rows
for name in ringnorm $REAL_SETS; do
  if [ "$name" = ringnorm ]; then f="$RINGP"; full="$RING"; else f="$WORK/$name.pre"; full="$WORK/$name"; fi
  n=$(rows "$f")
  stumpfile="$f.stump"
  measure svm-train "$name" "stump (precomputed)" "$n" "$SVM_TRAIN -q -t 4 $COMMON $stumpfile $WORK/m.svm"
  if [ $HAVE_INFENS = 1 ]; then
    measure infens "$name" "stump" "$n" "$INF0 train -q $INFENS_STUMP $COMMON $f $WORK/m.inf"
    measure "infens (server)" "$name" "stump" "$n" "$INF1 train -q $INFENS_STUMP $COMMON $f $WORK/m.inf"
  fi
  measure libsvm-java "$name" "stump (precomputed)" "$n" "$JPORT -t 4 $COMMON $stumpfile $WORK/m.jav"
  nfull=$(rows "$full")
  if [ $HAVE_INFENS = 1 ] && [ "$nfull" != "$n" ]; then
    measure infens "$name" "stump" "$nfull" "$INF0 train -q $INFENS_STUMP $COMMON $full $WORK/m.inf"
  fi
done

# larger n (Gaussian kernel, ringnorm): the fixed cost of starting a JVM weighs less as training grows
if [ "$QUICK" != 1 ]; then
  RINGL="$WORK/ringnorm$N_LARGE"
  [ -s "$RINGL" ] || $GEN ringnorm "$N_LARGE" 20 100 > "$RINGL"
  measure svm-train ringnorm "rbf gamma=0.05" "$N_LARGE" "$SVM_TRAIN -q -t 2 -g 0.05 $COMMON $RINGL $WORK/m.svm"
  if [ $HAVE_INFENS = 1 ]; then
    measure infens ringnorm "rbf gamma=0.05" "$N_LARGE" "$INF0 train -q -t 2 -g 0.05 $COMMON $RINGL $WORK/m.inf"
  fi
fi

fi # ONLY_FORMULATIONS

# interleaved: the Gaussian-kernel training runs again, svm-train, infens in its own JVM and infens through its server
# in turn (A B C A B C ...), so that all see the same load when other work shares the machine; medians of ALT_RUNS
# runs each, after one run of each and 3 s for the server to warm up
ALT_RUNS="${ALT_RUNS:-15}"
ALT_RESULTS="$WORK/interleaved.tsv"
: > "$ALT_RESULTS"
# interleaved DATA KERNEL N CMD_LIBSVM CMD_INFENS_OWN_JVM CMD_INFENS_SERVER
interleaved() {
  local data="$1" kernel="$2" n="$3" a="$4" b="$5" c="$6" i t0 t1 t2 t3
  bash -c "$a" > /dev/null 2>&1 && bash -c "$b" > /dev/null 2>&1 && bash -c "$c" > /dev/null 2>&1 \
    || { echo "FAILED: interleaved $data" >&2; return; }
  sleep 3
  : > "$WORK/alt.times"
  for i in $(seq "$ALT_RUNS"); do
    t0=$(date +%s%N); bash -c "$a" > /dev/null 2>&1
    t1=$(date +%s%N); bash -c "$b" > /dev/null 2>&1
    t2=$(date +%s%N); bash -c "$c" > /dev/null 2>&1
    t3=$(date +%s%N)
    echo "$((t1 - t0)) $((t2 - t1)) $((t3 - t2))" >> "$WORK/alt.times"
  done
  python3 - "$WORK/alt.times" "$data" "$kernel" "$n" >> "$ALT_RESULTS" <<'PY'
import statistics, sys
a, b, c = zip(*[map(int, l.split()) for l in open(sys.argv[1]) if l.strip()])
ma, mb, mc = (statistics.median(x) / 1e9 for x in (a, b, c))
print(f"{sys.argv[2]}\t{sys.argv[3]}\t{sys.argv[4]}\t{ma:.3f}\t{mb:.3f}\t{mb / ma:.2f}\t{mc:.3f}\t{mc / ma:.2f}\t{len(a)}")
PY
  tail -n 1 "$ALT_RESULTS" | awk -F'\t' '{printf "interleaved    %-12s %-22s %6s  svm-train %s s, infens %s s (%sx), with server %s s (%sx)\n", $1, $2, $3, $4, $5, $6, $7, $8}' >&2
}
if [ $HAVE_INFENS = 1 ] && [ "$ALT_RUNS" -gt 0 ] && [ "$ONLY_FORMULATIONS" != 1 ]; then
  for name in ringnorm $REAL_SETS; do
    [ "$name" = heart_scale ] && continue
    if [ "$name" = ringnorm ]; then f="$RING"; gopt="-g 0.05"; klabel="rbf gamma=0.05"
    else f="$WORK/$name"; gopt=""; klabel="rbf gamma=1/d"; fi
    interleaved "$name" "$klabel" "$(rows "$f")" "$SVM_TRAIN -q -t 2 $gopt $COMMON $f $WORK/m.svm" \
      "$INF0 train -q -t 2 $gopt $COMMON $f $WORK/m.inf" "$INF1 train -q -t 2 $gopt $COMMON $f $WORK/m.inf"
  done
fi

if [ "$ONLY_FORMULATIONS" != 1 ]; then
# prediction: each tool's own model of the training file, predicting that file (svm-predict against infens predict)
SVM_PREDICT="${SVM_PREDICT:-/usr/bin/svm-predict}"
if [ $HAVE_INFENS = 1 ] && [ -x "$SVM_PREDICT" ]; then
  for name in ringnorm $REAL_SETS; do
    if [ "$name" = ringnorm ]; then f="$RING"; gopt="-g 0.05"; klabel="rbf gamma=0.05, predict"
    else f="$WORK/$name"; gopt=""; klabel="rbf gamma=1/d, predict"; fi
    n=$(rows "$f")
    $SVM_TRAIN -q -t 2 $gopt $COMMON "$f" "$WORK/p.svm"
    $INF0 train -q -t 2 $gopt $COMMON "$f" "$WORK/p.inf"
    measure svm-predict "$name" "$klabel" "$n" "$SVM_PREDICT -q $f $WORK/p.svm $WORK/out.svm"
    measure infens "$name" "$klabel" "$n" "$INF0 predict -q $f $WORK/p.inf $WORK/out.inf"
    measure "infens (server)" "$name" "$klabel" "$n" "$INF1 predict -q $f $WORK/p.inf $WORK/out.inf"
  done
fi
fi # ONLY_FORMULATIONS

# ---- other formulations and probability estimates (issue 20) -------------------------------------------------
# interleaved as above (svm-train, infens in its own JVM, infens through its server, in turn), into their own table.
# REG_SETS: regression files (LIBSVM format, real-valued labels): Friedman #1 (mlbench.friedman1, seeded) and the
# bundled real regression set when the CLI knows it
FORM_RESULTS="$WORK/formulations.tsv"
: > "$FORM_RESULTS"
FRIED="$WORK/friedman1_$N_BIG"
[ -s "$FRIED" ] || $GEN friedman1 "$N_BIG" 10 100 > "$FRIED"
REG_SETS="friedman1"
REAL_REG="${REAL_REG:-concrete}"   # the bundled real regression set (UCI Concrete), features scaled by svm-scale
REG_GZ="$REPO/infens-core/src/main/resources/org/infens/data/$REAL_REG.libsvm.gz"
if [ -n "$REAL_REG" ] && [ -f "$REG_GZ" ]; then
  zcat "$REG_GZ" > "$WORK/$REAL_REG.raw"
  /usr/bin/svm-scale -l -1 -u 1 "$WORK/$REAL_REG.raw" > "$WORK/$REAL_REG"
  REG_SETS="$REG_SETS $REAL_REG"
fi
form() { # form DATA LABEL FILE TRAIN_FLAGS [PREDICT_FLAGS]: training, and with PREDICT_FLAGS prediction too
  local data="$1" label="$2" f="$3" flags="$4" pflags="${5:-}" n
  n=$(rows "$f")
  ALT_RESULTS="$FORM_RESULTS" interleaved "$data" "$label" "$n" "$SVM_TRAIN -q $flags $COMMON $f $WORK/f.svm" \
    "$INF0 train -q $flags $COMMON $f $WORK/f.inf" "$INF1 train -q $flags $COMMON $f $WORK/f.inf"
  if [ -n "$pflags" ] && [ -x "$SVM_PREDICT" ]; then
    $SVM_TRAIN -q $flags $COMMON "$f" "$WORK/fp.svm" && $INF0 train -q $flags $COMMON "$f" "$WORK/fp.inf"
    ALT_RESULTS="$FORM_RESULTS" interleaved "$data" "$label, predict $pflags" "$n" \
      "$SVM_PREDICT -q $pflags $f $WORK/fp.svm $WORK/fo.svm" "$INF0 predict -q $pflags $f $WORK/fp.inf $WORK/fo.inf" \
      "$INF1 predict -q $pflags $f $WORK/fp.inf $WORK/fo.inf"
  fi
}
SVM_PREDICT="${SVM_PREDICT:-/usr/bin/svm-predict}"
if [ $HAVE_INFENS = 1 ] && [ "$ALT_RUNS" -gt 0 ]; then
  for name in ringnorm $REAL_SETS; do
    if [ "$name" = ringnorm ]; then f="$RING"; gopt="-g 0.05"; k="rbf gamma=0.05"
    else f="$WORK/$name"; gopt=""; k="rbf gamma=1/d"; fi
    form "$name" "-s 2 -n 0.1, $k" "$f" "-s 2 -n 0.1 -t 2 $gopt" "-b 0"
    form "$name" "-s 0 -b 1, $k" "$f" "-s 0 -b 1 -t 2 $gopt" "-b 1"
  done
  for name in $REG_SETS; do
    if [ "$name" = friedman1 ]; then f="$FRIED"; else f="$WORK/$name"; fi
    form "$name" "-s 3 -p 0.1, rbf gamma=1/d" "$f" "-s 3 -p 0.1 -t 2" "-b 0"
    form "$name" "-s 3 -p 0.1 -b 1, rbf gamma=1/d" "$f" "-s 3 -p 0.1 -b 1 -t 2" "-b 1"
  done
fi

# ---- report --------------------------------------------------------------------------------------------------
{
  echo "# Whole-command comparison with LIBSVM"
  echo
  echo "Measured $(date -u +%Y-%m-%d) by \`infens-bench/compare-libsvm.sh\` (RUNS=$RUNS$( [ "$QUICK" = 1 ] && echo ', QUICK=1'))."
  echo
  echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GB RAM, $(uname -sr); load average (1, 5, 15 min) at start $LOAD_START, at end $(cut -d' ' -f1-3 /proc/loadavg) (above 0.5 means other work shared the cores: treat the ratios as indicative)"
  echo "- svm-train: Debian $(dpkg-query -W -f='${Package} ${Version}' libsvm-tools 2>/dev/null || echo '?') (C++, float kernel cache)"
  echo "- libsvm-java: tw.edu.ntu.csie:libsvm:3.24 from Maven Central, run by org.infens.bench.LibsvmJavaTrain (svm_train's logic); $($JAVA -version 2>&1 | head -1)"
  echo "- infens: ${INFENS_DESC:-\`bin/infens train\` at commit $(git -C "$REPO" rev-parse --short HEAD 2>/dev/null || echo '?')}, same java; \"infens\" runs each command in its own JVM (INFENS_DAEMON=0), \"infens (server)\" hands it to the background server that \`bin/infens\` starts (the command's first run starts it, and the timed runs begin 3 s later); the server's client is a JVM too, started for each command"
  echo "- options: C-SVC $COMMON, shrinking on; svm-train and libsvm-java on one thread, infens with its default --threads (all cores; the models do not depend on it); times are wall-clock seconds of the whole process (start-up, reading, training, writing the model), mean +- sd over $RUNS runs after one warm-up$(command -v hyperfine > /dev/null && echo ' (hyperfine)' || echo ' (/usr/bin/time)')"
  echo "- data: ringnorm (d = 20, as R's mlbench, \`scripts/fixtures/mlbench_gen.py ringnorm $N_BIG 20 100\`, and $N_LARGE rows the same way for the larger run; the first $N_PRE rows for the precomputed stump kernel, whose file grows as n^2: $(du -h "$RINGP.stump" | cut -f1) for $N_PRE rows); heart_scale (UCI Statlog heart via LIBSVM, ${HEART#$REPO/})$( [ -f "$SAT_RDA" ] && echo "; satellite (UCI Statlog Landsat, 6 classes, one-vs-one: 15 binary problems; from R package mlbench's Satellite.rda in the Debian package $SAT_SRC, converted by \`scripts/fixtures/rda2libsvm.py\` and scaled to [-1, 1] by svm-scale; the first $N_PRE rows for the precomputed stump kernel)"); dna (UCI Statlog DNA, bundled as infens-core/src/main/resources/org/infens/data/dna.libsvm.gz: 3186 rows, 180 binary features, 3 classes, read as sparse rows; the first $N_PRE rows for the precomputed stump kernel)"
  echo "- stump: LIBSVM has no stump kernel, so svm-train and the Java port read the precomputed Gram matrix -||x-x'||_1 (\`-t 4\`, \`scripts/fixtures/precompute_stump.py\`); parsing that file is part of their time. Infens computes the kernel (\`$INFENS_STUMP\`)."
  echo
  echo "- predict: each tool predicts its training file with its own model (same options); the ratio is to svm-predict"
  echo
if [ -s "$RESULTS" ]; then
  echo "| tool | data | kernel | n | seconds (mean ± sd) | ratio to LIBSVM's C tool |"
  echo "|---|---|---|---:|---:|---:|"
  python3 - "$RESULTS" <<'PY'
import sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
base = {}
for t, d, k, n, m, s in rows:
    if t in ("svm-train", "svm-predict") and m != "NA":
        base[(d, k.replace(" (precomputed)", ""), n)] = float(m)
for t, d, k, n, m, s in rows:
    if m == "NA":
        print(f"| {t} | {d} | {k} | {n} | failed | |")
        continue
    b = base.get((d, k.replace(" (precomputed)", ""), n))
    ratio = f"{float(m) / b:.2f}" if b else "—"
    print(f"| {t} | {d} | {k} | {n} | {float(m):.3f} ± {float(s):.3f} | {ratio} |")
PY
  fi
  if [ -s "$ALT_RESULTS" ]; then
    echo
    echo "Interleaved: svm-train, infens in its own JVM and infens through its server in turn, median of $ALT_RUNS runs each (all see the same load):"
    echo
    echo "| data | kernel | n | svm-train (median s) | infens, own JVM (median s) | ratio | infens, server (median s) | ratio |"
    echo "|---|---|---:|---:|---:|---:|---:|---:|"
    awk -F'\t' '{printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8}' "$ALT_RESULTS"
  fi
  if [ -s "$FORM_RESULTS" ]; then
    echo
    echo "Other formulations and probability estimates (-b 1), interleaved in the same way, median of $ALT_RUNS runs each; LIBSVM's tool is svm-train, or svm-predict for the predict rows (each tool predicts its training file with its own model). friedman1: Friedman #1 regression (mlbench.friedman1, \`scripts/fixtures/mlbench_gen.py friedman1 $N_BIG 10 100\`); concrete: the bundled UCI Concrete Compressive Strength set (1,030 rows), features scaled to [-1, 1] by svm-scale."
    echo
    echo "| data | formulation, kernel | n | LIBSVM (median s) | infens, own JVM (median s) | ratio | infens, server (median s) | ratio |"
    echo "|---|---|---:|---:|---:|---:|---:|---:|"
    awk -F'\t' '{printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8}' "$FORM_RESULTS"
  fi
} > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
cat "$OUT"
