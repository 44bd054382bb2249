package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * A seed is an unsigned 64-bit decimal in ASCII digits (EGN.md, the {@code Seed} tag; VECTORS.md,
 * the protocol's seeds): from 0 to 2^64 - 1, nothing else.
 */
class SeedTextTest {

  @Test
  void theWholeUnsigned64BitRange_isRead() {
    assertThat(SeedText.parse("0")).hasValue(0L);
    assertThat(SeedText.parse("42")).hasValue(42L);
    // 2^64 - 1 is -1 as a long's bits
    assertThat(SeedText.parse("18446744073709551615")).hasValue(-1L);
    assertThat(SeedText.parse("00000000000000000042")).hasValue(42L);
  }

  @Test
  void anythingElse_isNoSeed() {
    for (String bad : new String[] {"", "18446744073709551616", "99999999999999999999",
        "000000000000000000042", "+5", "-1", " 5", "5 ", "\u0665", "1e3", "0x10"}) {
      assertThat(SeedText.parse(bad)).as("'%s'", bad).isEmpty();
    }
  }

  @Test
  void require_namesTheTextClippedAndEscaped_andTheRange() {
    assertThatThrownBy(() -> SeedText.require("-5"))
        .hasMessage("seed '-5' is not an unsigned 64-bit decimal (0 to 18446744073709551615)");
    assertThatThrownBy(() -> SeedText.require("\u001b[2J" + "9".repeat(100_000)))
        .hasMessageStartingWith("seed '\\u001b[2J")
        .hasMessageContaining("(100004 characters)")
        .satisfies(e -> assertThat(e.getMessage().length()).isLessThan(200));
  }
}
