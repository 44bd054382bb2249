package io.github.elfern.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.Bots;
import io.github.elfern.bot.Contestant;
import io.github.elfern.card.SeatKey;
import io.github.elfern.bot.Tournament;
import io.github.elfern.card.SplitMix64;
import io.github.elfern.game.GameState;
import io.github.elfern.rules.Preset;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Hidden information and external bots (VECTORS.md "What a bot receives"): nothing a
 * bot program receives, its {@code seed=} included, depends on cards it has not seen, and the
 * seed cannot be run backwards to the deck or to the other seats' generators.
 */
class SeedSecrecyTest {

  private static final SeatKey KEY = SeatKey.parse("00112233445566778899aabbccddeeff"
      + "00112233445566778899aabbccddeeff");

  /** An external bot (a library bot behind the protocol) whose every request is kept. */
  private static ExternalBot recording(List<String> lines) {
    return ExternalBot.of("recorder", () -> {
      EngineConnection inner = EngineConnection.of(new ProtocolServer(new LibraryAdapter(),
          Bots.create("random")));
      return new EngineConnection() {
        @Override
        public String ask(String request) {
          lines.add(request);
          return inner.ask(request);
        }

        @Override
        public void close() {
          inner.close();
        }
      };
    });
  }

  /** The requests of the recording bot as contestant A over one deck of a tournament. */
  private static List<String> requests(Rules rules, long seed) {
    List<String> lines = new ArrayList<>();
    try (ExternalBot bot = recording(lines)) {
      new Tournament(rules, Contestant.of(bot), Contestant.parse("random")).play(1, seed, KEY);
    }
    lines.removeIf(l -> !l.startsWith("choose"));
    return lines;
  }

  /** {@return the seed of the first deck of a tournament with seed {@code seed}} */
  private static long firstDeck(long seed) {
    return Tournament.deckSeed(Tournament.Decks.PAIRED, seed, 0);
  }

  @Test
  void equalViews_giveEqualRequests_seedIncluded_inEveryPreset() {
    for (Preset p : Preset.values()) {
      Rules rules = Rules.of(p);
      // Two tournament seeds whose first decks differ, but give seat 0 (contestant A, who leads
      // in the first deal) the same hand and turned trump: a birthday search over the seeds.
      Map<String, Long> seen = new HashMap<>();
      long[] pair = null;
      for (long seed = 1; seed < 400_000 && pair == null; seed++) {
        GameState s = GameState.deal(rules, firstDeck(seed));
        assertThat(s.toMove()).isZero();
        String view = ChooseRequest.encode(s.view(0), 0);
        Long other = seen.putIfAbsent(view, seed);
        if (other != null) {
          GameState t = GameState.deal(rules, firstDeck(other));
          if (!t.view(1).hand().equals(s.view(1).hand())) {
            pair = new long[] {other, seed};
          }
        }
      }
      assertThat(pair).as("no two decks with equal views found for %s", p).isNotNull();
      String first = requests(rules, pair[0]).get(0);
      String second = requests(rules, pair[1]).get(0);
      assertThat(second).as("first request under %s for seeds %d and %d", p, pair[0], pair[1])
          .isEqualTo(first);
    }
  }

  /** The inverse of SplitMix64's output function, as an attacker would write it. */
  private static long unmix(long z) {
    z = z ^ (z >>> 31) ^ (z >>> 62);
    z *= 0x319642B2D24D8EC3L;
    z = z ^ (z >>> 27) ^ (z >>> 54);
    z *= 0x96DE1B173F119089L;
    return z ^ (z >>> 30) ^ (z >>> 60);
  }

  @Test
  void unmix_invertsSplitMix64() {
    SplitMix64 g = new SplitMix64(12345);
    assertThat(unmix(g.nextLong()) - 0x9E3779B97F4A7C15L).isEqualTo(12345);
  }

  @Test
  void theSentSeed_cannotBeRunBackToTheDeckNorToTheOtherSeat() {
    // The attack: read the seed of the first request, run SplitMix64 backwards, and
    // look for the deck's seed (under any of the host's old constants) or the other seat's state.
    Rules rules = Rules.preset("elfern");
    int recovered = 0;
    for (long seed = 1; seed <= 20; seed++) {
      List<String> lines = requests(rules, seed);
      long sent = Long.parseUnsignedLong(lines.get(0).replaceAll(".* seed=", ""));
      long state = unmix(sent) - 0x9E3779B97F4A7C15L;
      long deckSeed = firstDeck(seed);
      for (long c : new long[] {0, 0x5DEECE66DL, 0xB5297A4DL, 0x243F6A8885A308D3L}) {
        if ((state ^ c) == deckSeed) {
          recovered++;
        }
      }
      long other = KEY.seed(0, 1);
      for (int k = -1000; k <= 1000; k++) {
        if (state + k * 0x9E3779B97F4A7C15L == other) {
          recovered++;
        }
      }
    }
    assertThat(recovered).isZero();
  }

  @Test
  void seatKeys_differPerSeatAndDeal_andDependOnTheKey() {
    SeatKey other = SeatKey.parse("ff112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
    assertThat(KEY.seed(0, 0)).isNotEqualTo(KEY.seed(0, 1)).isNotEqualTo(KEY.seed(1, 0))
        .isNotEqualTo(other.seed(0, 0));
    assertThat(KEY.seed(3, 1)).isEqualTo(SeatKey.parse(KEY.hex()).seed(3, 1));
    // Python: struct.unpack('>q', hmac.new(key, b'elfern seat' + struct.pack('>qi', 3, 1),
    //   hashlib.sha256).digest()[:8])[0]
    assertThat(KEY.seed(3, 1)).isEqualTo(4997549647551827396L);
    assertThat(KEY.toString()).doesNotContain(KEY.hex().substring(0, 8));
  }
}
