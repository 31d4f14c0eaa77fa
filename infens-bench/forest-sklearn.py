#!/usr/bin/python3
"""scikit-learn's random forest on the splits SplitFits wrote, an outside reference for Infens's random forest.

SplitFits (infens-bench) writes run r's training and test rows of an `infens reproduce` data set as LIBSVM files
DIR/train-r and DIR/test-r; this fits sklearn.ensemble.RandomForestClassifier on each training part and prints the
mean test accuracy (%) with its standard error over the runs, for each setting below (a forest of fully grown trees,
and leaves of at least 5 rows). Forests are random, so the two libraries agree in mean, not run by run.

Usage (numpy and scikit-learn from Debian: apt-get install python3-sklearn):
    java -cp infens-bench/target/infens-bench.jar org.infens.bench.SplitFits --write-splits /tmp/splits \
        haberman@50/l2 50 1 'random-forest(trees=100)'
    /usr/bin/python3 infens-bench/forest-sklearn.py /tmp/splits 50
Results: infens-bench/results/003-table4.2-50runs.md.
"""
import sys

import numpy as np
import sklearn
from sklearn.datasets import load_svmlight_file
from sklearn.ensemble import RandomForestClassifier

folder, runs = sys.argv[1], int(sys.argv[2])
parts = []
for r in range(runs):
    train = load_svmlight_file(f"{folder}/train-{r}")
    d = train[0].shape[1]
    test = load_svmlight_file(f"{folder}/test-{r}", n_features=d)
    parts.append((train[0].toarray(), train[1], test[0].toarray(), test[1]))
settings = [dict(n_estimators=100, max_features="log2"), dict(n_estimators=100, max_features="sqrt"),
            dict(n_estimators=100, max_features="log2", min_samples_leaf=5)]
print(f"scikit-learn {sklearn.__version__}, {folder}, {runs} runs")
for kw in settings:
    acc = np.array([100 * np.mean(RandomForestClassifier(random_state=r, **kw).fit(x, y).predict(xt) == yt)
                    for r, (x, y, xt, yt) in enumerate(parts)])
    print(f"{kw}: test accuracy {acc.mean():.2f} ± {acc.std(ddof=1) / np.sqrt(runs):.2f} (sd {acc.std(ddof=1):.2f})")
