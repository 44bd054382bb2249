package io.github.elfern.testing;

import com.google.common.testing.NullPointerTester;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The null checks of a public API: guava-testlib's {@link NullPointerTester} (every public method
 * and constructor throws {@link NullPointerException} for a null argument), and on top of it that
 * the exception's message names the parameter: a check such as {@code
 * Objects.requireNonNull(text, "text")}, or the JVM's message when the variable it names is the
 * parameter ({@code Cannot invoke "Card.ordinal()" because "card" is null}, with the class files'
 * parameter names), but not a message about another variable ({@code because "s" is null},
 * {@code because "<local3>" is null}) nor none at all.
 */
public final class NullChecks {

  private final NullPointerTester tester = new NullPointerTester();
  private final Map<Class<?>, Object> defaults = new HashMap<>();

  /** Starts with values for the JDK types the APIs take. */
  public NullChecks() {
    set(String.class, "x");
    set(CharSequence.class, "x");
    set(List.class, List.of());
    set(java.util.Collection.class, List.of());
    set(Iterable.class, List.of());
    set(Set.class, Set.of());
    set(Map.class, Map.of());
    set(Optional.class, Optional.empty());
    set(OptionalInt.class, OptionalInt.empty());
    set(OptionalLong.class, OptionalLong.empty());
  }

  /**
   * Sets the value passed for parameters of a type.
   *
   * @param <T> the type
   * @param type the type
   * @param value the value
   * @return this
   */
  public <T> NullChecks set(Class<T> type, T value) {
    tester.setDefault(type, value);
    defaults.put(type, value);
    return this;
  }

  /**
   * Checks the public static methods and constructors of a class.
   *
   * @param c the class
   * @return the failures, empty when there are none
   */
  public List<String> checkClass(Class<?> c) {
    List<String> failures = new ArrayList<>();
    collect(failures, () -> tester.testAllPublicStaticMethods(c));
    collect(failures, () -> tester.testAllPublicConstructors(c));
    for (Method m : c.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers())) {
        messages(failures, m, null);
      }
    }
    if (!Modifier.isAbstract(c.getModifiers())) {
      for (Constructor<?> k : c.getConstructors()) {
        messages(failures, k, null);
      }
    }
    return failures;
  }

  /**
   * Checks the public instance methods of an object.
   *
   * @param o the object
   * @return the failures, empty when there are none
   */
  public List<String> checkInstance(Object o) {
    List<String> failures = new ArrayList<>();
    collect(failures, () -> tester.testAllPublicInstanceMethods(o));
    for (Method m : o.getClass().getMethods()) {
      if (!Modifier.isStatic(m.getModifiers()) && m.getDeclaringClass().getName()
          .startsWith("io.github.elfern.") && !m.getName().equals("equals")) {
        messages(failures, m, o);
      }
    }
    return failures;
  }

  private static void collect(List<String> failures, Runnable check) {
    try {
      check.run();
    } catch (AssertionError | RuntimeException e) {
      failures.add(String.valueOf(e.getMessage()).lines().findFirst().orElse("")
          + (e.getCause() == null ? "" : " <- " + e.getCause()));
    }
  }

  /** Passes null to each reference parameter in turn and checks the exception's message. */
  private void messages(List<String> failures, Executable e, Object receiver) {
    Class<?>[] types = e.getParameterTypes();
    for (int i = 0; i < types.length; i++) {
      if (types[i].isPrimitive()) {
        continue;
      }
      Object[] args = new Object[types.length];
      boolean complete = true;
      for (int j = 0; j < types.length; j++) {
        if (j != i) {
          Optional<Object> v = value(types[j]);
          complete &= v.isPresent();
          args[j] = v.orElse(null);
        }
      }
      if (!complete) {
        continue;
      }
      try {
        e.setAccessible(true);
        if (e instanceof Method m) {
          m.invoke(receiver, args);
        } else {
          ((Constructor<?>) e).newInstance(args);
        }
      } catch (InvocationTargetException thrown) {
        if (thrown.getCause() instanceof NullPointerException npe) {
          String message = npe.getMessage();
          String name = e.getParameters()[i].isNamePresent() ? e.getParameters()[i].getName()
              : "";
          // the JVM's message names the null variable: fine when it is the parameter itself
          boolean jvmNamesIt = message != null && !name.isEmpty()
              && message.endsWith("because \"" + name + "\" is null");
          if (message == null || (!jvmNamesIt
              && (message.contains("because \"") || message.startsWith("Cannot ")))) {
            failures.add(e + ", parameter " + i + ": " + (message == null
                ? "a NullPointerException without a message"
                : "the JVM's message \"" + message + "\"")
                + " (expected a check naming the parameter)");
          }
        }
      } catch (ReflectiveOperationException | RuntimeException other) {
        // not this check's business: NullPointerTester reports what is wrong
      }
    }
  }

  private Optional<Object> value(Class<?> type) {
    if (type.isPrimitive()) {
      if (type == boolean.class) {
        return Optional.of(false);
      }
      if (type == char.class) {
        return Optional.of('x');
      }
      if (type == long.class) {
        return Optional.of(0L);
      }
      if (type == double.class) {
        return Optional.of(0.0);
      }
      if (type == float.class) {
        return Optional.of(0f);
      }
      if (type == byte.class) {
        return Optional.of((byte) 0);
      }
      if (type == short.class) {
        return Optional.of((short) 0);
      }
      return Optional.of(0);
    }
    if (defaults.containsKey(type)) {
      return Optional.of(defaults.get(type));
    }
    if (type.isEnum()) {
      return Optional.of(type.getEnumConstants()[0]);
    }
    if (type.isArray()) {
      return Optional.of(java.lang.reflect.Array.newInstance(type.getComponentType(), 0));
    }
    return Optional.empty();
  }
}
