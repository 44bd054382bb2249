package io.github.elfern.examples.cli;

import io.github.elfern.rules.Preset;
import java.util.Iterator;

/**
 * The preset ids, for the {@code --game} options: listed in their help and offered by the shell
 * completion, from {@link Preset#values()} so that a new preset appears without editing a command.
 */
final class PresetIds implements Iterable<String> {

  @Override
  public Iterator<String> iterator() {
    return Preset.values().stream().map(Preset::id).iterator();
  }
}
