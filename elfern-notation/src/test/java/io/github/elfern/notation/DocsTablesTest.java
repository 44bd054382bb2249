package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.rules.Option;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The documentation's tables and lists of presets and options are what the data gives: README
 * "Games and variants" is generated from the {@link Preset} rows (this test prints the table to
 * paste when it differs), and EGN.md and VECTORS.md name the presets and the option order of
 * {@link Preset#values()} and {@link Option#all()}.
 */
class DocsTablesTest {

  static final String BEGIN = "<!-- presets table: generated from Preset.values(), checked by"
      + " DocsTablesTest -->";
  static final String END = "<!-- end of presets table -->";

  /** {@return the README table of the presets, one row per preset, from the data} */
  static String presetsTable() {
    StringBuilder sb = new StringBuilder();
    sb.append("| preset | what it is | options | sources |\n");
    sb.append("|---|---|---|---|\n");
    List<Preset> done = new ArrayList<>();
    for (Preset p : Preset.values()) {
      sb.append("| `").append(p.id()).append("` | ").append(p.description()).append(" | ")
          .append(optionsCell(p, done)).append(" | ").append(String.join("; ", p.sources()))
          .append(" |\n");
      done.add(p);
    }
    return sb.toString();
  }

  /**
   * {@return the options of a row, each with its values and the row's default (booleans: "on"
   * when on by default), or "as `id`" when an earlier row has the same}
   */
  private static String optionsCell(Preset p, List<Preset> before) {
    for (Preset q : before) {
      if (options(q).equals(options(p))) {
        return "as `" + q.id() + "`";
      }
    }
    return options(p);
  }

  private static String options(Preset p) {
    if (p.options().isEmpty()) {
      return "none";
    }
    var defaults = Rules.of(p).options();
    return p.options().stream()
        .map(v -> v.isBoolean()
            ? "`" + v.key() + "`" + ("true".equals(defaults.get(v)) ? " (on)" : "")
            : "`" + v.key() + "=" + String.join("\\|", v.textValues()) + "` (default "
                + defaults.get(v) + ")")
        .collect(Collectors.joining(", "));
  }

  static String ids() {
    return Preset.values().stream().map(p -> "`" + p.id() + "`")
        .collect(Collectors.joining(", "));
  }

  static String keyOrder() {
    return Option.all().stream().map(Option::key)
        .collect(Collectors.joining(", "));
  }

  @Test
  @DisplayName("README 'Games and variants': the table is generated from the preset rows")
  void readme_presetsTable() throws IOException {
    String readme = Files.readString(Path.of("../README.md"));
    int from = readme.indexOf(BEGIN);
    int to = readme.indexOf(END);
    assertThat(from).as("README.md holds the marker %s", BEGIN).isNotNegative();
    assertThat(to).as("README.md holds the marker %s", END).isGreaterThan(from);
    String table = readme.substring(from + BEGIN.length(), to).strip() + "\n";
    assertThat(table).as("README.md presets table; paste:%n%s", presetsTable())
        .isEqualTo(presetsTable());
  }

  @Test
  @DisplayName("EGN.md and VECTORS.md list the preset ids and the option order of the data")
  void egnAndVectors_listThePresetsAndOptions() throws IOException {
    String egn = Files.readString(Path.of("EGN.md")).replaceAll("\\s+", " ");
    String vectors = Files.readString(Path.of("../vectors/VECTORS.md")).replaceAll("\\s+", " ");
    assertThat(egn).contains("(" + ids() + "; exact");
    assertThat(egn).contains("in the order " + keyOrder() + " (");
    assertThat(vectors).contains("Presets: " + ids() + ".");
    assertThat(vectors).contains("in the order " + keyOrder() + " (");
  }
}
