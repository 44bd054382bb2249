package consumer.bots;

import io.github.elfern.bot.Bot;
import io.github.elfern.bot.Bots;
import io.github.elfern.bot.Solver;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.rules.Rules;

/**
 * Plays a deal of elfern-trumps with two library bots and solves it exactly; the argument says
 * whether the endgame databases are expected ("with") or not ("without").
 */
public final class Main {

  private Main() {}

  /**
   * Runs the check.
   *
   * @param args "with" or "without"
   */
  public static void main(String[] args) {
    boolean expected = args[0].equals("with");
    Rules rules = Rules.preset("elfern-trumps");
    GameState deal = GameState.deal(rules, 7);
    // The exact value does not depend on the databases: checked against a solver without them.
    int value = new Solver().value(deal);
    check(Solver.endgameDatabasesInstalled() == expected,
        "endgameDatabasesInstalled() is " + Solver.endgameDatabasesInstalled());
    check(Solver.hasEndgameDatabase(rules) == expected,
        "hasEndgameDatabase(elfern-trumps) is " + Solver.hasEndgameDatabase(rules));
    check(value == new Solver(16, false).value(deal), "the value differs without the databases");
    Bot heuristic = Bots.create("heuristic");
    SplitMix64 random = new SplitMix64(1);
    GameState s = deal;
    while (!s.isOver()) {
      Move m = heuristic.choose(s.view(s.toMove()), random);
      s = s.play(m);
    }
    System.out.printf("bots consumer (%s databases): solved value %d, played %s%n", args[0],
        value, s.result());
  }

  private static void check(boolean ok, String what) {
    if (!ok) {
      System.err.println("bots consumer: " + what);
      System.exit(1);
    }
  }
}
