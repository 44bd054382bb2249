package io.github.elfern.conformance;

import io.github.elfern.card.Card;
import io.github.elfern.card.Deck;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.IllegalPlayException;
import io.github.elfern.game.Move;
import io.github.elfern.game.Perft;
import io.github.elfern.notation.Diagnostic;
import io.github.elfern.notation.EgnReader;
import io.github.elfern.notation.ParsedRecord;
import io.github.elfern.notation.Strictness;
import io.github.elfern.notation.SeedText;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import io.github.elfern.scoring.Match;
import io.github.elfern.scoring.Scoring;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The conformance adapter of this library's own engine, reader and scoring: the project runs the
 * kit against it, and the {@code elfern engine} command serves it over the line protocol. It is
 * also a worked example of an adapter.
 */
public final class LibraryAdapter implements ConformanceAdapter {

  private static final List<String> NAMES = List.of("P1", "P2", "P3", "P4");

  private Rules rules;
  private GameState state;
  private Match match;

  /** Makes an adapter with no rules set. */
  public LibraryAdapter() {}

  @Override
  public String name() {
    return "elfern-java " + Optional.ofNullable(LibraryAdapter.class.getPackage()
        .getImplementationVersion()).orElse("(development)");
  }

  @Override
  public boolean rules(String text) {
    rules = null;
    state = null;
    match = null;
    rules = Rules.parse(text);
    return true;
  }

  private Rules rulesSet() {
    if (rules == null) {
      throw new IllegalStateException("no rules set (send 'rules' first)");
    }
    return rules;
  }

  private GameState dealt() {
    if (state == null) {
      throw new IllegalStateException("no deal (send 'deal' first)");
    }
    return state;
  }

  /**
   * Reads a seed of the protocol ({@code shuffle}, {@code match}, the {@code seed=} of {@code
   * choose}): an unsigned 64-bit decimal of ASCII digits. The one check of this module's seeds.
   *
   * @param text the seed as written
   * @return the seed, as an unsigned 64-bit integer in a {@code long}
   * @throws IllegalArgumentException naming the text (clipped) and the range, if it is no such
   *     number
   */
  static long seed(String text) {
    return SeedText.require(text);
  }

  @Override
  public List<String> shuffle(String seed) {
    return List.of(Deck.shuffled(rulesSet().deck(), seed(seed)).notation()
        .split(" "));
  }

  /**
   * {@inheritDoc}
   *
   * <p>Takes only canonical tokens (VECTORS.md §2), as {@link #play} does: {@code 10D} is
   * refused.
   */
  @Override
  public void deal(List<String> deck) {
    Rules r = rulesSet();
    for (String token : deck) {
      if (!Card.parse(token).notation().equals(token)) {
        throw new IllegalArgumentException("'" + token + "' is not a canonical card token (rank A"
            + " K Q J T 9 8 7, suit C S H D): write " + Card.parse(token).notation());
      }
    }
    state = GameState.deal(r, Deck.parse(String.join(" ", deck)));
  }

  @Override
  public int toMove() {
    return dealt().isOver() ? -1 : state.toMove();
  }

  @Override
  public List<String> legalMoves() {
    List<String> l = new ArrayList<>();
    for (Move m : dealt().legalMoves()) {
      l.add(m.notation());
    }
    return l;
  }

  /**
   * {@inheritDoc}
   *
   * <p>Takes only a canonical token (VECTORS.md §2): {@code 10D}, which EGN reads, is refused
   * here as {@code kd} and {@code K♦} are, with a message that names the canonical token.
   */
  @Override
  public Optional<String> play(String move) {
    GameState s = dealt();
    Move m = Move.parse(move);
    if (!m.notation().equals(move)) {
      throw new IllegalArgumentException("'" + move + "' is not a canonical move token (rank A K"
          + " Q J T 9 8 7, suit C S H D, =Z for Zwang): write " + m.notation());
    }
    try {
      state = s.play(m);
      return Optional.empty();
    } catch (IllegalPlayException e) {
      return Optional.of(e.violation().code());
    }
  }

  @Override
  public List<List<String>> hands() {
    List<List<String>> hands = new ArrayList<>();
    for (int i = 0; i < dealt().players(); i++) {
      List<String> h = new ArrayList<>();
      for (Card c : state.hand(i)) {
        h.add(c.notation());
      }
      hands.add(h);
    }
    return hands;
  }

  @Override
  public List<Integer> points() {
    List<Integer> p = new ArrayList<>();
    for (int i = 0; i < dealt().players(); i++) {
      p.add(state.points(i));
    }
    return List.copyOf(p);
  }

  @Override
  public List<Integer> tricksWon() {
    List<Integer> t = new ArrayList<>();
    for (int i = 0; i < dealt().players(); i++) {
      t.add(state.tricksWon(i));
    }
    return List.copyOf(t);
  }

  @Override
  public String result() {
    return dealt().outcome().map(r -> r.notation() + " " + r.outcome().code()).orElse("*");
  }

  @Override
  public String position() {
    return dealt().position();
  }

  /**
   * {@inheritDoc}
   *
   * <p>Reads the position with {@link GameState#fromPosition}, which refuses a position that no
   * deal can reach, with a message naming the field.
   */
  @Override
  public void setup(String position) {
    Rules current = rulesSet();
    GameState s = GameState.fromPosition(position);
    if (!s.rules().equals(current)) {
      throw new IllegalArgumentException("the position is of '" + s.rules().notation()
          + "' but the rules set are '" + current.notation() + "'");
    }
    state = s;
  }

  /** The requests this adapter answers, beyond those every engine answers. */
  private static final List<String> REQUESTS = List.of("shuffle", "deal", "legal", "play",
      "hands", "status", "result", "position", "perft", "setup", "egn", "match", "record",
      "table");

  /** {@return every preset, and every request but {@code choose}, which a server adds with its bot} */
  @Override
  public Optional<Capabilities> capabilities() {
    Set<String> presets = new LinkedHashSet<>();
    for (Preset p : Preset.values()) {
      presets.add(p.id());
    }
    return Optional.of(new Capabilities(presets, new LinkedHashSet<>(REQUESTS)));
  }

  @Override
  public long perft(int depth) {
    return Perft.count(dealt(), depth, ProtocolServer.MAX_PERFT_NODES);
  }

  @Override
  public String validate(String egn, boolean strict) {
    List<ParsedRecord> records =
        EgnReader.readAll(egn, strict ? Strictness.STRICT : Strictness.LENIENT);
    if (records.isEmpty()) {
      return "valid"; // as elfern validate: a text without records holds no error
    }
    Optional<Diagnostic> e = records.get(0).firstError();
    return e.isEmpty() ? "valid"
        : e.get().line() + " " + e.get().column() + " " + e.get().code().code();
  }

  @Override
  public void match(String seed, int players, String scoring) {
    if (players < 2 || players > 4) {
      throw new IllegalArgumentException("match needs 2 to 4 players, got " + players);
    }
    match = Match.start(rulesSet(), Scoring.parse(scoring), NAMES.subList(0, players),
        seed(seed));
  }

  @Override
  public void record(List<Integer> points, List<Integer> tricksWon) {
    if (match == null) {
      throw new IllegalStateException("no match (send 'match' first)");
    }
    // The protocol never asks for past deals: drop them, so a match of any length fits.
    match = match.record(DealResult.of(rules, points, tricksWon)).withoutHistory();
  }

  @Override
  public String table() {
    if (match == null) {
      throw new IllegalStateException("no match (send 'match' first)");
    }
    return describe(match);
  }

  /** The {@code table} answer for a match, without the word {@code match}. */
  static String describe(Match m) {
    StringBuilder sb = new StringBuilder();
    if (m.isOver()) {
      sb.append("over=yes totals=").append(ProtocolServer.slashed(m.totals()))
          .append(" pot=").append(m.pot())
          .append(" winner=").append(m.winner().isPresent() ? "" + m.winner().getAsInt() : "-")
          .append(" settlement=").append(ProtocolServer.slashed(m.settlement()));
    } else {
      sb.append("over=no seating=")
          .append(ProtocolServer.slashed(m.seating()))
          .append(" out=")
          .append(m.sittingOut().isPresent() ? "" + m.sittingOut().getAsInt() : "-")
          .append(" x=").append(m.multiplier())
          .append(" pot=").append(m.pot())
          .append(" totals=").append(ProtocolServer.slashed(m.totals()))
          .append(" deal-seed=").append(Long.toUnsignedString(m.dealSeed()));
    }
    return sb.toString();
  }
}
