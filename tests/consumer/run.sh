#!/usr/bin/env bash
# Consumer smoke test: build these separate projects against the installed Elfern artifacts (so
# `./mvnw install` at the top first), as a user's build would:
# - this project, a module that uses core, notation, json and svg: its tests run the
#   conformance suite (a test dependency) against the library, with Surefire on the module path
#   and then all on the class path; its Main runs on the class path and on the module path;
# - core-only/, a module that requires elfern-core only, running the conformance suite too.
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
