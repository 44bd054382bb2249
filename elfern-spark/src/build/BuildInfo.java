import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Writes the build's provenance for the studies' summaries: the library's version and the git
 * commit the build was made from ("-dirty" when tracked files differ from it; "unknown" outside a
 * git checkout or without git). Run by the build with Java's source launcher:
 * {@code java BuildInfo.java VERSION SOURCE_DIR OUTPUT_FILE}. No date: two builds of one commit
 * give the same jar.
 */
public final class BuildInfo {
  private BuildInfo() {}

  public static void main(String[] args) throws IOException {
    String version = args[0];
    Path dir = Path.of(args[1]);
    Path out = Path.of(args[2]);
    String commit = git(dir, "rev-parse", "HEAD");
    if (!commit.matches("[0-9a-f]{40}")) {
      commit = "unknown";
    } else if (!git(dir, "status", "--porcelain", "--untracked-files=no").isEmpty()) {
      commit += "-dirty";
    }
    Files.createDirectories(out.getParent());
    Files.writeString(out, "# written by the build (src/build/BuildInfo.java)\nversion=" + version
        + "\ncommit=" + commit + "\n", StandardCharsets.ISO_8859_1);
  }

  /** {@return git's standard output, stripped, or "" if git fails or is missing} */
  private static String git(Path dir, String... args) {
    String[] command = new String[args.length + 3];
    command[0] = "git";
    command[1] = "-C";
    command[2] = dir.toString();
    System.arraycopy(args, 0, command, 3, args.length);
    try {
      Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD)
          .start();
      p.getOutputStream().close();
      String text;
      try (InputStream in = p.getInputStream()) {
        text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
        p.destroy();
        return "";
      }
      return text.strip();
    } catch (IOException e) {
      return "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }
}
