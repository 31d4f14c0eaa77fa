#!/usr/bin/env bash
# SVM-Stump at scale: whole `bin/infens train -t 5 -c 1` commands with the additive-kernel solver against LIBSVM's
# SMO (--solver smo), on twonorm and ringnorm (d = 20, Breiman 1996, as R's mlbench) from 10^4 to 10^6 rows.
# Each command runs in its own JVM (INFENS_DAEMON=0) under /usr/bin/time: wall and CPU seconds, peak resident
# memory, and svm-train's lines (#iter, obj, nSV). Both solvers' models then predict the same 10,000 test rows
# (another seed); the report gives the relative objective difference and the share of test predictions that agree.
# Where both solvers run, they run interleaved (additive, smo, additive, smo, ...) and the ratio is of the medians.
#
#   infens-bench/additive-scale.sh                 # full run: about 25 minutes on 2 cores
#   QUICK=1 RUNS=1 infens-bench/additive-scale.sh  # smoke test on small n (writes to OUT if set)
#
# Environment: SETS (default "twonorm ringnorm"), ADD_SIZES (additive solver), SMO_SIZES (both solvers), RUNS
# (runs per solver at the SMO sizes, default 3; once above them), JAVA_OPTS (passed to bin/infens).
# Writes a Markdown report to OUT (default infens-bench/results/additive-scale.md) and the raw rows beside it
# (.tsv), then draws the growth of training time in n with org.infens.bench.GrowthPlot (.png) when the bench jar
# is built (mvn -q -o -pl infens-bench -am package -DskipTests).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/.." && pwd)"
QUICK="${QUICK:-0}"
RUNS="${RUNS:-3}"
SETS="${SETS:-twonorm ringnorm}"
if [ "$QUICK" = 1 ]; then
  ADD_SIZES="${ADD_SIZES:-2000 6000}"; SMO_SIZES="${SMO_SIZES:-2000 6000}"; N_TEST=2000
else
  ADD_SIZES="${ADD_SIZES:-10000 30000 100000 300000 1000000}"; SMO_SIZES="${SMO_SIZES:-10000 30000 100000}"
  N_TEST=10000
fi
INFENS="env INFENS_DAEMON=0 $REPO/bin/infens"
WORK="$HERE/target/additive-scale$( [ "$QUICK" = 1 ] && echo -quick || true)"
OUT="${OUT:-$HERE/results/additive-scale.md}"
TSV="${OUT%.md}.tsv"
GEN="python3 $REPO/scripts/fixtures/mlbench_gen.py"
JAR="$HERE/target/infens-bench.jar"
export LC_ALL=C
mkdir -p "$WORK" "$(dirname "$OUT")"

largest=0
for n in $ADD_SIZES $SMO_SIZES; do [ "$n" -gt "$largest" ] && largest=$n; done
for s in $SETS; do
  # one training file of the largest size; the smaller sizes are its first rows (classes drawn by a shuffle, so
  # every prefix is balanced within sampling noise)
  [ -s "$WORK/$s.all" ] && [ "$(wc -l < "$WORK/$s.all")" -ge "$largest" ] || $GEN "$s" "$largest" 20 1 > "$WORK/$s.all"
  [ -s "$WORK/$s.test" ] || $GEN "$s" "$N_TEST" 20 2 > "$WORK/$s.test"
done
"$REPO/bin/infens" --version > /dev/null  # builds the jar if needed, outside the timings

contains() { case " $1 " in *" $2 "*) return 0 ;; *) return 1 ;; esac; }

# run SET N SOLVER RUN: trains, predicts the test rows, appends one row to the TSV
run() {
  local s=$1 n=$2 solver=$3 r=$4 data="$WORK/$1.$2" model="$WORK/$1.$2.$3.model" log="$WORK/$1.$2.$3.log"
  [ -s "$data" ] || head -n "$n" "$WORK/$s.all" > "$data"
  /usr/bin/time -f '%e %U %S %M' -o "$log.time" $INFENS train -t 5 -c 1 --solver "$solver" "$data" "$model" \
    > "$log" 2> "$log.err"
  $INFENS predict "$WORK/$s.test" "$model" "$WORK/$s.$n.$solver.pred" > "$log.pred"
  read -r wall user sys rss < "$log.time"
  local iter obj nsv acc
  iter=$(sed -n 's/^optimization finished, #iter = //p' "$log")
  obj=$(sed -n 's/^obj = \([^,]*\),.*/\1/p' "$log")
  nsv=$(sed -n 's/^nSV = \([0-9]*\),.*/\1/p' "$log")
  acc=$(sed -n 's/^Accuracy = \([0-9.]*\)%.*/\1/p' "$log.pred")
  printf '%s\t%d\t%s\t%d\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n' "$s" "$n" "$solver" "$r" "$wall" \
    "$(echo "$user + $sys" | bc)" "$((rss / 1024))" "$iter" "$obj" "$nsv" "$acc" >> "$TSV"
  echo "  $s n=$n $solver run $r: ${wall} s wall, $((rss / 1024)) MB, #iter $iter, obj $obj, test $acc%" >&2
}

printf 'set\tn\tsolver\trun\twall_s\tcpu_s\tpeak_mb\titer\tobj\tnsv\ttest_acc\n' > "$TSV"
for s in $SETS; do
  for n in $(printf '%s\n' $ADD_SIZES $SMO_SIZES | sort -n | uniq); do
    if contains "$SMO_SIZES" "$n"; then
      for r in $(seq 1 "$RUNS"); do
        contains "$ADD_SIZES" "$n" && run "$s" "$n" additive "$r"
        run "$s" "$n" smo "$r"
      done
      # how many of the test predictions agree, from the last run of each
      if contains "$ADD_SIZES" "$n"; then
        paste "$WORK/$s.$n.additive.pred" "$WORK/$s.$n.smo.pred" | awk -v s="$s" -v n="$n" \
          '{ t++; if ($1 == $2) a++ } END { printf "%s\t%d\t%d\t%d\n", s, n, a, t }' >> "$WORK/agree.tsv.new"
      fi
    else
      run "$s" "$n" additive 1
    fi
    rm -f "$WORK/$s.$n"
  done
done
mv "$WORK/agree.tsv.new" "${OUT%.md}.agree.tsv" 2> /dev/null || : > "${OUT%.md}.agree.tsv"

# ---- report ----------------------------------------------------------------------------------------------------
{
  echo "# SVM-Stump at scale: the additive-kernel solver against SMO"
  echo
  echo "Made by \`infens-bench/additive-scale.sh\`$( [ "$QUICK" = 1 ] && echo " (QUICK=1)" ) at commit" \
    "$(git -C "$REPO" rev-parse --short HEAD) on $(date -u +%Y-%m-%d)."
  echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)," \
    "$(java -version 2>&1 | head -n 1); load average at the end $(cut -d' ' -f1-3 /proc/loadavg)."
  echo "Command per cell: \`INFENS_DAEMON=0 bin/infens train -t 5 -c 1 --solver SOLVER DATA MODEL\` (C-SVC, stump"
  echo "kernel -‖x−x′‖₁, eps = 0.001, 100 MB cache, shrinking, all cores), timed whole by \`/usr/bin/time\`; the model"
  echo "then predicts $N_TEST test rows drawn with another seed. Data: \`scripts/fixtures/mlbench_gen.py SET N 20 1\`."
  echo
  echo "Medians over the runs (wall and CPU seconds, peak resident memory of the training process):"
  echo
  awk -F'\t' 'NR > 1 { k = $1 "\t" $2 "\t" $3; w[k] = w[k] " " $5; c[k] = c[k] " " $6; m[k] = m[k] " " $7;
      it[k] = $8; ob[k] = $9; sv[k] = $10; ac[k] = $11; if (!(k in seen)) { seen[k] = 1; order[++no] = k } }
    function med(list,   a, n, i, j, t) { n = split(list, a, " "); for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
        if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
      return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
    BEGIN { print "| set | n | solver | runs | wall s | CPU s | peak MB | #iter | objective | nSV | test acc. % | wall ratio smo/additive | objective rel. diff. |"
            print "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|" }
    END { for (i = 1; i <= no; i++) { k = order[i]; split(k, f, "\t"); runs = split(w[k], tmp, " ");
        ratio = ""; diff = "";
        if (f[3] == "smo") { a = f[1] "\t" f[2] "\tadditive"; if (a in seen) {
            ratio = sprintf("%.1f", med(w[k]) / med(w[a]));
            d = ob[k] - ob[a]; if (d < 0) d = -d; diff = sprintf("%.1e", d / (ob[k] < 0 ? -ob[k] : ob[k])) } }
        printf "| %s | %d | %s | %d | %.1f | %.1f | %d | %s | %s | %s | %s | %s | %s |\n", f[1], f[2], f[3], runs,
          med(w[k]), med(c[k]), med(m[k]), it[k], ob[k], sv[k], ac[k], ratio, diff } }' "$TSV"
  echo
  echo "Test predictions of the two solvers' models (last run of each) that agree:"
  echo
  echo "| set | n | same | of | share |"
  echo "|---|---:|---:|---:|---:|"
  awk -F'\t' '{ printf "| %s | %d | %d | %d | %.4f%% |\n", $1, $2, $3, $4, 100 * $3 / $4 }' "${OUT%.md}.agree.tsv"
  echo
  echo "#iter is svm-train's count for SMO and, for the additive solver, the SMO iterations summed over its working"
  echo "sets. The objective is printed with 6 decimals, as svm-train prints it."
  if [ -f "$JAR" ]; then
    java -cp "$JAR" org.infens.bench.GrowthPlot "$TSV" "${OUT%.md}.png"
    echo
    echo "![Training time against n, both axes logarithmic]($(basename "${OUT%.md}").png)"
  fi
} > "$OUT.tmp"
mv "$OUT.tmp" "$OUT"
cat "$OUT"
