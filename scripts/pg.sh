#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for tests (STACK-NOTES 8).
#   scripts/pg.sh start   → prints the connection string (TEST_DATABASE_URL)
#   scripts/pg.sh stop
#   scripts/pg.sh pause | resume   → stops / starts the same server, keeping its data (outage tests)
#   PG_FROM=DIR scripts/pg.sh start   → starts from a copy of a stopped server's folder instead of an empty one
#                                        (the e2e's own stacks start from one seeded folder, D276)
set -euo pipefail

# Below the ephemeral port range (32768–60999), so an outgoing connection never holds it (D246).
PORT="${PG_PORT:-25329}"
DIR="${PG_DIR:-/tmp/agencia-pg-$PORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
URL="postgres://postgres@127.0.0.1:$PORT/agencia_test"

as_postgres() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    [ -x "$BIN/initdb" ] || { echo "PostgreSQL não encontrado (apt-get install -y postgresql)" >&2; exit 1; }
    if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then useradd --system --home /var/lib/postgresql --shell /bin/bash postgres; fi
    as_postgres "$BIN/pg_ctl" -D "$DIR" stop -m fast >/dev/null 2>&1 || true
    rm -rf "$DIR"
    if [ -n "${PG_FROM:-}" ]; then
      cp -a "$PG_FROM" "$DIR" # keeps the owner and the 0700 PostgreSQL asks of its folder
      rm -f "$DIR/server.log"
    else
      mkdir -p "$DIR"
      [ "$(id -u)" = "0" ] && chown postgres "$DIR"
      as_postgres "$BIN/initdb" -D "$DIR" --auth=trust --username=postgres --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    [ -n "${PG_FROM:-}" ] || as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres agencia_test
    echo "$URL"
    ;;
  stop)
    as_postgres "$BIN/pg_ctl" -D "$DIR" stop -m fast >/dev/null 2>&1 || true
    rm -rf "$DIR"
    ;;
  pause)
    as_postgres "$BIN/pg_ctl" -D "$DIR" stop -m fast >/dev/null
    ;;
  resume)
    as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k /tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    ;;
  *)
    echo "uso: scripts/pg.sh start|stop|pause|resume" >&2
    exit 2
    ;;
esac
