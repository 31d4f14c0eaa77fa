#!/usr/bin/env python3
"""Seed sensitivity of reproduced cells: the mean test error of one (data set, method) cell under several master seeds.

Reads the report.json that `infens reproduce` writes beside each store (one store per master seed) and prints, for
every cell that all the stores computed: each seed's mean +- standard error and z against the paper, then all the
seeds' runs pooled (exactly, from each seed's run count, mean and standard error). The method names and the papers'
values come from the reports, so a cell is named as the report names it.

    bin/infens reproduce --report-only --out DIR_S --runs 100 --experiments E1,E2,...   # for each store
    python3 infens-bench/seed-sensitivity.py SEED=DIR_S [SEED=DIR_S ...]

A cell listed by several experiments with the same paper value (Lin & Li 2008 prints SVM-Stump in Tables 2 and 5)
is one row; where the papers print different values for one computation, each gets its row.
"""
import json
import math
import sys


def cells(folder):
    """(data set, method, paper mean, paper se) -> (runs, mean, se) of the report's computed cells."""
    with open(folder + "/report.json") as f:
        report = json.load(f)
    found = {}
    for experiment in report["experiments"]:
        for c in experiment["cells"]:
            if c.get("paperMean") is None or c.get("runs", 0) < 2 or c.get("mean") is None:
                continue
            key = (c["dataset"], c["method"], c["paperMean"], c["paperSe"])
            found.setdefault(key, (c["runs"], c["mean"], c["se"]))
    return found


def pooled(parts):
    """Mean and standard error of the union of groups given as (count, mean, standard error)."""
    total = sum(n for n, _, _ in parts)
    mean = sum(n * m for n, m, _ in parts) / total
    squares = sum(se * se * n * (n - 1) + n * (m - mean) ** 2 for n, m, se in parts)
    return total, mean, math.sqrt(squares / (total - 1) / total)


def cell_text(n, m, se, paper, paper_se, expected=None):
    z = (m - paper) / math.hypot(se, paper_se)
    return "%.2f ± %.2f (%+.1f)%s" % (m, se, z, "" if expected in (None, n) else " [%d runs]" % n)


def main(args):
    seeds, stores = [], []
    for arg in args:
        seed, folder = arg.split("=", 1)
        seeds.append(seed)
        stores.append(cells(folder))
    common = [k for k in stores[0] if all(k in s for s in stores[1:])]
    print("| data set | method | paper | " + " | ".join("seed " + s for s in seeds) + " | pooled |")
    print("|---|---|---:|" + "---:|" * (len(seeds) + 1))
    for key in sorted(common, key=lambda k: (k[0], k[1])):
        dataset, method, paper, paper_se = key
        parts = [s[key] for s in stores]
        runs = max(n for n, _, _ in parts)
        row = "| %s | %s | %.2f ± %.2f |" % (dataset, method, paper, paper_se)
        row += "".join(" %s |" % cell_text(n, m, se, paper, paper_se, runs) for n, m, se in parts)
        n, m, se = pooled(parts)
        print(row + " %s, %d runs |" % (cell_text(n, m, se, paper, paper_se), n))


if __name__ == "__main__":
    main(sys.argv[1:])
