package io.github.elfern.notation;

import io.github.elfern.card.SuitSystem;
import io.github.elfern.card.internal.Messages;
import io.github.elfern.kernel.CompiledRules;
import io.github.elfern.kernel.Kernel;
import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayedDeal;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;

/**
 * One EGN record: its tags (in the order read, unknown tags kept), the plays with their glyphs,
 * Zwang announcements and comments, and the termination marker; with the rules, letters, deck and
 * seat names that the tags give.
 *
 * <p>A record is an immutable value. It is what the text says, not a judgement of it: a record
 * read with errors is still a record, and {@link EgnValidator} tells what is wrong with it. Two
 * records are equal when their tags other than {@code Deck} are equal (in any order), their decks
 * are equal (a {@code Seed} and the {@code Deck} it gives are the same deck), and their plays,
 * comments and markers are equal; so writing a record and reading it back gives an equal record.
 *
 * <pre>{@code
 * GameRecord record = GameRecord.parse(text);          // the first record of an EGN text
 * List<GameState> states = record.replay();             // the deal, then one state per play
 * GameRecord again = GameRecord.of(states.get(states.size() - 1),
 *     Map.of("Players", "Anna; Ben", "Seed", "42"));    // and back
 * String egn = EgnWriter.write(again);
 * }</pre>
 */
public final class GameRecord {

  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");
  private static final Pattern MARKER = Pattern.compile("\\*|[0-9]+(-[0-9]+)+");

  private final Map<String, String> tags;
  private final List<String> leadingComments;
  private final List<RecordedMove> moves;
  private final String termination;
  private final Rules rules;
  private final SuitSystem suits;
  private final PartialDeck deck;

  private GameRecord(Map<String, String> tags, List<String> leadingComments,
      List<RecordedMove> moves, String termination) {
    this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    this.leadingComments = List.copyOf(leadingComments);
    this.moves = List.copyOf(moves);
    this.termination = termination;
    this.rules = deriveRules(tags);
    this.suits = SuitSystem.fromId(tags.getOrDefault("Suits", "french")).orElse(SuitSystem.FRENCH);
    this.deck = deriveDeck(tags, rules, suits);
  }

  /** For the checker, which has already derived the rules, letters and deck of valid tags. */
  private GameRecord(Map<String, String> tags, List<String> leadingComments,
      List<RecordedMove> moves, String termination, Rules rules, SuitSystem suits,
      PartialDeck deck) {
    this.tags = Collections.unmodifiableMap(tags);
    this.leadingComments = leadingComments.isEmpty() ? List.of() : List.copyOf(leadingComments);
    this.moves = List.copyOf(moves);
    this.termination = termination;
    this.rules = rules;
    this.suits = suits;
    this.deck = deck;
  }

  static GameRecord create(Map<String, String> tags, List<String> leadingComments,
      List<RecordedMove> moves, String termination) {
    return new GameRecord(tags, leadingComments, moves, termination);
  }

  static GameRecord create(Map<String, String> tags, List<String> leadingComments,
      List<RecordedMove> moves, String termination, Rules rules, SuitSystem suits,
      PartialDeck deck) {
    return new GameRecord(tags, leadingComments, moves, termination, rules, suits, deck);
  }

  private static Rules deriveRules(Map<String, String> tags) {
    String game = tags.get("Game");
    if (game == null || Preset.fromId(game).isEmpty()) {
      return null;
    }
    try {
      Rules r = Rules.of(Preset.fromId(game).get());
      String variant = tags.get("Variant");
      return variant == null ? r : r.withVariants(variant);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  private static PartialDeck deriveDeck(Map<String, String> tags, Rules rules, SuitSystem suits) {
    if (rules == null) {
      return null;
    }
    String deckTag = tags.get("Deck");
    if (deckTag != null) {
      TagCheck.DeckParse p =
          TagCheck.parseDeck(deckTag, rules, suits == SuitSystem.GERMAN, false);
      return p.deck;
    }
    String seed = tags.get("Seed");
    if (seed != null) {
      OptionalLong s = SeedText.parse(seed);
      if (s.isPresent()) {
        return PartialDeck.of(Deck.shuffled(rules.deck(), s.getAsLong()));
      }
    }
    return null;
  }

  // ---------------------------------------------------------------- factories

  /** {@return a builder for a record made in code} */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Parses the first record of an EGN text in lenient mode and checks it.
   *
   * <p>Only the first record is read, and the rest of the text is ignored: for a file or text of
   * many records use {@link EgnReader#open(java.nio.file.Path, Strictness)} or {@link
   * EgnReader#readAll(String, Strictness)}, which give every record with its diagnostics.
   *
   * @param text EGN text holding at least one record
   * @return the first record
   * @throws EgnException if the text holds no record or the first record has an error
   */
  public static GameRecord parse(String text) {
    Objects.requireNonNull(text, "text");
    return parse(text, Strictness.LENIENT);
  }

  /**
   * Parses the first record of an EGN text and checks it.
   *
   * @param text EGN text holding at least one record
   * @param strictness how strictly to read
   * @return the first record
   * @throws EgnException if the text holds no record or the first record has an error
   */
  public static GameRecord parse(String text, Strictness strictness) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(strictness, "strictness");
    try (EgnReader reader = EgnReader.of(new StringReader(text), strictness)) {
      ParsedRecord r = reader.next().orElseThrow(() -> new EgnException(
          new Diagnostic(1, 1, EgnCode.SYNTAX, "expected a record, found none")));
      Optional<Diagnostic> e = r.firstError();
      if (e.isPresent()) {
        throw new EgnException(e.get());
      }
      return r.record();
    }
  }

  /**
   * Returns the record of a deal played from its start to {@code state}, finished or not: the
   * given tags, {@code Game} and {@code Variant} from the state's rules, the {@code Deck}, the
   * moves, and the marker ({@code *} unless the deal is over). The {@code Deck} is the deck as
   * dealt ({@link GameState#dealtDeck()}), so the record replays to the same states and carries
   * the deal's own card order; a state parsed from a position string knows no deck, and gets one
   * that deals its start position (each seat's batches in canonical card order). A given {@code
   * Seed} or {@code Deck} must give that same deck (or, without a deck as dealt, one that deals
   * the same position). A finished deal gets a {@code Result} tag with its result, as PGN
   * users expect, unless one is given.
   *
   * <p>What this returns, {@link EgnWriter} writes and {@link EgnReader} reads back as an equal
   * record (EGN.md §8): the tags are checked as the reader checks them, by the same code, and a
   * tag the reader would refuse is refused here with the reader's code and message, as an {@link
   * EgnException} whose {@link Diagnostic} has line and column 0. For example {@code Players}
   * with three names for a two-player game ({@code bad-tag}), {@code Date "yesterday"} ({@code
   * bad-tag}), {@code Suits "klingon"} ({@code bad-tag}), a {@code Seed} that is no unsigned
   * 64-bit decimal ({@code bad-deck}), or a {@code Result} other than the marker ({@code
   * result-mismatch}). A server that takes player names from its users checks them first: a
   * name may not hold {@code ;}, which separates the names.
   *
   * @param state a state reached from a deal by playing moves
   * @param tags further tags such as {@code Event}, {@code Players} or {@code Seed}
   * @return the record
   * @throws EgnException if a tag value would not be read back (the reader's code and message)
   * @throws IllegalArgumentException if a tag name or value is malformed or too long (see {@link
   *     Builder#tag}), the state's history does not start at the deal, or a given {@code Game},
   *     {@code Variant}, {@code Seed} or {@code Deck} disagrees with the state, or the state's
   *     rules are of a custom preset, which no {@code Game} tag names; no message names a card
   *     of a hand or of the stock
   */
  public static GameRecord of(GameState state, Map<String, String> tags) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(tags, "tags");
    GameState start = state.start();
    Rules rules = state.rules();
    if (!start.playedCards().isEmpty() || !start.currentTrick().isEmpty()
        || start.trickNumber() != 1 || start.hand(0).size() != rules.handSize()) {
      throw new IllegalArgumentException("the state's history does not start at the deal (it"
          + " starts in trick " + start.trickNumber() + ", with " + start.playedCards().size()
          + " cards played): a record replays a deal from its start");
    }
    if (!Preset.fromId(rules.preset().id()).equals(Optional.of(rules.preset()))) {
      throw new IllegalArgumentException("the state's rules are of the custom preset "
          + rules.preset().id() + ", which the Game tag cannot name: EGN records only the"
          + " built-in presets (" + Preset.validIds() + ")");
    }
    Builder b = builder();
    tags.forEach(b::tag);
    Optional<Deck> asDealt = start.dealtDeck();
    Deck deck = asDealt.orElseGet(() -> dealtDeck(start, rules));
    // The tags as they are written: the reader's check of them is the check here.
    Map<String, String> named = merged(tags, rules);
    SuitSystem suits =
        SuitSystem.fromId(named.getOrDefault("Suits", "french")).orElse(SuitSystem.FRENCH);
    boolean deckGiven = named.containsKey("Seed") || named.containsKey("Deck");
    if (!deckGiven) {
      named.put("Deck", PartialDeck.of(deck).notation(suits));
    }
    TagCheck checked = TagCheck.check(positionless(named), 0, 0, false, null);
    if (checked.error != null) {
      throw new EgnException(checked.error);
    }
    if (!rules.equals(checked.rules)) {
      String variant = named.get("Variant");
      throw new IllegalArgumentException("the tags Game '" + Printable.clip(named.get("Game"), 40)
          + "'" + (variant == null ? "" : " and Variant '" + Printable.clip(variant, 40) + "'")
          + " disagree with the state's rules " + rules.notation());
    }
    b.tag("Game", rules.preset().id());
    String variant = rules.notation().substring(rules.preset().id().length()).strip();
    if (!variant.isEmpty() || tags.containsKey("Variant")) {
      b.tag("Variant", tags.containsKey("Variant") ? tags.get("Variant") : variant);
    }
    if (deckGiven) {
      Deck g = checked.deck.toDeck().orElseThrow(() ->
          new IllegalArgumentException("a partial Deck cannot describe a full state"));
      // No card is named: the deck is the deal's hidden cards.
      if (!GameState.deal(rules, g).equals(start)) {
        throw new IllegalArgumentException("the given Seed or Deck deals other cards than the"
            + " state was dealt");
      }
      if (asDealt.isPresent() && !g.equals(deck)) {
        throw new IllegalArgumentException("the given Seed or Deck deals the same hands but is"
            + " not the deck the state was dealt from (they differ first at card "
            + (firstDifference(g, deck) + 1) + ")");
      }
      deck = g;
    }
    b.tag("Deck", PartialDeck.of(deck).notation(suits));
    String marker = state.isOver() ? state.result().notation() : "*";
    if (state.isOver() && !tags.containsKey("Result")) {
      b.tag("Result", marker);
    }
    Diagnostic result = TagCheck.result(positionless(named).get("Result"), marker);
    if (result != null) {
      throw new EgnException(result);
    }
    for (Move m : state.moves()) {
      b.move(m);
    }
    b.termination(marker);
    return b.build();
  }

  /**
   * Returns the record of a deal with its players: {@link #of(GameState, Map)} with the {@code
   * Players} tag written from {@link PlayedDeal#playersBySeat()}, forehand first, so that the
   * names stand in the seats they played. This is the one way the library writes {@code
   * Players}: a program passes the deal with its players (from {@link
   * io.github.elfern.scoring.Match#playedDeal(GameState)}, or made for the seats it chose) and
   * never joins names itself.
   *
   * <pre>{@code
   * PlayedDeal played = match.playedDeal(finished);
   * match = match.record(finished);
   * GameRecord record = GameRecord.of(played, Map.of("Event", "club night"));
   * }</pre>
   *
   * @param deal the deal, finished or not, with the players' names by seat
   * @param tags further tags such as {@code Event}, {@code Seed} or {@code Result}; not {@code
   *     Players}, which the deal gives
   * @return the record
   * @throws IllegalArgumentException if {@code tags} holds {@code Players}, a name cannot be
   *     written in {@code Players} and read back (see {@link #checkPlayerName}), or for the
   *     reasons of {@link #of(GameState, Map)}
   * @throws EgnException if a tag value would not be read back (the reader's code and message)
   */
  public static GameRecord of(PlayedDeal deal, Map<String, String> tags) {
    Objects.requireNonNull(deal, "deal");
    Objects.requireNonNull(tags, "tags");
    if (tags.containsKey("Players")) {
      throw new IllegalArgumentException("the tags hold Players, which the deal's players give:"
          + " leave it out");
    }
    List<String> names = deal.playersBySeat();
    for (int seat = 0; seat < names.size(); seat++) {
      try {
        checkPlayerName(names.get(seat));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("the player in " + deal.state().seatName(seat) + ": "
            + e.getMessage(), e);
      }
    }
    Map<String, String> all = new LinkedHashMap<>(tags);
    all.put("Players", String.join("; ", names));
    return of(deal.state(), all);
  }

  /**
   * Checks that {@code name} can stand in a {@code Players} tag and be read back as it is: not
   * blank, without {@code ;} (which separates the names), without white space at either end (the
   * reader strips it), printable on one line (no control or invisible character, no half of a
   * surrogate pair) and of at most {@value #MAX_NAME_CHARS} characters. A program that saves
   * records calls it on every name before the deal is played (a web table when a player gives
   * his name, a command on its arguments), so that no deal is lost to a name that cannot be
   * written.
   *
   * @param name a player's name
   * @throws IllegalArgumentException if the name cannot be written and read back; the message
   *     quotes it (escaped, at most 40 characters) and says why
   */
  public static void checkPlayerName(String name) {
    Objects.requireNonNull(name, "name");
    String problem = Messages.nameProblem(name);
    if (problem == null && name.indexOf(';') >= 0) {
      problem = "holds ';', which separates the names in an EGN Players tag";
    } else if (problem == null && !name.strip().equals(name)) {
      problem = "begins or ends with white space, which a reader of the Players tag strips";
    } else if (problem == null && name.length() > MAX_NAME_CHARS) {
      problem = "has " + name.length() + " characters, more than " + MAX_NAME_CHARS;
    }
    if (problem != null) {
      throw new IllegalArgumentException(
          "the player name '" + Printable.clip(name, 40) + "' " + problem);
    }
  }

  /** The longest player name that {@link #checkPlayerName} accepts. */
  public static final int MAX_NAME_CHARS = 200;

  /**
   * Checks one tag before a record is made, as {@link Builder#tag} and {@link Builder#build()}
   * will: the name's form, the value on one line, without half of a surrogate pair (a value that
   * has no UTF-8 form) and not too long, and the value's own syntax where it can be judged alone
   * ({@code Game} a built-in preset, {@code Suits}, {@code Players} without an empty name, {@code
   * Date}, {@code Seed}). What depends on other tags ({@code Variant} on {@code Game}, the number
   * of {@code Players} on the rules, {@code Deck}) is checked when the record is built; {@link
   * #checkTags(Map)} checks tags together. A program calls this on a value it takes from a user
   * before playing the deal it will record.
   *
   * @param name the tag name
   * @param value the value
   * @throws IllegalArgumentException if the name is malformed, or the value holds a line break
   *     or half a surrogate pair or is too long
   * @throws EgnException if the reader would refuse the value (its code and message, line 0)
   */
  public static void checkTag(String name, String value) {
    checkForm(name, value);
    Diagnostic d = TagCheck.alone(new RawRecord.RawTag(name, value, 0, 0), null);
    if (d != null) {
      throw new EgnException(d);
    }
  }

  /**
   * Checks tags together before a record is made: each as {@link #checkTag}, then, when {@code
   * Game} is given, all of them as the reader checks a record's tags (the {@code Variant} of the
   * game, one {@code Players} name per seat, a {@code Deck} of the rules' cards that agrees with
   * the {@code Seed}). A record without {@code Game}, {@code Seed} or {@code Deck} is not
   * refused here: {@link Builder#build()} builds such a fragment, which reads back equal but does
   * not replay.
   *
   * @param tags the tags by name
   * @throws IllegalArgumentException if a name or value is malformed (see {@link #checkTag})
   * @throws EgnException if the reader would refuse a value (its code and message, line 0)
   */
  public static void checkTags(Map<String, String> tags) {
    Objects.requireNonNull(tags, "tags");
    tags.forEach(GameRecord::checkTag);
    if (tags.containsKey("Game")) {
      TagCheck checked = TagCheck.check(positionless(tags), 0, 0, false, null);
      if (checked.error != null && checked.error.code() != EgnCode.NOT_REPLAYABLE) {
        throw new EgnException(checked.error);
      }
    }
  }

  /** Throws unless a tag of this name and value can be written on its line and read back. */
  private static void checkForm(String name, String value) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    if (name.length() > ReadLimits.MAX_WORD_CHARS) {
      throw new IllegalArgumentException("tag name '" + Printable.clip(name, 40) + "' is too"
          + " long: a reader reads at most " + ReadLimits.MAX_WORD_CHARS + " characters"
          + " (ReadLimits.MAX_WORD_CHARS)");
    }
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("bad tag name '" + Printable.clip(name, 40)
          + "': expected a letter, then letters, digits or _");
    }
    if (value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("the value of tag " + name + " holds a line break");
    }
    int half = Messages.firstUnpaired(value);
    if (half >= 0) {
      throw new IllegalArgumentException("the value of tag " + name + " holds half a surrogate"
          + " pair (U+" + Integer.toHexString(value.charAt(half)).toUpperCase(java.util.Locale.ROOT)
          + " at character " + (half + 1) + "), which has no UTF-8 form");
    }
    if (value.length() > DEFAULT_LIMITS.maxTagValueChars()) {
      throw new IllegalArgumentException("the value of tag " + name + " has " + value.length()
          + " characters: a reader reads at most " + DEFAULT_LIMITS.maxTagValueChars()
          + " (ReadLimits.maxTagValueChars)");
    }
  }

  /** The tags as the reader's check takes them: positions 0, as for a record made in code. */
  private static Map<String, RawRecord.RawTag> positionless(Map<String, String> tags) {
    Map<String, RawRecord.RawTag> raw = new LinkedHashMap<>();
    tags.forEach((k, v) -> raw.put(k, new RawRecord.RawTag(k, v, 0, 0)));
    return raw;
  }

  private static int firstDifference(Deck a, Deck b) {
    for (int i = 0; i < a.size(); i++) {
      if (!a.card(i).equals(b.card(i))) {
        return i;
      }
    }
    return a.size();
  }

  private static Map<String, String> merged(Map<String, String> tags, Rules rules) {
    Map<String, String> m = new LinkedHashMap<>(tags);
    m.putIfAbsent("Game", rules.preset().id());
    if (!m.containsKey("Variant")) {
      String v = rules.notation().substring(rules.preset().id().length()).strip();
      if (!v.isEmpty()) {
        m.put("Variant", v);
      }
    }
    return m;
  }

  /**
   * A deck that deals the start position, for a start that knows no deck as dealt: each seat's
   * batches in canonical card order.
   */
  private static Deck dealtDeck(GameState start, Rules rules) {
    int n = rules.players();
    List<List<Card>> hands = new ArrayList<>();
    for (int s = 0; s < n; s++) {
      hands.add(new ArrayList<>(start.hand(s).toList()));
    }
    int[] next = new int[n];
    List<Card> cards = new ArrayList<>();
    CompiledRules cr = CompiledRules.of(rules);
    for (int pos = 0, dealt = Kernel.dealtCards(cr); pos < dealt; pos++) {
      int s = Kernel.dealtTo(cr, pos);
      cards.add(hands.get(s).get(next[s]++));
    }
    List<Card> stock = start.stock();
    int len = stock.size();
    Card[] deckOrder = new Card[len];
    for (int i = 0; i < len; i++) {
      deckOrder[Kernel.stockSource(cr, i, len)] = stock.get(i);
    }
    cards.addAll(Arrays.asList(deckOrder));
    return Deck.of(cards);
  }

  // ---------------------------------------------------------------- accessors

  /** {@return the tags in the order they were read or given, values verbatim} */
  public Map<String, String> tags() {
    return tags;
  }

  /**
   * Returns the value of a tag.
   *
   * @param name a tag name, case-sensitive
   * @return the value, or empty if the record has no such tag
   */
  public Optional<String> tag(String name) {
    return Optional.ofNullable(tags.get(Objects.requireNonNull(name, "name")));
  }

  /** {@return the rules that {@code Game} and {@code Variant} give, empty if they give none} */
  public Optional<Rules> rules() {
    return Optional.ofNullable(rules);
  }

  /** {@return the letters of the record's card tokens ({@code Suits}; French by default)} */
  public SuitSystem suits() {
    return suits;
  }

  /**
   * Returns the deck as far as the record gives it: from {@code Deck}, else from {@code Seed};
   * empty when neither gives a deck of the record's rules.
   *
   * @return the deck, or empty
   */
  public Optional<PartialDeck> deck() {
    return Optional.ofNullable(deck);
  }

  /** {@return the names of {@code Players}, forehand first; empty without the tag} */
  public List<String> seats() {
    String p = tags.get("Players");
    if (p == null) {
      return List.of();
    }
    List<String> names = new ArrayList<>();
    for (String s : p.split(";", -1)) {
      names.add(s.strip());
    }
    return Collections.unmodifiableList(names);
  }

  /** {@return the plays in order} */
  public List<RecordedMove> moves() {
    return moves;
  }

  /** {@return the comments that stand before the first play (those of the tag section included)} */
  public List<String> leadingComments() {
    return leadingComments;
  }

  /** {@return the termination marker: {@code *} or the points such as {@code 18-2}} */
  public String termination() {
    return termination;
  }

  /** The number of seats used to group plays into tricks when writing. */
  int seatsPerTrick() {
    if (rules != null) {
      return rules.players();
    }
    int names = seats().size();
    return names >= 2 && names <= 4 ? names : 2;
  }

  // ---------------------------------------------------------------- replay

  /**
   * Validates this record and returns the states of its deal: the deal itself, then the state
   * after each play. For a partial record (unknown cards in {@code Deck}) the states are those of
   * one full deck that agrees with everything the record shows, as far as the plays could be
   * replayed; the cards it had to place by guess are {@link ParsedRecord#hiddenCards()}.
   *
   * @return the states, the deal first
   * @throws EgnException if the record has an error (including {@code not-replayable})
   */
  public List<GameState> replay() {
    Checker c = new Checker(EgnValidator.toRaw(this), Strictness.LENIENT, true, null);
    ParsedRecord r = c.check(1);
    Optional<Diagnostic> e = r.firstError();
    if (e.isPresent()) {
      throw new EgnException(e.get());
    }
    return c.states();
  }

  // ---------------------------------------------------------------- values

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof GameRecord)) {
      return false;
    }
    GameRecord r = (GameRecord) o;
    return Objects.equals(deck, r.deck)
        && tagsForEquality().equals(r.tagsForEquality())
        && moves.equals(r.moves)
        && leadingComments.equals(r.leadingComments)
        && termination.equals(r.termination);
  }

  private Map<String, String> tagsForEquality() {
    if (deck == null) {
      return tags;
    }
    Map<String, String> m = new java.util.HashMap<>(tags);
    m.remove("Deck");
    return m;
  }

  @Override
  public int hashCode() {
    return Objects.hash(deck, tagsForEquality(), moves, leadingComments, termination);
  }

  /** Returns the canonical EGN text of this record ({@link EgnWriter#write(GameRecord)}). */
  @Override
  public String toString() {
    return EgnWriter.write(this);
  }

  /**
   * Builds a record in code; {@link #build()} checks the form (tag names, marker), not the rules:
   * use {@link EgnValidator} for that.
   *
   * <pre>{@code
   * GameRecord r = GameRecord.builder()
   *     .tag("Game", "elfern").tag("Seed", "42")
   *     .move(Move.parse("KD")).comment("a strong lead")
   *     .termination("*")
   *     .build();
   * }</pre>
   */
  public static final class Builder {
    private final Map<String, String> tags = new LinkedHashMap<>();
    private final List<String> leading = new ArrayList<>();
    private final List<RecordedMove> moves = new ArrayList<>();
    private String termination = "*";

    private Builder() {}

    /**
     * Sets a tag (replacing an earlier value of the same name, keeping its place).
     *
     * @param name a name matching {@code [A-Za-z][A-Za-z0-9_]*}, at most {@value
     *     ReadLimits#MAX_WORD_CHARS} characters
     * @param value the value, on one line, at most {@link ReadLimits#DEFAULT_MAX_TAG_VALUE_CHARS}
     *     characters
     * @return this builder
     * @throws IllegalArgumentException if the name is malformed or too long, or the value holds a
     *     line break or half a surrogate pair (it has no UTF-8 form) or is too long for the
     *     default reader (the message names the limit)
     */
    public Builder tag(String name, String value) {
      checkForm(name, value);
      tags.put(name, value);
      return this;
    }

    /**
     * Adds a play without glyph.
     *
     * @param move the move
     * @return this builder
     */
    public Builder move(Move move) {
      Objects.requireNonNull(move, "move");
      moves.add(RecordedMove.of(move));
      return this;
    }

    /**
     * Adds a play.
     *
     * @param move the play with its glyph and comments
     * @return this builder
     */
    public Builder move(RecordedMove move) {
      moves.add(Objects.requireNonNull(move, "move"));
      return this;
    }

    /**
     * Adds a comment after the last play so far, or before the first play if there is none yet.
     *
     * @param text the comment; white space is folded
     * @return this builder
     * @throws IllegalArgumentException if the text holds '}'
     */
    public Builder comment(String text) {
      Objects.requireNonNull(text, "text");
      String c = Comments.check(text);
      if (moves.isEmpty()) {
        leading.add(c);
      } else {
        RecordedMove last = moves.remove(moves.size() - 1);
        List<String> cs = new ArrayList<>(last.comments());
        cs.add(c);
        moves.add(new RecordedMove(last.move(), last.glyph(), cs));
      }
      return this;
    }

    /**
     * Sets the termination marker.
     *
     * @param marker {@code *} or points joined by {@code -}, e.g. {@code 18-2}
     * @return this builder
     * @throws IllegalArgumentException if the marker is neither
     */
    public Builder termination(String marker) {
      Objects.requireNonNull(marker, "marker");
      if (!MARKER.matcher(marker).matches()) {
        throw new IllegalArgumentException("bad termination marker '" + Printable.clip(marker, 40)
            + "': expected * or points joined by '-', e.g. 18-2");
      }
      termination = marker;
      return this;
    }

    /**
     * Returns the record, if a reader reads it back (EGN.md §8 and §11): its tags are checked as
     * the reader checks them, by the same code as {@link GameRecord#of} ({@link
     * GameRecord#checkTags}), the {@code Result} tag against the termination marker, and its
     * text against the default {@link ReadLimits}. A record without {@code Game}, {@code Seed}
     * or {@code Deck} is built (a fragment, which reads back equal but does not replay); the
     * plays are not judged by the rules: use {@link EgnValidator} for that.
     *
     * @return the record
     * @throws EgnException if the reader would refuse a tag value (e.g. {@code Players "; Ben"},
     *     {@code Date "yesterday"}, {@code Game "skat"}, {@code Seed "abc"}, {@code Suits
     *     "klingon"}, a {@code Variant} the game does not have, a {@code Result} other than the
     *     marker), with the reader's code and message
     * @throws IllegalArgumentException if its written text would pass a default read limit:
     *     more tags than {@code maxTags} (a {@code Deck} written from the {@code Seed} counted),
     *     a comment longer than {@code maxCommentChars}, more trick numbers, cards and comments
     *     than {@code maxTokens}, a line (a comment's word in braces) longer than {@code
     *     maxLineChars}, or a text longer than {@code maxRecordChars} up to its marker; the
     *     message names the limit
     */
    public GameRecord build() {
      checkTags(tags);
      Diagnostic result = TagCheck.result(positionless(tags).get("Result"), termination);
      if (result != null) {
        throw new EgnException(result);
      }
      GameRecord r = new GameRecord(tags, leading, moves, termination);
      checkReadable(r);
      return r;
    }
  }

  /** The limits a record built in code must keep to, so that the default reader reads it. */
  private static final ReadLimits DEFAULT_LIMITS = ReadLimits.defaults();

  /** Throws unless the default reader would read {@code r}'s canonical text without a limit. */
  private static void checkReadable(GameRecord r) {
    ReadLimits d = DEFAULT_LIMITS;
    int comments = r.leadingComments().size();
    List<String> all = new ArrayList<>(r.leadingComments());
    for (RecordedMove m : r.moves()) {
      comments += m.comments().size();
      all.addAll(m.comments());
    }
    for (String c : all) {
      int length = Comments.fold(c).length();
      if (length > d.maxCommentChars()) {
        throw unreadable("a comment has " + length + " characters, more than "
            + d.maxCommentChars() + " (ReadLimits.maxCommentChars)");
      }
    }
    int n = r.seatsPerTrick();
    long tokens = r.moves().size() + (r.moves().size() + n - 1) / n + (long) comments;
    if (tokens > d.maxTokens()) {
      throw unreadable(tokens + " trick numbers, cards and comments, more than " + d.maxTokens()
          + " (ReadLimits.maxTokens)");
    }
    String text = EgnWriter.write(r);
    int tags = 0;
    boolean inTags = true; // the tag section: one tag a line, up to the first other line
    int lineStart = 0;
    for (int i = 0; i <= text.length(); i++) {
      if (i == text.length() || text.charAt(i) == '\n') {
        inTags &= i > lineStart && text.charAt(lineStart) == '[';
        tags += inTags ? 1 : 0;
        int points = text.codePointCount(lineStart, i);
        if (points > d.maxLineChars()) {
          throw unreadable("a line of " + points + " characters (a comment's word in braces),"
              + " more than " + d.maxLineChars() + " (ReadLimits.maxLineChars)");
        }
        lineStart = i + 1;
      }
    }
    if (tags > d.maxTags()) {
      throw unreadable(tags + " tags written, more than " + d.maxTags() + " (ReadLimits.maxTags)");
    }
    int length = text.length() - 2; // up to the marker, without its line end and blank line
    if (length > d.maxRecordChars()) {
      throw unreadable("the record's text has " + length + " characters up to its marker, more"
          + " than " + d.maxRecordChars() + " (ReadLimits.maxRecordChars)");
    }
  }

  private static IllegalArgumentException unreadable(String why) {
    return new IllegalArgumentException("a record the default reader could not read back: "
        + why);
  }
}
