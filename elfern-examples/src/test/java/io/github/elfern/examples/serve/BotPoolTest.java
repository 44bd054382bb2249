package io.github.elfern.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.examples.Await;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The bot threads' queue: fair between addresses, in order within one, bounded. */
class BotPoolTest {

  @Test
  void addressesTakeTurns_andEachAddressesMovesKeepTheirOrder() throws Exception {
    List<String> order = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch hold = new CountDownLatch(1);
    CountDownLatch all = new CountDownLatch(6);
    try (BotPool pool = new BotPool(1, 10, "test-bot")) {
      pool.submit("x", () -> await(hold)); // the one thread is busy while the others queue
      for (String move : List.of("a1", "a2", "a3", "a4", "b1", "b2")) {
        assertThat(pool.submit(move.substring(0, 1), () -> {
          order.add(move);
          all.countDown();
        })).isTrue();
      }
      hold.countDown();
      assertThat(all.await(Await.GENEROUS.toSeconds(), TimeUnit.SECONDS)).isTrue();
    }
    // round robin while both have moves waiting (a asked first), then a's last ones in order
    assertThat(order).containsExactly("a1", "b1", "a2", "b2", "a3", "a4");
  }

  @Test
  void anAddressWithMovesBeingChosen_waitsForOneWithNone() throws Exception {
    List<String> order = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch holdA = new CountDownLatch(1);
    CountDownLatch holdC = new CountDownLatch(1);
    CountDownLatch held = new CountDownLatch(2);
    CountDownLatch done = new CountDownLatch(2);
    try (BotPool pool = new BotPool(2, 10, "test-bot")) {
      pool.submit("a", () -> {
        held.countDown();
        await(holdA); // a's first move holds one thread
      });
      pool.submit("c", () -> {
        held.countDown();
        await(holdC); // and c's the other
      });
      assertThat(held.await(Await.GENEROUS.toSeconds(), TimeUnit.SECONDS)).isTrue();
      pool.submit("a", () -> {
        order.add("a2");
        done.countDown();
      });
      pool.submit("b", () -> {
        order.add("b1");
        done.countDown();
      });
      holdC.countDown();
      // the thread c's move frees chooses both moves, a's first still holding the other
      assertThat(done.await(Await.GENEROUS.toSeconds(), TimeUnit.SECONDS)).isTrue();
      holdA.countDown();
    }
    // the thread c's move freed takes b's move, though a asked first: a has one being chosen
    assertThat(order).containsExactly("b1", "a2");
  }

  @Test
  void theQueueIsBounded_andAClosedPoolTakesNothing() {
    CountDownLatch hold = new CountDownLatch(1);
    BotPool pool = new BotPool(1, 2, "test-bot");
    try {
      assertThat(pool.submit("a", () -> await(hold))).isTrue();
      // the first may still wait or be taken already: at most 2 wait, so 2 or 3 are queued
      int queued = 1;
      while (pool.submit("a", () -> { }) && queued < 10) {
        queued++;
      }
      assertThat(queued).isBetween(2, 3);
    } finally {
      hold.countDown();
      pool.close();
    }
    assertThat(pool.isClosed()).isTrue();
    assertThat(pool.submit("a", () -> { })).isFalse();
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await(2 * Await.GENEROUS.toSeconds(), TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
