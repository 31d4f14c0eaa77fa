#!/usr/bin/env bash
# The Gaussian kernel from 20,000 to 100,000 rows: LIBSVM's svm-train (C, Debian 3.24) against `bin/infens train`
# through its background server and in its own JVM (INFENS_DAEMON=0), whole commands, interleaved (svm-train,
# server, own JVM, svm-train, ...), the ratios taken run by run and their medians reported; and the peak memory of
# `-m 2000` on the largest set, where the cache is what should bound it.
#
#   infens-bench/gaussian-scale.sh              # about 20 minutes on 2 cores
#   SIZES="20000" RUNS=3 infens-bench/gaussian-scale.sh
#
# Options as svm-train's defaults but gamma: -c 1 -g 0.05 (= 1/d) -e 0.001 -m 100, shrinking; ringnorm (d = 20,
# Breiman 1996, as R's mlbench) from scripts/fixtures/mlbench_gen.py ringnorm N 20 100. Infens uses its default
# --threads (all cores), svm-train one. Writes infens-bench/results/gaussian-scale.md.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
SIZES="${SIZES:-20000 50000 100000}"
RUNS="${RUNS:-5}"
WORK="$HERE/target/gaussian-scale"
OUT="${OUT:-$HERE/results/gaussian-scale.md}"
INFENS="$REPO/bin/infens"
SVM_TRAIN="${SVM_TRAIN:-/usr/bin/svm-train}"
export LC_ALL=C
mkdir -p "$WORK" "$(dirname "$OUT")"
largest=0
for n in $SIZES; do [ "$n" -gt "$largest" ] && largest=$n; done
[ -s "$WORK/ringnorm.all" ] && [ "$(wc -l < "$WORK/ringnorm.all")" -ge "$largest" ] \
  || python3 "$REPO/scripts/fixtures/mlbench_gen.py" ringnorm "$largest" 20 100 > "$WORK/ringnorm.all"
"$INFENS" --version > /dev/null
# start the background server for this directory and let it warm up
(cd "$WORK" && head -n 2000 ringnorm.all > warm && "$INFENS" train -q -g 0.05 warm warm.model && sleep 4 \
  && "$INFENS" train -q -g 0.05 warm warm.model)

# secs CMD...: wall seconds of one run
secs() { /usr/bin/time -f '%e' -o "$WORK/t" "$@" > /dev/null 2>&1; cat "$WORK/t"; }
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

rows=""
for n in $SIZES; do
  data="$WORK/ringnorm$n"
  head -n "$n" "$WORK/ringnorm.all" > "$data"
  : > "$WORK/times"
  for r in $(seq 1 "$RUNS"); do
    a=$(secs "$SVM_TRAIN" -q -g 0.05 "$data" "$WORK/libsvm.model")
    b=$(cd "$WORK" && secs "$INFENS" train -q -g 0.05 "$data" "$WORK/server.model")
    c=$(secs env INFENS_DAEMON=0 "$INFENS" train -q -g 0.05 "$data" "$WORK/own.model")
    echo "$a $b $c" >> "$WORK/times"
    echo "  n=$n run $r: svm-train $a s, server $b s, own JVM $c s" >&2
  done
  sv=$(awk '{ print $1 }' "$WORK/times" | median)
  se=$(awk '{ print $2 }' "$WORK/times" | median)
  ow=$(awk '{ print $3 }' "$WORK/times" | median)
  rs=$(awk '{ print $2 / $1 }' "$WORK/times" | median)
  ro=$(awk '{ print $3 / $1 }' "$WORK/times" | median)
  nsv=$(grep -c . "$WORK/libsvm.model")
  rows="$rows| $n | $sv | $se | $(printf '%.2f' "$rs") | $ow | $(printf '%.2f' "$ro") |
"
done
mem=$( /usr/bin/time -f '%M' -o "$WORK/m" env INFENS_DAEMON=0 "$INFENS" train -q -g 0.05 -m 2000 \
  "$WORK/ringnorm$largest" "$WORK/m2000.model" > /dev/null 2>&1; cat "$WORK/m")
memlib=$( /usr/bin/time -f '%M' -o "$WORK/m" "$SVM_TRAIN" -q -g 0.05 -m 2000 "$WORK/ringnorm$largest" \
  "$WORK/m2000l.model" > /dev/null 2>&1; cat "$WORK/m")
{
  echo "# The Gaussian kernel from 20,000 to 100,000 rows: Infens against svm-train"
  echo
  echo "Made by \`infens-bench/gaussian-scale.sh\` at commit $(git -C "$REPO" rev-parse --short HEAD) on" \
    "$(date -u +%Y-%m-%d); $(nproc) cores, $(java -version 2>&1 | head -n 1), svm-train from Debian libsvm-tools" \
    "$(dpkg-query -W -f='${Version}' libsvm-tools 2>/dev/null || echo '(version unknown)')."
  echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "\`svm-train -q -g 0.05 DATA MODEL\` against \`bin/infens train -q -g 0.05 DATA MODEL\` through the background"
  echo "server and with \`INFENS_DAEMON=0\` (own JVM), ringnorm (d = 20), C = 1, eps = 0.001, 100 MB cache, shrinking;"
  echo "svm-train on one core, Infens on both. Wall seconds, medians of $RUNS interleaved runs; ratios to svm-train"
  echo "taken run by run, then their median."
  echo
  echo "| rows | svm-train s | Infens (server) s | ratio | Infens (own JVM) s | ratio |"
  echo "|---:|---:|---:|---:|---:|---:|"
  printf '%s' "$rows"
  echo
  echo "Peak resident memory with \`-m 2000\` on $largest rows: Infens (own JVM) $((mem / 1024)) MB, svm-train" \
    "$((memlib / 1024)) MB."
} > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
cat "$OUT"
