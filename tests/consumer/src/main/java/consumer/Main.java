package consumer;

import io.github.elfern.card.Deck;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import java.util.Map;

/** A few lines from the README, run as a user of the published artifacts would run them. */
public final class Main {
  private Main() {}

  /**
   * Plays the spec's example deal, writes it as EGN, reads it back and checks the result.
   *
   * @param args unused
   */
  public static void main(String[] args) {
    GameState state = GameState.deal(Rules.preset("elfern"), Deck.shuffled(42));
    state = state.play("KD 9S 8H 7S AH AC 8C JH JC KH 7C JS QD 9D 8S QC QS AD 7D AS"
        + " KS TS QH 7H TD 8D TH JD TC KC 9C 9H");
    DealResult result = state.result();
    String egn = EgnWriter.write(GameRecord.of(state, Map.of("Players", "Anna; Ben")));
    GameRecord back = GameRecord.parse(egn);
    GameState replayed = back.replay().get(back.replay().size() - 1);
    if (!result.notation().equals("18-2") || !replayed.result().equals(result)) {
      throw new AssertionError("unexpected result " + result + " / " + replayed.result());
    }
    String where = Main.class.getModule().isNamed() ? "module path" : "class path";
    System.out.println("consumer on the " + where + ": " + result + ", EGN of "
        + egn.length() + " characters read back");
  }
}
