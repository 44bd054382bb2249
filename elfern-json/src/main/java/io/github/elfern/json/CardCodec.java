package io.github.elfern.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.elfern.card.Card;
import io.github.elfern.json.Trees.Bad;
import java.util.regex.Pattern;

/** A card: its EGN token, {@code "QH"}. */
final class CardCodec extends TreeCodec<Card> {

  static final CardCodec INSTANCE = new CardCodec();

  /** A card token of JSON.md's grammar: rank {@code A K Q J T 9 8 7}, then suit {@code C S H D}. */
  private static final Pattern CARD = Pattern.compile("[AKQJT987][CSHD]");

  private CardCodec() {
    super(Card.class, "card");
  }

  @Override
  JsonNode write(Card c, boolean top) {
    return Trees.F.textNode(c.notation());
  }

  @Override
  Card read(JsonNode n, String path, boolean top) {
    String s = Trees.text(n, path, 8);
    try {
      if (!CARD.matcher(s).matches()) {
        throw new IllegalArgumentException(s);
      }
      return Card.parse(s);
    } catch (IllegalArgumentException e) {
      throw new Bad(path + ": '" + s + "' is not a card (rank A K Q J T 9 8 7, then suit C S H D,"
          + " e.g. \"QH\")");
    }
  }
}
