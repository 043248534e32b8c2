#!/usr/bin/env bash
# The real tree-sitter CLI, from crates.io (the npm package cannot install here).
set -euo pipefail
if command -v tree-sitter >/dev/null 2>&1; then exit 0; fi
cargo install tree-sitter-cli --locked
