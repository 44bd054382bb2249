#!/usr/bin/env bash
# Reproducible builds: two clean builds of the published modules give byte-identical jars, the
# endgame databases that elfern-endgames computes while it is built among them.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="elfern-core,elfern-bots,elfern-endgames,elfern-notation,elfern-conformance,elfern-json,elfern-svg"
build() {
  ./mvnw -B -ntp -q clean package -DskipTests -pl "$modules" >/dev/null
  mkdir -p "$1"
  for m in ${modules//,/ }; do
    cp "$m"/target/*.jar "$1"/
  done
}
tmp=$(mktemp -d)
build "$tmp/first"
build "$tmp/second"
for jar in "$tmp"/first/*.jar; do
  cmp "$jar" "$tmp/second/$(basename "$jar")"
done
echo "reproducible: $(ls "$tmp/first" | wc -l) jars byte-identical across two builds"
rm -rf "$tmp"
