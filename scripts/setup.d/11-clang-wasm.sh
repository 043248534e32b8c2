#!/usr/bin/env bash
# clang with a wasm32 target and wasi-libc's headers, from Debian: tree-sitter-keepshipping's test
# compiles parser.c and scanner.c for wasm32 and checks they import only what a WASM host provides.
set -euo pipefail
if command -v clang-14 >/dev/null 2>&1 && [ -f /usr/include/wasm32-wasi/string.h ] && [ -x /usr/lib/llvm-14/bin/llvm-nm ]; then
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq clang-14 llvm-14 wasi-libc >/dev/null
