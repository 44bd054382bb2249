package io.github.elfern.scoring;

import io.github.elfern.card.SplitMix64;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The seeds of a match computed from the formulas of VECTORS.md and the Javadoc of {@link Match},
 * independently of {@code SeatKey}: the key {@code SHA-256("elfern seat key" || seed)}, deal
 * {@code d}'s shuffle seed the first eight bytes of {@code HMAC-SHA256(key, "elfern deck" || d)},
 * the lot a SplitMix64 started at the first eight bytes of {@code HMAC-SHA256(key, "elfern lot")}.
 */
final class MatchSeeds {

  private MatchSeeds() {}

  private static byte[] key(long seed) throws GeneralSecurityException {
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    sha.update("elfern seat key".getBytes(StandardCharsets.US_ASCII));
    return sha.digest(ByteBuffer.allocate(8).putLong(seed).array());
  }

  private static long mac(long seed, String label, byte[] message) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key(seed), "HmacSHA256"));
      mac.update(label.getBytes(StandardCharsets.US_ASCII));
      return ByteBuffer.wrap(mac.doFinal(message)).getLong();
    } catch (GeneralSecurityException e) {
      throw new AssertionError(e);
    }
  }

  /** {@return the seed of deal {@code deal}'s shuffle (numbered from 0, redeals included)} */
  static long deal(long seed, long deal) {
    return mac(seed, "elfern deck", ByteBuffer.allocate(8).putLong(deal).array());
  }

  /** {@return the match's lot: first draw the first dealer, then one per dealer drawn by lot} */
  static SplitMix64 lot(long seed) {
    return new SplitMix64(mac(seed, "elfern lot", new byte[0]));
  }
}
