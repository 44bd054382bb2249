package io.github.elfern.notation;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.game.GameState;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Rules, states, views and records are immutable values that threads may share: four threads
 * working on the same, freshly made objects at once (so that lazily computed fields such as a
 * state's legal-move cache are first computed under contention) get exactly the results of
 * sequential use on independently made copies.
 */
class ConcurrencyTest {

  private static final int GAMES = 24;
  private static final int THREADS = 4;

  /** What the threads share: the rules, every state of one game, its record and text. */
  private record Shared(Rules rules, List<GameState> states, GameRecord record, String text) {}

  private static Shared make(int i) {
    int rules = i % RandomGames.RULES.size();
    long seed = 1000L + i;
    List<GameState> states = RandomGames.play(rules, seed, 64);
    GameRecord record = RandomGames.record(states, seed, i % 2 == 0, i % 3 == 0);
    return new Shared(states.get(0).rules(), states, record, EgnWriter.write(record));
  }

  /** Everything one can ask of the shared objects, as text. */
  private static String digest(Shared s) {
    StringBuilder sb = new StringBuilder();
    sb.append(s.rules().notation()).append(s.rules().hashCode()).append(s.rules().players())
        .append(s.rules().deck()).append('\n');
    for (GameState st : s.states()) {
      sb.append(st.position()).append(' ').append(st.legalMoves()).append(' ')
          .append(st.legalCards()).append(' ').append(st.hashCode());
      if (st.isOver()) {
        sb.append(' ').append(st.result().notation());
      } else {
        Move first = st.legalMoves().get(0);
        sb.append(' ').append(st.play(first).position());
      }
      for (int seat = 0; seat < st.players(); seat++) {
        PlayerView v = st.view(seat);
        sb.append(" | ").append(v).append(' ').append(v.hashCode()).append(' ')
            .append(v.unseenCards());
        if (v.isMyTurn()) {
          sb.append(' ').append(v.legalMoves());
        }
      }
      sb.append('\n');
    }
    sb.append(EgnWriter.write(s.record())).append(s.record().hashCode())
        .append(EgnValidator.validate(s.record()));
    List<GameState> replay = s.record().replay();
    sb.append(replay.get(replay.size() - 1).position())
        .append(replay.equals(s.states()))
        .append(GameRecord.parse(s.text()).equals(s.record()));
    ParsedRecord read = EgnReader.readAll(s.text(), Strictness.STRICT).get(0);
    sb.append(read.diagnostics()).append(read.finalState().map(GameState::position));
    return sb.toString();
  }

  @Test
  void sharedValues_usedByFourThreadsAtOnce_giveTheSequentialResults() throws Exception {
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < GAMES; i++) {
      expected.add(digest(make(i)));
    }
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      for (int round = 0; round < 3; round++) {
        List<Shared> shared = new ArrayList<>();
        for (int i = 0; i < GAMES; i++) {
          shared.add(make(i)); // fresh: no lazy field computed yet
        }
        CyclicBarrier start = new CyclicBarrier(THREADS);
        List<Future<List<String>>> futures = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
          int offset = t;
          futures.add(pool.submit(() -> {
            start.await(30, TimeUnit.SECONDS);
            List<String> out = new ArrayList<>();
            for (int k = 0; k < GAMES; k++) {
              out.add(null);
            }
            // Each thread walks the games from a different place, so that they meet.
            for (int k = 0; k < GAMES; k++) {
              int i = (k + offset * 5) % GAMES;
              out.set(i, digest(shared.get(i)));
            }
            return out;
          }));
        }
        for (Future<List<String>> f : futures) {
          assertThat(f.get(120, TimeUnit.SECONDS)).isEqualTo(expected);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
