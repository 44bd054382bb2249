package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/** Secret seeds come from one place, {@link Seeds#draw()}, and that place is a SecureRandom. */
@Isolated
class SeedsTest {

  @Test
  void draw_usesASecureRandom() {
    assertThat(Seeds.source.get()).isInstanceOf(SecureRandom.class);
  }

  @Test
  void play_withoutASeed_drawsItThroughSeeds() {
    Supplier<RandomGenerator> saved = Seeds.source;
    long fixed = new SplittableRandom(7).nextLong();
    Seeds.source = () -> new SplittableRandom(7);
    try {
      Cli.Run r = Cli.runWithInput("quit\n", "play");
      assertThat(r.out()).contains("Seed " + Long.toUnsignedString(fixed) + " replays this deal");
    } finally {
      Seeds.source = saved;
    }
  }

  @Test
  void match_humanWithoutASeed_drawsItThroughSeeds() {
    Supplier<RandomGenerator> saved = Seeds.source;
    long fixed = new SplittableRandom(9).nextLong();
    Seeds.source = () -> new SplittableRandom(9);
    try {
      Cli.Run r = Cli.runWithInput("quit\n", "match", "--scoring", "tendler deals=2", "--human");
      assertThat(r.out()).contains(Long.toUnsignedString(fixed));
    } finally {
      Seeds.source = saved;
    }
  }
}
