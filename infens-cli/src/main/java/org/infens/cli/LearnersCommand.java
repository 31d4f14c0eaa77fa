package org.infens.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.infens.kernel.Kernels;
import org.infens.spec.Learners;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code infens learners}: lists every learner spec with its parameters and defaults, and the kernel names. */
@Command(name = "learners", header = "List the learners (with their parameters and defaults) and the kernels.",
        description = "Prints one line per learner, as written in --learner, with the defaults of its parameters,"
                + " then the kernel names usable in kernel=SPEC.")
final class LearnersCommand implements Callable<Integer> {
    @Mixin
    HelpOption help = new HelpOption();

    @Override
    public Integer call() {
        PrintWriter out = help.out();
        out.println("Learners (--learner SPEC; every learner also takes seed=N):");
        for (String u : Learners.usage()) {
            out.println("  " + u);
        }
        out.println("Kernels (kernel=SPEC): " + String.join(", ", Kernels.names()));
        out.flush();
        return 0;
    }
}
