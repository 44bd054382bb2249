#!/usr/bin/env bash
# Reproducible builds: two clean builds of the published modules give byte-identical jars.
set -euo pipefail
cd "$(dirname "$0")/.."
modules="elfern-core,elfern-notation,elfern-json,elfern-svg"
build() {
  ./mvnw -B -ntp -q clean package -DskipTests -pl "$modules" >/dev/null
  mkdir -p "$1"
  cp elfern-core/target/*.jar elfern-notation/target/*.jar elfern-json/target/*.jar \
    elfern-svg/target/*.jar "$1"/
}
tmp=$(mktemp -d)
build "$tmp/first"
build "$tmp/second"
for jar in "$tmp"/first/*.jar; do
  cmp "$jar" "$tmp/second/$(basename "$jar")"
done
echo "reproducible: $(ls "$tmp/first" | wc -l) jars byte-identical across two builds"
rm -rf "$tmp"
