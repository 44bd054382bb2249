package io.github.elfern.card;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The secret from which a host derives each seat's random generator, so that what a bot sees of
 * its own randomness tells it nothing about the deck or about the other seats' randomness.
 *
 * <p>A seat's generator is a {@link SplitMix64} started at {@code HMAC-SHA256(key, "elfern seat"
 * || deal || seat)} (the deal number and the seat as big-endian 64- and 32-bit integers; the first
 * eight bytes of the MAC, big-endian). The deal number is the deal's place in the run, never its
 * deck, so two deals that differ only in cards a seat has not seen give that seat equal
 * generators; and as HMAC is a one-way keyed function, a bot that recovers its own generator's
 * state (SplitMix64 can be run backwards) learns neither the key nor any other seat's generator.
 *
 * <p>Hosts with programs outside the process among the players draw the key at random per run
 * ({@link #draw}, from a {@link java.security.SecureRandom}) unless the user fixes it for
 * reproducibility ({@link #parse}); hosts of library bots only may derive it from the run's seed
 * ({@link #fromSeed}), which is then exactly as secret as the decks. A key is immutable.
 */
public final class SeatKey {

  /** The length of a key in bytes: 32. */
  public static final int BYTES = 32;

  private static final byte[] LABEL = "elfern seat".getBytes(StandardCharsets.US_ASCII);

  private static final byte[] DECK_LABEL = "elfern deck".getBytes(StandardCharsets.US_ASCII);

  private static final byte[] LOT_LABEL = "elfern lot".getBytes(StandardCharsets.US_ASCII);

  private final byte[] key;

  private SeatKey(byte[] key) {
    this.key = key;
  }

  /**
   * Draws a key.
   *
   * @param random the source of the key's bytes; pass a {@link java.security.SecureRandom} when
   *     the key must stay secret
   * @return the key
   */
  public static SeatKey draw(RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    byte[] k = new byte[BYTES];
    for (int i = 0; i < BYTES; i += 8) {
      long v = random.nextLong();
      for (int j = 0; j < 8; j++) {
        k[i + j] = (byte) (v >>> (56 - 8 * j));
      }
    }
    return new SeatKey(k);
  }

  /**
   * Reads a key written by {@link #hex()}: 64 hexadecimal digits.
   *
   * <p>The key is a secret: a refusal tells the text's length and where it is wrong, never the
   * text.
   *
   * @param hex the key
   * @return the key
   * @throws IllegalArgumentException if the text is not 64 hexadecimal digits
   */
  public static SeatKey parse(String hex) {
    Objects.requireNonNull(hex, "hex");
    String problem = null;
    if (hex.length() != 2 * BYTES) {
      problem = "";
    } else {
      for (int i = 0; i < hex.length() && problem == null; i++) {
        if (!HexFormat.isHexDigit(hex.charAt(i))) {
          problem = " of which character " + (i + 1) + " is not a hexadecimal digit";
        }
      }
    }
    if (problem != null) {
      throw new IllegalArgumentException("a seat key is " + 2 * BYTES
          + " hexadecimal digits (e.g. from 'openssl rand -hex 32'), got " + hex.length()
          + " characters" + problem);
    }
    return new SeatKey(HexFormat.of().parseHex(hex));
  }

  /**
   * Derives the key of a run from its seed: {@code SHA-256("elfern seat key" || seed)}. Such a key
   * is as secret as the seed and no more, so use it only where the seed stays secret or no
   * program outside the process plays.
   *
   * @param seed the run's seed
   * @return the key
   */
  public static SeatKey fromSeed(long seed) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update("elfern seat key".getBytes(StandardCharsets.US_ASCII));
      sha.update(ByteBuffer.allocate(Long.BYTES).putLong(seed).array());
      return new SeatKey(sha.digest());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-256 is missing from this Java runtime", e);
    }
  }

  /**
   * Returns the seed of one seat's generator in one deal.
   *
   * @param deal the deal's number in the run (from 0), not its deck
   * @param seat the seat, from 0
   * @return the seed: the first eight bytes of the MAC, big-endian
   * @throws IllegalArgumentException if {@code deal} or {@code seat} is negative
   */
  public long seed(long deal, int seat) {
    checkDeal(deal);
    if (seat < 0) {
      throw new IllegalArgumentException("seats are numbered from 0, got " + seat);
    }
    return mac(LABEL, ByteBuffer.allocate(Long.BYTES + Integer.BYTES).putLong(deal).putInt(seat)
        .array());
  }

  /**
   * Returns the seed of one deck of a run, the one derivation of deck seeds from a run's seed
   * (keyed with {@link #fromSeed} of it): the first eight bytes, big-endian, of {@code
   * HMAC-SHA256(key, "elfern deck" || deck)}, the deck number a big-endian 64-bit integer. A
   * tournament's deck {@code d} ({@code Tournament.deckSeed}: deal {@code d} with fresh decks,
   * deals {@code 2d} and {@code 2d + 1} with paired ones) and a match's deal {@code d} ({@code
   * Match.dealSeed}) are dealt from it. One deck's seed, even recovered from its cards, tells
   * nothing about another's, nor about the key.
   *
   * @param deck the deck's number in the run, from 0
   * @return the seed of the deck's portable shuffle
   * @throws IllegalArgumentException if {@code deck} is negative
   */
  public long deckSeed(long deck) {
    checkDeal(deck);
    return mac(DECK_LABEL, ByteBuffer.allocate(Long.BYTES).putLong(deck).array());
  }

  /**
   * Returns the seed of a match's lot, keyed with {@link #fromSeed} of the match's seed: the
   * first eight bytes, big-endian, of {@code HMAC-SHA256(key, "elfern lot")}. The lot (who deals
   * first, who deals after a deal without a winner) is a {@link SplitMix64} started there, so the
   * dealers drawn, which every player sees, tell nothing about the key nor about any deck.
   *
   * @return the seed of the lot's generator
   */
  public long lotSeed() {
    return mac(LOT_LABEL, new byte[0]);
  }

  /**
   * Refuses a deal number below 0: the one check of deal numbers for the seats' generators, the
   * decks, and the hosts that number deals (tournaments, studies).
   *
   * @param deal the deal's number in the run
   * @throws IllegalArgumentException if it is negative
   */
  public static void checkDeal(long deal) {
    if (deal < 0) {
      throw new IllegalArgumentException("deals are numbered from 0, got " + deal);
    }
  }

  /** {@return the first eight bytes, big-endian, of the MAC of a label and a message} */
  private long mac(byte[] label, byte[] message) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      mac.update(label);
      mac.update(message);
      return ByteBuffer.wrap(mac.doFinal()).getLong();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is missing from this Java runtime", e);
    }
  }

  /**
   * Returns one generator per seat for one deal, each started at {@link #seed(long, int)}.
   *
   * @param deal the deal's number in the run (from 0)
   * @param seats the number of seats, at least 0
   * @return the generators, by seat (an unmodifiable list); each is used by that seat's bot only
   * @throws IllegalArgumentException if {@code deal} or {@code seats} is negative
   */
  public List<RandomGenerator> generators(long deal, int seats) {
    checkDeal(deal);
    if (seats < 0) {
      throw new IllegalArgumentException("the number of seats cannot be negative, got " + seats);
    }
    RandomGenerator[] g = new RandomGenerator[seats];
    for (int seat = 0; seat < seats; seat++) {
      g[seat] = new SplitMix64(seed(deal, seat));
    }
    return List.of(g);
  }

  /** {@return the key as 64 lower-case hexadecimal digits, as {@link #parse} reads it} */
  public String hex() {
    return HexFormat.of().formatHex(key);
  }

  /** {@return whether {@code o} is a key with the same bytes} */
  @Override
  public boolean equals(Object o) {
    return o instanceof SeatKey k && MessageDigest.isEqual(key, k.key);
  }

  /** {@return a hash of the key's bytes} */
  @Override
  public int hashCode() {
    return Arrays.hashCode(key);
  }

  /** {@return a description that does not show the key, so that logs do not leak it} */
  @Override
  public String toString() {
    return "SeatKey[hidden]";
  }
}
