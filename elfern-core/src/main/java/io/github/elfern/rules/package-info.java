/**
 * Rules as data: {@link io.github.elfern.rules.Rules} is one immutable value per game and
 * variant, built from a {@link io.github.elfern.rules.Preset} row (one declarative row of data
 * per game) and the {@link io.github.elfern.rules.Option options} that modify it (each with its
 * text key and values, as EGN writes them, and its typed values), and exposing every rule of the
 * rules matrix as a typed property (obligations, capture, card values, lead restriction, Zwang,
 * settlement).
 *
 * <p>The engine reads these properties; it never branches on a game's name.
 */
package io.github.elfern.rules;
