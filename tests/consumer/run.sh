#!/usr/bin/env bash
# Consumer smoke test: build this separate project against the installed Elfern artifacts, then
# run it on the class path and on the module path. Needs `./mvnw install` at the top first.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/../../mvnw" -B -ntp -q -f "$here/pom.xml" clean package
cd "$here/target"
java -cp "classes:lib/*" consumer.Main
java -p "classes:lib" -m consumer/consumer.Main
