#!/usr/bin/env python3
"""Seed sensitivity of reproduced cells: the mean test error of one (data set, method) cell under several master seeds.

Reads the cell stores that `infens reproduce --seed S --out DIR_S ...` wrote (DIR_S/cells.jsonl, one per seed) and
prints, per (data set, method): each seed's mean +- standard error over its runs and z against the paper, then the
runs of all seeds pooled. Runs with a different run count than the most common one are left out of a seed's figure.

    python3 infens-bench/seed-sensitivity.py SEED=DIR [SEED=DIR ...]

The papers' values are given below (Lin & Li 2008, Tables 2-5; Lin 2005, Table 5.4) for the cells this study covers.
"""
import json
import math
import sys
from collections import defaultdict

PAPER = {  # (data set, method): (mean, standard error) as printed
    ("heart", "SVM-Stump"): (16.4, 0.27), ("heart", "SVM-Mid"): (19.1, 0.35),
    ("heart", "AdaBoost-Stump"): (19.2, 0.35), ("heart", "SVM-Perc"): (17.6, 0.31),
    ("heart", "SVM-Dec"): (16.8, 0.31), ("heart", "SVM-Gauss"): (17.5, 0.31),
    ("ringnorm", "SVM-Dec"): (2.25, 0.05), ("ringnorm", "SVM-Gauss"): (1.77, 0.04),
    ("pima", "SVM-Exp"): (23.3, 0.22),
}
PREFIXES = [("svm(kernel=stump)", "SVM-Stump"), ("svm(kernel=middle-stump)", "SVM-Mid"),
            ("svm(kernel=perceptron)", "SVM-Perc"), ("svm(kernel=laplacian", "SVM-Dec"),
            ("svm(kernel=rbf", "SVM-Gauss"), ("svm(kernel=exponential", "SVM-Exp"),
            ("adaboost(base=stump, T=cv", "AdaBoost-Stump")]


def method_of(key):
    spec = key.split("|")[-1].strip()
    return next((name for prefix, name in PREFIXES if spec.startswith(prefix)), None)


def stats(values):
    m = sum(values) / len(values)
    se = math.sqrt(sum((x - m) ** 2 for x in values) / (len(values) - 1) / len(values))
    return m, se


def main(args):
    errors = defaultdict(lambda: defaultdict(list))
    seeds = []
    for arg in args:
        seed, folder = arg.split("=", 1)
        seeds.append(seed)
        with open(folder + "/cells.jsonl") as f:
            for line in f:
                c = json.loads(line)
                m = method_of(c["key"])
                if m and not c["failed"] and (c["dataset"], m) in PAPER:
                    errors[(c["dataset"], m)][seed].append(100 * c["testError"])
    print("| data set | method | paper | " + " | ".join("seed " + s for s in seeds) + " | pooled |")
    print("|---|---|---:|" + "---:|" * (len(seeds) + 1))
    for cell in sorted(errors, key=lambda k: (k[0], list(PAPER).index(k))):
        p, pse = PAPER[cell]
        row = ["| %s | %s | %.2f ± %.2f |" % (cell[0], cell[1], p, pse)]
        pooled = []
        for s in seeds:
            v = errors[cell].get(s, [])
            if len(v) < 2:
                row.append(" |")
                continue
            m, se = stats(v)
            pooled += v
            row.append(" %.2f ± %.2f (%+.1f)%s |" % (m, se, (m - p) / math.hypot(se, pse),
                                                    "" if len(v) == 100 else " [%d runs]" % len(v)))
        m, se = stats(pooled)
        row.append(" %.2f ± %.2f (%+.1f), %d runs |" % (m, se, (m - p) / math.hypot(se, pse), len(pooled)))
        print("".join(row))


if __name__ == "__main__":
    main(sys.argv[1:])
