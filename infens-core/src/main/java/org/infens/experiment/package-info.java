/**
 * The papers' experiments as data, and the machinery that runs them: {@code infens reproduce}.
 *
 * <ul>
 *   <li>{@link org.infens.experiment.Experiment}: one paper table (datasets, methods as learner specs with their
 *   parameter grids, the published mean and standard error of each cell); {@link org.infens.experiment.Experiments}
 *   lists them. Each table is defined in one small class ({@code Paper002Table2}, ...), so adding a table is a local
 *   change: write its class and add one line to {@link org.infens.experiment.Experiments}.</li>
 *   <li>{@link org.infens.experiment.ExperimentData}: the data protocol of the papers (Lin &amp; Li 2008, Sec. 7):
 *   artificial sets with 300 training and 3000 test rows, their "-n" versions with 10% flipped training labels, and the
 *   bundled UCI sets scaled to [-1, 1] and split 60% / 40% at random.</li>
 *   <li>{@link org.infens.experiment.Runner}: runs the cells (data set, method, run) in parallel; each cell depends
 *   only on its own seed, so results do not depend on the thread count. Finished cells are appended to a
 *   {@link org.infens.experiment.ResultStore} as they finish, so a killed run resumes where it stopped.</li>
 *   <li>{@link org.infens.experiment.Report}: mean and standard error per cell beside the paper's value, written as
 *   Markdown, CSV, JSON and HTML.</li>
 * </ul>
 */
package org.infens.experiment;
