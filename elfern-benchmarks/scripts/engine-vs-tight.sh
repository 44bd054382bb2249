#!/usr/bin/env bash
# The random-playout workload of `elfern bench` (GameState and DealCursor) against the project's
# own yardstick, TightPlayout (the same playouts as a plain loop over bit masks, in
# elfern-benchmarks), measured in one run, interleaved, so that only ratios are compared. Needs
# nothing outside this repository. Usage:
#   elfern-benchmarks/scripts/engine-vs-tight.sh [ROUNDS] [N]
# Build first: ./mvnw -q -B package -DskipTests
set -euo pipefail
rounds=${1:-3}
n=${2:-1000000}
cd "$(dirname "$0")/../.."
elfern=${ELFERN:-bin/elfern}   # the elfern command to measure
jar=elfern-benchmarks/target/benchmarks.jar
ns() { grep -oE '[0-9.]+ ns/playout' | tail -1 | cut -d' ' -f1; }
printf '%-6s %12s %12s %12s %12s %12s\n' round tight state search state/tight search/tight
for r in $(seq 1 "$rounds"); do
  tight=$(java -cp "$jar" io.github.elfern.benchmarks.TightPlayout "$n" 6 | ns)
  state=$("$elfern" bench -n "$n" --api state | grep 'ns/playout' | head -1 | ns)
  search=$("$elfern" bench -n "$n" --api search | grep 'ns/playout' | head -1 | ns)
  awk -v r="$r" -v t="$tight" -v s="$state" -v q="$search" 'BEGIN {
    printf "%-6s %12.1f %12.1f %12.1f %12.2f %12.2f\n", r, t, s, q, s / t, q / t }'
done
