package io.github.elfern.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.elfern.card.CardSet;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlayerViewWorldTest {

  @Test
  void withHiddenCards_trueCards_givesTheSamePosition() {
    GameState s = GameState.deal(Rules.preset("elfern-trumps"), 5).play("AC");
    PlayerView v = s.view(1);
    List<CardSet> hands = new ArrayList<>();
    for (int i = 0; i < s.players(); i++) {
      hands.add(s.hand(i));
    }
    GameState world = v.withHiddenCards(hands, s.stock());
    assertThat(world.position()).isEqualTo(s.position());
  }

  @Test
  void withHiddenCards_ownHandChanged_isRefused() {
    GameState s = GameState.deal(Rules.preset("elfern"), 5);
    PlayerView v = s.view(0);
    List<CardSet> hands = List.of(s.hand(1), s.hand(0));
    assertThatThrownBy(() -> v.withHiddenCards(hands, s.stock()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("own hand");
  }
}
