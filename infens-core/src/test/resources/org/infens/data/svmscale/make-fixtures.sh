#!/bin/sh
# Makes the svm-scale fixtures used by org.infens.data.ScalingTest.
# Tool: svm-scale from LIBSVM 3.24 (Debian package libsvm-tools 3.24+ds-6), /usr/bin/svm-scale.
# Inputs: grid*.txt are generated below with a Park-Miller generator in awk (integer arithmetic exact in doubles,
# so every awk gives the same files); heart_scale is the bundled resource.
# Outputs: *.range are svm-scale's range files and *.scaled its scaled data (labels as %.17g, values as %g), both
# compared byte for byte with Scaling's text; the scaled values are also compared numerically (within 5e-6 relative,
# as %g keeps 6 significant digits); grid-wide.warnings is svm-scale's stderr for features the range file lacks.
# Run from this directory: sh make-fixtures.sh
set -eu
cd "$(dirname "$0")"
heart=../../../../../../main/resources/org/infens/data/heart_scale

gen() { # gen <seed> <rows> <maxfeature>
awk -v seed="$1" -v rows="$2" -v maxf="$3" '
function rnd() { seed = (seed * 16807) % 2147483647; return seed / 2147483647 }
function ri(lo, hi) { return lo + int(rnd() * (hi - lo + 1)) }
BEGIN {
  split("1 -1 2", labs, " ")
  for (r = 1; r <= rows; r++) {
    line = labs[ri(1, 3)]
    for (f = 1; f <= maxf; f++) {
      v = 0
      if (f == 1) v = ri(0, 10)
      else if (f == 2) v = ri(-5, 5)
      else if (f == 3) v = 2
      else if (f == 5) { if (rnd() < 0.5) v = ri(-1000, 1000) / 1000 }
      else if (f == 6) { if (rnd() < 0.2) v = ri(0, 100) }
      else if (f == 8) v = ri(1, 7) / 10
      else if (f > 8) v = ri(-3, 3)
      if (v != 0) line = line " " f ":" v
    }
    print line
  }
}'
}

gen 12345 60 8 > grid.txt
gen 777 20 10 > grid-wide.txt
gen 4242 10 2 > grid-narrow.txt

svm-scale -s grid.range grid.txt > grid.scaled
svm-scale -l 0 -u 1 -s grid01.range grid.txt > grid01.scaled
svm-scale -r grid.range grid-wide.txt > grid-wide.scaled 2> grid-wide.warnings
svm-scale -r grid.range grid-narrow.txt > grid-narrow.scaled
svm-scale -s heart.range "$heart" > heart.scaled
svm-scale -l 0 -u 1 -s heart01.range "$heart" > heart01.scaled
svm-scale -y 0 1 -s yrange.range grid.txt > grid-y.scaled
svm-scale -r yrange.range grid-narrow.txt > grid-narrow-y.scaled
