package io.github.elfern.conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What an engine says it supports, in its answer to the {@code capabilities} request of protocol
 * version 2 (VECTORS.md §5, "The handshake"): the presets it plays and the requests it answers. The
 * kit skips at once, and says why, a vector whose preset or whose requests the engine does not
 * declare, and leaves out the checks it does not declare ({@code position}, {@code egn} after a
 * deal, {@code setup}), counting them ({@link VectorResult#leftOut()}). An engine of version 1
 * declares nothing: the kit then tries everything and learns what is {@code unsupported} request
 * by request.
 *
 * <p>The answer is one line: {@code capabilities presets=ID,ID,... requests=NAME,NAME,...}, with
 * {@code -} for an empty list. Both keys are required; keys a later version adds are ignored, and so
 * are preset ids and request names the kit does not know. The requests every engine answers
 * ({@code hello}, {@code rules}, {@code capabilities}, {@code quit}) need not be listed.
 *
 * <pre>{@code
 * Capabilities c = Capabilities.parse("capabilities presets=elfern requests=shuffle,deal,legal");
 * c.playsPreset("elfern");       // true
 * c.answers("egn");              // false
 * c.notation();                  // the line again
 * }</pre>
 *
 * @param presets the preset ids the engine plays (with any options; it may still answer {@code
 *     unsupported} to a {@code rules} request with options it does not play)
 * @param requests the names of the requests it answers, beyond those every engine answers
 */
public record Capabilities(Set<String> presets, Set<String> requests) {

  /** The first word of the answer. */
  public static final String WORD = "capabilities";

  /** The requests that every engine answers, listed or not. */
  public static final Set<String> ALWAYS = Set.of("hello", "rules", "capabilities", "quit");

  /**
   * Copies the sets, keeping their order, and checks the names.
   *
   * @param presets the preset ids
   * @param requests the request names
   * @throws IllegalArgumentException if a name is empty or holds white space, a comma or an
   *     equals sign, or is {@code -}
   */
  public Capabilities {
    presets = names("presets", presets);
    requests = names("requests", requests);
  }

  private static Set<String> names(String key, Set<String> names) {
    Set<String> copy = new LinkedHashSet<>();
    for (String n : Objects.requireNonNull(names, key)) {
      if (n == null || n.isEmpty() || n.equals("-") || n.chars().anyMatch(c ->
          LineReader.isBlank((char) c) || c == ',' || c == '=' || c < 0x20 || c == 0x7f)) {
        throw new IllegalArgumentException("capabilities: a name of " + key + " must be a word"
            + " without ',', '=' and white space, got '" + Echo.clip(String.valueOf(n)) + "'");
      }
      copy.add(n);
    }
    return Collections.unmodifiableSet(copy);
  }

  /**
   * Reads the answer to {@code capabilities}.
   *
   * @param answer the answer line, starting with {@code capabilities}
   * @return the capabilities
   * @throws IllegalArgumentException if the line is not of the form {@code capabilities
   *     presets=... requests=...} (words separated by single spaces, each key at most once, both
   *     keys given), naming what is wrong
   */
  public static Capabilities parse(String answer) {
    Objects.requireNonNull(answer, "answer");
    String[] words = answer.split(" ", -1);
    if (!words[0].equals(WORD)) {
      throw new IllegalArgumentException("expected '" + WORD + " presets=... requests=...', got '"
          + Echo.clip(answer) + "'");
    }
    Map<String, Set<String>> fields = new LinkedHashMap<>();
    for (int i = 1; i < words.length; i++) {
      String w = words[i];
      int eq = w.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("capabilities: expected KEY=VALUE words separated by"
            + " single spaces, got '" + Echo.clip(w) + "' in '" + Echo.clip(answer) + "'");
      }
      String key = w.substring(0, eq);
      String value = w.substring(eq + 1);
      List<String> items = new ArrayList<>();
      if (!value.equals("-")) {
        for (String item : value.split(",", -1)) {
          items.add(item);
        }
      }
      Set<String> set;
      try {
        set = names(key, new LinkedHashSet<>(items));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(e.getMessage() + " in '" + Echo.clip(answer) + "'");
      }
      if (fields.put(key, set) != null) {
        throw new IllegalArgumentException("capabilities: the key '" + Echo.clip(key)
            + "' is given twice in '" + Echo.clip(answer) + "'");
      }
    }
    for (String key : List.of("presets", "requests")) {
      if (!fields.containsKey(key)) {
        throw new IllegalArgumentException("capabilities: the key '" + key + "' is missing in '"
            + Echo.clip(answer) + "' (write " + key + "=- for none)");
      }
    }
    return new Capabilities(fields.get("presets"), fields.get("requests"));
  }

  /**
   * Tells whether the engine plays a preset.
   *
   * @param preset a preset id, e.g. {@code "elfern"}
   * @return whether it is declared
   */
  public boolean playsPreset(String preset) {
    return presets.contains(preset);
  }

  /**
   * Tells whether the engine answers a request.
   *
   * @param request a request name, e.g. {@code "position"}
   * @return whether it is declared, or one that every engine answers
   */
  public boolean answers(String request) {
    return ALWAYS.contains(request) || requests.contains(request);
  }

  /** {@return the answer line: {@code capabilities presets=... requests=...}} */
  public String notation() {
    return WORD + " presets=" + list(presets) + " requests=" + list(requests);
  }

  private static String list(Set<String> names) {
    return names.isEmpty() ? "-" : String.join(",", names);
  }

  /** {@return {@link #notation()}} */
  @Override
  public String toString() {
    return notation();
  }
}
