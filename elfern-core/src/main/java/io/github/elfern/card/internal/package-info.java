/**
 * The text rules under the cards: the one grammar of card tokens ({@link
 * io.github.elfern.card.internal.CardGrammar}) and the one way of quoting input in an error message
 * ({@link io.github.elfern.card.internal.Messages}). It names no other package of the library, so
 * that {@code card} and every layer above can use it.
 *
 * <p>Internal: this package is exported only to the library's own modules. Applications parse
 * cards with {@code Card.parse} and {@code CardSet.parse}.
 */
package io.github.elfern.card.internal;
