#!/usr/bin/env bash
# A throwaway PostgreSQL cluster owned by one test run: its own data directory, socket directory
# and port, trust authentication on loopback only. Prints the admin URL on `start`.
#   .ci/postgres-cluster.sh start DIR PORT   → prints postgres://postgres@127.0.0.1:PORT/postgres
#   .ci/postgres-cluster.sh stop DIR
set -euo pipefail
action=$1
dir=$2

bin_dir() {
  local initdb
  initdb=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }
  echo "$initdb"
}

as_postgres() {
  # PostgreSQL refuses to run as root; Debian's package creates the `postgres` user.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    port=$3
    bin=$(bin_dir)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin=$(bin_dir)
    [ -d "$dir/data" ] && as_postgres "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
