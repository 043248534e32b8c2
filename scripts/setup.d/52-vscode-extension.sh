#!/usr/bin/env bash
# The VS Code extension's npm dependencies (vscode-languageclient and, for the tests, the protocol
# package it is built on), exactly as editors/vscode/package-lock.json pins them, into
# editors/vscode/node_modules (gitignored). Skipped when that lock file was installed already.
set -euo pipefail
cd "$(dirname "$0")/../../editors/vscode"
stamp=node_modules/.ks-package-lock.sha256
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then exit 0; fi
npm ci --no-audit --no-fund --silent --ignore-scripts
echo "$want" >"$stamp"
