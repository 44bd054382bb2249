package io.github.elfern.spark;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;

/**
 * The checks of a study's command line that need no Spark: the seed, the output path and the
 * master URL, each refused with a message that says what is wrong and what to give instead.
 */
final class Checks {
  private Checks() {}

  /** How long a connection to a {@code spark://} master may take before it counts as unreachable. */
  static final int CONNECT_MILLIS = 3000;

  private static final Pattern LOCAL =
      Pattern.compile("local(\\[(\\*|[1-9][0-9]{0,4})(,[1-9][0-9]{0,4})?\\])?");
  private static final Pattern LOCAL_CLUSTER =
      Pattern.compile("local-cluster\\[[1-9][0-9]{0,3},[1-9][0-9]{0,3},[1-9][0-9]{0,6}\\]");
  private static final Pattern SCHEME = Pattern.compile("[a-zA-Z][a-zA-Z0-9+.-]*:.*");

  /**
   * Reads a seed: an unsigned 64-bit decimal integer, ASCII digits only.
   *
   * @param text the seed as given
   * @return the seed in a {@code long}
   * @throws IllegalArgumentException if it is not one
   */
  static long seed(String text) {
    if (!text.matches("[0-9]{1,20}")) {
      throw new IllegalArgumentException("--seed: '" + clip(text) + "' is not an unsigned 64-bit "
          + "decimal integer (0 to 18446744073709551615)");
    }
    try {
      return Long.parseUnsignedLong(text);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--seed: '" + clip(text) + "' is above "
          + "18446744073709551615, the largest unsigned 64-bit integer", e);
    }
  }

  /**
   * Checks that a study may write to {@code out}: it does not exist (or {@code overwrite} is
   * given and it is a directory), and its parent directory, if it exists, is a writable
   * directory. Paths with a scheme other than {@code file:} (e.g. {@code hdfs://}) are checked
   * through Hadoop's file system, with the configuration found on the class path.
   *
   * @param out the output
   * @param overwrite whether an existing output may be replaced
   * @throws IllegalArgumentException if the output may not be written
   */
  static void output(String out, boolean overwrite) {
    if (out.isBlank()) {
      throw new IllegalArgumentException("--out: give a directory for the study");
    }
    if (SCHEME.matcher(out).matches() && !out.startsWith("file:")) {
      boolean exists;
      try {
        org.apache.hadoop.fs.Path p = new org.apache.hadoop.fs.Path(out);
        exists = p.getFileSystem(new Configuration()).exists(p);
      } catch (IOException | RuntimeException e) {
        throw new IllegalArgumentException("--out " + clip(out) + ": cannot be checked: "
            + e.getMessage(), e);
      }
      if (exists && !overwrite) {
        throw exists(out);
      }
      return;
    }
    Path p = Path.of(out.startsWith("file:") ? java.net.URI.create(out).getPath() : out)
        .toAbsolutePath().normalize();
    if (Files.exists(p)) {
      if (!Files.isDirectory(p)) {
        throw new IllegalArgumentException("--out " + out + " is a file; a study writes a "
            + "directory: give another --out");
      }
      if (!overwrite) {
        throw exists(out);
      }
    }
    Path parent = p.getParent();
    while (parent != null && !Files.exists(parent)) {
      parent = parent.getParent();
    }
    if (parent != null && !Files.isDirectory(parent)) {
      throw new IllegalArgumentException("--out " + out + ": " + parent + " is not a directory");
    }
    if (parent != null) {
      // whether a file can be made there: permissions, a read-only file system, /proc ...
      try {
        Files.delete(Files.createTempFile(parent, ".elfern-study-", ".probe"));
      } catch (IOException | SecurityException e) {
        String why = e instanceof java.nio.file.AccessDeniedException ? "permission denied"
            : e instanceof java.nio.file.FileSystemException f && f.getReason() != null
                ? f.getReason() : "no file can be made there";
        throw new IllegalArgumentException("--out " + out + ": cannot write in " + parent + " ("
            + why + ")", e);
      }
    }
  }

  private static IllegalArgumentException exists(String out) {
    return new IllegalArgumentException("--out " + out + " exists: give --overwrite to replace "
        + "it (the new study replaces it whole when it is complete), or another --out");
  }

  /**
   * Checks a master URL: {@code local}, {@code local[N]}, {@code local[*]}, {@code local[N,F]}
   * and {@code local-cluster[...]} run in this process; {@code spark://host:port} (or several,
   * comma separated) must accept a connection within {@value #CONNECT_MILLIS} ms; {@code yarn}
   * and {@code k8s://...} are left to Spark.
   *
   * @param master the URL
   * @throws IllegalArgumentException if it is malformed or no master answers there
   */
  static void master(String master) {
    if (LOCAL.matcher(master).matches() || LOCAL_CLUSTER.matcher(master).matches()
        || master.equals("yarn") || master.startsWith("k8s://")) {
      return;
    }
    if (!master.startsWith("spark://")) {
      throw new IllegalArgumentException("--master: '" + clip(master) + "' is not a master URL "
          + "(local, local[N], local[*], local[N,F], spark://HOST:PORT, yarn, k8s://...)");
    }
    List<String> failures = new ArrayList<>();
    for (String hostPort : master.substring("spark://".length()).split(",", -1)) {
      int colon = hostPort.lastIndexOf(':');
      String host = colon > 0 ? hostPort.substring(0, colon) : "";
      String port = colon > 0 ? hostPort.substring(colon + 1) : "";
      if (host.isEmpty() || !port.matches("[0-9]{1,5}") || Integer.parseInt(port) > 65535) {
        throw new IllegalArgumentException("--master: '" + clip(hostPort) + "' in '"
            + clip(master) + "' is not HOST:PORT");
      }
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress(host, Integer.parseInt(port)), CONNECT_MILLIS);
        return;
      } catch (IOException e) {
        failures.add(hostPort + " (" + (e.getMessage() == null ? e.getClass().getSimpleName()
            : e.getMessage()) + ")");
      }
    }
    throw new IllegalArgumentException("--master " + clip(master) + ": no Spark master answers "
        + "at " + String.join(", ", failures) + "; start one there or give another --master");
  }

  /** {@return at most 60 characters of {@code text}, for a message} */
  static String clip(String text) {
    return text.length() <= 60 ? text : text.substring(0, 57) + "...";
  }
}
