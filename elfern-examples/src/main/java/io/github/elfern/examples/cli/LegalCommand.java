package io.github.elfern.examples.cli;

import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.Legal;
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
 * The {@code legal} command of EGN tools: one line per record, the legal moves of the seat to play
 * at the end of the record, as {@link Legal#line(ParsedRecord)} gives it — the moves in canonical
 * order and the record's letters with a Zwang lead {@code QC=Z} right after {@code QC}, {@code -}
 * when the deal is over, {@code ! CODE} when the record has an error.
 *
 * <p>Exit code 1 when a record has an error (its line is still printed), else 0. A file without
 * a record gives no line; standard error then says that it holds no record.
 */
@Command(
    name = "legal",
    mixinStandardHelpOptions = true,
    description = {
      "Prints one line per record: the legal moves of the seat to play at its end, in canonical "
          + "order (a Zwang lead QC=Z right after QC), - when the deal is over, ! CODE on error.",
      "Exits 1 if a record has an error."
    })
final class LegalCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Parameters(paramLabel = "FILE", description = "The EGN file (- for standard input).")
  String file;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    boolean bad = false;
    int count = 0;
    try (EgnReader reader = EgnFiles.open(file, Strictness.LENIENT, root.in())) {
      Optional<ParsedRecord> next;
      while ((next = reader.next()).isPresent()) {
        count++;
        out.println(Legal.line(next.get()));
        bad |= next.get().hasError();
      }
    }
    if (count == 0) {
      // on standard error: standard output stays one line per record
      spec.commandLine().getErr().println(Display.printable(file) + " holds no record.");
      spec.commandLine().getErr().flush();
    }
    out.flush();
    return bad ? 1 : 0;
  }
}
