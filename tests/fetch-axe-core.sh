#!/usr/bin/env bash
# Puts axe-core (the accessibility checker that the browser tests of `elfern serve` run in
# Chromium) into elfern-examples' test resources, as npm lays out a package
# (node_modules/axe-core/; the script gzipped), from the npm registry. The files it writes are
# committed; run this again only to move to another version of axe-core.
#   tests/fetch-axe-core.sh [VERSION]
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:-4.10.2}"
dest=elfern-examples/src/test/resources/node_modules/axe-core
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "axe-core@$version" >/dev/null && tar xzf "axe-core-$version.tgz")
rm -rf "$dest"
mkdir -p "$dest"
cp "$work/package/LICENSE" "$work/package/package.json" "$dest/"
gzip -n -9 -c "$work/package/axe.min.js" > "$dest/axe.min.js.gz"   # its build, kept packed
echo "axe-core $version -> $dest"
