#!/usr/bin/env bash
# Runs the test suite next to one busy loop per core, as on a loaded build machine: every test
# that involves time must pass there too (docs/contributing.md, "Testing on a busy machine").
#
#   tests/under-load.sh                          # ./mvnw -B -o test: every module, every test
#   tests/under-load.sh -pl elfern-conformance -am -Dtest=HostLimitsTest \
#       -Dsurefire.failIfNoSpecifiedTests=false  # one test class
#
# The arguments go to Maven after "-B -o test". ELFERN_BUSY_LOOPS=N starts N busy loops instead
# of one per core. The busy loops are stopped however the script ends (the suite's end, a
# failure, Ctrl-C); it exits with the suite's status.
set -euo pipefail
cd "$(dirname "$0")/.."

loops=${ELFERN_BUSY_LOOPS:-$(nproc)}
busy=()
suite=""

stop_busy_loops() {
  local pid
  for pid in "${busy[@]}"; do
    kill "$pid" 2>/dev/null || true
  done
  for pid in "${busy[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
}
# stopped from outside (Ctrl-C, kill): stop the suite too, then the busy loops (on EXIT)
stop_suite() {
  if [ -n "$suite" ]; then
    kill -TERM "$suite" 2>/dev/null || true
    wait "$suite" 2>/dev/null || true
  fi
}
trap stop_busy_loops EXIT
trap 'stop_suite; exit 130' INT
trap 'stop_suite; exit 143' TERM

for ((i = 0; i < loops; i++)); do
  ( trap - EXIT INT TERM; while :; do :; done ) &
  busy+=("$!")
done
echo "under-load: $loops busy loop(s) running next to the suite" >&2

# in the background, so that a signal to this script is handled at once
./mvnw -B -o test "$@" &
suite=$!
status=0
wait "$suite" || status=$?
suite=""
echo "under-load: the suite exited with status $status" >&2
exit "$status"
