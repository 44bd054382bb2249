package io.github.elfern.conformance;

import java.util.Optional;

/** The seven kinds of test vectors, each stored in its own JSON Lines file. */
public enum VectorKind {
  /** Seed to deck permutation by the portable shuffle ({@code shuffle.jsonl}). */
  SHUFFLE("shuffle"),
  /** Complete EGN records for every preset and option combination, with results ({@code games.jsonl}). */
  GAMES("games"),
  /** Every position of chosen deals with the legal moves, trick winners and draws ({@code steps.jsonl}). */
  STEPS("steps"),
  /** Records with exactly one defect and the expected first error ({@code invalid.jsonl}). */
  INVALID("invalid"),
  /** Move-path counts from positions where the rules bite ({@code perft.jsonl}). */
  PERFT("perft"),
  /** Deal results of a match with the expected totals under a scoring schedule ({@code scoring.jsonl}). */
  SCORING("scoring"),
  /**
   * Requests at the edges of the protocol, each with the answer it must get: refusals ({@code
   * error}), card spellings, {@code setup} of bad positions, EGN texts of several records and
   * partial records ({@code requests.jsonl}).
   */
  REQUESTS("requests");

  private final String id;

  VectorKind(String id) {
    this.id = id;
  }

  /** {@return the kind's name as used in file names and vector ids, e.g. {@code "perft"}} */
  public String id() {
    return id;
  }

  /** {@return the name of the file that holds the vectors of this kind, e.g. {@code "perft.jsonl"}} */
  public String fileName() {
    return id + ".jsonl";
  }

  /**
   * Returns the kind with the given name.
   *
   * @param id a name such as {@code "games"}
   * @return the kind, or empty if no kind has that name
   */
  public static Optional<VectorKind> fromId(String id) {
    for (VectorKind k : values()) {
      if (k.id.equals(id)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }
}
