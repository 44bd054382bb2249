/**
 * Pictures of Elfern: SVG of cards (French and German suits), hands, tricks and a whole table seen
 * from one seat, and Unicode card characters for terminals. No dependencies beyond the core.
 *
 * <p>Start with {@link io.github.elfern.svg.Svg}.
 */
module io.github.elfern.svg {
  requires transitive io.github.elfern.core;

  exports io.github.elfern.svg;
}
