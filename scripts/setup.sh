#!/usr/bin/env bash
# Installs everything the tests need, idempotently: each scripts/setup.d/*.sh installs one tool
# and returns quickly when it is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
for step in scripts/setup.d/*.sh; do
    [ -e "$step" ] || continue
    echo "setup: $(basename "$step")" >&2
    bash "$step"
done
