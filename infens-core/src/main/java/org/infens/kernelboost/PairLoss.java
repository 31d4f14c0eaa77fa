package org.infens.kernelboost;

/**
 * The two alignment losses of a pair of labelled examples (Crammer, Keshet &amp; Singer 2002, Sec. 2), as functions of
 * the pair's margin y_1 y_2 K(x_1, x_2), and the pair weight D(i, j) the booster gives each
 * (Crammer, Keshet &amp; Singer 2002, Fig. 1).
 */
public enum PairLoss {
    /** ExpLoss: exp(-margin); pair weight exp(-margin). */
    EXP {
        @Override
        public double loss(double margin) {
            return Math.exp(-margin);
        }

        @Override
        public double weight(double margin) {
            return Math.exp(-margin);
        }
    },
    /**
     * LogLoss: ln(1 + exp(-margin)); pair weight 1 / (1 + exp(margin)), the loss's negated derivative (Collins,
     * Schapire &amp; Singer). Crammer, Keshet &amp; Singer 2002, Fig. 1 prints 1 / (1 + exp(-margin)), which would
     * weigh the pairs already aligned most; we read that as a sign slip and use the derivative, which is what makes the
     * loss decrease every round (tested).
     */
    LOG {
        @Override
        public double loss(double margin) {
            return margin > 0 ? Math.log1p(Math.exp(-margin)) : -margin + Math.log1p(Math.exp(margin));
        }

        @Override
        public double weight(double margin) {
            return margin > 0 ? Math.exp(-margin) / (1 + Math.exp(-margin)) : 1 / (1 + Math.exp(margin));
        }
    };

    /** The loss of a pair with margin y_i y_j K(x_i, x_j). */
    public abstract double loss(double margin);

    /** The booster's weight D(i, j) of a pair with this margin (before normalisation). */
    public abstract double weight(double margin);

    /** The loss named in specs: {@code exp} or {@code log}. */
    public static PairLoss fromName(String name) {
        switch (name) {
            case "exp":
                return EXP;
            case "log":
                return LOG;
            default:
                throw new IllegalArgumentException("loss must be log or exp, got " + name);
        }
    }

    /** The name used in specs. */
    public String specName() {
        return this == EXP ? "exp" : "log";
    }
}
