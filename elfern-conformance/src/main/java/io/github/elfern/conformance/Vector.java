package io.github.elfern.conformance;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One test vector: one line of a vector file, a JSON object with at least {@code id} and {@code
 * rules} (the canonical rules text, e.g. {@code "elfern hand=5"}) and the fields of its kind (see
 * {@code VECTORS.md}).
 *
 * <p>A vector is an immutable value; two vectors are equal when their kinds and JSON texts are.
 *
 * <pre>{@code
 * for (Vector v : Vectors.bundled().of(VectorKind.PERFT)) {
 *   GameState s = GameState.fromPosition(v.string("position"));
 *   assert Perft.count(s, (int) v.number("depth")) == v.number("count");
 * }
 * }</pre>
 */
public final class Vector {

  private final VectorKind kind;
  private final String json;
  private final Map<String, Object> fields;

  private Vector(VectorKind kind, String json, Map<String, Object> fields) {
    this.kind = kind;
    this.json = json;
    this.fields = fields;
  }

  /**
   * Reads a vector from one line of a vector file.
   *
   * @param kind the kind of the file the line comes from
   * @param line a JSON object on one line
   * @return the vector
   * @throws IllegalArgumentException if the line is not a JSON object with a string {@code id} and
   *     {@code rules}
   */
  @SuppressWarnings("unchecked")
  public static Vector parse(VectorKind kind, String line) {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(line, "line");
    Object v = Json.parse(line);
    if (!(v instanceof Map)) {
      throw new IllegalArgumentException("a vector must be a JSON object: " + abbreviate(line));
    }
    Map<String, Object> map = (Map<String, Object>) v;
    if (!(map.get("id") instanceof String) || !(map.get("rules") instanceof String)) {
      throw new IllegalArgumentException(
          "a vector needs the string fields id and rules: " + abbreviate(line));
    }
    return new Vector(kind, line, Collections.unmodifiableMap(new LinkedHashMap<>(map)));
  }

  private static String abbreviate(String s) {
    return s.length() > 80 ? s.substring(0, 77) + "..." : s;
  }

  /** {@return the kind of the vector} */
  public VectorKind kind() {
    return kind;
  }

  /** {@return the vector's id, unique in its file, e.g. {@code "perft/fuenfzehnern lead=kastner/3"}} */
  public String id() {
    return (String) fields.get("id");
  }

  /** {@return the rules of the vector in canonical text form, e.g. {@code "elfern head=true"}} */
  public String rules() {
    return (String) fields.get("rules");
  }

  /** {@return the vector as written in its file: one JSON object on one line} */
  public String json() {
    return json;
  }

  /**
   * Returns the vector's fields as read: strings, {@code Long}s, {@code Boolean}s, lists, maps and
   * nulls, in the order of the file.
   *
   * @return the fields, unmodifiable
   */
  public Map<String, Object> fields() {
    return fields;
  }

  /**
   * Returns a field, if the vector has it (and it is not null).
   *
   * @param key the field's name
   * @return its value
   */
  public Optional<Object> field(String key) {
    return Optional.ofNullable(fields.get(Objects.requireNonNull(key, "key")));
  }

  /**
   * Returns a string field.
   *
   * @param key the field's name
   * @return its value
   * @throws IllegalArgumentException if the vector has no such string field
   */
  public String string(String key) {
    Object v = fields.get(Objects.requireNonNull(key, "key"));
    if (!(v instanceof String)) {
      throw new IllegalArgumentException("vector " + id() + " has no string field '" + key + "'");
    }
    return (String) v;
  }

  /**
   * Returns a whole-number field.
   *
   * @param key the field's name
   * @return its value
   * @throws IllegalArgumentException if the vector has no such number field
   */
  public long number(String key) {
    Object v = fields.get(Objects.requireNonNull(key, "key"));
    if (!(v instanceof Long)) {
      throw new IllegalArgumentException("vector " + id() + " has no number field '" + key + "'");
    }
    return (Long) v;
  }

  /**
   * Returns a list field.
   *
   * @param key the field's name
   * @return its elements
   * @throws IllegalArgumentException if the vector has no such list field
   */
  @SuppressWarnings("unchecked")
  public List<Object> list(String key) {
    Object v = fields.get(Objects.requireNonNull(key, "key"));
    if (!(v instanceof List)) {
      throw new IllegalArgumentException("vector " + id() + " has no list field '" + key + "'");
    }
    return Collections.unmodifiableList((List<Object>) v);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Vector && ((Vector) o).kind == kind && ((Vector) o).json.equals(json);
  }

  @Override
  public int hashCode() {
    return 31 * kind.hashCode() + json.hashCode();
  }

  /** Returns the kind and the id, e.g. {@code "perft perft/elfern/1"}. */
  @Override
  public String toString() {
    return kind.id() + " " + id();
  }
}
