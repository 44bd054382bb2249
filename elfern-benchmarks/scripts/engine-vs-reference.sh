#!/usr/bin/env bash
# The random-playout workload of `elfern bench` (GameState and DealCursor) against the two
# yardsticks -- a tight C implementation and its line-by-line Java port, ElfernTight -- measured
# in one run, interleaved, so that only ratios are compared. Usage:
#   elfern-benchmarks/scripts/engine-vs-reference.sh PERF_DIR [ROUNDS] [N]
# PERF_DIR holds elfern.c and ElfernTight.java (not part of this repository). Build the jar first:
#   ./mvnw -q -B package -DskipTests
set -euo pipefail
perf=${1:?usage: $0 PERF_DIR [ROUNDS] [N]}
rounds=${2:-3}
n=${3:-1000000}
cd "$(dirname "$0")/../.."
elfern=${ELFERN:-bin/elfern}   # the elfern command to measure
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -march=native -o "$work/elfern-c" "$perf/elfern.c"
javac -d "$work/tight" "$perf/ElfernTight.java"
ns() { grep -oE '[0-9.]+ ns/playout' | tail -1 | cut -d' ' -f1; }
printf '%-6s %10s %12s %12s %12s %10s %10s %10s\n' round C tight state search \
  state/tight search/tight tight/C
for r in $(seq 1 "$rounds"); do
  c=$("$work/elfern-c" playout "$n" | ns)
  tight=$(java -cp "$work/tight" ElfernTight "$n" 6 | ns)
  state=$("$elfern" bench -n "$n" --api state | grep 'ns/playout' | head -1 | ns)
  search=$("$elfern" bench -n "$n" --api search | grep 'ns/playout' | head -1 | ns)
  awk -v r="$r" -v c="$c" -v t="$tight" -v s="$state" -v q="$search" 'BEGIN {
    printf "%-6s %10.1f %12.1f %12.1f %12.1f %10.2f %10.2f %10.2f\n", r, c, t, s, q, s / t, q / t, t / c }'
done
