/** The consumer smoke test as a named module: it reads only the exported API packages. */
module consumer {
  requires io.github.elfern.core;
  requires io.github.elfern.notation;
  requires io.github.elfern.json;
  requires io.github.elfern.svg;
}
