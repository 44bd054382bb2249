#!/usr/bin/env bash
# Deals per second per core: the one-machine baseline (elfern solve --random --threads 2 --out)
# against the Spark study (bin/elfern-study solve --master local[2]) in one run, the same deals
# (the same rules, seed and number), and local[2] against local[1]. Indicative on a shared
# machine: run it on a quiet one for figures to publish.
#
#   elfern-spark/bench.sh                       # 20,000 deals of elfern
#   GAME=elfern-trumps DEALS=20000 elfern-spark/bench.sh
#   BASELINE_THREADS="1 2" SPARK_THREADS="1 2" elfern-spark/bench.sh   # the runs to make
#
# Needs the jars: ./mvnw -B -q package -DskipTests -pl elfern-examples,elfern-spark -am
# Every run's heap is capped at 1 GB per core or less (-Xmx1g for the baseline and local[1],
# -Xmx1g for local[2], i.e. 0.5 GB per core), and the peak resident memory is printed. The last
# lines give the overhead (Spark's deals/s/core over the baseline's, on the same number of
# threads) and the scaling (local[2] over local[1], in deals per wall second).
set -euo pipefail
cd "$(dirname "$0")/.."
game=${GAME:-elfern}
deals=${DEALS:-20000}
seed=${SEED:-1}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cores=$(nproc)
echo "# $game, $deals deals from seed $seed; $cores cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# deals/s/core: deals / wall time / threads; deals per CPU s: deals / (user + system"
echo "# time of the whole JVM), which a loaded machine disturbs less"
echo "# what                     threads   wall s   deals/s   deals/s/core   CPU s   deals/CPU s   peak RSS MB"

# Runs a command, prints its row: the wall time, the rate per core and the peak resident memory;
# rate[KEY] keeps its deals/s/core.
declare -A rate
row() {
  local key=$1 what=$2 threads=$3
  shift 3
  local start end wall rss cpu
  start=$(date +%s.%N)
  /usr/bin/time -f '%M %U %S' -o "$out/rss" "$@" > "$out/stdout" 2> "$out/stderr" || {
    cat "$out/stderr" >&2
    exit 1
  }
  end=$(date +%s.%N)
  wall=$(echo "$end - $start" | bc -l)
  read -r rss user sys < <(tail -1 "$out/rss")
  cpu=$(echo "$user + $sys" | bc -l)
  printf '%-26s %7d %8.1f %9.1f %14.2f %7.1f %13.2f %13d\n' "$what" "$threads" "$wall" \
    "$(echo "$deals / $wall" | bc -l)" "$(echo "$deals / $wall / $threads" | bc -l)" \
    "$cpu" "$(echo "$deals / $cpu" | bc -l)" "$((rss / 1024))"
  rate[$key]=$(echo "$deals / $wall / $threads" | bc -l)
}

java=${JAVA_HOME:+$JAVA_HOME/bin/}java
baseline_threads=${BASELINE_THREADS:-2}
spark_threads=${SPARK_THREADS:-1 2}
for t in $baseline_threads; do
  row "base$t" "baseline (elfern solve)" "$t" "$java" -Xmx1g -jar elfern-examples/target/elfern.jar \
    solve --random "$deals" --game "$game" --seed "$seed" --threads "$t" --out "$out/base$t.csv"
done
for t in $spark_threads; do
  ELFERN_STUDY_JAVA_OPTS=-Xmx1g row "spark$t" "spark local[$t]" "$t" bin/elfern-study solve \
    --game "$game" --deals "$deals" --seed "$seed" --master "local[$t]" --no-progress \
    --out "$out/spark$t"
  grep '^run:' "$out/stdout" | sed 's/^/#   /'
done
# The overhead and the scaling, from the rates recorded by row().
for t in $baseline_threads; do
  if [ -n "${rate[spark$t]:-}" ]; then
    echo "# overhead on $t threads: Spark's deals/s/core are $(echo "${rate[spark$t]} / ${rate[base$t]}" \
      | bc -l | xargs printf '%.3f') of the baseline's"
  fi
done
if [ -n "${rate[spark1]:-}" ] && [ -n "${rate[spark2]:-}" ]; then
  echo "# scaling: local[2] runs $(echo "${rate[spark2]} * 2 / ${rate[spark1]}" | bc -l \
    | xargs printf '%.2f') times as many deals a second as local[1]"
fi
