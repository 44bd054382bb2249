#!/usr/bin/env bash
# Puts axe-core (the accessibility checker that the browser tests of `elfern serve` run in
# Chromium) into elfern-examples' test resources, from the npm registry. The files it writes are
# committed; run this again only to move to another version of axe-core.
#   tests/fetch-axe-core.sh [VERSION]
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:-4.10.2}"
dest=elfern-examples/src/test/resources/axe
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && npm pack --silent "axe-core@$version" >/dev/null && tar xzf "axe-core-$version.tgz")
mkdir -p "$dest"
cp "$work/package/axe.min.js" "$dest/axe.min.js"
cp "$work/package/LICENSE" "$dest/LICENSE"
echo "axe-core $version" > "$dest/VERSION"
echo "axe-core $version -> $dest"
