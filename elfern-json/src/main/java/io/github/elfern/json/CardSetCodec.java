package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.github.elfern.card.Card;
import io.github.elfern.card.CardSet;
import io.github.elfern.json.Trees.Bad;

/** A set of cards: an array of card tokens in canonical order, each at most once. */
final class CardSetCodec extends TreeCodec<CardSet> {

  static final CardSetCodec INSTANCE = new CardSetCodec();

  private CardSetCodec() {
    super(CardSet.class, "cards");
  }

  @Override
  JsonNode write(CardSet cards, boolean top) {
    return Trees.cards(cards);
  }

  @Override
  CardSet read(JsonNode n, String path, boolean top) {
    ArrayNode a = Trees.array(n, path, 32);
    CardSet set = CardSet.EMPTY;
    for (int i = 0; i < a.size(); i++) {
      Card c = CardCodec.INSTANCE.read(a.get(i), path + "[" + i + "]", false);
      if (set.contains(c)) {
        throw new Bad(path + "[" + i + "]: card " + c + " is given twice");
      }
      set = set.with(c);
    }
    return set;
  }
}
