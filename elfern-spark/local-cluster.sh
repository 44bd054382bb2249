#!/bin/sh
# A standalone Spark cluster on this machine, for trying studies on a real cluster: a Master and
# one Worker on loopback (127.0.0.1), started from the Spark jars the build already has
# (elfern-spark/target/lib/, written by ./mvnw -q -B package -DskipTests -pl elfern-spark -am).
#
#   elfern-spark/local-cluster.sh start     start the Master and the Worker, wait until the
#                                           Worker has registered, print how to submit a study
#   elfern-spark/local-cluster.sh submit ARGS...
#                                           run elfern-study on the cluster with Spark's
#                                           SparkSubmit (what spark-submit runs), e.g.
#                                           submit solve --deals 1000 --out /tmp/study
#   elfern-spark/local-cluster.sh status    say whether they run
#   elfern-spark/local-cluster.sh stop      stop them
#
# Settings (environment): LOCAL_CLUSTER_PORT (the Master's port, default 7077),
# LOCAL_CLUSTER_UI_PORT (the Master's web UI, default 8080; the Worker's is the next port),
# LOCAL_CLUSTER_CORES (the Worker's cores, default 2), LOCAL_CLUSTER_MEMORY (the Worker's
# memory for executors, default 2g), LOCAL_CLUSTER_DIR (logs, pids, the Spark home and the
# executors' work directories; default elfern-spark/target/local-cluster).
#
# What it takes care of: the Worker starts each executor as "$SPARK_HOME/jars/*" with Spark's
# launcher, which needs SPARK_SCALA_VERSION=2.13 when SPARK_HOME is no Spark distribution (here a
# directory whose jars/ links to target/lib/); everything binds to 127.0.0.1, and the driver must
# too (spark.driver.host=127.0.0.1), or the executors try to reach it at the machine's outward
# address.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
lib=$here/target/lib
jar=$here/target/elfern-study.jar
state=${LOCAL_CLUSTER_DIR:-$here/target/local-cluster}
port=${LOCAL_CLUSTER_PORT:-7077}
ui=${LOCAL_CLUSTER_UI_PORT:-8080}
cores=${LOCAL_CLUSTER_CORES:-2}
memory=${LOCAL_CLUSTER_MEMORY:-2g}
master=spark://127.0.0.1:$port
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ]; then
  java=$JAVA_HOME/bin/java
else
  java=java
fi
opens="--add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED
  --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.util=ALL-UNNAMED
  --add-opens=java.base/java.lang.invoke=ALL-UNNAMED
  --add-opens=java.base/sun.util.calendar=ALL-UNNAMED"

say() { echo "local-cluster: $*"; }
fail() { echo "local-cluster: $*" >&2; exit 1; }

running() { # running NAME: whether the process in NAME.pid runs
  [ -f "$state/$1.pid" ] && kill -0 "$(cat "$state/$1.pid")" 2>/dev/null
}

wait_for() { # wait_for NAME TEXT SECONDS
  i=0
  while [ "$i" -lt "$3" ]; do
    if grep -q "$2" "$state/$1.log" 2>/dev/null; then
      return 0
    fi
    running "$1" || fail "the $1 stopped: see $state/$1.log"
    sleep 1
    i=$((i + 1))
  done
  fail "no '$2' in $state/$1.log within $3 s: see that log (elfern-spark/local-cluster.sh stop ends what started)"
}

start_one() { # start_one NAME CLASS ARGS...
  name=$1
  shift
  # shellcheck disable=SC2086
  SPARK_HOME=$state/home SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 \
    nohup "$java" -Xmx512m $opens -Dspark.master.rest.enabled=false \
      -Dlog4j2.configurationFile="file:$state/log4j2.properties" \
      -cp "$lib/*" "$@" > "$state/$name.log" 2>&1 < /dev/null &
  echo $! > "$state/$name.pid"
}

case ${1:-} in
  start)
    [ -d "$lib" ] && [ -f "$jar" ] || fail "$lib or $jar is missing; build them first: ./mvnw -q -B package -DskipTests -pl elfern-spark -am"
    if running master || running worker; then
      fail "already running (elfern-spark/local-cluster.sh stop first)"
    fi
    mkdir -p "$state/home/jars" "$state/work"
    for f in "$lib"/*.jar; do
      ln -sf "$f" "$state/home/jars/"
    done
    cat > "$state/log4j2.properties" <<'PROPS'
rootLogger.level = info
rootLogger.appenderRef.stdout.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n%ex
PROPS
    start_one master org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" \
      --webui-port "$ui"
    wait_for master "I have been elected leader" 120
    start_one worker org.apache.spark.deploy.worker.Worker "$master" --host 127.0.0.1 \
      --cores "$cores" --memory "$memory" --webui-port "$((ui + 1))" --work-dir "$state/work"
    wait_for worker "Successfully registered with master" 120
    say "master $master (web UI http://127.0.0.1:$ui), one worker with $cores cores and $memory"
    say "logs in $state; stop with: elfern-spark/local-cluster.sh stop"
    say "run a study: elfern-spark/local-cluster.sh submit solve --deals 1000 --out /tmp/study"
    say "or with a Spark 4 distribution's spark-submit: spark-submit --master $master --conf spark.driver.host=127.0.0.1 --class io.github.elfern.spark.StudyCommand $jar solve --deals 1000 --out /tmp/study"
    ;;
  submit)
    shift
    running master && running worker || fail "not running: elfern-spark/local-cluster.sh start"
    # what spark-submit does, from the same jars: SparkSubmit with the driver in this process
    # shellcheck disable=SC2086
    SPARK_LOCAL_IP=127.0.0.1
    export SPARK_LOCAL_IP
    exec "$java" -Xmx1g $opens -cp "$lib/*" org.apache.spark.deploy.SparkSubmit \
      --master "$master" --conf spark.driver.host=127.0.0.1 \
      --conf spark.driver.bindAddress=127.0.0.1 --conf spark.executor.memory=1g \
      --class io.github.elfern.spark.StudyCommand "$jar" "$@"
    ;;
  status)
    for n in master worker; do
      if running "$n"; then say "$n runs (pid $(cat "$state/$n.pid"), log $state/$n.log)"; else say "$n does not run"; fi
    done
    ;;
  stop)
    for n in worker master; do
      if running "$n"; then
        pid=$(cat "$state/$n.pid")
        # the Worker's executors are its children: end them with it
        pkill -TERM -P "$pid" 2>/dev/null || true
        kill "$pid"
        i=0
        while kill -0 "$pid" 2>/dev/null && [ "$i" -lt 30 ]; do sleep 1; i=$((i + 1)); done
        kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
        say "$n stopped"
      fi
      rm -f "$state/$n.pid"
    done
    ;;
  *)
    echo "usage: elfern-spark/local-cluster.sh start|submit ARGS...|status|stop" >&2
    exit 2
    ;;
esac
