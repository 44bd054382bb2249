/**
 * The {@code elfern} command-line program, built with picocli: {@link
 * io.github.elfern.examples.cli.ElfernCommand} and one class per subcommand.
 */
package io.github.elfern.examples.cli;
