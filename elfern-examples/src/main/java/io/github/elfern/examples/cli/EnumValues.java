package io.github.elfern.examples.cli;

import io.github.elfern.card.SuitSystem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.TypeConversionException;

/**
 * Enum-valued options as people write them: in lower case ({@code --suits german}). picocli reads
 * such a value in any case but names the values in capitals ({@code [FRENCH, GERMAN]}) in its
 * error message and in shell completion; here the message and the completion candidates name them
 * as they are typed.
 */
final class EnumValues {
  private EnumValues() {}

  /** The values of {@code --suits} as typed, for completion and help. */
  static final class Suits implements Iterable<String> {
    @Override
    public Iterator<String> iterator() {
      return Arrays.stream(SuitSystem.values()).map(EnumValues::typed).iterator();
    }
  }

  /** {@return how a user types an enum value: its name in lower case} */
  static String typed(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  /**
   * Gives every enum-valued option of a command line and its subcommands a converter that reads
   * the value in any case and, for a value that is none of them, names the values in lower case.
   * Call it once every subcommand is added.
   *
   * @param cl the command line
   */
  static void register(CommandLine cl) {
    Set<Class<?>> types = new LinkedHashSet<>();
    collect(cl, types);
    for (Class<?> type : types) {
      registerEnum(cl, type.asSubclass(Enum.class));
    }
  }

  private static void collect(CommandLine cl, Set<Class<?>> types) {
    for (OptionSpec o : cl.getCommandSpec().options()) {
      if (o.type().isEnum()) {
        types.add(o.type());
      }
    }
    for (CommandLine sub : cl.getSubcommands().values()) {
      collect(sub, types);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void registerEnum(CommandLine cl, Class<? extends Enum> type) {
    cl.registerConverter((Class) type, converter((Class) type));
  }

  /** {@return a converter of any case to a constant of {@code type}} */
  static <E extends Enum<E>> ITypeConverter<E> converter(Class<E> type) {
    return value -> {
      for (E e : type.getEnumConstants()) {
        if (e.name().equalsIgnoreCase(value)) {
          return e;
        }
      }
      List<String> names = new ArrayList<>();
      for (E e : type.getEnumConstants()) {
        names.add(typed(e));
      }
      String shown = value.length() > 40 ? value.substring(0, 40) + "..." : value;
      throw new TypeConversionException("expected " + String.join(", ",
          names.subList(0, names.size() - 1)) + (names.size() > 1 ? " or " : "")
          + names.get(names.size() - 1) + ", got '" + shown + "'");
    };
  }
}
