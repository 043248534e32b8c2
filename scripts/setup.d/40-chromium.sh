#!/usr/bin/env bash
# Debian's Chromium, for the headless spec-site test in xtask (tests/spec_site.rs loads every
# generated page and saves a screenshot). A no-op when /usr/bin/chromium is already there.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get -o DPkg::Lock::Timeout=600 update -qq
apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
