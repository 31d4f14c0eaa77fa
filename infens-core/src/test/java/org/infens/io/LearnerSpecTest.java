package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;

/** The specs of the perceptron, C4.5, AdaBoost.MH, ovo and ovr learners make their trainers; bad values are named. */
class LearnerSpecTest {
    @Test
    void perceptronWithAKernelIsHandedToTheKernelPerceptron() {
        if (Learners.names().contains("kernel-perceptron")) {
            assertEquals(Learners.create("kernel-perceptron(kernel=rbf)", LearnerContext.defaults()).getClass(),
                    Learners.create("perceptron(kernel=rbf)", LearnerContext.defaults()).getClass());
        } else {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Learners.create("perceptron(kernel=rbf, epochs=10)", LearnerContext.defaults()));
            assertTrue(e.getMessage().contains("kernel-perceptron"), e.getMessage());
        }
    }

    @Test
    void badValuesNameTheParameter() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("c45(confidence=0.9)", LearnerContext.defaults()));
        assertTrue(e.getMessage().startsWith("c45: confidence"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("perceptron(epochs=-2)", LearnerContext.defaults()));
        assertTrue(e.getMessage().startsWith("perceptron: epochs"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("adaboost-mh(T=0)", LearnerContext.defaults()));
        assertTrue(e.getMessage().startsWith("adaboost-mh: T"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("svm(kernel=rbf, gamma=0.5)", LearnerContext.defaults()));
        assertEquals("svm: gamma is a parameter of the kernel, not of svm: write svm(kernel=rbf(gamma=0.5), ...) (as a"
                + " grid axis, kernel.gamma=...)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("adaboost-mh(variant=gentle)", LearnerContext.defaults()));
        assertEquals("adaboost-mh: variant must be discrete or real, got 'gentle'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("ovo(bse=c45)", LearnerContext.defaults()));
        assertTrue(e.getMessage().contains("allowed: base, seed"), e.getMessage());
    }
}
