#!/usr/bin/env bash
# The conformance suite in a test module of its own (docs/kit.md, "On the module path", layout 3),
# compiled and run on the module path alone, with the JUnit Platform's launcher standing in for
# the build tool: the module must be open, and read the kit and JUnit's API.
# Usage: tests/consumer/test-module/run.sh LIBDIR
#   LIBDIR holds the jars: elfern-conformance and what it brings (notation, bots, core, Jackson),
#   junit-jupiter-api and -engine, junit-platform-commons, -engine and -launcher, opentest4j.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
lib="$1"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
javac -d "$out" --module-path "$lib" $(find "$here/src" -name '*.java')
java --module-path "$out:$lib" --add-modules ALL-MODULE-PATH -m my.engine.test/my.engine.test.Run
