package io.github.elfern.examples.cli;

import io.github.elfern.notation.Diagnostic;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The {@code validate} command: checks EGN files record by record (syntax, the legality of every
 * play, the result) and prints one line per error, {@code FILE:LINE:COL: CODE message}.
 *
 * <p>Files are streamed, one record at a time, so a file of any size is checked in bounded memory.
 * A file that cannot be read (missing, a directory, no permission) is reported on standard error
 * as {@code elfern: FILE: problem} and counts as an error; the other files are still checked.
 * Bytes that are not UTF-8 are read as U+FFFD, so the word that holds them is reported as a bad
 * token at its position (usually {@code syntax}) and the reading goes on. Notes about partial
 * records ({@code partial-deck}, {@code unchecked}) are not errors; {@code --notes} prints them in
 * the same format.
 *
 * <p>A last line on standard error sums up: {@code N files, N records, N errors} (with the records
 * that have errors and the files that could not be read, if any), so that standard output stays
 * one line per error; {@code --quiet} leaves it out, so that nothing is printed for valid files.
 *
 * <p>Exit code: 0 when every record of every file is valid, 1 when a record has an error or a file
 * cannot be read, 2 for a usage error.
 */
@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    description = {
      "Checks EGN files: syntax, the legality of every play, and the result.",
      "Prints one line per error, FILE:LINE:COL: CODE message; exits 1 if any record has an "
          + "error, 0 otherwise. Lenient unless --strict. Use - for standard input."
    })
final class ValidateCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand ElfernCommand root;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "EGN files to check.")
  List<String> files;

  @Option(names = "--strict", description = "Refuse lower case, suit symbols and missing trick numbers.")
  boolean strict;

  @Option(names = "--notes", description = "Also print the notes about partial records (not errors).")
  boolean notes;

  @Option(names = {"-q", "--quiet"},
      description = "Do not print the summary line (files, records, errors) on standard error.")
  boolean quiet;

  @Override
  public Integer call() {
    int records = 0;
    int errors = 0;
    int badRecords = 0;
    int unreadable = 0;
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Strictness strictness = strict ? Strictness.STRICT : Strictness.LENIENT;
    boolean bad = false;
    for (String file : files) {
      try (EgnReader reader = EgnFiles.open(file, strictness, root.in())) {
        Optional<ParsedRecord> next;
        while ((next = reader.next()).isPresent()) {
          ParsedRecord record = next.get();
          records++;
          badRecords += record.hasError() ? 1 : 0;
          for (Diagnostic d : record.diagnostics()) {
            errors += d.isError() ? 1 : 0;
            if (d.isError() || notes) {
              out.println(Display.printable(d.format(file)));
            }
          }
          bad |= record.hasError();
        }
      } catch (EgnFiles.Unreadable e) {
        out.flush();
        err.println("elfern: " + Display.printable(e.getMessage()));
        unreadable++;
        bad = true;
      } catch (UncheckedIOException e) {
        out.flush();
        err.println("elfern: " + Display.printable(file + ": read error: " + EgnFiles.problem(e)));
        unreadable++;
        bad = true;
      }
      out.flush();
    }
    if (!quiet) {
      // on standard error, so that standard output stays one line per error
      err.println(count(files.size(), "file") + ", " + count(records, "record") + ", "
          + count(errors, "error") + (badRecords > 0 ? " in " + count(badRecords, "record") : "")
          + (unreadable > 0 ? "; " + unreadable + " unreadable" : "") + ".");
    }
    err.flush();
    return bad ? 1 : 0;
  }

  private static String count(int n, String what) {
    return n + " " + what + (n == 1 ? "" : "s");
  }
}
