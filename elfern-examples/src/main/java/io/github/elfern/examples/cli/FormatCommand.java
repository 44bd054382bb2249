package io.github.elfern.examples.cli;

import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code format} command: rewrites an EGN file as canonical EGN on standard output, record by
 * record in bounded memory.
 *
 * <p>Records with an error are written too, as far as they were read: their well-formed tags,
 * cards and comments, in canonical form (what could not be read — a garbage word, a malformed tag
 * pair — is lost). Each such error is reported on standard error as {@code FILE:LINE:COL: CODE
 * message}, and the exit code is then 1, so that a script never mistakes a lossy rewrite for a
 * clean one. A file that is already canonical and valid comes out byte for byte the same.
 *
 * <p>{@code format} is a filter whose output is EGN to be saved, so it writes tag values and
 * comments as they are (EGN.md §8), control characters included; to look at a file that may hold
 * such characters on a terminal, use {@code replay} or {@code validate}, which escape them.
 */
@Command(
    name = "format",
    mixinStandardHelpOptions = true,
    description = {
      "Writes an EGN file as canonical EGN on standard output.",
      "Records with errors are written as far as they were read; their errors go to standard "
          + "error as FILE:LINE:COL: CODE message and the exit code is 1.",
      "The output is EGN to be saved: it holds tag values and comments as they are, control "
          + "characters included. To look at an untrusted file on a terminal use 'elfern replay' "
          + "or 'elfern validate', which escape them."
    })
final class FormatCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Parameters(paramLabel = "FILE", description = "The EGN file (- for standard input).")
  String file;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    boolean bad = false;
    try (EgnReader reader = EgnFiles.open(file, Strictness.LENIENT, root.in())) {
      Optional<ParsedRecord> next;
      while ((next = reader.next()).isPresent()) {
        ParsedRecord record = next.get();
        EgnWriter.write(record.record(), out);
        if (record.hasError()) {
          bad = true;
          out.flush();
          err.println(Display.printable(record.firstError().get().format(file)));
          err.flush();
        }
      }
    }
    out.flush();
    return bad ? 1 : 0;
  }
}
