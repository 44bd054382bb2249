package io.github.elfern.conformance;

import java.util.List;
import java.util.Optional;

/**
 * What an Elfern implementation written in Java provides so that the conformance kit can check it
 * against the vectors: the typed form of the line protocol of {@code VECTORS.md}, one method per
 * request.
 *
 * <p>The required methods are those of one deal: rules, deal, legal moves, play, hands, points and
 * tricks won, result. The others have defaults that throw {@link UnsupportedOperationException},
 * which the kit reports as <em>skipped</em> (for {@link #position()} and {@link #setup}: those
 * checks are left out, and counted).
 * An adapter is used by one thread at a time; the kit makes a fresh one for each vector.
 *
 * <p>Cards and moves are canonical tokens with French letters: {@code AH}, {@code TC}, {@code QC=Z}
 * for a Zwang lead. Seats are numbered from 0 (forehand) in playing order; the dealer is last.
 *
 * <pre>{@code
 * final class MyAdapter implements ConformanceAdapter {
 *   private MyGame game;
 *   public String name() { return "my-elfern 1.0"; }
 *   public boolean rules(String rules) { return rules.equals("elfern"); }
 *   public void deal(List<String> deck) { game = MyGame.deal(deck); }
 *   public int toMove() { return game.over() ? -1 : game.turn(); }
 *   ... // legalMoves, play, hands, points, tricksWon, result: a line or two each
 * }
 * }</pre>
 */
public interface ConformanceAdapter {

  /** {@return the implementation's name and version, for the report} */
  String name();

  /**
   * Sets the rules for the following requests.
   *
   * @param rules canonical rules text: a preset id and the options that differ from its defaults,
   *     e.g. {@code "elfern"}, {@code "fuenfzehnern lead=kastner zwang=false"}
   * @return false if the implementation does not play these rules (its vectors are skipped)
   */
  boolean rules(String rules);

  /**
   * Returns the portable shuffle of the rules' deck.
   *
   * @param seed an unsigned 64-bit integer in decimal
   * @return the cards, top card first
   */
  default List<String> shuffle(String seed) {
    throw new UnsupportedOperationException("shuffle");
  }

  /**
   * Starts a deal under the current rules.
   *
   * @param deck every card of the rules' deck, top card first
   * @throws IllegalArgumentException (answered {@code error}) if a token is not a canonical card
   *     token ({@code 10D} is not) or the cards are not the rules' deck; the deal is then unchanged
   */
  void deal(List<String> deck);

  /** {@return the seat to play, or -1 when the deal is over} */
  int toMove();

  /** {@return the legal moves of the seat to play, in canonical card order, {@code QC=Z} right after {@code QC}} */
  List<String> legalMoves();

  /**
   * Plays a move for the seat to play; an illegal move changes nothing.
   *
   * @param move a card token, with {@code =Z} for a Zwang lead
   * @return empty when played; else the EGN code of the first rule it breaks, in the order {@code
   *     not-in-hand}, {@code must-play-ace}, {@code must-follow}, {@code must-head}, {@code
   *     must-trump}, {@code lead-restricted}, {@code zwang-not-allowed}
   * @throws IllegalArgumentException (answered {@code error}) if {@code move} is not a canonical
   *     token: two characters, rank {@code A K Q J T 9 8 7} and suit {@code C S H D} in upper
   *     case, optionally followed by {@code =Z} ({@code 10D}, {@code kd}, {@code K♦}, German
   *     letters are refused; VECTORS.md §5, {@code play})
   */
  Optional<String> play(String move);

  /** {@return each seat's hand, forehand first, each in canonical card order} */
  List<List<String>> hands();

  /** {@return the points each seat has taken in tricks so far, forehand first} */
  List<Integer> points();

  /** {@return the tricks each seat has won so far, forehand first} */
  List<Integer> tricksWon();

  /**
   * Returns the result of the finished deal.
   *
   * @return the EGN marker and the outcome ({@code simple}, {@code schneider}, {@code schwarz},
   *     {@code tie} or {@code settlement}), e.g. {@code "12-8 simple"}; {@code "*"} while the deal
   *     goes on
   */
  String result();

  /** {@return the position string of the current state (EGN.md section 10)} */
  default String position() {
    throw new UnsupportedOperationException("position");
  }

  /**
   * Sets up a deal at a position, without its history (protocol version 2, {@code setup}), so
   * that {@link #legalMoves()}, {@link #perft(int)} and the rest answer for it as for a deal
   * replayed to it.
   *
   * @param position a position string (EGN.md section 10) whose rules field names the current
   *     rules
   * @throws IllegalArgumentException if the position is malformed or impossible, or names other
   *     rules than the current ones
   */
  default void setup(String position) {
    throw new UnsupportedOperationException("setup");
  }

  /**
   * Returns what the implementation declares it supports (protocol version 2, {@code
   * capabilities}), so that the kit skips at once what it does not, and says so. By default
   * nothing is declared, as in version 1: the kit tries everything, and an {@link
   * UnsupportedOperationException} or {@code false} from {@link #rules} skips.
   *
   * @return the capabilities, or empty to declare nothing
   */
  default Optional<Capabilities> capabilities() {
    return Optional.empty();
  }

  /**
   * Counts the move sequences of exactly {@code depth} moves from the current state.
   *
   * @param depth the number of moves
   * @return the count
   */
  default long perft(int depth) {
    throw new UnsupportedOperationException("perft");
  }

  /**
   * Validates the first record of an EGN text.
   *
   * @param egn the text
   * @param strict whether to read in strict mode
   * @return {@code "valid"}, or the first error as {@code "LINE COLUMN CODE"}
   */
  default String validate(String egn, boolean strict) {
    throw new UnsupportedOperationException("egn");
  }

  /**
   * Starts a match under the current rules.
   *
   * @param seed the match's seed (unsigned 64-bit, decimal), which draws the first dealer
   * @param players the number of players
   * @param scoring the canonical {@code Scoring} value, e.g. {@code "banner banners=2"}
   */
  default void match(String seed, int players, String scoring) {
    throw new UnsupportedOperationException("match");
  }

  /**
   * Records the next deal of the match.
   *
   * @param points points per seat of the deal, forehand first
   * @param tricksWon tricks won per seat of the deal, forehand first
   */
  default void record(List<Integer> points, List<Integer> tricksWon) {
    throw new UnsupportedOperationException("record");
  }

  /**
   * Describes the match, as the protocol's {@code table} answer without the word {@code match}.
   *
   * @return e.g. {@code "over=no seating=1/0 out=- x=2 pot=0 totals=1/-1 deal-seed=123"}
   */
  default String table() {
    throw new UnsupportedOperationException("table");
  }
}
