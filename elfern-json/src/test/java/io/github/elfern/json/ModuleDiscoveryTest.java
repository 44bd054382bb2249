package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.elfern.card.Deck;
import io.github.elfern.game.GameState;
import io.github.elfern.game.PlayerView;
import io.github.elfern.rules.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The module is found the way Jackson finds the {@code jackson-datatype-*} modules:
 * {@code ObjectMapper.findAndRegisterModules()} loads it by {@link ServiceLoader}. These tests run
 * on the class path (this module's Surefire runs without the module path), where the service file
 * {@code META-INF/services/com.fasterxml.jackson.databind.Module} is what counts; on the module
 * path the {@code provides} of module-info counts, and tests/consumer runs that.
 */
class ModuleDiscoveryTest {

  private static PlayerView view() {
    return GameState.deal(Rules.preset("elfern"), Deck.shuffled(42)).play("KD 9S 8H").view(1);
  }

  @Test
  @DisplayName("ServiceLoader finds ElfernModule as a Jackson Module")
  void serviceLoader_findsTheModule() {
    List<Class<?>> found = new ArrayList<>();
    for (Module m : ServiceLoader.load(Module.class)) {
      found.add(m.getClass());
    }
    assertThat(found).contains(ElfernModule.class);
  }

  @Test
  @DisplayName("findAndRegisterModules() writes a view as the registered module does, and reads"
      + " it back")
  void findAndRegisterModules_writesAndReadsAView() throws Exception {
    PlayerView view = view();
    ObjectMapper found = new ObjectMapper().findAndRegisterModules();
    ObjectMapper registered = new ObjectMapper().registerModule(new ElfernModule());
    String json = found.writeValueAsString(view);
    assertThat(json).isEqualTo(registered.writeValueAsString(view));
    JsonNode tree = found.readTree(json);
    assertThat(tree.get("v").intValue()).isEqualTo(ElfernJson.VERSION);
    assertThat(tree.get("seat").intValue()).isEqualTo(1);
    assertThat(tree.get("hand").size()).isEqualTo(view.hand().size());
    assertThat(tree.get("moves").size()).isEqualTo(3);
    assertThat(found.readValue(json, PlayerView.class)).isEqualTo(view);
  }

  @Test
  @DisplayName("a mapper without the module writes a view as Jackson's bean serializer does:"
      + " two flags, no cards (the pitfall JSON.md warns of)")
  void withoutTheModule_aViewLosesItsCards() throws Exception {
    // The report: {"over":false,"myTurn":true}. Jackson sees only the isX() methods.
    JsonNode tree = new ObjectMapper().valueToTree(view());
    assertThat(tree.has("hand")).isFalse();
    assertThat(tree.has("v")).isFalse();
    List<String> names = new ArrayList<>();
    tree.fieldNames().forEachRemaining(names::add);
    assertThat(names).containsExactlyInAnyOrder("over", "myTurn");
  }
}
