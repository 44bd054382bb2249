#!/usr/bin/env bash
# Reproducible builds: two clean builds of the published modules give byte-identical jars, the
# endgame databases that elfern-endgames computes while it is built among them.
#
#   tests/reproducible.sh                 # two clean builds, one after the other
#   tests/reproducible.sh --after-build   # the jars of the build just made (CI's clean
#                                         # `./mvnw install` of a fresh clone) against one more
set -euo pipefail
cd "$(dirname "$0")/.."
modules="elfern-core,elfern-bots,elfern-endgames,elfern-notation,elfern-conformance,elfern-json,elfern-svg"
# Copies the modules' jars into $1.
keep() {
  mkdir -p "$1"
  for m in ${modules//,/ }; do
    cp "$m"/target/*.jar "$1"/
  done
}
build() {
  ./mvnw -B -ntp -q clean package -DskipTests -pl "$modules" >/dev/null
  keep "$1"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ "${1:-}" = "--after-build" ]; then
  keep "$tmp/first"
else
  build "$tmp/first"
fi
build "$tmp/second"
for jar in "$tmp"/first/*.jar; do
  cmp "$jar" "$tmp/second/$(basename "$jar")"
done
[ "$(ls "$tmp/first" | wc -l)" = "$(ls "$tmp/second" | wc -l)" ] || {
  echo "reproducible: the second build made other jars than the first:" \
    "$(ls "$tmp/first" | tr '\n' ' ')against $(ls "$tmp/second" | tr '\n' ' ')" >&2
  exit 1
}
echo "reproducible: $(ls "$tmp/first" | wc -l) jars byte-identical across two builds"
