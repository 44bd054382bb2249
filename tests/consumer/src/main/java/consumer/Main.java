package consumer;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.Deck;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayerView;
import io.github.elfern.json.ElfernModule;
import io.github.elfern.notation.EgnWriter;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.rules.Rules;
import io.github.elfern.svg.CardStyle;
import io.github.elfern.svg.Svg;
import java.util.List;
import java.util.Map;

/** A few lines from the README, run as a user of the published artifacts would run them. */
public final class Main {
  private Main() {}

  /**
   * Plays the spec's example deal, writes it as EGN, reads it back and checks the result.
   *
   * @param args unused
   * @throws Exception if the JSON of a view cannot be written or read
   */
  public static void main(String[] args) throws Exception {
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
    // Jackson finds the module, as it finds the jackson-datatype-* modules: by META-INF/services
    // on the class path, by the provides of module-info on the module path
    ObjectMapper found = new ObjectMapper().findAndRegisterModules();
    ObjectMapper registered = new ObjectMapper().registerModule(new ElfernModule());
    PlayerView view = replayed.view(1);
    String json = found.writeValueAsString(view);
    if (!json.equals(registered.writeValueAsString(view)) || !json.contains("\"v\":1")
        || !found.readValue(json, PlayerView.class).equals(view)
        || !Svg.table(view, List.of(), CardStyle.GERMAN).startsWith("<svg")) {
      throw new AssertionError("the view did not come back from JSON, or no picture: " + json);
    }
    String where = Main.class.getModule().isNamed() ? "module path" : "class path";
    System.out.println("consumer on the " + where + ": " + result + ", EGN of "
        + egn.length() + " characters read back, ElfernModule found by Jackson");
  }
}
