package io.github.elfern.bot;

import io.github.elfern.card.CardSet;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the other seats' past plays say about their hands in a deal without a stock (every card
 * dealt at the start, as in Fünfzehnern), for weighting the worlds that {@link WorldSampler}
 * draws: a world is worth the product, over every play of another seat so far, of how likely
 * the rules of thumb of {@link HeuristicBot} were to choose that play from the hand the seat then
 * held in that world (its hand in the world and the cards it has played since): one over the
 * number of moves they rank best when the play is among them, {@value #SLACK} when it is not (an
 * opponent that is not the model only makes the worlds less sharp).
 *
 * <p>Each world is checked by replaying the deal from its start with the world's hands: the seat's
 * own view is rebuilt from its history ({@link PlayerView#fromHistory}), dealt out with the
 * world's hands ({@link PlayerView#withHiddenCards}) and played forward, the rules of thumb judged
 * on each other seat's view before its play. Only the view is used. An instance serves one
 * choice.
 */
final class TableInference {

  /** The factor of a play that the rules of thumb would not have chosen. */
  static final double SLACK = 0.2;

  private final PlayerView view;
  private final List<Move> moves;
  private final CardSet[] playedBy;

  private TableInference(PlayerView view) {
    this.view = view;
    this.moves = view.moves();
    int n = view.players();
    int[] masks = new int[n];
    int played = 0;
    for (var trick : view.tricks()) {
      for (int i = 0; i < trick.moves().size(); i++) {
        masks[(trick.leader() + i) % n] |= trick.moves().get(i).card().bit();
        played++;
      }
    }
    for (int i = 0; i < view.currentTrick().size(); i++) {
      masks[(view.leader() + i) % n] |= view.currentTrick().get(i).card().bit();
      played++;
    }
    if (played != moves.size()) {
      throw new IllegalStateException("internal error: " + played + " cards placed of "
          + moves.size());
    }
    this.playedBy = new CardSet[n];
    for (int i = 0; i < n; i++) {
      playedBy[i] = CardSet.ofMask(masks[i]);
    }
  }

  /**
   * {@return the inference of {@code view}, or empty if the deal has a stock (the hands then
   * change by drawing, which this does not model), nothing has been played yet, or the view
   * does not hold the deal's whole history (a position set up mid-deal)}
   *
   * @param view a view of a deal
   */
  static Optional<TableInference> of(PlayerView view) {
    if (view.stockSize() > 0 || view.moves().isEmpty()
        || view.rules().deck().size() - view.rules().handSize() * view.players() != 0) {
      return Optional.empty();
    }
    TableInference inference = new TableInference(view);
    // A view without the whole history (a position set up mid-deal) cannot be replayed from the
    // deal: every seat's hand and plays must add up to the cards dealt to it.
    for (int p = 0; p < view.players(); p++) {
      int held = p == view.seat() ? view.hand().size() : view.handSize(p);
      if (held + inference.playedBy[p].size() != view.rules().handSize()) {
        return Optional.empty();
      }
    }
    return Optional.of(inference);
  }

  /**
   * {@return the weight of {@code world}, a world consistent with the view: 0 when a play of the
   * deal so far would have been illegal with its hands (a lead restriction or Zwang, which the
   * sampler does not know, rules the world out)}
   *
   * @param world a complete state that agrees with the view (as {@link WorldSampler} draws)
   */
  double weight(GameState world) {
    int n = view.players();
    int me = view.seat();
    List<CardSet> start = new ArrayList<>();
    for (int p = 0; p < n; p++) {
      start.add(CardSet.ofMask(world.hand(p).mask() | playedBy[p].mask()));
    }
    PlayerView first = PlayerView.fromHistory(view.rules(), me, start.get(me), Optional.empty(),
        List.of());
    GameState s = first.withHiddenCards(start, List.of());
    double w = 1;
    for (Move m : moves) {
      int p = s.toMove();
      if (p != me) {
        w *= likelihood(s.view(p), m);
      }
      if (!s.isLegal(m)) {
        return 0; // the world breaks a lead restriction or Zwang that the play kept
      }
      s = s.play(m);
    }
    return w;
  }

  /** {@return how likely the rules of thumb were to play {@code played} from {@code v}} */
  private static double likelihood(PlayerView v, Move played) {
    List<Move> legal = v.legalMoves();
    if (legal.size() == 1) {
      return 1;
    }
    HeuristicBot.Scorer scorer = new HeuristicBot.Scorer(v);
    double best = Double.NEGATIVE_INFINITY;
    double mine = Double.NaN;
    int ties = 0;
    for (Move m : legal) {
      double s = scorer.score(m);
      if (s > best + 1e-9) {
        best = s;
        ties = 1;
      } else if (s > best - 1e-9) {
        ties++;
      }
      if (m.equals(played)) {
        mine = s;
      }
    }
    return mine > best - 1e-9 ? 1.0 / ties : SLACK;
  }
}
