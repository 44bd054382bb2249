#!/usr/bin/env bash
# Consumer smoke test: build this separate project against the installed Elfern artifacts, then
# run it on the class path and on the module path. Needs `./mvnw install` at the top first.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/../../mvnw" -B -ntp -q -f "$here/pom.xml" clean package
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
