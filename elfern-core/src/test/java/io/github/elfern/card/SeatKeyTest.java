package io.github.elfern.card;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@link SeatKey}: arguments checked at the entry, and a bad key never echoed. */
class SeatKeyTest {

  private static final String KEY =
      "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";

  @Test
  void parse_readsWhatHexWrote() {
    assertThat(SeatKey.parse(KEY).hex()).isEqualTo(KEY);
  }

  @Test
  void parse_tooShort_tellsTheLengthButNoDigitOfTheKey() {
    // Audit finding 8: 63 of the 64 secret digits were in the message.
    assertThatThrownBy(() -> SeatKey.parse(KEY.substring(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a seat key is 64 hexadecimal digits (e.g. from 'openssl rand -hex 32'),"
            + " got 63 characters");
  }

  @Test
  void parse_aDigitThatIsNotHex_tellsWhereButNotTheText() {
    String bad = KEY.substring(0, 10) + "g" + KEY.substring(11);
    assertThatThrownBy(() -> SeatKey.parse(bad))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a seat key is 64 hexadecimal digits (e.g. from 'openssl rand -hex 32'),"
            + " got 64 characters of which character 11 is not a hexadecimal digit");
    String wide = "\uff10".repeat(64); // full-width zeros: digits to Character.digit, not hex
    assertThatThrownBy(() -> SeatKey.parse(wide))
        .hasMessageEndingWith("got 64 characters of which character 1 is not a hexadecimal digit");
  }

  @Test
  void parse_null_isRefusedByName() {
    assertThatThrownBy(() -> SeatKey.parse(null))
        .isInstanceOf(NullPointerException.class).hasMessage("hex");
  }

  @Test
  void generators_negativeSeats_isRefused() {
    // Audit finding 9: NegativeArraySizeException: -1.
    assertThatThrownBy(() -> SeatKey.fromSeed(1).generators(0, -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the number of seats cannot be negative, got -1");
    assertThat(SeatKey.fromSeed(1).generators(0, 0)).isEmpty();
  }

  @Test
  void negativeDealOrSeat_isRefused() {
    SeatKey k = SeatKey.fromSeed(1);
    assertThatThrownBy(() -> k.generators(-1, 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("deals are numbered from 0, got -1");
    assertThatThrownBy(() -> k.deckSeed(-5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("deals are numbered from 0, got -5");
    assertThatThrownBy(() -> k.seed(0, -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("seats are numbered from 0, got -1");
  }

  @Test
  void draw_nullGenerator_isRefusedByName() {
    assertThatThrownBy(() -> SeatKey.draw(null))
        .isInstanceOf(NullPointerException.class).hasMessage("random");
  }
}
