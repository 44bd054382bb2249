package io.github.elfern.bot;

import io.github.elfern.rules.Rules;
import java.util.Optional;

/**
 * Reads the exact value of a two-player position at the first trick with the stock empty from
 * the endgame database of its rules ({@link EndgameDatabase}), as the {@link Solver} reads it,
 * for a search that stops its play-outs there. Exists only where the solver would read one: rules
 * whose positions are keyed canonically and whose suits are alike, and the database installed
 * ({@code elfern-endgames}). Not thread-safe; one per search.
 */
final class EndgameProbe {

  private final EndgameDatabase database;
  private final byte[] canon;
  private final int trumpSuit;
  private final int cards;
  private final int[] suits = new int[4];

  private EndgameProbe(EndgameDatabase database, byte[] canon, int trumpSuit) {
    this.database = database;
    this.canon = canon;
    this.trumpSuit = trumpSuit;
    this.cards = database.cards();
  }

  /**
   * {@return the probe of the rules and trump suit, or empty where no database applies}
   *
   * @param rules two-player rules
   * @param trumpSuit the trump suit's ordinal, -1 for none
   */
  static Optional<EndgameProbe> of(Rules rules, int trumpSuit) {
    if (rules.players() != 2) {
      return Optional.empty();
    }
    RuleTables tables = new RuleTables();
    tables.prepare(rules, trumpSuit);
    CanonicalKeys keys = new CanonicalKeys();
    boolean layout = keys.prepare(tables) && tables.suitSymmetric && !tables.restricted
        && !tables.zwang && 2 * rules.handSize() <= 12;
    if (!layout) {
      return Optional.empty();
    }
    return EndgameDatabase.shipped(rules, trumpSuit >= 0, keys.canon)
        .map(db -> new EndgameProbe(db, keys.canon, trumpSuit));
  }

  /** {@return the cards in each hand of the positions the database holds} */
  int cards() {
    return cards;
  }

  /**
   * {@return the leader's points difference of the cards still to be played, under best play by
   * both, at a trick start with the stock empty and {@link #cards()} cards in each hand}
   *
   * @param leader the leader's hand (mask)
   * @param follower the follower's hand (mask)
   */
  int value(int leader, int follower) {
    int live = leader | follower;
    for (int s = 0; s < 4; s++) {
      int l = live >>> (s << 3) & 0xFF;
      suits[s] = database.descriptor(l, canon[l << 8 | leader >>> (s << 3) & 0xFF] & 0xFF);
    }
    return database.value(trumpSuit, suits);
  }
}
