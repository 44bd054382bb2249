package io.github.elfern.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.elfern.json.Trees.Bad;
import java.io.IOException;

/**
 * The codec of one value type: how it is written as a JSON tree and read back, and the Jackson
 * serializer and deserializer that {@link ElfernModule} registers for it. A codec checks the
 * format (types, sizes, tokens, the version, derived fields); the rules are checked by the core's
 * factories it reads the value with.
 *
 * @param <T> the value type
 */
abstract class TreeCodec<T> {

  private final Class<T> type;
  private final String name;

  /**
   * Makes the codec.
   *
   * @param type the value type
   * @param name what messages call a value read on its own, e.g. {@code view}
   */
  TreeCodec(Class<T> type, String name) {
    this.type = type;
    this.name = name;
  }

  /** {@return the value type} */
  final Class<T> type() {
    return type;
  }

  /**
   * Writes a value.
   *
   * @param value the value
   * @param top whether the value stands on its own (it then carries {@code "v"}), not nested in
   *     another value of the format
   * @return the tree
   * @throws Bad if the value is not written (it would not be read back)
   */
  abstract JsonNode write(T value, boolean top);

  /**
   * Reads a value.
   *
   * @param node the tree
   * @param path the field's path, for messages
   * @param top whether the value stands on its own (it then carries {@code "v"})
   * @return the value
   * @throws Bad naming the field that is wrong
   */
  abstract T read(JsonNode node, String path, boolean top);

  /** {@return the Jackson serializer of the type: the tree of {@link #write}} */
  final StdSerializer<T> serializer() {
    return new Serializer<>(this);
  }

  /** {@return the Jackson deserializer of the type: {@link #read} of the value's tree} */
  final StdDeserializer<T> deserializer() {
    return new Deserializer<>(this);
  }

  private static final class Serializer<T> extends StdSerializer<T> {
    private static final long serialVersionUID = 1L;
    private final transient TreeCodec<T> codec;

    Serializer(TreeCodec<T> codec) {
      super(codec.type);
      this.codec = codec;
    }

    @Override
    public void serialize(T value, JsonGenerator gen, SerializerProvider provider)
        throws IOException {
      JsonNode tree;
      try {
        tree = codec.write(value, true);
      } catch (Bad e) {
        throw JsonMappingException.from(gen, e.getMessage());
      }
      gen.writeTree(tree);
    }
  }

  private static final class Deserializer<T> extends StdDeserializer<T> {
    private static final long serialVersionUID = 1L;
    private final transient TreeCodec<T> codec;

    Deserializer(TreeCodec<T> codec) {
      super(codec.type);
      this.codec = codec;
    }

    @Override
    public T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      // The context's readTree reads just this value; p.readValueAsTree() would apply the
      // mapper's trailing-token check here, in the middle of an enclosing array, map or POJO.
      JsonNode node = ctxt.readTree(p);
      try {
        return codec.read(node, codec.name, true);
      } catch (Bad e) {
        throw MismatchedInputException.from(p, handledType(), e.getMessage());
      }
    }
  }
}
