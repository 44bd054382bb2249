package io.github.elfern.rules;

import io.github.elfern.card.CardSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * One game of the rules matrix as a declarative row of data: its id, players, deck, deal,
 * trumps, obligations per phase, capture, card values, thresholds, tie rule, lead restriction,
 * Zwang, settlement, the {@link Option options} that apply to it and the sources it follows
 * (docs/rules.md#games). The default value of each option is the row's own value of
 * the rule that the option sets (see {@link Option#defaultFor(Preset)}).
 *
 * <p>The six presets of the matrix are the constants below, listed by {@link #values()}; nothing
 * in the library branches on which preset a game is, only on the rules of its row. A game
 * outside the matrix is one more row made with {@link #builder(String)} and played with {@link
 * Rules#of(Preset)}; {@link Rules#preset(String)} and EGN know only the rows of {@link
 * #values()}. A custom row may not take the id of a built-in one, so that a position string or
 * a record naming a built-in id always means that row and its rules; one naming a custom id is
 * refused by {@link Rules#preset(String)} rather than read with other rules.
 *
 * <p>Presets are immutable values, equal when all their data are equal.
 */
public final class Preset {

  private static final CardSet FULL = CardSet.ALL;

  /** Elfern: two players, honours count, no trumps (Kiddle, Braillespiel). */
  public static final Preset ELFERN =
      new Builder("elfern")
          .description(
              "2 players, 32 cards, honours A K Q J T count 1 each, no trumps; 6 cards each"
                  + " dealt 2-2-2, 20 in the stock; winner draws first; phase 1 no obligation,"
                  + " phase 2 (stock empty) follow suit; 11+ wins, 15+ schneider, 20 schwarz,"
                  + " 10–10 Ständer")
          .sources("Kiddle, Braillespiel, the app's README", "head: Meyers")
          .players(2, FULL)
          .deal(6, 2, 2, 2)
          .obligations(Obligation.NONE, Obligation.FOLLOW)
          .thresholds(CardValues.HONOURS, 11, 15, false)
          .tieRule(TieRule.STANDER)
          .options(Option.HAND, Option.HEAD, Option.SEVEN_BEATS_ACE)
          .build();

  /** Elfern with a turned trump that is drawn last (Kiddle, "Trump suit"). */
  public static final Preset ELFERN_TRUMPS =
      ELFERN.copy("elfern-trumps")
          .description(
              "as `elfern`, the top card of the stock turned for trumps; phase 2 follow suit,"
                  + " else trump")
          .sources("Kiddle (\"Trump suit\")")
          .turnsTrump(true)
          .obligations(Obligation.NONE, Obligation.FOLLOW_OR_TRUMP)
          .build();

  /** Elfern as the app's README states it: a seven beats a led ace; ties carry nothing. */
  public static final Preset ELFERN_APP =
      ELFERN.copy("elfern-app")
          .description("as `elfern` with `seven-beats-ace` on; a tie carries nothing")
          .sources("the app's README")
          .sevenBeatsAce(true)
          .tieRule(TieRule.NOTHING_CARRIED)
          .build();

  /** Böhmischer Schneider, the honours game: the follower captures only with the next-higher card. */
  public static final Preset BOHEMIAN_SCHNEIDER =
      ELFERN.copy("bohemian-schneider")
          .description(
              "honours game, 3-3 deal, no obligation ever; the follower captures only with the"
                  + " next-higher card of the suit led; 16+ double; ties redealt")
          .sources("Wikipedia (en, de)", "Kiddle/CardRules")
          .deal(6, 3, 3)
          .obligations(Obligation.NONE, Obligation.NONE)
          .capture(Capture.NEXT)
          .thresholds(CardValues.HONOURS, 11, 16, false)
          .tieRule(TieRule.REDEAL)
          .options(Option.CAPTURE)
          .build();

  /** Böhmischer Schneider, the card-point game of Braillespiel (Braillespiel): A 11, T 10, K 4, Q 3, J 2. */
  public static final Preset BOHEMIAN_POINTS =
      ELFERN.copy("bohemian-points")
          .description(
              "as `elfern`, cards counted A 11, T 10, K 4, Q 3, J 2 (120); 61 wins")
          .sources("Braillespiel")
          // schneider when the loser has 30 or fewer, schwarz when he took no trick (our choice)
          .thresholds(CardValues.CARD_POINTS, 61, 90, true)
          .build();

  /** Fünfzehnern: four (or three) players, all cards dealt, lead restrictions and Zwang (Wikipedia's Fünfzehnern). */
  public static final Preset FUENFZEHNERN =
      new Builder("fuenfzehnern")
          .description(
              "4 players, all 8 cards dealt 4-4, follow suit, A 5 K 4 Q 3 J 2 T 1 (60), lead"
                  + " restrictions, Zwang, settlement against 15")
          .sources(
              "Wikipedia's Fünfzehnern (Alvensleben 1853, Meyers 1907, 1880 anthology, Kastner 2005,"
                  + " Parlett 2008)")
          .players(4, FULL)
          .deal(8, 4, 4)
          .obligations(Obligation.FOLLOW, Obligation.FOLLOW)
          .thresholds(CardValues.FIFTEEN, 0, 0, false)
          .tieRule(TieRule.NOT_APPLICABLE)
          .leadRestriction(LeadRestriction.RELAXED)
          .zwang(true)
          .options(Option.PLAYERS, Option.LEAD, Option.ZWANG, Option.SETTLEMENT)
          .build();

  private static final List<Preset> VALUES =
      List.of(ELFERN, ELFERN_TRUMPS, ELFERN_APP, BOHEMIAN_SCHNEIDER, BOHEMIAN_POINTS, FUENFZEHNERN);

  private final String id;
  private final String description;
  private final List<String> sources;
  private final int players;
  private final CardSet deck;
  private final int handSize;
  private final List<Integer> dealBatches;
  private final boolean turnedTrump;
  private final Obligation phase1;
  private final Obligation phase2;
  private final boolean mustHead;
  private final boolean sevenBeatsAce;
  private final Capture capture;
  private final CardValues cardValues;
  private final int winAt;
  private final int schneiderAt;
  private final boolean schwarzByTricks;
  private final TieRule tieRule;
  private final LeadRestriction leadRestriction;
  private final boolean zwang;
  private final Settlement settlement;
  private final Set<Option<?>> options;

  private Preset(Builder b) {
    this.id = b.id;
    this.description = b.description;
    this.sources = List.copyOf(b.sources);
    this.players = b.players;
    this.deck = b.deck;
    this.handSize = b.handSize;
    this.dealBatches = List.copyOf(b.dealBatches);
    this.turnedTrump = b.turnedTrump;
    this.phase1 = b.phase1;
    this.phase2 = b.phase2;
    this.mustHead = b.mustHead;
    this.sevenBeatsAce = b.sevenBeatsAce;
    this.capture = b.capture;
    this.cardValues = b.cardValues;
    this.winAt = b.winAt;
    this.schneiderAt = b.schneiderAt;
    this.schwarzByTricks = b.schwarzByTricks;
    this.tieRule = b.tieRule;
    this.leadRestriction = b.leadRestriction;
    this.zwang = b.zwang;
    this.settlement = b.settlement;
    this.options = Collections.unmodifiableSet(new LinkedHashSet<>(b.options));
  }

  /**
   * Starts a new row with the given id and the rules of a plain two-player honours game without
   * options (as {@link #ELFERN} without its options), to be changed by the builder's setters.
   *
   * @param id the id: lowercase letters, digits and hyphens, starting with a letter, and not the
   *     id of a preset of {@link #values()}
   * @return a builder
   * @throws IllegalArgumentException if the id is not of that form, or is a built-in preset's
   */
  public static Builder builder(String id) {
    return new Builder(notBuiltIn(id));
  }

  /**
   * {@return {@code id}, unless a preset of {@link #values()} has it}: a position string or an
   * EGN record names its rules by the preset's id and is read back with {@link
   * Rules#preset(String)}, so a custom row with a built-in id would be read back as the built-in
   * row, its own rules silently lost.
   */
  private static String notBuiltIn(String id) {
    if (fromId(Objects.requireNonNull(id, "id")).isPresent()) {
      throw new IllegalArgumentException("preset id '" + id + "' is the id of a built-in preset;"
          + " a custom row needs an id of its own (built-in: " + validIds() + ")");
    }
    return id;
  }

  /**
   * Starts a new row with the given id and all the rules, options and sources of this one.
   *
   * @param id the new row's id, not the id of a preset of {@link #values()}
   * @return a builder holding a copy of this row's data
   * @throws IllegalArgumentException if the id is not of the form {@link #builder(String)} needs,
   *     or is a built-in preset's
   */
  public Builder toBuilder(String id) {
    return copy(notBuiltIn(id));
  }

  /**
   * {@return a builder holding a copy of this row, under its own id}: for {@link Rules} to apply
   * option values to a row, built-in or not.
   */
  Builder toRowBuilder() {
    return copy(id);
  }

  /** {@return a builder holding a copy of this row's data, with the id unchecked but for form} */
  private Builder copy(String id) {
    Builder b = new Builder(id);
    b.description = description;
    b.sources = new ArrayList<>(sources);
    b.players = players;
    b.deck = deck;
    b.handSize = handSize;
    b.dealBatches = new ArrayList<>(dealBatches);
    b.turnedTrump = turnedTrump;
    b.phase1 = phase1;
    b.phase2 = phase2;
    b.mustHead = mustHead;
    b.sevenBeatsAce = sevenBeatsAce;
    b.capture = capture;
    b.cardValues = cardValues;
    b.winAt = winAt;
    b.schneiderAt = schneiderAt;
    b.schwarzByTricks = schwarzByTricks;
    b.tieRule = tieRule;
    b.leadRestriction = leadRestriction;
    b.zwang = zwang;
    b.settlement = settlement;
    b.options = new TreeSet<>(Option.CANONICAL);
    b.options.addAll(options);
    return b;
  }

  /** {@return the presets of the rules matrix, in the order of the documentation} */
  public static List<Preset> values() {
    return VALUES;
  }

  /**
   * Returns the preset of the rules matrix with the given id, if there is one.
   *
   * @param id an id such as {@code "elfern"}
   * @return the preset, or empty if no preset has that id
   */
  public static Optional<Preset> fromId(String id) {
    Objects.requireNonNull(id, "id");
    for (Preset p : VALUES) {
      if (p.id.equals(id)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** {@return the ids of all presets, comma separated, for error messages} */
  public static String validIds() {
    return VALUES.stream().map(Preset::id).collect(Collectors.joining(", "));
  }

  /** {@return the preset's id, e.g. {@code "elfern-trumps"}} */
  public String id() {
    return id;
  }

  /** {@return what the game is, in one line of Markdown, as the README's table of games shows it} */
  public String description() {
    return description;
  }

  /** {@return the sources the row follows, as docs/rules.md#sources names them} */
  public List<String> sources() {
    return sources;
  }

  /** {@return the number of seats in one deal without options} */
  public int players() {
    return players;
  }

  /** {@return the cards of the deck without options} */
  public CardSet deck() {
    return deck;
  }

  /** {@return the number of cards each seat is dealt without options} */
  public int handSize() {
    return handSize;
  }

  /** {@return the batch sizes of one round of the deal without options} */
  public List<Integer> dealBatches() {
    return dealBatches;
  }

  /** {@return whether the top card of the stock is turned after the deal to fix trumps} */
  public boolean turnsTrump() {
    return turnedTrump;
  }

  /** {@return what the follower must play while the stock is not empty} */
  public Obligation phase1Obligation() {
    return phase1;
  }

  /** {@return what the follower must play with the stock empty, or in a game without stock} */
  public Obligation phase2Obligation() {
    return phase2;
  }

  /** {@return whether phase 2 obliges the follower to win the trick if able, by default} */
  public boolean mustHead() {
    return mustHead;
  }

  /** {@return whether a seven following a led ace of its suit wins the trick, by default} */
  public boolean sevenBeatsAce() {
    return sevenBeatsAce;
  }

  /** {@return which card of the suit led captures a trick, by default} */
  public Capture capture() {
    return capture;
  }

  /** {@return what the cards count} */
  public CardValues cardValues() {
    return cardValues;
  }

  /** {@return the points needed to win a deal, or 0 if a deal has no winner} */
  public int winAt() {
    return winAt;
  }

  /** {@return the winner's points from which a win is double (schneider), or 0} */
  public int schneiderAt() {
    return schneiderAt;
  }

  /** {@return whether schwarz means the loser took no trick rather than no point} */
  public boolean schwarzByTricks() {
    return schwarzByTricks;
  }

  /** {@return what an equal split means for the match} */
  public TieRule tieRule() {
    return tieRule;
  }

  /** {@return the lead restriction, by default} */
  public LeadRestriction leadRestriction() {
    return leadRestriction;
  }

  /** {@return whether Zwang may be announced, by default} */
  public boolean zwang() {
    return zwang;
  }

  /** {@return the settlement, by default} */
  public Settlement settlement() {
    return settlement;
  }

  /**
   * {@return the options that apply to this preset, in the canonical order of {@link Option#all()}}
   */
  public Set<Option<?>> options() {
    return options;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Preset)) {
      return false;
    }
    Preset p = (Preset) o;
    return id.equals(p.id)
        && description.equals(p.description)
        && sources.equals(p.sources)
        && players == p.players
        && deck.equals(p.deck)
        && handSize == p.handSize
        && dealBatches.equals(p.dealBatches)
        && turnedTrump == p.turnedTrump
        && phase1 == p.phase1
        && phase2 == p.phase2
        && mustHead == p.mustHead
        && sevenBeatsAce == p.sevenBeatsAce
        && capture == p.capture
        && cardValues == p.cardValues
        && winAt == p.winAt
        && schneiderAt == p.schneiderAt
        && schwarzByTricks == p.schwarzByTricks
        && tieRule == p.tieRule
        && leadRestriction == p.leadRestriction
        && zwang == p.zwang
        && settlement == p.settlement
        && options.equals(p.options);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        id, description, sources, players, deck, handSize, dealBatches, turnedTrump, phase1,
        phase2, mustHead, sevenBeatsAce, capture, cardValues, winAt, schneiderAt,
        schwarzByTricks, tieRule, leadRestriction, zwang, settlement, options);
  }

  /** {@return {@link #id()}} */
  @Override
  public String toString() {
    return id;
  }

  /**
   * A mutable builder of one preset row; {@link #build()} checks that the row is consistent.
   * The {@link Option options} use it too, to apply a value to a row.
   */
  public static final class Builder {
    private final String id;
    private String description = "";
    private List<String> sources = new ArrayList<>();
    private int players = 2;
    private CardSet deck = FULL;
    private int handSize = 6;
    private List<Integer> dealBatches = new ArrayList<>(List.of(2, 2, 2));
    private boolean turnedTrump;
    private Obligation phase1 = Obligation.NONE;
    private Obligation phase2 = Obligation.FOLLOW;
    private boolean mustHead;
    private boolean sevenBeatsAce;
    private Capture capture = Capture.HIGHER;
    private CardValues cardValues = CardValues.HONOURS;
    private int winAt = 11;
    private int schneiderAt = 15;
    private boolean schwarzByTricks;
    private TieRule tieRule = TieRule.STANDER;
    private LeadRestriction leadRestriction = LeadRestriction.NONE;
    private boolean zwang;
    private Settlement settlement = Settlement.STANDARD;
    private TreeSet<Option<?>> options = new TreeSet<>(Option.CANONICAL);

    private Builder(String id) {
      if (!id.matches("[a-z][a-z0-9-]{0,39}")) {
        throw new IllegalArgumentException(
            "bad preset id '" + Option.abbreviate(id) + "': lowercase letters, digits and hyphens,"
                + " starting with a letter, at most 40");
      }
      this.id = id;
    }

    /**
     * Sets what the game is, in one line of Markdown.
     *
     * @param text the description
     * @return this builder
     */
    public Builder description(String text) {
      this.description = Objects.requireNonNull(text, "description");
      return this;
    }

    /**
     * Sets the sources the row follows, replacing any before.
     *
     * @param names the sources, as docs/rules.md#sources names them
     * @return this builder
     */
    public Builder sources(String... names) {
      List<String> list = new ArrayList<>();
      for (String name : Objects.requireNonNull(names, "sources")) {
        list.add(Objects.requireNonNull(name, "source"));
      }
      this.sources = list;
      return this;
    }

    /**
     * Sets the number of seats and the deck.
     *
     * @param seats 2, 3 or 4
     * @param cards the cards of the deck
     * @return this builder
     */
    public Builder players(int seats, CardSet cards) {
      this.players = seats;
      this.deck = Objects.requireNonNull(cards, "cards");
      return this;
    }

    /**
     * Sets the hand size and the batches in which it is dealt.
     *
     * @param cards the cards each seat is dealt
     * @param batches the batch sizes of one round of the deal, adding up to {@code cards}
     * @return this builder
     */
    public Builder deal(int cards, int... batches) {
      Objects.requireNonNull(batches, "batches");
      this.handSize = cards;
      this.dealBatches = new ArrayList<>();
      for (int b : batches) {
        dealBatches.add(b);
      }
      return this;
    }

    /**
     * Sets whether the top card of the stock is turned to fix trumps.
     *
     * @param turned whether it is
     * @return this builder
     */
    public Builder turnsTrump(boolean turned) {
      this.turnedTrump = turned;
      return this;
    }

    /**
     * Sets what the follower must play in each phase.
     *
     * @param phase1 while the stock is not empty
     * @param phase2 with the stock empty, or throughout a game without stock
     * @return this builder
     */
    public Builder obligations(Obligation phase1, Obligation phase2) {
      this.phase1 = Objects.requireNonNull(phase1, "phase1");
      this.phase2 = Objects.requireNonNull(phase2, "phase2");
      return this;
    }

    /**
     * Sets whether phase 2 obliges the follower to win the trick if able.
     *
     * @param head whether it does
     * @return this builder
     */
    public Builder mustHead(boolean head) {
      this.mustHead = head;
      return this;
    }

    /**
     * Sets whether a seven following a led ace of its suit wins the trick.
     *
     * @param beats whether it does
     * @return this builder
     */
    public Builder sevenBeatsAce(boolean beats) {
      this.sevenBeatsAce = beats;
      return this;
    }

    /**
     * Sets which card of the suit led captures a trick.
     *
     * @param rule the capture rule
     * @return this builder
     */
    public Builder capture(Capture rule) {
      this.capture = Objects.requireNonNull(rule, "capture");
      return this;
    }

    /**
     * Sets what the cards count and the thresholds of a deal's result.
     *
     * @param values what the cards count
     * @param win the points needed to win, or 0 if a deal has no winner
     * @param schneider the winner's points from which a win is double, or 0
     * @param schwarzByTricks whether schwarz means the loser took no trick
     * @return this builder
     */
    public Builder thresholds(CardValues values, int win, int schneider, boolean schwarzByTricks) {
      this.cardValues = Objects.requireNonNull(values, "values");
      this.winAt = win;
      this.schneiderAt = schneider;
      this.schwarzByTricks = schwarzByTricks;
      return this;
    }

    /**
     * Sets what an equal split means for the match.
     *
     * @param rule the tie rule
     * @return this builder
     */
    public Builder tieRule(TieRule rule) {
      this.tieRule = Objects.requireNonNull(rule, "tieRule");
      return this;
    }

    /**
     * Sets the lead restriction.
     *
     * @param rule the lead restriction
     * @return this builder
     */
    public Builder leadRestriction(LeadRestriction rule) {
      this.leadRestriction = Objects.requireNonNull(rule, "leadRestriction");
      return this;
    }

    /**
     * Sets whether Zwang may be announced.
     *
     * @param allowed whether it may
     * @return this builder
     */
    public Builder zwang(boolean allowed) {
      this.zwang = allowed;
      return this;
    }

    /**
     * Sets the settlement of a deal without a winner.
     *
     * @param rule the settlement
     * @return this builder
     */
    public Builder settlement(Settlement rule) {
      this.settlement = Objects.requireNonNull(rule, "settlement");
      return this;
    }

    /**
     * Sets the options that apply to the row, replacing any before; their defaults are the
     * row's values of the rules they set.
     *
     * @param keys the options
     * @return this builder
     */
    public Builder options(Option<?>... keys) {
      Objects.requireNonNull(keys, "keys");
      TreeSet<Option<?>> set = new TreeSet<>(Option.CANONICAL);
      for (Option<?> v : keys) {
        set.add(Objects.requireNonNull(v, "option"));
      }
      this.options = set;
      return this;
    }

    /**
     * Checks the row and returns it as a preset.
     *
     * @return the preset
     * @throws IllegalArgumentException if the row is inconsistent (the message names the preset
     *     and the rule): seats other than 2 to 4, a hand that the deck cannot deal, batches that
     *     do not add up to the hand, a stock with more than two players (only the two-player
     *     games have one), a stock of an odd number of cards (both players draw after each
     *     trick), thresholds beyond the deck's points, a turned trump without a stock, or an
     *     option whose default the row does not allow
     */
    public Preset build() {
      if (players < 2 || players > 4) {
        throw bad("players", "must be 2, 3 or 4, got " + players);
      }
      if (handSize < 1 || handSize * players > deck.size()) {
        throw bad("deal", players + " hands of " + handSize + " need more than the "
            + deck.size() + " cards of the deck");
      }
      int sum = 0;
      for (int b : dealBatches) {
        if (b < 1) {
          throw bad("deal", "batches must be positive, got " + dealBatches);
        }
        sum += b;
      }
      if (sum != handSize) {
        throw bad("deal", "batches " + dealBatches + " do not add up to " + handSize);
      }
      int stock = deck.size() - handSize * players;
      if (stock > 0 && players != 2) {
        // docs/rules.md#stock: only the two-player games have a stock
        throw bad("stock", players + " hands of " + handSize + " leave " + stock + " of the "
            + deck.size() + " cards in a stock, but only a two-player game has a stock");
      }
      if (stock % 2 != 0) {
        // after each trick the winner draws, then the loser: two cards at a time
        throw bad("stock", "2 hands of " + handSize + " leave " + stock + " of the "
            + deck.size() + " cards in the stock, which does not split evenly between the two"
            + " draws after a trick");
      }
      if (turnedTrump && handSize * players == deck.size()) {
        throw bad("trump", "a turned trump needs a stock");
      }
      int total = 0;
      for (var c : deck) {
        total += cardValues.of(c);
      }
      if (winAt < 0 || winAt > total || schneiderAt < 0 || schneiderAt > total) {
        throw bad("thresholds", "win at " + winAt + " and schneider at " + schneiderAt
            + " must lie within the deck's " + total + " points");
      }
      Preset p = new Preset(this);
      for (Option<?> o : options) {
        if (!o.allows(p)) {
          throw bad(o.key(), "the row's value is not one of " + o.textValues());
        }
      }
      return p;
    }

    /** {@return the deck the row has so far, for the {@code players} option} */
    CardSet currentDeck() {
      return deck;
    }

    private IllegalArgumentException bad(String rule, String what) {
      return new IllegalArgumentException("preset " + id + ", " + rule + ": " + what);
    }
  }

}
