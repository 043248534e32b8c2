#!/usr/bin/env bash
# Debian's Graphviz, for the plan CLI test that renders `keepshipping plan --format dot` with the real
# `dot -Tsvg` (reference/keepshipping/tests/plan_cli.rs). A no-op when `dot` is already there.
set -euo pipefail
if command -v dot >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends graphviz >/dev/null
