#!/usr/bin/env bash
# The playground's WebAssembly build (reference/ks-wasm, `cargo xtask wasm`): the wasm32 target and the
# `wasm-bindgen` command-line tool at exactly the version the crate pins (the two must match, or
# wasm-bindgen refuses the module). A no-op when both are already there.
set -euo pipefail
# Keep in step with `wasm-bindgen = "=…"` in reference/ks-wasm/Cargo.toml. (0.2.130 is newer, but its
# lock file names a webpki-roots release the registry mirror here does not carry, so `--locked` fails.)
VERSION=0.2.129
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $VERSION" ]; then
  cargo install wasm-bindgen-cli --version "$VERSION" --locked
fi
