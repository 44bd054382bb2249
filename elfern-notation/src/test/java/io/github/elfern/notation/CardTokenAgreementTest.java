package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.card.Card;
import io.github.elfern.card.Rank;
import io.github.elfern.card.Suit;
import io.github.elfern.card.SuitSystem;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The card tokens of EGN.md §2 read the same through the core ({@link Card#parse(String,
 * SuitSystem)}, {@link Card#parseLenient(String, SuitSystem)}) and through the EGN reader
 * ({@link CardTokens}, and whole records through {@link EgnReader}).
 */
class CardTokenAgreementTest {

  /** One spelling of a card: the token, its system, and whether strict mode accepts it. */
  private record Form(String token, SuitSystem system, boolean strict, Card card) {}

  /**
   * Every token form the table of EGN.md §2 allows, written from that table (not from the code):
   * each rank spelling of the system, each suit spelling, in upper and lower case; the French
   * suit symbols; with the card each one names.
   */
  private static List<Form> egnForms() {
    Set<Form> forms = new LinkedHashSet<>();
    for (SuitSystem system : SuitSystem.values()) {
      boolean german = system == SuitSystem.GERMAN;
      for (Rank rank : Rank.values()) {
        List<String> ranks = new ArrayList<>();
        ranks.add(String.valueOf(german ? rank.germanLetter() : rank.letter()));
        if (rank == Rank.TEN) {
          ranks.add("10");
        }
        if (german && rank == Rank.ACE) {
          ranks.add("D");
        }
        for (Suit suit : Suit.values()) {
          List<String> suits = new ArrayList<>();
          suits.add(String.valueOf(german ? suit.germanLetter() : suit.letter()));
          if (german && suit == Suit.SPADES) {
            suits.add("L");
          }
          Card card = Card.of(rank, suit);
          for (String r : ranks) {
            for (String s : suits) {
              forms.add(new Form(r + s, system, true, card));
              String lower = (r + s).toLowerCase(Locale.ROOT);
              forms.add(new Form(lower, system, false, card));
              forms.add(new Form(r.toLowerCase(Locale.ROOT) + s, system, false, card));
              forms.add(new Form(r + s.toLowerCase(Locale.ROOT), system, false, card));
            }
            if (!german) {
              String symbol = String.valueOf("\u2663\u2660\u2665\u2666".charAt(suit.ordinal()));
              forms.add(new Form(r + symbol, system, false, card));
              forms.add(new Form(r.toLowerCase(Locale.ROOT) + symbol, system, false, card));
            }
          }
        }
      }
    }
    forms.removeIf(f -> !f.strict && forms.contains(new Form(f.token, f.system, true, f.card)));
    return new ArrayList<>(forms);
  }

  private static Optional<Card> core(String token, SuitSystem system, boolean lenient) {
    try {
      return Optional.of(lenient ? Card.parseLenient(token, system) : Card.parse(token, system));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  private static Optional<Card> reader(String token, SuitSystem system, boolean lenient,
      boolean suffixes) {
    char[] w = token.toCharArray();
    int packed = CardTokens.parse(w, 0, w.length, system == SuitSystem.GERMAN, !lenient, suffixes);
    return packed == CardTokens.BAD ? Optional.empty() : Optional.of(Card.ofIndex(
        CardTokens.card(packed)));
  }

  @Test
  @DisplayName("every form of EGN.md §2 reads as the card it names, through both paths")
  void everyEgnForm_readsTheSameThroughCoreAndReader() {
    List<Form> forms = egnForms();
    // French: 5 letter ranks x 4 suits x (KD; kd kD Kd; K♦ k♦) + 4 digit ranks (9 8 7 10) x 4
    // suits x (9C; 9c; 9♣). German: 6 letter ranks (with D) x 5 suit letters (with L) x (OH; oh oH
    // Oh) + 4 digit ranks x 5 suit letters x (9H; 9h).
    assertThat(forms.stream().filter(f -> f.system == SuitSystem.FRENCH).count())
        .isEqualTo(5 * 4 * 6 + 4 * 4 * 3);
    assertThat(forms.stream().filter(f -> f.system == SuitSystem.GERMAN).count())
        .isEqualTo(6 * 5 * 4 + 4 * 5 * 2);
    for (Form f : forms) {
      String what = f.token + " in " + f.system;
      assertThat(core(f.token, f.system, true)).as("lenient core, %s", what).contains(f.card);
      assertThat(reader(f.token, f.system, true, false)).as("lenient reader, %s", what)
          .contains(f.card);
      assertThat(reader(f.token, f.system, true, true)).as("lenient movetext, %s", what)
          .contains(f.card);
      Optional<Card> strict = f.strict ? Optional.of(f.card) : Optional.empty();
      assertThat(core(f.token, f.system, false)).as("strict core, %s", what).isEqualTo(strict);
      assertThat(reader(f.token, f.system, false, false)).as("strict reader, %s", what)
          .isEqualTo(strict);
    }
  }

  @Test
  @DisplayName("every string of up to three characters reads the same through both paths")
  void allShortStrings_agree() {
    // one character of each kind: a rank of both systems (A), of French (Q) or German (O) only,
    // D (German Daus, French diamonds), suits of French (C), both (S), German (G, L), in upper and
    // lower case; the digits of 9 and 10; suit symbols; and characters of no card
    String a = "AQODCSGLZaqodsl1092\u2666\u2663\u0000\u00e4=";
    int n = a.length();
    int accepted = 0;
    List<String> disagreements = new ArrayList<>();
    for (int len = 0; len <= 3; len++) {
      int total = (int) Math.pow(n, len);
      for (int k = 0; k < total; k++) {
        char[] w = new char[len];
        for (int i = 0, x = k; i < len; i++, x /= n) {
          w[i] = a.charAt(x % n);
        }
        String token = new String(w);
        for (SuitSystem system : SuitSystem.values()) {
          for (boolean lenient : new boolean[] {false, true}) {
            Optional<Card> viaCore = core(token, system, lenient);
            if (!reader(token, system, lenient, false).equals(viaCore)) {
              disagreements.add("'" + token + "' in " + system + ", lenient " + lenient);
            }
            accepted += viaCore.isPresent() ? 1 : 0;
          }
        }
      }
    }
    assertThat(disagreements).isEmpty();
    // as many as the forms of EGN.md §2 over these characters: strict forms count twice (strict
    // and lenient)
    List<Form> forms = egnForms();
    forms.removeIf(f -> !f.token.chars().allMatch(ch -> a.indexOf(ch) >= 0));
    assertThat(forms).hasSizeGreaterThan(40);
    assertThat(accepted).isEqualTo(forms.size() + (int) forms.stream().filter(Form::strict).count());
  }

  @Test
  @DisplayName("whole records: lenient tokens in movetext and Deck read as Card.parseLenient")
  void records_readLenientTokensAsTheCore() {
    String text = "[Game \"elfern\"]\n[Seed \"42\"]\n\n1. k\u2666 9s 2. 8h 7S *\n";
    ParsedRecord r = EgnReader.readAll(text, Strictness.LENIENT).get(0);
    assertThat(r.diagnostics()).isEmpty();
    assertThat(r.record().moves().get(0).move().card()).isEqualTo(Card.parseLenient("k\u2666"));
    assertThat(r.record().moves().get(1).move().card()).isEqualTo(Card.parseLenient("9s"));
  }
}
