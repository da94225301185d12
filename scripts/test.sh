#!/usr/bin/env bash
# `npm test`: every check — typecheck, lint, unit and integration tests, end-to-end tests — on the
# Node that runs it, then the unit and integration tests and a start-and-smoke on Node 24 LTS
# (scripts/second-node.sh), then one closing line with the totals.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Chromium runs the end-to-end tests; nginx is the TLS proxy of tests/e2e/behind-proxy.e2e.ts and,
# with PostgreSQL, part of the cluster that tests/e2e/cluster.e2e.ts starts.
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Missing ${missing[*]}: installing Debian's packages…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Missing ${missing[*]}. Install Debian's packages as root ('apt-get install ${missing[*]}')" >&2
    echo "(or set CHROMIUM_PATH to a Chromium binary), then run npm test again." >&2
    exit 1
  fi
fi

# The storage tests' PostgreSQL half (TEST_DATABASE_URL, docs/testing.md) runs against a throwaway
# cluster: made in a temporary folder on a free port when PostgreSQL's binaries are installed and no
# URL was given, and removed after the unit tests (also when the run is interrupted). The second
# Node's run is SQLite only: the query layer is the same JavaScript there.
PG_DIR=""
start_test_postgres() {
  [ -z "${TEST_DATABASE_URL:-}" ] || return 0
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "PostgreSQL is not installed: the storage tests run on SQLite only."
    return 0
  fi
  # initdb and the server refuse to run as root; root runs them as the postgres user.
  local as=()
  [ "$(id -u)" != "0" ] || as=(runuser -u postgres --)
  local port
  port="$(node -e 'const s = require("node:net").createServer(); s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
  PG_DIR="$(mktemp -d /tmp/shiftlane-pg.XXXXXX)"
  [ "$(id -u)" != "0" ] || chown postgres "$PG_DIR"
  # fsync off: the cluster is thrown away after the run, so nothing in it needs to survive a crash.
  if "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres -A trust >"$PG_DIR/initdb.log" 2>&1 &&
    "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
      -o "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start \
      >/dev/null; then
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
    echo "PostgreSQL $("$bin/postgres" -V | awk '{print $3}') for the storage tests on port $port"
  else
    cat "$PG_DIR/initdb.log" "$PG_DIR/server.log" 2>/dev/null | tail -20 >&2
    stop_test_postgres
    if [ "${CI:-}" = "true" ]; then
      echo "A throwaway PostgreSQL cluster could not be started." >&2
      exit 1
    fi
    echo "A throwaway PostgreSQL cluster could not be started: the storage tests run on SQLite only." >&2
  fi
}
stop_test_postgres() {
  [ -n "$PG_DIR" ] || return 0
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then
    if [ "$(id -u)" = "0" ]; then
      runuser -u postgres -- "$bin/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    else
      "$bin/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    fi
  fi
  rm -rf "$PG_DIR"
  PG_DIR=""
  unset TEST_DATABASE_URL
}
trap stop_test_postgres EXIT

mkdir -p reports
rm -f reports/vitest.json reports/e2e.json reports/vitest-node-24.json

# Fetching Node 24 and compiling better-sqlite3 for it (about 100 s on one core, cached in var/)
# runs beside the typecheck and lint, which use one core each; the unit tests wait for it, so it
# never competes with them or with the end-to-end tests.
bash scripts/second-node.sh prepare >reports/second-node-prepare.log 2>&1 &
prepare_pid=$!

echo "== typecheck"
npm run --silent typecheck
echo "== lint"
npm run --silent lint
prepare_status=0
wait "$prepare_pid" || prepare_status=$?
echo "== unit and integration tests"
start_test_postgres
unit_status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || unit_status=$?
stop_test_postgres
echo "== build"
node --import tsx scripts/build-if-needed.ts
echo "== end-to-end tests"
e2e_status=0
npx playwright test || e2e_status=$?
second_status=0
if [ "$prepare_status" -eq 0 ]; then
  bash scripts/second-node.sh test || second_status=$?
else
  echo "Node 24 could not be prepared:" >&2
  tail -30 reports/second-node-prepare.log >&2
  second_status=1
fi

node --input-type=module -e '
import { existsSync, readFileSync } from "node:fs";
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);
const unit = read("reports/vitest.json");
const e2e = read("reports/e2e.json");
const second = read("reports/vitest-node-24.json");
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (second?.numPassedTests ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0) +
  (second?.numFailedTests ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0) + (second?.numPendingTests ?? 0);
console.log(`unit (Node ${process.versions.node}): ${unit?.numPassedTests ?? 0} passed, ` +
  `e2e: ${e2e?.stats?.expected ?? 0} passed, unit (Node 24): ${second?.numPassedTests ?? 0} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
'
if [ "$unit_status" -ne 0 ] || [ "$e2e_status" -ne 0 ] || [ "$second_status" -ne 0 ]; then
  exit 1
fi
