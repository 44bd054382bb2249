package io.github.elfern.card;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.testing.SplitMix64Inverse;
import org.junit.jupiter.api.Test;

/** {@link SplitMix64Inverse} undoes the output mix, so that the attacks of the tests are real. */
class SplitMix64InverseTest {

  @Test
  void unmix_givesTheStateOfEachOutput() {
    SplitMix64 g = new SplitMix64(12345);
    for (int i = 1; i <= 5; i++) {
      // SplitMix64 adds the golden gamma to its state before each output
      assertThat(SplitMix64Inverse.unmix(g.nextLong()))
          .isEqualTo(12345 + i * 0x9E3779B97F4A7C15L);
    }
  }
}
