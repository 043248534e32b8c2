#!/usr/bin/env bash
# The real tree-sitter CLI, from crates.io (the npm package cannot install here). The version is
# pinned: tree-sitter-keepshipping's freshness test compares `tree-sitter generate` output with the
# committed src/, and generated parsers differ between CLI versions.
set -euo pipefail
want=0.27.1
export PATH="$HOME/.cargo/bin:$PATH"
if command -v tree-sitter >/dev/null 2>&1 && tree-sitter --version 2>/dev/null | grep -qx "tree-sitter $want"; then
  exit 0
fi
cargo install tree-sitter-cli --locked --version "$want"
