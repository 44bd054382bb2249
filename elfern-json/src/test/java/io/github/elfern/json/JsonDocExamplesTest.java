package io.github.elfern.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.elfern.game.DealResult;
import io.github.elfern.game.Move;
import io.github.elfern.game.PlayerView;
import io.github.elfern.notation.GameRecord;
import io.github.elfern.scoring.MatchTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Every example in JSON.md validates against the shipped schema and reads back with the module. */
class JsonDocExamplesTest {

  private static final Pattern BLOCK =
      Pattern.compile("```json (\\w+)\\n(.*?)\\n```", Pattern.DOTALL);

  private static final Map<String, Class<?>> TYPES = Map.of("view", PlayerView.class,
      "result", DealResult.class, "matchSheet", MatchTable.class,
      "finishedDeal", GameRecord.class, "move", Move.class);

  private final ObjectMapper mapper = ElfernJson.mapper();

  private Schema schemaOf(String def) throws Exception {
    ObjectNode root = (ObjectNode) new ObjectMapper().readTree(ElfernJson.schema());
    root.remove("oneOf");
    root.put("$ref", "#/$defs/" + def);
    return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
        .getSchema(root.toString(), InputFormat.JSON);
  }

  private static List<String[]> examples() throws Exception {
    String doc = Files.readString(Path.of("JSON.md"));
    List<String[]> out = new ArrayList<>();
    Matcher m = BLOCK.matcher(doc);
    while (m.find()) {
      out.add(new String[] {m.group(1), m.group(2)});
    }
    return out;
  }

  @Test
  void everyDocExample_validatesAgainstTheSchemaAndReadsBack() throws Exception {
    List<String[]> examples = examples();
    assertThat(examples).extracting(e -> e[0])
        .contains("view", "move", "trick", "result", "matchSheet", "finishedDeal");
    for (String[] e : examples) {
      List<Error> errors = schemaOf(e[0]).validate(e[1], InputFormat.JSON);
      assertThat(errors).as("%s example:%n%s", e[0], e[1]).isEmpty();
      Class<?> type = TYPES.get(e[0]);
      if (type != null) {
        JavaType t = mapper.constructType(type);
        Object value = mapper.readValue(e[1], t);
        assertThat(mapper.readTree(mapper.writeValueAsString(value)))
            .as("%s example written back", e[0]).isEqualTo(mapper.readTree(e[1]));
      }
    }
  }

  @Test
  void schema_rejectsACardThatIsNoCard() throws Exception {
    String bad = examples().stream().filter(e -> e[0].equals("view")).findFirst().get()[1]
        .replaceFirst("\"QC\"", "\"QX\"");
    assertThat(schemaOf("view").validate(bad, InputFormat.JSON)).isNotEmpty();
  }
}
