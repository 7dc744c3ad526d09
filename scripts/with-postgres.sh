#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: initdb in a temp dir, start on a free
# loopback port, export TEST_DATABASE_URL, run "$@", then stop and delete the cluster.
# Usage: scripts/with-postgres.sh npm run test:api
set -euo pipefail

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pgbin" ] || [ ! -x "$pgbin/initdb" ]; then
  echo "PostgreSQL chưa được cài; đang cài (apt-get install postgresql)…"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
  else sudo apt-get update -qq && sudo apt-get install -y -qq postgresql >/dev/null; fi
  pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

# PostgreSQL refuses to run as root: run the server as the 'postgres' system user then.
as_pg=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  as_pg=(runuser -u postgres --)
fi

dir=$(mktemp -d /tmp/vt-pg.XXXXXX)
chmod 755 "$dir"
[ ${#as_pg[@]} -gt 0 ] && chown postgres "$dir"
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  "${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_pg[@]}" "$pgbin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off" start >/dev/null
echo "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') tạm thời ở cổng $port"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
