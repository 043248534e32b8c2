#!/usr/bin/env bash
# playwright-core (npm, pinned in xtask/src/spec/playground/test/package.json and its lock file), for the
# playground's browser test and bench in xtask: it drives Debian's /usr/bin/chromium (40-chromium.sh)
# and never downloads a browser of its own. Installed into that folder's node_modules (gitignored).
# A no-op when the pinned version is already there.
set -euo pipefail
VERSION=1.64.1
dir="$(cd "$(dirname "$0")/../.." && pwd)/xtask/src/spec/playground/test"
installed="$dir/node_modules/playwright-core/package.json"
if [ -f "$installed" ] && grep -q "\"version\": \"$VERSION\"" "$installed"; then exit 0; fi
cd "$dir"
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --ignore-scripts
