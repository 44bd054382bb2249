#!/usr/bin/env bash
# Consumer smoke test: build these separate projects against the installed Elfern artifacts (so
# `./mvnw install` at the top first), as a user's build would:
# - this project, a module that uses core, notation, json and svg: its tests run the
#   conformance suite (a test dependency) against the library, with Surefire on the module path
#   and then all on the class path; its Main runs on the class path and on the module path;
# - core-only/, a module that requires elfern-core only, running the conformance suite too;
# - test-module/, the suite in an open test module of its own, on the module path alone.
# MAVEN_ARGS is passed to Maven (Maven 3.9 reads it), e.g. to use another local repository:
#   MAVEN_ARGS="-o -Dmaven.repo.local=/tmp/m2" tests/consumer/run.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mvn() { "$here/../../mvnw" -B -ntp -q "$@"; }
mvn -f "$here/pom.xml" clean package
mvn -f "$here/pom.xml" surefire:test -Dsurefire.useModulePath=false
mvn -f "$here/core-only/pom.xml" clean verify
# -DskipTests in MAVEN_ARGS must not pass for a run: every vector ran, and none failed
for report in "$here/target/surefire-reports/TEST-consumer.ConformanceTest.xml" \
    "$here/core-only/target/surefire-reports/TEST-coreonly.ConformanceTest.xml"; do
  grep -Eq 'tests="[1-9][0-9]*" errors="0" skipped="0" failures="0"' "$report" \
    || { echo "consumer: the conformance suite did not pass: $report" >&2; exit 1; }
done
echo "consumer: the conformance suite passed on the module path and on the class path," \
  "and from a module that requires elfern-core only"
# A test module of its own (docs/kit.md, "On the module path", layout 3), from the jars above
"$here/test-module/run.sh" "$here/target/lib"
# The BOM as installed: the Elfern artifacts only, and none of the build's properties
version="$(sed -n 's:.*<elfern.version>\(.*\)</elfern.version>.*:\1:p' "$here/pom.xml")"
mvn -f "$here/pom.xml" dependency:copy -Dartifact="io.github.elfern:elfern-bom:$version:pom" \
  -DoutputDirectory="$here/target/bom"
bom="$here/target/bom/elfern-bom-$version.pom"
if grep -q "<properties>" "$bom" || grep "<groupId>" "$bom" | grep -qv "io.github.elfern"; then
  echo "consumer: the BOM carries properties or manages other artifacts: $bom" >&2
  exit 1
fi
cd "$here/target"
java -cp "classes:lib/*" consumer.Main
java -p "classes:lib" -m consumer/consumer.Main

# The bots consumer: elfern-bots on the class path and the module path, with elfern-endgames
# (the solver finds its databases as a service) and without it (same values, no databases).
"$here/../../mvnw" -B -ntp -q -f "$here/bots/pom.xml" clean package
cd "$here/bots/target"
mkdir -p lib-without
cp lib/*.jar lib-without/
rm lib-without/elfern-endgames-*.jar
java -cp "classes:lib/*" consumer.bots.Main with
java -p "classes:lib" -m consumer.bots/consumer.bots.Main with
java -cp "classes:lib-without/*" consumer.bots.Main without
java -p "classes:lib-without" -m consumer.bots/consumer.bots.Main without

# The core is the rules only: no bot or solver classes, no data file over 64 KB, at most 400 KB.
core=$(ls lib/elfern-core-*.jar)
if unzip -l "$core" | grep -qE 'io/github/elfern/bot/'; then
  echo "elfern-core holds bot classes" >&2; exit 1
fi
if unzip -Z1 "$core" | grep -v '\.class$' | while read -r entry; do
     size=$(unzip -p "$core" "$entry" | wc -c)
     [ "$size" -gt 65536 ] && echo "$entry: $size bytes"
   done | grep -q .; then
  echo "elfern-core holds a data file over 64 KB" >&2; exit 1
fi
size=$(stat -c %s "$core")
if [ "$size" -gt 409600 ]; then
  echo "elfern-core is $size bytes, over 400 KB" >&2; exit 1
fi
echo "elfern-core: $size bytes, rules only"
