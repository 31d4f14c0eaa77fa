#!/usr/bin/env bash
# AdaBoost-Stump on feature blocks (issue 21, point 6, the AdaBoost half): whole `bin/infens-spark fit` commands in
# local[2] with the rows' features in 2, 4 and 8 blocks (DistributedBoosting: each block keeps whole sorted columns,
# the driver the labels and weights) against `bin/infens fit` (the local trainer, one JVM) on the same twonorm rows
# (d = 20, Breiman 1996 as R's mlbench, scripts/fixtures/mlbench_gen.py twonorm N 20 1), read by each command from the
# same LIBSVM file. Every command runs in its own JVM under /usr/bin/time (wall and CPU seconds, peak resident
# memory), interleaved (local, 2, 4, 8, local, 2, ...) at T0 and at T rounds, so that the difference gives the time
# of T - T0 rounds without the reading and set-up; each Spark model file is compared with the local one (cmp).
# Then the bytes per round: one run per partition count at T1 and at T2 rounds with Spark's INFO lines for the
# broadcast pieces it stores (what each executor fetches), the tasks it sends (serialized size) and the results it
# gets back (infens-bench/spark-traffic-log4j2.properties), the difference over T2 - T1 rounds.
#
#   infens-bench/spark-adaboost.sh                          # N = 10^6, T0 = 20, T = 200: about 25 min on 2 cores
#   N=20000 T=40 T0=10 RUNS=1 OUT=/tmp/q.md infens-bench/spark-adaboost.sh   # smoke test, a minute or two
#
# Environment: N (rows), T, T0, T1, T2 (rounds; defaults 200, 20, 10, 30), PARTS (default "2 4 8"), RUNS (runs of
# each command, default 2), JAVA_OPTS (passed to both commands' java). Writes the raw rows to OUT's .tsv and
# -traffic.tsv, and the measured tables into OUT (default infens-bench/results/spark-adaboost.md) between the lines
# '<!-- measured -->' and '<!-- /measured -->', keeping the rest of the file (the analysis written by hand).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
N="${N:-1000000}"
T="${T:-200}"
T0="${T0:-20}"
T1="${T1:-10}"
T2="${T2:-30}"
PARTS="${PARTS:-2 4 8}"
RUNS="${RUNS:-2}"
WORK="$HERE/target/spark-adaboost"
OUT="${OUT:-$HERE/results/spark-adaboost.md}"
TSV="${OUT%.md}.tsv"
TRAFFIC="${OUT%.md}-traffic.tsv"
DATA="$WORK/twonorm.$N"
LOG4J="$HERE/spark-traffic-log4j2.properties"
export LC_ALL=C SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}"
mkdir -p "$WORK" "$(dirname "$OUT")"

[ -s "$DATA" ] || python3 "$REPO/scripts/fixtures/mlbench_gen.py" twonorm "$N" 20 1 > "$DATA"
# build both jars outside the timings
"$REPO/bin/infens" --version > /dev/null
"$REPO/bin/infens-spark" --master 'local[1]' --version > /dev/null 2>&1

load() { cut -d' ' -f1 /proc/loadavg; }

# run NAME ROUNDS RUN: one timed command; NAME is local or the number of partitions
run() {
  local name=$1 rounds=$2 r=$3 model="$WORK/$1.$2.model" log="$WORK/$1.$2.log" spec
  spec="adaboost(base=stump, T=$rounds)"
  local before; before=$(load)
  if [ "$name" = local ]; then
    /usr/bin/time -f '%e %U %S %M' -o "$log.time" env INFENS_DAEMON=0 "$REPO/bin/infens" fit --learner "$spec" \
      "$DATA" "$model" > "$log" 2> "$log.err"
  else
    /usr/bin/time -f '%e %U %S %M' -o "$log.time" "$REPO/bin/infens-spark" fit --master 'local[2]' \
      --partitions "$name" --learner "$spec" "$DATA" "$model" > "$log" 2> "$log.err"
  fi
  read -r wall user sys rss < "$log.time"
  local train same=-
  train=$(sed -n 's/^Training time = \([0-9.]*\) s$/\1/p' "$log")
  if [ "$name" != local ] && [ -s "$WORK/local.$rounds.model" ]; then
    cmp -s "$model" "$WORK/local.$rounds.model" && same=yes || same=NO
  fi
  printf '%s\t%d\t%d\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n' "$name" "$rounds" "$r" "$wall" "$(echo "$user + $sys" | bc)" \
    "$train" "$((rss / 1024))" "$same" "$before" "$(load)" >> "$TSV"
  echo "  $name T=$rounds run $r: ${wall} s wall, training ${train} s, $((rss / 1024)) MB, same model: $same," \
    "load $before -> $(load)" >&2
}

printf 'command\tT\trun\twall_s\tcpu_s\ttraining_s\tpeak_mb\tsame_model\tload_before\tload_after\n' > "$TSV"
for r in $(seq 1 "$RUNS"); do
  for rounds in "$T0" "$T"; do
    run local "$rounds" "$r"
    for p in $PARTS; do
      run "$p" "$rounds" "$r"
    done
  done
done

# traffic: bytes of broadcast pieces stored, tasks sent and results received, at T1 and T2 rounds
size() { awk '{ v = $1; u = $2; if (u == "KiB") v *= 1024; else if (u == "MiB") v *= 1048576;
  else if (u == "GiB") v *= 1073741824; printf "%d\n", v }'; }
printf 'partitions\tT\tbroadcast_bytes\ttask_bytes\ttasks\tresult_bytes\tresults\tlarge_broadcasts\n' > "$TRAFFIC"
for p in $PARTS; do
  for rounds in "$T1" "$T2"; do
    log="$WORK/traffic.$p.$rounds.log"
    JAVA_OPTS="${JAVA_OPTS:-} -Dlog4j2.configurationFile=$LOG4J" "$REPO/bin/infens-spark" fit --master 'local[2]' \
      --partitions "$p" --learner "adaboost(base=stump, T=$rounds)" "$DATA" "$WORK/traffic.model" > /dev/null \
      2> "$log"
    pieces=$(sed -n 's/.*Block broadcast_[0-9]*_piece[0-9]* stored as bytes in memory (estimated size \([0-9.]*\) \([A-Za-z]*\),.*/\1 \2/p' \
      "$log" | size | awk '{ s += $1 } END { printf "%d", s }')
    tasks=$(sed -n 's/.*Starting task .* \([0-9]*\) bytes).*/\1/p' "$log" | awk '{ s += $1; c++ } END { printf "%d\t%d", s, c }')
    results=$(sed -n 's/.*Finished task .*\. \([0-9]*\) bytes result sent to driver.*/\1/p' "$log" \
      | awk '{ s += $1; c++ } END { printf "%d\t%d", s, c }')
    # broadcasts of 1 MiB or more, in order: the blocks' columns (set-up) and U_1 (round 0)
    large=$(sed -n 's/.*Block broadcast_\([0-9]*\)_piece[0-9]* stored as bytes in memory (estimated size \([0-9.]*\) \([A-Za-z]*\),.*/\1 \2 \3/p' \
      "$log" | awk '{ v = $2; if ($3 == "KiB") v *= 1024; else if ($3 == "MiB") v *= 1048576; b[$1] += v;
        if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
        END { for (i = 1; i <= n; i++) if (b[order[i]] >= 1048576) printf "%s%.1fMiB", (k++ ? "," : ""), b[order[i]] / 1048576 }')
    printf '%s\t%d\t%s\t%s\t%s\t%s\n' "$p" "$rounds" "$pieces" "$tasks" "$results" "${large:--}" >> "$TRAFFIC"
    echo "  traffic $p partitions T=$rounds: pieces $pieces B, tasks $tasks, results $results" >&2
  done
done

# ---- the measured section of the report ------------------------------------------------------------------------
{
  echo "<!-- measured -->"
  echo "Made by \`infens-bench/spark-adaboost.sh\` (N=$N, T0=$T0, T=$T, T1=$T1, T2=$T2, RUNS=$RUNS) at commit" \
    "$(git -C "$REPO" rev-parse --short HEAD) on $(date -u +%Y-%m-%d)."
  echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)," \
    "$(java -version 2>&1 | head -n 1); shared with other work: load average (1 min) before and after each command in"
  echo "the raw rows, $(awk -F'\t' 'NR > 1 { s += $9 + $10; c += 2 } END { printf "%.1f", s / c }' "$TSV") on average" \
    "over the runs."
  echo
  echo "Commands (each its own JVM, under \`/usr/bin/time\`; data \`scripts/fixtures/mlbench_gen.py twonorm $N 20 1\`):"
  echo
  echo '```sh'
  echo "INFENS_DAEMON=0 bin/infens fit --learner 'adaboost(base=stump, T=$T)' DATA MODEL"
  echo "bin/infens-spark fit --master 'local[2]' --partitions P --learner 'adaboost(base=stump, T=$T)' DATA MODEL"
  echo '```'
  echo
  echo "Medians over the runs: whole command (wall, CPU = user + system, peak resident memory), the \`Training time\`"
  echo "the command prints (the fit: for Spark the blocks' build and the rounds), the ratio Spark / local of the wall"
  echo "times pair by pair (interleaved runs), and whether every Spark model file equals the local one byte for byte."
  echo
  awk -F'\t' -v t0="$T0" -v t="$T" '
    function med(list,   a, n, i, j, x) { n = split(list, a, " "); for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
        if (a[j] + 0 < a[i] + 0) { x = a[i]; a[i] = a[j]; a[j] = x }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    NR > 1 { k = $1 "\t" $2; w[k] = w[k] " " $4; c[k] = c[k] " " $5; tr[k] = tr[k] " " $6; m[k] = m[k] " " $7;
      wall[$1, $2, $3] = $4; if ($8 == "NO") bad[k] = 1; if ($8 == "yes") good[k]++;
      if (!(k in seen)) { seen[k] = 1; order[++no] = k } if ($3 > runs) runs = $3 }
    END {
      print "| command | T | wall s | CPU s | training s | peak MB | wall / local (median of pairs) | same model file |"
      print "|---|---:|---:|---:|---:|---:|---:|---|"
      for (i = 1; i <= no; i++) { k = order[i]; split(k, f, "\t"); ratio = "";
        if (f[1] != "local") { r = ""; for (j = 1; j <= runs; j++) if ((f[1], f[2], j) in wall && ("local", f[2], j) in wall)
            r = r " " wall[f[1], f[2], j] / wall["local", f[2], j]; ratio = sprintf("%.2f", med(r)) }
        printf "| %s | %d | %.1f | %.1f | %.1f | %d | %s | %s |\n", f[1] == "local" ? "bin/infens fit" : "infens-spark, " f[1] " blocks",
          f[2], med(w[k]), med(c[k]), med(tr[k]), med(m[k]), ratio, f[1] == "local" ? "" : (k in bad ? "NO" : "yes (" good[k] ")") }
      print ""
      print "Per round, (training time at T - training time at T0) / (T - T0), medians, in ms, and the ratio to local:"
      print ""
      print "| command | ms per round | / local |"
      print "|---|---:|---:|"
      for (i = 1; i <= no; i++) { k = order[i]; split(k, f, "\t"); if (f[2] != t) continue;
        pr = (med(tr[f[1] "\t" t]) - med(tr[f[1] "\t" t0])) / (t - t0) * 1000; per[f[1]] = pr }
      for (i = 1; i <= no; i++) { k = order[i]; split(k, f, "\t"); if (f[2] != t) continue;
        printf "| %s | %.1f | %.2f |\n", f[1] == "local" ? "bin/infens fit" : "infens-spark, " f[1] " blocks", per[f[1]], per[f[1]] / per["local"] }
    }' "$TSV"
  echo
  echo "Bytes per round, (count at T2 - count at T1) / (T2 - T1) from Spark's INFO lines in local[2]: broadcast pieces"
  echo "stored (LZ4-compressed, what each executor of a cluster fetches once), tasks sent (serialized task"
  echo "descriptions), results received; and the broadcasts of 1 MiB or more in the T1 run, in order (the blocks'"
  echo "columns, then U_1 in round 0):"
  echo
  awk -F'\t' -v t1="$T1" -v t2="$T2" '
    NR > 1 { k = $1; if ($2 == t1) { a[k] = $3; b[k] = $4; bc[k] = $5; c[k] = $6; cc[k] = $7; large[k] = $8 }
      else { a2[k] = $3; b2[k] = $4; bc2[k] = $5; c2[k] = $6; cc2[k] = $7 } if (!(k in seen)) { seen[k] = 1; order[++n] = k } }
    END {
      print "| blocks | broadcast B/round | tasks/round | task B/round | driver -> executors B/round | results/round | executors -> driver B/round | large broadcasts (T1 run) |"
      print "|---:|---:|---:|---:|---:|---:|---:|---|"
      for (i = 1; i <= n; i++) { k = order[i]; d = t2 - t1; pb = (a2[k] - a[k]) / d; tb = (b2[k] - b[k]) / d;
        printf "| %s | %.0f | %.1f | %.0f | %.0f | %.1f | %.0f | %s |\n", k, pb, (bc2[k] - bc[k]) / d, tb, pb + tb,
          (cc2[k] - cc[k]) / d, (c2[k] - c[k]) / d, large[k] }
    }' "$TRAFFIC"
  echo "<!-- /measured -->"
} > "$WORK/measured.md"

if [ -f "$OUT" ] && grep -q '^<!-- measured -->$' "$OUT"; then
  awk -v f="$WORK/measured.md" '/^<!-- measured -->$/ { while ((getline l < f) > 0) print l; skip = 1; next }
    /^<!-- \/measured -->$/ { skip = 0; next } !skip' "$OUT" > "$OUT.tmp"
else
  { echo "# AdaBoost-Stump on feature blocks against the local trainer"; echo; cat "$WORK/measured.md"; } > "$OUT.tmp"
fi
mv "$OUT.tmp" "$OUT"
cat "$OUT"
