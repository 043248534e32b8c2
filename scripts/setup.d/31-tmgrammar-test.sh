#!/usr/bin/env bash
# vscode-tmgrammar-test from npm, into editors/.tools (gitignored): runs TextMate assertion files offline.
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=editors/.tools/tmgrammar
if [ -x "$dir/node_modules/.bin/vscode-tmgrammar-test" ]; then exit 0; fi
mkdir -p "$dir"
[ -f "$dir/package.json" ] || echo '{"name":"ks-tmgrammar-tools","private":true}' >"$dir/package.json"
npm install --prefix "$dir" --no-audit --no-fund --silent vscode-tmgrammar-test@0.1.3
