package io.github.elfern.kernel;

import io.github.elfern.card.Suit;
import io.github.elfern.card.internal.CardGrammar;

/**
 * The text form of the kernel's lead state, the last field of a position string (EGN.md,
 * "Position string"): {@code binding,secondary,won,first,led}, each suit a letter or {@code -},
 * {@code won} 0 or 1, {@code led} the suits led so far ({@code -} for none), e.g.
 * {@code H,-,1,C,CH}. Written and read here only, for the position codec and the solver.
 */
public final class LeadField {
  private LeadField() {}

  /**
   * {@return the text form of {@code lead}}
   *
   * @param lead a lead state as {@link Kernel#packLead} makes it
   */
  public static String format(int lead) {
    StringBuilder sb = new StringBuilder(16)
        .append(letter(Kernel.binding(lead))).append(',')
        .append(letter(Kernel.secondary(lead))).append(',')
        .append(Kernel.wonLead(lead) ? '1' : '0').append(',')
        .append(letter(Kernel.firstSuit(lead))).append(',');
    int led = Kernel.ledSuits(lead);
    if (led == 0) {
      sb.append('-');
    }
    for (int i = 0; i < 4; i++) {
      if ((led & (1 << i)) != 0) {
        sb.append(Suit.ofOrdinal(i).letter());
      }
    }
    return sb.toString();
  }

  /**
   * {@return the lead state written as {@code text}}
   *
   * @param text the field, e.g. {@code H,-,1,C,CH}
   * @throws IllegalArgumentException if the field is malformed; the message starts with
   *     {@code lead:} and says what was expected or which suit is bad
   */
  public static int parse(String text) {
    String[] p = text.split(",", -1);
    if (p.length != 5 || !(p[2].equals("0") || p[2].equals("1"))) {
      throw new IllegalArgumentException(
          "lead: expected binding,secondary,won,first,led such as 'H,-,1,C,CH'");
    }
    int led = 0;
    if (!p[4].equals("-")) {
      for (char ch : p[4].toCharArray()) {
        led |= 1 << suit(String.valueOf(ch));
      }
    }
    return Kernel.packLead(optionalSuit(p[0]), optionalSuit(p[1]), p[2].equals("1"),
        optionalSuit(p[3]), led);
  }

  private static int optionalSuit(String text) {
    return text.equals("-") ? -1 : suit(text);
  }

  private static int suit(String text) {
    if (text.length() != 1) {
      throw new IllegalArgumentException("lead: bad suit " + CardGrammar.quote(text));
    }
    return Suit.fromLetter(text.charAt(0))
        .orElseThrow(() -> new IllegalArgumentException("lead: bad suit " + CardGrammar.quote(text)))
        .ordinal();
  }

  private static char letter(int suit) {
    return suit < 0 ? '-' : Suit.ofOrdinal(suit).letter();
  }
}
