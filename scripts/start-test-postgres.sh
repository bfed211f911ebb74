#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback for the integration suite's second run
# (and the bookings benchmark), installing Debian's package when it is missing. Prints the
# connection URL on its last line. Usage: url=$(bash scripts/start-test-postgres.sh | tail -1)
set -euo pipefail
port="${PGPORT_TEST:-54329}"
dir="${PGDATA_TEST:-/tmp/nordic-test-postgres}"

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bindir" ]; then
  echo "postgresql: installing Debian's package" >&2
  export DEBIAN_FRONTEND=noninteractive
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq >&2
  $sudo_cmd apt-get install -y -qq postgresql >&2
  bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi

# The server refuses to run as root: run it as the unprivileged "postgres" user when we are root.
run() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

if [ -f "$dir/postmaster.pid" ]; then
  run "$bindir/pg_ctl -D $dir -m fast stop" >&2 || true
fi
rm -rf "$dir"
mkdir -p "$dir"
[ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
run "$bindir/initdb -D $dir -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
run "$bindir/pg_ctl -D $dir -l $dir/server.log -o '-c listen_addresses=127.0.0.1 -p $port -c max_connections=200 -c unix_socket_directories=$dir' -w start" >&2
echo "postgres://postgres@127.0.0.1:$port/postgres"
