#!/usr/bin/env python3
"""Fashion-MNIST (Xiao, Rasul & Vollgraf 2017; MIT licence) from its IDX files to LIBSVM's sparse format.

The IDX files come with the Debian package dataset-fashion-mnist (/usr/share/datasets/fashion-mnist/). Each image
becomes one line: its class 0..9, then pixel:value for the non-zero pixels, numbered 1..784 row by row, the value
being the byte divided by 255 (so features lie in [0, 1]; the zeros are left out, as LIBSVM files do).

Usage: fashion-mnist-to-libsvm.py IDX_DIR OUT_DIR   (writes OUT_DIR/fashion-mnist-train and -test)
"""
import gzip
import os
import struct
import sys


def read_idx(path):
    with gzip.open(path, "rb") as f:
        data = f.read()
    magic = struct.unpack(">I", data[:4])[0]
    dims = magic & 0xFF
    shape = struct.unpack(">" + "I" * dims, data[4:4 + 4 * dims])
    return shape, data[4 + 4 * dims:]


def convert(images, labels, out):
    (n, rows, cols), pixels = read_idx(images)
    (m,), classes = read_idx(labels)
    assert n == m, (n, m)
    size = rows * cols
    with open(out, "w") as f:
        for i in range(n):
            row = pixels[i * size:(i + 1) * size]
            entries = " ".join("%d:%.17g" % (j + 1, row[j] / 255.0) for j in range(size) if row[j])
            f.write("%d %s\n" % (classes[i], entries))


def main():
    src, dst = sys.argv[1], sys.argv[2]
    os.makedirs(dst, exist_ok=True)
    convert(os.path.join(src, "train-images-idx3-ubyte.gz"), os.path.join(src, "train-labels-idx1-ubyte.gz"),
            os.path.join(dst, "fashion-mnist-train"))
    convert(os.path.join(src, "t10k-images-idx3-ubyte.gz"), os.path.join(src, "t10k-labels-idx1-ubyte.gz"),
            os.path.join(dst, "fashion-mnist-test"))


if __name__ == "__main__":
    main()
