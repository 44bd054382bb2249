package io.github.elfern.conformance;

import com.google.common.testing.EqualsTester;
import com.google.common.testing.NullPointerTester;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The value semantics of {@link Vector}, {@link VectorResult} and {@link ConformanceReport}. */
class VectorValueTest {

  private static final String A = "{\"id\":\"a\",\"rules\":\"elfern\",\"seed\":\"1\"}";
  private static final String B = "{\"id\":\"b\",\"rules\":\"elfern\",\"seed\":\"1\"}";

  @Test
  @DisplayName("vectors are equal when read from equal lines of the same kind")
  void vectors() {
    Vector a = Vector.parse(VectorKind.SHUFFLE, A);
    new EqualsTester()
        .addEqualityGroup(a, Vector.parse(VectorKind.SHUFFLE, A))
        .addEqualityGroup(Vector.parse(VectorKind.SHUFFLE, B))
        .addEqualityGroup(Vector.parse(VectorKind.GAMES, A))
        .testEquals();
    VectorResult r = new VectorResult(a, VectorResult.Status.values()[0], "ok");
    new EqualsTester()
        .addEqualityGroup(r, new VectorResult(a, VectorResult.Status.values()[0], "ok"))
        .addEqualityGroup(new VectorResult(a, VectorResult.Status.values()[0], "other"))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(new ConformanceReport(List.of(r)), new ConformanceReport(List.of(r)))
        .addEqualityGroup(new ConformanceReport(List.of()))
        .testEquals();
    NullPointerTester t = new NullPointerTester()
        .setDefault(Vector.class, a)
        .setDefault(VectorKind.class, VectorKind.SHUFFLE)
        .setDefault(String.class, A);
    t.testAllPublicStaticMethods(Vector.class);
    t.testAllPublicInstanceMethods(a);
    t.testAllPublicConstructors(VectorResult.class);
    t.testAllPublicConstructors(ConformanceReport.class);
  }
}
