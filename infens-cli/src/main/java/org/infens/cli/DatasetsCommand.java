package org.infens.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.infens.data.BundledData;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code infens datasets}: lists the bundled data sets, with their sizes, sources and licences. */
@Command(name = "datasets", header = "List the bundled data sets (usable wherever a data file goes).",
        description = "Prints one line per data set bundled with Infens: its name, rows, features, classes"
                + " ('regression' for a regression set, whose labels are the targets), the UCI data set it is, where"
                + " that is published and its licence. Give NAME or bundled:NAME wherever a command takes a data"
                + " file (train heart, cv --learner stump bundled:iris): bundled:NAME always means the bundled set,"
                + " a bare NAME only when no file of that name exists in the working directory. docs/datasets.md"
                + " tells how each set was converted.")
final class DatasetsCommand implements Callable<Integer> {
    @Mixin
    HelpOption help = new HelpOption();

    @Override
    public Integer call() {
        PrintWriter out = help.out();
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"name", "rows", "features", "classes", "data set", "source", "licence"});
        for (BundledData.Description d : BundledData.catalogue()) {
            rows.add(new String[] {d.name(), String.valueOf(d.rows()), String.valueOf(d.features()),
                    d.classesText(), d.title(), d.source(), d.licence()});
        }
        int[] width = new int[rows.get(0).length];
        for (String[] r : rows) {
            for (int c = 0; c < r.length; c++) {
                width[c] = Math.max(width[c], r[c].length());
            }
        }
        for (String[] r : rows) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < r.length; c++) {
                boolean number = c >= 1 && c <= 3;
                String pad = " ".repeat(width[c] - r[c].length());
                sb.append(c == 0 ? "" : "  ").append(number ? pad + r[c] : c == r.length - 1 ? r[c] : r[c] + pad);
            }
            out.println(sb);
        }
        out.println();
        out.println("Give NAME or bundled:NAME wherever a data file goes (a file named NAME in the working directory"
                + " wins over a bare NAME). Sets from the UCI Machine Learning Repository, https://archive.ics.uci.edu"
                + "; docs/datasets.md gives each set's citation and conversion.");
        out.flush();
        return 0;
    }
}
