#!/usr/bin/env bash
# Debian's GitHub Linguist gem (7.22.1), for the tests of linguist/languages.yml (editors/tests).
set -euo pipefail
if command -v github-linguist >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq ruby-github-linguist >/dev/null
