package io.github.elfern.examples.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.elfern.bot.Bots;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The {@code engine} command: the library answering the line protocol on its standard streams. */
class EngineCommandTest {

  private static String serve(byte[] input) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    EngineCommand.serve(new ByteArrayInputStream(input), out, Bots.create("heuristic"));
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void byteOrderMark_beforeTheFirstRequest_isDropped() throws IOException {
    // Audit finding 14b: "\xef\xbb\xbfhello 1" was answered "error unknown request 'hello'",
    // the mark invisible in the message. VECTORS.md: a BOM at the start of the input is dropped.
    byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
    byte[] rest = "hello 1\nrules elfern\nquit\n".getBytes(StandardCharsets.UTF_8);
    byte[] input = new byte[bom.length + rest.length];
    System.arraycopy(bom, 0, input, 0, bom.length);
    System.arraycopy(rest, 0, input, bom.length, rest.length);
    assertThat(serve(input).lines()).containsExactly("ready elfern-java (development)", "ok");
  }

  @Test
  void noByteOrderMark_theFirstCharacterIsKept() throws IOException {
    assertThat(serve("rules elfern\nquit\n".getBytes(StandardCharsets.UTF_8)).lines())
        .containsExactly("ok");
  }
}
