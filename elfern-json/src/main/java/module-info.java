/**
 * The JSON wire format of Elfern as a Jackson module: a seat's view, moves, tricks, deal results,
 * match tables and finished deals, versioned and described by a JSON Schema shipped in this jar.
 *
 * <p>Start with {@link io.github.elfern.json.ElfernModule} or {@link
 * io.github.elfern.json.ElfernJson#mapper()}.
 */
module io.github.elfern.json {
  requires transitive io.github.elfern.core;
  requires transitive io.github.elfern.notation;
  requires transitive com.fasterxml.jackson.databind;

  exports io.github.elfern.json;

  opens io.github.elfern.json to com.fasterxml.jackson.databind;
}
