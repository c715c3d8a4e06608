#!/bin/sh
# Real repeated runs for the demo data and the statistics tests (issue 13): a private MariaDB
# (Debian's mariadb-server) and Debian's sysbench on this machine, oltp_read_only at 4 threads
# with the query cache off and on, REPEATS runs each, interleaved (off, on, off, on, …) with a
# server restart before each run so that neither variant gets the warmer cache; then SERIES
# oltp_read_write runs one after another, as a stand-in for successive nightly builds (the same
# binary each time: the series shows run-to-run noise, not a code change).
#   apt-get install -y mariadb-server sysbench && sh scripts/demo/make-repeats.sh prisma/demo/mariadb-10.11/repeats
set -eu
OUT=${1:?output directory}
REPEATS=${REPEATS:-5}
SERIES=${SERIES:-5}
SECONDS_PER_RUN=${SECONDS_PER_RUN:-20}
PORT=3317
WORK=$(mktemp -d /tmp/benchboard-repeats.XXXXXX)
mkdir -p "$OUT" "$WORK/data"
chown -R mysql:mysql "$WORK"
mariadb-install-db --user=mysql --datadir="$WORK/data" --auth-root-authentication-method=normal >"$WORK/install.log" 2>&1

cnf() { # $1 = on|off
  cat <<CNF
[mysqld]
user = mysql
datadir = $WORK/data
socket = $WORK/mysqld.sock
pid-file = $WORK/mysqld.pid
port = $PORT
bind-address = 127.0.0.1
skip-name-resolve
innodb_buffer_pool_size = 512M
innodb_log_file_size = 256M
innodb_flush_log_at_trx_commit = 1
performance_schema = OFF
query_cache_type = $([ "$1" = on ] && echo 1 || echo 0)
query_cache_size = $([ "$1" = on ] && echo 64M || echo 0)
CNF
}

start() { # $1 = on|off
  cnf "$1" >"$WORK/my-qc-$1.cnf"
  /usr/sbin/mariadbd --defaults-file="$WORK/my-qc-$1.cnf" >>"$WORK/server.log" 2>&1 &
  for _ in $(seq 1 60); do mariadb-admin --socket="$WORK/mysqld.sock" ping >/dev/null 2>&1 && return 0; sleep 0.5; done
  echo "server did not start" >&2; exit 1
}
stop() { mariadb-admin --socket="$WORK/mysqld.sock" shutdown; while [ -e "$WORK/mysqld.pid" ]; do sleep 0.2; done; }

SB="--db-driver=mysql --mysql-host=127.0.0.1 --mysql-port=$PORT --mysql-user=sbtest --mysql-password=sbtest --mysql-db=sbtest --tables=4 --table-size=10000"
start off
mariadb --socket="$WORK/mysqld.sock" -e "CREATE DATABASE sbtest; CREATE USER sbtest@'127.0.0.1' IDENTIFIED BY 'sbtest'; GRANT ALL ON sbtest.* TO sbtest@'127.0.0.1';"
sysbench oltp_read_only $SB prepare >"$WORK/prepare.log" 2>&1
stop

run() { # $1 = name, $2 = qc on|off, $3 = variant text, $4 = test, $5 = extra tags
  start "$2"
  version=$(mariadb --socket="$WORK/mysqld.sock" -N -e 'SELECT VERSION()')
  cmd="sysbench $4 $SB --threads=4 --time=$SECONDS_PER_RUN --report-interval=1 run"
  {
    echo "$cmd"
    echo "# tool: $(sysbench --version)"
    echo "# server: MariaDB $version (127.0.0.1:$PORT), restarted before this run"
    echo "# variant: $3"
    echo "# date: $(date -u +%Y-%m-%dT%H:%M:%SZ)  host: $(nproc) vCPU, $(awk '/MemTotal/ {print int($2/1024)}' /proc/meminfo) MiB RAM"
    echo "# log file: $1.log = stdout+stderr of the command above"
  } >"$OUT/$1.cmd"
  status=0
  $cmd >"$OUT/$1.log" 2>&1 || status=$?
  echo "# exit status: $status" >>"$OUT/$1.cmd"
  [ -n "$5" ] && echo "# tags: $5" >>"$OUT/$1.cmd"
  stop
}

for i in $(seq 1 "$REPEATS"); do
  run "oltp_read_only_t4_qc-off_r$i" off "QC off (query_cache_type=0), repeat $i of $REPEATS" oltp_read_only "qc=off repeat=$i"
  run "oltp_read_only_t4_qc-on_r$i" on "QC on (query_cache_type=1, query_cache_size=64M), repeat $i of $REPEATS" oltp_read_only "qc=on repeat=$i"
done
for i in $(seq 1 "$SERIES"); do
  run "oltp_read_write_t4_nightly_$i" off "nightly $i of $SERIES (same binary: run-to-run noise)" oltp_read_write "nightly=$i"
done
rm -rf "$WORK"
echo "wrote $(ls "$OUT" | wc -l) files to $OUT"
