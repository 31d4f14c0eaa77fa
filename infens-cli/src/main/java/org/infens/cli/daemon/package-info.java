/**
 * The background server of {@code bin/infens}: a resident JVM ({@link org.infens.cli.daemon.Server}) that runs
 * {@code train}, {@code predict} and {@code scale} for short-lived clients ({@link org.infens.cli.daemon.Client}, and
 * its Python twin {@code bin/infens-client.py})
 * over a Unix-domain socket, so that callers that start these commands many times pay the JVM's start-up and
 * just-in-time compilation once. The commands themselves are {@link org.infens.cli.Main}'s; this package only moves
 * their arguments, output and exit codes, and decides which command lines a server runs
 * ({@code ServedCommands}) and who may reach it ({@link org.infens.cli.daemon.Server}).
 */
package org.infens.cli.daemon;
