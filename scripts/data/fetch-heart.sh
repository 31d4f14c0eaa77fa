#!/bin/sh
# Copies LIBSVM's heart_scale (UCI Statlog (Heart), scaled to [-1,1]) from the Debian/Ubuntu package
# liblinear-tools into the core module's resources. Run from anywhere inside the repository:
#   sudo apt-get install liblinear-tools
#   scripts/data/fetch-heart.sh
# Tested with liblinear-tools 2.3.0+dfsg-5 (Debian); the file has 270 lines, sha256 printed below.
set -eu
src=/usr/share/doc/liblinear-tools/examples/heart_scale
if [ ! -f "$src" ]; then
  if [ -f "$src.gz" ]; then
    src_gz="$src.gz"
  else
    echo "error: $src not found; install it with: apt-get install liblinear-tools" >&2
    exit 1
  fi
fi
root=$(git rev-parse --show-toplevel)
dest="$root/infens-core/src/main/resources/org/infens/data/heart_scale"
mkdir -p "$(dirname "$dest")"
if [ -n "${src_gz:-}" ]; then
  gzip -dc "$src_gz" > "$dest"
else
  cp "$src" "$dest"
fi
lines=$(wc -l < "$dest")
if [ "$lines" -ne 270 ]; then
  echo "error: expected 270 lines in $dest, found $lines" >&2
  exit 1
fi
sha256sum "$dest"
