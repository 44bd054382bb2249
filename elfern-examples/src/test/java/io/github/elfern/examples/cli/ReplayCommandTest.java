package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code replay} command on the club evening of EGN.md §13. The trick winners are worked
 * out by hand with the rules of Kiddle: the highest card of the suit led wins, other suits never
 * win; so Anna, leading every trick to 14 with a card her opponent cannot beat, wins tricks 1–14,
 * Ben wins 15 (KC over TC) and, leading, 16 (9C; 9H is another suit).
 */
class ReplayCommandTest {

  @TempDir Path dir;

  @Test
  @DisplayName("replay: trick winners, draws and the result of the club evening (000)")
  void replay_clubEvening_tellsWinnersDrawsAndResult() {
    Cli.Run r = Cli.run("replay", Cli.CLUB_EVENING);
    assertThat(r.exit()).isZero();
    assertThat(r.err()).isEmpty();
    String out = r.out();
    assertThat(out).contains("Anna (forehand), Ben (dealer)")
        .contains("Anna leads KD, Ben 9S: Anna wins the trick (1 point)")
        .contains("Anna draws QD, Ben draws 7S") // the deck's 13th and 14th cards
        .contains("Anna leads AH, Ben AC: Anna wins the trick (2 points)")
        .contains("Anna leads TC, Ben KC: Ben wins the trick (2 points)")
        .contains("Ben leads 9C, Anna 9H: Ben wins the trick (0 points)")
        .contains("{The stock is empty: from trick 11 on, the follower must follow suit.}")
        // 18 honours of 20: schneider at 15 (000)
        .contains("Result 18-2: Anna wins schneider (double)");
    assertThat(out.split("wins the trick", -1)).hasSize(17);
    assertThat(out.split("Anna wins the trick", -1)).hasSize(15);
  }

  @Test
  @DisplayName("replay of a partial record: a card played later is shown in a hand only where it"
      + " cannot have been drawn since (EGN.md: the ?? of a Deck are unknown)")
  void replay_partialRecord_showsNoGuessedPlaceOfACardPlayedLater() throws IOException {
    // Every place of the deck unknown. Anna plays KD in trick 1 and 8H in trick 2, Ben 9S and
    // 7S: 8H and 7S may have been in the first six cards or drawn after trick 1 (docs/rules.md#stock: the
    // winner draws first, then the other), so at trick 1 they are unknown; at trick 2 they are
    // held, being played then.
    String deck = String.join(" ", java.util.Collections.nCopies(32, "??"));
    String f = Cli.file(dir, "p.egn", "[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n[Deck \""
        + deck + "\"]\n\n1. KD 9S 2. 8H 7S *\n");
    Cli.Run r = Cli.run("replay", f);
    assertThat(r.exit()).isZero();
    String out = r.out();
    String trick1 = out.substring(out.indexOf("Trick 1"), out.indexOf("Trick 2"));
    String trick2 = out.substring(out.indexOf("Trick 2"));
    assertThat(trick1).contains("Anna         KD ?? ?? ?? ?? ??")
        .contains("Ben          9S ?? ?? ?? ?? ??")
        .contains("Anna draws ??, Ben draws ??");
    assertThat(trick2).contains("Anna         8H ?? ?? ?? ?? ??")
        .contains("Ben          7S ?? ?? ?? ?? ??");
  }

  @Test
  @DisplayName("replay of a partial record: a draw is shown only from a place the Deck shows, not"
      + " from a guess at where a card played later came from")
  void replay_partialRecord_showsDrawsOnlyFromKnownPlaces() throws IOException {
    // Every place unknown. Each seat plays seven cards in seven tricks, one more than it was
    // dealt (docs/rules.md#dealing: 6 each), so one of them was drawn, but after which of the first six
    // tricks the record does not say: the draws after trick 1 are unknown.
    String deck = String.join(" ", java.util.Collections.nCopies(32, "??"));
    String f = Cli.file(dir, "q.egn", "[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n[Deck \""
        + deck + "\"]\n\n1. KD 9S 2. QD 8S 3. JD 7S 4. TD 9C 5. 9D 8C 6. 8D 7C 7. 7D AS *\n");
    Cli.Run r = Cli.run("replay", f);
    assertThat(r.exit()).isZero();
    String out = r.out();
    assertThat(out.substring(out.indexOf("Trick 1"), out.indexOf("Trick 2")))
        .contains("Anna draws ??, Ben draws ??");
    // The deal of elfern (docs/rules.md#dealing): 12 cards dealt, so the 13th card of the deck is the first of
    // the stock, drawn by the winner of trick 1 (Anna: KD, 9S is of another suit). Known there,
    // it is shown.
    StringBuilder known = new StringBuilder();
    for (int i = 0; i < 32; i++) {
      known.append(i == 0 ? "" : " ").append(i == 12 ? "QD" : "??");
    }
    String g = Cli.file(dir, "k.egn", "[Game \"elfern\"]\n[Players \"Anna; Ben\"]\n[Deck \""
        + known + "\"]\n\n1. KD 9S 2. QD 8S *\n");
    assertThat(Cli.run("replay", g).out()).contains("Anna draws QD, Ben draws ??");
  }

  @Test
  void replay_germanSuits_usesGermanLetters() {
    Cli.Run r = Cli.run("replay", "--suits", "german", Cli.CLUB_EVENING);
    assertThat(r.exit()).isZero();
    // KD is the king of bells (KS), 9S the nine of leaves (9G)
    assertThat(r.out()).contains("Anna leads KS, Ben 9G: Anna wins the trick")
        .contains("German cards: suits E acorns");
  }

  @Test
  void replay_badSuits_isAUsageError() {
    Cli.Run r = Cli.run("replay", "--suits", "italian", Cli.CLUB_EVENING);
    assertThat(r.exit()).isEqualTo(2);
    assertThat(r.err().strip()).doesNotContain("\n").contains("--suits");
  }

  @Test
  void replay_recordWithError_isToldUpToTheErrorAndExitsOne() throws IOException {
    String f = Cli.file(dir, "a.egn", "[Game \"elfern\"]\n[Seed \"42\"]\n\n1. KD 9S 2. 8H 7C *\n");
    Cli.Run r = Cli.run("replay", f);
    assertThat(r.exit()).isEqualTo(1);
    assertThat(r.out()).contains("Forehand leads KD, Dealer 9S: Forehand wins the trick")
        .contains("Forehand leads 8H (trick unfinished)")
        .contains("Error: 4:16: not-in-hand");
  }

  @Test
  void replay_trumpsAndFuenfzehnern_showTrumpsAndZwang() {
    Cli.Run t = Cli.run("replay", "examples/elfern-trumps.egn");
    assertThat(t.exit()).isZero();
    assertThat(t.out()).contains("Trumps: ").contains("(the turned trump)");
    Cli.Run z = Cli.run("replay", "examples/fuenfzehnern.egn");
    assertThat(z.exit()).isZero();
    assertThat(z.out()).contains("Anna leads QS=Z (Zwang), Ben AS").contains("Result 26-17-17-0");
  }

  @Test
  void replay_emptyFile_saysSo() throws IOException {
    String f = Cli.file(dir, "e.egn", "");
    Cli.Run r = Cli.run("replay", f);
    assertThat(r.exit()).isZero();
    assertThat(r.out()).isEqualTo(f + " holds no record.\n");
  }
}
