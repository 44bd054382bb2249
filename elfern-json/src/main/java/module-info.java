/**
 * The JSON wire format of Elfern as a Jackson module: a seat's view, moves, tricks, deal results,
 * match tables and finished deals, versioned and described by a JSON Schema shipped in this jar.
 *
 * <p>Start with {@link io.github.elfern.json.ElfernModule} (also found by Jackson's {@code
 * ObjectMapper.findAndRegisterModules()}) or {@link io.github.elfern.json.ElfernJson#mapper()}.
 */
module io.github.elfern.json {
  requires transitive io.github.elfern.core;
  requires transitive io.github.elfern.notation;
  requires transitive com.fasterxml.jackson.databind;

  exports io.github.elfern.json;

  // ObjectMapper.findAndRegisterModules() finds the module on the module path by this, on the
  // class path by META-INF/services/com.fasterxml.jackson.databind.Module
  provides com.fasterxml.jackson.databind.Module with io.github.elfern.json.ElfernModule;

  opens io.github.elfern.json to com.fasterxml.jackson.databind;
}
