#!/usr/bin/env bash
# The elfern launcher, as a new user meets it after the quick start's first command
# (./mvnw -q -B package -DskipTests): bin/elfern of the clone and the copy the build writes next to
# the jar both run the program, also through a symlink on the PATH from another directory; the
# exit-code convention holds through the script; picocli's completion script is generated; and
# bin/elfern-study runs a study in process.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
fail() { echo "launcher test FAILED: $*" >&2; exit 1; }

[ -x elfern-examples/target/elfern ] || fail "elfern-examples/target/elfern missing (run the build first)"
for launcher in "$root/bin/elfern" "$root/elfern-examples/target/elfern"; do
  out=$("$launcher" --version) || fail "$launcher --version exited $?"
  [[ $out == elfern\ * ]] || fail "$launcher --version printed '$out'"
  "$launcher" replay "$root/elfern-examples/examples/club-evening.egn" | grep -q '^Result' \
    || fail "$launcher replay did not print the result"
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
ln -s "$root/bin/elfern" "$tmp/bin/elfern"
cd "$tmp"
PATH="$tmp/bin:$PATH" elfern validate --quiet "$root/elfern-examples/examples/club-evening.egn" \
  || fail "elfern on the PATH (a symlink) failed"
set +e
PATH="$tmp/bin:$PATH" elfern >/dev/null 2>&1; bare=$?
PATH="$tmp/bin:$PATH" elfern validate "$tmp/missing.egn" >/dev/null 2>&1; missing=$?
set -e
[ "$bare" -eq 2 ] || fail "bare elfern exited $bare, expected 2 (usage)"
[ "$missing" -eq 1 ] || fail "elfern validate of a missing file exited $missing, expected 1"
PATH="$tmp/bin:$PATH" elfern generate-completion > "$tmp/elfern_completion"
grep -q 'complete .*elfern' "$tmp/elfern_completion" || fail "no completion script generated"
bash -c "source '$tmp/elfern_completion'" || fail "the completion script does not load in bash"
# A Java below 17 (JAVA_HOME's release file says so) is named with what to do, before the JVM
# fails with an UnsupportedClassVersionError; the fake java must not be run at all.
mkdir -p "$tmp/jdk11/bin"
printf 'JAVA_VERSION="11.0.2"\n' > "$tmp/jdk11/release"
printf '#!/bin/sh\necho "fake java ran" >&2\nexit 1\n' > "$tmp/jdk11/bin/java"
chmod +x "$tmp/jdk11/bin/java"
set +e
old_java=$(JAVA_HOME="$tmp/jdk11" "$root/bin/elfern" --version 2>&1); old_exit=$?
set -e
[ "$old_exit" -eq 1 ] || fail "elfern on Java 11 exited $old_exit, expected 1"
[[ $old_java == *"needs Java 17 or newer"*"11.0.2"* ]] \
  || fail "elfern on Java 11 printed '$old_java', expected it to name the version and the need"
# bin/elfern-study: Spark in process with no setup (elfern-spark/target/elfern-study.jar and lib/);
# a usage error is refused before Spark starts; a two-deal study runs and writes its output.
[ -f "$root/elfern-spark/target/elfern-study.jar" ] || fail "elfern-study.jar missing (run the build first)"
set +e
"$root/bin/elfern-study" solve --deals 0 --out "$tmp/study" >/dev/null 2>&1; study_usage=$?
set -e
[ "$study_usage" -eq 2 ] || fail "elfern-study with --deals 0 exited $study_usage, expected 2"
"$root/bin/elfern-study" solve --game elfern --deals 2 --out "$tmp/study" --no-progress \
  | grep -q '^forehand wins' || fail "elfern-study solve printed no summary"
for f in summary.txt summary.json chart.svg deals/_SUCCESS; do
  [ -f "$tmp/study/$f" ] || fail "elfern-study solve wrote no $f"
done
echo "launcher test passed"
