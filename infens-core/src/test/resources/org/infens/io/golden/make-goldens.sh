#!/bin/sh
# Rewrites the golden model files in this directory with the Infens jar given (default: the one this checkout
# builds), from the bundled heart and iris data. See README.md: the committed files were written at the commit it
# names, and GoldenModelsTest checks that every later version reads them and predicts the same.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
jar=${1:-$here/../../../../../../../../infens-cli/target/infens.jar}
rm -f "$here"/*.model "$here"/*.predictions "$here"/*.libsvm "$here"/*.csv "$here"/MODELS
java -cp "$jar" "$here/MakeGoldens.java" "$here"
