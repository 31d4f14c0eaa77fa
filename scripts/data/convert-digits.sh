#!/bin/sh
# Converts the optdigits-style digits shipped by Debian's python3-sklearn (UCI "Optical Recognition of Handwritten
# Digits", test part, 1,797 images of 8x8 pixels with values 0..16; licence CC BY 4.0, Alpaydin & Kaynak 1998)
# into LIBSVM format with features scaled to [0, 1] (value / 16) and labels 0..9, gzipped, as a resource of the
# bench module. Run from anywhere inside the repository:
#   apt-get install python3-sklearn
#   scripts/data/convert-digits.sh
set -eu
src=/usr/lib/python3/dist-packages/sklearn/datasets/data/digits.csv.gz
if [ ! -f "$src" ]; then
  echo "error: $src not found; install it with: apt-get install python3-sklearn" >&2
  exit 1
fi
root=$(git rev-parse --show-toplevel)
dest="$root/infens-bench/src/main/resources/org/infens/bench/digits.libsvm.gz"
python3 - "$src" "$dest" <<'PY'
import csv, gzip, sys
src, dest = sys.argv[1], sys.argv[2]
rows = 0
with gzip.open(src, "rt") as f, gzip.GzipFile(dest, "wb", mtime=0) as out:
    for rec in csv.reader(f):
        if not rec:
            continue
        *pixels, label = rec
        feats = " ".join(f"{i + 1}:{int(float(v)) / 16:.10g}" for i, v in enumerate(pixels) if float(v) != 0)
        out.write(f"{int(float(label))} {feats}\n".encode())
        rows += 1
if rows != 1797:
    sys.exit(f"error: expected 1797 rows, got {rows}")
print(f"{rows} rows written to {dest}")
PY
sha256sum "$dest"
