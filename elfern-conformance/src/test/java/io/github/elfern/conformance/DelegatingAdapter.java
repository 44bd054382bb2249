package io.github.elfern.conformance;

import java.util.List;
import java.util.Optional;

/**
 * An adapter that answers as the library's own ({@link LibraryAdapter}) but declares nothing, as
 * an implementation of protocol version 1 does; tests override what they change.
 */
class DelegatingAdapter implements ConformanceAdapter {
  final LibraryAdapter inner = new LibraryAdapter();

  @Override
  public String name() {
    return "delegating";
  }

  @Override
  public boolean rules(String rules) {
    return inner.rules(rules);
  }

  @Override
  public List<String> shuffle(String seed) {
    return inner.shuffle(seed);
  }

  @Override
  public void deal(List<String> deck) {
    inner.deal(deck);
  }

  @Override
  public int toMove() {
    return inner.toMove();
  }

  @Override
  public List<String> legalMoves() {
    return inner.legalMoves();
  }

  @Override
  public Optional<String> play(String move) {
    return inner.play(move);
  }

  @Override
  public List<List<String>> hands() {
    return inner.hands();
  }

  @Override
  public List<Integer> points() {
    return inner.points();
  }

  @Override
  public List<Integer> tricksWon() {
    return inner.tricksWon();
  }

  @Override
  public String result() {
    return inner.result();
  }

  @Override
  public String position() {
    return inner.position();
  }

  @Override
  public void setup(String position) {
    inner.setup(position);
  }

  @Override
  public long perft(int depth) {
    return inner.perft(depth);
  }

  @Override
  public String validate(String egn, boolean strict) {
    return inner.validate(egn, strict);
  }

  @Override
  public void match(String seed, int players, String scoring) {
    inner.match(seed, players, scoring);
  }

  @Override
  public void record(List<Integer> points, List<Integer> tricksWon) {
    inner.record(points, tricksWon);
  }

  @Override
  public String table() {
    return inner.table();
  }
}
