#!/usr/bin/env bash
# Regenerates rand.txt: rand() after srand(seed) for a few seeds, from GNU libc itself (rand.c compiled with gcc).
# Made with gcc 12.2.0 and glibc 2.36 (Debian 12). GlibcRandomTest requires equal values (tolerance: none).
set -euo pipefail
cd "$(dirname "$0")"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/rand" rand.c
{ echo "# $(gcc --version | head -1); $(ldd --version | head -1)"; "$tmp/rand"; } > rand.txt
