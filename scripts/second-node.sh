#!/usr/bin/env bash
# The test suite's second Node version. `npm test` runs every check on the Node that runs it, then
# this runs the unit and integration suite and a start-and-smoke of the built site on Node 24 LTS.
#
#   scripts/second-node.sh prepare   fetch Node 24 and build better-sqlite3 for it (cached in var/)
#   scripts/second-node.sh test      the unit suite and the smoke on it
#
# Node comes from the npm registry's node-<platform>-<arch> package (the binary the `node` package
# installs, with the headers a native addon builds against), so nothing else is downloaded.
# better-sqlite3 is a native addon built for one Node ABI: the Node 24 build is made in a copy of the
# package, put in place only while the tests run, and the machine's own build is put back afterwards,
# also when a run is interrupted (the next run restores it first).
set -euo pipefail
cd "$(dirname "$0")/.."

MAJOR="${SECOND_NODE_MAJOR:-24}"
HOME_DIR="var/node-$MAJOR"
PLATFORM_PACKAGE="node-$(node -p 'process.platform')-$(node -p 'process.arch')"
NODE_DIR="$HOME_DIR/node_modules/$PLATFORM_PACKAGE"
SECOND_NODE="$NODE_DIR/bin/node"
ADDON_DIR="node_modules/better-sqlite3"
ADDON="$ADDON_DIR/build/Release/better_sqlite3.node"
MACHINE_ADDON="$HOME_DIR/machine-better_sqlite3.node"

restore_machine_addon() {
  if [ -f "$MACHINE_ADDON" ]; then
    cp "$MACHINE_ADDON" "$ADDON"
    rm -f "$MACHINE_ADDON"
  fi
}

second_addon() {
  local version
  version="$(node -p "require('./$ADDON_DIR/package.json').version")"
  echo "$HOME_DIR/better_sqlite3-$version-abi$("$SECOND_NODE" -p 'process.versions.modules').node"
}

loads_on_second_node() {
  "$SECOND_NODE" -e 'process.dlopen({ exports: {} }, require("node:path").resolve(process.argv[1]))' "$1" 2>/dev/null
}

prepare() {
  mkdir -p "$HOME_DIR"
  if [ ! -x "$SECOND_NODE" ]; then
    echo "Fetching Node $MAJOR ($PLATFORM_PACKAGE@$MAJOR) from the npm registry…"
    npm install --prefix "$HOME_DIR" --no-save --no-package-lock --no-audit --no-fund \
      "$PLATFORM_PACKAGE@$MAJOR" >/dev/null
  fi
  local built
  built="$(second_addon)"
  if [ -f "$built" ] && loads_on_second_node "$built"; then
    return
  fi
  echo "Building better-sqlite3 for Node $("$SECOND_NODE" --version)…"
  local gyp copy
  gyp="$(npm prefix -g)/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js"
  [ -f "$gyp" ] || {
    echo "npm's node-gyp is not at $gyp" >&2
    exit 1
  }
  copy="$HOME_DIR/better-sqlite3"
  rm -rf "$copy"
  cp -r "$ADDON_DIR" "$copy"
  rm -rf "$copy/build"
  # node-gyp lets npm's environment (npm_config_nodedir, set when this runs under `npm test`)
  # override its command line, so the headers are named there.
  (cd "$copy" && PATH="$PWD/../node_modules/$PLATFORM_PACKAGE/bin:$PATH" \
    npm_config_nodedir="$PWD/../node_modules/$PLATFORM_PACKAGE" \
    node "$gyp" rebuild --release >build.log 2>&1) || {
    tail -30 "$copy/build.log" >&2
    exit 1
  }
  loads_on_second_node "$copy/build/Release/better_sqlite3.node" || {
    echo "better-sqlite3 was built, but Node $MAJOR cannot load it" >&2
    exit 1
  }
  cp "$copy/build/Release/better_sqlite3.node" "$built"
  rm -rf "$copy"
}

run_tests() {
  restore_machine_addon
  prepare
  cp "$ADDON" "$MACHINE_ADDON"
  trap restore_machine_addon EXIT
  cp "$(second_addon)" "$ADDON"

  # Child processes the tests start (`node …`) run on the same Node.
  export PATH="$PWD/$NODE_DIR/bin:$PATH"
  echo "== unit and integration tests on Node $(node --version)"
  local status=0
  node node_modules/vitest/vitest.mjs run --reporter=dot --reporter=json \
    --outputFile.json=reports/vitest-node-$MAJOR.json || status=$?
  echo "== start-and-smoke on Node $(node --version)"
  node scripts/smoke.mjs || status=$?
  return "$status"
}

case "${1:-}" in
  prepare) prepare ;;
  test) run_tests ;;
  *)
    echo "usage: $0 prepare|test" >&2
    exit 2
    ;;
esac
