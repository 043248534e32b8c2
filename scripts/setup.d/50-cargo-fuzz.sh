#!/usr/bin/env bash
# cargo-fuzz from crates.io: `cargo fuzz cmin/tmin/coverage` on the targets in fuzz/. Building and
# running the targets does not need it (`cargo xtask fuzz` does that on stable, see fuzz/README.md).
set -euo pipefail
if command -v cargo-fuzz >/dev/null 2>&1; then exit 0; fi
cargo install cargo-fuzz --locked
