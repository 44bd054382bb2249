/**
 * Cards and decks: {@link io.github.elfern.card.Suit}, {@link io.github.elfern.card.Rank},
 * {@link io.github.elfern.card.Card} (the 32 cards in canonical order),
 * {@link io.github.elfern.card.CardSet} (an immutable bit-mask set) and
 * {@link io.github.elfern.card.Deck} with the portable shuffle driven by
 * {@link io.github.elfern.card.SplitMix64}.
 *
 * <p>Every type here is immutable except the random generator.
 */
package io.github.elfern.card;
