#!/usr/bin/env bash
# The whole-deal solver of a git commit (A) against the working tree's (B), on the same deals in
# one run (SolverSideBySide): each deal solved by both, alternately, from empty tables, in thread
# CPU time; the values must be the same. Usage:
#   elfern-benchmarks/scripts/solver-vs-commit.sh COMMIT [DEALS] [SEED] [GAME...]
# Build the working tree first: ./mvnw -q -B package -DskipTests
# The commit's elfern-core, elfern-bots and elfern-endgames are built from `git archive` in a
# temporary directory (a few minutes: the build computes the endgame databases); set BASE_DIR to
# a directory that holds those three jars to skip that. With SWAP=1 the working tree's solver is
# A and the commit's B (the ratios are then new over old): run both orders to see how much of a
# ratio comes from which build is loaded and timed first.
set -euo pipefail
commit=${1:?usage: $0 COMMIT [DEALS] [SEED] [GAME...]}
deals=${2:-1000}
seed=${3:-1}
shift $(( $# < 3 ? $# : 3 ))
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(elfern elfern-trumps elfern-app bohemian-schneider bohemian-points)
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
base=${BASE_DIR:-}
if [ -z "$base" ]; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  git archive "$commit" | tar -x -C "$work"
  (cd "$work" && ./mvnw -q -B package -DskipTests -pl elfern-endgames -am)
  base=$work/jars
  mkdir -p "$base"
  cp "$work"/elfern-{core,bots,endgames}/target/elfern-*-SNAPSHOT.jar "$base"/ 2>/dev/null || true
  rm -f "$base"/*-sources.jar "$base"/*-javadoc.jar "$base"/*-tests.jar
fi
cpOf() { ls "$@" | grep -v -e sources -e javadoc -e tests | paste -sd: -; }
a=$(cpOf "$base"/elfern-core-*.jar "$base"/elfern-bots-*.jar "$base"/elfern-endgames-*.jar)
# the working tree's jars, not its class directories, so that both sides load alike
b=$(cpOf elfern-core/target/elfern-core-*.jar elfern-bots/target/elfern-bots-*.jar \
  elfern-endgames/target/elfern-endgames-*.jar)
if [ "${SWAP:-0}" = 1 ]; then
  t=$a
  a=$b
  b=$t
fi
java -cp elfern-benchmarks/target/classes io.github.elfern.benchmarks.SolverSideBySide \
  "$a" "$b" "$deals" "$seed" "${games[@]}"
